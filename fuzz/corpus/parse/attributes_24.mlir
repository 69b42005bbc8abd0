"foo.a"() {a = dense<[1, 2]> : tensor<2xi0>} : () -> ()
