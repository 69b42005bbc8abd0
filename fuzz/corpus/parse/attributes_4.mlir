"foo.a"() {a = sparse<[[-1, 0]], [1]> : tensor<2x2xi32>} : () -> ()
