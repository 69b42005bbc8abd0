// Parse errors of the memref ops' custom syntax: prefetch, dma_start,
// generic_atomic_rmw, alloca_scope, global, transpose, the dynamic index
// lists of subview / reinterpret_cast / expand_shape, the atomic kinds and
// the memref type kinds the formats require.

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, code : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %m[%i], read, local<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' expected valid keyword}}
  memref.prefetch %m[%i], 1, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  memref.prefetch %m[%i], read, locality<3>, data : tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected attribute value}}
  memref.prefetch %m[%i], read, locality<x>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ','}}
  memref.prefetch %m[%i] read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i], %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ','}}
  memref.dma_start %a[%i], %a[%i] %i, %a[%i] : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'memref<4xf64>' vs 'memref<4xf32>'}}
  memref.dma_start %a[%i], %a[%i], %i, %a[%i] : memref<4xf32>, memref<4xf32>, memref<4xf64>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ':'}}
  %x = memref.generic_atomic_rmw %m[%i] memref<4xf32> {
  ^bb0(%a: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected '{' to begin a region}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  memref.alloca_scope -> f32 {
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected '{' to begin a region}}
  memref.alloca_scope
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}
memref.global @g : tensor<4xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @g : memref<4xf32> = "text"

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
memref.global @g : memref<4xf32> = dense<[1.0, 2.0]>

// -----

// expected-error@+1 {{expected ':'}}
memref.global @g memref<4xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global "private" "x" @g : memref<4xf32>

// -----

// expected-error@+1 {{expected attribute value}}
memref.global @g : memref<4xf32> = unknown

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected '(' in dimensional identifier list}}
  %0 = memref.transpose %m : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'tensor<4x4xf32>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : tensor<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{custom op 'memref.transpose' expected 'to'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to f32
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected '[' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m(0, 0)[4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0][4, 4.0][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected ']' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0][4, 4 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0][4, [4]][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected ']' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0][4, [4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = memref.subview %m[0, %j][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected '[' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
  %0 = memref.reinterpret_cast %m to offset: 0, sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected ','}}
  %0 = memref.reinterpret_cast %m to offset: [0] sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' expected 'offset'}}
  %0 = memref.reinterpret_cast %m to offsets: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8x16xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.expand_shape' expected 'output_shape'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected '[' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.expand_shape' expected SSA value or integer}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape 2 : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.collapse_shape' expected 'into'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> to memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.collapse_shape' invalid kind of type specified: expected builtin.memref, but found 'tensor<8x16xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : tensor<8x16xf32> into memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "plus"}}
  %x = memref.atomic_rmw "plus" %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, tensor<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %m : tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.get_global' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.get_global @g : tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.get_global' invalid kind of attribute specified}}
  %0 = memref.get_global "g" : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = memref.view %m[%i][] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected '['}}
  %0 = memref.view %m[%i] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{expected '('}}
  %0 = memref.alloc : memref<4xf32>
  return
}

// -----

func.func @f(%s: index) {
  %0 = memref.alloc()[] : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{floating point value not valid for specified type}}
  %0 = memref.assume_alignment %m, 8.0 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.distinct_objects' number of operands and types do not match: got 2 operands and 1 types}}
  %0:2 = memref.distinct_objects %m, %m : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:3 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %m[%i] : tensor<4xf32>
  return
}
