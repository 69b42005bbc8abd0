// Port of upstream's mlir/test/CAPI/ir.c type tests (printBuiltinTypes,
// testTypeID), extended to every builtin float type and to the type names
// and type ids of BuiltinTypes.h. stderr is redirected to stdout so that
// mlirTypeDump is compared too.
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void stderr_to_stdout(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

// Prints a type both through mlirTypeDump and mlirTypePrint.
static void show(const char *what, MlirType t) {
  printf("%s: ", what);
  mlirTypeDump(t);
  printf("  printed: ");
  print_type(t);
}

static int scalar_types(MlirContext ctx) {
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType si32 = mlirIntegerTypeSignedGet(ctx, 32);
  MlirType ui32 = mlirIntegerTypeUnsignedGet(ctx, 32);
  if (!mlirTypeIsAInteger(i32) || mlirTypeIsAF32(i32))
    return 1;
  if (!mlirTypeIsAInteger(si32) || !mlirIntegerTypeIsSigned(si32))
    return 2;
  if (!mlirTypeIsAInteger(ui32) || !mlirIntegerTypeIsUnsigned(ui32))
    return 3;
  if (mlirTypeEqual(i32, ui32) || mlirTypeEqual(i32, si32))
    return 4;
  if (mlirIntegerTypeGetWidth(i32) != mlirIntegerTypeGetWidth(si32))
    return 5;
  printf("@types\n");
  show("i32", i32);
  show("si32", si32);
  show("ui32", ui32);
  printf("signless: %d %d %d\n", mlirIntegerTypeIsSignless(i32),
         mlirIntegerTypeIsSignless(si32), mlirIntegerTypeIsSignless(ui32));

  MlirType index = mlirIndexTypeGet(ctx);
  if (!mlirTypeIsAIndex(index))
    return 6;
  show("index", index);

  MlirType none = mlirNoneTypeGet(ctx);
  if (!mlirTypeIsANone(none))
    return 12;
  show("none", none);
  return 0;
}

typedef MlirType (*TypeGet)(MlirContext);
typedef bool (*TypeIsA)(MlirType);
typedef MlirTypeID (*TypeIdGet)(void);
typedef MlirStringRef (*TypeNameGet)(void);

struct FloatKind {
  const char *label;
  TypeGet get;
  TypeIsA isa;
  TypeIdGet id;
  TypeNameGet name;
};

// Every builtin float type; the predicates are checked against each other.
static int float_types(MlirContext ctx) {
  static const struct FloatKind kinds[] = {
      {"bf16", mlirBF16TypeGet, mlirTypeIsABF16, mlirBFloat16TypeGetTypeID, mlirBF16TypeGetName},
      {"f16", mlirF16TypeGet, mlirTypeIsAF16, mlirFloat16TypeGetTypeID, mlirF16TypeGetName},
      {"f32", mlirF32TypeGet, mlirTypeIsAF32, mlirFloat32TypeGetTypeID, mlirF32TypeGetName},
      {"f64", mlirF64TypeGet, mlirTypeIsAF64, mlirFloat64TypeGetTypeID, mlirF64TypeGetName},
      {"tf32", mlirTF32TypeGet, mlirTypeIsATF32, mlirFloatTF32TypeGetTypeID, mlirTF32TypeGetName},
      {"f4E2M1FN", mlirFloat4E2M1FNTypeGet, mlirTypeIsAFloat4E2M1FN,
       mlirFloat4E2M1FNTypeGetTypeID, mlirFloat4E2M1FNTypeGetName},
      {"f6E2M3FN", mlirFloat6E2M3FNTypeGet, mlirTypeIsAFloat6E2M3FN,
       mlirFloat6E2M3FNTypeGetTypeID, mlirFloat6E2M3FNTypeGetName},
      {"f6E3M2FN", mlirFloat6E3M2FNTypeGet, mlirTypeIsAFloat6E3M2FN,
       mlirFloat6E3M2FNTypeGetTypeID, mlirFloat6E3M2FNTypeGetName},
      {"f8E5M2", mlirFloat8E5M2TypeGet, mlirTypeIsAFloat8E5M2, mlirFloat8E5M2TypeGetTypeID,
       mlirFloat8E5M2TypeGetName},
      {"f8E4M3", mlirFloat8E4M3TypeGet, mlirTypeIsAFloat8E4M3, mlirFloat8E4M3TypeGetTypeID,
       mlirFloat8E4M3TypeGetName},
      {"f8E4M3FN", mlirFloat8E4M3FNTypeGet, mlirTypeIsAFloat8E4M3FN,
       mlirFloat8E4M3FNTypeGetTypeID, mlirFloat8E4M3FNTypeGetName},
      {"f8E5M2FNUZ", mlirFloat8E5M2FNUZTypeGet, mlirTypeIsAFloat8E5M2FNUZ,
       mlirFloat8E5M2FNUZTypeGetTypeID, mlirFloat8E5M2FNUZTypeGetName},
      {"f8E4M3FNUZ", mlirFloat8E4M3FNUZTypeGet, mlirTypeIsAFloat8E4M3FNUZ,
       mlirFloat8E4M3FNUZTypeGetTypeID, mlirFloat8E4M3FNUZTypeGetName},
      {"f8E4M3B11FNUZ", mlirFloat8E4M3B11FNUZTypeGet, mlirTypeIsAFloat8E4M3B11FNUZ,
       mlirFloat8E4M3B11FNUZTypeGetTypeID, mlirFloat8E4M3B11FNUZTypeGetName},
      {"f8E3M4", mlirFloat8E3M4TypeGet, mlirTypeIsAFloat8E3M4, mlirFloat8E3M4TypeGetTypeID,
       mlirFloat8E3M4TypeGetName},
      {"f8E8M0FNU", mlirFloat8E8M0FNUTypeGet, mlirTypeIsAFloat8E8M0FNU,
       mlirFloat8E8M0FNUTypeGetTypeID, mlirFloat8E8M0FNUTypeGetName},
  };
  enum { N = sizeof kinds / sizeof kinds[0] };
  for (int i = 0; i < N; ++i) {
    MlirType t = kinds[i].get(ctx);
    show(kinds[i].label, t);
    printf("  name: ");
    print_str(kinds[i].name());
    printf("  float=%d width=%u integer=%d index=%d shaped=%d\n", mlirTypeIsAFloat(t),
           mlirFloatTypeGetWidth(t), mlirTypeIsAInteger(t), mlirTypeIsAIndex(t),
           mlirTypeIsAShaped(t));
    for (int j = 0; j < N; ++j) {
      if (kinds[j].isa(t) != (i == j))
        return 100 + i * N + j;
      if (mlirTypeIDEqual(mlirTypeGetTypeID(t), kinds[j].id()) != (i == j))
        return 400 + i * N + j;
    }
    MlirType parsed = mlirTypeParseGet(ctx, S(kinds[i].label));
    if (!mlirTypeEqual(parsed, t))
      return 700 + i;
  }
  printf("i32 is a float: %d\n", mlirTypeIsAFloat(mlirIntegerTypeGet(ctx, 32)));
  return 0;
}

static int composite_types(MlirContext ctx) {
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType cplx = mlirComplexTypeGet(f32);
  if (!mlirTypeIsAComplex(cplx) || !mlirTypeEqual(mlirComplexTypeGetElementType(cplx), f32))
    return 13;
  show("complex", cplx);

  int64_t shape[] = {2, 3};
  MlirType vector = mlirVectorTypeGet(2, shape, f32);
  if (!mlirTypeIsAVector(vector) || !mlirTypeIsAShaped(vector))
    return 14;
  if (!mlirTypeEqual(mlirShapedTypeGetElementType(vector), f32) ||
      !mlirShapedTypeHasRank(vector) || mlirShapedTypeGetRank(vector) != 2 ||
      mlirShapedTypeGetDimSize(vector, 0) != 2 || mlirShapedTypeIsDynamicDim(vector, 0) ||
      mlirShapedTypeGetDimSize(vector, 1) != 3 || !mlirShapedTypeHasStaticShape(vector))
    return 15;
  show("vector", vector);
  printf("vector scalable: %d\n", mlirVectorTypeIsScalable(vector));

  bool scalable[] = {false, true};
  MlirType scalableVector = mlirVectorTypeGetScalable(2, shape, scalable, f32);
  if (!mlirTypeIsAVector(scalableVector))
    return 16;
  if (!mlirVectorTypeIsScalable(scalableVector) ||
      mlirVectorTypeIsDimScalable(scalableVector, 0) ||
      !mlirVectorTypeIsDimScalable(scalableVector, 1))
    return 17;
  show("scalable vector", scalableVector);
  bool allScalable[] = {true, true};
  show("all scalable", mlirVectorTypeGetScalable(2, shape, allScalable, mlirIndexTypeGet(ctx)));

  MlirType ranked = mlirRankedTensorTypeGet(2, shape, f32, mlirAttributeGetNull());
  if (!mlirTypeIsATensor(ranked) || !mlirTypeIsARankedTensor(ranked) ||
      !mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(ranked)))
    return 18;
  show("ranked tensor", ranked);
  int64_t dynShape[] = {mlirShapedTypeGetDynamicSize(), 4};
  MlirType encoded = mlirRankedTensorTypeGet(2, dynShape, f32, mlirStringAttrGet(ctx, S("enc")));
  show("encoded tensor", encoded);
  printf("encoding: ");
  print_attr(mlirRankedTensorTypeGetEncoding(encoded));
  printf("dynamic dim 0: %d, static shape: %d, dim size: %ld\n",
         mlirShapedTypeIsDynamicDim(encoded, 0), mlirShapedTypeHasStaticShape(encoded),
         (long)mlirShapedTypeGetDimSize(encoded, 1));

  MlirType unranked = mlirUnrankedTensorTypeGet(f32);
  if (!mlirTypeIsATensor(unranked) || !mlirTypeIsAUnrankedTensor(unranked) ||
      mlirShapedTypeHasRank(unranked))
    return 19;
  show("unranked tensor", unranked);

  MlirAttribute memSpace2 = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 2);
  MlirType memref = mlirMemRefTypeContiguousGet(f32, 2, shape, memSpace2);
  if (!mlirTypeIsAMemRef(memref) ||
      !mlirAttributeEqual(mlirMemRefTypeGetMemorySpace(memref), memSpace2))
    return 20;
  show("memref", memref);
  printf("memref layout: ");
  print_attr(mlirMemRefTypeGetLayout(memref));
  printf("memref affine map: ");
  mlirAffineMapPrint(mlirMemRefTypeGetAffineMap(memref), print_cb, NULL);
  printf("\n");

  MlirAttribute memSpace4 = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 4);
  MlirType unrankedMemref = mlirUnrankedMemRefTypeGet(f32, memSpace4);
  if (!mlirTypeIsAUnrankedMemRef(unrankedMemref) || mlirTypeIsAMemRef(unrankedMemref) ||
      !mlirAttributeEqual(mlirUnrankedMemrefGetMemorySpace(unrankedMemref), memSpace4))
    return 21;
  show("unranked memref", unrankedMemref);

  MlirType members[] = {unrankedMemref, f32};
  MlirType tuple = mlirTupleTypeGet(ctx, 2, members);
  if (!mlirTypeIsATuple(tuple) || mlirTupleTypeGetNumTypes(tuple) != 2 ||
      !mlirTypeEqual(mlirTupleTypeGetType(tuple, 0), unrankedMemref) ||
      !mlirTypeEqual(mlirTupleTypeGetType(tuple, 1), f32))
    return 22;
  show("tuple", tuple);
  show("empty tuple", mlirTupleTypeGet(ctx, 0, NULL));

  MlirType inputs[] = {mlirIndexTypeGet(ctx), mlirIntegerTypeGet(ctx, 1)};
  MlirType results[] = {mlirIntegerTypeGet(ctx, 16), mlirIntegerTypeGet(ctx, 32),
                        mlirIntegerTypeGet(ctx, 64)};
  MlirType func = mlirFunctionTypeGet(ctx, 2, inputs, 3, results);
  if (mlirFunctionTypeGetNumInputs(func) != 2 || mlirFunctionTypeGetNumResults(func) != 3)
    return 23;
  for (int i = 0; i < 2; ++i)
    if (!mlirTypeEqual(inputs[i], mlirFunctionTypeGetInput(func, i)))
      return 25;
  for (int i = 0; i < 3; ++i)
    if (!mlirTypeEqual(results[i], mlirFunctionTypeGetResult(func, i)))
      return 26;
  show("function", func);
  show("single result function", mlirFunctionTypeGet(ctx, 1, inputs, 1, results));
  show("function returning a function", mlirFunctionTypeGet(ctx, 0, NULL, 1, &func));

  MlirStringRef ns = mlirStringRefCreate("dialect", 7);
  MlirStringRef data = mlirStringRefCreate("type", 4);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType opaque = mlirOpaqueTypeGet(ctx, ns, data);
  mlirContextSetAllowUnregisteredDialects(ctx, false);
  if (!mlirTypeIsAOpaque(opaque) ||
      !mlirStringRefEqual(mlirOpaqueTypeGetDialectNamespace(opaque), ns) ||
      !mlirStringRefEqual(mlirOpaqueTypeGetData(opaque), data))
    return 27;
  show("opaque", opaque);
  show("null", (MlirType){NULL});
  show("opaque with punctuation",
       mlirOpaqueTypeGet(ctx, S("dialect"), S("type<with \"quotes\", [brackets]>")));
  return 0;
}

// The name of each type class (the *TypeGetName functions).
static void type_names(void) {
  TypeNameGet names[] = {
      mlirIntegerTypeGetName,     mlirIndexTypeGetName,         mlirNoneTypeGetName,
      mlirComplexTypeGetName,     mlirVectorTypeGetName,        mlirRankedTensorTypeGetName,
      mlirUnrankedTensorTypeGetName, mlirMemRefTypeGetName,     mlirUnrankedMemRefTypeGetName,
      mlirTupleTypeGetName,       mlirFunctionTypeGetName,      mlirOpaqueTypeGetName,
  };
  printf("@typeNames\n");
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
    print_str(names[i]());
}

static int type_ids(MlirContext ctx) {
  printf("@testTypeID\n");
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirTypeID i32ID = mlirTypeGetTypeID(i32);
  MlirType ui32 = mlirIntegerTypeUnsignedGet(ctx, 32);
  MlirTypeID ui32ID = mlirTypeGetTypeID(ui32);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirTypeID f32ID = mlirTypeGetTypeID(f32);
  MlirAttribute i32Attr = mlirIntegerAttrGet(i32, 1);
  MlirTypeID i32AttrID = mlirAttributeGetTypeID(i32Attr);
  if (mlirTypeIDIsNull(i32ID) || mlirTypeIDIsNull(ui32ID) || mlirTypeIDIsNull(f32ID) ||
      mlirTypeIDIsNull(i32AttrID))
    return 1;
  if (!mlirTypeIDEqual(i32ID, ui32ID) ||
      mlirTypeIDHashValue(i32ID) != mlirTypeIDHashValue(ui32ID))
    return 2;
  if (mlirTypeIDEqual(i32ID, f32ID))
    return 3;
  if (mlirTypeIDEqual(i32ID, i32AttrID))
    return 4;
  if (!mlirTypeIDEqual(i32ID, mlirIntegerTypeGetTypeID()))
    return 5;

  // Each shaped or composite type's id is its class's.
  int64_t shape[] = {2};
  struct {
    MlirType t;
    TypeIdGet id;
  } cases[] = {
      {mlirIndexTypeGet(ctx), mlirIndexTypeGetTypeID},
      {mlirNoneTypeGet(ctx), mlirNoneTypeGetTypeID},
      {mlirComplexTypeGet(f32), mlirComplexTypeGetTypeID},
      {mlirVectorTypeGet(1, shape, f32), mlirVectorTypeGetTypeID},
      {mlirRankedTensorTypeGet(1, shape, f32, mlirAttributeGetNull()),
       mlirRankedTensorTypeGetTypeID},
      {mlirUnrankedTensorTypeGet(f32), mlirUnrankedTensorTypeGetTypeID},
      {mlirMemRefTypeContiguousGet(f32, 1, shape, mlirAttributeGetNull()),
       mlirMemRefTypeGetTypeID},
      {mlirUnrankedMemRefTypeGet(f32, mlirAttributeGetNull()),
       mlirUnrankedMemRefTypeGetTypeID},
      {mlirTupleTypeGet(ctx, 1, &f32), mlirTupleTypeGetTypeID},
      {mlirFunctionTypeGet(ctx, 1, &f32, 0, NULL), mlirFunctionTypeGetTypeID},
      {mlirOpaqueTypeGet(ctx, S("d"), S("t")), mlirOpaqueTypeGetTypeID},
  };
  enum { N = sizeof cases / sizeof cases[0] };
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      if (mlirTypeIDEqual(mlirTypeGetTypeID(cases[i].t), cases[j].id()) != (i == j))
        return 10 + i * N + j;

  // A registered operation has a type id; an unregistered one has none.
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirOperation mop = mlirModuleGetOperation(module);
  if (!mlirOperationVerify(mop))
    return 200;
  printf("module type id is null: %d\n", mlirTypeIDIsNull(mlirOperationGetTypeID(mop)));
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirOperationState st = mlirOperationStateGet(S("dummy.op"), loc);
  MlirOperation unregistered = mlirOperationCreate(&st);
  printf("unregistered type id is null: %d\n",
         mlirTypeIDIsNull(mlirOperationGetTypeID(unregistered)));
  printf("module and unregistered ids equal: %d\n",
         mlirTypeIDEqual(mlirOperationGetTypeID(mop), mlirOperationGetTypeID(unregistered)));
  mlirOperationDestroy(unregistered);
  mlirModuleDestroy(module);
  mlirContextSetAllowUnregisteredDialects(ctx, false);
  return 0;
}

int main(void) {
  stderr_to_stdout();
  MlirContext ctx = mlirContextCreate();
  int rc = scalar_types(ctx);
  if (!rc)
    rc = float_types(ctx);
  if (!rc)
    rc = composite_types(ctx);
  if (!rc) {
    type_names();
    rc = type_ids(ctx);
  }
  mlirContextDestroy(ctx);
  if (rc)
    printf("failed: %d\n", rc);
  return rc;
}
