// Port of upstream's mlir/test/CAPI/ir.c context tests (registerOnlyStd,
// testBackreferences, testDialectRegistry, testExplicitThreadPools) with the
// func dialect replaced by the builtin one (the only dialect we provide).
#include <inttypes.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static int registration(void) {
  printf("@registration\n");
  MlirContext ctx = mlirContextCreate();
  // The builtin dialect is always loaded.
  printf("loaded: %" PRIdPTR "\n", mlirContextGetNumLoadedDialects(ctx));
  MlirDialect func = mlirContextGetOrLoadDialect(ctx, S("func"));
  printf("func is null: %d\n", mlirDialectIsNull(func));
  MlirDialect builtin = mlirContextGetOrLoadDialect(ctx, S("builtin"));
  if (mlirDialectIsNull(builtin))
    return 1;
  MlirDialect again = mlirContextGetOrLoadDialect(ctx, S("builtin"));
  if (!mlirDialectEqual(builtin, again))
    return 2;
  if (!mlirContextEqual(mlirDialectGetContext(builtin), ctx))
    return 3;
  printf("namespace: ");
  print_str(mlirDialectGetNamespace(builtin));
  printf("loaded after lookups: %" PRIdPTR "\n", mlirContextGetNumLoadedDialects(ctx));
  const char *ops[] = {"builtin.module", "builtin.unrealized_conversion_cast",
                       "builtin.not_existing_op", "func.call",
                       "not_existing_dialect.not_existing_op", "module"};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; ++i)
    printf("%s is_registered: %d\n", ops[i], mlirContextIsRegisteredOperation(ctx, S(ops[i])));

  // Types and attributes belong to the builtin dialect.
  MlirDialect typeDialect = mlirTypeGetDialect(mlirIndexTypeGet(ctx));
  MlirDialect attrDialect = mlirAttributeGetDialect(mlirUnitAttrGet(ctx));
  printf("type dialect is builtin: %d, attribute dialect is builtin: %d\n",
         mlirDialectEqual(typeDialect, builtin), mlirDialectEqual(attrDialect, builtin));
  mlirContextLoadAllAvailableDialects(ctx);
  printf("loaded after loading all: %" PRIdPTR "\n", mlirContextGetNumLoadedDialects(ctx));
  mlirContextDestroy(ctx);
  return 0;
}

static int backreferences(void) {
  printf("@test_backreferences\n");
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperationState opState = mlirOperationStateGet(S("invalid.op"), loc);
  MlirRegion region = mlirRegionCreate();
  MlirBlock block = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, block);
  mlirOperationStateAddOwnedRegions(&opState, 1, &region);
  MlirOperation op = mlirOperationCreate(&opState);
  MlirIdentifier ident = mlirIdentifierGet(ctx, S("identifier"));
  if (!mlirContextEqual(ctx, mlirOperationGetContext(op)))
    return 1;
  if (!mlirOperationEqual(op, mlirBlockGetParentOperation(block)))
    return 2;
  if (!mlirContextEqual(ctx, mlirIdentifierGetContext(ident)))
    return 3;
  if (!mlirRegionEqual(mlirBlockGetParentRegion(block), mlirOperationGetRegion(op, 0)))
    return 4;
  if (!mlirContextEqual(ctx, mlirLocationGetContext(loc)) ||
      !mlirContextEqual(ctx, mlirTypeGetContext(mlirIndexTypeGet(ctx))) ||
      !mlirContextEqual(ctx, mlirAttributeGetContext(mlirUnitAttrGet(ctx))))
    return 5;
  MlirModule module = mlirModuleCreateEmpty(loc);
  if (!mlirContextEqual(ctx, mlirModuleGetContext(module)) ||
      !mlirModuleEqual(module, mlirModuleFromOperation(mlirModuleGetOperation(module))))
    return 6;
  printf("module hash equals op hash: %d\n",
         mlirModuleHashValue(module) == mlirModuleHashValue(
                                            mlirModuleFromOperation(mlirModuleGetOperation(module))));
  printf("op location: ");
  print_loc(mlirOperationGetLocation(op));
  mlirOperationSetLocation(op, mlirLocationFileLineColGet(ctx, S("b.c"), 1, 2));
  printf("new op location: ");
  print_loc(mlirOperationGetLocation(op));
  mlirModuleDestroy(module);
  mlirOperationDestroy(op);
  mlirContextDestroy(ctx);
  return 0;
}

static int dialect_registry(void) {
  printf("@testDialectRegistry\n");
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  if (mlirDialectRegistryIsNull(registry))
    return 1;
  MlirContext ctx = mlirContextCreate();
  printf("registered in a new context: %" PRIdPTR "\n", mlirContextGetNumRegisteredDialects(ctx));
  mlirContextAppendDialectRegistry(ctx, registry);
  printf("registered after appending: %" PRIdPTR "\n", mlirContextGetNumRegisteredDialects(ctx));
  mlirContextDestroy(ctx);

  MlirContext withRegistry = mlirContextCreateWithRegistry(registry, false);
  printf("with registry: registered %" PRIdPTR ", loaded %" PRIdPTR ", allow %d\n",
         mlirContextGetNumRegisteredDialects(withRegistry),
         mlirContextGetNumLoadedDialects(withRegistry),
         mlirContextGetAllowUnregisteredDialects(withRegistry));
  mlirContextDestroy(withRegistry);
  mlirDialectRegistryDestroy(registry);
  return 0;
}

static void thread_pools(void) {
  printf("@testExplicitThreadPools\n");
  MlirLlvmThreadPool pool = mlirLlvmThreadPoolCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirContextSetThreadPool(ctx, pool);
  MlirOperation op = mlirOperationCreateParse(ctx, S("module {}"), S("pool"));
  print_op(op);
  mlirOperationDestroy(op);
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(registry);
  mlirLlvmThreadPoolDestroy(pool);

  MlirContext single = mlirContextCreateWithThreading(false);
  printf("single-threaded threads: %d\n", mlirContextGetNumThreads(single));
  mlirContextEnableMultithreading(single, false);
  printf("still single: %d\n", mlirContextGetNumThreads(single));
  mlirContextDestroy(single);
}

int main(void) {
  int rc = registration();
  if (!rc)
    rc = backreferences() ? 10 : 0;
  if (!rc)
    rc = dialect_registry() ? 20 : 0;
  if (!rc)
    thread_pools();
  if (rc)
    printf("failed: %d\n", rc);
  return rc;
}
