// scf.execute_region: single-block and multi-block inlining.

func.func @single(%v: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @no_inline(%v: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @multi_in_loop(%c: i1, %v: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %v : i32
    ^bb2:
      %b = func.call @f(%v) : (i32) -> i32
      scf.yield %b : i32
    }
    func.call @use(%r) : (i32) -> ()
  }
  return
}
func.func private @f(i32) -> i32
func.func private @use(i32)

// -----

func.func @multi_no_inline(%c: i1, %v: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %v : i32
  ^bb2:
    %b = func.call @f(%v) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func private @f(i32) -> i32

// -----

func.func @unused_results(%v: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %a = func.call @f(%v) : (i32) -> i32
    scf.yield %a, %v : i32, i32
  }
  return %r#1 : i32
}
func.func private @f(i32) -> i32
