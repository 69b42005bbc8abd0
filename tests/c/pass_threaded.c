// Pass managers on a multithreaded context: a nested pipeline of external
// passes runs on the functions of a module (upstream runs clones of the
// passes on its thread pool; so does oxmlir), and what is observable is the
// same as a single-threaded run: the resulting IR, the total number of runs
// (counted atomically), and the diagnostics, delivered in the functions'
// order whatever thread produced them. The number of clones depends on the
// machine's threads, so it is not printed.
#define _POSIX_C_SOURCE 200809L
#include <stdatomic.h>

#include "pass_common.h"

static atomic_int runs;

static void *clone_cb(void *u) { return u; }

// Renames each function it runs on to `<name>_t` and tags it with an
// attribute; on functions whose name ends in 7 it also reports an error
// at the function and fails.
static void tag_run(MlirOperation op, MlirExternalPass pass, void *u) {
  (void)u;
  atomic_fetch_add(&runs, 1);
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute name = mlirOperationGetAttributeByName(op, S("sym_name"));
  MlirStringRef text = mlirStringAttrGetValue(name);
  char buf[64];
  snprintf(buf, sizeof buf, "%.*s_t", (int)text.length, text.data);
  mlirOperationSetAttributeByName(op, S("sym_name"), mlirStringAttrGet(ctx, S(buf)));
  mlirOperationSetAttributeByName(op, S("tagged"), mlirUnitAttrGet(ctx));
  if (text.length && text.data[text.length - 1] == '7') {
    mlirEmitError(mlirOperationGetLocation(op), "refusing a function ending in 7");
    mlirExternalPassSignalFailure(pass);
  }
}

static MlirModule many_funcs(MlirContext ctx, int n) {
  static char src[1 << 16];
  size_t len = 0;
  for (int i = 0; i < n; ++i)
    len += (size_t)snprintf(src + len, sizeof src - len,
                            "func.func @f%d(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a : i32\n  return %%0 : i32\n}\n", i);
  return mlirModuleCreateParse(ctx, S(src));
}

static void run(int threads, int n) {
  MlirContext ctx = mlirContextCreateWithThreading(threads);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  MlirModule m = many_funcs(ctx, n);
  atomic_store(&runs, 0);
  MlirExternalPassCallbacks cb = {NULL, NULL, NULL, clone_cb, tag_run};
  MlirPass p = mlirCreateExternalPass(mlirTypeIDCreate(&probe_type_id_storage), S("Tag"), S("tag"), S(""),
                                      S("func.func"), 0, NULL, cb, NULL);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  mlirOpPassManagerAddOwnedPass(mlirPassManagerGetNestedUnder(pm, S("func.func")), p);
  MlirLogicalResult r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m));
  printf("threads=%d funcs=%d: %s, runs=%d\n", threads, n, mlirLogicalResultIsSuccess(r) ? "success" : "failure",
         atomic_load(&runs));
  print_op(mlirModuleGetOperation(m));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

int main(void) {
  merge_stderr();
  run(0, 5);
  run(1, 5);
  run(0, 24);
  run(1, 24);
  return 0;
}
