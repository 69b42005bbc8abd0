
"foo.a"() {x = dense<1> : i32} : () -> ()
