"foo.a"() {a = dense<"0x102"> : tensor<2xi8>} : () -> ()
