// IRDL definitions with a loading issue: cpred.
irdl.dialect @dd {
 irdl.operation @foo {
 %0 = irdl.c_pred "true"
 irdl.operands(a: %0)
}
}
