
%a = "foo.a"() : () -> i32
%0 = unrealized_conversion_cast %a, %a : i32 to i64
