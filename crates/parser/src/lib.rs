//! The MLIR textual parser (see issue: textual parser).
