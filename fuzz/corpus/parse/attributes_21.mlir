"foo.a"() {a = 5 : tensor<2xi32>} : () -> ()
