"foo.a"() : () -> memref<4xf32, strided<[1, 2]>>
