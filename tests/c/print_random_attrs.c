// Randomized printing with attributes and types that get aliases (affine
// maps, integer sets, distinct attributes, tuples of more than 16
// elements, memref layouts, tensor encodings, nested arrays and
// dictionaries, dense elements with elision). The generator and the
// printing driver are random_ir.h's.
#define RANDOM_IR_TYPES 10
#include "random_ir.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IntegerSet.h"

static MlirAttribute pool[12];

static MlirAttribute random_attr_depth(int depth) {
  static const char *strs[] = {"", "plain", "tab\there", "q\"uote", "back\\slash"};
  switch (depth > 1 ? rnd(5) : rnd(9)) {
  case 0:
    return mlirUnitAttrGet(ctx);
  case 1:
    return mlirIntegerAttrGet(types[rnd(3)], (int64_t)rnd(200) - 100);
  case 2:
    return mlirStringAttrGet(ctx, S(strs[rnd(5)]));
  case 3:
    return mlirTypeAttrGet(types[rnd(10)]);
  case 4:
    return pool[rnd(12)];
  case 5:
    return mlirLocationGetAttribute(random_loc(1));
  case 6: {
    MlirAttribute elems[3];
    intptr_t n = rnd(4);
    for (intptr_t i = 0; i < n; ++i)
      elems[i] = random_attr_depth(depth + 1);
    return mlirArrayAttrGet(ctx, n, elems);
  }
  case 7: {
    static const char *keys[] = {"k0", "k1", "k 2"};
    MlirNamedAttribute entries[3];
    intptr_t n = rnd(4);
    for (intptr_t i = 0; i < n; ++i)
      entries[i] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(keys[i])), random_attr_depth(depth + 1));
    return mlirDictionaryAttrGet(ctx, n, entries);
  }
  default:
    return mlirDisctinctAttrCreate(random_attr_depth(depth + 1));
  }
}

static MlirAttribute random_attr(void) { return random_attr_depth(0); }

static MlirAttribute random_map(unsigned k) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr e = mlirAffineAddExprGet(mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 1 + k % 3)),
                                          mlirAffineConstantExprGet(ctx, k));
  return mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 1, 0, 1, &e));
}

static void make_pools(void) {
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType elems[17];
  for (int i = 0; i < 17; ++i)
    elems[i] = i1;
  MlirType t17 = mlirTupleTypeGet(ctx, 17, elems);
  elems[0] = t17;
  MlirType t17b = mlirTupleTypeGet(ctx, 17, elems);
  int64_t shape[] = {4};
  types[4] = t17;
  types[5] = mlirTupleTypeGet(ctx, 1, &t17b);
  types[6] = mlirMemRefTypeGet(types[3], 1, shape, random_map(1), mlirAttributeGetNull());
  types[7] = mlirRankedTensorTypeGet(1, shape, types[0],
                                     mlirDisctinctAttrCreate(mlirIntegerAttrGet(types[0], 5)));
  types[8] = mlirVectorTypeGet(1, shape, types[3]);
  types[9] = mlirMemRefTypeGet(types[0], 1, shape, random_map(4), mlirAttributeGetNull());
  for (unsigned k = 0; k < 5; ++k)
    pool[k] = random_map(k);
  MlirAffineExpr c = mlirAffineAddExprGet(mlirAffineDimExprGet(ctx, 0), mlirAffineConstantExprGet(ctx, -2));
  bool eq = false;
  pool[5] = mlirIntegerSetAttrGet(mlirIntegerSetGet(ctx, 1, 0, 1, &c, &eq));
  pool[6] = mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx));
  pool[7] = mlirDisctinctAttrCreate(pool[2]);
  MlirType tensor = mlirRankedTensorTypeGet(1, shape, types[0], mlirAttributeGetNull());
  int32_t vals[] = {1, 2, 3, 4};
  pool[8] = mlirDenseElementsAttrInt32Get(tensor, 4, vals);
  pool[9] = mlirDenseElementsAttrSplatGet(tensor, mlirIntegerAttrGet(types[0], 9));
  pool[10] = mlirTypeAttrGet(types[5]);
  pool[11] = mlirArrayAttrGet(ctx, 3, pool + 3);
}

int main(void) { return run_random_prints("PRINT_RANDOM_ATTRS_SEED", 256, make_pools); }
