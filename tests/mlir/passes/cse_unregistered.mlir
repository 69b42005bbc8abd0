// Unregistered operations are never merged nor removed; their regions
// start an empty table (they might be isolated) and have no SSA dominance.
func.func @unreg(%a: i32) -> (i32, i32) {
  %0 = "foo.op"(%a) : (i32) -> i32
  %1 = "foo.op"(%a) : (i32) -> i32
  "foo.dead"() : () -> ()
  %2 = arith.addi %a, %a : i32
  "foo.region"() ({
    %3 = arith.addi %a, %a : i32
    %4 = arith.addi %a, %a : i32
    "foo.use"(%3, %4) : (i32, i32) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.graph"() ({
    "foo.use"(%6, %5) : (i32, i32) -> ()
    %5 = arith.muli %a, %a : i32
    %6 = arith.muli %a, %a : i32
    %7 = arith.addi %5, %6 : i32
    "foo.use"(%7, %6) : (i32, i32) -> ()
  }) : () -> ()
  %8 = scf.execute_region -> i32 {
    %9 = arith.addi %a, %a : i32
    "foo.side"() : () -> ()
    scf.yield %9 : i32
  }
  return %0, %1 : i32, i32
}

// A load is not merged across an unregistered operation (it may write).
func.func @unreg_write(%m: memref<4xi32>, %i: index) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  "foo.write"(%m) : (memref<4xi32>) -> ()
  %1 = memref.load %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2 : i32, i32, i32
}
