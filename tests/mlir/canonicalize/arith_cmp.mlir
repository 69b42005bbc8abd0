// Comparison and select folds of the arith dialect.
func.func @cmpi_same(%x: i32, %v: vector<4xi32>, %t: tensor<?xi32>) -> (i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi slt, %x, %x : i32
  %2 = arith.cmpi uge, %x, %x : i32
  %3 = arith.cmpi ne, %x, %x : i32
  %4 = arith.cmpi sle, %v, %v : vector<4xi32>
  %5 = arith.cmpi eq, %t, %t : tensor<?xi32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<4xi1>, tensor<?xi1>
}

// -----

func.func @cmpi_consts() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.cmpi ne, %a, %b : i8
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.cmpi sle, %a, %b : i8
  %4 = arith.cmpi sgt, %a, %b : i8
  %5 = arith.cmpi sge, %a, %b : i8
  %6 = arith.cmpi ult, %a, %b : i8
  %7 = arith.cmpi ule, %a, %b : i8
  %8 = arith.cmpi ugt, %a, %b : i8
  %9 = arith.cmpi uge, %a, %b : i8
  %c = arith.constant dense<[1, 5]> : vector<2xi8>
  %d = arith.constant dense<3> : vector<2xi8>
  %10 = arith.cmpi ult, %c, %d : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

func.func @cmpi_swap(%x: i32) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 4 : i32
  %0 = arith.cmpi slt, %c, %x : i32
  %1 = arith.cmpi uge, %c, %x : i32
  %2 = arith.cmpi eq, %c, %x : i32
  %3 = arith.cmpi ule, %c, %x : i32
  %4 = arith.cmpi sgt, %c, %x : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_bool(%b: i1, %c: i1, %v: vector<2xi1>) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
  %z8 = arith.constant 0 : i8
  %e = arith.extui %b : i1 to i8
  %0 = arith.cmpi ne, %e, %z8 : i8
  %s = arith.extsi %c : i1 to i8
  %1 = arith.cmpi ne, %s, %z8 : i8
  %f = arith.constant false
  %t = arith.constant true
  %2 = arith.cmpi ne, %b, %f : i1
  %3 = arith.cmpi eq, %b, %t : i1
  %4 = arith.cmpi eq, %e, %z8 : i8
  %vf = arith.constant dense<false> : vector<2xi1>
  %5 = arith.cmpi ne, %v, %vf : vector<2xi1>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

func.func @cmpi_poison(%x: i32) -> (i1, i1) {
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %0 = arith.cmpi slt, %c, %p : i32
  %1 = arith.cmpi slt, %p, %x : i32
  return %0, %1 : i1, i1
}

// -----

func.func @cmpf_consts() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_nan(%x: f64) -> (i1, i1, i1, i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.cmpf olt, %x, %nan : f64
  %1 = arith.cmpf uno, %nan, %x : f64
  %2 = arith.cmpf oeq, %x, %x : f64
  %nz = arith.constant -0.0 : f64
  %pz = arith.constant 0.0 : f64
  %3 = arith.cmpf oeq, %nz, %pz : f64
  %4 = arith.cmpf one, %nz, %pz : f64
  %v = arith.constant dense<1.0> : vector<2xf64>
  %5 = arith.cmpf oeq, %v, %v : vector<2xf64>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

func.func @select_basic(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  %p = ub.poison : i32
  %4 = arith.select %c, %p, %y : i32
  %5 = arith.select %c, %x, %p : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

func.func @select_cmp(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %e = arith.cmpi eq, %a, %b : i32
  %0 = arith.select %e, %a, %b : i32
  %1 = arith.select %e, %b, %a : i32
  %n = arith.cmpi ne, %a, %b : i32
  %2 = arith.select %n, %a, %b : i32
  %3 = arith.select %n, %b, %a : i32
  %s = arith.cmpi slt, %a, %b : i32
  %4 = arith.select %s, %a, %b : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

func.func @select_vectors(%v: vector<3xi32>, %w: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>) {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<7> : vector<3xi32>
  %0 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %t = arith.constant dense<true> : vector<3xi1>
  %1 = arith.select %t, %v, %w : vector<3xi1>, vector<3xi32>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %y = arith.constant dense<0.5> : vector<3xf32>
  %2 = arith.select %c, %x, %y : vector<3xi1>, vector<3xf32>
  return %0, %1, %2 : vector<3xi32>, vector<3xi32>, vector<3xf32>
}
