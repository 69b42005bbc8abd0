"foo.a"() : () -> memref<*xtuple<>>
