// Verifier errors of the memref allocation, access and cast ops: operand
// and attribute constraints, alloc/alloca size and symbol counts, the
// allocation-scope requirement, load/store/prefetch index counts,
// atomic kinds, realloc layouts, globals, casts.

func.func @f(%d: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = memref.alloc(%d) : memref<4xf32>
  return
}

// -----

func.func @f(%d: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %m = memref.alloc(%d, %d) : memref<?xf32>
  return
}

// -----

func.func @f(%s: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 2}}
  %m = memref.alloc()[%s, %s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @f(%s: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %m = memref.alloc()[%s] : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %m = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %m = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<*xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'f32'}}
  %m = "memref.alloc"(%f) {operandSegmentSizes = array<i32: 1, 0>} : (f32) -> memref<?xf32>
  return
}

// -----

"other.op"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %m = memref.alloca() : memref<f32>
  "other.end"() : () -> ()
}) : () -> ()

// -----

func.func @f(%d: index) {
  // expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = memref.alloca(%d) : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %a = memref.assume_alignment %m, 6 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %a = memref.assume_alignment %m, -4 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error@+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %a = "memref.assume_alignment"(%m) <{alignment = 8 : i32}> : (memref<4xf32>) -> memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %x = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %x = memref.load %m[%i] {alignment = 6} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' 'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %x = memref.load %m[%i] {nontemporal = 1 : i32} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %x = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %x = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %x = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.store' 'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %v, %m[%i] {alignment = 0} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{invalid properties {isDataCache = true, isWrite = 1 : i32, localityHint = 3 : i32} for op memref.prefetch: Invalid attribute `isWrite` in property conversion: 1 : i32}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = 1 : i32, localityHint = 3 : i32}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op requires attribute 'isWrite'}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, localityHint = 3 : i32}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'muli' expects an integer type}}
  %x = memref.atomic_rmw muli %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f16) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f16, memref<4xf32>) -> f16
  return
}

// -----

func.func @f(%m: memref<4xindex>, %i: index, %v: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (index, memref<4xindex>) -> index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %x = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    "other.effect"() : () -> ()
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = memref.alloca_scope -> (i32) {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %v : f32
  }
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return %v : f32
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32, 1>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, 1>' and result type 'memref<4xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32, 1> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32, strided<[2], offset: 3>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[2], offset: 3>>' and result type 'memref<4xf32, strided<[2], offset: 4>>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32, strided<[2], offset: 3>> to memref<4xf32, strided<[2], offset: 4>>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<?x?xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<*xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %c = memref.memory_space_cast %m : memref<*xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %c = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %c = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %a : f32
  return
}

// -----

func.func @f(%a: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %d = memref.dim %a, %i : memref<f32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %r = memref.realloc %a : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %d: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %r = memref.realloc %a(%d) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %r = memref.realloc %a : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %r = memref.realloc %a : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @f(%a: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %r = memref.realloc %a : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %r = memref.realloc %a {alignment = -1} : memref<4xf32> to memref<8xf32>
  return
}

// -----

// expected-error@+1 {{expected operation name in quotes}}
memref.global @g : memref<4xf32> = dense<1.0> : tensor<4xf32>
func.func @f() {
  %0 = memref.get_global @h : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32> = dense<1.0>
func.func @f() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @g() {
  return
}
func.func @f() {
  // expected-error@+1 {{'memref.get_global' op 'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = memref.get_global @g : memref<?xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 1 : i32}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 4 but was 2, 2}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2x2xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, sym_visibility = "private", alignment = 3 : i32}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = f32}> : () -> ()

// -----

func.func @f(%t: memref<4xi32>, %i: index, %n: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %t[%i, %i], %n : memref<4xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: f32, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%a, %i, %i, %i) : (f32, index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%a, %i, %i, %i) : (memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %j, %a, %i, %i, %a, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%a, %i, %i, %i, %i, %a, %i) : (memref<4xf32>, index, index, index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %j, %i, %a, %i) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %j, %a, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i, %i, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index, index, i32) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a, %a) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<8xf32>)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %a : memref<*xf32> -> i64
  return
}
