"foo.a"() : () -> memref<4xf32, 0 : i64>, !foo<"x">
