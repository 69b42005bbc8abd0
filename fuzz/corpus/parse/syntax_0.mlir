"foo.a"() {x = tensor<4xf32} : () -> ()
