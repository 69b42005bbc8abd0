
"foo.a"() {x = dense<1> : tensor<?xi32>} : () -> ()
