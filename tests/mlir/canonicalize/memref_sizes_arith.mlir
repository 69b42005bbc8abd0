// memref folds and patterns whose expected output needs the arith
// folders (constant sizes computed by arith ops).

func.func @alloc_computed_size() -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.muli %c2, %c3 : index
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @subview_computed_offset(%m: memref<16xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %o = arith.addi %c1, %c4 : index
  %s = memref.subview %m[%o] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

func.func @dim_plus_one(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %r = arith.addi %d, %c1 : index
  memref.dealloc %a : memref<?xf32>
  return %r : index
}

func.func @view_computed_size(%buf: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.addi %c2, %c2 : index
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

func.func @rank_plus(%m: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.rank %m : memref<4x?xf32>
  %s = arith.addi %r, %c1 : index
  return %s : index
}

func.func @extract_metadata_twice_used(%m: memref<4x?xf32>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %x = arith.addi %sizes#0, %strides#1 : index
  return %sizes#0, %x, %strides#0 : index, index, index
}
