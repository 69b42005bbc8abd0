// Reads are merged only within one block with no possible write between.
func.func private @opaque()

func.func @loads(%m: memref<8xf32>, %n: memref<8xf32>, %i: index, %j: index, %v: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  %2 = memref.load %m[%j] : memref<8xf32>
  %d = memref.dim %m, %i : memref<8xf32>
  %3 = memref.load %n[%i] : memref<8xf32>
  memref.store %v, %n[%j] : memref<8xf32>
  %4 = memref.load %m[%i] : memref<8xf32>
  %5 = memref.load %m[%i] : memref<8xf32>
  %s = arith.addf %4, %5 : f32
  func.call @opaque() : () -> ()
  %6 = memref.load %m[%i] : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %x = arith.addf %v, %v : f32
  }
  %7 = memref.load %m[%i] : memref<8xf32>
  %8 = memref.load %m[%i] : memref<8xf32>
  return %0, %1, %2, %3, %s, %6, %8 : f32, f32, f32, f32, f32, f32, f32
}

// A read in a nested region is in another block than the outer one.
func.func @nested_reads(%m: memref<8xf32>, %i: index, %c: i1) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = scf.if %c -> f32 {
    %2 = memref.load %m[%i] : memref<8xf32>
    %3 = memref.load %m[%i] : memref<8xf32>
    %4 = arith.addf %2, %3 : f32
    scf.yield %4 : f32
  } else {
    scf.yield %0 : f32
  }
  %5 = memref.load %m[%i] : memref<8xf32>
  return %1, %5 : f32, f32
}

// Allocations, casts, views and copies.
func.func @allocs(%i: index, %m: memref<8xf32>) -> (memref<4xf32>, memref<4xf32>, index, index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s1 = memref.alloca() : memref<4xf32>
  %s2 = memref.alloca() : memref<4xf32>
  %c1 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %c2 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %d1 = memref.dim %c1, %i : memref<?xf32>
  %d2 = memref.dim %c2, %i : memref<?xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %s1 : memref<4xf32>
  return %a, %b, %d1, %d2 : memref<4xf32>, memref<4xf32>, index, index
}

// Operations between two reads: writes nested in a region count, pure
// regions do not; calls and unregistered operations may write.
func.func @between_a(%m: memref<8xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<8xf32>
  }
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1 : f32, f32
}
func.func @between_b(%m: memref<8xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %r = scf.if %c -> f32 {
    %a = arith.addf %v, %v : f32
    scf.yield %a : f32
  } else {
    scf.yield %v : f32
  }
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1, %r : f32, f32, f32
}
func.func private @g2()
func.func @between_c(%m: memref<8xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  func.call @g2() : () -> ()
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1 : f32, f32
}
func.func @between_d(%m: memref<8xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  "foo.x"() : () -> ()
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1 : f32, f32
}

// Operations with regions that read are never merged.
func.func @reads_a(%m: memref<8xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %0 = scf.if %c -> f32 {
    %l = memref.load %m[%i] : memref<8xf32>
    scf.yield %l : f32
  } else {
    scf.yield %v : f32
  }
  %1 = scf.if %c -> f32 {
    %l = memref.load %m[%i] : memref<8xf32>
    scf.yield %l : f32
  } else {
    scf.yield %v : f32
  }
  return %0, %1 : f32, f32
}
func.func @reads_b(%m: memref<8xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %0 = scf.if %c -> f32 {
    scf.yield %v : f32
  } else {
    scf.yield %v : f32
  }
  %1 = scf.if %c -> f32 {
    scf.yield %v : f32
  } else {
    scf.yield %v : f32
  }
  return %0, %1 : f32, f32
}
func.func @reads_c(%m: memref<8xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  return %0, %1 : f32, f32
}
