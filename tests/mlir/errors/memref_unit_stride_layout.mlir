// A unit-stride layout with a nonzero offset is not the identity.
func.func @offset_stride(%m: memref<6xi8, strided<[1], offset: 2>>) {
  // expected-error@+1 {{expected expanded type}}
  %a = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi8, strided<[1], offset: 2>> into memref<2x3xi8>
  return
}

// -----

// A unit-stride source memref is accepted by reshape.
func.func @reshape_unit(%m: memref<6xi8, strided<[1]>>, %s: memref<2xi32>) {
  %r = memref.reshape %m(%s) : (memref<6xi8, strided<[1]>>, memref<2xi32>) -> memref<2x3xi8>
  // expected-error@+1 {{result memref type should have identity affine map}}
  %q = memref.reshape %m(%s) : (memref<6xi8, strided<[1]>>, memref<2xi32>) -> memref<2x3xi8, strided<[3, 2]>>
  return
}

// -----

// A strided rank-0 layout is not the identity.
func.func @scalar(%m: memref<i8, strided<[]>>) {
  // expected-error@+1 {{expected expanded type}}
  %a = memref.expand_shape %m [] output_shape [1, 1] : memref<i8, strided<[]>> into memref<1x1xi8>
  return
}
