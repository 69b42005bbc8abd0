// scf.if: the fold and the canonicalization patterns.

func.func @static_true(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

func.func @static_false(%x: i32, %y: i32) -> i32 {
  %false = arith.constant false
  %0 = scf.if %false -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    %m = arith.muli %x, %y : i32
    scf.yield %m : i32
  }
  return %0 : i32
}

// -----

func.func @static_false_no_else(%x: memref<i32>, %v: i32) {
  %false = arith.constant false
  scf.if %false {
    memref.store %v, %x[] : memref<i32>
  }
  return
}

// -----

func.func @to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %x, %a, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// -----

func.func @propagate(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  memref.store %c, %m[] : memref<i1>
  return
}

// -----

func.func @combine(%c: i1, %m: memref<i32>, %v: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    memref.store %v, %m[] : memref<i32>
    %a = arith.addi %v, %v : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %v, %v : i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    %d = func.call @f(%0) : (i32) -> i32
    scf.yield %d : i32
  } else {
    memref.store %0, %m[] : memref<i32>
    scf.yield %v : i32
  }
  return %0, %1 : i32, i32
}
func.func private @f(i32) -> i32

// -----

func.func @combine_negated(%c: i1, %m: memref<i32>, %v: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  scf.if %n {
    %a = arith.addi %v, %v : i32
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// -----

func.func @empty_else(%c: i1, %m: memref<i32>, %v: i32) {
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  } else {
  }
  return
}

// -----

func.func @nested(%a: i1, %b: i1, %m: memref<i32>, %v: i32) {
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[] : memref<i32>
    }
  }
  return
}

// -----

func.func @nested_results(%a: i1, %b: i1, %m: memref<i32>, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> i32 {
      memref.store %v, %m[] : memref<i32>
      %s = arith.addi %v, %w : i32
      scf.yield %s : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %1, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @negated_fold(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %n -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    memref.store %y, %m[] : memref<i32>
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

func.func @unused_results(%c: i1, %m: memref<i32>, %v: i32) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    memref.store %v, %m[] : memref<i32>
    %a = arith.addi %v, %v : i32
    %b = arith.muli %v, %v : i32
    scf.yield %a, %b, %a : i32, i32, i32
  } else {
    %d = func.call @f(%v) : (i32) -> i32
    scf.yield %v, %d, %d : i32, i32, i32
  }
  return %0#1 : i32
}
func.func private @f(i32) -> i32
