// Helpers shared by the pass manager tests (pass_*.c): stderr merged into
// stdout (passes, IR printing and the default diagnostic handler write to
// stderr; the harness compares stdout), text collected from string
// callbacks and printed whole (upstream sends many small chunks, an
// artifact), contexts with func and arith and threading disabled (the
// order of what passes print, and external passes' callback counts, depend
// on threads upstream), and an external pass that logs its callbacks.
#ifndef OXMLIR_TESTS_PASS_COMMON_H
#define OXMLIR_TESTS_PASS_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "diag_print.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"

// From here on, what is written to stderr appears on stdout, in order.
static inline void merge_stderr(void) {
  fflush(stdout);
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

// Text collected from a string callback.
typedef struct {
  char buf[8192];
  size_t len;
} Text;

static inline void text_cb(MlirStringRef s, void *user) {
  Text *t = (Text *)user;
  size_t n = s.length;
  if (t->len + n >= sizeof(t->buf))
    n = sizeof(t->buf) - 1 - t->len;
  memcpy(t->buf + t->len, s.data, n);
  t->len += n;
  t->buf[t->len] = 0;
}

// Prints collected text between brackets (newlines shown as they are).
static inline void print_text(const char *label, const Text *t) {
  printf("%s: [%s]\n", label, t->buf);
}

static inline void show_pipeline(const char *label, MlirOpPassManager pm) {
  Text t = {{0}, 0};
  mlirPrintPassPipeline(pm, text_cb, &t);
  print_text(label, &t);
}

// Adds pipeline elements to `pm`; prints the result and the error text.
static inline void add_pipeline(MlirOpPassManager pm, const char *text) {
  Text t = {{0}, 0};
  int ok = mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(pm, S(text), text_cb, &t));
  printf("add '%s': %s", text, ok ? "ok" : "failed");
  if (t.len)
    printf(" error=[%s]", t.buf);
  printf("\n");
}

// Parses an anchored pipeline into `pm`; prints the result and the error.
static inline void parse_pipeline(MlirOpPassManager pm, const char *text) {
  Text t = {{0}, 0};
  int ok = mlirLogicalResultIsSuccess(mlirParsePassPipeline(pm, S(text), text_cb, &t));
  printf("parse '%s': %s", text, ok ? "ok" : "failed");
  if (t.len)
    printf(" error=[%s]", t.buf);
  printf("\n");
}

// A context with func and arith loaded and multithreading disabled.
static inline MlirContext pass_context(void) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  return ctx;
}

// The usual start of a test: stderr merged, a context as `pass_context`,
// print-ir and print-op-stats registered.
static inline MlirContext pass_setup(void) {
  merge_stderr();
  mlirRegisterTransformsPrintIRPass();
  mlirRegisterTransformsPrintOpStats();
  return pass_context();
}

static inline MlirModule parse_module(MlirContext ctx, const char *src) {
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  if (mlirModuleIsNull(m)) {
    printf("cannot parse the test module\n");
    exit(1);
  }
  return m;
}

// Runs `pm` on the module and prints the result.
static inline int run_on(const char *label, MlirPassManager pm, MlirModule m) {
  printf("-- run %s\n", label);
  int ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m)));
  printf("-- run %s: %s\n", label, ok ? "success" : "failure");
  return ok;
}

// Three functions, two of them with arithmetic.
static const char *const THREE_FUNCS =
    "func.func @f(%a: i32) -> i32 {\n"
    "  %0 = arith.addi %a, %a : i32\n"
    "  %1 = arith.muli %0, %a : i32\n"
    "  return %1 : i32\n"
    "}\n"
    "func.func @g() {\n"
    "  return\n"
    "}\n"
    "func.func @h(%b: i32) -> i32 {\n"
    "  %0 = arith.addi %b, %b : i32\n"
    "  return %0 : i32\n"
    "}\n";

// ---------------------------------------------------------------------------
// A logging external pass. Its user data is a `Probe`; what each callback
// does is set by fields of the probe.
// ---------------------------------------------------------------------------

typedef struct Probe {
  const char *tag;
  int constructs, destructs, initializes, runs, clones;
  int fail_initialize;             // initialize returns failure
  int fail_on_run;                 // signal failure in every run
  int quiet;                       // do not print each call
  void (*action)(MlirOperation op, struct Probe *p); // extra work in run
} Probe;

static inline void probe_construct(void *u) {
  Probe *p = (Probe *)u;
  ++p->constructs;
  if (!p->quiet)
    printf("[%s] construct\n", p->tag);
}

static inline void probe_destruct(void *u) {
  Probe *p = (Probe *)u;
  ++p->destructs;
  if (!p->quiet)
    printf("[%s] destruct\n", p->tag);
}

static inline MlirLogicalResult probe_initialize(MlirContext ctx, void *u) {
  (void)ctx;
  Probe *p = (Probe *)u;
  ++p->initializes;
  if (!p->quiet)
    printf("[%s] initialize\n", p->tag);
  return p->fail_initialize ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static inline void *probe_clone(void *u) {
  Probe *p = (Probe *)u;
  ++p->clones;
  return u;
}

static inline void probe_run(MlirOperation op, MlirExternalPass pass, void *u) {
  Probe *p = (Probe *)u;
  ++p->runs;
  if (!p->quiet) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    printf("[%s] run on %.*s", p->tag, (int)name.length, name.data);
    MlirAttribute sym = mlirOperationGetAttributeByName(op, S("sym_name"));
    if (!mlirAttributeIsNull(sym))
      printf(" @%.*s", (int)mlirStringAttrGetValue(sym).length, mlirStringAttrGetValue(sym).data);
    printf("\n");
  }
  if (p->action)
    p->action(op, p);
  if (p->fail_on_run)
    mlirExternalPassSignalFailure(pass);
}

static inline void print_counts(const Probe *p) {
  printf("[%s] counts: construct=%d initialize=%d run=%d clone=%d destruct=%d\n", p->tag, p->constructs,
         p->initializes, p->runs, p->clones, p->destructs);
}

static uint64_t probe_type_id_storage;

// An external pass named `name` with pipeline argument `arg`, anchored on
// `op_name` ("" for any operation), logging into `p`.
static inline MlirPass probe_pass(const char *name, const char *arg, const char *op_name, Probe *p) {
  MlirExternalPassCallbacks cb = {probe_construct, probe_destruct, probe_initialize, probe_clone, probe_run};
  return mlirCreateExternalPass(mlirTypeIDCreate(&probe_type_id_storage), S(name), S(arg), S("a probe"),
                                S(op_name), 0, NULL, cb, p);
}

#endif
