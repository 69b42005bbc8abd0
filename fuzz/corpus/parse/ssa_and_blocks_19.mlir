
"foo.a"() : () -> () loc(#undefined_loc)
