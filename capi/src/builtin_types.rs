//! `mlir-c/BuiltinTypes.h`: builtin types.
//!
//! The constructors take their context from an argument or from the element
//! type, as upstream; the `...Checked` ones report upstream's diagnostic at
//! the given location and return a null type. A query on a type of the
//! wrong kind (upstream's failed `cast`) is reported as a misuse and returns
//! a null/zero value.

use oxmlir_ir::support::typeid::TypeId;
use oxmlir_ir::types::{float_type_id, typeids, FloatKind, ShapedView, Signedness, TypeData, DYNAMIC};
use oxmlir_ir::{Attribute, Context, Location, Type};

use crate::affine_map::MlirAffineMap;
use crate::handles::{bytes, c_mut, entry, slice, slice_mut, CResult, Call, Fail};
use crate::ir::{wrap, MlirAttribute, MlirContext, MlirLocation, MlirType};
use crate::support::c_int_types::*;
use crate::support::{wrap_type_id, MlirLogicalResult, MlirStringRef, MlirTypeID};

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// The misuse of querying a type of the wrong kind.
fn not_a(kind: &str) -> Fail {
    Fail::Misuse(format!("the type is not {kind} type"))
}

/// A possibly null type as a C handle.
fn ty_or_null(t: Option<Type>) -> MlirType {
    t.map_or(MlirType::NULL, wrap::ty)
}

/// Width and signedness of an integer type.
fn integer(c: &mut Call, t: MlirType) -> CResult<(c_uint, Signedness)> {
    let (cx, t) = c.ty(t)?;
    match cx.type_data(t) {
        TypeData::Integer { width, signedness } => Ok((*width, *signedness)),
        _ => Err(not_a("an integer")),
    }
}

/// The shaped view of a type.
fn shaped<'a>(c: &mut Call, t: MlirType) -> CResult<ShapedView<'a>> {
    let (cx, t) = c.ty(t)?;
    cx.shaped(t).ok_or_else(|| not_a("a shaped"))
}

/// The shape of a ranked shaped type.
fn ranked_shape<'a>(c: &mut Call, t: MlirType) -> CResult<&'a [i64]> {
    shaped(c, t)?.shape.ok_or_else(|| Fail::Misuse("the shaped type is unranked".into()))
}

/// The misuse of naming a dimension a type does not have.
fn dim_out_of_range(dim: intptr_t, rank: usize) -> Fail {
    Fail::Misuse(format!("dimension {dim} is out of range for a shaped type of rank {rank}"))
}

/// The size of dimension `dim` of a ranked shaped type.
fn dim_size(c: &mut Call, t: MlirType, dim: intptr_t) -> CResult<i64> {
    let shape = ranked_shape(c, t)?;
    usize::try_from(dim).ok().and_then(|d| shape.get(d).copied()).ok_or_else(|| dim_out_of_range(dim, shape.len()))
}

/// The scalability flags of a vector type.
fn vector_flags<'a>(c: &mut Call, t: MlirType) -> CResult<&'a [bool]> {
    let (cx, t) = c.ty(t)?;
    match cx.type_data(t) {
        TypeData::Vector { scalable, .. } => Ok(scalable),
        _ => Err(not_a("a vector")),
    }
}

/// Reads `rank` C `bool`s (as bytes: any non-zero byte is true).
fn flags(p: *const bool, rank: intptr_t) -> CResult<Vec<bool>> {
    Ok(slice(p.cast::<u8>(), rank, "scalable")?.iter().map(|b| *b != 0).collect())
}

/// The context, location and element type of a `...Checked` constructor:
/// the element type's context, which must be the location's.
fn checked<'a>(c: &mut Call, loc: MlirLocation, elem: MlirType) -> CResult<(&'a Context, Location, Type)> {
    let (lcx, loc) = c.loc(loc)?;
    let (cx, elem) = c.ty(elem)?;
    c.same_context(lcx, cx)?;
    Ok((cx, loc, elem))
}

/// An optional attribute, which must belong to `cx`.
fn attr_in(c: &mut Call, cx: &Context, a: MlirAttribute) -> CResult<Option<Attribute>> {
    match c.attr_opt(a)? {
        None => Ok(None),
        Some((acx, a)) => {
            c.same_context(acx, cx)?;
            Ok(Some(a))
        }
    }
}

/// An optional memref layout attribute of `cx`.
fn layout_in(c: &mut Call, cx: &Context, a: MlirAttribute) -> CResult<Option<Attribute>> {
    let layout = attr_in(c, cx, a)?;
    match layout {
        Some(l) if !cx.is_memref_layout(l) => {
            Err(Fail::Misuse("the layout is not a memref layout attribute (an affine map or a strided layout)".into()))
        }
        _ => Ok(layout),
    }
}

/// A C array of types, all of `cx`.
fn types_in(c: &mut Call, cx: &Context, p: *const MlirType, n: intptr_t, what: &'static str) -> CResult<Vec<Type>> {
    let mut v = Vec::with_capacity(n.max(0) as usize);
    for t in slice(p, n, what)? {
        let (tcx, t) = c.ty(*t)?;
        c.same_context(tcx, cx)?;
        v.push(t);
    }
    Ok(v)
}

/// The element types of a tuple type.
fn tuple<'a>(c: &mut Call, t: MlirType) -> CResult<&'a [Type]> {
    let (cx, t) = c.ty(t)?;
    match cx.type_data(t) {
        TypeData::Tuple(elems) => Ok(elems),
        _ => Err(not_a("a tuple")),
    }
}

/// The inputs and results of a function type.
fn function<'a>(c: &mut Call, t: MlirType) -> CResult<(&'a [Type], &'a [Type])> {
    let (cx, t) = c.ty(t)?;
    match cx.type_data(t) {
        TypeData::Function { inputs, results } => Ok((inputs, results)),
        _ => Err(not_a("a function")),
    }
}

/// Element `pos` of a list of types.
fn nth(list: &[Type], pos: intptr_t) -> CResult<Type> {
    usize::try_from(pos)
        .ok()
        .and_then(|p| list.get(p).copied())
        .ok_or_else(|| Fail::Misuse(format!("position {pos} is out of range (size {})", list.len())))
}

/// The dialect namespace and body of an opaque type.
fn opaque<'a>(c: &mut Call, t: MlirType) -> CResult<(&'a [u8], &'a [u8])> {
    let (cx, t) = c.ty(t)?;
    match cx.type_data(t) {
        TypeData::Opaque { dialect, data } => Ok((cx.bytes_of(*dialect), data)),
        _ => Err(not_a("an opaque")),
    }
}

// ---------------------------------------------------------------------------
// Integer types.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Integer type.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::INTEGER))
}

/// Checks whether the given type is an integer type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAInteger(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Integer { .. }))
    })
}

/// Creates a signless integer type of the given bitwidth in the context. The
/// type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGet(ctx: MlirContext, bitwidth: c_uint) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.integer_type(bitwidth, Signedness::Signless),)) })
}

/// Returns the name of the type kind, `builtin.integer`.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.integer")
}

/// Creates a signed integer type of the given bitwidth in the context. The type
/// is owned by the context.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeSignedGet(ctx: MlirContext, bitwidth: c_uint) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.integer_type(bitwidth, Signedness::Signed),)) })
}

/// Creates an unsigned integer type of the given bitwidth in the context. The
/// type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeUnsignedGet(ctx: MlirContext, bitwidth: c_uint) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.integer_type(bitwidth, Signedness::Unsigned),)) })
}

/// Returns the bitwidth of an integer type.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGetWidth(r#type: MlirType) -> c_uint {
    entry!(0, |c| { Ok(integer(c, r#type)?.0) })
}

/// Checks whether the given integer type is signless.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsSignless(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(integer(c, r#type)?.1 == Signedness::Signless) })
}

/// Checks whether the given integer type is signed.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsSigned(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(integer(c, r#type)?.1 == Signedness::Signed) })
}

/// Checks whether the given integer type is unsigned.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsUnsigned(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(integer(c, r#type)?.1 == Signedness::Unsigned) })
}

// ---------------------------------------------------------------------------
// Index type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Index type.
#[no_mangle]
pub extern "C" fn mlirIndexTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::INDEX))
}

/// Checks whether the given type is an index type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAIndex(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Index))
    })
}

/// Creates an index type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirIndexTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.index_type())) })
}

/// Returns the name of the type kind, `builtin.index`.
#[no_mangle]
pub extern "C" fn mlirIndexTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.index")
}

// ---------------------------------------------------------------------------
// Floating-point types.
// ---------------------------------------------------------------------------

/// Checks whether the given type is a floating-point type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(_)))
    })
}

/// Returns the bitwidth of a floating-point type.
#[no_mangle]
pub extern "C" fn mlirFloatTypeGetWidth(r#type: MlirType) -> c_uint {
    entry!(0, |c| {
        let (cx, t) = c.ty(r#type)?;
        match cx.type_data(t) {
            TypeData::Float(k) => Ok(k.width()),
            _ => Err(not_a("a float")),
        }
    })
}

/// Returns the typeID of an Float4E2M1FN type.
#[no_mangle]
pub extern "C" fn mlirFloat4E2M1FNTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F4E2M1FN))
}

/// Checks whether the given type is an f4E2M1FN type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat4E2M1FN(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F4E2M1FN)))
    })
}

/// Creates an f4E2M1FN type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat4E2M1FNTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F4E2M1FN))) })
}

/// Returns the name of the type kind, `builtin.f4E2M1FN`.
#[no_mangle]
pub extern "C" fn mlirFloat4E2M1FNTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f4E2M1FN")
}

/// Returns the typeID of an Float6E2M3FN type.
#[no_mangle]
pub extern "C" fn mlirFloat6E2M3FNTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F6E2M3FN))
}

/// Checks whether the given type is an f6E2M3FN type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat6E2M3FN(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F6E2M3FN)))
    })
}

/// Creates an f6E2M3FN type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat6E2M3FNTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F6E2M3FN))) })
}

/// Returns the name of the type kind, `builtin.f6E2M3FN`.
#[no_mangle]
pub extern "C" fn mlirFloat6E2M3FNTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f6E2M3FN")
}

/// Returns the typeID of an Float6E3M2FN type.
#[no_mangle]
pub extern "C" fn mlirFloat6E3M2FNTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F6E3M2FN))
}

/// Checks whether the given type is an f6E3M2FN type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat6E3M2FN(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F6E3M2FN)))
    })
}

/// Creates an f6E3M2FN type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat6E3M2FNTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F6E3M2FN))) })
}

/// Returns the name of the type kind, `builtin.f6E3M2FN`.
#[no_mangle]
pub extern "C" fn mlirFloat6E3M2FNTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f6E3M2FN")
}

/// Returns the typeID of an Float8E5M2 type.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E5M2))
}

/// Checks whether the given type is an f8E5M2 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E5M2(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E5M2)))
    })
}

/// Creates an f8E5M2 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E5M2))) })
}

/// Returns the name of the type kind, `builtin.f8E5M2`.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E5M2")
}

/// Returns the typeID of an Float8E4M3 type.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E4M3))
}

/// Checks whether the given type is an f8E4M3 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E4M3(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E4M3)))
    })
}

/// Creates an f8E4M3 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E4M3))) })
}

/// Returns the name of the type kind, `builtin.f8E4M3`.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E4M3")
}

/// Returns the typeID of an Float8E4M3FN type.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E4M3FN))
}

/// Checks whether the given type is an f8E4M3FN type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E4M3FN(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E4M3FN)))
    })
}

/// Creates an f8E4M3FN type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E4M3FN))) })
}

/// Returns the name of the type kind, `builtin.f8E4M3FN`.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E4M3FN")
}

/// Returns the typeID of an Float8E5M2FNUZ type.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2FNUZTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E5M2FNUZ))
}

/// Checks whether the given type is an f8E5M2FNUZ type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E5M2FNUZ(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E5M2FNUZ)))
    })
}

/// Creates an f8E5M2FNUZ type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2FNUZTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E5M2FNUZ))) })
}

/// Returns the name of the type kind, `builtin.f8E5M2FNUZ`.
#[no_mangle]
pub extern "C" fn mlirFloat8E5M2FNUZTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E5M2FNUZ")
}

/// Returns the typeID of an Float8E4M3FNUZ type.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNUZTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E4M3FNUZ))
}

/// Checks whether the given type is an f8E4M3FNUZ type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E4M3FNUZ(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E4M3FNUZ)))
    })
}

/// Creates an f8E4M3FNUZ type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNUZTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E4M3FNUZ))) })
}

/// Returns the name of the type kind, `builtin.f8E4M3FNUZ`.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3FNUZTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E4M3FNUZ")
}

/// Returns the typeID of an Float8E4M3B11FNUZ type.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3B11FNUZTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E4M3B11FNUZ))
}

/// Checks whether the given type is an f8E4M3B11FNUZ type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E4M3B11FNUZ(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E4M3B11FNUZ)))
    })
}

/// Creates an f8E4M3B11FNUZ type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3B11FNUZTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E4M3B11FNUZ),)) })
}

/// Returns the name of the type kind, `builtin.f8E4M3B11FNUZ`.
#[no_mangle]
pub extern "C" fn mlirFloat8E4M3B11FNUZTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E4M3B11FNUZ")
}

/// Returns the typeID of an Float8E3M4 type.
#[no_mangle]
pub extern "C" fn mlirFloat8E3M4TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E3M4))
}

/// Checks whether the given type is an f8E3M4 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E3M4(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E3M4)))
    })
}

/// Creates an f8E3M4 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E3M4TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E3M4))) })
}

/// Returns the name of the type kind, `builtin.f8E3M4`.
#[no_mangle]
pub extern "C" fn mlirFloat8E3M4TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E3M4")
}

/// Returns the typeID of an Float8E8M0FNU type.
#[no_mangle]
pub extern "C" fn mlirFloat8E8M0FNUTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F8E8M0FNU))
}

/// Checks whether the given type is an f8E8M0FNU type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat8E8M0FNU(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F8E8M0FNU)))
    })
}

/// Creates an f8E8M0FNU type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirFloat8E8M0FNUTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F8E8M0FNU))) })
}

/// Returns the name of the type kind, `builtin.f8E8M0FNU`.
#[no_mangle]
pub extern "C" fn mlirFloat8E8M0FNUTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f8E8M0FNU")
}

/// Returns the typeID of an BFloat16 type.
#[no_mangle]
pub extern "C" fn mlirBFloat16TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::BF16))
}

/// Checks whether the given type is a bf16 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsABF16(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::BF16)))
    })
}

/// Creates a bf16 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirBF16TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::BF16))) })
}

/// Returns the name of the type kind, `builtin.bf16`.
#[no_mangle]
pub extern "C" fn mlirBF16TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.bf16")
}

/// Returns the typeID of an Float16 type.
#[no_mangle]
pub extern "C" fn mlirFloat16TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F16))
}

/// Checks whether the given type is an f16 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAF16(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F16)))
    })
}

/// Creates an f16 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirF16TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F16))) })
}

/// Returns the name of the type kind, `builtin.f16`.
#[no_mangle]
pub extern "C" fn mlirF16TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f16")
}

/// Returns the typeID of an Float32 type.
#[no_mangle]
pub extern "C" fn mlirFloat32TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F32))
}

/// Checks whether the given type is an f32 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAF32(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F32)))
    })
}

/// Creates an f32 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirF32TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F32))) })
}

/// Returns the name of the type kind, `builtin.f32`.
#[no_mangle]
pub extern "C" fn mlirF32TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f32")
}

/// Returns the typeID of an Float64 type.
#[no_mangle]
pub extern "C" fn mlirFloat64TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::F64))
}

/// Checks whether the given type is an f64 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAF64(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::F64)))
    })
}

/// Creates a f64 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirF64TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::F64))) })
}

/// Returns the name of the type kind, `builtin.f64`.
#[no_mangle]
pub extern "C" fn mlirF64TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.f64")
}

/// Returns the typeID of a TF32 type.
#[no_mangle]
pub extern "C" fn mlirFloatTF32TypeGetTypeID() -> MlirTypeID {
    wrap_type_id(float_type_id(FloatKind::TF32))
}

/// Checks whether the given type is an TF32 type.
#[no_mangle]
pub extern "C" fn mlirTypeIsATF32(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Float(FloatKind::TF32)))
    })
}

/// Creates a TF32 type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirTF32TypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.float_type(FloatKind::TF32))) })
}

/// Returns the name of the type kind, `builtin.tf32`.
#[no_mangle]
pub extern "C" fn mlirTF32TypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.tf32")
}

// ---------------------------------------------------------------------------
// None type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an None type.
#[no_mangle]
pub extern "C" fn mlirNoneTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::NONE))
}

/// Checks whether the given type is a None type.
#[no_mangle]
pub extern "C" fn mlirTypeIsANone(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::None))
    })
}

/// Creates a None type in the given context. The type is owned by the
/// context.
#[no_mangle]
pub extern "C" fn mlirNoneTypeGet(ctx: MlirContext) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(c.context(ctx)?.none_type())) })
}

/// Returns the name of the type kind, `builtin.none`.
#[no_mangle]
pub extern "C" fn mlirNoneTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.none")
}

// ---------------------------------------------------------------------------
// Complex type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Complex type.
#[no_mangle]
pub extern "C" fn mlirComplexTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::COMPLEX))
}

/// Checks whether the given type is a Complex type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAComplex(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Complex(_)))
    })
}

/// Creates a complex type with the given element type in the same context as
/// the element type. The type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirComplexTypeGet(elementType: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, t) = c.ty(elementType)?;
        Ok(wrap::ty(cx.complex_type(t)))
    })
}

/// Returns the name of the type kind, `builtin.complex`.
#[no_mangle]
pub extern "C" fn mlirComplexTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.complex")
}

/// Returns the element type of the given complex type.
#[no_mangle]
pub extern "C" fn mlirComplexTypeGetElementType(r#type: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        match cx.type_data(t) {
            TypeData::Complex(e) => Ok(wrap::ty(*e)),
            _ => Err(not_a("a complex")),
        }
    })
}

// ---------------------------------------------------------------------------
// Shaped type.
// ---------------------------------------------------------------------------

/// Checks whether the given type is a Shaped type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAShaped(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(
            cx.type_data(t),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor(_)
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ))
    })
}

/// Returns the element type of the shaped type.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetElementType(r#type: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| { Ok(wrap::ty(shaped(c, r#type)?.elem)) })
}

/// Checks whether the given shaped type is ranked.
#[no_mangle]
pub extern "C" fn mlirShapedTypeHasRank(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(shaped(c, r#type)?.has_rank()) })
}

/// Returns the rank of the given ranked shaped type.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetRank(r#type: MlirType) -> i64 {
    entry!(0, |c| { Ok(ranked_shape(c, r#type)?.len() as i64) })
}

/// Checks whether the given shaped type has a static shape.
#[no_mangle]
pub extern "C" fn mlirShapedTypeHasStaticShape(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(shaped(c, r#type)?.has_static_shape()) })
}

/// Checks whether the dim-th dimension of the given shaped type is dynamic.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicDim(r#type: MlirType, dim: intptr_t) -> bool {
    entry!(false, |c| { Ok(dim_size(c, r#type, dim)? == DYNAMIC) })
}

/// Checks whether the dim-th dimension of the given shaped type is static.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticDim(r#type: MlirType, dim: intptr_t) -> bool {
    entry!(false, |c| { Ok(dim_size(c, r#type, dim)? != DYNAMIC) })
}

/// Returns the dim-th dimension of the given ranked shaped type.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDimSize(r#type: MlirType, dim: intptr_t) -> i64 {
    entry!(0, |c| { dim_size(c, r#type, dim) })
}

/// Checks whether the given value is used as a placeholder for dynamic sizes
/// in shaped types.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicSize(size: i64) -> bool {
    size == DYNAMIC
}

/// Checks whether the given shaped type dimension value is statically-sized.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticSize(size: i64) -> bool {
    size != DYNAMIC
}

/// Returns the value indicating a dynamic size in a shaped type. Prefer
/// mlirShapedTypeIsDynamicSize and mlirShapedTypeIsStaticSize to direct
/// comparisons with this value.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDynamicSize() -> i64 {
    DYNAMIC
}

/// Checks whether the given value is used as a placeholder for dynamic strides
/// and offsets in shaped types.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicStrideOrOffset(val: i64) -> bool {
    val == DYNAMIC
}

/// Checks whether the given dimension value of a stride or an offset is
/// statically-sized.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticStrideOrOffset(val: i64) -> bool {
    val != DYNAMIC
}

/// Returns the value indicating a dynamic stride or offset in a shaped type.
/// Prefer mlirShapedTypeIsDynamicStrideOrOffset and
/// mlirShapedTypeIsStaticStrideOrOffset to direct comparisons with this value.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDynamicStrideOrOffset() -> i64 {
    DYNAMIC
}

// ---------------------------------------------------------------------------
// Vector type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Vector type.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::VECTOR))
}

/// Checks whether the given type is a Vector type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAVector(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Vector { .. }))
    })
}

/// Creates a vector type of the shape identified by its rank and dimensions,
/// with the given element type in the same context as the element type. The
/// type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGet(rank: intptr_t, shape: *const i64, elementType: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        Ok(wrap::ty(cx.vector_type(slice(shape, rank, "shape")?, &[], elem)))
    })
}

/// Returns the name of the type kind, `builtin.vector`.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.vector")
}

/// Same as "mlirVectorTypeGet" but returns a nullptr wrapping MlirType on
/// illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetChecked(
    loc: MlirLocation,
    rank: intptr_t,
    shape: *const i64,
    elementType: MlirType,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        Ok(ty_or_null(cx.vector_type_checked(loc, slice(shape, rank, "shape")?, &[], elem)))
    })
}

/// Creates a scalable vector type with the shape identified by its rank and
/// dimensions. A subset of dimensions may be marked as scalable via the
/// corresponding flag list, which is expected to have as many entries as the
/// rank of the vector. The vector is created in the same context as the element
/// type.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetScalable(
    rank: intptr_t,
    shape: *const i64,
    scalable: *const bool,
    elementType: MlirType,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        let flags = flags(scalable, rank)?;
        Ok(wrap::ty(cx.vector_type(slice(shape, rank, "shape")?, &flags, elem)))
    })
}

/// Same as "mlirVectorTypeGetScalable" but returns a nullptr wrapping MlirType
/// on illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetScalableChecked(
    loc: MlirLocation,
    rank: intptr_t,
    shape: *const i64,
    scalable: *const bool,
    elementType: MlirType,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        let flags = flags(scalable, rank)?;
        let shape = slice(shape, rank, "shape")?;
        Ok(ty_or_null(cx.vector_type_checked(loc, shape, &flags, elem)))
    })
}

/// Checks whether the given vector type is scalable, i.e., has at least one
/// scalable dimension.
#[no_mangle]
pub extern "C" fn mlirVectorTypeIsScalable(r#type: MlirType) -> bool {
    entry!(false, |c| { Ok(vector_flags(c, r#type)?.contains(&true)) })
}

/// Checks whether the "dim"-th dimension of the given vector is scalable.
#[no_mangle]
pub extern "C" fn mlirVectorTypeIsDimScalable(r#type: MlirType, dim: intptr_t) -> bool {
    entry!(false, |c| {
        let flags = vector_flags(c, r#type)?;
        usize::try_from(dim).ok().and_then(|d| flags.get(d).copied()).ok_or_else(|| dim_out_of_range(dim, flags.len()))
    })
}

// ---------------------------------------------------------------------------
// Ranked / Unranked Tensor type.
// ---------------------------------------------------------------------------

/// Checks whether the given type is a Tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsATensor(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor(_)))
    })
}

/// Returns the typeID of an RankedTensor type.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::RANKED_TENSOR))
}

/// Checks whether the given type is a ranked tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsARankedTensor(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::RankedTensor { .. }))
    })
}

/// Returns the typeID of an UnrankedTensor type.
#[no_mangle]
pub extern "C" fn mlirUnrankedTensorTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::UNRANKED_TENSOR))
}

/// Checks whether the given type is an unranked tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAUnrankedTensor(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::UnrankedTensor(_)))
    })
}

/// Creates a tensor type of a fixed rank with the given shape, element type,
/// and optional encoding in the same context as the element type. The type is
/// owned by the context. Tensor types without any specific encoding field
/// should assign mlirAttributeGetNull() to this parameter.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGet(
    rank: intptr_t,
    shape: *const i64,
    elementType: MlirType,
    encoding: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        let encoding = attr_in(c, cx, encoding)?;
        Ok(wrap::ty(cx.ranked_tensor_type(slice(shape, rank, "shape")?, elem, encoding)))
    })
}

/// Returns the name of the type kind, `builtin.tensor`.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.tensor")
}

/// Same as "mlirRankedTensorTypeGet" but returns a nullptr wrapping MlirType on
/// illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGetChecked(
    loc: MlirLocation,
    rank: intptr_t,
    shape: *const i64,
    elementType: MlirType,
    encoding: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        let encoding = attr_in(c, cx, encoding)?;
        let shape = slice(shape, rank, "shape")?;
        Ok(ty_or_null(cx.ranked_tensor_type_checked(loc, shape, elem, encoding)))
    })
}

/// Gets the 'encoding' attribute from the ranked tensor type, returning a null
/// attribute if none.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGetEncoding(r#type: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        match cx.type_data(t) {
            TypeData::RankedTensor { encoding, .. } => Ok(wrap::attr_opt(*encoding)),
            _ => Err(not_a("a ranked tensor")),
        }
    })
}

/// Creates an unranked tensor type with the given element type in the same
/// context as the element type. The type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirUnrankedTensorTypeGet(elementType: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        Ok(wrap::ty(cx.unranked_tensor_type(elem)))
    })
}

/// Returns the name of the type kind, `builtin.unranked_tensor`.
#[no_mangle]
pub extern "C" fn mlirUnrankedTensorTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.unranked_tensor")
}

/// Same as "mlirUnrankedTensorTypeGet" but returns a nullptr wrapping MlirType
/// on illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirUnrankedTensorTypeGetChecked(loc: MlirLocation, elementType: MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        Ok(ty_or_null(cx.unranked_tensor_type_checked(loc, elem)))
    })
}

// ---------------------------------------------------------------------------
// Ranked / Unranked MemRef type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an MemRef type.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::MEMREF))
}

/// Checks whether the given type is a MemRef type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAMemRef(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::MemRef { .. }))
    })
}

/// Returns the typeID of an UnrankedMemRef type.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemRefTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::UNRANKED_MEMREF))
}

/// Checks whether the given type is an UnrankedMemRef type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAUnrankedMemRef(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::UnrankedMemRef { .. }))
    })
}

/// Creates a MemRef type with the given rank and shape, a potentially empty
/// list of affine layout maps, the given memory space and element type, in the
/// same context as element type. The type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGet(
    elementType: MlirType,
    rank: intptr_t,
    shape: *const i64,
    layout: MlirAttribute,
    memorySpace: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        let layout = layout_in(c, cx, layout)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        Ok(wrap::ty(cx.memref_type(slice(shape, rank, "shape")?, elem, layout, memory_space)))
    })
}

/// Returns the name of the type kind, `builtin.memref`.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.memref")
}

/// Same as "mlirMemRefTypeGet" but returns a nullptr-wrapping MlirType o
/// illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetChecked(
    loc: MlirLocation,
    elementType: MlirType,
    rank: intptr_t,
    shape: *const i64,
    layout: MlirAttribute,
    memorySpace: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        let layout = layout_in(c, cx, layout)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        let shape = slice(shape, rank, "shape")?;
        Ok(ty_or_null(cx.memref_type_checked(loc, shape, elem, layout, memory_space)))
    })
}

/// Creates a MemRef type with the given rank, shape, memory space and element
/// type in the same context as the element type. The type has no affine maps,
/// i.e. represents a default row-major contiguous memref. The type is owned by
/// the context.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeContiguousGet(
    elementType: MlirType,
    rank: intptr_t,
    shape: *const i64,
    memorySpace: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        Ok(wrap::ty(cx.memref_type(slice(shape, rank, "shape")?, elem, None, memory_space)))
    })
}

/// Same as "mlirMemRefTypeContiguousGet" but returns a nullptr wrapping
/// MlirType on illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeContiguousGetChecked(
    loc: MlirLocation,
    elementType: MlirType,
    rank: intptr_t,
    shape: *const i64,
    memorySpace: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        let shape = slice(shape, rank, "shape")?;
        Ok(ty_or_null(cx.memref_type_checked(loc, shape, elem, None, memory_space)))
    })
}

/// Creates an Unranked MemRef type with the given element type and in the given
/// memory space. The type is owned by the context of element type.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemRefTypeGet(elementType: MlirType, memorySpace: MlirAttribute) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, elem) = c.ty(elementType)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        Ok(wrap::ty(cx.unranked_memref_type(elem, memory_space)))
    })
}

/// Returns the name of the type kind, `builtin.unranked_memref`.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemRefTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.unranked_memref")
}

/// Same as "mlirUnrankedMemRefTypeGet" but returns a nullptr wrapping
/// MlirType on illegal arguments, emitting appropriate diagnostics.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemRefTypeGetChecked(
    loc: MlirLocation,
    elementType: MlirType,
    memorySpace: MlirAttribute,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, loc, elem) = checked(c, loc, elementType)?;
        let memory_space = attr_in(c, cx, memorySpace)?;
        Ok(ty_or_null(cx.unranked_memref_type_checked(loc, elem, memory_space)))
    })
}

/// Returns the layout of the given MemRef type.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetLayout(r#type: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        cx.memref_layout(t).map(wrap::attr).ok_or_else(|| not_a("a memref"))
    })
}

/// Returns the affine map of the given MemRef type.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetAffineMap(r#type: MlirType) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        cx.memref_affine_map(t).map(MlirAffineMap::from).ok_or_else(|| not_a("a memref"))
    })
}

/// Returns the memory space of the given MemRef type.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetMemorySpace(r#type: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        match cx.type_data(t) {
            TypeData::MemRef { memory_space, .. } => Ok(wrap::attr_opt(*memory_space)),
            _ => Err(not_a("a memref")),
        }
    })
}

/// Returns the strides of the MemRef if the layout map is in strided form.
/// Both strides and offset are out params. strides must point to pre-allocated
/// memory of length equal to the rank of the memref.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetStridesAndOffset(
    r#type: MlirType,
    strides: *mut i64,
    offset: *mut i64,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let (cx, t) = c.ty(r#type)?;
        if cx.memref_layout(t).is_none() {
            return Err(not_a("a memref"));
        }
        let Some((s, o)) = cx.memref_strides_and_offset(t) else {
            return Ok(MlirLogicalResult::FAILURE);
        };
        slice_mut(strides, s.len(), "strides")?.copy_from_slice(&s);
        *c_mut(offset, "offset")? = o;
        Ok(MlirLogicalResult::SUCCESS)
    })
}

/// Returns the memory spcae of the given Unranked MemRef type.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemrefGetMemorySpace(r#type: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        match cx.type_data(t) {
            TypeData::UnrankedMemRef { memory_space, .. } => Ok(wrap::attr_opt(*memory_space)),
            _ => Err(not_a("an unranked memref")),
        }
    })
}

// ---------------------------------------------------------------------------
// Tuple type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Tuple type.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::TUPLE))
}

/// Checks whether the given type is a tuple type.
#[no_mangle]
pub extern "C" fn mlirTypeIsATuple(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Tuple(_)))
    })
}

/// Creates a tuple type that consists of the given list of elemental types. The
/// type is owned by the context.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGet(ctx: MlirContext, numElements: intptr_t, elements: *const MlirType) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let cx = c.context(ctx)?;
        let elems = types_in(c, cx, elements, numElements, "elements")?;
        Ok(wrap::ty(cx.tuple_type(&elems)))
    })
}

/// Returns the name of the type kind, `builtin.tuple`.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.tuple")
}

/// Returns the number of types contained in a tuple.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetNumTypes(r#type: MlirType) -> intptr_t {
    entry!(0, |c| { Ok(tuple(c, r#type)?.len() as intptr_t) })
}

/// Returns the pos-th type in the tuple type.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetType(r#type: MlirType, pos: intptr_t) -> MlirType {
    entry!(MlirType::NULL, |c| { nth(tuple(c, r#type)?, pos).map(wrap::ty) })
}

// ---------------------------------------------------------------------------
// Function type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Function type.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::FUNCTION))
}

/// Checks whether the given type is a function type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFunction(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Function { .. }))
    })
}

/// Creates a function type, mapping a list of input types to result types.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGet(
    ctx: MlirContext,
    numInputs: intptr_t,
    inputs: *const MlirType,
    numResults: intptr_t,
    results: *const MlirType,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let cx = c.context(ctx)?;
        let inputs = types_in(c, cx, inputs, numInputs, "inputs")?;
        let results = types_in(c, cx, results, numResults, "results")?;
        Ok(wrap::ty(cx.function_type(&inputs, &results)))
    })
}

/// Returns the name of the type kind, `builtin.function`.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.function")
}

/// Returns the number of input types.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetNumInputs(r#type: MlirType) -> intptr_t {
    entry!(0, |c| { Ok(function(c, r#type)?.0.len() as intptr_t) })
}

/// Returns the number of result types.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetNumResults(r#type: MlirType) -> intptr_t {
    entry!(0, |c| { Ok(function(c, r#type)?.1.len() as intptr_t) })
}

/// Returns the pos-th input type.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetInput(r#type: MlirType, pos: intptr_t) -> MlirType {
    entry!(MlirType::NULL, |c| { nth(function(c, r#type)?.0, pos).map(wrap::ty) })
}

/// Returns the pos-th result type.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetResult(r#type: MlirType, pos: intptr_t) -> MlirType {
    entry!(MlirType::NULL, |c| { nth(function(c, r#type)?.1, pos).map(wrap::ty) })
}

// ---------------------------------------------------------------------------
// Opaque type.
// ---------------------------------------------------------------------------

/// Returns the typeID of an Opaque type.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::OPAQUE))
}

/// Checks whether the given type is an opaque type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAOpaque(r#type: MlirType) -> bool {
    entry!(false, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(matches!(cx.type_data(t), TypeData::Opaque { .. }))
    })
}

/// Creates an opaque type in the given context associated with the dialect
/// identified by its namespace. The type contains opaque byte data of the
/// specified length (data need not be null-terminated).
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGet(
    ctx: MlirContext,
    dialectNamespace: MlirStringRef,
    typeData: MlirStringRef,
) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let cx = c.context(ctx)?;
        Ok(wrap::ty(cx.opaque_type(bytes(dialectNamespace)?, bytes(typeData)?)))
    })
}

/// Returns the name of the type kind, `builtin.opaque`.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"builtin.opaque")
}

/// Returns the namespace of the dialect with which the given opaque type
/// is associated. The namespace string is owned by the context.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetDialectNamespace(r#type: MlirType) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| { Ok(MlirStringRef::from_bytes(opaque(c, r#type)?.0)) })
}

/// Returns the raw data as a string reference. The data remains live as long as
/// the context in which the type lives.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetData(r#type: MlirType) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| { Ok(MlirStringRef::from_bytes(opaque(c, r#type)?.1)) })
}
