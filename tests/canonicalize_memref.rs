//! The memref dialect's folders and canonicalization patterns compared
//! with `mlir-opt` (inputs `tests/mlir/canonicalize/memref_*.mlir`). The
//! inputs whose expected output needs the arith folders are kept as
//! `needs_arith_memref_*.mlir`, which this prefix does not select.

mod support;

/// Upstream's debug names of the memref canonicalization patterns.
const PATTERNS: &[&str] = &[
    "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>",
    "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
    "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>",
    "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>",
    "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
    "AllocaScopeInliner",
    "AllocaScopeHoister",
    "mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
    "mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>",
    "CollapseShapeOpMemRefCastFolder",
    "(anonymous namespace)::FoldEmptyCopy",
    "(anonymous namespace)::FoldSelfCopy",
    "(anonymous namespace)::DimOfMemRefReshape",
    "mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
    "mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>",
    "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder",
    "(anonymous namespace)::ReinterpretCastOpConstantFolder",
    "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>",
    "(anonymous namespace)::SubViewOpMemRefCastFolder",
    "(anonymous namespace)::TrivialSubViewOpFolder",
    "(anonymous namespace)::ViewOpShapeFolder",
    "(anonymous namespace)::ViewOpMemrefCastFolder",
];

#[test]
fn memref_canonicalization_matches_mlir_opt() {
    // With every memref pattern disabled by name, only the folders run:
    // a pattern named otherwise than upstream would still fire here.
    let names: Vec<String> = PATTERNS.iter().map(|n| format!("\"{n}\"")).collect();
    let disabled = format!("--canonicalize=disable-patterns={{{}}}", names.join(","));
    support::canon::check("memref_", &[&[disabled.as_str()]]);
}
