#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
