// Every memref op outside the view-like ones in its custom form: globals
// (visibility, constant, uninitialized, alignment, resources), allocation
// with dynamic sizes and layout symbols, loads and stores (nontemporal,
// alignment), casts across layouts and memory spaces, atomics, alloca
// scopes, prefetch, DMA.

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
memref.global @u : memref<3xf16> = uninitialized
memref.global "private" @d : memref<4xi32>
memref.global @s : memref<2x2xi32> = dense<1>
func.func @f(%d: index, %s: index, %m: memref<?xf32>, %u: memref<*xf32>, %v: f32) {
  %a = memref.alloc(%d) {alignment = 16} : memref<4x?xf32>
  %b = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>
  %c = memref.alloca(%d) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0, %d] {nontemporal = true, alignment = 8} : memref<4x?xf32>
  memref.store %v, %a[%c0, %d] {nontemporal = false} : memref<4x?xf32>
  memref.store %v, %m[%c0] {alignment = 4} : memref<?xf32>
  %dim = memref.dim %a, %c0 : memref<4x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %cast = memref.cast %m : memref<?xf32> to memref<4xf32>
  %cast2 = memref.cast %m : memref<?xf32> to memref<*xf32>
  memref.copy %m, %c : memref<?xf32> to memref<?xf32>
  %g = memref.get_global @c : memref<2xf32>
  %aa = memref.assume_alignment %m, 16 : memref<?xf32>
  %ms = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %re = memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>
  %re2 = memref.realloc %c {alignment = 8} : memref<?xf32> to memref<10xf32>
  memref.prefetch %a[%c0, %d], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%c0], write, locality<0>, instr : memref<?xf32>
  %at = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<?xf32>) -> f32
  %gat = memref.generic_atomic_rmw %m[%c0] : memref<?xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %sc = memref.alloca_scope -> (f32) {
    %q = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %q = memref.alloca() : memref<f32>
  }
  %do:2 = memref.distinct_objects %m, %c : memref<?xf32>, memref<?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return
}

func.func @dma(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %t[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %t[%i], %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  return
}
func.func @g() {
  %0 = memref.get_global @gv : memref<2xf32>
  %1 = memref.get_global @gu : memref<2x3xi8>
  return
}
memref.global "private" constant @gv : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "public" @gu : memref<2x3xi8> = uninitialized {alignment = 16 : i64, foo}
memref.global "nested" constant @gs : memref<f32> = dense<1.0>
memref.global @gr : memref<1xi32> = dense_resource<blob>
func.func @access(%m: memref<4x4xf32, strided<[8, 2], offset: 3>, 5>, %i: index, %v: f32, %u: memref<*xf32, 2>) {
  %0 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x4xf32, strided<[8, 2], offset: 3>, 5>
  memref.store %v, %m[%i, %i] {alignment = 16 : i64, nontemporal = true, other} : memref<4x4xf32, strided<[8, 2], offset: 3>, 5>
  %c = memref.cast %m : memref<4x4xf32, strided<[8, 2], offset: 3>, 5> to memref<?x?xf32, strided<[?, ?], offset: ?>, 5>
  %c2 = memref.cast %u : memref<*xf32, 2> to memref<4xf32, 2>
  %ms = memref.memory_space_cast %u : memref<*xf32, 2> to memref<*xf32, 3>
  %d = memref.dim %u, %i : memref<*xf32, 2>
  %r = memref.rank %m : memref<4x4xf32, strided<[8, 2], offset: 3>, 5>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000A000000"
    }
  }
#-}
