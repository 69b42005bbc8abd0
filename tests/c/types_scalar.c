// Scalar builtin types: integers of every signedness and many widths, index,
// none, every float format, complex. Printing, IsA predicates (every
// predicate against every type), widths, type IDs, names and uniquing.
#include "common.h"
#include "mlir-c/BuiltinTypes.h"

typedef bool (*IsA)(MlirType);

static const struct {
  const char *name;
  IsA fn;
} preds[] = {
    {"Integer", mlirTypeIsAInteger},
    {"Index", mlirTypeIsAIndex},
    {"Float", mlirTypeIsAFloat},
    {"Float4E2M1FN", mlirTypeIsAFloat4E2M1FN},
    {"Float6E2M3FN", mlirTypeIsAFloat6E2M3FN},
    {"Float6E3M2FN", mlirTypeIsAFloat6E3M2FN},
    {"Float8E5M2", mlirTypeIsAFloat8E5M2},
    {"Float8E4M3", mlirTypeIsAFloat8E4M3},
    {"Float8E4M3FN", mlirTypeIsAFloat8E4M3FN},
    {"Float8E5M2FNUZ", mlirTypeIsAFloat8E5M2FNUZ},
    {"Float8E4M3FNUZ", mlirTypeIsAFloat8E4M3FNUZ},
    {"Float8E4M3B11FNUZ", mlirTypeIsAFloat8E4M3B11FNUZ},
    {"Float8E3M4", mlirTypeIsAFloat8E3M4},
    {"Float8E8M0FNU", mlirTypeIsAFloat8E8M0FNU},
    {"BF16", mlirTypeIsABF16},
    {"F16", mlirTypeIsAF16},
    {"F32", mlirTypeIsAF32},
    {"F64", mlirTypeIsAF64},
    {"TF32", mlirTypeIsATF32},
    {"None", mlirTypeIsANone},
    {"Complex", mlirTypeIsAComplex},
    {"Shaped", mlirTypeIsAShaped},
    {"Vector", mlirTypeIsAVector},
    {"Tensor", mlirTypeIsATensor},
    {"RankedTensor", mlirTypeIsARankedTensor},
    {"UnrankedTensor", mlirTypeIsAUnrankedTensor},
    {"MemRef", mlirTypeIsAMemRef},
    {"UnrankedMemRef", mlirTypeIsAUnrankedMemRef},
    {"Tuple", mlirTypeIsATuple},
    {"Function", mlirTypeIsAFunction},
    {"Opaque", mlirTypeIsAOpaque},
};

static const struct {
  const char *name;
  MlirType (*get)(MlirContext);
  MlirTypeID (*typeID)(void);
  MlirStringRef (*typeName)(void);
} floats[] = {
    {"f4E2M1FN", mlirFloat4E2M1FNTypeGet, mlirFloat4E2M1FNTypeGetTypeID, mlirFloat4E2M1FNTypeGetName},
    {"f6E2M3FN", mlirFloat6E2M3FNTypeGet, mlirFloat6E2M3FNTypeGetTypeID, mlirFloat6E2M3FNTypeGetName},
    {"f6E3M2FN", mlirFloat6E3M2FNTypeGet, mlirFloat6E3M2FNTypeGetTypeID, mlirFloat6E3M2FNTypeGetName},
    {"f8E5M2", mlirFloat8E5M2TypeGet, mlirFloat8E5M2TypeGetTypeID, mlirFloat8E5M2TypeGetName},
    {"f8E4M3", mlirFloat8E4M3TypeGet, mlirFloat8E4M3TypeGetTypeID, mlirFloat8E4M3TypeGetName},
    {"f8E4M3FN", mlirFloat8E4M3FNTypeGet, mlirFloat8E4M3FNTypeGetTypeID, mlirFloat8E4M3FNTypeGetName},
    {"f8E5M2FNUZ", mlirFloat8E5M2FNUZTypeGet, mlirFloat8E5M2FNUZTypeGetTypeID, mlirFloat8E5M2FNUZTypeGetName},
    {"f8E4M3FNUZ", mlirFloat8E4M3FNUZTypeGet, mlirFloat8E4M3FNUZTypeGetTypeID, mlirFloat8E4M3FNUZTypeGetName},
    {"f8E4M3B11FNUZ", mlirFloat8E4M3B11FNUZTypeGet, mlirFloat8E4M3B11FNUZTypeGetTypeID, mlirFloat8E4M3B11FNUZTypeGetName},
    {"f8E3M4", mlirFloat8E3M4TypeGet, mlirFloat8E3M4TypeGetTypeID, mlirFloat8E3M4TypeGetName},
    {"f8E8M0FNU", mlirFloat8E8M0FNUTypeGet, mlirFloat8E8M0FNUTypeGetTypeID, mlirFloat8E8M0FNUTypeGetName},
    {"bf16", mlirBF16TypeGet, mlirBFloat16TypeGetTypeID, mlirBF16TypeGetName},
    {"f16", mlirF16TypeGet, mlirFloat16TypeGetTypeID, mlirF16TypeGetName},
    {"f32", mlirF32TypeGet, mlirFloat32TypeGetTypeID, mlirF32TypeGetName},
    {"f64", mlirF64TypeGet, mlirFloat64TypeGetTypeID, mlirF64TypeGetName},
    {"tf32", mlirTF32TypeGet, mlirFloatTF32TypeGetTypeID, mlirTF32TypeGetName},
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

// Prints the type, then the names of the predicates that hold for it.
static void describe(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(" :");
  for (size_t i = 0; i < N(preds); ++i)
    if (preds[i].fn(t))
      printf(" %s", preds[i].name);
  printf("\n");
}

static void print_name(const char *what, MlirStringRef s) {
  printf("%s name: ", what);
  print_str(s);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();

  // Integers.
  unsigned widths[] = {0, 1, 2, 7, 8, 16, 32, 33, 64, 65, 100, 128, 256, 1024, 65536, 16777215};
  for (size_t i = 0; i < N(widths); ++i) {
    MlirType ts[3] = {mlirIntegerTypeGet(ctx, widths[i]),
                      mlirIntegerTypeSignedGet(ctx, widths[i]),
                      mlirIntegerTypeUnsignedGet(ctx, widths[i])};
    for (int k = 0; k < 3; ++k) {
      describe(ts[k]);
      printf("  width=%u signless=%d signed=%d unsigned=%d\n",
             mlirIntegerTypeGetWidth(ts[k]), mlirIntegerTypeIsSignless(ts[k]),
             mlirIntegerTypeIsSigned(ts[k]), mlirIntegerTypeIsUnsigned(ts[k]));
    }
    printf("  uniqued: %d %d %d distinct: %d %d\n",
           mlirTypeEqual(ts[0], mlirIntegerTypeGet(ctx, widths[i])),
           mlirTypeEqual(ts[1], mlirIntegerTypeSignedGet(ctx, widths[i])),
           mlirTypeEqual(ts[2], mlirIntegerTypeUnsignedGet(ctx, widths[i])),
           mlirTypeEqual(ts[0], ts[1]), mlirTypeEqual(ts[1], ts[2]));
  }
  printf("i32 vs i64: %d\n", mlirTypeEqual(mlirIntegerTypeGet(ctx, 32), mlirIntegerTypeGet(ctx, 64)));

  // Index and none.
  MlirType index = mlirIndexTypeGet(ctx), none = mlirNoneTypeGet(ctx);
  describe(index);
  describe(none);
  printf("index uniqued: %d none uniqued: %d\n", mlirTypeEqual(index, mlirIndexTypeGet(ctx)),
         mlirTypeEqual(none, mlirNoneTypeGet(ctx)));

  // Floats: each one against every predicate, width, type ID, name.
  for (size_t i = 0; i < N(floats); ++i) {
    MlirType t = floats[i].get(ctx);
    describe(t);
    printf("  width=%u uniqued=%d typeid=%d ", mlirFloatTypeGetWidth(t),
           mlirTypeEqual(t, floats[i].get(ctx)),
           mlirTypeIDEqual(mlirTypeGetTypeID(t), floats[i].typeID()));
    print_name(floats[i].name, floats[i].typeName());
    for (size_t j = 0; j < N(floats); ++j)
      if (j != i && (mlirTypeEqual(t, floats[j].get(ctx)) ||
                     mlirTypeIDEqual(floats[i].typeID(), floats[j].typeID())))
        printf("  ERROR: %s and %s collide\n", floats[i].name, floats[j].name);
  }

  // Complex.
  MlirType elems[] = {mlirIntegerTypeGet(ctx, 8), mlirIntegerTypeSignedGet(ctx, 16),
                      mlirF32TypeGet(ctx), mlirBF16TypeGet(ctx), mlirF64TypeGet(ctx), index,
                      none};
  for (size_t i = 0; i < N(elems); ++i) {
    MlirType c = mlirComplexTypeGet(elems[i]);
    describe(c);
    printf("  element equal: %d uniqued: %d\n",
           mlirTypeEqual(mlirComplexTypeGetElementType(c), elems[i]),
           mlirTypeEqual(c, mlirComplexTypeGet(elems[i])));
  }
  MlirType nested = mlirComplexTypeGet(mlirComplexTypeGet(mlirF16TypeGet(ctx)));
  describe(nested);
  describe(mlirComplexTypeGetElementType(nested));

  // Type IDs of the kinds.
  struct {
    const char *name;
    MlirType t;
    MlirTypeID id;
  } ids[] = {
      {"integer", mlirIntegerTypeGet(ctx, 32), mlirIntegerTypeGetTypeID()},
      {"signed integer", mlirIntegerTypeSignedGet(ctx, 3), mlirIntegerTypeGetTypeID()},
      {"index", index, mlirIndexTypeGetTypeID()},
      {"none", none, mlirNoneTypeGetTypeID()},
      {"complex", nested, mlirComplexTypeGetTypeID()},
  };
  for (size_t i = 0; i < N(ids); ++i) {
    printf("typeid %s: %d", ids[i].name, mlirTypeIDEqual(mlirTypeGetTypeID(ids[i].t), ids[i].id));
    for (size_t j = 0; j < N(ids); ++j)
      printf(" %d", mlirTypeIDEqual(ids[i].id, ids[j].id));
    printf("\n");
  }
  MlirTypeID kinds[] = {mlirIntegerTypeGetTypeID(), mlirIndexTypeGetTypeID(),
                        mlirNoneTypeGetTypeID(), mlirComplexTypeGetTypeID(),
                        mlirFloat32TypeGetTypeID()};
  for (size_t i = 0; i < N(kinds); ++i)
    for (size_t j = i + 1; j < N(kinds); ++j)
      if (mlirTypeIDEqual(kinds[i], kinds[j]))
        printf("ERROR: kind type IDs %zu and %zu are equal\n", i, j);

  print_name("integer", mlirIntegerTypeGetName());
  print_name("index", mlirIndexTypeGetName());
  print_name("none", mlirNoneTypeGetName());
  print_name("complex", mlirComplexTypeGetName());

  // Types are per context.
  MlirContext other = mlirContextCreate();
  printf("other context i32 equal: %d same context: %d\n",
         mlirTypeEqual(mlirIntegerTypeGet(ctx, 32), mlirIntegerTypeGet(other, 32)),
         mlirContextEqual(mlirTypeGetContext(mlirF32TypeGet(other)), other));
  mlirContextDestroy(other);
  mlirContextDestroy(ctx);
  return 0;
}
