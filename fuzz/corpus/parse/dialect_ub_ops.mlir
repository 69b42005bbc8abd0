// The ub dialect in its custom form: ub.poison of several types (the
// default value is left out, also when written), with and without
// discardable attributes, the #ub.poison attribute on other ops, and
// ub.unreachable ending blocks.

func.func @poisons() -> (i32, f64, index) {
  %a = ub.poison : i32
  %b = ub.poison <#ub.poison> : f64
  %c = ub.poison {tag = "x"} : index
  %v = ub.poison : vector<4xf32>
  %t = ub.poison : tensor<?x2xi8>
  %m = ub.poison : memref<2xf16>
  %cx = ub.poison : complex<f32>
  %u = ub.poison : !other.thing
  "test.use"(%v, %t, %m, %cx, %u) {p = #ub.poison, q = [#ub.poison, 1]} : (vector<4xf32>, tensor<?x2xi8>, memref<2xf16>, complex<f32>, !other.thing) -> ()
  return %a, %b, %c : i32, f64, index
}

func.func @unreachable(%flag: i1) {
  "test.branch"(%flag)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {reason = "never"}
}

"test.region"() ({
  %p = ub.poison : i1
  "test.use"(%p) : (i1) -> ()
  ub.unreachable
}) : () -> ()
