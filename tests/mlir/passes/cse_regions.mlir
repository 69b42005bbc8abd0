// Nested regions see the definitions around them; operations with regions
// are merged when their regions are equivalent.
func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %a, %b : i32
    %3 = arith.muli %2, %0 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.addi %b, %a : i32
    scf.yield %4 : i32
  }
  %5 = scf.if %c -> i32 {
    %6 = arith.muli %0, %0 : i32
    scf.yield %6 : i32
  } else {
    %7 = arith.addi %b, %a : i32
    scf.yield %7 : i32
  }
  %8 = scf.if %c -> i32 {
    %9 = arith.muli %0, %0 : i32
    scf.yield %9 : i32
  } else {
    %10 = arith.addi %b, %a : i32
    scf.yield %10 : i32
  }
  %11 = scf.if %c -> i32 {
    %12 = arith.muli %0, %0 : i32
    scf.yield %12 : i32
  } else {
    %13 = arith.addi %a, %b : i32
    scf.yield %13 : i32
  }
  scf.if %c {
    %14 = arith.muli %a, %a : i32
  }
  %15 = arith.muli %a, %a : i32
  return %1, %5, %8, %11 : i32, i32, i32, i32
}

// Loops: bodies with effects are never merged; pure ones are.
func.func @loops(%lb: index, %ub: index, %st: index, %m: memref<8xindex>) -> (index, index, index) {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %s = arith.addi %acc, %i : index
    %t = arith.addi %i, %acc : index
    %u = arith.addi %s, %t : index
    scf.yield %u : index
  }
  %1 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %s = arith.addi %acc, %i : index
    %t = arith.addi %i, %acc : index
    %u = arith.addi %s, %t : index
    scf.yield %u : index
  }
  %2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    memref.store %acc, %m[%i] : memref<8xindex>
    scf.yield %acc : index
  }
  %3 = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    memref.store %acc, %m[%i] : memref<8xindex>
    scf.yield %acc : index
  }
  scf.for %i = %lb to %ub step %st {
    %d = arith.addi %i, %i : index
  }
  %4 = scf.while (%x = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %x, %ub : index
    %y = arith.addi %lb, %ub : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%x: index):
    %z = arith.addi %x, %st : index
    %w = arith.addi %st, %x : index
    scf.yield %w : index
  }
  %5 = scf.execute_region -> index {
    %e = arith.addi %lb, %ub : index
    cf.br ^bb1(%e : index)
  ^bb1(%f: index):
    %g = arith.addi %lb, %ub : index
    scf.yield %g : index
  }
  %6 = scf.execute_region -> index {
    %e = arith.addi %lb, %ub : index
    cf.br ^bb1(%e : index)
  ^bb1(%f: index):
    scf.yield %f : index
  }
  %7 = arith.addi %5, %6 : index
  %8 = arith.addi %0, %1 : index
  %9 = arith.addi %2, %3 : index
  %10 = arith.addi %8, %9 : index
  return %4, %7, %10 : index, index, index
}

// Dead region operations go unless something nested may write; discardable
// attributes count.
func.func @dead_regions(%lb: index, %ub: index, %m: memref<8xindex>, %c: i1) -> (index, index, index) {
  scf.for %i = %lb to %ub step %ub {
    memref.store %i, %m[%i] : memref<8xindex>
  }
  %0 = scf.while (%x = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %x, %ub : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%x: index):
    scf.yield %x : index
  }
  scf.if %c {
    %l = memref.load %m[%lb] : memref<8xindex>
  }
  %1 = arith.addi %lb, %ub {tag = 1 : i32} : index
  %2 = arith.addi %lb, %ub {tag = 1 : i32} : index
  %3 = arith.addi %lb, %ub {tag = 2 : i32} : index
  %4 = arith.addi %lb, %ub : index
  %5 = arith.addi %1, %2 : index
  return %3, %4, %5 : index, index, index
}
