
#notloc = 1 : i32
"foo.a"() : () -> () loc(#notloc)
