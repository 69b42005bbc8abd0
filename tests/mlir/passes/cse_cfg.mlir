// Multi-block regions: a block sees what its dominators define.
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %1, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %0 : i32
  %4 = arith.muli %a, %a : i32
  cf.br ^bb3(%4 : i32)
^bb3(%5: i32):
  %6 = arith.muli %a, %a : i32
  %7 = arith.muli %0, %0 : i32
  %8 = arith.addi %5, %6 : i32
  %9 = arith.addi %8, %7 : i32
  return %9 : i32
}

func.func @loop(%n: index, %m: memref<8xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %c0b = arith.constant 0 : index
  %lt = arith.cmpi slt, %i, %n : index
  %l1 = memref.load %m[%i] : memref<8xindex>
  cf.cond_br %lt, ^body, ^exit
^body:
  %c1b = arith.constant 1 : index
  %l2 = memref.load %m[%i] : memref<8xindex>
  %next = arith.addi %i, %c1b : index
  %next2 = arith.addi %l1, %l2 : index
  memref.store %next2, %m[%c0b] : memref<8xindex>
  cf.br ^head(%next : index)
^exit:
  %c1c = arith.constant 1 : index
  %r = arith.addi %i, %c1c : index
  return %r : index
^dead:
  %u1 = arith.addi %n, %n : index
  %u2 = arith.addi %n, %n : index
  %u3 = arith.addi %u1, %u2 : index
  cf.br ^exit
}

func.func @switch(%f: i32, %a: i64) -> i64 {
  %0 = arith.addi %a, %a : i64
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  %1 = arith.addi %a, %a : i64
  return %1 : i64
^bb2:
  %2 = arith.muli %a, %a : i64
  cf.br ^bb4(%2 : i64)
^bb3:
  %3 = arith.muli %a, %a : i64
  cf.br ^bb4(%3 : i64)
^bb4(%4: i64):
  %5 = arith.muli %a, %a : i64
  %6 = arith.addi %4, %5 : i64
  %7 = arith.addi %6, %0 : i64
  return %7 : i64
}
