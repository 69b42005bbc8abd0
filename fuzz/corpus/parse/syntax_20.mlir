
"foo.a"() : () -> tensor<4x?xnone>
