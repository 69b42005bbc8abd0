// IRDL definitions with a loading issue: nested.
module {
 irdl.dialect @dd {
 irdl.operation @foo
}
}
