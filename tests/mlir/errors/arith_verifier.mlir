// arith verifier messages: constraints, traits, cast compatibility and the
// ops' own verifiers.

func.func @unsigned_constant() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui8
  return
}

// -----

func.func @string_constant() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() <{value = "s"}> : () -> none
  return
}

// -----

func.func @untyped_constant() {
  // expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value} : () -> i32
  return
}

// -----

func.func @mismatched_constant() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 2 : i16}> : () -> i32
  return
}

// -----

func.func @scalable_constant() {
  // expected-error@+1 {{intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @float_addi(%x: f64) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f64'}}
  %0 = arith.addi %x, %x : f64
  return
}

// -----

func.func @mixed_types(%x: i8, %y: i16) {
  // expected-error@+1 {{'arith.xori' op requires the same type for all operands and results}}
  %0 = "arith.xori"(%x, %y) : (i8, i16) -> i8
  return
}

// -----

func.func @inferred(%x: tensor<?xf32>, %y: tensor<2xf32>) {
  // expected-error@+2 {{'arith.mulf' op inferred type(s) 'tensor<?xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  // expected-error@+1 {{'arith.mulf' op failed to infer returned types}}
  %0 = "arith.mulf"(%x, %y) : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @base_types(%c: vector<2xi1>, %t: tensor<2xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %t, %t : vector<2xi1>, tensor<2xf32>
  return
}

// -----

func.func @narrowing_ext(%x: i64) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %x : i64 to i32
  return
}

// -----

func.func @widening_trunc(%x: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %x : f16 to f32
  return
}

// -----

func.func @same_width_ext(%x: bf16) {
  // expected-error@+1 {{'arith.extf' op operand type 'bf16' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : bf16 to f16
  return
}

// -----

func.func @int_to_int_index_cast(%x: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %x : i32 to i64
  return
}

// -----

func.func @bitcast_widths(%x: vector<2xi16>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'vector<2xi16>' and result type 'vector<2xf32>' are cast incompatible}}
  %0 = arith.bitcast %x : vector<2xi16> to vector<2xf32>
  return
}

// -----

func.func @scaling(%x: f32, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'bf16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to bf16
  return
}

// -----

func.func @float_result(%x: i32) {
  // expected-error@+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.uitofp %x : i32 to i64
  return
}

// -----

func.func @index_operand(%x: index) {
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %x : index to i64
  return
}

// -----

func.func @tensor_dims(%x: tensor<3xi8>) {
  // expected-error@+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %x : tensor<3xi8> to tensor<?xi16>
  return
}

// -----

func.func @shapes(%x: vector<4xi8>) {
  // expected-error@+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %x : vector<4xi8> to vector<8xi16>
  return
}

// -----

func.func @predicate_range(%x: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%x, %x) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @compare_shape(%x: vector<2xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%x, %x) <{predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> i1
  return
}

// -----

func.func @compare_operands(%x: i32, %y: i64) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%x, %y) <{predicate = 1 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @select_condition(%c: i8, %x: f32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i8'}}
  %0 = "arith.select"(%c, %x, %x) : (i8, f32, f32) -> f32
  return
}

// -----

func.func @select_mask(%c: vector<3xi1>, %x: vector<4xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %x, %x : vector<3xi1>, vector<4xf32>
  return
}

// -----

func.func @select_values(%c: i1, %x: f32, %y: f64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %x, %y) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @fastmath_kind(%x: f32) {
  // expected-error@+1 {{'arith.divf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.divf"(%x, %x) {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_kind(%x: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.shli: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.shli"(%x, %x) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @rounding_mode(%x: f32) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 5 : i32} : (f32) -> f16
  return
}

// -----

func.func @exact_kind(%x: i32) {
  // expected-error@+1 {{'arith.divui' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divui"(%x, %x) {isExact = true} : (i32, i32) -> i32
  return
}

// -----

func.func @carry_type(%x: i16) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i16'}}
  %0:2 = "arith.addui_extended"(%x, %x) : (i16, i16) -> (i16, i16)
  return
}

// -----

func.func @extended_types(%x: i16) {
  // expected-error@+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mului_extended"(%x, %x) : (i16, i16) -> (i16, i32)
  return
}

// -----

func.func @exact_property(%x: i32) {
  // expected-error@+1 {{invalid properties {isExact = true} for op arith.divsi: Invalid attribute `isExact` in property conversion: true}}
  %0 = "arith.divsi"(%x, %x) <{isExact = true}> : (i32, i32) -> i32
  return
}
