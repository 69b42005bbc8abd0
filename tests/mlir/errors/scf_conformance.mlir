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

// -----

// scf.for parses its body before it resolves its bounds and inits.
func.func @body_error_before_bound_type(%n : index, %w : i8) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.for %k = %w to %n step %n [ {
  }
  return
}

// -----

func.func @bound_type_before_attr_dict(%n : index, %w : i8) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%w' expects different type than prior uses: 'index' vs 'i8'}}
  scf.for %k = %w to %n step %n {
  } {bad = }
  return
}

// -----

func.func @bound_defined_in_body(%n : index) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  scf.for %k = %inner to %n step %n {
    %inner = arith.constant 3 : index
  }
  return
}
