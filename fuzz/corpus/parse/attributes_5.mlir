"foo.a"() {a = sparse<1, 10> : tensor<1x1xi16>} : () -> ()
