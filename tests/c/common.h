// Helpers shared by the C test programs: printing through the C API's
// string callbacks to stdout.
#ifndef OXMLIR_TESTS_COMMON_H
#define OXMLIR_TESTS_COMMON_H

#include <stdio.h>
#include <string.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

static inline void print_cb(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

#define S(x) mlirStringRefCreateFromCString(x)

static inline void print_op(MlirOperation op) {
  mlirOperationPrint(op, print_cb, NULL);
  printf("\n");
}

// Prints `op` in the generic form.
static inline void print_op_generic(MlirOperation op) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(op, flags, print_cb, NULL);
  mlirOpPrintingFlagsDestroy(flags);
  printf("\n");
}

static inline void print_type(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf("\n");
}

static inline void print_attr(MlirAttribute a) {
  mlirAttributePrint(a, print_cb, NULL);
  printf("\n");
}

static inline void print_loc(MlirLocation l) {
  mlirLocationPrint(l, print_cb, NULL);
  printf("\n");
}

static inline void print_value(MlirValue v) {
  mlirValuePrint(v, print_cb, NULL);
  printf("\n");
}

static inline void print_str(MlirStringRef s) {
  fwrite(s.data, 1, s.length, stdout);
  printf("\n");
}

#endif
