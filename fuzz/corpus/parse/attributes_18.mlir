"foo.a"() {a = dense<"x"> : tensor<2xi32>} : () -> ()
