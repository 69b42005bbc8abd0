// cf.assert: erased on a constant true, kept otherwise.
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "always holds"
  return
}

// -----

func.func @assert_false_and_unknown(%c: i1) {
  %f = arith.constant false
  cf.assert %f, "never holds"
  cf.assert %c, "maybe"
  return
}

// -----

// cf.br to a block with one predecessor: the blocks merge.
func.func private @use(i32)

func.func @br_single_pred(%a: i32, %b: i32) {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  func.call @use(%x) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// A chain of single-predecessor blocks.
func.func private @use(i32)

func.func @br_chain(%a: i32) {
  cf.br ^bb1
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// Pass-through blocks are skipped; arguments are remapped.
func.func private @use(i32)

func.func @br_pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2(%x, %a : i32, i32)
^bb2(%p: i32, %q: i32):
  cf.br ^bb4(%q, %p : i32, i32)
^bb3(%z: i32):
  cf.br ^bb4(%z, %z : i32, i32)
^bb4(%m: i32, %n: i32):
  func.call @use(%m) : (i32) -> ()
  func.call @use(%n) : (i32) -> ()
  return
}

// -----

// A pass-through block whose argument is used elsewhere stays.
func.func private @use(i32)

func.func @br_pass_through_arg_used(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%w: i32):
  func.call @use(%w) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb1(%w : i32)
}

// -----

// Infinite loops are not collapsed.
func.func @br_self_loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// -----

func.func private @use(i32)

func.func @br_two_block_loop(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  cf.br ^bb1(%x : i32)
}

// -----

// A branch to its own block (the block has other predecessors).
func.func private @use(i32)

func.func @br_to_own_block(%c: i1, %a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  cf.br ^bb1(%x : i32)
}
