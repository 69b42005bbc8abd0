"foo.a"() {a = dense_resource<> : tensor<1xi8>} : () -> ()
