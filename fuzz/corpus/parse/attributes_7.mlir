"foo.a"() {a = sparse<[[0, 0]], ["a"]> : tensor<2x2x!foo.s>, b = sparse<[1, 3], [1.0, 2.0]> : tensor<4xf32>} : () -> ()
