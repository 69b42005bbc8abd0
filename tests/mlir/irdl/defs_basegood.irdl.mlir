// IRDL definitions with a loading issue: basegood.
irdl.dialect @dd {
 irdl.operation @foo {
 %0 = irdl.base "#irdl.variadicity"
 %1 = irdl.base "!builtin.f8E4M3FN"
 %2 = irdl.base "#builtin.file_line_range"
 irdl.operands(a: %1)
}
}
