// cf.switch: the default destination's operands may not name a result of
// a multi-result op with `#N`; the cases' operands may.

func.func @default_operand_with_result_number(%sel : i16) {
  %p:2 = "other.pair"() : () -> (f32, f32)
  cf.switch %sel : i16, [
    // expected-error@+1 {{result number not allowed in argument list}}
    default: ^bb1(%p#1 : f32),
    7: ^bb1(%p#0 : f32)
  ]
^bb1(%x : f32):
  return
}

// -----

func.func @case_operand_with_result_number(%sel : i16) {
  %p:2 = "other.pair"() : () -> (f32, f32)
  cf.switch %sel : i16, [
    default: ^bb2,
    7: ^bb1(%p#1 : f32),
    -7: ^bb1(%p#0 : f32)
  ]
^bb1(%x : f32):
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@case_operand_with_result_number) returns 0}}
  return %x : f32
^bb2:
  return
}
