// Destroying null handles is a no-op, as upstream (`delete nullptr`).
#include <stdio.h>
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
int main(void) {
  mlirModuleDestroy((MlirModule){NULL});
  mlirBlockDestroy((MlirBlock){NULL});
  mlirRegionDestroy((MlirRegion){NULL});
  mlirAsmStateDestroy((MlirAsmState){NULL});
  mlirOpPrintingFlagsDestroy((MlirOpPrintingFlags){NULL});
  mlirSymbolTableDestroy((MlirSymbolTable){NULL});
  mlirDialectRegistryDestroy((MlirDialectRegistry){NULL});
  mlirTypeIDAllocatorDestroy((MlirTypeIDAllocator){NULL});
  mlirContextDestroy((MlirContext){NULL});
  printf("ok\n");
  return 0;
}
