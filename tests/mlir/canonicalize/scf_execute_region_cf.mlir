// scf.execute_region inlining followed by cf's canonicalization patterns
// and block merging.

func.func @multi(%c: i1, %v: i32) -> i32 {
  %x = func.call @f(%v) : (i32) -> i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = func.call @f(%x) : (i32) -> i32
    scf.yield %a : i32
  ^bb2:
    %b = func.call @f(%v) : (i32) -> i32
    cf.br ^bb3(%b : i32)
  ^bb3(%z: i32):
    scf.yield %z : i32
  }
  %y = func.call @f(%r) : (i32) -> i32
  return %y : i32
}
func.func private @f(i32) -> i32
