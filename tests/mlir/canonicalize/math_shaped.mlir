// Element-wise folds of vectors and tensors: splats, other dense values,
// sparse values; dense resources do not fold; one element that does not
// fold stops the whole fold.
func.func @unary_shapes() -> (vector<4xf32>, vector<4xf32>, tensor<2x2xf64>, tensor<f32>, vector<3xf32>, vector<[2]xf32>) {
  %s = arith.constant dense<2.0> : vector<4xf32>
  %d = arith.constant dense<[0.5, -1.5, 2.5, 8.0]> : vector<4xf32>
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %z = arith.constant dense<0.25> : tensor<f32>
  %n = arith.constant dense<[4.0, -4.0, 9.0]> : vector<3xf32>
  %v = arith.constant dense<1.0> : vector<[2]xf32>
  %0 = math.exp2 %s : vector<4xf32>
  %1 = math.roundeven %d : vector<4xf32>
  %2 = math.log %t : tensor<2x2xf64>
  %3 = math.sqrt %z : tensor<f32>
  %4 = math.sqrt %n : vector<3xf32>
  %5 = math.atan %v : vector<[2]xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<4xf32>, tensor<2x2xf64>, tensor<f32>, vector<3xf32>, vector<[2]xf32>
}

// -----

func.func @binary_shapes() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<2xf64>, tensor<2xf32>) {
  %a = arith.constant dense<[1.0, -2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<-1.0> : vector<3xf32>
  %c = arith.constant dense<2.0> : vector<3xf32>
  %d = arith.constant dense<[0.0, 1.0]> : vector<2xf64>
  %e = arith.constant dense<[0.0, -1.0]> : vector<2xf64>
  %0 = math.copysign %a, %b : vector<3xf32>
  %1 = math.powf %c, %b : vector<3xf32>
  %2 = math.powf %c, %a : vector<3xf32>
  %3 = math.atan2 %d, %e : vector<2xf64>
  %f = arith.constant dense<[2.0, 3.0]> : tensor<2xf16>
  %g = arith.constant dense<1.0> : tensor<2xf32>
  %h = arith.constant dense<[4.0, 0.5]> : tensor<2xf32>
  %4 = math.atan2 %g, %h : tensor<2xf32>
  return %0, %1, %2, %3, %4 : vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<2xf64>, tensor<2xf32>
}

// -----

func.func @f16_elements() -> (vector<2xf16>, vector<2xf16>, vector<2xbf16>) {
  %a = arith.constant dense<[2.0, 3.0]> : vector<2xf16>
  %b = arith.constant dense<[0.0, 0.0]> : vector<2xf16>
  %c = arith.constant dense<[1.5, -2.5]> : vector<2xbf16>
  %0 = math.exp %a : vector<2xf16>
  %1 = math.atan2 %b, %b : vector<2xf16>
  %2 = math.floor %c : vector<2xbf16>
  return %0, %1, %2 : vector<2xf16>, vector<2xf16>, vector<2xbf16>
}

// -----

func.func @integers() -> (vector<4xi8>, vector<4xi8>, tensor<3xi32>, vector<2xindex>, vector<2xi16>) {
  %a = arith.constant dense<[-128, -1, 0, 127]> : vector<4xi8>
  %b = arith.constant dense<16> : vector<4xi8>
  %c = arith.constant dense<[3, -2, 0]> : tensor<3xi32>
  %i = arith.constant dense<[7, 64]> : vector<2xindex>
  %p = arith.constant dense<[2, -1]> : vector<2xi16>
  %q = arith.constant dense<[0, 3]> : vector<2xi16>
  %0 = math.absi %a : vector<4xi8>
  %1 = math.ctlz %b : vector<4xi8>
  %2 = math.ipowi %c, %c : tensor<3xi32>
  %3 = math.cttz %i : vector<2xindex>
  %4 = math.ipowi %q, %p : vector<2xi16>
  return %0, %1, %2, %3, %4 : vector<4xi8>, vector<4xi8>, tensor<3xi32>, vector<2xindex>, vector<2xi16>
}

// -----

func.func @sparse() -> (tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>) {
  %s = arith.constant sparse<[[0, 1], [1, 2]], [4.0, 9.0]> : tensor<2x3xf32>
  %t = arith.constant sparse<[[1], [3]], [-5, 12]> : tensor<4xi32>
  %u = arith.constant sparse<[[0, 0]], [2.0]> : tensor<2x2xf32>
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = math.sqrt %s : tensor<2x3xf32>
  %1 = math.ctpop %t : tensor<4xi32>
  %2 = math.copysign %v, %u : tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>
}

// -----

func.func @resources() -> (tensor<2xf32>, tensor<2xf32>) {
  %r = arith.constant dense_resource<values> : tensor<2xf32>
  %0 = math.absf %r : tensor<2xf32>
  %1 = math.exp %r : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      values: "0x04000000000080BF00000040"
    }
  }
#-}

// -----

// Classifications fold scalars and splats only.
func.func @classify() -> (i1, i1, vector<2xi1>, vector<2xi1>, tensor<3xi1>, vector<2xi1>) {
  %a = arith.constant 1.0e-40 : f32
  %b = arith.constant 0x7FF0000000000000 : f64
  %s = arith.constant dense<0x7FC00000> : vector<2xf32>
  %d = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %t = arith.constant dense<2.0> : tensor<3xf16>
  %0 = math.isnormal %a : f32
  %1 = math.isinf %b : f64
  %2 = math.isnan %s : vector<2xf32>
  %3 = math.isfinite %d : vector<2xf32>
  %4 = math.isnormal %t : tensor<3xf16>
  %5 = math.isinf %s : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, vector<2xi1>, vector<2xi1>, tensor<3xi1>, vector<2xi1>
}

// -----

// Folds ignore fast-math flags; operations without folders stay.
func.func @flags_and_no_folders(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3 : i32
  %0 = math.exp %a fastmath<fast> : f32
  %1 = math.cbrt %a : f32
  %2 = math.rsqrt %a : f32
  %3 = math.fma %a, %a, %a : f32
  %4 = math.fpowi %a, %b : f32, i32
  %5 = math.clampf %a to [%a, %a] : f32
  %6:2 = math.sincos %a : f32
  %7 = math.exp %x : f32
  return %0, %1, %2, %3, %4, %5, %6#0, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
