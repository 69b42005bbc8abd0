//! The canonicalization patterns of the reassociative reshapes
//! (`collapse_shape`, `expand_shape`; upstream's `ReshapeOpsUtils.h`
//! patterns as `MemRefOps.cpp` instantiates them).

use crate::rewrite::PatternSet;

/// `CollapseShapeOp::getCanonicalizationPatterns`.
pub(super) fn collapse_shape_patterns(_set: &mut PatternSet) {}

/// `ExpandShapeOp::getCanonicalizationPatterns`.
pub(super) fn expand_shape_patterns(_set: &mut PatternSet) {}
