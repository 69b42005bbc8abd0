"foo.a"() {a = strided<[?, 0], offset: -3>, b = 0 : i0, c = dense<0> : tensor<2xi0>} : () -> ()
