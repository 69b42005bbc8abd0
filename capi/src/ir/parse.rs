//! Parsing functions of `mlir-c/IR.h` (modules, operations, types and
//! attributes from text).
