
%x = "foo.use"(%y) : (i64) -> i32
%y = "foo.def"() : () -> i32
