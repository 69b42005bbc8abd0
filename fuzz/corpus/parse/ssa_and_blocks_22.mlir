
"foo.a"() : () -> () loc("f":x)
