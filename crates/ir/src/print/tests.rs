//! Tests of the printer against text upstream MLIR 22 printed for the same
//! IR (each expected string was produced by `mlir-opt` or a C program
//! linked against upstream, as noted).
