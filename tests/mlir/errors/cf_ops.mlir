// Mistakes with the cf dialect: successor operand counts and types
// (BranchOpInterface), branch weights (WeightedBranchOpInterface),
// cf.switch's case values against its flag and destinations, case operand
// segments, operand constraints, successor counts, and the parse errors
// of each custom form (the case list of cf.switch in particular).

func.func @br_too_many(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @br_type(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #1 of successor #0}}
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i64):
  return
}

// -----

func.func @cond_br_false_side(%c: i1, %x: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1
^bb1(%a: i32):
  return
}

// -----

func.func @cond_br_type(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : f32)
^bb1(%a: i32):
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_not_array(%c: i1) {
  // expected-error@+1 {{expected '['}}
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_too_large(%c: i1) {
  // expected-error@+2 {{custom op 'cf.cond_br' integer value too large}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([4294967296, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_i64(%c: i1) {
  // expected-error@+1 {{invalid properties}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_not_i1(%c: i1, %x: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @assert_not_i1(%x: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @assert_no_msg(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_number(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  return
}

// -----

func.func @assert_missing_msg(%c: i1) {
  // expected-error@+1 {{expected ','}}
  cf.assert %c
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @br_no_successor() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @br_not_last() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %u = ub.poison : i32
^bb1:
  return
}

// -----

func.func @br_types_count(%c: i1) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%c : i1, i1)
^bb1(%x: i1):
  return
}

// -----

func.func @br_no_types(%c: i1) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%c)
^bb1(%x: i1):
  return
}

// -----

func.func @cond_br_comma(%c: i1) {
  // expected-error@+1 {{expected ','}}
  cf.cond_br %c, ^bb1 ^bb1
^bb1:
  return
}

// -----

func.func @switch_float(%f: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %f : f32, [ default: ^bb1 ]
^bb1:
  return
}

// -----

func.func @switch_flag_generic(%f: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%f) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @switch_count(%c: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%c: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_segments_sum(%c: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_segments_missing(%c: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%c) [^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operands(%c: i32, %x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  "cf.switch"(%c, %x) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_type(%c: i32, %x: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #2}}
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    1: ^bb1(%c : i32),
    2: ^bb1(%x : i64)
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @switch_too_large(%c: i64) {
  cf.switch %c : i64, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_too_small(%c: i64) {
  cf.switch %c : i64, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_no_default(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_default_colon(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{expected ':'}}
    default ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_keyword(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    other: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_trailing_comma(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
  // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
  ]
^bb1:
  return
}

// -----

func.func @switch_unclosed(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{expected ']'}}
    default: ^bb1
^bb1:
  return
}

// -----

func.func @switch_operand_types(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{custom op 'cf.switch' number of operands and types do not match: got 1 operands and 2 types}}
    default: ^bb1(%c : i32, i32),
    5: ^bb1(%c : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

func.func @switch_use_list(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{expected ')'}}
    default: ^bb1(%c : i32
  ]
^bb1(%x: i32):
  return
}

// -----

func.func @switch_undefined_block(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{reference to an undefined block}}
    default: ^nowhere
  ]
}
