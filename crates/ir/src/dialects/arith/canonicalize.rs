//! The canonicalization patterns of the arith operations (upstream's
//! `ArithCanonicalization.td` and the C++ patterns of `ArithOps.cpp`).
