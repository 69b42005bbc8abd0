// Generic operations: results, operands, forward references, attributes,
// properties, regions, successors and block arguments.
%0 = "foo.const"() {value = 42 : i32} : () -> i32
%1:2 = "foo.pair"(%0) : (i32) -> (i32, f32)
"foo.use"(%1#0, %1#1, %0) : (i32, f32, i32) -> ()
%fwd = "foo.fwd"(%later) : (i64) -> i64
%later = "foo.later"() : () -> i64
"foo.props"() <{alpha = 1 : i64, beta = "b"}> {gamma} : () -> ()
%r, %s = "foo.two"() : () -> (index, index)
"foo.region"() ({
^bb0(%a: i32, %b: f32):
  "foo.br"(%a)[^bb2] : (i32) -> ()
^bb1:
  "foo.ret"() : () -> ()
^bb2:
  "foo.cond"()[^bb1, ^bb3] : () -> ()
^bb3:
  "foo.ret"(%b) : (f32) -> ()
}, {
  "foo.inner"() : () -> ()
}) : () -> ()
"foo.empty_region"() ({
}) : () -> ()
"foo.nested"() ({
  %x = "foo.x"() : () -> i1
  "foo.nested2"() ({
    "foo.y"(%x, %0) : (i1, i32) -> ()
  }) : () -> ()
}) : () -> ()
"foo.fn_result"() : () -> (() -> i32)
"foo.escaped\22name"() : () -> ()
