// Constant dynamic sizes of alloc/alloca move into the type (with a cast
// back); dead allocations (only stored into or deallocated) go.

func.func @alloc_const(%n: index) -> memref<?x?x8xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) : memref<?x?x8xf32>
  return %a : memref<?x?x8xf32>
}

func.func @alloc_all_const() -> memref<?x?xi32> {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c4, %c5) {alignment = 64 : i64} : memref<?x?xi32>
  return %a : memref<?x?xi32>
}

func.func @alloc_negative() -> memref<?xi32> {
  %c = arith.constant -1 : index
  %a = memref.alloc(%c) : memref<?xi32>
  return %a : memref<?xi32>
}

func.func @alloc_zero() -> memref<?x3xi32> {
  %c = arith.constant 0 : index
  %a = memref.alloc(%c) : memref<?x3xi32>
  return %a : memref<?x3xi32>
}

func.func @alloca_const(%n: index) -> f32 {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n, %c2) : memref<?x?xf32>
  %v = memref.load %a[%c0, %c0] : memref<?x?xf32>
  return %v : f32
}

func.func @alloc_symbols(%n: index, %s: index) -> memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return %a : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
}

func.func @alloc_memory_space(%n: index) -> memref<?xf32, 3> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) {tag = "kept"} : memref<?xf32, 3>
  return %a : memref<?xf32, 3>
}

func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca(%i) : memref<?xf32>
  memref.store %v, %b[%i] : memref<?xf32>
  return
}

func.func @alloc_stored_as_value(%m: memref<2xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<2xmemref<4xf32>>
  return
}

func.func @alloc_loaded(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}

func.func @dead_realloc(%m: memref<4xf32>, %n: index) {
  %r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  return
}

func.func @live_realloc(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

func.func @dim_of_alloc(%n: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %k) : memref<?x5x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x5x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x5x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x5x?xf32>
  memref.dealloc %a : memref<?x5x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

func.func @dim_out_of_range(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c3 : memref<4xf32>
  return %d : index
}

func.func @dim_negative(%m: memref<4xf32>) -> index {
  %c = arith.constant -1 : index
  %d = memref.dim %m, %c : memref<4xf32>
  return %d : index
}

func.func @dim_unranked(%m: memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<*xf32>
  return %d : index
}

func.func @dim_of_alloca(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %r = memref.rank %a : memref<?xf32>
  return %d : index
}

func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %m : memref<4x?xf32>
  %s = memref.rank %u : memref<*xf32>
  return %r, %s : index, index
}
