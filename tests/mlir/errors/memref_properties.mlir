// Generic-form property and attribute errors of memref ops (property
// conversion, segment sizes, dense array kinds), subview bounds with empty
// slices and rank reductions told apart by strides, layouts given as affine
// maps, transpose and reshape layouts with dynamic strides.

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = memref.subview %m[4][0][1] : memref<4xf32> to memref<0xf32, strided<[1], offset: 4>>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.subview %m[2][0][1] : memref<4xf32> to memref<0xf32, strided<[1], offset: 2>>
  return
}
// -----
func.func @f(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[?, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[0, 9][2, 2][1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{invalid properties {alignment = "x", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: "x"}}
  %m = "memref.alloc"() <{alignment = "x", operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 0>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0>}> : () -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} for op memref.subview: Invalid attribute `static_offsets` in property conversion: array<i32: 0>}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.subview' op requires attribute 'static_offsets'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  %1 = memref.subview %m[0, 0][1, 1][1, 1] : memref<4x4xf32> to memref<1xf32, strided<[1]>>
  %2 = memref.subview %m[0, 0][1, 1][1, 1] : memref<4x4xf32> to memref<1xf32, strided<[4]>>
  // expected-error@+1 {{expected result type to be 'memref<1x1xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[2]>>'}}
  %3 = memref.subview %m[0, 0][1, 1][1, 1] : memref<4x4xf32> to memref<1xf32, strided<[2]>>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{invalid properties {name = @a::@b} for op memref.get_global: Invalid attribute `name` in property conversion: @a::@b}}
  %g = "memref.get_global"() <{name = @a::@b}> : () -> memref<4xf32>
  return
}
// -----
// expected-error@+1 {{invalid properties {constant = 1 : i32, sym_name = "g", type = memref<4xf32>} for op memref.global: Invalid attribute `constant` in property conversion: 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, constant = 1 : i32}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = unit}> : () -> ()
// -----
memref.global "private" @g : memref<4xf32> = dense<1.0> {alignment = 64}
func.func @f() {
  %0 = memref.get_global @g : memref<4xf32>
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: 'memref<*xf32>' vs 'memref<4xf32>'}}
  memref.copy %m, %m : memref<4xf32> to memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>, %s: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 * 2)>>) {
  %0 = memref.cast %m : memref<4xf32, affine_map<(d0) -> (d0 * 2)>> to memref<4xf32, strided<[2]>>
  %1 = memref.collapse_shape %s [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 * 2)>> into memref<16xf32, strided<[2]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32, strided<[4, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4x4xf32, strided<[1, 4], offset: ?>>
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4x4xf32, strided<[1, 4], offset: 2>>' is not equivalent to the canonical transposed input type 'memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 + s0)>>'}}
  %1 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4x4xf32, strided<[1, 4], offset: 2>>
  return
}
// -----
func.func @f(%m: memref<?x4xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<?x4xf32, strided<[?, 1]>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x4xf32, strided<[?, 1]>> into memref<?x2x4xf32, strided<[?, ?, 1]>>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}
