
"foo.a"() : () -> !undefined
