"foo.a"() : () -> memref<4xf32, 1, 2>
