"foo.a"() : () -> !a-b.c
