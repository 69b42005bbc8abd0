// Verifier errors of scf.forall and scf.forall.in_parallel (outputs, block
// arguments, static/dynamic bounds, mapping, destination-style results),
// plus a few terminator checks of other scf ops.

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> tensor<4xf32>
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index, %b: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: i32):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index, %b: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%lb) {
  } {mapping = [1]}
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%lb) {
  } {mapping = [1, 2]}
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  scf.forall (%i) in (%lb) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "other.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%lb: index, %t: f32) {
  // expected-error@+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'f32'}}
  %r = scf.forall (%i) in (%lb) shared_outs(%o = %t) -> f32 {
  }
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  scf.forall (%i) in (%lb) {
    "other.op"() : () -> ()
  }
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'other.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    "other.op"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    // expected-error@+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  scf.execute_region no_inline {
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'other.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "other.op"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index, %b: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  %r = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index, %b: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got other.op}}
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  case 2 {
    "other.op"() : () -> ()
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  }
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
  %q:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%i: index, %a : i32, %b: i32):
    scf.yield %a, %b : i32, i32
  }) : (index, index, index, i32, i32) -> (i32, f32)
  return
}
