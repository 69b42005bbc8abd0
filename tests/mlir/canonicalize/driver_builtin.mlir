// builtin.unrealized_conversion_cast folds: identity casts and round trips.
func.func @casts(%x: i32, %y: i64) -> (i32, i64, i16, i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i32
  %1:2 = builtin.unrealized_conversion_cast %x, %y : i32, i64 to f32, f64
  %2:2 = builtin.unrealized_conversion_cast %1#0, %1#1 : f32, f64 to i32, i64
  %3 = builtin.unrealized_conversion_cast %x : i32 to i16
  %4 = builtin.unrealized_conversion_cast %3 : i16 to i8
  %5 = builtin.unrealized_conversion_cast %4 : i8 to i32
  %6:2 = builtin.unrealized_conversion_cast %1#1, %1#0 : f64, f32 to i64, i32
  %dead = builtin.unrealized_conversion_cast %y : i64 to f64
  return %2#0, %6#0, %3, %5 : i32, i64, i16, i32
}

// -----

func.func @empty() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
