// CmpFIntToFPConst: float comparisons of converted integers with constants.
func.func @signed(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f64
  %c = arith.constant 4.0 : f64
  %0 = arith.cmpf oeq, %a, %c : f64
  %1 = arith.cmpf ogt, %a, %c : f64
  %2 = arith.cmpf uge, %a, %c : f64
  %3 = arith.cmpf olt, %a, %c : f64
  %4 = arith.cmpf ule, %a, %c : f64
  %5 = arith.cmpf one, %a, %c : f64
  %6 = arith.cmpf ord, %a, %c : f64
  %7 = arith.cmpf uno, %a, %c : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @fractional(%x: i32, %y: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f64
  %u = arith.uitofp %y : i32 to f64
  %p = arith.constant 4.4 : f64
  %n = arith.constant -4.4 : f64
  %0 = arith.cmpf oeq, %a, %p : f64
  %1 = arith.cmpf une, %a, %p : f64
  %2 = arith.cmpf ole, %a, %n : f64
  %3 = arith.cmpf olt, %a, %p : f64
  %4 = arith.cmpf ogt, %a, %n : f64
  %5 = arith.cmpf oge, %a, %p : f64
  %6 = arith.cmpf ole, %u, %n : f64
  %7 = arith.cmpf olt, %u, %p : f64
  %8 = arith.cmpf ogt, %u, %n : f64
  %9 = arith.cmpf oge, %u, %p : f64
  %10 = arith.cmpf ule, %u, %p : f64
  %11 = arith.cmpf ugt, %u, %p : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @out_of_range(%x: i8, %y: i8) -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i8 to f32
  %u = arith.uitofp %y : i8 to f32
  %big = arith.constant 1000.0 : f32
  %small = arith.constant -1000.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.cmpf olt, %a, %big : f32
  %1 = arith.cmpf ogt, %a, %big : f32
  %2 = arith.cmpf ogt, %a, %small : f32
  %3 = arith.cmpf ult, %u, %small : f32
  %4 = arith.cmpf one, %u, %inf : f32
  %5 = arith.cmpf oeq, %u, %big : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

func.func @wide_ints(%x: i64, %y: i32, %z: i32) -> (i1, i1, i1, i1) {
  %a = arith.sitofp %x : i64 to f32
  %c = arith.constant 16777216.0 : f32
  %0 = arith.cmpf oeq, %a, %c : f32
  %d = arith.constant 2.0 : f32
  %1 = arith.cmpf oeq, %a, %d : f32
  %b = arith.sitofp %y : i32 to f16
  %e = arith.constant 0x7C00 : f16
  %2 = arith.cmpf olt, %b, %e : f16
  %nan = arith.constant 0x7FC00000 : f32
  %f = arith.sitofp %z : i32 to f32
  %3 = arith.cmpf olt, %f, %nan : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @zeros(%x: i16) -> (i1, i1, i1) {
  %a = arith.sitofp %x : i16 to f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.cmpf oeq, %a, %nz : f32
  %1 = arith.cmpf olt, %a, %nz : f32
  %u = arith.uitofp %x : i16 to f32
  %2 = arith.cmpf ugt, %u, %nz : f32
  return %0, %1, %2 : i1, i1, i1
}
