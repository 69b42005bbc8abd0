#include "mlir-c/AffineExpr.h"
