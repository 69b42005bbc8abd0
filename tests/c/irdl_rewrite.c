// Operations of a dialect defined in IRDL (mlirLoadIRDLDialects) rewritten
// like any other: C patterns rooted at them run by the greedy driver and
// by mlirWalkAndApplyPatterns (the probes log the operations offered, so
// the worklist order shows), the operations the patterns create are
// verified against the IRDL constraints, and a pass pipeline
// (canonicalize, cse) runs over them.
#include "diag_print.h"
#include "rewrite_common.h"
#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"

static const char *DEFS =
    "irdl.dialect @alg {\n"
    "  irdl.operation @add {\n"
    "    %0 = irdl.any\n"
    "    irdl.operands(a: %0, b: %0)\n"
    "    irdl.results(r: %0)\n"
    "  }\n"
    "  irdl.operation @double {\n"
    "    %0 = irdl.base \"!builtin.integer\"\n"
    "    irdl.operands(x: %0)\n"
    "    irdl.results(r: %0)\n"
    "  }\n"
    "  irdl.operation @wrap {\n"
    "    %r = irdl.region with size 1\n"
    "    irdl.regions(body: %r)\n"
    "  }\n"
    "}\n";

static const char *INPUT =
    "func.func @f(%x: i32, %y: i32, %z: f32) -> i32 {\n"
    "  %0 = \"alg.add\"(%x, %x) : (i32, i32) -> i32\n"
    "  %1 = \"alg.add\"(%0, %y) : (i32, i32) -> i32\n"
    "  %2 = \"alg.add\"(%1, %1) : (i32, i32) -> i32\n"
    "  %f = \"alg.add\"(%z, %z) : (f32, f32) -> f32\n"
    "  \"alg.wrap\"() ({\n"
    "    %3 = \"alg.add\"(%y, %y) : (i32, i32) -> i32\n"
    "    \"t.use\"(%3, %f) : (i32, f32) -> ()\n"
    "  }) : () -> ()\n"
    "  %c = arith.constant 3 : i32\n"
    "  %d = arith.constant 3 : i32\n"
    "  %4 = \"alg.add\"(%c, %d) : (i32, i32) -> i32\n"
    "  return %2 : i32\n"
    "}\n";

// `alg.add(%v, %v)` becomes `alg.double(%v)`, whatever the type (the IRDL
// constraint of `alg.double` only accepts integers: the verifier reports
// the one made from `f32`).
static int act_double(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
  if (!mlirValueEqual(a, b))
    return 0;
  MlirOperationState st = mlirOperationStateGet(S("alg.double"), mlirOperationGetLocation(op));
  mlirOperationStateAddOperands(&st, 1, &a);
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  mlirOperationStateAddResults(&st, 1, &t);
  MlirOperation made = mlirRewriterBaseInsert(rw, mlirOperationCreate(&st));
  mlirRewriterBaseReplaceOpWithOperation(rw, op, made);
  return 1;
}

// `alg.double(%v)` back to `alg.add(%v, %v)` (one walk, no fixpoint).
static int act_undouble(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirValue v[2] = {mlirOperationGetOperand(op, 0), mlirOperationGetOperand(op, 0)};
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirOperation made = mlirRewriterBaseInsert(rw, make_op(mlirRewriterBaseGetContext(rw), "alg.add", 2, v, 1, &t));
  mlirRewriterBaseReplaceOpWithOperation(rw, op, made);
  return 1;
}

int main(void) {
  MlirContext ctx = rewrite_context();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirModule defs = parse(ctx, DEFS);
  printf("load: %d\n", mlirLogicalResultIsSuccess(mlirLoadIRDLDialects(defs)));
  MlirModule m = parse(ctx, INPUT);
  printf("verify input: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));

  // The greedy driver with two patterns on IRDL operations.
  Probe dbl = PROBE("double", act_double, NULL);
  Probe unwrap = PROBE("unwrap", act_unwrap, NULL);
  Pat pats[] = {{"alg.add", 1, &dbl}, {"alg.wrap", 1, &unwrap}};
  MlirFrozenRewritePatternSet frozen = freeze_pats(ctx, pats, 2);
  MlirGreedyRewriteDriverConfig cfg = mlirGreedyRewriteDriverConfigCreate();
  MlirLogicalResult r = mlirApplyPatternsAndFoldGreedily(m, frozen, cfg);
  mlirGreedyRewriteDriverConfigDestroy(cfg);
  destroy_pats(frozen, pats, 2);
  printf("greedy: %d\n", mlirLogicalResultIsSuccess(r));
  print_module("after greedy", m);
  printf("verify: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));

  // One walk that undoes the doubling.
  Probe undbl = PROBE("undouble", act_undouble, NULL);
  Pat walk_pats[] = {{"alg.double", 1, &undbl}};
  frozen = freeze_pats(ctx, walk_pats, 1);
  mlirWalkAndApplyPatterns(mlirModuleGetOperation(m), frozen);
  destroy_pats(frozen, walk_pats, 1);
  print_module("after walk", m);
  printf("verify: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));

  // A pass pipeline over them: the constants fold together (cse), the
  // IRDL operations are unknown to both passes and stay.
  mlirRegisterTransformsPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(opm, S("builtin.module(func.func(canonicalize,cse))"), print_cb, NULL);
  printf("pipeline: %d\n", mlirLogicalResultIsSuccess(parsed));
  r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m));
  printf("run: %d\n", mlirLogicalResultIsSuccess(r));
  print_module("after passes", m);
  mlirPassManagerDestroy(pm);

  mlirModuleDestroy(m);
  mlirModuleDestroy(defs);
  mlirContextDestroy(ctx);
  return 0;
}
