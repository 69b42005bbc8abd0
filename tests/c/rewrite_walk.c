// mlirWalkAndApplyPatterns: one post-order walk over the operations
// nested in an operation (not the operation itself), in the blocks their
// region's entry block reaches, each operation offered once to the
// patterns (highest benefit first); operations a rewrite creates or
// changes are not visited again, operations it erases (the matched one
// and what is nested in it) are skipped safely. The callbacks log what
// they are offered.
#include "rewrite_common.h"

// Inserts a clone of `op` right after it (not visited by the walk).
static int act_clone_after(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirAttribute done = mlirOperationGetDiscardableAttributeByName(op, S("cloned"));
  if (!mlirAttributeIsNull(done))
    return 0;
  mlirRewriterBaseSetInsertionPointAfter(rw, op);
  MlirOperation copy = mlirRewriterBaseClone(rw, op);
  mlirOperationSetDiscardableAttributeByName(copy, S("cloned"),
                                             mlirUnitAttrGet(mlirRewriterBaseGetContext(rw)));
  return 1;
}


// Walks the `nth` operation called `on` (the module if null).
static void walk(MlirContext ctx, const char *label, const char *text, Pat *pats, int npats,
                 const char *on, int nth) {
  printf("==== %s\n", label);
  MlirModule m = parse(ctx, text);
  MlirFrozenRewritePatternSet frozen = freeze_pats(ctx, pats, npats);
  MlirOperation root = on ? find_nth(mlirModuleGetOperation(m), on, nth) : mlirModuleGetOperation(m);
  mlirWalkAndApplyPatterns(root, frozen);
  print_op(mlirModuleGetOperation(m));
  destroy_pats(frozen, pats, npats);
  mlirModuleDestroy(m);
}

static const char *kCfg =
    "func.func @cfg(%x: i1) {\n"
    "  \"t.w\"() {id = 1} : () -> ()\n"
    "  cf.cond_br %x, ^bb2, ^bb3\n"
    "^bb1:\n"
    "  \"t.w\"() {id = 90} : () -> ()\n"
    "  cf.br ^bb3\n"
    "^bb2:\n"
    "  \"t.w\"() {id = 2} : () -> ()\n"
    "  cf.br ^bb3\n"
    "^bb4:\n"
    "  \"t.w\"() {id = 91} : () -> ()\n"
    "  cf.br ^bb1\n"
    "^bb3:\n"
    "  \"t.w\"() {id = 3} : () -> ()\n"
    "  return\n"
    "}\n";

static const char *kWrap =
    "func.func @wrap(%x: i32) {\n"
    "  \"t.wrap\"() ({\n"
    "    \"t.w\"() {id = 1} : () -> ()\n"
    "    \"t.wrap\"() ({\n"
    "      \"t.w\"() {id = 2} : () -> ()\n"
    "    }) : () -> ()\n"
    "  }) : () -> ()\n"
    "  \"t.w\"() {id = 3} : () -> ()\n"
    "  return\n"
    "}\n";

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = rewrite_context();
  Probe watch = PROBE("watch", NULL, NULL);
  Probe watch2 = PROBE("watch func", NULL, NULL);
  Probe a2b = PROBE("a->b", act_rename, "t.b");
  Probe b2c = PROBE("b->c", act_rename, "t.c");
  Probe eraser = PROBE("erase", act_erase, NULL);
  Probe cloner = PROBE("clone after", act_clone_after, NULL);
  Probe unwrap = PROBE("unwrap", act_unwrap, NULL);
  Probe never = PROBE("benefit 65535", NULL, NULL);

  Pat order[] = {{"t.w", 1, &watch}, {"func.func", 1, &watch2}};
  walk(ctx, "post-order over the module", kOrder, order, 2, NULL, 0);
  walk(ctx, "on the function (not visited itself)", kOrder, order, 2, "func.func", 0);
  walk(ctx, "on the second t.w (its regions only)", kOrder, order, 2, "t.w", 1);

  Pat chain[] = {{"t.a", 1, &a2b}, {"t.b", 1, &b2c}};
  walk(ctx, "each op once: created ops are not visited", kChain, chain, 2, NULL, 0);
  Pat ranked[] = {{"t.a", 1, &a2b}, {"t.a", 2, &watch}, {"t.a", 65535, &never}};
  walk(ctx, "benefit order", kChain, ranked, 3, NULL, 0);
  Pat ranked2[] = {{"t.a", 3, &a2b}, {"t.a", 2, &watch}};
  walk(ctx, "benefit order, rewriting pattern first", kChain, ranked2, 2, NULL, 0);

  Pat cfg[] = {{"t.w", 1, &watch}};
  walk(ctx, "reachable blocks only", kCfg, cfg, 1, NULL, 0);

  Pat erasing[] = {{"t.w", 1, &eraser}};
  walk(ctx, "erase each visited op", kOrder, erasing, 1, NULL, 0);
  Pat cloning[] = {{"t.w", 1, &cloner}};
  cloner.quiet = 1;
  walk(ctx, "clones inserted after the visited op are not visited", kOrder, cloning, 1, NULL, 0);
  Pat unwrapping[] = {{"t.wrap", 1, &unwrap}, {"t.w", 1, &watch}};
  walk(ctx, "unwrap regions", kWrap, unwrapping, 2, NULL, 0);

  mlirContextDestroy(ctx);
  return 0;
}
