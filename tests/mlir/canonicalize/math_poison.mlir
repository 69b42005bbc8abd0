// A poison operand makes the result poison (ub.poison), for every folded
// operation, whatever the other operand is; classifications do not fold
// poison.
func.func @unary(%x: f32) -> (f32, f32, f32, f32, i32, i32, vector<2xf32>, tensor<3xi8>) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %v = ub.poison : vector<2xf32>
  %t = ub.poison : tensor<3xi8>
  %0 = math.sin %p : f32
  %1 = math.ceil %p : f32
  %2 = math.absf %p : f32
  %3 = math.log %p : f32
  %4 = math.absi %q : i32
  %5 = math.ctpop %q : i32
  %6 = math.exp %v : vector<2xf32>
  %7 = math.ctlz %t : tensor<3xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, i32, i32, vector<2xf32>, tensor<3xi8>
}

// -----

func.func @binary(%x: f32, %i: i32) -> (f32, f32, f32, f32, i32, i32) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %c = arith.constant 1.0 : f32
  %k = arith.constant 2 : i32
  %0 = math.atan2 %p, %c : f32
  %1 = math.copysign %c, %p : f32
  %2 = math.powf %x, %p : f32
  %3 = math.atan2 %p, %x : f32
  %4 = math.ipowi %q, %k : i32
  %5 = math.ipowi %i, %q : i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, i32, i32
}

// -----

func.func @not_folded() -> (i1, i1, f32, f32) {
  %p = ub.poison : f32
  %0 = math.isnan %p : f32
  %1 = math.isfinite %p : f32
  %2 = math.cbrt %p : f32
  %3 = math.fma %p, %p, %p : f32
  return %0, %1, %2, %3 : i1, i1, f32, f32
}

// -----

func.func @chain() -> f64 {
  %p = ub.poison : f64
  %0 = math.exp %p : f64
  %1 = math.floor %0 : f64
  %2 = math.tanh %1 : f64
  return %2 : f64
}
