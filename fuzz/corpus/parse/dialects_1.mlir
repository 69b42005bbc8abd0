
"foo.a"() : () -> !foo.bar<[>
