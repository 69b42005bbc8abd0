// IRDL definitions with a loading issue: basebad.
irdl.dialect @dd {
 irdl.operation @foo {
 %0 = irdl.base "!builtin.nothing"
 irdl.operands(a: %0)
}
}
