// Nested visibility, chains through dead callers, references through
// nested tables, for symbol-dce at several nesting levels.
module {
  func.func private @dead_caller() {
    func.call @only_from_dead() : () -> ()
    return
  }
  func.func private @only_from_dead() {
    return
  }
  module @pub {
    func.func nested @n() {
      return
    }
    func.func private @p()
    module @deeper attributes {sym_visibility = "nested"} {
      func.func nested @dn()
      func.func @dpub() {
        return
      }
    }
  }
  func.func @f() attributes {ref = @pub::@deeper::@dn} {
    return
  }
}
