// The builtin dialect's custom forms: named modules with attributes,
// nested modules, casts; builtin names keep their prefix inside regions of
// other dialects.
module @top attributes {foo.extra = 5 : i64, sym_visibility = "private"} {
  %0 = "foo.c"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2:2 = unrealized_conversion_cast to i64, i32 {note}
  module @inner {
    %i = "foo.i"() : () -> i64
    %3 = unrealized_conversion_cast %i, %i : i64, i64 to i32
  }
  "foo.holder"() ({
    %4 = builtin.unrealized_conversion_cast %1, %2#1 : i64, i32 to i8
    builtin.module {
    }
  }) : () -> ()
}
