// Parse errors of arith's custom forms: enum keywords, flag attributes,
// the optional groups and arith.select's operand list.

func.func @bad_overflow(%x: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %x, %x overflow<nsw, wrap> : i32
  return
}

// -----

func.func @empty_fastmath(%x: f32) {
  // expected-error@+2 {{custom op 'arith.mulf' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.mulf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.mulf %x, %x fastmath<> : f32
  return
}

// -----

func.func @trailing_comma(%x: f32) {
  // expected-error@+2 {{custom op 'arith.negf' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.negf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.negf %x fastmath<nnan,> : f32
  return
}

// -----

func.func @bad_predicate(%x: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi lt, %x, %x : i32
  return
}

// -----

func.func @quoted_predicate(%x: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' invalid predicate attribute specification: "less"}}
  %0 = arith.cmpf "less", %x, %x : f32
  return
}

// -----

func.func @unknown_rounding(%x: f64) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.truncf %x nearest : f64 to f32
  return
}

// -----

func.func @missing_to(%x: i32) {
  // expected-error@+1 {{expected 'to'}}
  %0 = arith.extsi %x : i32 i64
  return
}

// -----

func.func @two_operands(%c: i1, %x: i32) {
  // expected-error@+1 {{expected 3 operands}}
  %0 = arith.select %c, %x : i32
  return
}

// -----

func.func @select_types(%c: i1, %x: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.select %c, %x, %x : i64
  return
}

// -----

func.func @constant_without_value() {
  // expected-error@+1 {{expected attribute value}}
  %0 = arith.constant : i32
  return
}

// -----

func.func @overflow_not_keyword(%x: i32) {
  // expected-error@+1 {{expected '<'}}
  %0 = arith.subi %x, %x overflow : i32
  return
}

// -----

"t.x"() {bad = #arith.fastmath<slow>} : () -> ()
// expected-error@-1 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@-2 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}

// -----

// expected-error@+1 {{unknown attribute `denormal` in dialect `arith`}}
"t.x"() {bad = #arith.denormal<ieee>} : () -> ()

// -----

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
"t.x"() : () -> !arith.real
