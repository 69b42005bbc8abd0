"foo.a"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
