"""oxmlir's ``mlir`` package: MLIR's Python API over liboxmlir's C API (pure Python, ctypes)."""
