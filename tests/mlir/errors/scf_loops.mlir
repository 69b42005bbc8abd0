// Verifier errors of scf.for and scf.while: bound and induction variable
// types, loop-carried value counts and types (the LoopLikeOpInterface
// verifier), region control-flow edges (the RegionBranchOpInterface
// verifier), region sizes, terminators.

// expected-note@+1 {{prior use here}}
func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %i = %lb to %lb step %x {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %f, %f) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a : i32):
    scf.yield %f : f32
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a : f32):
    scf.yield %f : f32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+2 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    "other.op"() : () -> ()
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32, %b: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note@+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %b, %b : i32, i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %f : f32
  }) : (i32) -> f32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %a, %a : i32, i32
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a : i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  // expected-error@+1 {{expected 1 step values, got 2}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%lb: index, %x: i32, %f: f32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
    scf.condition(%x) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
