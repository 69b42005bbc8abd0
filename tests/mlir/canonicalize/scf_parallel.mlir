// scf.parallel: single- and zero-iteration dimensions, nested loops.

func.func @single_dim(%m: memref<?x?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c4) to (%n, %c4) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c4) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @all_single(%m: memref<?x?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c3) step (%c1, %c3) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @zero_trip(%m: memref<?xi32>, %v: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c0) step (%c1, %c1) init (%v) -> i32 {
    %x = memref.load %m[%i] : memref<?xi32>
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

func.func @single_with_reduction(%m: memref<?xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%v) -> i32 {
    %x = memref.load %m[%i] : memref<?xi32>
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

func.func @partial_with_reduction(%m: memref<?x?xi32>, %v: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%v) -> i32 {
    %x = memref.load %m[%i, %j] : memref<?x?xi32>
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

func.func @nested(%m: memref<?x?xi32>, %n: index, %k: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xi32>
    }
  }
  return
}

// -----

func.func @nested_dependent(%m: memref<?x?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
