// Constant conditions.
func.func private @use(i32)

func.func @cond_true(%a: i32, %b: i32) {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
}

func.func @cond_false(%a: i32, %b: i32) {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Weights are dropped when a branch is rebuilt, kept otherwise.
func.func private @use(i32)

func.func @cond_weights(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c weights([3, 7]), ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
}

func.func @cond_weights_pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c weights([3, 7]), ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
^bb3(%z: i32):
  func.call @use(%z) : (i32) -> ()
  return
}

// -----

// Pass-through successors, one or both.
func.func private @use(i32)

func.func @cond_pass_through(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  cf.br ^bb4
^bb3(%p: i32, %q: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb4:
  func.call @use(%a) : (i32) -> ()
  return
^bb5:
  return
}

// -----

// Identical successors with identical operands.
func.func private @use(i32)

func.func @cond_same_dest_same_operands(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Identical successors with different operands: selects when the block
// is the only predecessor.
func.func private @use(i32)
func.func private @use64(i64)

func.func @cond_same_dest_selects(%c: i1, %a: i32, %b: i32, %e: i64) {
  cf.cond_br %c, ^bb1(%a, %e, %b : i32, i64, i32), ^bb1(%b, %e, %a : i32, i64, i32)
^bb1(%x: i32, %y: i64, %z: i32):
  func.call @use(%x) : (i32) -> ()
  func.call @use64(%y) : (i64) -> ()
  func.call @use(%z) : (i32) -> ()
  return
}

// -----

// ... but not when the block has another predecessor.
func.func private @use(i32)

func.func @cond_same_dest_other_pred(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %d, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// A branch on the condition its only predecessor branched on.
func.func private @use(i32)

func.func @cond_same_condition(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb4(%b : i32)
^bb2:
  func.call @use(%b) : (i32) -> ()
  cf.cond_br %c, ^bb3(%b : i32), ^bb4(%a : i32)
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4(%y: i32):
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Truth propagation into single-predecessor successors.
func.func private @flag(i1)
func.func private @use(i32)

func.func @cond_truth(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @flag(%c) : (i1) -> ()
  func.call @flag(%c) : (i1) -> ()
  return
^bb2:
  func.call @flag(%c) : (i1) -> ()
  return
}

func.func @cond_truth_shared(%c: i1, %d: i1, %a: i32) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  func.call @flag(%c) : (i1) -> ()
  func.call @use(%a) : (i32) -> ()
  return
^bb3:
  func.call @flag(%c) : (i1) -> ()
  return
}

// -----

// Poison is not a constant integer: nothing to decide.
func.func private @use(i32)

func.func @cond_poison(%a: i32, %b: i32) {
  %p = ub.poison : i1
  cf.assert %p, "poison"
  cf.cond_br %p, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// A constant condition with weights: the branch drops them.
func.func private @use(i32)

func.func @cond_true_weights(%a: i32, %b: i32) {
  %t = arith.constant true
  cf.cond_br %t weights([1, 0]), ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Pass-through blocks whose branch uses one argument twice, and a
// chain of pass-through blocks into a loop (not collapsed).
func.func private @use(i32)

func.func @cond_pass_through_twice(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%q) : (i32) -> ()
  return
}

func.func @cond_pass_through_cycle(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb2
^bb4:
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb1
}

func.func @switch_pass_through_cycle(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb2
  ]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
