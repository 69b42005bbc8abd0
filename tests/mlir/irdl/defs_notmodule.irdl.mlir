// IRDL definitions with a loading issue: notmodule.
"t.x"() ({
irdl.dialect @dd {
 irdl.operation @foo
}
}) : () -> ()
