// Symbols of several kinds and visibilities, for symbol-privatize and
// strip-debuginfo.
module {
  func.func @keep(%x: i32 loc("k.c":3:4)) -> i32 {
    %0 = arith.addi %x, %x : i32 loc("k.c":4:5)
    return %0 : i32 loc(fused["k.c":5:6, "other":1:1])
  }
  func.func private @already()
  func.func nested @nested_one() {
    return
  }
  "other.sym"() {sym_name = "not_a_symbol_op"} : () -> ()
  module @inner {
    func.func private @deep()
    func.func @deep_public() {
      return
    }
  }
  module {
    func.func @anonymous_module_public() {
      return
    } loc(callsite("f" at "g":1:1))
  }
}
