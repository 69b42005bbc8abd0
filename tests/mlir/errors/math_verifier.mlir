// math verifier messages and parse errors.

func.func @float_absi(%x: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%x) : (f32) -> f32
  return
}

// -----

func.func @int_floor(%x: i8) {
  // expected-error@+1 {{'math.floor' op operand #0 must be floating-point-like, but got 'i8'}}
  %0 = math.floor %x : i8
  return
}

// -----

func.func @classify_result(%x: f16) {
  // expected-error@+1 {{'math.isinf' op result #0 must be bool-like, but got 'f16'}}
  %0 = "math.isinf"(%x) : (f16) -> f16
  return
}

// -----

func.func @classify_shape(%x: vector<3xf16>) {
  // expected-error@+1 {{'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isfinite"(%x) : (vector<3xf16>) -> vector<4xi1>
  return
}

// -----

func.func @fpowi_exponent(%x: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%x: vector<2xf32>, %n: vector<2xi32>) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %n) : (vector<2xf32>, vector<2xi32>) -> f32
  return
}

// -----

// SameOperandsAndResultShape is fpowi's own trait: it is checked before the
// elementwise-mappable ones.
func.func @fpowi_shapes(%x: vector<2xf32>, %n: vector<3xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %n : vector<2xf32>, vector<3xi32>
  return
}

// -----

func.func @clamp_types(%x: f32, %y: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%x, %y, %x) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @sincos_types(%x: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @bad_flags(%x: f32) {
  // expected-error@+2 {{custom op 'math.exp' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'math.exp' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.exp %x fastmath<nnan,quick> : f32
  return
}

// -----

func.func @clamp_syntax(%x: f32) {
  // expected-error@+1 {{expected '['}}
  %0 = math.clampf %x to (%x, %x) : f32
  return
}
