// copy patterns, dim of reshape, alloca_scope inlining and hoisting.

func.func @self_copy(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

func.func @empty_copy(%a: memref<0x4xf32>, %b: memref<0x4xf32>, %c: memref<?x4xf32>, %d: memref<*xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  memref.copy %c, %a : memref<?x4xf32> to memref<0x4xf32>
  memref.copy %d, %d : memref<*xf32> to memref<*xf32>
  return
}

func.func @real_copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  return %d : index
}

func.func @dim_of_reshape_i32(%m: memref<*xf32>, %shape: memref<?xi32>) -> index {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  return %d : index
}

func.func @dim_of_reshape_arg_index(%m: memref<*xf32>, %shape: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

func.func @dim_of_reshape_later_index(%m: memref<*xf32>, %shape: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %j = arith.addi %i, %i : index
  %d = memref.dim %r, %j : memref<*xf32>
  return %d : index
}

func.func @dim_of_reshape_nested(%m: memref<*xf32>, %shape: memref<?xindex>, %i: index, %b: i1, %out: memref<index>) {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  scf.if %b {
    %d = memref.dim %r, %i : memref<*xf32>
    memref.store %d, %out[] : memref<index>
  }
  return
}

func.func @dim_of_reshape_in_region(%m: memref<*xf32>, %shape: memref<?xindex>, %i: index, %b: i1) -> index {
  %x = scf.if %b -> index {
    %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %d = memref.dim %r, %i : memref<*xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %x : index
}

func.func @dim_of_reshape_index_inside(%m: memref<*xf32>, %shape: memref<?xindex>, %i: index, %b: i1) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %x = scf.if %b -> index {
    %j = arith.muli %i, %i : index
    %d = memref.dim %r, %j : memref<*xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %x : index
}

func.func private @use_f32(f32)
func.func private @effects()
func.func private @use_two(memref<?xf32>, memref<?xf32>)

func.func @scope_no_alloca(%m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  %w = arith.addf %r, %r : f32
  return %w : f32
}

func.func @scope_alloca_last(%i: index, %v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %l = memref.load %a[%i] : memref<4xf32>
    func.call @use_f32(%l) : (f32) -> ()
  }
  return
}

func.func @scope_alloca_not_last(%i: index, %v: f32, %m: memref<4xf32>) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  }
  %l = memref.load %m[%i] : memref<4xf32>
  return %l : f32
}

func.func @scope_unknown_op(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    func.call @effects() : () -> ()
  }
  %l = memref.load %m[%c0] : memref<4xf32>
  return %l : f32
}

func.func @scope_nested_scope(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%i] : memref<4xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
    }
    func.call @effects() : () -> ()
  }
  %l = memref.load %m[%i] : memref<4xf32>
  return %l : f32
}

func.func @scope_hoist(%lb: index, %ub: index, %st: index, %m: memref<4xf32>, %n: index) {
  scf.for %i = %lb to %ub step %st {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      %c = memref.alloca(%n) : memref<?xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
      func.call @use_two(%b, %c) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @scope_hoist_not_last(%lb: index, %ub: index, %st: index, %m: memref<4xf32>) {
  scf.for %i = %lb to %ub step %st {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
    }
    func.call @effects() : () -> ()
  }
  return
}

func.func @scope_hoist_if(%b: i1, %m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  scf.if %b {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %d = memref.alloca(%n) : memref<?xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
      func.call @use_two(%d, %d) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  %l = memref.load %m[%c0] : memref<4xf32>
  return %l : f32
}

func.func @scope_hoist_if_last(%b: i1, %m: memref<4xf32>, %n: index) {
  scf.if %b {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %k = arith.addi %n, %n : index
      %d = memref.alloca(%k) : memref<?xf32>
      memref.copy %a, %m : memref<4xf32> to memref<4xf32>
      func.call @use_two(%d, %d) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @scope_hoist_nested_if(%b: i1, %c: i1, %m: memref<4xf32>) {
  scf.if %b {
    scf.if %c {
      memref.alloca_scope {
        %a = memref.alloca() : memref<4xf32>
        memref.copy %a, %m : memref<4xf32> to memref<4xf32>
        func.call @effects() : () -> ()
      }
    }
  } else {
    func.call @effects() : () -> ()
  }
  return
}
