// The scf dialect through the C API: its dialect handle (namespace,
// registering, loading, which scf operations are then registered), the
// InferTypeOpInterface query on scf ops, parsing and printing scf IR in
// its custom and generic forms, building scf.if + scf.yield through
// OperationState, and the diagnostics of invalid scf IR.
#include "diag_print.h"
#include "op_state.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Interfaces.h"

static const char *const SCF_OPS[] = {"scf.condition", "scf.execute_region", "scf.for", "scf.forall",
                                      "scf.forall.in_parallel", "scf.if", "scf.index_switch",
                                      "scf.parallel", "scf.reduce", "scf.reduce.return", "scf.while",
                                      "scf.yield", NULL};

static void print_ops(MlirContext ctx, const char *what) { print_registered_ops(ctx, what, SCF_OPS, "scf.bogus"); }

static MlirContext scf_context(void) {
  MlirContext ctx = diag_context(1);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__scf__(), ctx);
  return ctx;
}

static void handle(void) {
  printf("=== dialect handle\n");
  MlirDialectHandle h = mlirGetDialectHandle__scf__();
  print_str(mlirDialectHandleGetNamespace(h));
  printf("\n");
  MlirContext ctx = mlirContextCreateWithThreading(false);
  print_ops(ctx, "fresh");
  mlirDialectHandleRegisterDialect(h, ctx);
  print_ops(ctx, "registered");
  MlirDialect d = mlirDialectHandleLoadDialect(h, ctx);
  printf("loaded namespace: ");
  print_str(mlirDialectGetNamespace(d));
  printf("\n");
  print_ops(ctx, "loaded");
  MlirTypeID infer = mlirInferTypeOpInterfaceTypeID();
  for (int i = 0; SCF_OPS[i]; ++i)
    printf("%s infer-type=%d\n", SCF_OPS[i], mlirOperationImplementsInterfaceStatic(S(SCF_OPS[i]), ctx, infer));
  mlirContextDestroy(ctx);
}

static const char *const MODULE =
    "func.func @f(%lb: index, %ub: index, %c: i1, %x: i32, %t: tensor<4xf32>) -> i32 {\n"
    "  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (i32) {\n"
    "    %s = scf.if %c -> (i32) {\n"
    "      scf.yield %a : i32\n"
    "    } else {\n"
    "      scf.yield %x : i32\n"
    "    }\n"
    "    scf.yield %s : i32\n"
    "  }\n"
    "  %w = scf.while (%v = %r) : (i32) -> i32 {\n"
    "    scf.condition(%c) %v : i32\n"
    "  } do {\n"
    "  ^bb0(%v: i32):\n"
    "    scf.yield %v : i32\n"
    "  }\n"
    "  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {\n"
    "  }\n"
    "  %o = scf.forall (%i) in (4) shared_outs(%q = %t) -> (tensor<4xf32>) {\n"
    "  }\n"
    "  %k = scf.index_switch %lb -> i32\n"
    "  case 1 {\n"
    "    scf.yield %w : i32\n"
    "  }\n"
    "  default {\n"
    "    scf.yield %x : i32\n"
    "  }\n"
    "  return %k : i32\n"
    "}\n";

static void parse_and_print(void) {
  printf("=== parse and print\n");
  MlirContext ctx = scf_context();
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

static void build(void) {
  printf("=== build scf.if through OperationState\n");
  MlirContext ctx = scf_context();
  MlirLocation loc = at(ctx, 1);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirBlock body = mlirBlockCreate(2, (MlirType[]){i1, i32}, (MlirLocation[]){loc, loc});
  MlirValue cond = mlirBlockGetArgument(body, 0);
  MlirValue x = mlirBlockGetArgument(body, 1);
  MlirRegion regions[2];
  for (int k = 0; k < 2; ++k) {
    regions[k] = mlirRegionCreate();
    MlirBlock b = mlirBlockCreate(0, NULL, NULL);
    mlirRegionAppendOwnedBlock(regions[k], b);
    mlirBlockAppendOwnedOperation(b, op_make(loc, "scf.yield", 1, &x, 0, NULL, 0, NULL, 0, NULL));
  }
  MlirOperation ifop = op_make(loc, "scf.if", 1, &cond, 1, &i32, 2, regions, 0, NULL);
  mlirBlockAppendOwnedOperation(body, ifop);
  MlirRegion outer = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(outer, body);
  MlirOperation holder = op_make(loc, "test.holder", 0, NULL, 0, NULL, 1, &outer, 0, NULL);
  printf("verifies: %d\n", mlirOperationVerify(holder));
  mlirOperationPrint(holder, print_cb, NULL);
  printf("\n");
  // A yield of the wrong type makes the op invalid.
  MlirBlock then = mlirRegionGetFirstBlock(mlirOperationGetRegion(ifop, 0));
  mlirOperationDestroy(mlirBlockGetFirstOperation(then));
  mlirBlockAppendOwnedOperation(then, op_make(loc, "scf.yield", 1, &cond, 0, NULL, 0, NULL, 0, NULL));
  printf("verifies: %d\n", mlirOperationVerify(holder));
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
}

static void invalid(void) {
  printf("=== invalid IR\n");
  MlirContext ctx = scf_context();
  const char *inputs[] = {
      "func.func @f(%lb: index) {\n  scf.for %i = %lb to %lb stp %lb {\n  }\n  return\n}\n",
      "func.func @f(%lb: index, %x: i32) {\n  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {\n"
      "    scf.yield\n  }\n  return\n}\n",
      "func.func @f(%lb: index) {\n  scf.forall (%i) in (x) {\n  }\n  return\n}\n",
      "func.func @f(%c: i1, %x: i32) {\n  %r = scf.if %c -> (i32) {\n    scf.yield %x : i32\n  }\n  return\n}\n",
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
