func.func @too_wide() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 3
  return
}

// -----

func.func @negative_zero() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant -0
  return
}

// -----

func.func @typed_literal() {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = index.bool.constant 0 : i1
  return
}

// -----

func.func @string() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = index.bool.constant "yes"
  return
}

// -----

func.func @float() {
  %0 = index.bool.constant 0.0
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}
