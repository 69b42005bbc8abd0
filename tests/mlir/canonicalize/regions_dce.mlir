// A block argument that nothing live uses is erased with the operands
// passed to it; entry block arguments stay.
func.func @dead_argument(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  return %x : i32
^bb2(%p: i32, %q: i32):
  return %q : i32
}

// -----

// A value carried around a loop but never used is dead, cycle and all.
func.func private @cond() -> i1

func.func @dead_loop_carried(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%i: i32, %dead: i32):
  %c = func.call @cond() : () -> i1
  %s = arith.select %c, %dead, %i : i32
  cf.cond_br %c, ^bb1(%i, %s : i32, i32), ^bb2
^bb2:
  return %i : i32
}

// -----

// A loop-carried value used after the loop stays.
func.func private @cond() -> i1

func.func @live_loop_carried(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%i: i32, %v: i32):
  %c = func.call @cond() : () -> i1
  %s = arith.select %c, %v, %i : i32
  cf.cond_br %c, ^bb1(%i, %s : i32, i32), ^bb2
^bb2:
  return %v : i32
}

// -----

// Dead pure operations in several blocks go; calls stay.
func.func private @side(i32)

func.func @dead_ops_across_blocks(%c: i1, %d: i1, %a: i32, %b: i32) {
  %s = arith.select %d, %a, %b : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb1(%x: i32):
  %t = arith.select %d, %x, %a : i32
  func.call @side(%a) : (i32) -> ()
  cf.br ^bb3(%t : i32)
^bb2:
  %u = arith.select %d, %b, %a : i32
  cf.br ^bb3(%u : i32)
^bb3(%z: i32):
  return
}

// -----

// A cond_br's two edges to the same block with dead arguments.
func.func private @side(i32)

func.func @dead_argument_same_block(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %d, ^bb1, ^bb3
^bb1:
  cf.cond_br %c, ^bb2(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb2(%x: i32, %y: i32):
  func.call @side(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// Switch operands of dead arguments are removed case by case.
func.func private @side(i32)

func.func @dead_switch_arguments(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb2(%b, %a : i32, i32),
    2: ^bb3(%a : i32),
    3: ^bb1(%b, %b : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  func.call @side(%y) : (i32) -> ()
  return
^bb2(%p: i32, %q: i32):
  func.call @side(%p) : (i32) -> ()
  func.call @side(%q) : (i32) -> ()
  return
^bb3(%r: i32):
  return
}

// -----

// Single-block functions: dead code only.
func.func @single_block(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %b : i32
  return %a : i32
}

// -----

// Unreachable blocks go before anything else.
func.func private @side(i32)

func.func @unreachable(%a: i32) {
  func.call @side(%a) : (i32) -> ()
  return
^bb1(%x: i32):
  func.call @side(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb1(%y : i32)
}
