// scf.index_switch: constant cases and the region-branch patterns.

func.func @constant_case(%v: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a : i32
  }
  case 2 {
    %b = func.call @g(%v) : (i32) -> i32
    scf.yield %b : i32
  }
  default {
    scf.yield %v : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32
func.func private @g(i32) -> i32

// -----

func.func @constant_default(%v: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a : i32
  }
  default {
    %d = func.call @g(%v) : (i32) -> i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32
func.func private @g(i32) -> i32

// -----

func.func @negative_case(%m: memref<i32>, %v: i32) {
  %cm = arith.constant -3 : index
  scf.index_switch %cm
  case -3 {
    memref.store %v, %m[] : memref<i32>
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @dynamic(%i: index, %v: i32, %w: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a, %w : i32, i32
  }
  default {
    %d = func.call @f(%w) : (i32) -> i32
    scf.yield %d, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func private @f(i32) -> i32
