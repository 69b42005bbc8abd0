// Unregistered operations (one holding a region), names without a dialect
// prefix and with more than one dot, a nested module and a private symbol.
module {
  "mix.outer"() ({
    %0 = "mix.inner"() : () -> i64
    "mix.use"(%0) : (i64) -> ()
  }) : () -> ()
  "solo"() : () -> ()
  "a.b.c"() : () -> ()
  module @inner {
    func.func private @decl(i1) -> i1
  }
  func.func @f(%c: i1) -> i1 {
    %k = arith.constant true
    %r = arith.xori %c, %k : i1
    return %r : i1
  }
}
