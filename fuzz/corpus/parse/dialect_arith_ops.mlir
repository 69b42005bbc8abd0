// Every arith operation in its custom form: flags, predicates, casts,
// constants (with their result names) and the shaped forms.
func.func @ints(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<?xi64>, %x: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %v, %v overflow<nuw> : vector<4xi32>
  %4 = arith.divui %a, %b : i32
  %5 = arith.divsi %a, %b exact : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.floordivsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.remsi %t, %t : tensor<?xi64>
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %x, %x : index
  %14 = arith.shli %a, %b overflow<nsw> : i32
  %15 = arith.shrui %a, %b exact : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %21:2 = arith.addui_extended %a, %b : i32, i1
  %sum, %ov = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %22:2 = arith.mulsi_extended %a, %b : i32
  %lo, %hi = arith.mului_extended %a, %b : i32
  %23 = arith.cmpi slt, %a, %b : i32
  %24 = arith.cmpi uge, %v, %v : vector<4xi32>
  %25 = arith.cmpi "eq", %x, %x : index
  %26 = arith.select %23, %a, %b : i32
  %27 = arith.select %24, %v, %v : vector<4xi1>, vector<4xi32>
  %28 = arith.select %23, %v, %v {tag = "s"} : vector<4xi32>
  return %0 : i32
}
func.func @floats(%f: f32, %g: f64, %h: f16, %v: vector<2xf32>, %s: f8E8M0FNU, %q: f4E2M1FN) {
  %0 = arith.addf %f, %f : f32
  %1 = arith.addf %f, %f fastmath<fast> : f32
  %2 = arith.subf %f, %f fastmath<nnan,ninf> : f32
  %3 = arith.mulf %v, %v fastmath<reassoc, contract> : vector<2xf32>
  %4 = arith.divf %g, %g : f64
  %5 = arith.remf %g, %g : f64
  %6 = arith.negf %f fastmath<none> : f32
  %7 = arith.negf %h : f16
  %8 = arith.maximumf %f, %f : f32
  %9 = arith.maxnumf %f, %f : f32
  %10 = arith.minimumf %f, %f : f32
  %11 = arith.minnumf %f, %f : f32
  %12 = arith.cmpf olt, %f, %f : f32
  %13 = arith.cmpf "true", %g, %g fastmath<fast> : f64
  %14 = arith.cmpf une, %v, %v : vector<2xf32>
  %15 = arith.extf %f : f32 to f64
  %16 = arith.extf %h fastmath<afn> : f16 to f32
  %17 = arith.truncf %g : f64 to f32
  %18 = arith.truncf %g upward : f64 to f16
  %19 = arith.truncf %g toward_zero fastmath<fast> : f64 to f32
  %20 = arith.scaling_extf %q, %s : f4E2M1FN, f8E8M0FNU to f32
  %21 = arith.scaling_truncf %f, %s to_nearest_away : f32, f8E8M0FNU to f4E2M1FN
  return
}
func.func @casts(%i: i32, %x: index, %f: f32, %m: memref<4xi32>, %t: tensor<4xi8>) {
  %0 = arith.extui %i : i32 to i64
  %1 = arith.extsi %t : tensor<4xi8> to tensor<4xi16>
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.trunci %i overflow<nuw> : i32 to i16
  %4 = arith.uitofp %i : i32 to f32
  %5 = arith.sitofp %i : i32 to f64
  %6 = arith.fptoui %f : f32 to i32
  %7 = arith.fptosi %f : f32 to i64
  %8 = arith.index_cast %i : i32 to index
  %9 = arith.index_castui %x : index to i64
  %10 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %11 = arith.bitcast %i : i32 to f32
  %12 = arith.bitcast %f : f32 to i32
  return
}
func.func @consts() {
  %c0 = arith.constant 0 : i32
  %c-7 = arith.constant -7 : i64
  %i = arith.constant 42 : index
  %t = arith.constant true
  %f = arith.constant false
  %cst = arith.constant 1.5 : f32
  %d = arith.constant dense<[1, 2]> : vector<2xi32>
  %e = arith.constant dense<2.0> : tensor<4xf64>
  %n = arith.constant {tag} 3 : i8
  "t.use"(%c0, %c-7, %i, %t, %f, %cst, %d, %e, %n) : (i32, i64, index, i1, i1, f32, vector<2xi32>, tensor<4xf64>, i8) -> ()
  return
}
