// C patterns (mlirOpRewritePatternCreate) applied by the greedy driver
// (mlirApplyPatternsAndFoldGreedily, ...WithOp) under each configuration
// switch: the callbacks log the operations they are offered (so the order
// of the worklist shows), the rewriter they are given is used through
// mlirPatternRewriterAsBase, and the user data counts constructions,
// destructions, calls and successes; the module and the driver's result
// are printed after each run.
#include "rewrite_common.h"

// Sets a counter attribute on `op` in place (never converges).
static int act_touch(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  MlirContext ctx = mlirRewriterBaseGetContext(rw);
  mlirRewriterBaseStartOpModification(rw, op);
  mlirOperationSetDiscardableAttributeByName(
      op, S("n"), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), p->successes + 1));
  mlirRewriterBaseFinalizeOpModification(rw, op);
  return 1;
}

// Forwards the operand of `op` to the users of its result (through the
// pattern rewriter, so the driver revisits them), then erases `op`.
static int act_forward(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirValue from = mlirOperationGetResult(op, 0), to = mlirOperationGetOperand(op, 0);
  if (p->arg == 1)
    mlirRewriterBaseReplaceAllOpUsesWithValueRange(rw, op, 1, &to);
  else
    mlirRewriterBaseReplaceAllUsesWith(rw, from, to);
  mlirRewriterBaseEraseOp(rw, op);
  return 1;
}

// Moves `op` to the front of its block, unless it is there.
static int act_hoist(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirOperation first = mlirBlockGetFirstOperation(mlirOperationGetBlock(op));
  if (mlirOperationEqual(first, op))
    return 0;
  mlirRewriterBaseMoveOpBefore(rw, op, first);
  return 1;
}

typedef struct {
  int max_iterations_set;
  int64_t max_iterations;
  int max_rewrites_set;
  int64_t max_rewrites;
  int bottom_up;
  int top_down;
  int no_fold;
  int no_cse;
  int strictness;
  int level;
  int level_set;
  int with_op;
} Config;

static MlirGreedyRewriteDriverConfig make_config(const Config *c) {
  MlirGreedyRewriteDriverConfig cfg = mlirGreedyRewriteDriverConfigCreate();
  if (c->max_iterations_set)
    mlirGreedyRewriteDriverConfigSetMaxIterations(cfg, c->max_iterations);
  if (c->max_rewrites_set)
    mlirGreedyRewriteDriverConfigSetMaxNumRewrites(cfg, c->max_rewrites);
  if (c->bottom_up)
    mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(cfg, false);
  if (c->top_down)
    mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(cfg, true);
  if (c->no_fold)
    mlirGreedyRewriteDriverConfigEnableFolding(cfg, false);
  if (c->no_cse)
    mlirGreedyRewriteDriverConfigEnableConstantCSE(cfg, false);
  mlirGreedyRewriteDriverConfigSetStrictness(cfg, (MlirGreedyRewriteStrictness)c->strictness);
  if (c->level_set)
    mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(cfg, (MlirGreedySimplifyRegionLevel)c->level);
  return cfg;
}


// Parses `text`, applies the patterns with the configuration, prints the
// result, the module and the probes.
static void run(MlirContext ctx, const char *label, const char *text, Pat *pats, int npats,
                const Config *c) {
  printf("==== %s\n", label);
  MlirModule m = parse(ctx, text);
  MlirFrozenRewritePatternSet frozen = freeze_pats(ctx, pats, npats);
  MlirGreedyRewriteDriverConfig cfg = make_config(c);
  MlirLogicalResult r;
  if (c->with_op) {
    MlirOperation func = find(m, "func.func");
    r = mlirApplyPatternsAndFoldGreedilyWithOp(func, frozen, cfg);
  } else {
    r = mlirApplyPatternsAndFoldGreedily(m, frozen, cfg);
  }
  printf("result: %s\n", mlirLogicalResultIsSuccess(r) ? "converged" : "did not converge");
  print_op(mlirModuleGetOperation(m));
  mlirGreedyRewriteDriverConfigDestroy(cfg);
  for (int i = 0; i < npats; ++i)
    printf("before destroy: %s constructed %d destructed %d\n", pats[i].probe->label,
           pats[i].probe->constructed, pats[i].probe->destructed);
  destroy_pats(frozen, pats, npats);
  mlirModuleDestroy(m);
}

static const char *kConst =
    "func.func @consts(%x: i32) {\n"
    "  \"t.use\"(%x) : (i32) -> ()\n"
    "  %c7 = arith.constant 7 : i32\n"
    "  %0 = arith.addi %c7, %x : i32\n"
    "  %c7b = arith.constant 7 : i32\n"
    "  \"t.use\"(%c7b, %0) : (i32, i32) -> ()\n"
    "  \"t.region\"() ({\n"
    "    %c7c = arith.constant 7 : i32\n"
    "    \"t.use\"(%c7c) : (i32) -> ()\n"
    "  }) : () -> ()\n"
    "  %dead = arith.constant 9 : i32\n"
    "  return\n"
    "}\n";

static const char *kCfg =
    "func.func @cfg(%x: i32) {\n"
    "  \"t.a\"(%x) : (i32) -> i32\n"
    "  cf.br ^bb2\n"
    "^bb1:\n"
    "  \"t.a\"(%x) : (i32) -> i32\n"
    "  cf.br ^bb2\n"
    "^bb2:\n"
    "  return\n"
    "}\n";

static const char *kUnwrap =
    "func.func @unwrap(%x: i32) {\n"
    "  \"t.wrap\"() ({\n"
    "    \"t.wrap\"() ({\n"
    "      \"t.use\"(%x) : (i32) -> ()\n"
    "    }) : () -> ()\n"
    "    \"t.b\"(%x) : (i32) -> i32\n"
    "  }) : () -> ()\n"
    "  return\n"
    "}\n";

static void print_config(const char *label, MlirGreedyRewriteDriverConfig c) {
  printf("%s: iterations %lld, rewrites %lld, top-down %d, folding %d, strictness %d, "
         "region level %d, constant CSE %d\n",
         label, (long long)mlirGreedyRewriteDriverConfigGetMaxIterations(c),
         (long long)mlirGreedyRewriteDriverConfigGetMaxNumRewrites(c),
         mlirGreedyRewriteDriverConfigGetUseTopDownTraversal(c),
         mlirGreedyRewriteDriverConfigIsFoldingEnabled(c),
         (int)mlirGreedyRewriteDriverConfigGetStrictness(c),
         (int)mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel(c),
         mlirGreedyRewriteDriverConfigIsConstantCSEEnabled(c));
}

static void config_api(void) {
  MlirGreedyRewriteDriverConfig c = mlirGreedyRewriteDriverConfigCreate();
  print_config("defaults", c);
  mlirGreedyRewriteDriverConfigSetMaxIterations(c, 3);
  mlirGreedyRewriteDriverConfigSetMaxNumRewrites(c, 17);
  mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(c, true);
  mlirGreedyRewriteDriverConfigEnableFolding(c, false);
  mlirGreedyRewriteDriverConfigSetStrictness(c, MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_AND_NEW_OPS);
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(c, MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_NORMAL);
  mlirGreedyRewriteDriverConfigEnableConstantCSE(c, false);
  print_config("changed", c);
  mlirGreedyRewriteDriverConfigSetMaxIterations(c, -1);
  mlirGreedyRewriteDriverConfigSetMaxNumRewrites(c, -1);
  mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(c, false);
  mlirGreedyRewriteDriverConfigEnableFolding(c, true);
  mlirGreedyRewriteDriverConfigSetStrictness(c, MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_OPS);
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(c, MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_DISABLED);
  mlirGreedyRewriteDriverConfigEnableConstantCSE(c, true);
  print_config("changed back", c);
  mlirGreedyRewriteDriverConfigSetStrictness(c, MLIR_GREEDY_REWRITE_STRICTNESS_ANY_OP);
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(c, MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_AGGRESSIVE);
  print_config("any op, aggressive", c);
  mlirGreedyRewriteDriverConfigDestroy(c);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  config_api();
  MlirContext ctx = rewrite_context();

  Probe a2b = PROBE("a->b", act_rename, "t.b");
  Probe b2c = PROBE("b->c", act_rename, "t.c");
  Probe watch = PROBE("watch", NULL, NULL);
  Probe eraser = PROBE("erase", act_erase, NULL);
  Probe touch = PROBE("touch", act_touch, NULL);
  Probe hoist = PROBE("hoist", act_hoist, NULL);
  Probe unwrap = PROBE("unwrap", act_unwrap, NULL);
  Probe w2v = PROBE("w->v", act_rename, "t.v");

  Config dflt = {0};
  Pat chain[] = {{"t.a", 1, &a2b}, {"t.b", 1, &b2c}};
  run(ctx, "chain, default config", kChain, chain, 2, &dflt);
  Config strict = {0};
  for (int s = 0; s < 3; ++s) {
    strict.strictness = s;
    printf("strictness %d\n", s);
    run(ctx, "chain, strictness", kChain, chain, 2, &strict);
  }
  Config bu = {.bottom_up = 1};
  run(ctx, "chain, bottom-up", kChain, chain, 2, &bu);
  Config onfunc = {.with_op = 1};
  run(ctx, "chain, applied to the function", kChain, chain, 2, &onfunc);

  // Benefits: the watcher (fails) with the higher benefit is tried first.
  Probe watch_b = PROBE("watch b", NULL, NULL);
  Probe never = PROBE("benefit 65535", NULL, NULL);
  Pat bench[] = {{"t.a", 1, &a2b}, {"t.a", 3, &watch}, {"t.b", 2, &watch_b}, {"t.b", 65535, &never}};
  run(ctx, "benefits", kChain, bench, 4, &dflt);
  Pat bench2[] = {{"t.a", 5, &a2b}, {"t.a", 3, &watch}};
  run(ctx, "benefits, the rewriting pattern first", kChain, bench2, 2, &dflt);

  // Traversal order.
  Pat order[] = {{"t.w", 1, &watch}};
  Config td = {.top_down = 1};
  run(ctx, "order, default (bottom-up)", kOrder, order, 1, &dflt);
  run(ctx, "order, bottom-up", kOrder, order, 1, &bu);
  run(ctx, "order, top-down", kOrder, order, 1, &td);

  // Limits: an in-place change puts the op back on the worklist, so the
  // touching pattern never converges; the rewrite limit ends iterations.
  Pat touching[] = {{"t.w", 1, &touch}};
  touch.quiet = 1;
  Config four = {.max_rewrites_set = 1, .max_rewrites = 4};
  run(ctx, "never converges, 4 rewrites per iteration, 10 iterations", kOrder, touching, 1, &four);
  Config iters = {.max_iterations_set = 1, .max_iterations = 2, .max_rewrites_set = 1, .max_rewrites = 5};
  run(ctx, "never converges, 5 rewrites per iteration, 2 iterations", kOrder, touching, 1, &iters);
  touch.limit = 7;
  run(ctx, "converges after 7 touches", kOrder, touching, 1, &dflt);
  touch.limit = -1;
  Config one = {.max_rewrites_set = 1, .max_rewrites = 1, .max_iterations_set = 1, .max_iterations = 1};
  Pat renaming[] = {{"t.w", 1, &w2v}};
  run(ctx, "one rewrite, one iteration", kOrder, renaming, 1, &one);
  Config three = {.max_rewrites_set = 1, .max_rewrites = 3};
  run(ctx, "three rewrites per iteration", kOrder, renaming, 1, &three);
  Config nolimit = {.max_rewrites_set = 1, .max_rewrites = -1, .max_iterations_set = 1,
                    .max_iterations = -1};
  run(ctx, "no limits", kOrder, renaming, 1, &nolimit);

  // Erasure and moves under the driver.
  Pat erasing[] = {{"t.w", 1, &eraser}};
  run(ctx, "erase every t.w", kOrder, erasing, 1, &dflt);
  Pat hoisting[] = {{"t.use", 1, &hoist}};
  hoist.quiet = 1;
  hoist.limit = 2;
  run(ctx, "hoist t.use to the front", kConst, hoisting, 1, &dflt);
  Pat unwrapping[] = {{"t.wrap", 1, &unwrap}, {"t.b", 1, &b2c}};
  run(ctx, "unwrap regions", kUnwrap, unwrapping, 2, &dflt);

  // Use replacement through the pattern rewriter: the users are revisited.
  Probe fwd = PROBE("forward", act_forward, NULL);
  Pat forwarding[] = {{"t.b", 2, &fwd}, {"t.a", 1, &a2b}};
  run(ctx, "forward t.b's operand", kChain, forwarding, 2, &dflt);
  fwd.arg = 1;
  run(ctx, "forward t.b's operand (op uses), top-down", kChain, forwarding, 2, &td);

  // Folding and constant CSE.
  Pat none[] = {{"t.nothing", 1, &watch}};
  run(ctx, "constants, default", kConst, none, 1, &dflt);
  Config nofold = {.no_fold = 1};
  run(ctx, "constants, no folding", kConst, none, 1, &nofold);
  Config nocse = {.no_cse = 1};
  run(ctx, "constants, no constant CSE", kConst, none, 1, &nocse);
  Config neither = {.no_cse = 1, .no_fold = 1};
  run(ctx, "constants, neither", kConst, none, 1, &neither);
  run(ctx, "constants, bottom-up", kConst, none, 1, &bu);

  // Region simplification levels.
  for (int l = 0; l < 3; ++l) {
    Config lv = {.level_set = 1, .level = l};
    printf("level %d\n", l);
    run(ctx, "unreachable block", kCfg, chain, 2, &lv);
  }

  mlirContextDestroy(ctx);
  return 0;
}
