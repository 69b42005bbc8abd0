// Builds a module through the C API (a function returning a constant),
// verifies it and prints it in the generic form.
// Built against an installed oxmlir found with CMake's find_package (see
// CMakeLists.txt).
#include <stdio.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

static void print_to_stdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, str(name)), value);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);

  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("example.c"), 1, 1);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType fn_type = mlirFunctionTypeGet(ctx, 0, NULL, 1, &f32);

  // func.func @answer() -> f32 { %0 = arith.constant 4.2e1 : f32; return %0 }
  MlirRegion body = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(body, entry);

  MlirOperationState cst = mlirOperationStateGet(str("arith.constant"), loc);
  MlirNamedAttribute value = named(ctx, "value", mlirFloatAttrDoubleGet(ctx, f32, 42.0));
  mlirOperationStateAddAttributes(&cst, 1, &value);
  mlirOperationStateAddResults(&cst, 1, &f32);
  MlirOperation constant = mlirOperationCreate(&cst);
  mlirBlockAppendOwnedOperation(entry, constant);

  MlirValue result = mlirOperationGetResult(constant, 0);
  MlirOperationState ret = mlirOperationStateGet(str("func.return"), loc);
  mlirOperationStateAddOperands(&ret, 1, &result);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&ret));

  MlirOperationState fn = mlirOperationStateGet(str("func.func"), loc);
  MlirNamedAttribute fn_attrs[2] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, str("answer"))),
      named(ctx, "function_type", mlirTypeAttrGet(fn_type)),
  };
  mlirOperationStateAddAttributes(&fn, 2, fn_attrs);
  mlirOperationStateAddOwnedRegions(&fn, 1, &body);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), mlirOperationCreate(&fn));

  MlirOperation top = mlirModuleGetOperation(module);
  int ok = mlirOperationVerify(top);
  printf("verified: %s\n", ok ? "yes" : "no");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(top, flags, print_to_stdout, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
