// memref.cast folded into the ops that take a memref: loads, stores,
// deallocs, prefetches, DMAs, atomics, copies, dims; casts of casts.

func.func @load_store(%m: memref<8xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  return %x : f32
}

func.func @load_nontemporal(%m: memref<4x4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %x = memref.load %c[%i, %i] {nontemporal = true, alignment = 16 : i64} : memref<?x4xf32>
  return %x : f32
}

func.func @store_memref_value(%m: memref<4xf32>, %n: memref<2xmemref<?xf32>>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %c, %n[%i] : memref<2xmemref<?xf32>>
  return
}

func.func @unranked_source(%m: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<*xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %x : f32
}

func.func @to_unranked(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  memref.dealloc %c : memref<*xf32>
  return
}

func.func @dealloc_prefetch(%m: memref<16x16xf32>, %i: index) {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  memref.prefetch %c[%i, %i], read, locality<3>, data : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}

func.func @atomic(%m: memref<10xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<10xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %r : f32
}

func.func @dma(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  %ca = memref.cast %a : memref<256xf32> to memref<?xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%i], %b[%i], %n, %ct[%i] : memref<?xf32>, memref<256xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%i], %n : memref<?xi32>
  return
}

func.func @copy_both(%a: memref<4xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %ca, %cb : memref<?xf32> to memref<?xf32>
  return
}

func.func @copy_to_static(%a: memref<?xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<?xf32> to memref<4xf32>
  memref.copy %ca, %b : memref<4xf32> to memref<4xf32>
  return
}

func.func @copy_layout(%a: memref<4x4xf32, strided<[4, 1], offset: 2>>, %b: memref<4x4xf32>) {
  %ca = memref.cast %a : memref<4x4xf32, strided<[4, 1], offset: 2>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  memref.copy %ca, %b : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
  return
}

func.func @cast_chain(%m: memref<4xf32>) -> memref<*xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

func.func @cast_round_trip(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

func.func @cast_through_unranked(%m: memref<4xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<*xf32>
  %b = memref.cast %a : memref<*xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @identity_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

func.func @dim_of_cast(%m: memref<?x8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.cast %m : memref<?x8xf32> to memref<?x?xf32>
  %d = memref.dim %a, %c0 : memref<?x?xf32>
  return %d : index
}

func.func @dim_of_cast_unknown_index(%m: memref<?x8xf32>, %i: index) -> index {
  %a = memref.cast %m : memref<?x8xf32> to memref<?x?xf32>
  %d = memref.dim %a, %i : memref<?x?xf32>
  return %d : index
}
