// subview: constant arguments become static, casts move after the
// subview, trivial subviews go, and the subview folds.

func.func @constant_offsets(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, %c0] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @partly_dynamic(%m: memref<?x16xf32>, %i: index, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%i, %c3] [%n, %c3] [%c1, %c1] : memref<?x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @negative_offset(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = arith.constant -2 : index
  %s = memref.subview %m[%c] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

func.func @zero_stride(%m: memref<8xf32>) -> memref<4xf32, strided<[?], offset: 2>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[2] [4] [%c0] : memref<8xf32> to memref<4xf32, strided<[?], offset: 2>>
  return %s : memref<4xf32, strided<[?], offset: 2>>
}

func.func @out_of_bounds(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %s = memref.subview %m[%c6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

func.func @rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, 0, %i] [1, 16, 1] [%c1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %s : memref<16xf32, strided<[4], offset: ?>>
}

func.func @rank_reducing_units(%m: memref<1x1x8xf32>) -> memref<1x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, strided<[8, 1]>>
  return %s : memref<1x8xf32, strided<[8, 1]>>
}

func.func @of_cast(%m: memref<16x16xf32>) -> memref<3x4xf32, strided<[?, 1]>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1]>>
  return %s : memref<3x4xf32, strided<[?, 1]>>
}

func.func @of_cast_dynamic(%m: memref<16x16xf32>, %i: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 1] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[?, 1], offset: ?>>
}

func.func @of_cast_rank_reducing(%m: memref<16x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

func.func @of_cast_to_static(%m: memref<?x?xf32>) -> memref<2x2xf32, strided<[4, 1]>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %s = memref.subview %c[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return %s : memref<2x2xf32, strided<[4, 1]>>
}

func.func @trivial(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}

func.func @trivial_same_type(%m: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %s : memref<4x8xf32, strided<[8, 1], offset: ?>>
}

func.func @not_trivial_dynamic(%m: memref<?x8xf32>, %n: index) -> memref<?x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [%n, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  return %s : memref<?x8xf32, strided<[8, 1]>>
}

func.func @fold_same_static(%m: memref<4x8xf32, strided<[8, 1], offset: 4>>) -> memref<4x8xf32, strided<[8, 1], offset: 4>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: 4>> to memref<4x8xf32, strided<[8, 1], offset: 4>>
  return %s : memref<4x8xf32, strided<[8, 1], offset: 4>>
}

func.func @subview_of_subview(%m: memref<?x?xf32>, %i: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.subview %m[%i, %i] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.subview %a[0, 0] [%n, %n] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @subview_of_subview_other_size(%m: memref<?x?xf32>, %i: index, %n: index, %k: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %a = memref.subview %m[%i, %i] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.subview %a[0, 0] [%n, %k] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @dim_of_subview(%m: memref<?x?x?xf32>, %i: index, %n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%i, 0, 0] [%n, 1, %k] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %d0, %d1 : index, index
}

func.func @dim_of_view(%m: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %m[%c0][%n] : memref<2048xi8> to memref<4x?xf32>
  %d = memref.dim %v, %c1 : memref<4x?xf32>
  return %d : index
}
