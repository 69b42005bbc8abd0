// Constant uniquing and hoisting, commutative operands moved, dead code.
func.func @uniquing(%x: i32, %y: i64) -> (i32, i32, i64) {
  %a = arith.constant 7 : i32
  %0 = arith.muli %a, %x : i32
  %b = arith.constant 7 : i32
  %dead = arith.addi %x, %b : i32
  %c = arith.constant 7 : i64
  %1 = arith.addi %c, %y : i64
  %2 = arith.addi %b, %0 : i32
  return %0, %2, %1 : i32, i32, i64
}

// -----

func.func @nested(%x: i32, %p: i1) -> i32 {
  %0 = scf.if %p -> i32 {
    %c = arith.constant 3 : i32
    %s = arith.subi %c, %x : i32
    scf.yield %s : i32
  } else {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  %u = arith.constant 3 : i32
  %r = arith.xori %u, %0 : i32
  return %r : i32
}

// -----

func.func @call_indirect(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @callee(i32) -> i32

// -----

func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %c = arith.constant 1 : i32
  cf.br ^bb2(%c : i32)
^bb2(%a: i32):
  return %a : i32
}
