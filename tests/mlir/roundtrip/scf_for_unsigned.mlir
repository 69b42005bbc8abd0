// scf.for with unsigned comparison of its bounds (`unsignedCmp`), written
// with the `unsigned` keyword, alone and with iteration arguments,
// discardable attributes and an index-typed loop.
func.func @unsigned_loops(%lo: i16, %hi: i16, %n: index, %seed: f64) -> f64 {
  scf.for unsigned %i = %lo to %hi step %lo : i16 {
    "other.use"(%i) : (i16) -> ()
  }
  %sum = scf.for unsigned %j = %n to %n step %n iter_args(%acc = %seed) -> (f64) {
    %twice = arith.addf %acc, %acc : f64
    scf.yield %twice : f64
  } {tag = "u"}
  %gen = "scf.for"(%lo, %hi, %lo, %seed) <{unsignedCmp}> ({
  ^bb0(%k: i16, %a: f64):
    scf.yield %a : f64
  }) : (i16, i16, i16, f64) -> f64
  return %sum : f64
}
