// Errors while running pass managers, printed by a diagnostic handler:
// a pass manager anchored on another operation than the one it runs on,
// nested pipelines scheduled on unregistered and non-isolated operations,
// an op-specific pass in an op-agnostic pass manager, passes run directly
// on such operations; verification after a pass that breaks the IR
// (erases terminators, adds an unregistered operation), which stops the
// pipeline, and the same with the verifier disabled; then the same errors
// reaching the default handler (stderr, merged into stdout).
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

static const char *const SRC =
    "func.func @f(%a: i32) -> i32 {\n"
    "  %c = arith.constant 1 : i32\n"
    "  %0 = arith.addi %a, %c : i32\n"
    "  return %0 : i32\n"
    "}\n"
    "\"test.unreg\"() ({\n"
    "  func.func @inner() {\n"
    "    return\n"
    "  }\n"
    "}) : () -> ()\n"
    "func.func @g() {\n"
    "  return\n"
    "}\n";

static MlirOperation first_in(MlirOperation op) {
  return mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)));
}

static void run_pipeline(MlirContext ctx, MlirModule m, const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm), pipeline);
  run_on(pipeline, pm, m);
  mlirPassManagerDestroy(pm);
}

static void run_op(MlirContext ctx, const char *what, MlirOperation op, MlirPass pass) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, pass);
  printf("-- run on %s: %d\n", what, mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)));
  mlirPassManagerDestroy(pm);
}

// Erases the terminator of the function's entry block.
static void erase_terminator(MlirOperation op, Probe *p) {
  (void)p;
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  mlirOperationDestroy(mlirBlockGetTerminator(b));
}

// Inserts an operation of an unregistered dialect at the start of the
// function's entry block.
static void add_unregistered(MlirOperation op, Probe *p) {
  (void)p;
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirOperationState st = mlirOperationStateGet(S("bogus.op"), mlirOperationGetLocation(op));
  mlirBlockInsertOwnedOperation(b, 0, mlirOperationCreate(&st));
}

static void breaking(MlirContext ctx, const char *src, void (*action)(MlirOperation, Probe *), int verify) {
  MlirModule m = parse_module(ctx, src);
  Probe breaker = {.tag = "breaker", .action = action}, next = {.tag = "next"}, later = {.tag = "later"};
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  mlirPassManagerEnableVerifier(pm, verify);
  MlirOpPassManager f = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Breaker", "breaker", "func.func", &breaker));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Next", "next", "", &next));
  mlirPassManagerAddOwnedPass(pm, probe_pass("Later", "later", "", &later));
  run_on(verify ? "verifier on" : "verifier off", pm, m);
  mlirPassManagerDestroy(pm);
  print_op_generic(mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
}

static void scheduling(MlirContext ctx) {
  MlirModule m = parse_module(ctx, SRC);
  MlirOperation module = mlirModuleGetOperation(m);

  printf("== anchor mismatch\n");
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, S("func.func"));
  run_on("func.func pm on a module", pm, m);
  mlirPassManagerDestroy(pm);
  pm = mlirPassManagerCreateOnOperation(ctx, S("test.unreg"));
  run_on("test.unreg pm on a module", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== nested pipelines\n");
  run_pipeline(ctx, m, "any(test.unreg(print-ir))");
  run_pipeline(ctx, m, "any(func.func(arith.constant(print-ir)))");
  run_pipeline(ctx, m, "any(func.func(arith.addi(print-ir)),print-ir{label=not-reached})");
  run_pipeline(ctx, m, "any(test.unreg(func.func(print-ir)))");
  run_pipeline(ctx, m, "any(cse(print-ir))");
  run_pipeline(ctx, m, "any(builtin.module(print-ir))");

  printf("== op-specific pass in an op-agnostic pass manager\n");
  Probe fn = {.tag = "fn"};
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, probe_pass("FnOnly", "fn-only", "func.func", &fn));
  run_on("fn-only on the module", pm, m);
  mlirPassManagerDestroy(pm);
  pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager anyp = mlirPassManagerGetNestedUnder(pm, S("any"));
  mlirOpPassManagerAddOwnedPass(anyp, probe_pass("FnOnly", "fn-only", "func.func", &fn));
  run_on("nested any(fn-only)", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== running directly on operations\n");
  MlirOperation f = first_in(module);
  MlirOperation constant = first_in(f);
  MlirOperation unreg = mlirOperationGetNextInBlock(f);
  run_op(ctx, "arith.constant", constant, mlirCreateTransformsPrintIRPass());
  run_op(ctx, "test.unreg", unreg, mlirCreateTransformsPrintIRPass());
  run_op(ctx, "func.func", f, mlirCreateTransformsPrintOpStats());
  pm = mlirPassManagerCreate(ctx);
  printf("-- empty pm on arith.constant: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, constant)));
  printf("-- empty pm on test.unreg: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, unreg)));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = pass_setup();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  scheduling(ctx);

  printf("== breaking passes\n");
  const char *two = "func.func @a() {\n  return\n}\nfunc.func @b(%x: i32) -> i32 {\n  return %x : i32\n}\n";
  breaking(ctx, two, erase_terminator, 1);
  breaking(ctx, two, erase_terminator, 0);
  mlirContextSetAllowUnregisteredDialects(ctx, false);
  breaking(ctx, two, add_unregistered, 1);
  breaking(ctx, two, add_unregistered, 0);
  mlirContextSetAllowUnregisteredDialects(ctx, true);

  printf("== the default handler\n");
  mlirContextDetachDiagnosticHandler(ctx, id);
  scheduling(ctx);
  breaking(ctx, two, erase_terminator, 1);
  mlirContextDestroy(ctx);
  return 0;
}
