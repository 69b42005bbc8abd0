// Printing of parsed affine expressions (negations, subtractions,
// semi-affine products and divisions, folded constants) with their kind
// queries and operands; integer sets and maps parsed, printed and queried.
#include "diag_print.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/IntegerSet.h"
static MlirContext ctx;
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *ex[] = {"d0 - d1 * 2", "-d0", "-(d0 floordiv 2)", "-(d0 mod 3)", "d0 * -1 + d1 * -3 - 4", "(d0 + d1) floordiv (s0 * 2)", "d0 * s0", "s0 * d0", "(d0 * s0) * s1", "d0 * (s0 * s1)",
    "d0 floordiv s0 * 2", "(d0 + 1) * (s0 + 2)", "d0 mod -3", "d0 floordiv -3", "d0 ceildiv -3", "-(d0 * s0)", "d0 - (d1 mod 2)", "d0 - (d1 floordiv 2) * 3", "d0 - (d1 * s0)", "d0 + (-d1) * s0",
    "-(-d0)", "- -d0", "d0 - -3", "3 - d0", "(d0 mod 4) * 4 + d0 floordiv 4 * 16", "(d0 floordiv 4) * 4 + d0 mod 4", "d0 * 2 - d0 * 2", "d0 floordiv 1", "d0 mod 1", "(d0 + s0) mod s0", "(d0 * 3 + 6) floordiv 3", "(d0 * 3 + 5) ceildiv 3", "((d0 * 4) mod 8) floordiv 4",
    "d0 + d0 + d0", "d1 + d0", "s0 + d0", "1 + d0 + s0 + d1", "((d0 floordiv 2) floordiv 3) floordiv 5", "(d0 mod 6) mod 3", "(d0 mod 3) mod 6", "d0 * 0", "d0 * 1", "0 - d0", "d0 - d0", "(d0 + d1) * 2 - d1 * 2",
    "-9223372036854775807", "9223372036854775807", "d0 * 9223372036854775807", "s0 floordiv s1", "(s0 * d0) mod 2", "2 * (d0 + 1)", "(d0 - 1) floordiv 2", "-(d0 - 1)", "-(d0 + s0) * 2", "d0 - s0 * d1"};
  for (unsigned i = 0; i < sizeof(ex)/sizeof(*ex); ++i) {
    char buf[256];
    snprintf(buf, sizeof buf, "affine_map<(d0, d1)[s0, s1] -> (%s)>", ex[i]);
    MlirAttribute a = mlirAttributeParseGet(ctx, S(buf));
    printf("%s => ", ex[i]);
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    MlirAffineMap m = mlirAffineMapAttrGetValue(a);
    MlirAffineExpr e = mlirAffineMapGetResult(m, 0);
    mlirAffineExprPrint(e, print_cb, NULL);
    printf("  [add=%d mul=%d mod=%d fd=%d cd=%d bin=%d const=%d dim=%d sym=%d]\n", mlirAffineExprIsAAdd(e), mlirAffineExprIsAMul(e), mlirAffineExprIsAMod(e), mlirAffineExprIsAFloorDiv(e), mlirAffineExprIsACeilDiv(e), mlirAffineExprIsABinary(e), mlirAffineExprIsAConstant(e), mlirAffineExprIsADim(e), mlirAffineExprIsASymbol(e));
    if (mlirAffineExprIsABinary(e)) { printf("   lhs "); mlirAffineExprPrint(mlirAffineBinaryOpExprGetLHS(e), print_cb, NULL); printf(" rhs "); mlirAffineExprPrint(mlirAffineBinaryOpExprGetRHS(e), print_cb, NULL); printf("\n"); }
  }
  const char *sets[] = {"affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>", "affine_set<(d0)[s0] : (d0 - s0 == 0)>", "affine_set<(d0) : (d0 * 2 == 0, 1 >= 0)>", "affine_set<(d0) : (d0 >= 1)>", "affine_set<(d0) : (d0 <= 1)>", "affine_set<(d0) : (0 == 0)>", "affine_set<(d0) : (1 == 0)>", "affine_set<(d0) : (-1 >= 0)>", "affine_set<(d0)[s0] : (d0 mod 2 == 0, d0 floordiv s0 >= 0)>", "affine_set<(d0) : (d0 == d0)>", "affine_set<(d0, d1) : (d0 - d1 >= 0)>", "affine_set<(d0) : (d0 * d0 >= 0)>"};
  for (unsigned i = 0; i < sizeof(sets)/sizeof(*sets); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(sets[i]));
    printf("%s => ", sets[i]);
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    print_attr(a);
    MlirIntegerSet s = mlirIntegerSetAttrGetValue(a);
    printf("  empty=%d\n", mlirIntegerSetIsCanonicalEmpty(s));
  }
  const char *maps[] = {"affine_map<(d0, d1) -> (d0 + d1, d0 - d1)>", "affine_map<()[s0] -> (s0)>", "affine_map<(d0)[s0, s1] -> ()>", "affine_map<(i, j)[N] -> (i + N, j)>", "affine_map<(d0) -> (d0, d0)>", "affine_map<(d0, d1) -> (d1)>", "affine_map<(d0, d1, d2) -> (d2, 0)>", "affine_map<(d0, d1) -> (0, d1)>"};
  for (unsigned i = 0; i < sizeof(maps)/sizeof(*maps); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(maps[i]));
    printf("%s => ", maps[i]);
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    print_attr(a);
    MlirAffineMap m = mlirAffineMapAttrGetValue(a);
    printf("  perm=%d pperm=%d minid=%d nin=%ld\n", mlirAffineMapIsPermutation(m), mlirAffineMapIsProjectedPermutation(m), mlirAffineMapIsMinorIdentity(m), (long)mlirAffineMapGetNumInputs(m));
  }
  mlirContextDestroy(ctx);
  return 0;
}
