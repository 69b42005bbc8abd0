// scf.forall: constant bounds, single- and zero-iteration dimensions,
// constant induction variables, outputs.

func.func @control_operands(%m: memref<?x?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, 0) to (%c4, 8) step (%c2, 2) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @single_dim(%m: memref<?x?xi32>, %v: i32, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @all_single(%m: memref<?x?xi32>, %v: i32) {
  scf.forall (%i, %j) = (3, 5) to (4, 8) step (1, 7) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @zero_trip(%m: memref<?x?xi32>, %v: i32, %n: index) {
  scf.forall (%i, %j) in (%n, 0) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// -----

func.func @mapped(%m: memref<?x?xi32>, %v: i32) {
  scf.forall (%i, %j) in (1, 4) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  } {mapping = []}
  return
}

// -----

func.func @outputs(%t: tensor<4xi32>, %u: tensor<8xf32>, %n: index) -> (tensor<4xi32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<4xi32>, tensor<8xf32>) {
    func.call @use(%a, %b) : (tensor<4xi32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<4xi32>, tensor<8xf32>
}
func.func private @use(tensor<4xi32>, tensor<8xf32>)

// -----

func.func @attrs_kept(%m: memref<?x?xi32>, %v: i32, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    memref.store %v, %m[%i, %j] : memref<?x?xi32>
  } {some.attr = 3 : i32}
  return
}
