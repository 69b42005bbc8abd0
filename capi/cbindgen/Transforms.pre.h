#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
