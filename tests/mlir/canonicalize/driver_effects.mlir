// Dead code by declared effects: every arith op has no memory effects
// (divisions too), scf.execute_region has the effects of its body, and
// an op saying nothing about its effects stays.
func.func @dead(%a: i32, %b: i32, %m: memref<i32>) {
  %0 = arith.divui %a, %b : i32
  %1 = arith.ceildivsi %a, %b : i32
  %2 = arith.remsi %a, %b : i32
  scf.execute_region no_inline {
    %l = memref.load %m[] : memref<i32>
    scf.yield
  }
  scf.execute_region no_inline {
    memref.store %a, %m[] : memref<i32>
    scf.yield
  }
  scf.execute_region {
    %x = arith.addi %a, %b : i32
    scf.yield
  }
  return
}

// -----

// A loop rebuilt without its unused shared outputs keeps its other
// attributes.
func.func @forall_attrs(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    func.call @use(%o, %p) : (tensor<4xf32>, tensor<4xf32>) -> ()
  } {mapping = [], tag = "kept"}
  return %r#0 : tensor<4xf32>
}
func.func private @use(tensor<4xf32>, tensor<4xf32>)
