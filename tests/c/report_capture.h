// Helpers shared by the oxmlir-only misuse tests (stale_handles.c,
// affine_misuse.c): a diagnostic handler that keeps the text of the last
// report and counts reports, and checks that print what failed.
#ifndef OXMLIR_TESTS_REPORT_CAPTURE_H
#define OXMLIR_TESTS_REPORT_CAPTURE_H

#include "common.h"
#include "mlir-c/Diagnostics.h"

static char last[1024];
static int reports;

static void collect(MlirStringRef s, void *u) {
  size_t *len = (size_t *)u;
  size_t n = s.length;
  if (*len + n >= sizeof(last))
    n = sizeof(last) - 1 - *len;
  memcpy(last + *len, s.data, n);
  *len += n;
  last[*len] = 0;
}

// Attach with mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL).
static MlirLogicalResult handler(MlirDiagnostic d, void *u) {
  (void)u;
  size_t len = 0;
  last[0] = 0;
  mlirDiagnosticPrint(d, collect, &len);
  ++reports;
  return mlirLogicalResultSuccess();
}

static int failures;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED line %d: %s (last report: %s)\n", __LINE__, #cond, last); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#endif
