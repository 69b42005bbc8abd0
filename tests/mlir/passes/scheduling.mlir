// Pipelines nested on operations a pass cannot be scheduled on: the
// diagnostics are checked with --verify-diagnostics, each chunk on its own.
// Run with --pass-pipeline='builtin.module(func.func(arith.constant(print-op-stats)),mix.op(print-ir))'.

func.func @constant() -> i32 {
  // expected-error@+1 {{'arith.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'}}
  %c = arith.constant 7 : i32
  return %c : i32
}

// -----

// expected-error@+1 {{'mix.op' op trying to schedule a pass on an unregistered operation}}
"mix.op"() ({
  "mix.yield"() : () -> ()
}) : () -> ()

// -----

// Nothing to schedule on: the pipeline runs and the module is printed.
func.func @empty() {
  return
}

// -----

func.func @bad_ret() -> i32 {
  // expected-error@+1 {{this is not produced}}
  %c = arith.constant 1 : i32
  return %c : i32
}
