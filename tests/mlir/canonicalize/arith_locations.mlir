// Locations of the operations the declarative patterns create (fused from
// the first operations DRR records while matching).
func.func @locs(%x: i32, %c: i1, %a: i32, %b: i32, %y: i64) -> (i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32 loc("a")
  %c5 = arith.constant 5 : i32 loc("b")
  %0 = arith.subi %c5, %x : i32 loc("c")
  %1 = arith.subi %c3, %0 : i32 loc("d")
  %m1 = arith.constant -1 : i32 loc("e")
  %m = arith.muli %b, %m1 : i32 loc("f")
  %2 = arith.addi %a, %m : i32 loc("g")
  %t = arith.constant true loc("h")
  %n = arith.xori %c, %t : i1 loc("i")
  %3 = arith.select %n, %a, %b : i32 loc("j")
  %c32 = arith.constant 32 : i64 loc("k")
  %s = arith.shrsi %y, %c32 : i64 loc("l")
  %4 = arith.trunci %s : i64 to i32 loc("m")
  %5 = arith.subi %x, %c3 : i32 loc("n")
  %6 = arith.subi %c5, %5 : i32 loc("o")
  return %1, %2, %3, %4, %6 : i32, i32, i32, i32, i32
}
