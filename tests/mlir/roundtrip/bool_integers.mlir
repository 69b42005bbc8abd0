// `true` and `false` where a custom syntax reads an integer: upstream
// reads them as the 1-bit integers 1 and 0, so `true` is -1.
func.func @bool_as_integer(%sel : index, %flag : i16) {
  scf.index_switch %sel
  case true {
    scf.yield
  }
  case false {
    scf.yield
  }
  default {
  }
  scf.forall (%i) = (false) to (16) step (true) {
  }
  cf.switch %flag : i16, [
    default: ^bb1,
    true: ^bb1,
    false: ^bb1
  ]
^bb1:
  return
}
