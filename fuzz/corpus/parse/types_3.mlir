"foo.a"() : () -> memref<*xf32, [1]>
