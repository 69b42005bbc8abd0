/// Returns `true` if the given affine expression is a null expression. Note
/// constant zero is not a null expression.
static inline bool mlirAffineExprIsNull(MlirAffineExpr affineExpr) {
  return !affineExpr.ptr;
}

/// Composes the given map with the given expression.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineExprCompose(
    MlirAffineExpr affineExpr, struct MlirAffineMap affineMap);
