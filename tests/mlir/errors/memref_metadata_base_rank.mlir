// The base buffer of extract_strided_metadata is a rank-0 strided memref.
func.func @base_not_scalar(%m: memref<3x?xi16>) {
  // expected-error@+1 {{result #0 must be strided memref of any type values of rank 0, but got 'memref<3xi16>'}}
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<3x?xi16> -> memref<3xi16>, index, index, index, index, index
  return
}

// -----

func.func @base_not_strided(%m: memref<3xi16>) {
  // expected-error@+1 {{result #0 must be strided memref of any type values of rank 0}}
  %b, %o, %s, %t = "memref.extract_strided_metadata"(%m) : (memref<3xi16>) -> (memref<i16, affine_map<() -> (1, 2)>>, index, index, index)
  return
}
