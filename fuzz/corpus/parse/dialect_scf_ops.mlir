// Every scf op in its custom form: scf.for (index and integer induction
// variables, iter_args, elided yields), scf.if (results, else, empty
// regions), scf.execute_region (no_inline, multiple blocks), scf.while
// (inits, none, after-region arguments, attributes), scf.index_switch,
// scf.parallel (reductions, implicit scf.reduce), scf.forall (normalized
// and general bounds, shared_outs, mapping) and scf.forall.in_parallel.

func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: i32, %t: tensor<4xf32>) -> i32 {
  scf.for %i = %lb to %ub step %st {
    "other.op"(%i) : (index) -> ()
  }
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  }
  scf.for %i = %x to %x step %x : i32 {
  }
  %v = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  scf.if %c {
    "other.op"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  %e = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  scf.execute_region {
    scf.yield
  }
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %s = scf.index_switch %lb -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %lb
  default {
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  }
  %fa = scf.forall (%i, %j) in (4, %ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  } {mapping = []}
  return %v : i32
}

func.func @more(%lb: index, %x: i32, %c: i1, %t: tensor<4xf32>) {
  %0 = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  }
  %1:2 = scf.execute_region -> (i32, i1) {
    "other.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %x, %c : i32, i1
  } {tag = "multi"}
  scf.index_switch %lb {foo}
  case -3 {
    "other.op"() : () -> ()
    scf.yield
  }
  default {
  }
  %2:2 = scf.while (%a = %x, %b = %lb) : (i32, index) -> (i32, index) {
    scf.condition(%c) %a, %b : i32, index
  } do {
  ^bb0(%q: i32, %w: index):
    scf.yield %q, %w : i32, index
  } attributes {unroll = 2 : i64}
  scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) {
    "other.op"(%i, %j) : (index, index) -> ()
  } {foo}
  scf.forall (%i, %j, %k) = (-1, %lb, 0) to (%lb, 10, 3) step (1, 1, 2) {
  }
  scf.forall () in () {
  }
  %3:2 = scf.forall (%i) in (%lb) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    "other.op"(%o, %p) : (tensor<4xf32>, tensor<4xf32>) -> ()
  } {mapping = [], foo}
  %4 = scf.for %i = %x to %x step %x iter_args(%a = %lb) -> index : i32 {
    %r = scf.if %c -> index {
      scf.yield %a : index
    } else {
      scf.yield %lb : index
    }
    scf.yield %r : index
  }
  return
}
