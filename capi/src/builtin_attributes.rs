//! `mlir-c/BuiltinAttributes.h`: builtin attributes.

use crate::handles::{bytes, entry};
use crate::ir::{wrap, MlirAttribute, MlirContext, MlirType};
use crate::support::MlirStringRef;

/// Creates a unit attribute in the given context.
#[no_mangle]
pub extern "C" fn mlirUnitAttrGet(ctx: MlirContext) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.unit_attr())) })
}

/// Creates an integer attribute of the given type with the given integer
/// value.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGet(r#type: MlirType, value: i64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(wrap::attr(cx.integer_attr(t, value)))
    })
}

/// Creates a string attribute in the given context containing the given
/// string.
#[no_mangle]
pub extern "C" fn mlirStringAttrGet(ctx: MlirContext, str: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.string_attr(bytes(str)?))) })
}

/// Creates a type attribute wrapping the given type in the same context as
/// the type.
#[no_mangle]
pub extern "C" fn mlirTypeAttrGet(r#type: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(wrap::attr(cx.type_attr(t)))
    })
}
