// What reaches stderr when no handler takes a diagnostic: errors only, as
// `<location>: error: <message>` (no location when it is unknown, no
// notes). stderr is captured into a file and copied to stdout.
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <unistd.h>

#include "diag_print.h"

static int saved_stderr = -1;
static FILE *capture;

static void begin_capture(void) {
  fflush(stderr);
  capture = tmpfile();
  saved_stderr = dup(2);
  dup2(fileno(capture), 2);
}

static void end_capture(const char *what) {
  fflush(stderr);
  dup2(saved_stderr, 2);
  close(saved_stderr);
  rewind(capture);
  printf("-- stderr of %s:\n", what);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, capture)) > 0)
    fwrite(buf, 1, n, stdout);
  fclose(capture);
}

static MlirLogicalResult decline(MlirDiagnostic d, void *user) {
  (void)user;
  printf("declined: ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultFailure();
}

int main(void) {
  MlirContext ctx = mlirContextCreate();

  begin_capture();
  mlirEmitError(at(ctx, 3), "with a location");
  mlirEmitError(mlirLocationUnknownGet(ctx), "with an unknown location");
  mlirEmitError(mlirLocationNameGet(ctx, S("nm"), mlirLocationUnknownGet(ctx)), "with a name");
  end_capture("emitted errors");

  // A verifier error: the note is not printed.
  MlirLocation loc = at(ctx, 9);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  append(mlirModuleGetBody(module), op_simple(at(ctx, 10), "foo.bar", &i32));
  begin_capture();
  int ok = mlirOperationVerify(mlirModuleGetOperation(module));
  end_capture("verification");
  printf("verify: %d\n", ok);

  // A declining handler leaves the diagnostic to the default behaviour.
  mlirContextAttachDiagnosticHandler(ctx, decline, NULL, NULL);
  begin_capture();
  mlirEmitError(loc, "declined error");
  end_capture("declined error");

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
