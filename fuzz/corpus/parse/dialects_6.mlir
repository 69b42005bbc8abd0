
%a = "foo.a"() : () -> i32
%0 = unrealized_conversion_cast %a : i32 into i64
