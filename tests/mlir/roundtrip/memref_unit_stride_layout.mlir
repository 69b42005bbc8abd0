// A rank-1 strided layout with unit stride and zero offset is the identity
// layout: reshaping ops treat it as contiguous.
func.func @unit_stride(%m: memref<?xi16, strided<[1]>>, %n: index, %k: memref<8xf64, strided<[1], offset: 0>>) {
  %a = memref.expand_shape %m [[0, 1, 2]] output_shape [%n, 3, 5] : memref<?xi16, strided<[1]>> into memref<?x3x5xi16>
  %b = memref.expand_shape %k [[0, 1]] output_shape [2, 4] : memref<8xf64, strided<[1], offset: 0>> into memref<2x4xf64>
  %c = memref.collapse_shape %b [[0, 1]] : memref<2x4xf64> into memref<8xf64>
  return
}
