// Helpers of the dialect tests (dialect_*.c): parsing and showing a
// module, and building operations through OperationState.
#ifndef OXMLIR_TESTS_OP_STATE_H
#define OXMLIR_TESTS_OP_STATE_H

#include "common.h"
#include "mlir-c/IR.h"
#include "mlir-c/Interfaces.h"

// Prints the namespace of a dialect handle.
static inline void print_handle_namespace(MlirDialectHandle h) {
  MlirStringRef ns = mlirDialectHandleGetNamespace(h);
  printf("namespace: %.*s\n", (int)ns.length, ns.data);
}

// Prints `what`, whether each of the null-terminated `names` is a
// registered operation of `ctx`, and whether `bogus` is.
static inline void print_registered_ops(MlirContext ctx, const char *what, const char *const *names,
                                        const char *bogus) {
  printf("%s:", what);
  for (int i = 0; names[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(names[i])));
  printf(" %s=%d\n", bogus, mlirContextIsRegisteredOperation(ctx, S(bogus)));
}

// Parses `text` as a module and prints it in custom and generic form and
// whether it verifies; null (after "parse failed") if it does not parse.
static inline MlirModule parse_and_show(MlirContext ctx, const char *text) {
  MlirModule m = mlirModuleCreateParse(ctx, S(text));
  if (mlirModuleIsNull(m)) {
    printf("parse failed\n");
    return m;
  }
  MlirOperation mop = mlirModuleGetOperation(m);
  print_op(mop);
  print_op_generic(mop);
  printf("verify: %d\n", mlirOperationVerify(mop));
  return m;
}

// The entry block of the first operation (a function) of module `m`.
static inline MlirBlock first_func_body(MlirModule m) {
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

// For each operation of `block`: its name and whether it implements
// InferTypeOpInterface and InferShapedTypeOpInterface (Interfaces.h).
static inline void print_block_interfaces(MlirBlock block) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    printf("%.*s: infer=%d shaped=%d\n", (int)n.length, n.data,
           mlirOperationImplementsInterface(op, mlirInferTypeOpInterfaceTypeID()),
           mlirOperationImplementsInterface(op, mlirInferShapedTypeOpInterfaceTypeID()));
  }
}

// Builds `name` at an unknown location with the operands and attributes
// given and one result of type `*result`, or with its result types
// inferred when `result` is null.
static inline MlirOperation build_op(MlirContext ctx, const char *name, intptr_t n, MlirValue *operands,
                                     MlirType *result, intptr_t nattrs, MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, n, operands);
  if (nattrs)
    mlirOperationStateAddAttributes(&st, nattrs, attrs);
  if (result)
    mlirOperationStateAddResults(&st, 1, result);
  else
    mlirOperationStateEnableResultTypeInference(&st);
  return mlirOperationCreate(&st);
}

// Prints a built operation (or "(null)") and whether it verifies, then
// destroys it.
static inline void report_built(const char *what, MlirOperation op) {
  printf("%s: ", what);
  if (mlirOperationIsNull(op)) {
    printf("(null)\n");
    return;
  }
  print_op(op);
  printf("  verifies: %d\n", mlirOperationVerify(op));
  mlirOperationDestroy(op);
}

#endif
