// The declarative and C++ canonicalization patterns of the arith dialect.
func.func @addi_constants(%x: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw, nuw> : i32
  %s = arith.subi %x, %c3 overflow<nuw> : i32
  %1 = arith.addi %s, %c5 overflow<nuw> : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c5 : i32
  %m = arith.muli %x, %c3 : i32
  %3 = arith.muli %m, %c5 overflow<nsw> : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @subi_constants(%x: i64) -> (i64, i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a = arith.addi %x, %c3 overflow<nsw> : i64
  %0 = arith.subi %a, %c5 overflow<nsw> : i64
  %1 = arith.subi %c5, %a overflow<nsw> : i64
  %s = arith.subi %x, %c3 overflow<nuw> : i64
  %2 = arith.subi %s, %c5 overflow<nuw> : i64
  %t = arith.subi %c3, %x : i64
  %3 = arith.subi %t, %c5 : i64
  %4 = arith.subi %c5, %s : i64
  %5 = arith.subi %c5, %t : i64
  return %0, %1, %2, %3, %4, %5 : i64, i64, i64, i64, i64, i64
}

// -----

func.func @subi_of_subi(%a: i8, %b: i8, %v: vector<2xi8>, %w: vector<2xi8>) -> (i8, vector<2xi8>) {
  %s = arith.subi %a, %b overflow<nsw> : i8
  %0 = arith.subi %s, %a overflow<nsw> : i8
  %t = arith.subi %v, %w : vector<2xi8>
  %1 = arith.subi %t, %v : vector<2xi8>
  return %0, %1 : i8, vector<2xi8>
}

// -----

func.func @mul_neg_one(%x: i32, %y: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
  %m1 = arith.constant -1 : i32
  %a = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %a overflow<nsw> : i32
  %b = arith.muli %x, %m1 : i32
  %1 = arith.addi %b, %y : i32
  %vm1 = arith.constant dense<-1> : vector<4xi32>
  %c = arith.muli %w, %vm1 : vector<4xi32>
  %2 = arith.addi %v, %c : vector<4xi32>
  return %0, %1, %2 : i32, i32, vector<4xi32>
}

// -----

func.func @vector_constants_not_combined(%v: vector<2xi32>) -> vector<2xi32> {
  %c = arith.constant dense<3> : vector<2xi32>
  %a = arith.addi %v, %c : vector<2xi32>
  %b = arith.addi %a, %c : vector<2xi32>
  return %b : vector<2xi32>
}

// -----

func.func @extended_unused(%x: i32, %y: i32) -> (i32, i32, i32, i32, i1) {
  %0:2 = arith.addui_extended %x, %y : i32, i1
  %1:2 = arith.mulsi_extended %x, %y : i32
  %2:2 = arith.mului_extended %x, %y : i32
  %3:2 = arith.addui_extended %y, %x : i32, i1
  return %0#0, %1#0, %2#0, %3#0, %3#1 : i32, i32, i32, i32, i1
}

// -----

func.func @mulsi_one(%x: i32, %v: vector<2xi16>) -> (i32, i32, vector<2xi16>, vector<2xi16>) {
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %x, %c1 : i32
  %v1 = arith.constant dense<1> : vector<2xi16>
  %1:2 = arith.mulsi_extended %v, %v1 : vector<2xi16>
  return %0#0, %0#1, %1#0, %1#1 : i32, i32, vector<2xi16>, vector<2xi16>
}

// -----

func.func @xori_patterns(%a: i32, %b: i32, %x: i8, %y: i8) -> (i1, i1, i32, i32, i32, i32, i32) {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %c, %t : i1
  %d = arith.cmpi uge, %a, %b : i32
  %1 = arith.xori %d, %t : i1
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i8 to i32
  %2 = arith.xori %ex, %ey : i32
  %sx = arith.extsi %x : i8 to i32
  %sy = arith.extsi %y : i8 to i32
  %3 = arith.xori %sx, %sy : i32
  %4 = arith.andi %ex, %ey : i32
  %5 = arith.ori %sx, %sy : i32
  %6 = arith.andi %sx, %ey : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i32, i32, i32, i32, i32
}

// -----

func.func @cmpi_ext(%x: i8, %y: i8, %z: i16) -> (i1, i1, i1, i1) {
  %ex = arith.extsi %x : i8 to i32
  %ey = arith.extsi %y : i8 to i32
  %0 = arith.cmpi eq, %ex, %ey : i32
  %1 = arith.cmpi slt, %ex, %ey : i32
  %ux = arith.extui %x : i8 to i32
  %uy = arith.extui %y : i8 to i32
  %2 = arith.cmpi ne, %ux, %uy : i32
  %uz = arith.extui %z : i16 to i32
  %3 = arith.cmpi eq, %ux, %uz : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @selects(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i1, i32, i32, i64, i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  %s1 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %s1, %e : i32
  %s2 = arith.select %c, %b, %e : i32
  %2 = arith.select %c, %a, %s2 : i32
  %f = arith.constant false
  %3 = arith.select %d, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %d, %one, %zero : i32
  %5 = arith.select %d, %zero, %one : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %6 = arith.select %c, %zero64, %one64 : i64
  %7 = arith.select %c, %d, %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i32, i32, i64, i1
}

// -----

func.func @casts(%x: i8, %i: index, %j: i32, %f: f32, %w: i64) -> (i32, index, i32, index, index, f32, i64, i32, i16, i16, index) {
  %u = arith.extui %x : i8 to i16
  %0 = arith.extsi %u : i16 to i32
  %k = arith.index_cast %i : index to i32
  %1 = arith.index_cast %k : i32 to index
  %l = arith.index_castui %j : i32 to index
  %2 = arith.index_castui %l : index to i32
  %s = arith.extsi %j : i32 to i64
  %3 = arith.index_cast %s : i64 to index
  %z = arith.extui %j : i32 to i64
  %4 = arith.index_castui %z : i64 to index
  %b1 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %b1 : i32 to f32
  %bb = arith.bitcast %w : i64 to f64
  %6 = arith.bitcast %bb : f64 to i64
  %ex = arith.extsi %x : i8 to i64
  %7 = arith.trunci %ex : i64 to i32
  %ez = arith.extui %x : i8 to i64
  %8 = arith.trunci %ez : i64 to i16
  %9 = arith.trunci %ex : i64 to i16
  %n = arith.index_cast %i : index to i8
  %10 = arith.index_cast %n : i8 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, index, i32, index, index, f32, i64, i32, i16, i16, index
}

// -----

func.func @trunc_shr(%x: i64, %v: vector<2xi32>) -> (i32, i32, i16, vector<2xi16>) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s : i64 to i32
  %c31 = arith.constant 31 : i64
  %t = arith.shrsi %x, %c31 : i64
  %1 = arith.trunci %t : i64 to i32
  %c48 = arith.constant 48 : i64
  %u = arith.shrsi %x, %c48 : i64
  %2 = arith.trunci %u overflow<nsw> : i64 to i16
  %c16 = arith.constant dense<16> : vector<2xi32>
  %w = arith.shrsi %v, %c16 : vector<2xi32>
  %3 = arith.trunci %w : vector<2xi32> to vector<2xi16>
  return %0, %1, %2, %3 : i32, i32, i16, vector<2xi16>
}

// -----

func.func @truncf_itofp(%x: i32, %y: i64) -> (f16, f16, f16) {
  %a = arith.sitofp %x : i32 to f32
  %0 = arith.truncf %a : f32 to f16
  %b = arith.uitofp %y : i64 to f64
  %1 = arith.truncf %b fastmath<fast> : f64 to f16
  %c = arith.sitofp %x : i32 to f32
  %2 = arith.truncf %c upward : f32 to f16
  return %0, %1, %2 : f16, f16, f16
}

// -----

func.func @negf_pairs(%x: f32, %y: f32, %v: vector<2xf64>, %w: vector<2xf64>) -> (f32, f32, vector<2xf64>) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<nnan> : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  %nv = arith.negf %v : vector<2xf64>
  %nw = arith.negf %w : vector<2xf64>
  %2 = arith.divf %nv, %nw fastmath<contract> : vector<2xf64>
  return %0, %1, %2 : f32, f32, vector<2xf64>
}
