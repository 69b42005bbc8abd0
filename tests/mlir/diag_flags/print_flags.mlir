// The 'see current operation' note and the locations in diagnostics follow
// the printing flags (run with each of them; compared with mlir-opt).

"builtin.module"() ({
^bb0(%a: i32 loc("argname")):
  %0 = "foo.def"(%a) {d = dense<[1,2,3]> : tensor<3xi32>, r = dense_resource<blob1> : tensor<1xi32>} : (i32) -> i32 loc("val")
  %1 = "foo.def"(%0) : (i32) -> i32
  "foo.r"() ({
    %2 = "foo.def"(%0) : (i32) -> i32 loc("val")
  }) : () -> ()
}) : () -> () loc(fused["a", "b"])
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
// -----
#loc = loc("file.mlir":3:4)
module {
  "foo.holder"() ({
    "foo.use"(%x) : (i32) -> () loc(#loc)
    %x = "foo.def"() : () -> i32 loc("defx")
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.use"(%y) : (i32) -> ()
    %y = "foo.def"() {a = affine_map<(d0) -> (d0)>} : () -> i32
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.holder2"() ({
    "foo.use"(%z) : (i32) -> ()
    %z = "foo.def"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.end"() : () -> ()
  }) : () -> ()
  "builtin.module"() : () -> ()
  "builtin.unrealized_conversion_cast"() : () -> ()
}
// -----
"builtin.module"() : () -> () loc(callsite("a" at callsite("b" at "f":1:2)))
// -----
"builtin.module"() : () -> () loc(fused<"x">["a", "b"])
