// scf.for's `unsignedCmp` is a unit attribute.

func.func @unsigned_cmp_not_unit(%lo: i16) {
  // expected-error@+1 {{invalid properties {unsignedCmp = true} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: true}}
  "scf.for"(%lo, %lo, %lo) <{unsignedCmp = true}> ({
  ^bb0(%k: i16):
    scf.yield
  }) : (i16, i16, i16) -> ()
  return
}

// -----

func.func @unsigned_keyword_position(%lo: i16) {
  // expected-error@+1 {{expected '='}}
  scf.for %k unsigned = %lo to %lo step %lo : i16 {
  }
  return
}
