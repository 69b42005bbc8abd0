"foo.a"() : () -> () loc("file.mlir":1:2)
"foo.b"() : () -> () loc(unknown)
"foo.c"() : () -> () loc("name"("file.mlir":3:4))
"foo.d"() : () -> () loc(callsite("callee":1:1 at "caller":2:2))
"foo.e"() : () -> () loc(fused["a":1:1, "b":2:2])
"foo.f"() : () -> () loc(fused<"meta">["a":1:1])
"foo.g"() ({
^bb0(%arg0: i32 loc("arg":5:6), %arg1: f32):
  "foo.h"(%arg0) : (i32) -> ()
}) : () -> ()
"foo.i"() : () -> () loc("range":1:2 to 3:4)
"foo.j"() : () -> () loc("range":1:2 to :7)
