module {
  %0 = unknown_op
}
// -----
"foo.a"() : () -> !foo.bar<[>
// -----
module attributes {x = #foo.bar<[}>} {}
// -----
module foo {}
// -----
%0 = builtin.unrealized_conversion_cast %a : i32 to
// -----
%a = "foo.a"() : () -> i32
%0 = unrealized_conversion_cast %a, %a : i32 to i64
// -----
%a = "foo.a"() : () -> i32
%0 = unrealized_conversion_cast %a : i32 into i64
// -----
"builtin.module"() <{sym_name = 1}> ({}) : () -> ()
// -----
"builtin.module"() <[1]> ({}) : () -> ()
// -----
"builtin.module"() ({}) {sym_name = 2} : () -> ()
// -----
"builtin.unrealized_conversion_cast"()[^bb1] : () -> ()
