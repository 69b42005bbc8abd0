
"builtin.module"() ({}) {sym_name = 2} : () -> ()
