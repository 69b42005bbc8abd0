// Integer constant folding and identities of the arith dialect.
func.func @add_sub_mul(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm = arith.constant 2147483647 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c7, %cm : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.subi %c1, %c7 : i32
  %4 = arith.muli %x, %c0 : i32
  %5 = arith.muli %c1, %x : i32
  %6 = arith.muli %cm, %c7 : i32
  %7 = arith.subi %x, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @add_sub_chains(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %s = arith.subi %a, %b : i64
  %0 = arith.addi %s, %b : i64
  %1 = arith.addi %b, %s : i64
  %t = arith.addi %a, %b : i64
  %2 = arith.subi %t, %b : i64
  %3 = arith.subi %t, %a : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}

// -----

func.func @odd_widths() -> (i1, i3, i7, i65, i128, i200, i9) {
  %a = arith.constant true
  %b = arith.constant 1 : i1
  %0 = arith.addi %a, %b : i1
  %c = arith.constant 5 : i3
  %d = arith.constant 6 : i3
  %1 = arith.muli %c, %d : i3
  %e = arith.constant -64 : i7
  %f = arith.constant -1 : i7
  %2 = arith.subi %e, %f : i7
  %g = arith.constant 18446744073709551615 : i65
  %h = arith.constant 3 : i65
  %3 = arith.addi %g, %h : i65
  %i = arith.constant 170141183460469231731687303715884105727 : i128
  %j = arith.constant 2 : i128
  %4 = arith.muli %i, %j : i128
  %k = arith.constant -12345678901234567890123456789 : i200
  %l = arith.constant 98765432109876543210 : i200
  %5 = arith.muli %k, %l : i200
  %m = arith.constant 300 : i9
  %n = arith.constant 211 : i9
  %6 = arith.xori %m, %n : i9
  return %0, %1, %2, %3, %4, %5, %6 : i1, i3, i7, i65, i128, i200, i9
}

// -----

func.func @index_ops(%x: index) -> (index, index, index) {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %x, %b : index
  %2 = arith.divsi %a, %b : index
  return %0, %1, %2 : index, index, index
}

// -----

func.func @division(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %cm7 = arith.constant -7 : i8
  %cm1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %0 = arith.divui %cm7, %c3 : i8
  %1 = arith.divsi %cm7, %c3 : i8
  %2 = arith.divsi %min, %cm1 : i8
  %3 = arith.divui %c3, %c0 : i8
  %4 = arith.ceildivui %cm7, %c3 : i8
  %5 = arith.ceildivsi %cm7, %c3 : i8
  %6 = arith.ceildivsi %c3, %cm7 : i8
  %7 = arith.ceildivsi %min, %cm1 : i8
  %8 = arith.floordivsi %cm7, %c3 : i8
  %9 = arith.floordivsi %min, %cm1 : i8
  %10 = arith.remui %cm7, %c3 : i8
  %11 = arith.remsi %cm7, %c3 : i8
  %12 = arith.remsi %x, %c1 : i8
  %13 = arith.remui %x, %c0 : i8
  %14 = arith.divsi %x, %c1 : i8
  %15 = arith.ceildivui %cm1, %c3 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @more_ceil_floor() -> (i16, i16, i16, i16, i16, i16, i16) {
  %a = arith.constant -10 : i16
  %b = arith.constant -3 : i16
  %c = arith.constant 10 : i16
  %d = arith.constant 3 : i16
  %z = arith.constant 0 : i16
  %0 = arith.ceildivsi %a, %b : i16
  %1 = arith.ceildivsi %c, %d : i16
  %2 = arith.ceildivsi %z, %d : i16
  %3 = arith.floordivsi %c, %b : i16
  %4 = arith.floordivsi %a, %b : i16
  %5 = arith.ceildivui %c, %d : i16
  %6 = arith.ceildivsi %c, %z : i16
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i16, i16, i16, i16, i16
}

// -----

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %m1 = arith.muli %a, %b overflow<nuw> : i32
  %0 = arith.divui %m1, %b : i32
  %m2 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %m2, %a : i32
  %2 = arith.divui %m2, %b : i32
  %m3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divui %m3, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %n = arith.xori %x, %m1 : i32
  %2 = arith.andi %x, %n : i32
  %3 = arith.andi %n, %x : i32
  %4 = arith.ori %x, %c0 : i32
  %5 = arith.ori %x, %m1 : i32
  %6 = arith.ori %x, %n : i32
  %7 = arith.xori %x, %x : i32
  %8 = arith.andi %c12, %c10 : i32
  %9 = arith.ori %c12, %c10 : i32
  %10 = arith.xori %c12, %c10 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @and_of_and(%a: i8, %b: i8) -> (i8, i8) {
  %0 = arith.andi %a, %b : i8
  %1 = arith.andi %a, %0 : i8
  %2 = arith.andi %0, %b : i8
  return %1, %2 : i8, i8
}

// -----

func.func @xor_of_xor(%x: i8, %a: i8) -> (i8, i8, i8, i8) {
  %p = arith.xori %x, %a : i8
  %0 = arith.xori %p, %a : i8
  %q = arith.xori %a, %x : i8
  %1 = arith.xori %q, %a : i8
  %2 = arith.xori %a, %p : i8
  %3 = arith.xori %a, %q : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c3 = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %cm = arith.constant -100 : i8
  %0 = arith.shli %x, %c0 : i8
  %1 = arith.shli %cm, %c3 : i8
  %2 = arith.shrui %cm, %c3 : i8
  %3 = arith.shrsi %cm, %c3 : i8
  %4 = arith.shli %cm, %c8 : i8
  %5 = arith.shrsi %cm, %c8 : i8
  %6 = arith.shrui %x, %c0 : i8
  %7 = arith.shrsi %x, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %zero = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %c5 = arith.constant 5 : i8
  %0 = arith.maxsi %x, %max : i8
  %1 = arith.maxsi %x, %min : i8
  %2 = arith.minsi %x, %min : i8
  %3 = arith.minsi %x, %max : i8
  %4 = arith.maxui %x, %ones : i8
  %5 = arith.maxui %x, %zero : i8
  %6 = arith.minui %x, %zero : i8
  %7 = arith.minui %x, %ones : i8
  %8 = arith.maxsi %x, %x : i8
  %9 = arith.maxsi %ones, %c5 : i8
  %10 = arith.maxui %ones, %c5 : i8
  %11 = arith.minsi %ones, %c5 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @extended(%x: i32, %y: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %0:2 = arith.addui_extended %x, %c0 : i32, i1
  %1:2 = arith.addui_extended %a, %b : i32, i1
  %2:2 = arith.mulsi_extended %a, %b : i32
  %3:2 = arith.mului_extended %a, %b : i32
  %4:2 = arith.mului_extended %x, %c1 : i32
  %5:2 = arith.mului_extended %x, %c0 : i32
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1, %5#0, %5#1 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %s = arith.constant dense<3> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = arith.constant dense<[0, 2, 0, 4]> : vector<4xi32>
  %0 = arith.addi %v, %z : vector<4xi32>
  %1 = arith.addi %s, %s : vector<4xi32>
  %2 = arith.muli %d, %s : vector<4xi32>
  %3 = arith.divui %d, %e : vector<4xi32>
  %4 = arith.subi %v, %v : vector<4xi32>
  %5 = arith.shli %d, %d : vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

func.func @tensors(%t: tensor<?xi8>) -> (tensor<2xi8>, tensor<?xi8>, tensor<2x2xi8>) {
  %a = arith.constant dense<[100, -100]> : tensor<2xi8>
  %b = arith.constant dense<[100, 100]> : tensor<2xi8>
  %0 = arith.addi %a, %b : tensor<2xi8>
  %1 = arith.subi %t, %t : tensor<?xi8>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %d = arith.constant dense<5> : tensor<2x2xi8>
  %2 = arith.remsi %c, %d : tensor<2x2xi8>
  return %0, %1, %2 : tensor<2xi8>, tensor<?xi8>, tensor<2x2xi8>
}

// -----

func.func @poison(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %0 = arith.addi %p, %c : i32
  %1 = arith.subi %x, %p : i32
  %2 = arith.divsi %c, %p : i32
  %3 = arith.shli %p, %c : i32
  %4 = arith.andi %p, %x : i32
  %5 = arith.maxui %p, %c : i32
  %6:2 = arith.mulsi_extended %p, %c : i32
  %7 = arith.remui %p, %x : i32
  return %0, %1, %2, %3, %4, %5, %6#0, %6#1, %7 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}


// -----

// Upstream folds these to splats of a dynamically shaped type.
func.func @dynamic_shapes(%t: tensor<?xi32>, %u: tensor<?x4xf32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<?xi1>) {
  %0 = arith.xori %t, %t : tensor<?xi32>
  %1 = arith.subi %t, %t : tensor<?xi32>
  %2 = arith.cmpi sge, %t, %t : tensor<?xi32>
  return %0, %1, %2 : tensor<?xi32>, tensor<?xi32>, tensor<?xi1>
}
