"foo.a"() {a = sparse<[[0, 0]], [1.5]> : tensor<2x2xi32>} : () -> ()
