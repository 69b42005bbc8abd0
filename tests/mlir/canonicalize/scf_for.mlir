// scf.for: SimplifyTrivialLoops (constant trip counts) and the
// region-branch patterns on iteration arguments.

func.func @zero_trip(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %v) -> (i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @same_bounds(%lb: index, %st: index, %v: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %st iter_args(%a = %v) -> (i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @one_trip(%v: i32, %m: memref<index>) -> i32 {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c2 to %c10 step %c8 iter_args(%a = %v) -> (i32) {
    memref.store %i, %m[] : memref<index>
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @one_trip_larger_step(%m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c3 step %c100 {
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

func.func @two_trips(%m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c3 step %c2 {
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

func.func @empty_loop_outside_values(%v: i32, %w: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %v, %b = %v) -> (i32, i32) {
    scf.yield %w, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @dynamic(%lb: index, %ub: index, %st: index, %v: i32, %w: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %v, %b = %w, %c = %v) -> (i32, i32, i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n, %b, %n : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func private @f(i32) -> i32

// -----

func.func @unused_iter_arg(%lb: index, %ub: index, %st: index, %v: i32, %w: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %v, %b = %w) -> (i32, i32) {
    %n = func.call @f(%a) : (i32) -> i32
    %k = func.call @f(%b) : (i32) -> i32
    scf.yield %n, %k : i32, i32
  }
  return %r#0 : i32
}
func.func private @f(i32) -> i32

// -----

func.func @dead_iter_arg(%lb: index, %ub: index, %st: index, %v: i32, %w: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %v, %b = %w) -> (i32, i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0 : i32
}
func.func private @f(i32) -> i32

// -----

func.func @duplicate_iter_args(%lb: index, %ub: index, %st: index, %v: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %v, %b = %v) -> (i32, i32) {
    %n = func.call @g(%a, %b) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func private @g(i32, i32) -> i32

// -----

func.func @i32_loop(%v: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %c7 step %c10 : i32 {
    memref.store %i, %m[] : memref<i32>
  }
  scf.for %i = %c7 to %c0 step %c10 : i32 {
    memref.store %i, %m[] : memref<i32>
  }
  return
}

// -----

func.func @unsigned_loop(%m: memref<i8>) {
  %neg = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %c100 = arith.constant 100 : i8
  // Unsigned: 0 to 255 by 100 runs three times; signed it would not run.
  scf.for unsigned %i = %c0 to %neg step %c100 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  scf.for %i = %c0 to %neg step %c100 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  // Unsigned: 255 to 0 does not run; signed -1 to 0 runs once.
  scf.for unsigned %i = %neg to %c0 step %c100 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  scf.for %i = %neg to %c0 step %c100 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  return
}

// -----

func.func @ub_is_lb_plus_constant(%lb: index, %m: memref<index>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %i, %m[] : memref<index>
  }
  %ub2 = arith.addi %lb, %c4 : index
  scf.for %i = %lb to %ub2 step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  %ub3 = arith.addi %lb, %c4 overflow<nsw, nuw> : index
  scf.for %i = %lb to %ub3 step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

func.func @zero_and_negative_step(%m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %cn1 = arith.constant -1 : index
  scf.for %i = %c0 to %c10 step %cn1 {
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

func.func @i1_loop(%m: memref<i1>) {
  %f = arith.constant false
  %t = arith.constant true
  scf.for %i = %f to %t step %t : i1 {
    memref.store %i, %m[] : memref<i1>
  }
  return
}

// -----

func.func @nested_loops(%m: memref<index>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %acc) -> (index) {
      %x = arith.addi %b, %i : index
      scf.yield %x : index
    }
    scf.yield %s : index
  }
  return %r : index
}

// -----

func.func @unsigned_high_difference(%m: memref<i8>) {
  %c0 = arith.constant 0 : i8
  %c200 = arith.constant -56 : i8
  %c100 = arith.constant 100 : i8
  %c-128 = arith.constant -128 : i8
  // 0 to 200 by 100, unsigned: twice.
  scf.for unsigned %i = %c0 to %c200 step %c100 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  // 0 to 128 by -128 (128 unsigned): the step reads as negative.
  scf.for unsigned %i = %c0 to %c-128 step %c-128 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  // 0 to 200 by 200, unsigned: once (but the step reads as negative).
  scf.for unsigned %i = %c0 to %c200 step %c200 : i8 {
    memref.store %i, %m[] : memref<i8>
  }
  return
}
