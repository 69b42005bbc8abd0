// Helpers shared by the rewriting tests (rewrite_*.c): a context with
// func, arith, cf and scf loaded and unregistered operations allowed,
// modules parsed from text, operations found by name, and C patterns that
// log their callbacks and count their user data's constructions and
// destructions.
#ifndef OXMLIR_TESTS_REWRITE_COMMON_H
#define OXMLIR_TESTS_REWRITE_COMMON_H

#include <stdlib.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Rewrite.h"

static inline MlirContext rewrite_context(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__cf__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__scf__(), ctx);
  return ctx;
}

static inline MlirModule parse(MlirContext ctx, const char *text) {
  MlirModule m = mlirModuleCreateParse(ctx, S(text));
  if (mlirModuleIsNull(m)) {
    printf("parse failed:\n%s\n", text);
    exit(1);
  }
  return m;
}

static inline void print_module(const char *label, MlirModule m) {
  printf("-- %s\n", label);
  print_op(mlirModuleGetOperation(m));
}

static inline int name_is(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

static inline void print_name(const char *label, MlirOperation op) {
  printf("%s: ", label);
  if (mlirOperationIsNull(op)) {
    printf("(null)\n");
    return;
  }
  print_str(mlirIdentifierStr(mlirOperationGetName(op)));
}

typedef struct {
  const char *name;
  int skip;
  MlirOperation found;
} Find;

static inline MlirWalkResult find_cb(MlirOperation op, void *u) {
  Find *f = (Find *)u;
  if (name_is(op, f->name) && f->skip-- == 0) {
    f->found = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

// The `nth` (from 0) operation called `name` in `root`, in pre-order.
static inline MlirOperation find_nth(MlirOperation root, const char *name, int nth) {
  Find f = {name, nth, {NULL}};
  mlirOperationWalk(root, find_cb, &f, MlirWalkPreOrder);
  if (mlirOperationIsNull(f.found)) {
    printf("no %s #%d\n", name, nth);
    exit(1);
  }
  return f.found;
}

static inline MlirOperation find(MlirModule m, const char *name) {
  return find_nth(mlirModuleGetOperation(m), name, 0);
}

// Creates a detached operation `name` with these operands and results.
static inline MlirOperation make_op(MlirContext ctx, const char *name, intptr_t nOperands,
                                    MlirValue *operands, intptr_t nResults, MlirType *results) {
  MlirOperationState st = mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, nOperands, operands);
  mlirOperationStateAddResults(&st, nResults, results);
  return mlirOperationCreate(&st);
}

// Nested operations called `t.w`, numbered in pre-order; the second
// block of the innermost second region is unreachable.
static const char *const kOrder =
    "func.func @order() {\n"
    "  \"t.w\"() {id = 1} : () -> ()\n"
    "  \"t.w\"() ({\n"
    "    \"t.w\"() {id = 3} : () -> ()\n"
    "    \"t.w\"() ({\n"
    "      \"t.w\"() {id = 5} : () -> ()\n"
    "    }, {\n"
    "      \"t.w\"() {id = 6} : () -> ()\n"
    "    ^bb1:\n"
    "      \"t.w\"() {id = 7} : () -> ()\n"
    "    }) {id = 4} : () -> ()\n"
    "  }) {id = 2} : () -> ()\n"
    "  \"t.w\"() {id = 8} : () -> ()\n"
    "  return\n"
    "}\n";

// A chain of `t.a` and `t.b` operations, partly nested.
static const char *const kChain =
    "func.func @chain(%x: i32) -> i32 {\n"
    "  %0 = \"t.a\"(%x) : (i32) -> i32\n"
    "  %1 = \"t.b\"(%0) : (i32) -> i32\n"
    "  %2 = \"t.a\"(%1) : (i32) -> i32\n"
    "  \"t.nest\"() ({\n"
    "    %3 = \"t.a\"(%2) : (i32) -> i32\n"
    "    \"t.b\"(%3) : (i32) -> i32\n"
    "  }) : () -> ()\n"
    "  return %2 : i32\n"
    "}\n";

// ---------------------------------------------------------------------------
// Logged C patterns.
// ---------------------------------------------------------------------------

// What a pattern's callbacks do: `action` rewrites `op` (with `arg` to
// choose how) and returns whether it did; `limit` bounds how many times
// it succeeds (-1: always).
typedef struct Probe Probe;
typedef int (*Action)(Probe *p, MlirOperation op, MlirRewriterBase rw);
struct Probe {
  const char *label;
  Action action;
  int arg;
  int limit;
  int constructed;
  int destructed;
  int calls;
  int successes;
  int quiet;
  void *extra;
};

// A probe with this label, action and `extra`, succeeding without limit.
#define PROBE(label, action, extra) {label, action, 0, -1, 0, 0, 0, 0, 0, extra}

static inline void probe_construct(void *u) { ((Probe *)u)->constructed++; }
static inline void probe_destruct(void *u) { ((Probe *)u)->destructed++; }

static inline void print_probe(const Probe *p) {
  printf("probe %s: constructed %d destructed %d calls %d successes %d\n", p->label,
         p->constructed, p->destructed, p->calls, p->successes);
}

static inline MlirLogicalResult probe_match(MlirRewritePattern pattern, MlirOperation op,
                                     MlirPatternRewriter rewriter, void *u) {
  (void)pattern;
  Probe *p = (Probe *)u;
  p->calls++;
  if (!p->quiet) {
    printf("  [%s] on ", p->label);
    mlirOperationPrint(op, print_cb, NULL);
    printf("\n");
  }
  if (p->limit >= 0 && p->successes >= p->limit)
    return mlirLogicalResultFailure();
  if (!p->action || !p->action(p, op, mlirPatternRewriterAsBase(rewriter)))
    return mlirLogicalResultFailure();
  p->successes++;
  return mlirLogicalResultSuccess();
}

static inline MlirRewritePattern probe_pattern(MlirContext ctx, const char *root, unsigned benefit,
                                               Probe *p) {
  MlirRewritePatternCallbacks cbs = {probe_construct, probe_destruct, probe_match};
  return mlirOpRewritePatternCreate(S(root), benefit, ctx, cbs, p, 0, NULL);
}

// One pattern of a set: its root, benefit and probe.
typedef struct {
  const char *root;
  unsigned benefit;
  Probe *probe;
} Pat;

// A frozen set of probe patterns (their counters reset), with generated
// operation names (none, one or two, by position).
static inline MlirFrozenRewritePatternSet freeze_pats(MlirContext ctx, Pat *pats, int npats) {
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  for (int i = 0; i < npats; ++i) {
    Probe *p = pats[i].probe;
    p->constructed = p->destructed = p->calls = p->successes = 0;
    MlirRewritePatternCallbacks cbs = {probe_construct, probe_destruct, probe_match};
    MlirStringRef gen[2] = {S("t.generated"), S((const char *)(p->extra ? p->extra : "t.other"))};
    MlirRewritePattern pat =
        mlirOpRewritePatternCreate(S(pats[i].root), pats[i].benefit, ctx, cbs, p, i % 3, gen);
    mlirRewritePatternSetAdd(set, pat);
  }
  return mlirFreezeRewritePattern(set);
}

// Destroys the frozen set, then prints the probes.
static inline void destroy_pats(MlirFrozenRewritePatternSet frozen, Pat *pats, int npats) {
  mlirFrozenRewritePatternSetDestroy(frozen);
  for (int i = 0; i < npats; ++i)
    print_probe(pats[i].probe);
}

// ---------------------------------------------------------------------------
// Rewrites shared by the tests.
// ---------------------------------------------------------------------------

// Replaces `op` by a new operation named `p->extra` with the same operands
// and result types, created at the rewriter's insertion point.
static inline int act_rename(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  if (!mlirOperationEqual(mlirRewriterBaseGetOperationAfterInsertion(rw), op) ||
      !mlirBlockEqual(mlirRewriterBaseGetInsertionBlock(rw), mlirOperationGetBlock(op)))
    printf("  insertion point is not before the op\n");
  MlirOperationState st = mlirOperationStateGet(S((const char *)p->extra), mlirOperationGetLocation(op));
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  intptr_t r = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < r; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    mlirOperationStateAddResults(&st, 1, &t);
  }
  MlirOperation made = mlirRewriterBaseInsert(rw, mlirOperationCreate(&st));
  mlirRewriterBaseReplaceOpWithOperation(rw, op, made);
  return 1;
}

// Erases `op` (it must have no uses).
static inline int act_erase(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  mlirRewriterBaseEraseOp(rw, op);
  return 1;
}

// Inlines the single block of the only region of `op` before `op`, then
// erases `op`.
static inline int act_unwrap(Probe *p, MlirOperation op, MlirRewriterBase rw) {
  (void)p;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(body))
    return 0;
  mlirRewriterBaseInlineBlockBefore(rw, body, op, 0, NULL);
  mlirRewriterBaseEraseOp(rw, op);
  return 1;
}

#endif
