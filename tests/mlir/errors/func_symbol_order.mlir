// Which symbol-use failure a module reports first: upstream's worklist
// order (the last function's body first; regions of one op last first).
func.func @a() {
  func.call @nope1() : () -> ()
  return
}
func.func @b() {
  func.call @nope2() : () -> ()
  return
}
// -----
"foo.two"() ({
  func.call @x1() : () -> ()
  "foo.end"() : () -> ()
}, {
  func.call @x2() : () -> ()
  "foo.end"() : () -> ()
}) : () -> ()
// -----
func.func @f() {
  %0 = func.constant @f : () -> ()
  %1 = func.constant @g : () -> ()
  return
}
