// Locations of every kind on operations, block arguments and as attribute
// values; aliases shared between deferred (operation) and non-deferred
// (block argument, attribute) uses; escapes in file names.
"foo.a"() {where = loc("attr.mlir":1:2)} : () -> () loc("ops.mlir":1:1)
"foo.b"() ({
^bb0(%x: i32 loc(callsite("callee"("c.mlir":3:4) at "caller.mlir":5:6)), %y: i32 loc("ops.mlir":1:1)):
  "foo.c"(%x) : (i32) -> () loc(fused["ops.mlir":1:1, "r.mlir":1:2 to :5, "r.mlir":1:2 to 3:4])
  "foo.d"(%y) : (i32) -> () loc(fused<"meta">["n1", "n2"("we\"ird\\ na\tme":7:8)])
  "foo.e"() : () -> () loc(callsite("ops.mlir":1:1 at callsite("n3" at "r.mlir":1:2 to 1:2)))
  "foo.f"() : () -> () loc(unknown)
  "foo.g"() : () -> () loc(fused<{k = 1 : i32}>["a.mlir":0:0, unknown])
}) : () -> () loc("callee"("c.mlir":3:4))
