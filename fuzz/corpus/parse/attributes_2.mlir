"foo.a"() {a = sparse<[[5, 0]], [1]> : tensor<2x2xi32>} : () -> ()
