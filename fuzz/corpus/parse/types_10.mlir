"foo.a"() : () -> tensor<*xf32, "enc">
