// Context, dialect, registry and thread pool functions of IR.h.
#include "common.h"

int main(void) {
  MlirContext a = mlirContextCreate();
  MlirContext b = mlirContextCreateWithThreading(false);
  printf("equal: %d %d\n", mlirContextEqual(a, a), mlirContextEqual(a, b));
  printf("null: %d\n", mlirContextIsNull(a));
  printf("threads: %u %u\n", mlirContextGetNumThreads(a) >= 1, mlirContextGetNumThreads(b));
  mlirContextEnableMultithreading(b, true);
  printf("threads after enable: %d\n", mlirContextGetNumThreads(b) >= 1);
  mlirContextEnableMultithreading(b, false);
  printf("threads after disable: %u\n", mlirContextGetNumThreads(b));

  printf("allow: %d\n", mlirContextGetAllowUnregisteredDialects(a));
  mlirContextSetAllowUnregisteredDialects(a, true);
  printf("allow: %d\n", mlirContextGetAllowUnregisteredDialects(a));
  mlirContextSetAllowUnregisteredDialects(a, false);
  printf("allow: %d\n", mlirContextGetAllowUnregisteredDialects(a));

  printf("registered=%ld loaded=%ld\n", (long)mlirContextGetNumRegisteredDialects(a),
         (long)mlirContextGetNumLoadedDialects(a));
  MlirDialect builtin = mlirContextGetOrLoadDialect(a, S("builtin"));
  printf("builtin null=%d\n", mlirDialectIsNull(builtin));
  print_str(mlirDialectGetNamespace(builtin));
  printf("dialect context ok=%d\n", mlirContextEqual(mlirDialectGetContext(builtin), a));
  printf("dialect equal=%d\n",
         mlirDialectEqual(builtin, mlirContextGetOrLoadDialect(a, S("builtin"))));
  printf("other context builtin equal=%d\n",
         mlirDialectEqual(builtin, mlirContextGetOrLoadDialect(b, S("builtin"))));
  printf("unknown dialect null=%d\n", mlirDialectIsNull(mlirContextGetOrLoadDialect(a, S("nope"))));
  printf("registered ops: %d %d %d\n",
         mlirContextIsRegisteredOperation(a, S("builtin.module")),
         mlirContextIsRegisteredOperation(a, S("builtin.unrealized_conversion_cast")),
         mlirContextIsRegisteredOperation(a, S("foo.bar")));

  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  printf("registry null=%d\n", mlirDialectRegistryIsNull(reg));
  mlirContextAppendDialectRegistry(a, reg);
  MlirContext c = mlirContextCreateWithRegistry(reg, false);
  printf("with registry: registered=%ld loaded=%ld threads=%u\n",
         (long)mlirContextGetNumRegisteredDialects(c), (long)mlirContextGetNumLoadedDialects(c),
         mlirContextGetNumThreads(c));
  mlirContextLoadAllAvailableDialects(c);
  printf("after load all: loaded=%ld\n", (long)mlirContextGetNumLoadedDialects(c));
  mlirDialectRegistryDestroy(reg);

  MlirLlvmThreadPool pool = mlirLlvmThreadPoolCreate();
  mlirContextSetThreadPool(c, pool);
  printf("pool threads ok=%d\n", mlirContextGetNumThreads(c) >= 1);
  MlirLlvmThreadPool got = mlirContextGetThreadPool(c);
  printf("pool null=%d\n", got.ptr == NULL);
  mlirContextDestroy(c);
  mlirLlvmThreadPoolDestroy(pool);

  mlirContextDestroy(a);
  mlirContextDestroy(b);
  return 0;
}
