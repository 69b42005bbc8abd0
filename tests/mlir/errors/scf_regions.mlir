// Verifier errors of scf.if, scf.execute_region, scf.while, scf.index_switch,
// scf.parallel, scf.reduce, scf.reduce.return, and the parents of the
// scf terminators.

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'other.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "other.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.if %c -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %f : f32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note@+1 {{terminator here}}
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note@+1 {{terminator here}}
    "other.op"() : () -> ()
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
  // expected-error@+1 {{invalid block name in region with named arguments}}
  ^bb0(%q: i32, %z: i32):
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%lb) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %lb -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %f : f32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got other.op}}
  %r = "scf.index_switch"(%lb) <{cases = array<i64>}> ({
    "other.op"() : () -> ()
  }) : (index) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "other.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }) : (index, index, index) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'i32' in the 0-th reduction region}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: f32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'i32' (the type of the reduction inputs)}}
      scf.reduce.return %f : f32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      "other.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    "scf.reduce"(%x) ({
    ^bb0(%a: i32, %b: i32):
    }) : (i32) -> ()
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}
