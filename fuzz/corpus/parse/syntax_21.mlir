
"foo.a"() : () -> memref<4xtuple<>>
