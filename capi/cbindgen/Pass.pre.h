#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

/// Enumerated type of pass display modes.
/// Mainly used in mlirPassManagerEnableStatistics.
typedef enum {
  MLIR_PASS_DISPLAY_MODE_LIST,
  MLIR_PASS_DISPLAY_MODE_PIPELINE,
} MlirPassDisplayMode;
