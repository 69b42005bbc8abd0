// Symbols live and dead for symbol-dce: private, public and nested
// visibility, calls, nested references, references in arrays and
// dictionaries, nested modules public and private.
module {
  func.func private @dead()
  func.func private @used() -> i32 {
    %0 = arith.constant 1 : i32
    return %0 : i32
  }
  func.func @public() -> i32 {
    %0 = func.call @used() : () -> i32
    return %0 : i32
  }
  func.func private @chain_a() {
    func.call @chain_b() : () -> ()
    return
  }
  func.func private @chain_b() {
    return
  }
  func.func nested @nested_vis() {
    return
  }
  module @inner {
    func.func private @inner_dead()
    func.func @inner_public() {
      return
    }
    func.func private @inner_used()
  }
  module @inner_private attributes {sym_visibility = "private"} {
    func.func @ip_public() {
      return
    }
  }
  func.func @uses_nested() {
    "other.user"() {ref = @inner::@inner_used, list = [@chain_a, {k = @nested_vis}]} : () -> ()
    return
  }
  func.func private @ref_from_region()
}
