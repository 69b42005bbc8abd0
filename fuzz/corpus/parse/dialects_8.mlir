
"builtin.module"() <[1]> ({}) : () -> ()
