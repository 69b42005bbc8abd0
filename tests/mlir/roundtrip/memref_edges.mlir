// Edge cases of the memref syntax: attributes after regions, multi-result
// alloca scopes, empty and rank-0 index lists, unranked sources.

func.func @edges(%m: memref<4xf32>, %i: index, %u: memref<*xi32>) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  } {tag = 1 : i32}
  memref.alloca_scope {
    "other.op"() : () -> ()
  } {scope_attr}
  %r:2 = memref.alloca_scope -> (f32, index) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c, %i : f32, index
  }
  %s = memref.subview %m[%i][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  %s0 = memref.subview %m[0][0][1] : memref<4xf32> to memref<0xf32, strided<[1]>>
  %s1 = memref.subview %m[3][1][2] : memref<4xf32> to memref<1xf32, strided<[2], offset: 3>>
  %d = memref.dim %u, %i : memref<*xi32>
  %z = memref.alloc() : memref<0x4xf32>
  %e:6 = memref.extract_strided_metadata %z : memref<0x4xf32> -> memref<f32>, index, index, index, index, index
  %w = memref.reinterpret_cast %u to offset: [0], sizes: [], strides: [] : memref<*xi32> to memref<i32>
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%i][] : memref<16xi8> to memref<f32>
  return
}
