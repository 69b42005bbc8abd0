"foo.a"() : () -> tensor<*xnone>
