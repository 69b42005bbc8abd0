"foo.a"() : () -> (memref<4xf32, 0>, memref<4xf32, "x">, memref<2x3xi8, strided<[3, 1]>>, memref<*xf32, 7>)
