//! Type, attribute, named attribute and identifier functions (parsing ones
//! live with the parser).

use std::ffi::c_void;

use oxmlir_ir::attrs::{attr_type_id, AttrData};
use oxmlir_ir::print::{self, Out};
use oxmlir_ir::types::type_type_id;

use super::{wrap, MlirAttribute, MlirContext, MlirDialect, MlirIdentifier, MlirNamedAttribute, MlirType};
use crate::handles::{bytes, entry, string_sink, Fail};
use crate::output::{stderr_sink, write_text, Target, NULL_ATTRIBUTE, NULL_TYPE};
use crate::support::{wrap_type_id, MlirStringCallback, MlirStringRef, MlirTypeID};

/// Gets the context that a type was created with.
#[no_mangle]
pub extern "C" fn mlirTypeGetContext(r#type: MlirType) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.ty(r#type)?.0)) })
}

/// Gets the type ID of the type.
#[no_mangle]
pub extern "C" fn mlirTypeGetTypeID(r#type: MlirType) -> MlirTypeID {
    entry!(MlirTypeID { ptr: std::ptr::null() }, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(type_type_id(cx, t).map_or(MlirTypeID { ptr: std::ptr::null() }, wrap_type_id))
    })
}

/// Gets the dialect a type belongs to.
#[no_mangle]
pub extern "C" fn mlirTypeGetDialect(r#type: MlirType) -> MlirDialect {
    entry!(MlirDialect::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        let ns = match cx.try_type_data(t) {
            Some(oxmlir_ir::TypeData::Dialect { def, .. }) => &*def.dialect,
            _ => "builtin",
        };
        Ok(cx.loaded_dialect(ns).map_or(MlirDialect::NULL, wrap::dialect))
    })
}

/// Checks if two types are equal.
#[no_mangle]
pub extern "C" fn mlirTypeEqual(t1: MlirType, t2: MlirType) -> bool {
    t1.ptr == t2.ptr
}

/// Prints a type by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirTypePrint(r#type: MlirType, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let _hold = c.hold(r#type.bits());
        let Some((cx, t)) = c.ty_opt(r#type)? else {
            write_text(NULL_TYPE, Target::Callback(callback, userData));
            return Ok(());
        };
        let mut sink = string_sink(callback, userData);
        print::print_type(cx, t, Out::sink(&mut sink));
        Ok(())
    })
}

/// Prints the type to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirTypeDump(r#type: MlirType) {
    entry!((), |c| {
        let _hold = c.hold(r#type.bits());
        let Some((cx, t)) = c.ty_opt(r#type)? else {
            write_text(NULL_TYPE, Target::Dump);
            return Ok(());
        };
        let mut sink = stderr_sink();
        let mut out = Out::sink(&mut sink);
        print::print_type(cx, t, Out::sink(&mut |b: &[u8]| out.bytes(b)));
        out.byte(b'\n');
        Ok(())
    })
}

/// Gets the context that an attribute was created with.
#[no_mangle]
pub extern "C" fn mlirAttributeGetContext(attribute: MlirAttribute) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.attr(attribute)?.0)) })
}

/// Gets the type of this attribute (`none` for untyped attributes).
#[no_mangle]
pub extern "C" fn mlirAttributeGetType(attribute: MlirAttribute) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, a) = c.attr(attribute)?;
        Ok(wrap::ty(cx.attr_type(a).unwrap_or_else(|| cx.none_type())))
    })
}

/// Gets the type id of the attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeGetTypeID(attribute: MlirAttribute) -> MlirTypeID {
    entry!(MlirTypeID { ptr: std::ptr::null() }, |c| {
        let (cx, a) = c.attr(attribute)?;
        Ok(attr_type_id(cx, a).map_or(MlirTypeID { ptr: std::ptr::null() }, wrap_type_id))
    })
}

/// Gets the dialect of the attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeGetDialect(attribute: MlirAttribute) -> MlirDialect {
    entry!(MlirDialect::NULL, |c| {
        let (cx, a) = c.attr(attribute)?;
        let ns = match cx.try_attr_data(a) {
            Some(AttrData::Dialect { def, .. }) => &*def.dialect,
            _ => "builtin",
        };
        Ok(cx.loaded_dialect(ns).map_or(MlirDialect::NULL, wrap::dialect))
    })
}

/// Checks if two attributes are equal.
#[no_mangle]
pub extern "C" fn mlirAttributeEqual(a1: MlirAttribute, a2: MlirAttribute) -> bool {
    a1.ptr == a2.ptr
}

/// Prints an attribute by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirAttributePrint(attr: MlirAttribute, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let _hold = c.hold(attr.bits());
        let Some((cx, a)) = c.attr_opt(attr)? else {
            write_text(NULL_ATTRIBUTE, Target::Callback(callback, userData));
            return Ok(());
        };
        let mut sink = string_sink(callback, userData);
        print::print_attr(cx, a, Out::sink(&mut sink));
        Ok(())
    })
}

/// Prints the attribute to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirAttributeDump(attr: MlirAttribute) {
    entry!((), |c| {
        let _hold = c.hold(attr.bits());
        let Some((cx, a)) = c.attr_opt(attr)? else {
            write_text(NULL_ATTRIBUTE, Target::Dump);
            return Ok(());
        };
        let mut sink = stderr_sink();
        let mut out = Out::sink(&mut sink);
        print::print_attr(cx, a, Out::sink(&mut |b: &[u8]| out.bytes(b)));
        out.byte(b'\n');
        Ok(())
    })
}

/// Associates an attribute with the name. Takes ownership of neither.
#[no_mangle]
pub extern "C" fn mlirNamedAttributeGet(name: MlirIdentifier, attr: MlirAttribute) -> MlirNamedAttribute {
    MlirNamedAttribute { name, attribute: attr }
}

/// Gets an identifier with the given string value.
#[no_mangle]
pub extern "C" fn mlirIdentifierGet(context: MlirContext, str: MlirStringRef) -> MlirIdentifier {
    entry!(MlirIdentifier::NULL, |c| {
        let cx = c.context(context)?;
        Ok(wrap::ident(cx.identifier_bytes(bytes(str)?)))
    })
}

/// Returns the context associated with this identifier
#[no_mangle]
pub extern "C" fn mlirIdentifierGetContext(ident: MlirIdentifier) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.ident(ident)?.0)) })
}

/// Checks whether two identifiers are the same.
#[no_mangle]
pub extern "C" fn mlirIdentifierEqual(ident: MlirIdentifier, other: MlirIdentifier) -> bool {
    ident.ptr == other.ptr
}

/// Gets the string value of the identifier.
#[no_mangle]
pub extern "C" fn mlirIdentifierStr(ident: MlirIdentifier) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.ident(ident)?;
        match cx.attr_data(a) {
            AttrData::String { value, .. } => Ok(MlirStringRef::from_bytes(value)),
            _ => Err(Fail::Misuse("the identifier is not a string attribute".into())),
        }
    })
}
