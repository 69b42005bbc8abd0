// The module's body is a graph region: uses already visited keep their
// value.
"foo.user"(%1, %2) : (i32, i32) -> ()
%0 = arith.constant 5 : i32
%1 = arith.constant 5 : i32
%2 = arith.addi %0, %1 : i32
%3 = arith.addi %1, %0 : i32
%4 = arith.constant 6 : i32 loc(unknown)
%5 = arith.constant 6 : i32 loc("g.mlir":1:1)
"foo.user"(%3, %4, %5) : (i32, i32, i32) -> ()
func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %z = arith.addi %x, %y : i32
  return %z : i32
}
%6 = arith.muli %8, %8 : i32
%7 = arith.constant 9 : i32
%8 = arith.constant 9 : i32 loc("kept.mlir":3:3)
%9 = arith.muli %8, %7 : i32
"foo.user"(%6, %9) : (i32, i32) -> ()
