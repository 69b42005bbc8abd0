// Running pass managers through the C API (threading disabled): the
// print-op-stats and print-ir passes (stderr, merged into stdout) at the
// top level and nested, created directly and from pipelines; nested
// pipelines merged at the first run (visible in the printed pipeline);
// external passes: which operations each runs on, the counts of their
// callbacks over two runs and the destruction, failure signalled in run
// (every matching operation is still visited; the next run is normal),
// initialize failing (nothing runs; the next run initializes again), an
// op-specific pass anchored on func.func nested under builtin.module, and
// an op-agnostic pass in a builtin.module pass manager; the cse pass
// created and registered; dependent dialects loaded at the run, and the
// context given to initialize.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"
#include "mlir-c/Dialect/SCF.h"

static MlirContext initialized_with;

static MlirLogicalResult remember_context(MlirContext ctx, void *u) {
  (void)u;
  initialized_with = ctx;
  return mlirLogicalResultSuccess();
}

static void noop_run(MlirOperation op, MlirExternalPass pass, void *u) {
  (void)op;
  (void)pass;
  (void)u;
}

// An external pass depending on scf: the dialect is loaded when a pipeline
// holding the pass runs (not when the pass is created or added); the
// initialize callback gets the context.
static void dependent_dialects(void) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  MlirModule m = parse_module(ctx, "func.func @f() {\n  return\n}\n");
  MlirDialectHandle deps[] = {mlirGetDialectHandle__scf__()};
  MlirExternalPassCallbacks cb = {NULL, NULL, remember_context, NULL, noop_run};
  MlirPass p = mlirCreateExternalPass(mlirTypeIDCreate(&probe_type_id_storage), S("Deps"), S("deps"), S(""),
                                      S("func.func"), 1, deps, cb, NULL);
  printf("created: scf.for registered=%d\n", mlirContextIsRegisteredOperation(ctx, S("scf.for")));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirOpPassManagerAddOwnedPass(mlirPassManagerGetNestedUnder(pm, S("func.func")), p);
  printf("added: scf.for registered=%d\n", mlirContextIsRegisteredOperation(ctx, S("scf.for")));
  run_on("deps", pm, m);
  printf("ran: scf.for registered=%d, initialized with the context: %d\n",
         mlirContextIsRegisteredOperation(ctx, S("scf.for")), mlirContextEqual(ctx, initialized_with));
  MlirDialect scf = mlirContextGetOrLoadDialect(ctx, S("scf"));
  printf("scf loaded: %d\n", !mlirDialectIsNull(scf));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void print_module(MlirModule m) { print_op(mlirModuleGetOperation(m)); }

int main(void) {
  MlirContext ctx = pass_setup();
  MlirModule m = parse_module(ctx, THREE_FUNCS);

  printf("== print-op-stats on the module\n");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintOpStats());
  run_on("stats", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== nested, as JSON, twice\n");
  pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  add_pipeline(mlirPassManagerGetAsOpPassManager(pm), "func.func(print-op-stats{json=true})");
  run_on("json 1", pm, m);
  run_on("json 2", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== print-ir at both levels\n");
  pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm),
                 "builtin.module(print-ir,func.func(print-ir{label=x}),print-ir{label='a b'})");
  run_on("print-ir", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== merging at run\n");
  pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager root = mlirPassManagerGetAsOpPassManager(pm);
  add_pipeline(root, "func.func(print-op-stats),func.func(print-ir{label=second}),any(print-op-stats{json}),"
                     "func.func(print-ir),builtin.module(print-op-stats),print-ir{label=top},func.func(print-ir)");
  show_pipeline("before", root);
  MlirModule small = parse_module(ctx, "func.func @only() {\n  return\n}\n");
  run_on("merge", pm, small);
  show_pipeline("after", root);
  mlirPassManagerDestroy(pm);

  printf("== external passes: counts\n");
  Probe fn = {.tag = "fn"}, any = {.tag = "any"}, top = {.tag = "top"};
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, probe_pass("Top", "top", "", &top));
  MlirOpPassManager nested = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(nested, probe_pass("Fn", "fn", "func.func", &fn));
  MlirOpPassManager anyp = mlirPassManagerGetNestedUnder(pm, S("any"));
  mlirOpPassManagerAddOwnedPass(anyp, probe_pass("Any", "", "", &any));
  show_pipeline("pipeline", mlirPassManagerGetAsOpPassManager(pm));
  run_on("first", pm, m);
  run_on("second", pm, m);
  print_counts(&top);
  print_counts(&fn);
  print_counts(&any);
  printf("destroy\n");
  mlirPassManagerDestroy(pm);
  print_counts(&top);
  print_counts(&fn);
  print_counts(&any);

  printf("== signalled failure\n");
  Probe bad = {.tag = "bad", .fail_on_run = 1}, after = {.tag = "after"};
  pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  nested = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(nested, probe_pass("Bad", "bad", "func.func", &bad));
  mlirOpPassManagerAddOwnedPass(nested, probe_pass("After", "after", "", &after));
  mlirPassManagerAddOwnedPass(pm, probe_pass("Later", "later", "", &after));
  run_on("failing", pm, m);
  bad.fail_on_run = 0;
  run_on("passing", pm, m);
  mlirPassManagerDestroy(pm);
  print_counts(&bad);
  print_counts(&after);

  printf("== initialize failing\n");
  Probe init = {.tag = "init", .fail_initialize = 1};
  pm = mlirPassManagerCreate(ctx);
  nested = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(nested, probe_pass("Init", "init", "func.func", &init));
  run_on("init fails", pm, m);
  run_on("init fails again", pm, m);
  init.fail_initialize = 0;
  run_on("init passes", pm, m);
  run_on("no new init", pm, m);
  mlirPassManagerDestroy(pm);
  print_counts(&init);

  printf("== op-agnostic external pass on a builtin.module pass manager\n");
  Probe mod = {.tag = "mod"};
  pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  mlirPassManagerAddOwnedPass(pm, probe_pass("Mod", "mod", "", &mod));
  run_on("module", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== running on a nested function\n");
  pm = mlirPassManagerCreateOnOperation(ctx, S("func.func"));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintIRPass());
  MlirOperation g = mlirOperationGetNextInBlock(mlirBlockGetFirstOperation(mlirModuleGetBody(m)));
  printf("-- run: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, g)));
  mlirPassManagerDestroy(pm);

  printf("== cse, created and from a registered pipeline\n");
  MlirModule dup = parse_module(ctx, "func.func @d(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n"
                                     "  %1 = arith.addi %a, %a : i32\n  %2 = arith.muli %0, %1 : i32\n"
                                     "  %3 = arith.muli %1, %0 : i32\n  %4 = arith.subi %2, %3 : i32\n"
                                     "  %5 = arith.subi %3, %2 : i32\n  return %4 : i32\n}\n");
  pm = mlirPassManagerCreate(ctx);
  mlirOpPassManagerAddOwnedPass(mlirPassManagerGetNestedUnder(pm, S("func.func")), mlirCreateTransformsCSE());
  run_on("cse", pm, dup);
  mlirPassManagerDestroy(pm);
  print_module(dup);
  mlirRegisterTransformsCSE();
  pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm), "builtin.module(cse)");
  run_on("cse again", pm, dup);
  mlirPassManagerDestroy(pm);
  print_module(dup);
  mlirModuleDestroy(dup);

  printf("== dependent dialects\n");
  dependent_dialects();

  print_module(m);
  mlirModuleDestroy(small);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
