// Randomized printing (see random_ir.h) with the simple attributes and
// types: integers, strings, type and location attributes.
#define RANDOM_IR_TYPES 4
#include "random_ir.h"

static MlirAttribute random_attr(void) {
  static const char *strs[] = {"", "plain", "tab\there", "q\"uote", "back\\slash"};
  switch (rnd(6)) {
  case 0:
    return mlirUnitAttrGet(ctx);
  case 1:
    return mlirIntegerAttrGet(types[rnd(3)], (int64_t)rnd(200) - 100);
  case 2:
    return mlirStringAttrGet(ctx, S(strs[rnd(5)]));
  case 3:
    return mlirTypeAttrGet(types[rnd(4)]);
  case 4:
    return mlirLocationGetAttribute(random_loc(1));
  default:
    return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), rnd(2));
  }
}

int main(void) { return run_random_prints("PRINT_RANDOM_SEED", 128, NULL); }
