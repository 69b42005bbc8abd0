"foo.a"() {a = dense<1> : tensor<2x!foo.s>} : () -> ()
