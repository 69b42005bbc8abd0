// IRDL definitions with a loading issue: dup.
irdl.dialect @dd {
 irdl.operation @foo
}
irdl.dialect @dd {
 irdl.operation @bar
}
