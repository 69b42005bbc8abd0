// IRDL definitions with a loading issue: typeop.
irdl.dialect @dd {
 irdl.type @foo
 irdl.operation @foo
}
