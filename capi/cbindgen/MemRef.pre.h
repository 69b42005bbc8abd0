#include "mlir-c/IR.h"
