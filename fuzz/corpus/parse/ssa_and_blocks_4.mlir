
%a, %b = "foo.one"() : () -> i32
