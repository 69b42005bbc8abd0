// collapse_shape / expand_shape: folds of inverse pairs, composition of
// reshapes of the same kind, collapse of expand and expand of collapse,
// and casts folded into collapses.

func.func @collapse_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}

func.func @expand_expand(%m: memref<?x20xf32>, %n: index) -> memref<?x3x4x5xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 3, 20] : memref<?x20xf32> into memref<?x3x20xf32>
  %b = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [%n, 3, 4, 5] : memref<?x3x20xf32> into memref<?x3x4x5xf32>
  return %b : memref<?x3x4x5xf32>
}

func.func @expand_collapse_inverse(%m: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %b : memref<?x4xf32>
}

func.func @collapse_expand_inverse(%m: memref<?x?xf32>, %n: index, %k: index) -> memref<?x?xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, %k, %k] : memref<?x?xf32> into memref<?x?x?xf32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @expand_collapse_two_dynamic(%m: memref<?x?xf32>, %n: index, %k: index) -> memref<?x?xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, %k] : memref<?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @collapse_of_expand_lower(%m: memref<?x?x?xf32>, %n: index, %k: index, %j: index) -> memref<?x?xf32> {
  %a = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [%n, %k, %j, 1] : memref<?x?x?xf32> into memref<?x?x?x1xf32>
  %b = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<?x?x?x1xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @collapse_of_expand_higher(%m: memref<6x20xf32>) -> memref<6x4x5xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  return %b : memref<6x4x5xf32>
}

func.func @collapse_of_expand_same_rank(%m: memref<6x20xf32>) -> memref<20x6xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<2x3x4x5xf32> into memref<24x5xf32>
  %c = memref.collapse_shape %b [[0, 1]] : memref<24x5xf32> into memref<120xf32>
  %d = memref.expand_shape %c [[0, 1]] output_shape [20, 6] : memref<120xf32> into memref<20x6xf32>
  return %d : memref<20x6xf32>
}

func.func @expand_of_collapse_higher(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %b : memref<6x2x2xf32>
}

func.func @expand_of_collapse_lower(%m: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %b : memref<6x20xf32>
}

func.func @expand_of_collapse_dynamic(%m: memref<?x4x5xf32>, %n: index) -> memref<?x20xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x5xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, 20] : memref<?xf32> into memref<?x20xf32>
  return %b : memref<?x20xf32>
}

func.func @strided_collapse(%m: memref<4x8xf32, strided<[16, 1]>>) -> memref<4x8xf32, strided<[16, 1]>> {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1]>> into memref<4x2x4xf32, strided<[16, 4, 1]>>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1]>> into memref<4x8xf32, strided<[16, 1]>>
  return %b : memref<4x8xf32, strided<[16, 1]>>
}

func.func @strided_no_compose(%m: memref<4x16xf32, strided<[32, 1]>>) -> memref<2x2x8x2xf32, strided<[64, 32, 2, 1]>> {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 8, 2] : memref<4x16xf32, strided<[32, 1]>> into memref<4x8x2xf32, strided<[32, 2, 1]>>
  %b = memref.expand_shape %a [[0, 1], [2], [3]] output_shape [2, 2, 8, 2] : memref<4x8x2xf32, strided<[32, 2, 1]>> into memref<2x2x8x2xf32, strided<[64, 32, 2, 1]>>
  return %b : memref<2x2x8x2xf32, strided<[64, 32, 2, 1]>>
}

func.func @collapse_of_cast(%m: memref<4x8xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %a : memref<?xf32>
}

func.func @collapse_of_cast_same(%m: memref<4x?xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %a : memref<?xf32>
}

func.func @collapse_identity(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %a = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<4x8xf32>
  return %a : memref<4x8xf32>
}

func.func @expand_constant_shape(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.expand_shape %m [[0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}

func.func @rank0(%m: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %a = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %b = memref.expand_shape %a [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %b : memref<1x1x1xf32>
}

func.func @more_a(%m: memref<2x4xf32, strided<[?, 1]>>) -> memref<2x4xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[?, 1]>> into memref<8xf32, strided<[1]>>
  %b = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1]>> into memref<2x4xf32>
  return %b : memref<2x4xf32>
}
func.func @more_b(%m: memref<?x?x?xf32>, %n: index, %k: index, %j: index, %i: index) -> memref<?x?x?xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, %k, %j] : memref<?x?xf32> into memref<?x?x?xf32>
  return %b : memref<?x?x?xf32>
}
func.func @more_c(%m: memref<?x?xf32>, %n: index, %k: index, %j: index) -> memref<?x?x?xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, %k, %j] : memref<?x?xf32> into memref<?x3x?x?xf32>
  %b = memref.collapse_shape %a [[0], [1, 2], [3]] : memref<?x3x?x?xf32> into memref<?x?x?xf32>
  return %b : memref<?x?x?xf32>
}

func.func @more2_d(%m: memref<?x4xf32>, %n: index, %k: index) -> memref<?x?x4xf32> {
  %a = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%n, %k, 2, 4] : memref<?x4xf32> into memref<?x?x2x4xf32>
  %b = memref.collapse_shape %a [[0], [1, 2], [3]] : memref<?x?x2x4xf32> into memref<?x?x4xf32>
  return %b : memref<?x?x4xf32>
}
func.func @more2_e(%m: memref<?x4xf32>, %n: index, %k: index) -> memref<?x?x4xf32> {
  %a = memref.expand_shape %m [[0, 1, 2, 3], [4]] output_shape [%n, 3, %k, 2, 4] : memref<?x4xf32> into memref<?x3x?x2x4xf32>
  %b = memref.collapse_shape %a [[0, 1], [2, 3], [4]] : memref<?x3x?x2x4xf32> into memref<?x?x4xf32>
  return %b : memref<?x?x4xf32>
}
func.func @more2_f(%m: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, %c3, 2, 2] : memref<?x4xf32> into memref<?x?x2x2xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<?x?x2x2xf32> into memref<?x2x2xf32>
  return %b : memref<?x2x2xf32>
}
func.func @more2_g(%m: memref<2x3x4x5x6xf32>) -> memref<6x20x6xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2, 3, 4]] : memref<2x3x4x5x6xf32> into memref<6x120xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 20, 6] : memref<6x120xf32> into memref<6x20x6xf32>
  return %b : memref<6x20x6xf32>
}
func.func @more2_h(%m: memref<?x3x4xf32>, %n: index) -> memref<?x4xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %b : memref<?x4xf32>
}
func.func @more2_i(%m: memref<?x?xf32>, %n: index) -> memref<?x1x?xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 1, %n] : memref<?xf32> into memref<?x1x?xf32>
  return %b : memref<?x1x?xf32>
}
func.func @more2_j(%m: memref<2x1x3xf32>) -> memref<6xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x1x3xf32> into memref<2x3xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %b : memref<6xf32>
}
func.func @more2_k(%m: memref<2x3xf32>) -> memref<1x2x3x1xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [1, 2, 3] : memref<2x3xf32> into memref<1x2x3xf32>
  %b = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : memref<1x2x3xf32> into memref<1x2x3x1xf32>
  return %b : memref<1x2x3x1xf32>
}
