module @outer attributes {foo.attr = "x", foo.unit} {
  module {
    "foo.op"() : () -> ()
  }
  module @named {
  }
  builtin.module @qualified {
    %0 = "foo.v"() : () -> i32
  }
  %a = "foo.a"() : () -> i32
  %b = builtin.unrealized_conversion_cast %a : i32 to i64
  %c:2 = unrealized_conversion_cast %a, %b : i32, i64 to f32, f64 {note = 1 : i32}
  %d = unrealized_conversion_cast to i8
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> index
}
