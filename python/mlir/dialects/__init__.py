"""Dialect modules: ``mlir.dialects.<namespace>`` (op classes and builder functions)."""
