// SSA names and blocks: result groups, entry and other block arguments,
// nested and sibling regions, successors and predecessor comments,
// forward references in the module's graph region, names from NameLocs.
%fwd = "foo.use"(%later) : (i32) -> i32
%later = "foo.def"() : () -> i32 loc("later")
%0:3 = "foo.multi"() : () -> (i32, i64, index) loc("trio"("f.mlir":2:3))
"foo.region"(%0#1) ({
^bb0(%a: i32 loc("first_arg"), %b: i64):
  %1 = "foo.inner"(%a, %b, %0#2) : (i32, i64, index) -> i32 loc("9 lives")
  "foo.br"(%1)[^bb1, ^bb2] : (i32) -> ()
^bb1(%c: i32 loc("c"), %d: i32):
  %2 = "foo.c"(%c) : (i32) -> i32 loc("dup")
  %3 = "foo.c"(%2) : (i32) -> i32 loc("dup")
  "foo.br"(%3)[^bb2, ^bb2] : (i32) -> ()
^bb2:
  "foo.sib"() ({
  ^bb0(%e: i32):
    %4 = "foo.n"(%e, %a) : (i32, i32) -> i32 loc("dup")
    "foo.t"(%4) : (i32) -> ()
  }, {
  ^bb0(%f: i64 loc("f_arg")):
    %5 = "foo.n"(%f) : (i64) -> i32 loc(fused["x"("a.mlir":1:1), "y"])
    "foo.t"() : () -> ()
  }) : () -> ()
  "foo.ret"() : () -> () loc("-neg")
^bb3:
  %6:2 = "foo.dead"() : () -> (i32, i32) loc("")
  "foo.br"(%6#0)[^bb1] : (i32) -> ()
}) : (i64) -> ()
"foo.none"() : () -> ()
