// arith cases found by running upstream's test inputs: parse-time checks of
// the type a `TypesMatchWith` transforms, cast compatibility with tensor
// encodings, scalable against fixed vectors, `index` in bitcasts, and
// tensor dimensions against scalars.

func.func @cmp_lhs_checked_before_result_inferred(%x : index, %y : f16) {
  %0 = arith.cmpi sge, %x, %x : index
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f16'}}
  %1 = arith.cmpi sge, %y, %y : f16
  return
}

// -----

func.func @cmpf_lhs_function_type(%f : (i8) -> i8) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got '(i8) -> i8'}}
  %0 = arith.cmpf ogt, %f, %f : (i8) -> i8
  return
}

// -----

func.func @rank_zero_tensor_to_scalar(%t : tensor<f16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %t : tensor<f16> to f64
  return
}

// -----

func.func @encodings_differ(%t : tensor<3xi8, 1 : i8>) {
  // expected-error@+1 {{'arith.extui' op operand type 'tensor<3xi8, 1 : i8>' and result type 'tensor<3xi32, 2 : i8>' are cast incompatible}}
  %0 = arith.extui %t : tensor<3xi8, 1 : i8> to tensor<3xi32, 2 : i8>
  return
}

// -----

func.func @encodings_equal(%t : tensor<3xi8, 1 : i8>) {
  %0 = arith.extui %t : tensor<3xi8, 1 : i8> to tensor<3xi32, 1 : i8>
  %c = arith.constant 3 : i8
  // expected-error@+1 {{'arith.extui' op operand type 'i8' and result type 'i4' are cast incompatible}}
  %1 = "arith.extui"(%c) : (i8) -> i4
  return
}

// -----

func.func @scalable_to_fixed_2d(%v : vector<2x[3]xf16>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %v : vector<2x[3]xf16> to vector<2x3xi16>
  return
}

// -----

func.func @scalable_positions_may_differ(%v : vector<[2]x3xf16>) {
  %0 = arith.fptosi %v : vector<[2]x3xf16> to vector<2x[3]xi16>
  %w = arith.constant dense<1> : vector<2x3xi16>
  // expected-error@+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %1 = "arith.addi"(%0, %w) : (vector<2x[3]xi16>, vector<2x3xi16>) -> vector<2x3xi16>
  return
}

// -----

func.func @bitcast_index_vector(%v : vector<4xindex>) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'vector<4xindex>'}}
  %0 = arith.bitcast %v : vector<4xindex> to vector<4xi64>
  return
}

// -----

func.func @bitcast_index_memref(%m : memref<?xindex>) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<?xindex>'}}
  %0 = arith.bitcast %m : memref<?xindex> to memref<?xi64>
  return
}

// -----

func.func @select_missing_condition(%t : f16) {
  // expected-error@+1 {{expected operand}}
  %0 = arith.select , %t, %t : f16
  return
}

// -----

func.func @select_parenthesized(%c : i1, %t : f16) {
  // expected-error@+1 {{unexpected delimiter}}
  %0 = arith.select (%c, %t, %t) : f16
  return
}

// -----

func.func @select_two_operands(%c : i1, %t : f16) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %t : f16
  return
}

// -----

func.func @select_four_operands(%c : i1, %t : f16) {
  // expected-error@+2 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select
    %c, %t, %t, %t : f16
  return
}
