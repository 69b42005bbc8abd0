// The memref dialect through the C API: its dialect handle (namespace,
// registering, loading, which memref operations are then registered, which
// dialects load with it), the InferTypeOpInterface query on memref ops,
// parsing and printing memref IR (globals, accesses, views) in its custom
// and generic forms, building memref.alloc / memref.store / memref.subview
// through OperationState, and the diagnostics of invalid memref IR.
#include "diag_print.h"
#include "op_state.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Interfaces.h"

static const char *const MEMREF_OPS[] = {
    "memref.alloc",         "memref.alloca",
    "memref.alloca_scope",  "memref.alloca_scope.return",
    "memref.assume_alignment", "memref.atomic_rmw",
    "memref.atomic_yield",  "memref.cast",
    "memref.collapse_shape", "memref.copy",
    "memref.dealloc",       "memref.dim",
    "memref.distinct_objects", "memref.dma_start",
    "memref.dma_wait",      "memref.expand_shape",
    "memref.extract_aligned_pointer_as_index", "memref.extract_strided_metadata",
    "memref.generic_atomic_rmw", "memref.get_global",
    "memref.global",        "memref.load",
    "memref.memory_space_cast", "memref.prefetch",
    "memref.rank",          "memref.realloc",
    "memref.reinterpret_cast", "memref.reshape",
    "memref.store",         "memref.subview",
    "memref.transpose",     "memref.view",
    NULL};

static void print_ops(MlirContext ctx, const char *what) { print_registered_ops(ctx, what, MEMREF_OPS, "memref.bogus"); }

static MlirContext memref_context(void) {
  MlirContext ctx = diag_context(1);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__memref__(), ctx);
  return ctx;
}

static void handle(void) {
  printf("=== dialect handle\n");
  MlirDialectHandle h = mlirGetDialectHandle__memref__();
  print_str(mlirDialectHandleGetNamespace(h));
  printf("\n");
  MlirContext ctx = mlirContextCreateWithThreading(false);
  printf("loaded dialects: %ld\n", (long)mlirContextGetNumLoadedDialects(ctx));
  print_ops(ctx, "fresh");
  mlirDialectHandleRegisterDialect(h, ctx);
  print_ops(ctx, "registered");
  MlirDialect d = mlirDialectHandleLoadDialect(h, ctx);
  printf("loaded namespace: ");
  print_str(mlirDialectGetNamespace(d));
  printf("\n");
  // memref loads arith and ub with it.
  printf("loaded dialects: %ld\n", (long)mlirContextGetNumLoadedDialects(ctx));
  const char *deps[] = {"arith", "ub", "cf", "func", NULL};
  for (int i = 0; deps[i]; ++i)
    printf("%s loaded: %d\n", deps[i], !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S(deps[i]))));
  print_ops(ctx, "loaded");
  MlirTypeID infer = mlirInferTypeOpInterfaceTypeID();
  for (int i = 0; MEMREF_OPS[i]; ++i)
    printf("%s infer-type=%d\n", MEMREF_OPS[i], mlirOperationImplementsInterfaceStatic(S(MEMREF_OPS[i]), ctx, infer));
  mlirContextDestroy(ctx);
}

static const char *const MODULE =
    "memref.global \"private\" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}\n"
    "memref.global @u : memref<3xi8> = uninitialized\n"
    "func.func @f(%n: index, %v: f32, %u: memref<*xf32>) -> f32 {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %g = memref.get_global @c : memref<2xf32>\n"
    "  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<4x?xf32, 1>\n"
    "  memref.store %v, %a[%c0, %n] {nontemporal = true} : memref<4x?xf32, 1>\n"
    "  %x = memref.load %a[%c0, %c0] {nontemporal = false} : memref<4x?xf32, 1>\n"
    "  %s = memref.subview %a[1, %n][2, 2][1, 2] : memref<4x?xf32, 1> to memref<2x2xf32, strided<[?, 2], offset: ?>, 1>\n"
    "  %k = memref.cast %g : memref<2xf32> to memref<?xf32>\n"
    "  %e = memref.expand_shape %g [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>\n"
    "  %r = memref.atomic_rmw addf %v, %k[%c0] : (f32, memref<?xf32>) -> f32\n"
    "  %b, %o, %sz, %st = memref.extract_strided_metadata %k : memref<?xf32> -> memref<f32>, index, index, index\n"
    "  memref.alloca_scope {\n"
    "    %t = memref.alloca() : memref<f32>\n"
    "  }\n"
    "  memref.prefetch %a[%c0, %n], write, locality<1>, data : memref<4x?xf32, 1>\n"
    "  memref.dealloc %a : memref<4x?xf32, 1>\n"
    "  return %r : f32\n"
    "}\n";

static void parse_and_print(void) {
  printf("=== parse and print\n");
  MlirContext ctx = memref_context();
  MlirModule m = mlirModuleCreateParse(ctx, S(MODULE));
  printf("parsed: %d\n", !mlirModuleIsNull(m));
  MlirOperation op = mlirModuleGetOperation(m);
  printf("verifies: %d\n", mlirOperationVerify(op));
  mlirOperationPrint(op, print_cb, NULL);
  printf("\n");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(op, flags, print_cb, NULL);
  mlirOpPrintingFlagsDestroy(flags);
  printf("\n");
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static MlirAttribute i32_array(MlirContext ctx, intptr_t n, const int32_t *v) {
  return mlirDenseI32ArrayGet(ctx, n, v);
}

static MlirAttribute i64_array(MlirContext ctx, intptr_t n, const int64_t *v) {
  return mlirDenseI64ArrayGet(ctx, n, v);
}

static void build(void) {
  printf("=== build memref ops through OperationState\n");
  MlirContext ctx = memref_context();
  MlirLocation loc = at(ctx, 1);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  int64_t shape[2] = {4, dyn};
  MlirType mt = mlirMemRefTypeContiguousGet(f32, 2, shape, mlirAttributeGetNull());
  MlirBlock body = mlirBlockCreate(2, (MlirType[]){index, f32}, (MlirLocation[]){loc, loc});
  MlirValue n = mlirBlockGetArgument(body, 0);
  MlirValue v = mlirBlockGetArgument(body, 1);

  MlirOperationState alloc = mlirOperationStateGet(S("memref.alloc"), loc);
  mlirOperationStateAddOperands(&alloc, 1, &n);
  mlirOperationStateAddResults(&alloc, 1, &mt);
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("operandSegmentSizes")), i32_array(ctx, 2, (const int32_t[]){1, 0}));
  mlirOperationStateAddAttributes(&alloc, 1, &segments);
  MlirOperation allocOp = mlirOperationCreate(&alloc);
  mlirBlockAppendOwnedOperation(body, allocOp);
  MlirValue a = mlirOperationGetResult(allocOp, 0);

  MlirOperation store = op_make(loc, "memref.store", 4, (MlirValue[]){v, a, n, n}, 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(body, store);

  // memref.subview %a[0, %n][2, 1][1, 1] to a rank-reduced strided type.
  int64_t sshape[1] = {2};
  int64_t strides[1] = {dyn};
  MlirAttribute layout = mlirStridedLayoutAttrGet(ctx, dyn, 1, strides);
  MlirType st = mlirMemRefTypeGet(f32, 1, sshape, layout, mlirAttributeGetNull());
  MlirOperationState sub = mlirOperationStateGet(S("memref.subview"), loc);
  mlirOperationStateAddOperands(&sub, 2, (MlirValue[]){a, n});
  mlirOperationStateAddResults(&sub, 1, &st);
  MlirNamedAttribute attrs[4] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("operandSegmentSizes")),
                            i32_array(ctx, 4, (const int32_t[]){1, 1, 0, 0})),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("static_offsets")), i64_array(ctx, 2, (const int64_t[]){0, dyn})),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("static_sizes")), i64_array(ctx, 2, (const int64_t[]){2, 1})),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("static_strides")), i64_array(ctx, 2, (const int64_t[]){1, 1})),
  };
  mlirOperationStateAddAttributes(&sub, 4, attrs);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&sub));

  MlirRegion outer = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(outer, body);
  MlirOperation holder = op_make(loc, "test.holder", 0, NULL, 0, NULL, 1, &outer, 0, NULL);
  printf("verifies: %d\n", mlirOperationVerify(holder));
  mlirOperationPrint(holder, print_cb, NULL);
  printf("\n");
  // Storing to the alloc with one index too few makes the store invalid.
  mlirOperationDestroy(store);
  mlirBlockInsertOwnedOperationAfter(
      body, allocOp, op_make(loc, "memref.store", 3, (MlirValue[]){v, a, n}, 0, NULL, 0, NULL, 0, NULL));
  printf("verifies: %d\n", mlirOperationVerify(holder));
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
}

static void invalid(void) {
  printf("=== invalid IR\n");
  MlirContext ctx = memref_context();
  const char *inputs[] = {
      "func.func @f(%m: memref<4xf32>) {\n  memref.prefetch %m[], fetch, locality<3>, data : memref<4xf32>\n  return\n}\n",
      "func.func @f(%m: memref<8x16xf32>) {\n"
      "  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>\n  return\n}\n",
      "memref.global @g : memref<?xf32>\n",
      "func.func @f() {\n  %0 = memref.get_global @nope : memref<4xf32>\n  return\n}\n",
      "func.func @f(%m: memref<8x16xf32>) {\n  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<127xf32>\n"
      "  return\n}\n",
      "func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {\n"
      "  %x = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xf32>) -> i32\n  return\n}\n",
      NULL};
  for (int i = 0; inputs[i]; ++i) {
    MlirModule m = mlirModuleCreateParse(ctx, S(inputs[i]));
    printf("input %d parsed: %d\n", i, !mlirModuleIsNull(m));
    if (!mlirModuleIsNull(m)) {
      printf("verifies: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
      mlirModuleDestroy(m);
    }
  }
  mlirContextDestroy(ctx);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  handle();
  parse_and_print();
  build();
  invalid();
  return 0;
}
