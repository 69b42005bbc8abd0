// IRDL definitions with a loading issue: parseerr.
irdl.dialect @dd {
 irdl.operation @foo {
