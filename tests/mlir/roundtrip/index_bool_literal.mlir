// A bool attribute in a declarative format is parsed as an `i1` attribute:
// integer literals 0, 1 and -1 are accepted and printed as `false`/`true`.
func.func @bool_literals() -> (i1, i1, i1, i1) {
  %t = index.bool.constant 1
  %f = index.bool.constant 0
  %m = index.bool.constant -1
  %h = index.bool.constant 0x0
  return %t, %f, %m, %h : i1, i1, i1, i1
}
