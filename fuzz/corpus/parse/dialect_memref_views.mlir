// The view-like memref ops in their custom form: subview (static, dynamic,
// rank-reducing), reinterpret_cast, view, reshape, expand_shape and
// collapse_shape (strided and rank-0), transpose, extract_strided_metadata.

func.func @views(%m: memref<8x16xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %i: index, %j: index, %b: memref<2048xi8>, %s: memref<2xi32>) {
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[%i, 2][4, %j][2, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
  %2 = memref.subview %m[1, 0][1, 16][1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %3 = memref.subview %d[%i, %j][%i, %j][%i, %j] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, strided<[8, 1]>>
  %5 = memref.reinterpret_cast %u to offset: [%i], sizes: [%j, 10], strides: [10, 1] : memref<*xf32> to memref<?x10xf32, strided<[10, 1], offset: ?>>
  %6 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %7 = memref.view %b[%i][%j, %j] : memref<2048xi8> to memref<?x4x?xf32>
  %8 = memref.reshape %d(%s) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %9 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  %10 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %j] : memref<?x?xf32> into memref<?x4x?xf32>
  %11 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %sv = memref.subview %m[2, 0][4, 16][1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1], offset: 32>>
  %12 = memref.collapse_shape %sv [[0, 1]] : memref<4x16xf32, strided<[16, 1], offset: 32>> into memref<64xf32, strided<[1], offset: 32>>
  %13 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %14 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  %15 = memref.expand_shape %base [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %16 = memref.collapse_shape %15 [] : memref<1x1xf32> into memref<f32>
  return
}
