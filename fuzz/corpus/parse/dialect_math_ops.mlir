// Every math operation in its custom form, with and without fast-math
// flags, on scalars, vectors and tensors.
func.func @float_unary(%f: f32, %v: vector<4xf16>, %t: tensor<?xf64>) {
  %0 = math.absf %f : f32
  %1 = math.acos %f fastmath<fast> : f32
  %2 = math.acosh %v : vector<4xf16>
  %3 = math.asin %t : tensor<?xf64>
  %4 = math.asinh %f : f32
  %5 = math.atan %f : f32
  %6 = math.atanh %f : f32
  %7 = math.cbrt %f fastmath<nnan> : f32
  %8 = math.ceil %v : vector<4xf16>
  %9 = math.cos %f : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.erfc %f : f32
  %13 = math.exp %t : tensor<?xf64>
  %14 = math.exp2 %f : f32
  %15 = math.expm1 %f : f32
  %16 = math.floor %f : f32
  %17 = math.log %f fastmath<afn,reassoc> : f32
  %18 = math.log10 %f : f32
  %19 = math.log1p %f : f32
  %20 = math.log2 %f : f32
  %21 = math.round %f : f32
  %22 = math.roundeven %f : f32
  %23 = math.rsqrt %f : f32
  %24 = math.sin %f : f32
  %25 = math.sinh %f : f32
  %26 = math.sqrt %f : f32
  %27 = math.tan %f : f32
  %28 = math.tanh %f : f32
  %29 = math.trunc %f fastmath<none> : f32
  return
}
func.func @others(%f: f64, %i: i16, %x: index, %v: vector<2xf32>, %w: vector<2xi8>) {
  %0 = math.absi %i : i16
  %1 = math.ctlz %x : index
  %2 = math.cttz %i : i16
  %3 = math.ctpop %w : vector<2xi8>
  %4 = math.ipowi %i, %i : i16
  %5 = math.atan2 %f, %f : f64
  %6 = math.copysign %v, %v fastmath<nsz> : vector<2xf32>
  %7 = math.powf %f, %f : f64
  %8 = math.fma %f, %f, %f : f64
  %9 = math.clampf %f to [%f, %f] fastmath<ninf> : f64
  %10 = math.isfinite %f : f64
  %11 = math.isinf %v {fastmath = #arith.fastmath<fast>} : vector<2xf32>
  %12 = math.isnan %f : f64
  %13 = math.isnormal %v : vector<2xf32>
  %14 = math.fpowi %v, %w : vector<2xf32>, vector<2xi8>
  %15 = math.fpowi %f, %i fastmath<contract> : f64, i16
  %s, %c = math.sincos %f : f64
  %16:2 = math.sincos %v fastmath<fast> : vector<2xf32>
  "t.use"(%16#1) : (vector<2xf32>) -> ()
  return
}
