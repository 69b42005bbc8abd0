// Edge cases: folds that upstream applies even when they make invalid IR,
// casts in nested regions, repeated operands.

func.func @nested_users(%m: memref<8xf32>, %lb: index, %ub: index, %st: index, %v: f32) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  scf.for %i = %lb to %ub step %st {
    %x = memref.load %c[%i] : memref<?xf32>
    %y = arith.addf %x, %v : f32
    memref.store %y, %c[%i] : memref<?xf32>
  }
  return
}

func.func @copy_same_cast(%m: memref<8xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %c, %c : memref<?xf32> to memref<?xf32>
  return
}

func.func @alloc_used_by_view(%s: index) -> memref<4x4xf32> {
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%s][] : memref<64xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}

func.func @dead_alloca_in_loop(%lb: index, %ub: index, %st: index, %v: f32) {
  scf.for %i = %lb to %ub step %st {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
  }
  return
}

func.func @dim_of_dynamic_unknown(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

func.func @subview_chain(%m: memref<64x64xf32>, %i: index, %j: index) -> memref<4x4xf32, strided<[64, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.subview %m[%i, %c0] [%c8, %c8] [1, 1] : memref<64x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
  %b = memref.subview %a[%j, %j] [4, 4] [1, 1] : memref<?x?xf32, strided<[64, 1], offset: ?>> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  return %b : memref<4x4xf32, strided<[64, 1], offset: ?>>
}

func.func @extract_metadata_unused(%m: memref<4x4xf32>) -> memref<f32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}

func.func @reinterpret_cast_chain_unranked(%m: memref<*xf32>) -> memref<4xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<*xf32> to memref<16xf32>
  %b = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %c = memref.reinterpret_cast %b to offset: [0], sizes: [4], strides: [1] : memref<8xf32, strided<[1]>> to memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// A cast of a cast to a conflicting static size is folded anyway, into
// an invalid cast (as upstream does).
func.func @incompatible_cast_chain(%m: memref<4xf32>) -> memref<8xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<8xf32>
  return %b : memref<8xf32>
}
