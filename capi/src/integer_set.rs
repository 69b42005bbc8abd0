//! `mlir-c/IntegerSet.h`.
