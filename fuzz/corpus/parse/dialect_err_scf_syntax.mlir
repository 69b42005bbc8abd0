// Parse errors of the custom syntax of scf.for, scf.if, scf.execute_region,
// scf.forall, scf.while, scf.parallel, scf.index_switch and the scf
// terminators (with a few valid forms between them).

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '='}}
  scf.for %i %lb to %lb step %lb {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %lb %lb step %lb {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %lb stp %lb {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '->'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32, i32) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '='}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a %x) -> (i32) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected non-function type}}
  scf.for %i = %lb to %lb step %lb : {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.for %i = %lb to %lb step %lb
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.for %i = %lb to %lb step %lb iter_args() -> () {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %x {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected non-function type}}
  scf.if %c -> {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.if %c {
  // expected-error@+1 {{expected '{' to begin a region}}
  } else
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.if %c
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  scf.if %c {
  ^bb0(%a: i32):
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected non-function type}}
  scf.execute_region -> {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.execute_region
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.for %i = %lb to %lb step %lb {
  } {a}
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } {a}
  scf.if %c {
  } {b}
  scf.execute_region {
    scf.yield
  } {c}
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+2 {{custom op 'scf.forall' expected integer value}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in (x) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+2 {{expected '(' in dynamic index list}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in %lb {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '='}}
  scf.forall (%i) (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.forall' expected 'to'}}
  scf.forall (%i) = (%lb) (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%i) = (%lb) to (%lb) (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected ')' in argument list}}
  scf.forall (%i: index) in (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected SSA operand}}
  scf.forall (%i, 4) in (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  %r = scf.forall (%i) in (%lb) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r = scf.forall (%i) in (%lb) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'index' vs 'i32'}}
  scf.forall (%i) in (%x) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  scf.forall () in () {
  }
  scf.forall (%i, %j, %k) = (-1, %lb, 0) to (%lb, 10, 3) step (1, 1, 1) {
  }
  scf.forall (%i, %j) = (0, 0) to (%lb, 10) step (1, %lb) {
  }
  scf.forall (%i) = (0) to (%lb) step (1) {
  }
  %r:2 = scf.forall (%i) in (%lb) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    "other.op"(%o, %p) : (tensor<4xf32>, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [], foo}
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = scf.while (%a = %x) : i32 {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %x) : (i32, i32) -> i32 {
  } do {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected ':'}}
  %r = scf.while (%a = %x) (i32) -> i32 {
  } do {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '='}}
  %r = scf.while (%a %x) : (i32) -> i32 {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  } attributes {foo = 1}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {bar}
  %s:2 = scf.while (%a = %x, %b = %lb) : (i32, index) -> (i32, index) {
    scf.condition(%c) %a, %b : i32, index
  } do {
  ^bb0(%q: i32, %w: index):
    scf.yield %q, %w : i32, index
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%lb, %lb) to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '='}}
  scf.parallel (%i) (%lb) to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '(' in operand list}}
  scf.parallel (%i) = %lb to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
  } {foo}
  scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) {
    "other.op"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.index_switch %lb
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case x {
  }
  default {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.index_switch %lb
  case 1 {
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  scf.index_switch %lb -> i32
  // expected-error@+1 {{custom op 'scf.index_switch' integer value too large}}
  case 99999999999999999999 {
  }
  default {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '('}}
  scf.condition %c
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.forall.in_parallel
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected ',' or ')'}}
  scf.for %i = %lb to %lb step %lb iter_args(%a = %x -> (i32) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  scf.for %i = %lb to %lb step %lb iter_args -> (i32) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  scf.forall (%i) in (-5, 3) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+1 {{expected '(' in argument list}}
  scf.forall %i in (5) {
  }
  return
}

// -----

func.func @f(%lb: index, %x: i32, %c: i1) {
  // expected-error@+2 {{expected ')' in dynamic index list}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in (5 {
  }
  return
}
