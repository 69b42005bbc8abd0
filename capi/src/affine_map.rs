//! `mlir-c/AffineMap.h`.
