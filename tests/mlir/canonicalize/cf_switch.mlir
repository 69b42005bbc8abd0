// A switch with only a default is a branch.
func.func private @use(i32)

func.func @switch_only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}

// -----

// Cases going where the default goes (same operands) are dropped; cases
// with other operands stay.
func.func private @use(i32)

func.func @switch_drop_default_cases(%f: i8, %a: i32, %b: i32) {
  cf.switch %f : i8, [
    default: ^bb1(%a : i32),
    -1: ^bb1(%a : i32),
    5: ^bb2(%a : i32),
    7: ^bb1(%b : i32),
    9: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Every case matches the default.
func.func private @use(i32)

func.func @switch_all_cases_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  return
}

// -----

// A switch on a constant: the matching case, or the default.
func.func private @use(i32)

func.func @switch_const_case(%a: i32, %b: i32, %c: i32) {
  %k = arith.constant 42 : i32
  cf.switch %k : i32, [
    default: ^bb1(%a : i32),
    41: ^bb2(%b : i32),
    42: ^bb3(%c : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
^bb3(%z: i32):
  func.call @use(%z) : (i32) -> ()
  func.call @use(%z) : (i32) -> ()
  func.call @use(%z) : (i32) -> ()
  return
}

func.func @switch_const_default(%a: i32, %b: i32) {
  %k = arith.constant -3 : i16
  cf.switch %k : i16, [
    default: ^bb1(%a : i32),
    3: ^bb2(%b : i32),
    65533: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Pass-through destinations, default and cases.
func.func private @use(i32)

func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    10: ^bb2,
    20: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2:
  cf.br ^bb5(%a, %b : i32, i32)
^bb3(%z: i32):
  func.call @use(%z) : (i32) -> ()
  return
^bb4(%p: i32):
  func.call @use(%p) : (i32) -> ()
  func.call @use(%p) : (i32) -> ()
  return
^bb5(%m: i32, %n: i32):
  func.call @use(%n) : (i32) -> ()
  func.call @use(%m) : (i32) -> ()
  return
}

// -----

// A switch reached through a case of a switch on the same flag.
func.func private @use(i32)

func.func @switch_after_case(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb2,
    5: ^bb3
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  return
^bb2:
  func.call @use(%b) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4(%a : i32),
    4: ^bb5(%b : i32)
  ]
^bb3:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4(%b : i32),
    4: ^bb5(%a : i32)
  ]
^bb4(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb5(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// A switch reached through the default of a switch on the same flag.
func.func private @use(i32)

func.func @switch_after_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb2,
    5: ^bb2
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3(%a : i32),
    4: ^bb4(%b : i32),
    6: ^bb4(%a : i32),
    5: ^bb3(%b : i32)
  ]
^bb2:
  func.call @use(%b) : (i32) -> ()
  return
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Different flags: nothing to learn.
func.func private @use(i32)

func.func @switch_other_flag(%f: i32, %g: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb2
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  return
^bb2:
  func.call @use(%b) : (i32) -> ()
  cf.switch %g : i32, [
    default: ^bb3(%a : i32),
    4: ^bb4(%b : i32)
  ]
^bb3(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb4(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Wide flag types: case values are read as 64-bit integers and
// zero-extended (-1 is not all ones at i128).
func.func private @use(i32)

func.func @switch_wide(%a: i32, %b: i32) {
  %k = arith.constant -1 : i128
  cf.switch %k : i128, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    -1: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

func.func @switch_wide_match(%a: i32, %b: i32) {
  %k = arith.constant 18446744073709551615 : i128
  cf.switch %k : i128, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    -1: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}

// -----

// Narrow flags: -1 at i8 is 255.
func.func private @use(i32)

func.func @switch_i8(%a: i32, %b: i32) {
  %k = arith.constant 255 : i8
  cf.switch %k : i8, [
    default: ^bb1(%a : i32),
    -1: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  func.call @use(%y) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  return
}
