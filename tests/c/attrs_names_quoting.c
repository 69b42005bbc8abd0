// Strings that need quoting or escaping as string attributes, symbol
// references, dictionary keys, opaque attribute/type data, location names
// and file names, string elements and op attribute names; dictionary
// sorting and lookups; type attributes and nested empty containers.
#include "diag_print.h"
static MlirContext ctx;
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *strs[] = {"", "a", "a-b", "1a", "a.b", "a$b", "_x", "a b", "\t", "\x7f", "\xc3\xa9", "\xff\xfe", "\"", "\\", "bf16", "i32", "true", "loc", "dense", "unit", "affine_map", "x:y", "@", "a\0b", "for", "func", "-1", "$x", "a#b", "i", "f", "%x", "^bb"};
  size_t lens[sizeof(strs)/sizeof(*strs)];
  for (unsigned i = 0; i < sizeof(strs)/sizeof(*strs); ++i) lens[i] = strlen(strs[i]);
  lens[23] = 3;
  for (unsigned i = 0; i < sizeof(strs)/sizeof(*strs); ++i) {
    MlirStringRef s = {strs[i], lens[i]};
    printf("%u: ", i);
    mlirAttributePrint(mlirStringAttrGet(ctx, s), print_cb, NULL); printf(" | ");
    mlirAttributePrint(mlirFlatSymbolRefAttrGet(ctx, s), print_cb, NULL); printf(" | ");
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, s), mlirUnitAttrGet(ctx));
    mlirAttributePrint(mlirDictionaryAttrGet(ctx, 1, &na), print_cb, NULL); printf(" | ");
    MlirNamedAttribute nb = mlirNamedAttributeGet(mlirIdentifierGet(ctx, s), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 1));
    mlirAttributePrint(mlirDictionaryAttrGet(ctx, 1, &nb), print_cb, NULL); printf(" | ");
    mlirAttributePrint(mlirOpaqueAttrGet(ctx, S("d"), lens[i], strs[i], mlirNoneTypeGet(ctx)), print_cb, NULL); printf(" | ");
    mlirTypePrint(mlirOpaqueTypeGet(ctx, S("d"), s), print_cb, NULL); printf(" | ");
    mlirLocationPrint(mlirLocationNameGet(ctx, s, mlirLocationUnknownGet(ctx)), print_cb, NULL); printf(" | ");
    mlirLocationPrint(mlirLocationFileLineColGet(ctx, s, 1, 1), print_cb, NULL); printf(" | ");
    MlirAttribute se = mlirDenseElementsAttrStringGet(mlirRankedTensorTypeGet(1, (int64_t[]){1}, mlirOpaqueTypeGet(ctx, S("d"), S("s")), mlirAttributeGetNull()), 1, &s);
    mlirAttributePrint(se, print_cb, NULL); printf(" | ");
    // as op attribute names (generic form)
    MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
    mlirOperationStateAddAttributes(&st, 1, &na);
    MlirOperation op = mlirOperationCreate(&st);
    mlirOperationPrint(op, print_cb, NULL);
    mlirOperationDestroy(op);
    printf("\n");
  }
  // dictionary ordering / duplicates
  MlirNamedAttribute dup[3] = {mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("b")), mlirUnitAttrGet(ctx)), mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("a")), mlirUnitAttrGet(ctx)), mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("B")), mlirUnitAttrGet(ctx))};
  MlirAttribute d = mlirDictionaryAttrGet(ctx, 3, dup);
  print_attr(d);
  printf("%ld\n", (long)mlirDictionaryAttrGetNumElements(d));
  print_attr(mlirDictionaryAttrGetElementByName(d, S("a")));
  printf("%d\n", mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(d, S("z"))));
  MlirNamedAttribute e0 = mlirDictionaryAttrGetElement(d, 0);
  print_str(mlirIdentifierStr(e0.name));
  // type attr, unit, arrays nested
  print_attr(mlirTypeAttrGet(mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL)));
  print_type(mlirTypeAttrGetValue(mlirTypeAttrGet(mlirIndexTypeGet(ctx))));
  MlirAttribute inner = mlirArrayAttrGet(ctx, 0, NULL);
  MlirAttribute arr2[2] = {inner, mlirDictionaryAttrGet(ctx, 0, NULL)};
  print_attr(mlirArrayAttrGet(ctx, 2, arr2));
  mlirContextDestroy(ctx);
  return 0;
}
