// Pure arithmetic: duplicates, commutative operands, attributes, result
// types, dead operations and locations.
func.func @arith(%a: i32, %b: i32, %f: f32) -> (i32, i32, i32, i32, i32, f32, f32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32 loc("dup.mlir":7:3)
  %c1c = arith.constant 1 : i64
  %x = arith.addi %a, %b : i32
  %y = arith.addi %b, %a : i32
  %z = arith.addi %a, %b overflow<nsw> : i32
  %w = arith.subi %a, %b : i32
  %v = arith.subi %b, %a : i32
  %m1 = arith.muli %x, %c1 : i32
  %m2 = arith.muli %c1b, %y : i32
  %dead = arith.xori %a, %b : i32
  %deadf = math.sqrt %f : f32
  %s1 = math.absf %f : f32
  %s2 = math.absf %f fastmath<fast> : f32
  %s3 = math.absf %f : f32
  %e = arith.extsi %c1 : i32 to i64
  %e2 = arith.addi %e, %c1c : i64
  %t = arith.trunci %e2 : i64 to i32
  %cmp1 = arith.cmpi slt, %a, %b : i32
  %cmp2 = arith.cmpi sgt, %a, %b : i32
  %cmp3 = arith.cmpi slt, %a, %b : i32
  %sel1 = arith.select %cmp1, %a, %b : i32
  %sel2 = arith.select %cmp3, %a, %b : i32
  %sel3 = arith.select %cmp2, %a, %b : i32
  %r = arith.addi %sel1, %sel2 : i32
  %r2 = arith.addi %r, %sel3 : i32
  %s4 = arith.addf %s1, %s3 : f32
  return %m1, %m2, %z, %w, %v, %s4, %s2 : i32, i32, i32, i32, i32, f32, f32
}

// An unknown-location operation takes the location of its duplicate.
func.func @locs(%a: index) -> (index, index, index) {
  %0 = index.add %a, %a loc(unknown)
  %1 = index.add %a, %a loc("later.mlir":1:1)
  %2 = index.add %a, %a loc("latest.mlir":2:2)
  %3 = index.mul %a, %a loc("first.mlir":3:3)
  %4 = index.mul %a, %a loc(unknown)
  %5 = index.constant 4 loc(unknown)
  %6 = index.constant 4 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %7 = index.add %5, %6
  %8 = index.add %7, %3
  %9 = index.add %8, %4
  return %1, %2, %9 : index, index, index
}

// Chains: once the operands are merged, their users are equal too.
func.func @chain(%a: i64) -> i64 {
  %0 = arith.muli %a, %a : i64
  %1 = arith.muli %a, %a : i64
  %2 = arith.addi %0, %a : i64
  %3 = arith.addi %1, %a : i64
  %4 = arith.addi %2, %3 : i64
  %5 = arith.addi %3, %2 : i64
  %6 = arith.muli %4, %5 : i64
  %u = ub.poison : i64
  %u2 = ub.poison : i64
  %7 = arith.addi %6, %u : i64
  %8 = arith.addi %7, %u2 : i64
  return %8 : i64
}

// Dead code: only trivially dead operations go; their operands stay.
func.func @dead(%a: index, %m: memref<8xi32>) {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %0, %0 : index
  %2 = memref.alloc() : memref<4xi32>
  %3 = memref.alloca() : memref<4xi32>
  %4 = memref.load %m[%0] : memref<8xi32>
  %5 = memref.dim %m, %0 : memref<8xi32>
  %6 = memref.alloc() : memref<2xi32>
  memref.store %4, %6[%0] : memref<2xi32>
  return
}

module @inner {
  func.func @nested(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
  module @deeper {
    func.func private @decl(i32) -> i32
    func.func @nested2(%a: i32) -> i32 {
      %c = arith.constant 7 : i32
      %d = arith.constant 7 : i32
      %0 = arith.addi %c, %d : i32
      return %0 : i32
    }
  }
}

// Properties: defaults spelled out or left implicit, generic forms.
func.func @props(%a: i32, %b: i32, %f: f32, %m: memref<4xf32>, %i: index) -> (i32, i32, f32, f32, f32, f32, i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b overflow<none> : i32
  %z = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %f1 = arith.addf %f, %f : f32
  %f2 = arith.addf %f, %f fastmath<none> : f32
  %f3 = "arith.addf"(%f, %f) : (f32, f32) -> f32
  %l1 = memref.load %m[%i] : memref<4xf32>
  %l2 = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  %l3 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f32
  %c1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %c2 = arith.constant 3 : i32
  %u = arith.addi %a, %b {foo} : i32
  return %y, %z, %f2, %f3, %l2, %l3, %c1, %u : i32, i32, f32, f32, f32, f32, i32, i32
}
