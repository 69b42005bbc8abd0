
"foo.a"() : i32
