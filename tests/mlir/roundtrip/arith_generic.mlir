// arith operations written in the generic form: explicit default
// properties, enum attributes as integers, and attributes of the dialect's
// own kinds.
func.func @g(%a: i64, %b: i64, %f: f16, %c: i1, %v: vector<3xf16>) {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
  %1 = "arith.muli"(%a, %b) {overflowFlags = #arith.overflow<nuw, nsw>} : (i64, i64) -> i64
  %2 = "arith.subf"(%f, %f) <{fastmath = #arith.fastmath<nsz,arcp>}> : (f16, f16) -> f16
  %3 = "arith.cmpi"(%a, %b) <{predicate = 7 : i64}> : (i64, i64) -> i1
  %4 = "arith.cmpf"(%f, %f) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f16, f16) -> i1
  %5 = "arith.select"(%c, %a, %b) : (i1, i64, i64) -> i64
  %6 = "arith.constant"() <{value = 7 : i64}> : () -> i64
  %7 = "arith.constant"() {value = -2.5 : f16} : () -> f16
  %8 = "arith.truncf"(%v) <{roundingmode = 3 : i32}> : (vector<3xf16>) -> vector<3xf8E4M3FN>
  %9 = "arith.shrsi"(%a, %b) <{isExact}> : (i64, i64) -> i64
  %10 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i1
  %11:2 = "arith.mulsi_extended"(%a, %b) : (i64, i64) -> (i64, i64)
  %12 = "arith.extf"(%f) {fastmath = #arith.fastmath<fast>} : (f16) -> f64
  "t.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11#1, %12) {flags = #arith.fastmath<contract>, of = #arith.overflow<nuw>} : (i64, i64, f16, i1, i1, i64, i64, f16, vector<3xf8E4M3FN>, i64, i1, i64, f64) -> ()
  return
}
