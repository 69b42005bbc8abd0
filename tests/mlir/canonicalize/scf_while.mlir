// scf.while: its patterns and the region-branch patterns.

func.func @condition_truth(%v: i32) -> i32 {
  %r:2 = scf.while (%a = %v) : (i32) -> (i1, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %c, %a : i1, i32
  } do {
  ^bb0(%b: i1, %x: i32):
    %n = func.call @step(%b, %x) : (i1, i32) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}
func.func private @cond(i32) -> i1
func.func private @step(i1, i32) -> i32

// -----

func.func @cmp_cond(%v: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %v) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %same = arith.cmpi slt, %x, %lim : i32
    %inv = arith.cmpi sge, %x, %lim : i32
    %other = arith.cmpi sle, %x, %lim : i32
    %n = func.call @step3(%same, %inv, %other, %x) : (i1, i1, i1, i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @step3(i1, i1, i1, i32) -> i32

// -----

func.func @align(%v: i32, %w: i64) -> (i64, i32) {
  %r:2 = scf.while (%a = %v, %b = %w) : (i32, i64) -> (i64, i32) {
    %c = func.call @cond2(%a, %b) : (i32, i64) -> i1
    scf.condition(%c) %b, %a : i64, i32
  } do {
  ^bb0(%x: i64, %y: i32):
    %n:2 = func.call @step2(%y, %x) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}
func.func private @cond2(i32, i64) -> i1
func.func private @step2(i32, i64) -> (i32, i64)

// -----

func.func @invariant_arg(%v: i32, %inv: i32) -> i32 {
  %r = scf.while (%a = %v, %b = %inv) : (i32, i32) -> i32 {
    %c = func.call @cond2(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = func.call @f(%x) : (i32) -> i32
    scf.yield %n, %inv : i32, i32
  }
  return %r : i32
}
func.func private @cond2(i32, i32) -> i1
func.func private @f(i32) -> i32

// -----

func.func @invariant_result(%v: i32, %out: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %v) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a, %out : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @g(%x, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func private @cond(i32) -> i1
func.func private @g(i32, i32) -> i32

// -----

func.func @unused_result(%v: i32) -> i32 {
  %r:2 = scf.while (%a = %v) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = func.call @f(%a) : (i32) -> i32
    scf.condition(%c) %a, %d : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @f(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}
func.func private @cond(i32) -> i1
func.func private @f(i32) -> i32

// -----

func.func @duplicated_results(%v: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %v) : (i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = func.call @f(%a) : (i32) -> i32
    scf.condition(%c) %d, %d : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = func.call @g(%x, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func private @cond(i32) -> i1
func.func private @f(i32) -> i32
func.func private @g(i32, i32) -> i32

// -----

func.func @unused_arg(%v: i32, %w: i32) -> i32 {
  %r = scf.while (%a = %v, %b = %w) : (i32, i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = func.call @f(%x) : (i32) -> i32
    %k = func.call @f(%n) : (i32) -> i32
    scf.yield %n, %k : i32, i32
  }
  return %r : i32
}
func.func private @cond(i32) -> i1
func.func private @f(i32) -> i32

// -----

func.func @move_if_down(%v: i32, %m: memref<i32>) -> i32 {
  %r = scf.while (%a = %v) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    %d = func.call @f(%a) : (i32) -> i32
    %x = scf.if %c -> i32 {
      memref.store %d, %m[] : memref<i32>
      %e = func.call @f(%d) : (i32) -> i32
      scf.yield %e : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = func.call @f(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @cond(i32) -> i1
func.func private @f(i32) -> i32

// -----

func.func @if_not_on_condition(%v: i32, %p: i1) -> i32 {
  %r = scf.while (%a = %v) : (i32) -> i32 {
    %c = func.call @cond(%a) : (i32) -> i1
    %x = scf.if %p -> i32 {
      %e = func.call @f(%a) : (i32) -> i32
      scf.yield %e : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func private @cond(i32) -> i1
func.func private @f(i32) -> i32
