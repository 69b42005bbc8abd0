// Diagnostic handlers: identifiers, most recent first, declining handlers
// passing diagnostics on, detaching, when deleteUserData runs (not for
// null user data; on detach; at context destruction, most recent first),
// and what an emitted error carries.
#include "diag_print.h"

static MlirLogicalResult named_handler(MlirDiagnostic d, void *user) {
  const char *name = user ? (const char *)user : "(null)";
  printf("%s sees [%s] ", name, severity_name(mlirDiagnosticGetSeverity(d)));
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf(" notes=%ld\n", (long)mlirDiagnosticGetNumNotes(d));
  // Handlers whose name starts with 'd' decline.
  return name[0] == 'd' ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static void delete_user_data(void *user) {
  printf("delete %s\n", user ? (const char *)user : "(null)");
}

static MlirLogicalResult location_handler(MlirDiagnostic d, void *user) {
  (void)user;
  MlirLocation loc = mlirDiagnosticGetLocation(d);
  printf("location: ");
  mlirLocationPrint(loc, print_cb, NULL);
  printf(" is-file=%d\n", mlirLocationIsAFileLineColRange(loc));
  return mlirLogicalResultSuccess();
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirLocation loc = at(ctx, 7);

  MlirDiagnosticHandlerID a = mlirContextAttachDiagnosticHandler(ctx, named_handler, "accept-a", delete_user_data);
  MlirDiagnosticHandlerID b = mlirContextAttachDiagnosticHandler(ctx, named_handler, "decline-b", delete_user_data);
  MlirDiagnosticHandlerID c = mlirContextAttachDiagnosticHandler(ctx, named_handler, "decline-c", NULL);
  printf("ids: %llu %llu %llu\n", (unsigned long long)a, (unsigned long long)b, (unsigned long long)c);

  // Most recent first; declining handlers pass the diagnostic on.
  mlirEmitError(loc, "first");

  // A detached handler is no longer called; its user data is deleted now.
  mlirContextDetachDiagnosticHandler(ctx, b);
  printf("after detaching b\n");
  mlirEmitError(loc, "second");

  // Detaching an unknown identifier does nothing.
  mlirContextDetachDiagnosticHandler(ctx, 12345);
  mlirContextDetachDiagnosticHandler(ctx, b);

  // Null user data: the deleter is not called on detach.
  MlirDiagnosticHandlerID d = mlirContextAttachDiagnosticHandler(ctx, named_handler, NULL, delete_user_data);
  printf("id: %llu\n", (unsigned long long)d);
  mlirEmitError(loc, "third");
  mlirContextDetachDiagnosticHandler(ctx, d);
  printf("after detaching the null one\n");

  // The accepting handler stops the search.
  MlirDiagnosticHandlerID e = mlirContextAttachDiagnosticHandler(ctx, named_handler, "accept-e", delete_user_data);
  mlirEmitError(loc, "fourth");
  mlirContextDetachDiagnosticHandler(ctx, e);

  // Locations of emitted diagnostics.
  MlirDiagnosticHandlerID f = mlirContextAttachDiagnosticHandler(ctx, location_handler, NULL, NULL);
  mlirEmitError(loc, "located");
  mlirEmitError(mlirLocationUnknownGet(ctx), "unknown");
  mlirEmitError(mlirLocationNameGet(ctx, S("name"), loc), "named");
  MlirLocation callee = at(ctx, 1);
  mlirEmitError(mlirLocationCallSiteGet(callee, loc), "callsite");
  mlirContextDetachDiagnosticHandler(ctx, f);

  // Handlers attached to another context do not see this one's errors.
  MlirContext other = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(other, named_handler, "other", delete_user_data);
  mlirEmitError(loc, "fifth");
  mlirEmitError(at(other, 1), "in other");

  // Destroying the contexts deletes the remaining user data, most recently
  // attached first.
  mlirContextAttachDiagnosticHandler(ctx, named_handler, "accept-g", delete_user_data);
  mlirContextAttachDiagnosticHandler(ctx, named_handler, "accept-h", delete_user_data);
  printf("destroying\n");
  mlirContextDestroy(ctx);
  printf("destroying other\n");
  mlirContextDestroy(other);
  printf("done\n");
  return 0;
}
