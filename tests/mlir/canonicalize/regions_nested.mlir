// Nested regions of unregistered operations (run with
// --allow-unregistered-dialect): their blocks are simplified too, their
// entry arguments stay, and unregistered operations are never dead.
func.func @nested_dce(%c: i1, %a: i32, %b: i32) {
  "foo.region"() ({
  ^bb0(%e: i32):
    %s = arith.select %c, %a, %b : i32
    cf.cond_br %c, ^bb1(%s, %a : i32, i32), ^bb2(%b : i32)
  ^bb1(%x: i32, %y: i32):
    "foo.use"(%y) : (i32) -> ()
    cf.br ^bb2(%x : i32)
  ^bb2(%z: i32):
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// An unregistered terminator's successors keep their arguments live...
// or not: only registered terminators count as terminators.
func.func @unregistered_terminator(%a: i32, %b: i32) {
  "foo.region"() ({
    "foo.br"(%a)[^bb1] : (i32) -> ()
  ^bb1(%x: i32):
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Identical blocks inside a nested region merge (aggressive); blocks
// holding regions do not.
func.func @nested_merge(%c: i1, %a: i32, %b: i32) {
  "foo.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  ^bb2:
    "foo.use"(%b) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.region"() ({
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
^bb2:
  "foo.region"() ({
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// An unregistered terminator as predecessor: arguments cannot be added
// to it, so blocks needing new arguments do not merge.
func.func @unregistered_pred(%a: i32, %b: i32) {
  "foo.region"() ({
    "foo.switch"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  ^bb2:
    "foo.use"(%b) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  "foo.region"() ({
    "foo.switch"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  ^bb2:
    "foo.use"(%a) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Redundant arguments of blocks reached from an unregistered terminator
// stay.
func.func @unregistered_redundant(%a: i32) {
  "foo.region"() ({
    "foo.br"(%a)[^bb1] : (i32) -> ()
  ^bb1(%x: i32):
    "foo.use"(%x) : (i32) -> ()
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}
