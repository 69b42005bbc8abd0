// Identical return blocks differing in an outside value: merged with a
// new argument (with region-simplify=aggressive).
func.func @merge_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

// -----

// Identical blocks with operations of their own.
func.func private @side(i32)

func.func @merge_bodies(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %s = arith.select %d, %x, %a : i32
  func.call @side(%s) : (i32) -> ()
  cf.br ^bb3
^bb2(%y: i32):
  %t = arith.select %d, %y, %b : i32
  func.call @side(%t) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// Operations in a different order do not merge.
func.func private @side(i32)

func.func @no_merge_order(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @side(%x) : (i32) -> ()
  func.call @side(%y) : (i32) -> ()
  cf.br ^bb3
^bb2(%p: i32, %q: i32):
  func.call @side(%q) : (i32) -> ()
  func.call @side(%p) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// Different successors: no merge; different attributes: no merge.
func.func private @side(i32)

func.func @no_merge_successors(%c: i1, %d: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @side(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  func.call @side(%a) : (i32) -> ()
  cf.br ^bb4
^bb3:
  func.call @side(%a) {tag} : (i32) -> ()
  return
^bb4:
  func.call @side(%a) : (i32) -> ()
  return
}

// -----

// A block whose value is used outside it does not merge.
func.func private @side(i32)

func.func @no_merge_used_outside(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.select %d, %a, %b : i32
  cf.br ^bb3
^bb2:
  %t = arith.select %d, %a, %b : i32
  cf.br ^bb3
^bb3:
  func.call @side(%a) : (i32) -> ()
  return
}

// -----

// Three identical blocks, the same outside value twice: the redundant
// new argument is pruned.
func.func private @side2(i32, i32)
func.func private @cond() -> i32

func.func @merge_three(%f: i32, %a: i32, %b: i32, %e: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  func.call @side2(%a, %a) : (i32, i32) -> ()
  return
^bb2:
  func.call @side2(%b, %b) : (i32, i32) -> ()
  return
^bb3:
  func.call @side2(%e, %a) : (i32, i32) -> ()
  return
}

// -----

// Merging, then arguments every predecessor passes the same value
// dropped.
func.func private @side2(i32, i32)

func.func @merge_then_drop(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @side2(%a, %b) : (i32, i32) -> ()
  return
^bb2:
  func.call @side2(%a, %a) : (i32, i32) -> ()
  return
}

// -----

// Redundant arguments of a loop header.
func.func private @cond() -> i1
func.func private @side2(i32, i32)

func.func @drop_redundant(%a: i32, %b: i32) {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @side2(%x, %y) : (i32, i32) -> ()
  %c = func.call @cond() : () -> i1
  cf.cond_br %c, ^bb1(%a, %y : i32, i32), ^bb2
^bb2:
  return
}

// -----

// Blocks ending in return with no operands at all, several groups.
func.func private @side(i32)

func.func @merge_groups(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4,
    4: ^bb5
  ]
^bb1:
  func.call @side(%a) : (i32) -> ()
  cf.br ^bb6
^bb2:
  return
^bb3:
  func.call @side(%b) : (i32) -> ()
  cf.br ^bb6
^bb4:
  return
^bb5:
  cf.br ^bb6
^bb6:
  func.call @side(%b) : (i32) -> ()
  return
}

// -----

// A terminator result cannot be passed to a merged block it precedes
// (no such terminators here: an outside value defined in a predecessor).
func.func private @side(i32)
func.func private @make() -> i32

func.func @merge_pred_value(%c: i1, %a: i32) {
  %v = func.call @make() : () -> i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @side(%v) : (i32) -> ()
  return
^bb2:
  func.call @side(%a) : (i32) -> ()
  return
}
