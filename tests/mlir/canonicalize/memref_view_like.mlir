// view, reinterpret_cast, extract_strided_metadata, transpose,
// assume_alignment and memory_space_cast folds and patterns.

func.func @view_const_sizes(%buf: memref<2048xi8>, %n: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %v = memref.view %buf[%c0][%c7, %n] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}

func.func @view_only_shift_const(%buf: memref<2048xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

func.func @view_no_const(%buf: memref<2048xi8>, %s: index, %n: index) -> memref<?xf32> {
  %v = memref.view %buf[%s][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

func.func @view_of_cast_alloc(%s: index) -> memref<16x16xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][] : memref<?xi8> to memref<16x16xf32>
  return %v : memref<16x16xf32>
}

func.func @view_of_cast_arg(%m: memref<2048xi8>, %s: index) -> memref<16x16xf32> {
  %c = memref.cast %m : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][] : memref<?xi8> to memref<16x16xf32>
  return %v : memref<16x16xf32>
}

func.func @view_of_cast_to_static(%m: memref<?xi8>, %s: index) -> memref<16x16xf32> {
  %c = memref.cast %m : memref<?xi8> to memref<2048xi8>
  %v = memref.view %c[%s][] : memref<2048xi8> to memref<16x16xf32>
  return %v : memref<16x16xf32>
}

func.func @view_same_type_zero_shift(%m: memref<64xi8>) -> (memref<64xi8>, memref<64xi8>, memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.view %m[%c0][] : memref<64xi8> to memref<64xi8>
  %b = memref.view %m[%c1][] : memref<64xi8> to memref<64xi8>
  %c = memref.view %m[%c0][%c64] : memref<64xi8> to memref<?xi8>
  return %a, %b, %c : memref<64xi8>, memref<64xi8>, memref<?xi8>
}

func.func @view_same_type(%m: memref<64xi8>, %s: index) -> memref<64xi8> {
  %v = memref.view %m[%s][] : memref<64xi8> to memref<64xi8>
  return %v : memref<64xi8>
}

func.func @reinterpret_of_reinterpret(%m: memref<?xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 2>> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32, strided<[1]>>
  %b = memref.reinterpret_cast %a to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32, strided<[1]>> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return %b : memref<4x4xf32, strided<[4, 1], offset: 2>>
}

func.func @reinterpret_of_cast(%m: memref<8xf32>) -> memref<2x4xf32> {
  %c = memref.cast %m : memref<8xf32> to memref<*xf32>
  %b = memref.reinterpret_cast %c to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<*xf32> to memref<2x4xf32>
  return %b : memref<2x4xf32>
}

func.func @reinterpret_of_subview(%m: memref<8x8xf32>, %i: index) -> (memref<64xf32>, memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %b = memref.reinterpret_cast %s to offset: [0], sizes: [64], strides: [1] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<64xf32>
  %t = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %u = memref.reinterpret_cast %t to offset: [0], sizes: [64], strides: [1] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<64xf32>
  return %b, %u : memref<64xf32>, memref<64xf32>
}

func.func @reinterpret_noop(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %b = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}

func.func @reinterpret_constants(%m: memref<?xf32>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = memref.reinterpret_cast %m to offset: [%c0], sizes: [%n, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @reinterpret_of_metadata(%m: memref<8x?xf32>) -> memref<8x?xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.cast %r : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<8x?xf32>
  return %c : memref<8x?xf32>
}

func.func @reinterpret_of_metadata_other(%m: memref<8x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%n, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @metadata_constants(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

func.func @metadata_of_cast(%m: memref<4x4xf32>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#1 : memref<f32>, index
}

func.func @transpose_identity(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return %t : memref<4x8xf32>
}

func.func @transpose_twice(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %a = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %b = memref.transpose %a (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %b : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

func.func @assume_twice(%m: memref<16xf32>) -> (memref<16xf32>, memref<16xf32>) {
  %a = memref.assume_alignment %m, 16 : memref<16xf32>
  %b = memref.assume_alignment %a, 16 : memref<16xf32>
  %c = memref.assume_alignment %b, 32 : memref<16xf32>
  return %b, %c : memref<16xf32>, memref<16xf32>
}

func.func @memory_space_casts(%m: memref<4xf32, 1>) -> (memref<4xf32, 2>, memref<4xf32, 1>) {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 2>
  %c = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 1>
  return %b, %c : memref<4xf32, 2>, memref<4xf32, 1>
}

// -----

// A view of a cast from an unranked memref takes the unranked memref,
// which does not verify (as upstream 22.1 does).
func.func @view_of_unranked_cast(%m: memref<*xi8>, %s: index) -> memref<16x16xf32> {
  %c = memref.cast %m : memref<*xi8> to memref<2048xi8>
  %v = memref.view %c[%s][] : memref<2048xi8> to memref<16x16xf32>
  return %v : memref<16x16xf32>
}
