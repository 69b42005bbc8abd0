// scf.if inputs whose expected output needs arith folding (select of
// constants).

func.func @yield_condition(%c: i1, %x: i32) -> (i1, i1, i32) {
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %t = arith.constant true
    %f = arith.constant false
    %a = arith.addi %x, %x : i32
    scf.yield %t, %f, %a : i1, i1, i32
  } else {
    %t = arith.constant true
    %f = arith.constant false
    %m = arith.muli %x, %x : i32
    scf.yield %f, %t, %m : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}
