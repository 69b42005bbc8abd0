// Helpers shared by the diagnostics and verifier tests (diag_*.c,
// verify_*.c): a diagnostic handler printing severity, location, message
// and notes to stdout, and small IR builders.
#ifndef OXMLIR_TESTS_DIAG_PRINT_H
#define OXMLIR_TESTS_DIAG_PRINT_H

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static inline const char *severity_name(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "?";
}

// Prints "[severity] loc(...): message" and the notes, indented.
static inline void print_diagnostic(MlirDiagnostic d, int depth) {
  printf("%*s[%s] ", depth * 2, "", severity_name(mlirDiagnosticGetSeverity(d)));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  intptr_t n = mlirDiagnosticGetNumNotes(d);
  for (intptr_t i = 0; i < n; ++i)
    print_diagnostic(mlirDiagnosticGetNote(d, i), depth + 1);
}

static inline MlirLogicalResult print_handler(MlirDiagnostic d, void *user) {
  (void)user;
  print_diagnostic(d, 0);
  return mlirLogicalResultSuccess();
}

// A fresh context printing its diagnostics; unregistered dialects allowed
// if `allow`.
static inline MlirContext diag_context(int allow) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, allow);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  return ctx;
}

// loc("t.mlir":line:1)
static inline MlirLocation at(MlirContext ctx, unsigned line) {
  return mlirLocationFileLineColGet(ctx, S("t.mlir"), line, 1);
}

// An operation `name` with the given operands, results, owned regions and
// successors.
static inline MlirOperation op_make(MlirLocation loc, const char *name, intptr_t nOperands,
                                    MlirValue *operands, intptr_t nResults, MlirType *results,
                                    intptr_t nRegions, MlirRegion *regions, intptr_t nSuccessors,
                                    MlirBlock *successors) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  if (nOperands)
    mlirOperationStateAddOperands(&st, nOperands, operands);
  if (nResults)
    mlirOperationStateAddResults(&st, nResults, results);
  if (nRegions)
    mlirOperationStateAddOwnedRegions(&st, nRegions, regions);
  if (nSuccessors)
    mlirOperationStateAddSuccessors(&st, nSuccessors, successors);
  return mlirOperationCreate(&st);
}

// An operation without operands, regions or successors, with 0 or 1 result.
static inline MlirOperation op_simple(MlirLocation loc, const char *name, MlirType *result) {
  return op_make(loc, name, 0, NULL, result ? 1 : 0, result, 0, NULL, 0, NULL);
}

// Appends `op` to `block` and returns it.
static inline MlirOperation append(MlirBlock block, MlirOperation op) {
  mlirBlockAppendOwnedOperation(block, op);
  return op;
}

// A region holding one new block with no arguments; the block is returned
// through `block`.
static inline MlirRegion region_with_block(MlirBlock *block) {
  MlirRegion r = mlirRegionCreate();
  MlirBlock b = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(r, b);
  if (block)
    *block = b;
  return r;
}

// Verifies `op` and prints the result after the diagnostics.
static inline void check(const char *what, MlirOperation op) {
  printf("== %s\n", what);
  int ok = mlirOperationVerify(op);
  printf("verify: %d\n", ok);
}

#endif
