//! `mlir-c/BuiltinTypes.h`: builtin types.

use oxmlir_ir::types::{FloatKind, Signedness};

use crate::handles::entry;
use crate::ir::{wrap, MlirContext, MlirType};
use crate::support::c_int_types::*;

/// Creates a signless integer type of the given bitwidth in the context. The
/// type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGet(ctx: MlirContext, bitwidth: c_uint) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.integer_type(bitwidth, Signedness::Signless))) })
}

/// Creates an index type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirIndexTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.index_type())) })
}

/// Creates an f32 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirF32TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F32))) })
}
