
%0 = builtin.unrealized_conversion_cast %a : i32 to
