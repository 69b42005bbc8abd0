//! Shared helpers of this crate's integration tests.

use oxmlir_ir::{Context, OpId, OwnedContext};

/// A context with every dialect (unregistered operations allowed) and the
/// module parsed from `src`.
pub fn parse(src: &str) -> (OwnedContext, OpId) {
    let cx = Context::try_new(&oxmlir_ir::dialects::all_dialects(), false).expect("a context");
    cx.set_allow_unregistered_dialects(true);
    let m = {
        let mut ir = cx.ir_mut();
        oxmlir_parser::parse_module(&cx, &mut ir, src.as_bytes(), b"in.mlir", Default::default()).expect("parses")
    };
    (cx, m)
}
