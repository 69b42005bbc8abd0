#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Support.h"

/// Operation walk result.
typedef enum MlirWalkResult {
  MlirWalkResultAdvance,
  MlirWalkResultInterrupt,
  MlirWalkResultSkip
} MlirWalkResult;

/// Traversal order for operation walk.
typedef enum MlirWalkOrder { MlirWalkPreOrder, MlirWalkPostOrder } MlirWalkOrder;

/// Declares the registration entry point of a dialect's C API:
/// `mlirGetDialectHandle__<Namespace>__()`.
#define MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Name, Namespace)                \
  MLIR_CAPI_EXPORTED MlirDialectHandle mlirGetDialectHandle__##Namespace##__(  \
      void)
