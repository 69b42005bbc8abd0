// Float constant folding and identities of the arith dialect.
func.func @basic(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %x, %one : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.addf %a, %b : f32
  %7 = arith.mulf %a, %b : f32
  %8 = arith.divf %one, %b : f32
  %9 = arith.subf %b, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @mul_zero(%x: f64) -> (f64, f64, f64) {
  %z = arith.constant 0.0 : f64
  %0 = arith.mulf %x, %z : f64
  %1 = arith.mulf %x, %z fastmath<nnan,nsz> : f64
  %2 = arith.mulf %x, %z fastmath<nnan> : f64
  return %0, %1, %2 : f64, f64, f64
}

// -----

func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %inf, %z : f32
  %2 = arith.divf %one, %z : f32
  %3 = arith.divf %z, %z : f32
  %4 = arith.addf %snan, %one : f32
  %5 = arith.mulf %nan, %ninf : f32
  %6 = arith.remf %one, %z : f32
  %7 = arith.subf %ninf, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @remf() -> (f64, f64, f64, f32) {
  %a = arith.constant 7.5 : f64
  %b = arith.constant -2.0 : f64
  %c = arith.constant -7.5 : f64
  %0 = arith.remf %a, %b : f64
  %1 = arith.remf %c, %b : f64
  %d = arith.constant 1.0e300 : f64
  %e = arith.constant 3.0e-300 : f64
  %2 = arith.remf %d, %e : f64
  %f = arith.constant 123.25 : f32
  %g = arith.constant 0.75 : f32
  %3 = arith.remf %f, %g : f32
  return %0, %1, %2, %3 : f64, f64, f64, f32
}

// -----

func.func @negf(%x: f16) -> (f16, f16, bf16, f16) {
  %n = arith.negf %x : f16
  %0 = arith.negf %n : f16
  %c = arith.constant 2.5 : f16
  %1 = arith.negf %c : f16
  %d = arith.constant -3.0 : bf16
  %2 = arith.negf %d : bf16
  %z = arith.constant 0.0 : f16
  %3 = arith.negf %z : f16
  return %0, %1, %2, %3 : f16, f16, bf16, f16
}

// -----

func.func @small_formats() -> (f16, bf16, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128) {
  %a = arith.constant 65504.0 : f16
  %b = arith.constant 1.0 : f16
  %0 = arith.addf %a, %a : f16
  %c = arith.constant 3.0e38 : bf16
  %1 = arith.mulf %c, %c : bf16
  %d = arith.constant 448.0 : f8E4M3FN
  %e = arith.constant 2.0 : f8E4M3FN
  %2 = arith.mulf %d, %e : f8E4M3FN
  %f = arith.constant 1.5 : f8E5M2
  %3 = arith.divf %f, %f : f8E5M2
  %g = arith.constant 0.5 : f8E4M3FNUZ
  %4 = arith.subf %g, %g : f8E4M3FNUZ
  %h = arith.constant 1.0e4000 : f80
  %i = arith.constant 3.0 : f80
  %5 = arith.divf %h, %i : f80
  %j = arith.constant 1.0e-4000 : f128
  %k = arith.constant 7.0 : f128
  %6 = arith.mulf %j, %k : f128
  return %0, %1, %2, %3, %4, %5, %6 : f16, bf16, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128
}

// -----

func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.constant 2.0 : f32
  %0 = arith.maximumf %x, %ninf : f32
  %1 = arith.minimumf %x, %inf : f32
  %2 = arith.maxnumf %x, %nan : f32
  %3 = arith.minnumf %x, %nan : f32
  %4 = arith.maximumf %x, %x : f32
  %5 = arith.maximumf %nan, %a : f32
  %6 = arith.maxnumf %nan, %a : f32
  %7 = arith.minimumf %pz, %nz : f32
  %8 = arith.maximumf %nz, %pz : f32
  %9 = arith.minnumf %nz, %pz : f32
  %10 = arith.maxnumf %pz, %nz : f32
  %11 = arith.minimumf %a, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @snan_minmax() -> (f32, f32, f32, f32) {
  %snan = arith.constant 0x7F800001 : f32
  %a = arith.constant 2.0 : f32
  %0 = arith.maxnumf %snan, %a : f32
  %1 = arith.minnumf %a, %snan : f32
  %2 = arith.maximumf %snan, %a : f32
  %3 = arith.minimumf %a, %snan : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

func.func @float_vectors() -> (vector<3xf32>, vector<2xf64>, tensor<2xf16>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<0.5> : vector<3xf32>
  %0 = arith.mulf %a, %b : vector<3xf32>
  %c = arith.constant dense<4.0> : vector<2xf64>
  %1 = arith.divf %c, %c : vector<2xf64>
  %d = arith.constant dense<[1.0, -1.0]> : tensor<2xf16>
  %2 = arith.negf %d : tensor<2xf16>
  return %0, %1, %2 : vector<3xf32>, vector<2xf64>, tensor<2xf16>
}

// -----

func.func @float_poison(%x: f32) -> (f32, f32, f32) {
  %p = ub.poison : f32
  %c = arith.constant 1.0 : f32
  %0 = arith.addf %p, %c : f32
  %1 = arith.negf %p : f32
  %2 = arith.maximumf %x, %p : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func @rounding() -> (f32, f32, f16, bf16) {
  %a = arith.constant 16777216.0 : f32
  %b = arith.constant 1.0 : f32
  %c = arith.constant 3.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.divf %b, %c : f32
  %d = arith.constant 2049.0 : f16
  %e = arith.constant 1.0 : f16
  %2 = arith.addf %d, %e : f16
  %f = arith.constant 1.0e-38 : bf16
  %g = arith.constant 1.0e-3 : bf16
  %3 = arith.mulf %f, %g : bf16
  return %0, %1, %2, %3 : f32, f32, f16, bf16
}
