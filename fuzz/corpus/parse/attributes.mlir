"foo.attrs"() {
  u = unit, b1 = true, b2 = false,
  i1 = 42, i2 = -7 : i8, i3 = 255 : ui8, i4 = 0x10 : i16, i5 = 5 : index, i6 = -128 : i8,
  i7 = 18446744073709551615 : ui64, i8 = 170141183460469231731687303715884105727 : i128,
  f1 = 1.5, f2 = -2.25 : f32, f3 = 0x7FC00000 : f32, f4 = 1.0e10 : f64, f5 = 0.1 : f32,
  s1 = "text", s2 = "with \"quotes\" and \\ and \0A", s3 = "typed" : i32,
  a1 = [], a2 = [1, "two", [3.0]], d1 = {}, d2 = {z = 1, a = 2, "quoted key" = 3},
  t1 = i32, t2 = (i1) -> f32,
  sym1 = @foo, sym2 = @foo::@bar::@baz, sym3 = @"quoted sym",
  o1 = #foo<"x">, o2 = #foo.bar<[1, 2]> : i32,
  l1 = loc(unknown), l2 = loc("f.mlir":3:4), l3 = loc("name"), l4 = loc("n"("f":1:1)),
  l5 = loc(callsite("a":1:2 at "b":3:4)), l6 = loc(fused["a":1:1, "b":2:2]),
  l7 = loc(fused<"meta">["x":1:1])
} : () -> ()
