// IRDL definitions with a loading issue: anyof5.
irdl.dialect @dd {
 irdl.type @t
 irdl.operation @foo {
 %0 = irdl.base @dd::@t
 %3 = irdl.any
 %1 = irdl.parametric @dd::@t<%3>
 %2 = irdl.any_of(%0, %1)
 irdl.operands(a: %2)
}
}
