// IRDL definitions with a loading issue: basebad2.
irdl.dialect @dd {
 irdl.operation @foo {
 %0 = irdl.base "#foo.bar"
 irdl.operands(a: %0)
}
}
