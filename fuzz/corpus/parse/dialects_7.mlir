
"builtin.module"() <{sym_name = 1}> ({}) : () -> ()
