// math.fpowi verifies SameOperandsAndResultShape before the Elementwise
// traits (its own traits come first in ODS).

func.func @fpowi_shapes(%b : tensor<2xf16>, %p : tensor<3xi8>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %b, %p : tensor<2xf16>, tensor<3xi8>
  return
}

// -----

func.func @fpowi_scalar_power(%b : vector<2xf16>, %p : i8) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %b, %p : vector<2xf16>, i8
  return
}
