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

// -----

func.func @cmp_unknown_predicate(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %b)
  return
}

// -----

func.func @cmp_missing_predicate(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp (%a, %b)
  return
}

// -----

func.func @cmp_angle_predicate(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword or string}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value'}}
  %0 = index.cmp<ne>(%a, %b)
  return
}

// -----

func.func @cmp_no_parens(%a: index, %b: index) {
  // expected-error@+1 {{expected '('}}
  %0 = index.cmp sge %a, %b
  return
}

// -----

func.func @cmp_unclosed(%a: index, %b: index) {
  // expected-error@+1 {{expected ')'}}
  %0 = index.cmp sge(%a, %b
  return
}

// -----

func.func @cmp_result_type(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i8
  return
}

// -----

func.func @cmp_missing_attr(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
  return
}

// -----

func.func @cmp_attr_kind(%a: index, %b: index) {
  // expected-error@+1 {{invalid properties {pred = 3 : i32} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i32}}
  %0 = "index.cmp"(%a, %b) <{pred = 3 : i32}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_discardable_attr_kind(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %b) {pred = #arith.fastmath<fast>} : (index, index) -> i1
  return
}

// -----

func.func @predicate_unknown_case() {
  // expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  "other.op"() {p = #index<cmp_predicate less>} : () -> ()
  return
}

// -----

func.func @predicate_pretty_form() {
  // expected-error@+2 {{expected valid keyword or string}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value'}}
  "other.op"() {p = #index.cmp_predicate<eq>} : () -> ()
  return
}

// -----

func.func @predicate_no_mnemonic() {
  // expected-error@+1 {{expected valid keyword}}
  "other.op"() {p = #index<>} : () -> ()
  return
}

// -----

func.func @unknown_index_attribute() {
  // expected-error@+1 {{unknown attribute `predicate` in dialect `index`}}
  "other.op"() {p = #index<predicate eq>} : () -> ()
  return
}

// -----

func.func @casts_to_float(%a: index) {
  // expected-error@+1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : index to f32
  return
}

// -----

func.func @castu_from_vector(%v: vector<4xi32>) {
  // expected-error@+1 {{'index.castu' op operand #0 must be integer or index, but got 'vector<4xi32>'}}
  %0 = index.castu %v : vector<4xi32> to index
  return
}

// -----

func.func @casts_index_to_index(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @castu_integer_to_integer(%i: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %i : i32 to i64
  return
}

// -----

func.func @casts_missing_to(%a: index) {
  // expected-error@+1 {{custom op 'index.casts' expected 'to'}}
  %0 = index.casts %a : index i32
  return
}

// -----

func.func @castu_two_results(%a: index) {
  // expected-error@+1 {{'index.castu' op requires one result}}
  %0:2 = "index.castu"(%a) : (index) -> (i32, i32)
  return
}
