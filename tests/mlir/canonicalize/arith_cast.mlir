// Cast folds of the arith dialect.
func.func @int_ext_trunc() -> (i16, i16, i4, i100, i100, i1) {
  %a = arith.constant -3 : i8
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %a : i8 to i16
  %2 = arith.trunci %a : i8 to i4
  %3 = arith.extsi %a : i8 to i100
  %4 = arith.extui %a : i8 to i100
  %5 = arith.trunci %a : i8 to i1
  return %0, %1, %2, %3, %4, %5 : i16, i16, i4, i100, i100, i1
}

// -----

func.func @ext_chains(%x: i8, %y: i32) -> (i64, i64, i16, i8, i8, i16) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %x : i8 to i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.trunci %y : i32 to i16
  %5 = arith.trunci %4 : i16 to i8
  %6 = arith.extsi %x : i8 to i32
  %7 = arith.trunci %6 : i32 to i8
  %8 = arith.extui %x : i8 to i32
  %9 = arith.trunci %8 : i32 to i16
  %10 = arith.extui %4 : i16 to i32
  %11 = arith.trunci %10 : i32 to i8
  return %1, %3, %9, %5, %7, %11 : i64, i64, i16, i8, i8, i8
}

// -----

func.func @float_ext_trunc() -> (f64, f16, f16, bf16, f8E4M3FN, f32, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %3 = arith.truncf %b : f32 to bf16
  %c = arith.constant 0x7F800000 : f32
  %4 = arith.truncf %c : f32 to f8E4M3FN
  %d = arith.constant 1.0e10 : f64
  %5 = arith.truncf %d : f64 to f32
  %e = arith.constant 3.0000001 : f64
  %6 = arith.truncf %e to_nearest_even : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6 : f64, f16, f16, bf16, f8E4M3FN, f32, f32
}

// -----

func.func @trunc_rounding() -> (f16, f16, f16, f16) {
  %a = arith.constant 2049.0 : f32
  %0 = arith.truncf %a downward : f32 to f16
  %1 = arith.truncf %a upward : f32 to f16
  %b = arith.constant 2048.0 : f32
  %2 = arith.truncf %b toward_zero : f32 to f16
  %3 = arith.truncf %b to_nearest_away : f32 to f16
  return %0, %1, %2, %3 : f16, f16, f16, f16
}

// -----

func.func @ext_trunc_chains(%x: f32, %y: f64, %h: f16) -> (f32, f16, f64, f64, f32, f16) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.truncf %0 : f64 to f16
  %3 = arith.truncf %y fastmath<contract> : f64 to f32
  %4 = arith.extf %3 fastmath<contract> : f32 to f64
  %5 = arith.truncf %y : f64 to f32
  %6 = arith.extf %5 fastmath<contract> : f32 to f64
  %7 = arith.extf %h : f16 to f32
  %8 = arith.truncf %7 : f32 to f16
  %9 = arith.extf %x : f32 to f64
  %10 = arith.truncf %9 upward : f64 to f32
  return %1, %2, %4, %6, %10, %8 : f32, f16, f64, f64, f32, f16
}

// -----

func.func @bf16_ext(%x: bf16) -> f16 {
  %0 = arith.extf %x : bf16 to f32
  %1 = arith.truncf %0 : f32 to f16
  return %1 : f16
}

// -----

func.func @int_float() -> (f32, f32, f16, f32, i8, i8, i8, i8, i32, i32) {
  %a = arith.constant -1 : i8
  %0 = arith.sitofp %a : i8 to f32
  %1 = arith.uitofp %a : i8 to f32
  %b = arith.constant 100000 : i32
  %2 = arith.uitofp %b : i32 to f16
  %c = arith.constant 16777217 : i32
  %3 = arith.sitofp %c : i32 to f32
  %d = arith.constant -2.75 : f32
  %4 = arith.fptosi %d : f32 to i8
  %5 = arith.fptoui %d : f32 to i8
  %e = arith.constant 255.5 : f32
  %6 = arith.fptoui %e : f32 to i8
  %7 = arith.fptosi %e : f32 to i8
  %f = arith.constant 0x7FC00000 : f32
  %8 = arith.fptosi %f : f32 to i32
  %g = arith.constant -2147483648.0 : f32
  %9 = arith.fptosi %g : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f16, f32, i8, i8, i8, i8, i32, i32
}

// -----

func.func @index_casts() -> (index, index, i32, i32, i64, index) {
  %a = arith.constant -5 : i32
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %b = arith.constant 4294967301 : index
  %2 = arith.index_cast %b : index to i32
  %3 = arith.index_castui %b : index to i32
  %c = arith.constant -1 : index
  %4 = arith.index_castui %c : index to i64
  %d = arith.constant -1 : i1
  %5 = arith.index_castui %d : i1 to index
  return %0, %1, %2, %3, %4, %5 : index, index, i32, i32, i64, index
}

// -----

func.func @bitcasts() -> (i32, f32, bf16, vector<2xi32>, vector<2xf16>, i64) {
  %a = arith.constant 1.0 : f32
  %0 = arith.bitcast %a : f32 to i32
  %b = arith.constant -1 : i32
  %1 = arith.bitcast %b : i32 to f32
  %c = arith.constant 16256 : i16
  %2 = arith.bitcast %c : i16 to bf16
  %d = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %3 = arith.bitcast %d : vector<2xf32> to vector<2xi32>
  %e = arith.constant dense<15360> : vector<2xi16>
  %4 = arith.bitcast %e : vector<2xi16> to vector<2xf16>
  %f = arith.constant -0.0 : f64
  %5 = arith.bitcast %f : f64 to i64
  return %0, %1, %2, %3, %4, %5 : i32, f32, bf16, vector<2xi32>, vector<2xf16>, i64
}

// -----

func.func @cast_vectors() -> (vector<2xi64>, vector<3xf32>, tensor<2xi8>, vector<2xi16>) {
  %a = arith.constant dense<[-1, 2]> : vector<2xi32>
  %0 = arith.extsi %a : vector<2xi32> to vector<2xi64>
  %b = arith.constant dense<7> : vector<3xi16>
  %1 = arith.sitofp %b : vector<3xi16> to vector<3xf32>
  %c = arith.constant dense<[1.5, -1.5]> : tensor<2xf32>
  %2 = arith.fptosi %c : tensor<2xf32> to tensor<2xi8>
  %d = arith.constant dense<[70000, 5]> : vector<2xi32>
  %3 = arith.trunci %d : vector<2xi32> to vector<2xi16>
  return %0, %1, %2, %3 : vector<2xi64>, vector<3xf32>, tensor<2xi8>, vector<2xi16>
}

// -----

func.func @cast_poison() -> (i64, f64, i32, f32, index) {
  %p = ub.poison : i32
  %0 = arith.extsi %p : i32 to i64
  %q = ub.poison : f32
  %1 = arith.extf %q : f32 to f64
  %2 = arith.bitcast %q : f32 to i32
  %3 = arith.sitofp %p : i32 to f32
  %4 = arith.index_cast %p : i32 to index
  return %0, %1, %2, %3, %4 : i64, f64, i32, f32, index
}
