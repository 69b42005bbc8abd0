//! `mlir-c/AffineExpr.h`.
