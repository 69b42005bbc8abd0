// Detaching a diagnostic handler while a diagnostic is being delivered:
// the detached handler's user data is deleted at once (upstream destroys
// the handler, and its user data, in mlirContextDetachDiagnosticHandler),
// and it is not called for that or later diagnostics; a handler detaching
// itself has its user data deleted before it returns. Only handlers already
// tried (or the running one) are detached during delivery: upstream walks
// its handler vector in place, so erasing one not yet tried would shift the
// walk.
#include "diag_print.h"

static MlirContext ctx;
static MlirDiagnosticHandlerID ids[4];

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  long n = (long)user;
  printf("h%ld: ", n);
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  if (n == 5) {
    mlirContextDetachDiagnosticHandler(ctx, ids[3]);
    printf("h5 detached itself\n");
    return mlirLogicalResultFailure();
  }
  if (n == 1) {
    // h3 and h2 were tried before h1 (they decline).
    mlirContextDetachDiagnosticHandler(ctx, ids[3]);
    printf("h1 detached h3\n");
    mlirContextDetachDiagnosticHandler(ctx, ids[3]);
    printf("h1 detached h3 again\n");
  }
  return n == 1 || n == 0 ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static void deleter(void *user) { printf("deleted h%ld\n", (long)user); }

int main(void) {
  ctx = mlirContextCreate();
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("d.mlir"), 1, 2);
  for (long i = 0; i < 4; ++i)
    ids[i] = mlirContextAttachDiagnosticHandler(ctx, handler, (void *)i, deleter);
  mlirEmitError(loc, "first");
  mlirEmitError(loc, "second");
  mlirContextDetachDiagnosticHandler(ctx, ids[1]);
  printf("main detached h1\n");
  mlirEmitError(loc, "third");
  // A handler detaching itself (it declines, so the next one is tried).
  ids[3] = mlirContextAttachDiagnosticHandler(ctx, handler, (void *)5, deleter);
  mlirEmitError(loc, "fourth");
  mlirEmitError(loc, "fifth");
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
