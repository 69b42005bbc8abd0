// The cf dialect written in generic form: operand segment sizes, case
// operand segments (also with empty groups), case values of several
// shapes of dense attribute and branch weights as properties.

"func.func"() <{function_type = (i1, i32, i16) -> (), sym_name = "generic"}> ({
^bb0(%c: i1, %v: i32, %w: i16):
  "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
  "cf.cond_br"(%c, %v, %v, %v) [^bb1, ^bb2] <{branch_weights = array<i32: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
^bb1(%x: i32):
  "cf.br"(%x, %x) [^bb2] : (i32, i32) -> ()
^bb2(%y: i32, %z: i32):
  "cf.switch"(%v, %y, %z, %v) [^bb3, ^bb2, ^bb4, ^bb4] <{case_operand_segments = array<i32: 2, 0, 0>, case_values = dense<[4, 5, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> {keep} : (i32, i32, i32, i32) -> ()
^bb3(%t: i32):
  "cf.switch"(%w) [^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : tensor<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb4:
  "cf.switch"(%w) [^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb5:
  "func.return"() : () -> ()
}) : () -> ()
