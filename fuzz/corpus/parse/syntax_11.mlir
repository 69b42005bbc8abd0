
"foo.a"() {x = dense<[[1], 2]> : tensor<2xi32>} : () -> ()
