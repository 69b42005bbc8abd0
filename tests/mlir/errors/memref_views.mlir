// Verifier errors of the view-like memref ops: the offsets/sizes/strides
// lists (OffsetSizeAndStrideOpInterface), subview result types (layout
// inference, rank reduction, bounds), reinterpret_cast, view, reshape,
// expand_shape / collapse_shape reassociations and layouts, transpose,
// extract_strided_metadata.

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 2>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<1x4x4xf32, strided<[16, 16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<1x4x4xf32, strided<[16, 16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 2]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0][1, 4][1, 1] : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 128>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 10 >= 8}}
  %0 = memref.subview %m[4, 0][4, 4][2, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 1], offset: 64>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0][4][1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4, 4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0][-4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32, 1>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32, 1> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error@+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected result type with size = dynamic instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type with offset = 1 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type with stride = 4 instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<8x16xf32>' and result memref type 'memref<4x4xi32, strided<[4, 1]>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<8x16xf32>' and result memref type 'memref<4x4xf32, strided<[4, 1]>, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>, 2>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8, 1>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%b: memref<2048xi8, strided<[2]>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<4x4xi32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32, strided<[8, 1]>>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<2xi32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xi32>) -> memref<16xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<16xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %s: memref<2xf32>) {
  // expected-error@+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xf32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 16] : memref<8x16xf32> into memref<8x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation index 3 is out of bounds}}
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (6)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 16] : memref<8x16xf32> into memref<2x3x16xf32>
  return
}

// -----

func.func @f(%m: memref<?x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<?x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 2, 8] : memref<8x16xf32> into memref<8x2x8xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32>' but found 'memref<2x4x16xf32, strided<[64, 16, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32, strided<[64, 16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32, strided<[128, 32, 1]>>' but found 'memref<2x4x16xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[32, 1]>> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<?x16xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 4 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, 16, 1] : memref<?x16xf32> into memref<?x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<?x16xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 2 values}}
  %0 = "memref.expand_shape"(%m, %i, %i) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 16>}> : (memref<?x16xf32>, index, index) -> memref<?x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<?x16xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 5, 16] : memref<?x16xf32> into memref<?x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error@+1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1], 2], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x16xf32> into memref<8x2x8xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (127) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<127xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (2) inconsistent with number of reassociation indices (1)}}
  %0 = memref.collapse_shape %m [[0]] : memref<8x16xf32> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x?xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[32, 1]>> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[16, 1], offset: 4>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32, strided<[1], offset: 4>>' but found 'memref<128xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[16, 1], offset: 4>> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128xf32>' but found 'memref<128xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<1x2xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x16xf32>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<8x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:5 = "memref.extract_strided_metadata"(%m) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index)
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<8x16xf32>) -> (memref<f64>, index, index, index, index, index)
  return
}

// -----

func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) -> (memref<f32>, index, index, index, index, index)
  return
}
