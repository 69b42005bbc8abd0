// Mistakes with the index dialect's binary operations and constants:
// operand, result and attribute constraints, and custom-form errors.

func.func @operand_type(%a: i32, %b: index) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (i32, index) -> index
  return
}

// -----

func.func @result_type(%a: index, %b: index) {
  // expected-error@+1 {{'index.mul' op result #0 must be index, but got 'i64'}}
  %0 = "index.mul"(%a, %b) : (index, index) -> i64
  return
}

// -----

func.func @constant_attr() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i64}> : () -> index
  return
}

// -----

func.func @missing_rhs(%a: index) {
  // expected-error@+1 {{expected ','}}
  %0 = index.sub %a
  return
}

// -----

func.func @typed_operands(%a: index, %b: index) {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = index.sub %a, %b : index
  return
}

// -----

func.func @constant_value() {
  // expected-error@+1 {{expected attribute value}}
  %0 = index.constant
  return
}
