// mlirDenseElementsAttrGet from attribute lists of every kind: complex
// pairs as arrays, splat detection from equal values (ints, floats, bools,
// strings, complex), wide and index and signed/unsigned integers, i4,
// empty and 0-d shapes, memrefs; the typed splat constructors and getters.
#include "diag_print.h"
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
static MlirAttribute A(const char *s) { return mlirAttributeParseGet(ctx, S(s)); }
static void show(MlirAttribute a) { if (mlirAttributeIsNull(a)) printf("<null>\n"); else { print_attr(a); } }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  MlirAttribute c1[2] = {A("[1 : i16, 2 : i16]"), A("[-3 : i16, 4 : i16]")};
  show(mlirDenseElementsAttrGet(T("tensor<2xcomplex<i16>>"), 2, c1));
  show(mlirDenseElementsAttrGet(T("tensor<3xcomplex<i16>>"), 1, c1));
  MlirAttribute c2[2] = {A("[1.5 : f32, 2.0 : f32]"), A("[-3.0 : f32, 0.25 : f32]")};
  show(mlirDenseElementsAttrGet(T("tensor<2xcomplex<f32>>"), 2, c2));
  show(mlirDenseElementsAttrGet(T("tensor<2xcomplex<f32>>"), 1, c2));
  MlirAttribute same[2] = {A("[1 : i8, 1 : i8]"), A("[1 : i8, 1 : i8]")};
  MlirAttribute sc = mlirDenseElementsAttrGet(T("tensor<2xcomplex<i8>>"), 2, same);
  show(sc); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(sc));
  MlirAttribute f64s[2] = {A("1.5 : f64"), A("2.5 : f64")};
  MlirAttribute bf = mlirDenseElementsAttrGet(T("tensor<2xf64>"), 2, f64s);
  show(bf);
  MlirAttribute f16s[3] = {A("1.5 : f16"), A("1.5 : f16"), A("1.5 : f16")};
  MlirAttribute f16d = mlirDenseElementsAttrGet(T("tensor<3xf16>"), 3, f16s);
  show(f16d); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(f16d));
  MlirAttribute bools[4] = {A("true"), A("true"), A("true"), A("true")};
  MlirAttribute bd = mlirDenseElementsAttrGet(T("tensor<4xi1>"), 4, bools);
  show(bd); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(bd));
  MlirAttribute bools2[4] = {A("false"), A("false"), A("false"), A("false")};
  MlirAttribute bd2 = mlirDenseElementsAttrGet(T("tensor<2x2xi1>"), 4, bools2);
  show(bd2); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(bd2));
  MlirAttribute bools3[9] = {A("true"), A("true"), A("true"), A("true"), A("true"), A("true"), A("true"), A("true"), A("false")};
  show(mlirDenseElementsAttrGet(T("tensor<9xi1>"), 9, bools3));
  show(mlirDenseElementsAttrGet(T("tensor<9xi1>"), 1, bools3 + 8));
  MlirAttribute ints[3] = {A("5 : i64"), A("5 : i64"), A("5 : i64")};
  MlirAttribute id = mlirDenseElementsAttrGet(T("tensor<3xi64>"), 3, ints);
  show(id); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(id));
  MlirAttribute wide[2] = {A("-1 : i128"), A("170141183460469231731687303715884105727 : i128")};
  show(mlirDenseElementsAttrGet(T("tensor<2xi128>"), 2, wide));
  MlirAttribute idx[2] = {A("-1 : index"), A("9223372036854775807 : index")};
  show(mlirDenseElementsAttrGet(T("vector<2xindex>"), 2, idx));
  MlirAttribute u[2] = {A("255 : ui8"), A("0 : ui8")};
  show(mlirDenseElementsAttrGet(T("tensor<2xui8>"), 2, u));
  MlirAttribute s[2] = {A("-128 : si8"), A("127 : si8")};
  show(mlirDenseElementsAttrGet(T("tensor<2xsi8>"), 2, s));
  MlirAttribute i4[3] = {A("-8 : i4"), A("7 : i4"), A("-1 : i4")};
  MlirAttribute i4d = mlirDenseElementsAttrGet(T("tensor<3xi4>"), 3, i4);
  show(i4d);
  printf("%d\n", mlirDenseElementsAttrGetInt8Value(i4d, 0));
  MlirAttribute strs[3] = {A("\"a\""), A("\"a\""), A("\"a\"")};
  MlirAttribute sd = mlirDenseElementsAttrGet(T("tensor<3x!t.s>"), 3, strs);
  show(sd); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(sd));
  show(mlirDenseElementsAttrGet(T("tensor<0xi32>"), 0, NULL));
  show(mlirDenseElementsAttrGet(T("tensor<0x!t.s>"), 0, NULL));
  show(mlirDenseElementsAttrGet(T("tensor<0xcomplex<f32>>"), 0, NULL));
  show(mlirDenseElementsAttrGet(T("tensor<i32>"), 1, ints));
  show(mlirDenseElementsAttrGet(T("memref<2xi64>"), 2, ints));
  // typed getters on splats
  MlirAttribute sp = mlirDenseElementsAttrInt32SplatGet(T("tensor<4xi32>"), 9);
  printf("%d %d\n", mlirDenseElementsAttrGetInt32Value(sp, 3), mlirDenseElementsAttrGetInt32SplatValue(sp));
  MlirAttribute bsp = mlirDenseElementsAttrBoolSplatGet(T("tensor<12xi1>"), true);
  printf("%d %d\n", mlirDenseElementsAttrGetBoolValue(bsp, 11), mlirDenseElementsAttrGetBoolSplatValue(bsp));
  MlirAttribute fsp = mlirDenseElementsAttrFloatSplatGet(T("tensor<4xf32>"), -0.0f);
  printf("%g\n", mlirDenseElementsAttrGetFloatValue(fsp, 2));
  show(fsp);
  show(mlirDenseElementsAttrDoubleSplatGet(T("tensor<2xf64>"), 0.1));
  show(mlirDenseElementsAttrSplatGet(T("tensor<2xindex>"), A("3 : index")));
  show(mlirDenseElementsAttrSplatGet(T("tensor<2x!t.s>"), A("\"q\"")));
  show(mlirDenseElementsAttrSplatGet(T("tensor<2xcomplex<i8>>"), A("[1 : i8, 2 : i8]")));
  show(mlirDenseElementsAttrSplatGet(T("tensor<0xi8>"), A("1 : i8")));
  show(mlirDenseElementsAttrBoolSplatGet(T("tensor<0xi1>"), true));
  mlirContextDestroy(ctx);
  return 0;
}
