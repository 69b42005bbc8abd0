"foo.a"() : () -> memref<4xf32, unit>
