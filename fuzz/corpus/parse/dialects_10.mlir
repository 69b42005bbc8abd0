
"builtin.unrealized_conversion_cast"()[^bb1] : () -> ()
