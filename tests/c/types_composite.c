// Tuples, function types and opaque types: printing (nested functions,
// result wrapping, pretty and bracketed opaque bodies), component queries,
// type IDs, names, uniquing.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void tuple_info(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(": tuple=%d function=%d n=%ld:", mlirTypeIsATuple(t), mlirTypeIsAFunction(t),
         (long)mlirTupleTypeGetNumTypes(t));
  for (intptr_t i = 0; i < mlirTupleTypeGetNumTypes(t); ++i) {
    printf(" ");
    mlirTypePrint(mlirTupleTypeGetType(t, i), print_cb, NULL);
  }
  printf("\n");
}

static void function_info(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(": function=%d tuple=%d inputs=%ld results=%ld |", mlirTypeIsAFunction(t),
         mlirTypeIsATuple(t), (long)mlirFunctionTypeGetNumInputs(t),
         (long)mlirFunctionTypeGetNumResults(t));
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(t); ++i) {
    printf(" ");
    mlirTypePrint(mlirFunctionTypeGetInput(t, i), print_cb, NULL);
  }
  printf(" |");
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(t); ++i) {
    printf(" ");
    mlirTypePrint(mlirFunctionTypeGetResult(t, i), print_cb, NULL);
  }
  printf("\n");
}

static void opaque_info(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(": opaque=%d namespace=[", mlirTypeIsAOpaque(t));
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(t), data = mlirOpaqueTypeGetData(t);
  fwrite(ns.data, 1, ns.length, stdout);
  printf("] data=[");
  fwrite(data.data, 1, data.length, stdout);
  printf("] (%zu bytes)\n", data.length);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f32 = mlirF32TypeGet(ctx);
  MlirType idx = mlirIndexTypeGet(ctx), none = mlirNoneTypeGet(ctx);
  int64_t s2[] = {2, 3};

  // Tuples.
  MlirType empty = mlirTupleTypeGet(ctx, 0, NULL);
  MlirType two[] = {i32, f32};
  MlirType pair = mlirTupleTypeGet(ctx, 2, two);
  MlirType mixed[] = {pair, empty, mlirVectorTypeGet(2, s2, f32), none,
                      mlirUnrankedTensorTypeGet(idx)};
  MlirType nested = mlirTupleTypeGet(ctx, 5, mixed);
  tuple_info(empty);
  tuple_info(pair);
  tuple_info(nested);
  MlirType same[] = {i32, i32, i32};
  tuple_info(mlirTupleTypeGet(ctx, 3, same));
  printf("tuple uniqued: %d order matters: %d\n", mlirTypeEqual(pair, mlirTupleTypeGet(ctx, 2, two)),
         mlirTypeEqual(pair, mlirTupleTypeGet(ctx, 2, (MlirType[]){f32, i32})));

  // Function types.
  MlirType fnEmpty = mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL);
  MlirType fnOne = mlirFunctionTypeGet(ctx, 1, &i32, 1, &f32);
  MlirType fnTwo = mlirFunctionTypeGet(ctx, 2, two, 2, two);
  MlirType fnNoResult = mlirFunctionTypeGet(ctx, 2, two, 0, NULL);
  MlirType fnReturnsFn = mlirFunctionTypeGet(ctx, 1, &i32, 1, &fnOne);
  MlirType fnTakesFn = mlirFunctionTypeGet(ctx, 1, &fnOne, 1, &fnEmpty);
  MlirType fnTuple = mlirFunctionTypeGet(ctx, 1, &pair, 1, &pair);
  MlirType results[] = {fnOne, i32};
  MlirType fnMulti = mlirFunctionTypeGet(ctx, 1, &fnReturnsFn, 2, results);
  MlirType fns[] = {fnEmpty, fnOne, fnTwo, fnNoResult, fnReturnsFn, fnTakesFn, fnTuple, fnMulti};
  for (size_t i = 0; i < N(fns); ++i)
    function_info(fns[i]);
  printf("function uniqued: %d inputs vs results: %d\n",
         mlirTypeEqual(fnTwo, mlirFunctionTypeGet(ctx, 2, two, 2, two)),
         mlirTypeEqual(fnNoResult, mlirFunctionTypeGet(ctx, 0, NULL, 2, two)));
  MlirType inTuple[] = {fnOne, fnEmpty};
  tuple_info(mlirTupleTypeGet(ctx, 2, inTuple));
  tuple_info(mlirTupleTypeGet(ctx, 1, (MlirType[]){mlirComplexTypeGet(i32)}));

  // Opaque types: bodies printed bare after a dot when simple enough,
  // otherwise between angle brackets, never escaped.
  const char *bodies[] = {"bar", "bar<1>", "x.y", "a_b", "x.", "a<b>>", "a<\"b>\">",
                          "",    "1abc",   "_x",  "a$b", "a<b", "a b \"q\" \\", "a(b)",
                          "a[b]", "a{b}",  "x<",  "a\nb", "A9.z_<>"};
  for (size_t i = 0; i < N(bodies); ++i)
    opaque_info(mlirOpaqueTypeGet(ctx, S("foo"), S(bodies[i])));
  opaque_info(mlirOpaqueTypeGet(ctx, S("foo.bar"), S("x")));
  opaque_info(mlirOpaqueTypeGet(ctx, S(""), S("x")));
  opaque_info(mlirOpaqueTypeGet(ctx, S("my_dialect"), S("type<with, params>")));
  // The body is raw bytes: embedded NUL and non-ASCII survive.
  MlirStringRef raw = {"a\0b\xff", 4};
  MlirType rawT = mlirOpaqueTypeGet(ctx, S("foo"), raw);
  MlirStringRef back = mlirOpaqueTypeGetData(rawT);
  printf("raw body: %zu bytes, equal=%d\n", back.length,
         back.length == 4 && memcmp(back.data, raw.data, 4) == 0);
  printf("opaque uniqued: %d namespace distinguishes: %d\n",
         mlirTypeEqual(mlirOpaqueTypeGet(ctx, S("foo"), S("bar")), mlirOpaqueTypeGet(ctx, S("foo"), S("bar"))),
         mlirTypeEqual(mlirOpaqueTypeGet(ctx, S("foo"), S("bar")), mlirOpaqueTypeGet(ctx, S("baz"), S("bar"))));
  MlirType opaqueElem = mlirOpaqueTypeGet(ctx, S("foo"), S("elem"));
  print_type(mlirRankedTensorTypeGet(2, s2, opaqueElem, mlirAttributeGetNull()));
  print_type(mlirTupleTypeGet(ctx, 1, &opaqueElem));

  printf("typeids: %d %d %d %d\n", mlirTypeIDEqual(mlirTypeGetTypeID(pair), mlirTupleTypeGetTypeID()),
         mlirTypeIDEqual(mlirTypeGetTypeID(fnOne), mlirFunctionTypeGetTypeID()),
         mlirTypeIDEqual(mlirTypeGetTypeID(opaqueElem), mlirOpaqueTypeGetTypeID()),
         mlirTypeIDEqual(mlirTupleTypeGetTypeID(), mlirFunctionTypeGetTypeID()));
  printf("names: ");
  print_str(mlirTupleTypeGetName());
  print_str(mlirFunctionTypeGetName());
  print_str(mlirOpaqueTypeGetName());
  mlirContextDestroy(ctx);
  return 0;
}
