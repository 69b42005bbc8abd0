// IRDL definitions with a loading issue: anyof3.
irdl.dialect @dd {
 irdl.operation @foo {
 %0 = irdl.base "!builtin.integer"
 %1 = irdl.is i32
 %2 = irdl.any_of(%0, %1)
 irdl.operands(a: %2)
}
}
