// Pipeline errors are reported at an unknown location, once per chunk; run
// with --split-input-file --verify-diagnostics and a bad pipeline.

// expected-error@unknown {{does not refer to a registered pass or pass pipeline}}
func.func @a() {
  return
}

// -----

// expected-error@unknown {{does not refer to a registered pass}}
func.func @b() {
  return
}
