// valgrind
// MlirOperationState arrays the caller allocated with malloc and put in
// the state itself: the Add functions grow them (upstream reallocs them)
// and mlirOperationCreate releases them. Also run under valgrind's
// memcheck, which reports any read outside the caller's blocks.
#include <stdlib.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType f32 = mlirF32TypeGet(ctx);

  // A producer of two values, its results array filled by hand.
  MlirOperationState ps = mlirOperationStateGet(S("t.producer"), loc);
  ps.results = malloc(sizeof(MlirType));
  ps.results[0] = i32;
  ps.nResults = 1;
  mlirOperationStateAddResults(&ps, 1, &f32);
  MlirOperation producer = mlirOperationCreate(&ps);

  for (int round = 0; round < 3; ++round) {
    MlirOperationState st = mlirOperationStateGet(S("t.consumer"), loc);
    // Every array starts as the caller's own block of exactly one element.
    st.operands = malloc(sizeof(MlirValue));
    st.operands[0] = mlirOperationGetResult(producer, 0);
    st.nOperands = 1;
    st.attributes = malloc(sizeof(MlirNamedAttribute));
    st.attributes[0] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("first")), mlirIntegerAttrGet(i32, round));
    st.nAttributes = 1;
    st.regions = malloc(sizeof(MlirRegion));
    st.regions[0] = mlirRegionCreate();
    st.nRegions = 1;
    st.results = malloc(sizeof(MlirType));
    st.results[0] = f32;
    st.nResults = 1;
    // Grow each past its block, several times.
    for (int k = 0; k < 5 + round * 7; ++k) {
      MlirValue v = mlirOperationGetResult(producer, k % 2);
      mlirOperationStateAddOperands(&st, 1, &v);
      mlirOperationStateAddResults(&st, 1, &i32);
      char name[16];
      snprintf(name, sizeof name, "a%d", k);
      MlirNamedAttribute a = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), mlirIntegerAttrGet(i32, k));
      mlirOperationStateAddAttributes(&st, 1, &a);
    }
    MlirRegion extra = mlirRegionCreate();
    mlirOperationStateAddOwnedRegions(&st, 1, &extra);
    MlirOperation op = mlirOperationCreate(&st);
    printf("operands %d results %d regions %d attributes %d\n", (int)mlirOperationGetNumOperands(op),
           (int)mlirOperationGetNumResults(op), (int)mlirOperationGetNumRegions(op),
           (int)mlirOperationGetNumAttributes(op));
    print_op_generic(op);
    mlirOperationDestroy(op);
  }

  // A state whose caller-allocated arrays go straight to create.
  MlirOperationState direct = mlirOperationStateGet(S("t.direct"), loc);
  direct.results = malloc(2 * sizeof(MlirType));
  direct.results[0] = i32;
  direct.results[1] = i32;
  direct.nResults = 2;
  MlirOperation d = mlirOperationCreate(&direct);
  print_op_generic(d);
  mlirOperationDestroy(d);

  mlirOperationDestroy(producer);
  mlirContextDestroy(ctx);
  return 0;
}
