#include "mlir-c/IR.h"

struct MlirAffineMap;
