// Region errors of memref.alloca_scope (values returned along the region
// control-flow edges) and memref.generic_atomic_rmw (block count, nested
// side effects through recursive memory effects).

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  memref.alloca_scope {
    %a = memref.alloca() : memref<f32>
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %a : memref<f32>
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = memref.alloca_scope -> (f32) {
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %x = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    "memref.atomic_yield"(%a) : (f32) -> ()
  ^bb1:
    "memref.atomic_yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %y = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
    ^bb0(%b: f32):
      memref.atomic_yield %b : f32
    }
    memref.atomic_yield %y : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %r = memref.alloca_scope -> (f32) {
      memref.alloca_scope.return %a : f32
    }
    memref.atomic_yield %r : f32
  }
  return
}
