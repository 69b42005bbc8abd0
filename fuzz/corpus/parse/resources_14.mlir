"foo.a"() {a = dense_resource<x : tensor<1xi8>} : () -> ()
