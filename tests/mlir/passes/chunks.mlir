// Three chunks for --split-input-file: valid, not parsable, valid. The
// pipeline runs on the valid ones; the bad one reports its parse error
// (and, with --mlir-timing, a report holding the parser's time only).
func.func @first(%a: index) -> index {
  %b = arith.addi %a, %a : index
  return %b : index
}

// -----

func.func @broken( {
  return
}

// -----

"builtin.module"() ({
  func.func @third() {
    return
  }
}) {sym_name = "named"} : () -> ()
