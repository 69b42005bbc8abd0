#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
