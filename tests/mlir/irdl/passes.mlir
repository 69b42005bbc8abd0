// Operations of the IRDL-defined cmath dialect (cmath.irdl.mlir) through
// pass pipelines: they are unknown to canonicalize and cse (no folds, no
// effects information), so they stay, while the builtin and func
// operations around them are simplified.
func.func @keep(%a: !cmath.complex<f32>, %b: !cmath.complex<f32>) -> f32 {
  %m = "cmath.mul"(%a, %b) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
  %m2 = "cmath.mul"(%a, %b) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
  %n = "cmath.norm"(%m) : (!cmath.complex<f32>) -> f32
  %unused = "cmath.norm"(%m2) {l = #cmath.level<3 : i32>} : (!cmath.complex<f32>) -> f32
  %c = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %v = "cmath.vars"(%c, %c2) {operandSegmentSizes = array<i32: 1, 1, 0>} : (i32, i32) -> i32
  "cmath.attrs"() {count = 2 : i64, tag = "foo"} : () -> ()
  return %n : f32
}
func.func private @dead(%x: i32) -> i32 {
  %r = "cmath.same"(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
func.func @regions() {
  "cmath.regs"() ({
    "t.a"() : () -> ()
  }, {
  ^bb0(%i: i32):
    cf.br ^bb1
  ^bb1:
    "t.b"(%i) : (i32) -> ()
  }, {
  }) : () -> ()
  return
}
// -----
// A verification failure found after a pass reports as before it.
func.func @bad(%a: !cmath.complex<f32>) {
  %n = "cmath.norm"(%a) : (!cmath.complex<f32>) -> i32
  return
}
