//! Parsing functions of `mlir-c/IR.h` (modules, operations, types and
//! attributes from text). Failures return null after reporting diagnostics
//! through the context's handlers, as upstream.

use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_parser::ParseOptions;

use super::{wrap, MlirAttribute, MlirContext, MlirModule, MlirOperation, MlirType};
use crate::handles::{bytes, entry, ir_mut};
use crate::support::MlirStringRef;

/// Parses a module from the string and transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirModuleCreateParse(context: MlirContext, module: MlirStringRef) -> MlirModule {
    entry!(MlirModule::NULL, |c| {
        let _hold = c.hold(context.bits());
        let cx = c.context(context)?;
        let src = bytes(module)?;
        let m = oxmlir_parser::parse_module(cx, ir_mut(cx), src, b"-", ParseOptions::default());
        Ok(m.map_or(MlirModule::NULL, |m| MlirModule::from_bits(m.bits())))
    })
}

/// Parses a module from file and transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirModuleCreateParseFromFile(context: MlirContext, fileName: MlirStringRef) -> MlirModule {
    entry!(MlirModule::NULL, |c| {
        let _hold = c.hold(context.bits());
        let cx = c.context(context)?;
        let name = bytes(fileName)?;
        let path = String::from_utf8_lossy(name).into_owned();
        let text = if path == "-" {
            let mut buf = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf).ok().map(|_| buf)
        } else {
            std::fs::read(&path).ok()
        };
        let Some(text) = text else {
            cx.emit(Diagnostic::error(cx.unknown_loc(), format!("could not open input file {path}")));
            return Ok(MlirModule::NULL);
        };
        let m = oxmlir_parser::parse_module(cx, ir_mut(cx), &text, name, ParseOptions::default());
        Ok(m.map_or(MlirModule::NULL, |m| MlirModule::from_bits(m.bits())))
    })
}

/// Parses an operation, giving ownership to the caller. If parsing fails a null
/// operation will be returned, and an error diagnostic emitted.
///
/// `sourceStr` may be either the text assembly format, or binary bytecode
/// format. `sourceName` is used as the file name of the source; any IR without
/// locations will get a `FileLineColLoc` location with `sourceName` as the file
/// name.
#[no_mangle]
pub extern "C" fn mlirOperationCreateParse(
    context: MlirContext,
    sourceStr: MlirStringRef,
    sourceName: MlirStringRef,
) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let _hold = c.hold(context.bits());
        let cx = c.context(context)?;
        let src = bytes(sourceStr)?;
        let name = bytes(sourceName)?;
        let op = oxmlir_parser::parse_operation(cx, ir_mut(cx), src, name, ParseOptions::default());
        Ok(wrap::op_opt(op))
    })
}

/// Parses a type. The type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirTypeParseGet(context: MlirContext, r#type: MlirStringRef) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let _hold = c.hold(context.bits());
        let cx = c.context(context)?;
        let src = bytes(r#type)?;
        Ok(oxmlir_parser::parse_type(cx, src).map_or(MlirType::NULL, wrap::ty))
    })
}

/// Parses an attribute. The attribute is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAttributeParseGet(context: MlirContext, attr: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let _hold = c.hold(context.bits());
        let cx = c.context(context)?;
        let src = bytes(attr)?;
        Ok(wrap::attr_opt(oxmlir_parser::parse_attribute(cx, src)))
    })
}
