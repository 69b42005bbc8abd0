// Aliases next to arith's flag attributes: the flags never get an alias,
// the affine maps and the dialect attribute holding one still do.
func.func @f(%a: i32, %v: vector<2xf32>, %t: tensor<2x?xf16>) {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  %1 = arith.mulf %v, %v fastmath<fast> : vector<2xf32>
  %2 = arith.negf %t : tensor<2x?xf16>
  "other.use"(%0) {map = affine_map<(d0) -> (d0 + 1)>, flags = #arith.fastmath<nnan>} : (i32) -> ()
  "other.use"(%1) {maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0, d1) -> (d1)>]} : (vector<2xf32>) -> ()
  return
}
