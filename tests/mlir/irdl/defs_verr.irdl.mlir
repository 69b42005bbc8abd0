// IRDL definitions with a loading issue: verr.
irdl.dialect @Dd {
}
