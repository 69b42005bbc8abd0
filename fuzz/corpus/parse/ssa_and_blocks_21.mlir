
"foo.a"() : () -> () loc(bogus)
