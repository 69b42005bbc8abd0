// Every attribute kind parsed from text: the IsA queries, the TypeID
// equalities, the type and the dialect of each.
#include "diag_print.h"
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = diag_context(1);
  const char *attrs[] = {"affine_map<(d0) -> (d0)>", "[]", "true", "false", "array<i1: true>", "array<i8: 1>", "array<i16: 1>", "array<i32: 1>", "array<i64: 1>", "array<f32: 1.0>", "array<f64: 1.0>", "array<i1>", "dense<1> : tensor<2xi32>", "dense<1.0> : tensor<2xf32>", "dense<true> : tensor<2xi1>", "dense<(1, 2)> : tensor<2xcomplex<i32>>", "dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>", "dense<1> : tensor<2xindex>", "dense<\"s\"> : tensor<2x!t.s>", "dense_resource<r> : tensor<2xi32>", "dense_resource<r2> : tensor<2xf32>", "{}", "{a}", "@f", "@f::@g", "1.0", "1.0 : f16", "1", "1 : index", "1 : i1", "1 : si1", "0 : ui1", "affine_set<(d0) : (d0 >= 0)>", "loc(unknown)", "loc(\"f\":1:2)", "loc(\"n\")", "loc(callsite(unknown at unknown))", "loc(fused[unknown])", "opaque<\"x\", \"0xDEAD\"> : tensor<2xi8>", "#t.attr", "#t<\"x\">", "sparse<[[0]], [1]> : tensor<2xi32>", "strided<[1]>", "\"s\"", "\"s\" : i32", "i32", "unit", "distinct[0]<unit>", "#builtin.unit"};
  for (unsigned i = 0; i < sizeof(attrs)/sizeof(*attrs); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(attrs[i]));
    printf("%s: ", attrs[i]);
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    mlirAttributePrint(a, print_cb, NULL);
    if (mlirAttributeIsAAffineMap(a)) printf(" AffineMap");
    if (mlirAttributeIsAArray(a)) printf(" Array");
    if (mlirAttributeIsABool(a)) printf(" Bool");
    if (mlirAttributeIsADenseBoolArray(a)) printf(" DenseBoolArray");
    if (mlirAttributeIsADenseElements(a)) printf(" DenseElements");
    if (mlirAttributeIsADenseF32Array(a)) printf(" DenseF32Array");
    if (mlirAttributeIsADenseF64Array(a)) printf(" DenseF64Array");
    if (mlirAttributeIsADenseFPElements(a)) printf(" DenseFPElements");
    if (mlirAttributeIsADenseI16Array(a)) printf(" DenseI16Array");
    if (mlirAttributeIsADenseI32Array(a)) printf(" DenseI32Array");
    if (mlirAttributeIsADenseI64Array(a)) printf(" DenseI64Array");
    if (mlirAttributeIsADenseI8Array(a)) printf(" DenseI8Array");
    if (mlirAttributeIsADenseIntElements(a)) printf(" DenseIntElements");
    if (mlirAttributeIsADenseResourceElements(a)) printf(" DenseResourceElements");
    if (mlirAttributeIsADictionary(a)) printf(" Dictionary");
    if (mlirAttributeIsAElements(a)) printf(" Elements");
    if (mlirAttributeIsAFlatSymbolRef(a)) printf(" FlatSymbolRef");
    if (mlirAttributeIsAFloat(a)) printf(" Float");
    if (mlirAttributeIsAInteger(a)) printf(" Integer");
    if (mlirAttributeIsAIntegerSet(a)) printf(" IntegerSet");
    if (mlirAttributeIsALocation(a)) printf(" Location");
    if (mlirAttributeIsAOpaque(a)) printf(" Opaque");
    if (mlirAttributeIsASparseElements(a)) printf(" SparseElements");
    if (mlirAttributeIsAStridedLayout(a)) printf(" StridedLayout");
    if (mlirAttributeIsAString(a)) printf(" String");
    if (mlirAttributeIsASymbolRef(a)) printf(" SymbolRef");
    if (mlirAttributeIsAType(a)) printf(" Type");
    if (mlirAttributeIsAUnit(a)) printf(" Unit");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirAffineMapAttrGetTypeID())) printf(" tid=AffineMapAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirArrayAttrGetTypeID())) printf(" tid=ArrayAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirDenseArrayAttrGetTypeID())) printf(" tid=DenseArrayAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirDenseIntOrFPElementsAttrGetTypeID())) printf(" tid=DenseIntOrFPElementsAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirDictionaryAttrGetTypeID())) printf(" tid=DictionaryAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirFloatAttrGetTypeID())) printf(" tid=FloatAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirIntegerAttrGetTypeID())) printf(" tid=IntegerAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirIntegerSetAttrGetTypeID())) printf(" tid=IntegerSetAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirOpaqueAttrGetTypeID())) printf(" tid=OpaqueAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirSparseElementsAttrGetTypeID())) printf(" tid=SparseElementsAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirStridedLayoutAttrGetTypeID())) printf(" tid=StridedLayoutAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirStringAttrGetTypeID())) printf(" tid=StringAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirSymbolRefAttrGetTypeID())) printf(" tid=SymbolRefAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirTypeAttrGetTypeID())) printf(" tid=TypeAttr");
    if (mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirUnitAttrGetTypeID())) printf(" tid=UnitAttr");
    MlirType t = mlirAttributeGetType(a);
    printf(" type=");
    if (mlirTypeIsNull(t)) printf("null"); else mlirTypePrint(t, print_cb, NULL);
    MlirDialect d = mlirAttributeGetDialect(a);
    printf(" dialect=");
    if (mlirDialectIsNull(d)) printf("null"); else { MlirStringRef ns = mlirDialectGetNamespace(d); fwrite(ns.data, 1, ns.length, stdout); }
    printf("\n");
  }
  mlirContextDestroy(ctx);
  return 0;
}
