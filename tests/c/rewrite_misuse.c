// oxmlir-only: upstream crashes or corrupts memory on these calls. Checks
// that misuse of the rewriting API is reported (through the context's
// diagnostic handler when a context is known, on stderr otherwise) and
// that the calls return safe values: null and destroyed rewriters, pattern
// rewriters used after their callback or from another thread, an IR
// rewriter destroyed twice and a pattern rewriter destroyed as one,
// patterns added twice, sets destroyed or frozen twice, destroyed frozen
// sets and configurations, sets and configurations destroyed by a pattern
// while a driver uses them, invalid enum values, objects of another
// context, erasures of used operations and blocks, wrong replacement
// counts, stale operations, and a pattern without matchAndRewrite.
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>

#include "misuse_capture.h"
#include "rewrite_common.h"

static const char *kInput =
    "func.func @f(%x: i32) -> i32 {\n"
    "  %0 = \"t.a\"(%x) : (i32) -> i32\n"
    "  %1 = \"t.b\"(%0) : (i32) -> i32\n"
    "  cf.br ^bb1\n"
    "^bb1:\n"
    "  return %1 : i32\n"
    "}\n";

// What the misbehaving pattern keeps for the checks after its callback.
static MlirRewriterBase kept_rewriter;
static MlirPatternRewriter kept_pattern_rewriter;
static MlirFrozenRewritePatternSet doomed_set;
static MlirGreedyRewriteDriverConfig doomed_config;
static int thread_result;

// Uses a pattern rewriter from another thread (the callback's thread
// waits meanwhile).
static void *use_from_thread(void *arg) {
  MlirRewriterBase rw = *(MlirRewriterBase *)arg;
  int r = reports;
  thread_result = mlirContextIsNull(mlirRewriterBaseGetContext(rw));
  EXPECT_REPORT(r, "names a pattern rewriter of another thread");
  return NULL;
}

// Misuses its rewriter and the driver's objects, then fails.
static int act_misuse(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)op;
  kept_rewriter = rw;
  int r = reports;
  mlirIRRewriterDestroy(rw);
  EXPECT_REPORT(r, "names a pattern rewriter, not an IR rewriter");
  EXPECT(!mlirContextIsNull(mlirRewriterBaseGetContext(rw)));
  pthread_t t;
  pthread_create(&t, NULL, use_from_thread, &rw);
  pthread_join(t, NULL);
  EXPECT(thread_result);
  if (p->arg == 1) {
    // The driver's set and configuration go while it runs.
    mlirFrozenRewritePatternSetDestroy(doomed_set);
    mlirGreedyRewriteDriverConfigDestroy(doomed_config);
    EXPECT(p->destructed == 0);
  }
  return 0;
}

static MlirLogicalResult keep_rewriter(MlirRewritePattern pattern, MlirOperation op,
                                       MlirPatternRewriter rewriter, void *u) {
  kept_pattern_rewriter = rewriter;
  return probe_match(pattern, op, rewriter, u);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = rewrite_context();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirModule m = parse(ctx, kInput);
  MlirOperation a = find(m, "t.a"), b = find(m, "t.b");
  MlirValue a_res = mlirOperationGetResult(a, 0);
  int r;

  // Null handles (no context known: stderr).
  MlirRewriterBase null_rw = {NULL};
  begin_stderr();
  EXPECT(mlirContextIsNull(mlirRewriterBaseGetContext(null_rw)));
  END_STDERR("mlirRewriterBaseGetContext: null MlirRewriterBase handle");
  begin_stderr();
  mlirRewriterBaseEraseOp(null_rw, a);
  END_STDERR("null MlirRewriterBase handle");
  mlirIRRewriterDestroy(null_rw);
  mlirRewritePatternSetDestroy((MlirRewritePatternSet){NULL});
  mlirFrozenRewritePatternSetDestroy((MlirFrozenRewritePatternSet){NULL});
  mlirGreedyRewriteDriverConfigDestroy((MlirGreedyRewriteDriverConfig){NULL});
  begin_stderr();
  EXPECT(mlirPatternRewriterAsBase((MlirPatternRewriter){NULL}).ptr == NULL);
  END_STDERR("null MlirPatternRewriter handle");
  begin_stderr();
  EXPECT(mlirGreedyRewriteDriverConfigGetMaxIterations((MlirGreedyRewriteDriverConfig){NULL}) == 10);
  END_STDERR("null MlirGreedyRewriteDriverConfig handle");
  begin_stderr();
  EXPECT(mlirFreezeRewritePattern((MlirRewritePatternSet){NULL}).ptr == NULL);
  END_STDERR("null MlirRewritePatternSet handle");

  // A destroyed IR rewriter.
  MlirRewriterBase rw = mlirIRRewriterCreate(ctx);
  mlirIRRewriterDestroy(rw);
  begin_stderr();
  mlirIRRewriterDestroy(rw);
  END_STDERR("does not name a live IR rewriter");
  begin_stderr();
  EXPECT(mlirBlockIsNull(mlirRewriterBaseGetInsertionBlock(rw)));
  END_STDERR("does not name a live rewriter");

  // Misuse through a live IR rewriter.
  rw = mlirIRRewriterCreateFromOp(b);
  r = reports;
  mlirRewriterBaseEraseOp(rw, a);
  EXPECT_REPORT(r, "the operation to erase still has uses");
  EXPECT(mlirOperationEqual(find(m, "t.a"), a));
  r = reports;
  mlirRewriterBaseReplaceOpWithValues(rw, a, 0, NULL);
  EXPECT_REPORT(r, "incorrect number of values");
  r = reports;
  mlirRewriterBaseReplaceOpWithValues(rw, a, 1, NULL);
  EXPECT_REPORT(r, "null MlirValue array with length 1");
  MlirBlock bb1 = mlirBlockGetNextInRegion(mlirOperationGetBlock(a));
  r = reports;
  mlirRewriterBaseEraseBlock(rw, bb1);
  EXPECT_REPORT(r, "the block to erase still has uses");
  r = reports;
  mlirRewriterBaseMergeBlocks(rw, bb1, mlirOperationGetBlock(a), 0, NULL);
  EXPECT_REPORT(r, "still has uses");
  r = reports;
  mlirRewriterBaseInsert(rw, a);
  EXPECT_REPORT(r, "in a block already");
  r = reports;
  mlirRewriterBaseSetInsertionPointToEnd(rw, (MlirBlock){NULL});
  EXPECT_REPORT(r, "null MlirBlock handle");
  // A stale operation.
  MlirOperation gone = make_op(ctx, "t.gone", 0, NULL, 0, NULL);
  mlirOperationDestroy(gone);
  r = reports;
  mlirRewriterBaseSetInsertionPointBefore(rw, gone);
  EXPECT(reports == r + 1);
  r = reports;
  EXPECT(mlirOperationIsNull(mlirRewriterBaseClone(rw, gone)));
  EXPECT(reports == r + 1);

  // Another context's objects.
  MlirContext other = rewrite_context();
  mlirContextAttachDiagnosticHandler(other, handler, NULL, NULL);
  MlirModule om = parse(other, kInput);
  r = reports;
  mlirRewriterBaseMoveOpBefore(rw, find(om, "t.a"), b);
  EXPECT_REPORT(r, "different contexts");
  r = reports;
  mlirRewriterBaseReplaceAllUsesWith(rw, a_res, mlirOperationGetResult(find(om, "t.a"), 0));
  EXPECT_REPORT(r, "different contexts");
  MlirRewritePatternSet oset = mlirRewritePatternSetCreate(other);
  MlirFrozenRewritePatternSet ofrozen = mlirFreezeRewritePattern(oset);
  MlirGreedyRewriteDriverConfig cfg = mlirGreedyRewriteDriverConfigCreate();
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirApplyPatternsAndFoldGreedily(m, ofrozen, cfg)));
  EXPECT_REPORT(r, "belongs to another context");
  r = reports;
  mlirWalkAndApplyPatterns(mlirModuleGetOperation(m), ofrozen);
  EXPECT_REPORT(r, "belongs to another context");
  mlirFrozenRewritePatternSetDestroy(ofrozen);
  mlirModuleDestroy(om);
  mlirContextDestroy(other);

  // Invalid enum values.
  r = reports;
  begin_stderr();
  mlirGreedyRewriteDriverConfigSetStrictness(cfg, (MlirGreedyRewriteStrictness)7);
  END_STDERR("invalid MlirGreedyRewriteStrictness 7");
  begin_stderr();
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(cfg, (MlirGreedySimplifyRegionLevel)9);
  END_STDERR("invalid MlirGreedySimplifyRegionLevel 9");
  EXPECT(mlirGreedyRewriteDriverConfigGetStrictness(cfg) == MLIR_GREEDY_REWRITE_STRICTNESS_ANY_OP);

  // Patterns and sets.
  MlirRewritePatternCallbacks no_match = {probe_construct, probe_destruct, NULL};
  Probe idle = PROBE("idle", NULL, NULL);
  r = reports;
  EXPECT(mlirOpRewritePatternCreate(S("t.a"), 1, ctx, no_match, &idle, 0, NULL).ptr == NULL);
  EXPECT_REPORT(r, "the matchAndRewrite callback is required");
  EXPECT(idle.constructed == 0);
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  MlirRewritePattern pat = probe_pattern(ctx, "t.a", 1, &idle);
  mlirRewritePatternSetAdd(set, pat);
  begin_stderr();
  mlirRewritePatternSetAdd(set, pat);
  END_STDERR("does not name a pattern the caller owns");
  mlirRewritePatternSetDestroy(set);
  EXPECT(idle.constructed == 1 && idle.destructed == 1);
  begin_stderr();
  mlirRewritePatternSetDestroy(set);
  END_STDERR("does not name a live pattern set");
  // Adding to a destroyed set destroys the pattern.
  pat = probe_pattern(ctx, "t.a", 1, &idle);
  begin_stderr();
  mlirRewritePatternSetAdd(set, pat);
  END_STDERR("does not name a live pattern set");
  EXPECT(idle.constructed == 2 && idle.destructed == 2);
  // A set frozen twice, used after freezing.
  set = mlirRewritePatternSetCreate(ctx);
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  begin_stderr();
  EXPECT(mlirFreezeRewritePattern(set).ptr == NULL);
  END_STDERR("destroyed or frozen already");
  begin_stderr();
  mlirRewritePatternSetAdd(set, probe_pattern(ctx, "t.a", 1, &idle));
  END_STDERR("does not name a live pattern set");
  mlirFrozenRewritePatternSetDestroy(frozen);
  begin_stderr();
  mlirFrozenRewritePatternSetDestroy(frozen);
  END_STDERR("does not name a live frozen set");
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirApplyPatternsAndFoldGreedilyWithOp(a, frozen, cfg)));
  EXPECT_REPORT(r, "does not name a live frozen set");
  mlirGreedyRewriteDriverConfigDestroy(cfg);
  begin_stderr();
  mlirGreedyRewriteDriverConfigDestroy(cfg);
  END_STDERR("does not name a live configuration");
  begin_stderr();
  mlirGreedyRewriteDriverConfigEnableFolding(cfg, false);
  END_STDERR("does not name a live configuration");

  // A pattern misusing its rewriter, destroying the driver's set and
  // configuration while the driver runs.
  Probe bad = {"misuse", act_misuse, 1, -1, 0, 0, 0, 0, 1, NULL};
  set = mlirRewritePatternSetCreate(ctx);
  MlirRewritePatternCallbacks keeping = {probe_construct, probe_destruct, keep_rewriter};
  mlirRewritePatternSetAdd(set, mlirOpRewritePatternCreate(S("t.b"), 1, ctx, keeping, &bad, 0, NULL));
  doomed_set = mlirFreezeRewritePattern(set);
  doomed_config = mlirGreedyRewriteDriverConfigCreate();
  EXPECT(mlirLogicalResultIsSuccess(mlirApplyPatternsAndFoldGreedily(m, doomed_set, doomed_config)));
  EXPECT(bad.calls == 1 && bad.destructed == 1);
  // The pattern rewriter after its callback.
  begin_stderr();
  EXPECT(mlirContextIsNull(mlirRewriterBaseGetContext(kept_rewriter)));
  END_STDERR("does not name a live rewriter");
  begin_stderr();
  EXPECT(mlirPatternRewriterAsBase(kept_pattern_rewriter).ptr == NULL);
  END_STDERR("does not name a live pattern rewriter");
  // The walk driver with a pattern misusing its rewriter.
  bad.arg = 0;
  bad.calls = bad.constructed = bad.destructed = 0;
  set = mlirRewritePatternSetCreate(ctx);
  mlirRewritePatternSetAdd(set, mlirOpRewritePatternCreate(S("t.b"), 1, ctx, keeping, &bad, 0, NULL));
  frozen = mlirFreezeRewritePattern(set);
  mlirWalkAndApplyPatterns(mlirModuleGetOperation(m), frozen);
  mlirFrozenRewritePatternSetDestroy(frozen);
  EXPECT(bad.calls == 1 && bad.destructed == 1);

  // A rewriter whose context is gone.
  MlirContext short_lived = rewrite_context();
  MlirRewriterBase orphan = mlirIRRewriterCreate(short_lived);
  MlirRewritePatternSet orphan_set = mlirRewritePatternSetCreate(short_lived);
  mlirContextDestroy(short_lived);
  begin_stderr();
  EXPECT(mlirContextIsNull(mlirRewriterBaseGetContext(orphan)));
  END_STDERR("MlirContext handle does not name a live object");
  mlirIRRewriterDestroy(orphan);
  begin_stderr();
  EXPECT(mlirFreezeRewritePattern(orphan_set).ptr == NULL);
  END_STDERR("MlirContext handle does not name a live object");

  mlirIRRewriterDestroy(rw);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return misuse_finish();
}
