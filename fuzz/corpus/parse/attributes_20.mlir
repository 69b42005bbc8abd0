"foo.a"() {a = dense<[1, 2]> : memref<2xi32>, b = dense<1> : vector<2xindex>, c = "s" : tensor<2xi32>} : () -> ()
