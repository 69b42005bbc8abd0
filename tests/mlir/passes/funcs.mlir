// Two functions with a little arithmetic, for pipelines on the module and
// nested on func.func.
func.func @square_sum(%x: i32, %y: i32) -> i32 {
  %xx = arith.muli %x, %x : i32
  %yy = arith.muli %y, %y : i32
  %s = arith.addi %xx, %yy : i32
  return %s : i32
}

func.func @ident(%v: f32) -> f32 {
  return %v : f32
}
