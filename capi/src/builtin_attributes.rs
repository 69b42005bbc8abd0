//! `mlir-c/BuiltinAttributes.h`: builtin attributes.
//!
//! Functions follow upstream's semantics, including its release-build
//! behaviour where that is well defined (element getters read the raw
//! buffer as the requested C type; `mlirIntegerAttrGetValueInt` truncates
//! wide values). Where upstream would assert or read out of bounds (a cast
//! to the wrong attribute kind, an index past the end, a buffer that does
//! not fit the type), the misuse is reported through the context's
//! diagnostics and a null/zero value is returned.

use std::ffi::c_void;

use oxmlir_ir::attrs::dense_array::DenseArrayKind;
use oxmlir_ir::attrs::resources::Blob;
use oxmlir_ir::attrs::{typeids, AttrData, AttrResult, DenseData};
use oxmlir_ir::support::typeid::TypeId;
use oxmlir_ir::{Attribute, Context, Type};

use crate::affine_map::MlirAffineMap;
use crate::handles::{bytes, c_blob_deleter, entry, slice, CResult, Call, Fail};
use crate::integer_set::MlirIntegerSet;
use crate::ir::{wrap, MlirAttribute, MlirContext, MlirIdentifier, MlirLocation, MlirNamedAttribute, MlirType};
use crate::support::c_int_types::*;
use crate::support::{wrap_type_id, MlirStringRef, MlirTypeID};

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// A misuse report.
fn misuse<T>(msg: impl Into<String>) -> CResult<T> {
    Err(Fail::Misuse(msg.into()))
}

/// The value of an `Option`, or a report that the attribute is not `what`.
fn expect<T>(v: Option<T>, what: &str) -> CResult<T> {
    match v {
        Some(v) => Ok(v),
        None => misuse(format!("expected {what}")),
    }
}

/// A constructor's result as a C handle (its error reported).
fn attr_res(r: AttrResult<Attribute>) -> CResult<MlirAttribute> {
    r.map(wrap::attr).map_err(|e| Fail::Misuse(e.0))
}

/// Checks `pos` against a length.
fn index(pos: intptr_t, len: usize) -> CResult<usize> {
    if pos < 0 || pos as usize >= len {
        return misuse(format!("index {pos} out of range (size {len})"));
    }
    Ok(pos as usize)
}

/// Checks an element index against a shaped type's element count.
fn element_index(cx: &Context, ty: Type, pos: intptr_t) -> CResult<usize> {
    let n = cx.static_num_elements(ty).unwrap_or(0).max(0) as usize;
    index(pos, n)
}

/// The payload of a dense int/float elements attribute.
fn dense_int_or_fp(cx: &Context, a: Attribute) -> CResult<&DenseData> {
    expect(cx.dense_data(a), "a dense int or float elements attribute")
}

/// The raw bits (`size` bytes, little end first) of element `pos` of a
/// dense int/float elements attribute; `None`: the splat value (element 0).
fn dense_element_bits(c: &mut Call, attr: MlirAttribute, pos: Option<intptr_t>, size: usize) -> CResult<u128> {
    let (cx, a) = c.attr(attr)?;
    let d = dense_int_or_fp(cx, a)?;
    let i = match pos {
        Some(pos) => element_index(cx, d.ty, pos)? as u64,
        None => 0,
    };
    Ok(cx.dense_raw_element(d, i, size))
}

/// The data of an attribute.
fn data(cx: &Context, a: Attribute) -> &AttrData {
    cx.attr_data(a)
}

/// A static name as a string reference.
fn name(s: &'static str) -> MlirStringRef {
    MlirStringRef::from_bytes(s.as_bytes())
}

/// The type id of an attribute kind.
fn kind_id(marker: &'static oxmlir_ir::support::typeid::TypeIdMarker) -> MlirTypeID {
    wrap_type_id(TypeId::of(marker))
}

/// Upstream's `mlirDenseElementsAttrRawBufferGet`: null (without a
/// report) when the buffer does not fit the type.
fn raw_buffer_get(cx: &Context, t: Type, raw: &[u8]) -> CResult<MlirAttribute> {
    let Some((_, elem)) = cx.ranked_shape(t) else {
        return misuse("expected a ranked shaped type (vector, tensor or memref)");
    };
    if cx.elem_kind(elem).bit_width().is_none() {
        return misuse("expected integer, index, float or complex element type");
    }
    if cx.check_dense_raw_buffer(t, raw).is_none() {
        return Ok(MlirAttribute::NULL);
    }
    attr_res(cx.dense_elements_from_raw(t, raw))
}

/// Element `pos` of a dense resource's blob, `size` bytes little-endian.
fn resource_value(c: &mut Call, attr: MlirAttribute, pos: intptr_t, size: usize) -> CResult<u64> {
    let (cx, a) = c.attr(attr)?;
    expect(cx.dense_resource_parts(a), "a dense resource elements attribute")?;
    let blob = expect(cx.dense_resource_blob(a), "a resource with data")?;
    let i = index(pos, blob.data().len() / size)?;
    let mut v = 0u64;
    for (k, &b) in blob.data()[i * size..(i + 1) * size].iter().enumerate() {
        v |= (b as u64) << (8 * k);
    }
    Ok(v)
}

/// Returns an empty attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeGetNull() -> MlirAttribute {
    MlirAttribute::NULL
}

// ---------------------------------------------------------------------------
// Location attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a location attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsALocation(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.is_location(a))
    })
}

// ---------------------------------------------------------------------------
// Affine map attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an affine map attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAAffineMap(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::AffineMap(_)))
    })
}

/// Creates an affine map attribute wrapping the given map. The attribute
/// belongs to the same context as the affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapAttrGet(map: MlirAffineMap) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, m) = c.affine_map(map)?;
        Ok(wrap::attr(cx.affine_map_attr(m)))
    })
}

/// Returns the name of affine map attributes (`builtin.affine_map`).
#[no_mangle]
pub extern "C" fn mlirAffineMapAttrGetName() -> MlirStringRef {
    name("builtin.affine_map")
}

/// Returns the affine map wrapped in the given affine map attribute.
#[no_mangle]
pub extern "C" fn mlirAffineMapAttrGetValue(attr: MlirAttribute) -> MlirAffineMap {
    entry!(MlirAffineMap { ptr: std::ptr::null() }, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::AffineMap(m) => Ok(MlirAffineMap { ptr: m.bits() as usize as *const c_void }),
            _ => misuse("expected an affine map attribute"),
        }
    })
}

/// Returns the typeID of an AffineMap attribute.
#[no_mangle]
pub extern "C" fn mlirAffineMapAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::AFFINE_MAP)
}

// ---------------------------------------------------------------------------
// Array attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAArray(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Array(_)))
    })
}

/// Creates an array element containing the given list of elements in the
/// given context.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGet(ctx: MlirContext, numElements: intptr_t, elements: *const MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let elems = slice(elements, numElements, "elements")?;
        let mut v = Vec::with_capacity(elems.len());
        for &e in elems {
            let (ecx, a) = c.attr(e)?;
            c.same_context(cx, ecx)?;
            v.push(a);
        }
        Ok(wrap::attr(cx.array_attr(&v)))
    })
}

/// Returns the name of array attributes (`builtin.array`).
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetName() -> MlirStringRef {
    name("builtin.array")
}

/// Returns the number of elements stored in the given array attribute.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetNumElements(attr: MlirAttribute) -> intptr_t {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Array(v) => Ok(v.len() as intptr_t),
            _ => misuse("expected an array attribute"),
        }
    })
}

/// Returns pos-th element stored in the given array attribute.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetElement(attr: MlirAttribute, pos: intptr_t) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Array(v) => Ok(wrap::attr(v[index(pos, v.len())?])),
            _ => misuse("expected an array attribute"),
        }
    })
}

/// Returns the typeID of an Array attribute.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::ARRAY)
}

// ---------------------------------------------------------------------------
// Dictionary attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a dictionary attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADictionary(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Dictionary(_)))
    })
}

/// Creates a dictionary attribute containing the given list of elements in
/// the provided context.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGet(
    ctx: MlirContext,
    numElements: intptr_t,
    elements: *const MlirNamedAttribute,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let elems = slice(elements, numElements, "elements")?;
        let mut v = Vec::with_capacity(elems.len());
        for e in elems {
            let (ncx, n) = c.ident(e.name)?;
            let (vcx, value) = c.attr(e.attribute)?;
            c.same_context(cx, ncx)?;
            c.same_context(cx, vcx)?;
            v.push(oxmlir_ir::NamedAttribute { name: n, value });
        }
        Ok(wrap::attr(cx.dictionary_attr(&v)))
    })
}

/// Returns the name of dictionary attributes (`builtin.dictionary`).
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetName() -> MlirStringRef {
    name("builtin.dictionary")
}

/// Returns the number of attributes contained in a dictionary attribute.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetNumElements(attr: MlirAttribute) -> intptr_t {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Dictionary(v) => Ok(v.len() as intptr_t),
            _ => misuse("expected a dictionary attribute"),
        }
    })
}

/// Returns pos-th element of the given dictionary attribute.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetElement(attr: MlirAttribute, pos: intptr_t) -> MlirNamedAttribute {
    let null = MlirNamedAttribute { name: MlirIdentifier::NULL, attribute: MlirAttribute::NULL };
    entry!(null, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Dictionary(v) => {
                let na = v[index(pos, v.len())?];
                Ok(MlirNamedAttribute { name: wrap::ident(na.name), attribute: wrap::attr(na.value) })
            }
            _ => misuse("expected a dictionary attribute"),
        }
    })
}

/// Returns the dictionary attribute element with the given name or NULL if
/// the given name does not exist in the dictionary.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetElementByName(attr: MlirAttribute, name: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        if !matches!(data(cx, a), AttrData::Dictionary(_)) {
            return misuse("expected a dictionary attribute");
        }
        Ok(wrap::attr_opt(cx.dictionary_get(a, bytes(name)?)))
    })
}

/// Returns the typeID of a Dictionary attribute.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::DICTIONARY)
}

// ---------------------------------------------------------------------------
// Floating point attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a floating point attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAFloat(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Float { .. }))
    })
}

/// Returns the name of float attributes (`builtin.float`).
#[no_mangle]
pub extern "C" fn mlirFloatAttrGetName() -> MlirStringRef {
    name("builtin.float")
}

/// Creates a floating point attribute in the given context with the given
/// double value and double-precision FP semantics.
#[no_mangle]
pub extern "C" fn mlirFloatAttrDoubleGet(ctx: MlirContext, r#type: MlirType, value: f64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let _ = ctx;
        let (cx, t) = c.ty(r#type)?;
        Ok(wrap::attr(cx.float_attr_f64(t, value)))
    })
}

/// Same as "mlirFloatAttrDoubleGet", but if the type is not valid for a
/// construction of a FloatAttr, returns a null MlirAttribute.
#[no_mangle]
pub extern "C" fn mlirFloatAttrDoubleGetChecked(loc: MlirLocation, r#type: MlirType, value: f64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (lcx, l) = c.loc(loc)?;
        let (cx, t) = c.ty(r#type)?;
        c.same_context(lcx, cx)?;
        Ok(wrap::attr_opt(cx.float_attr_f64_checked(l, t, value)))
    })
}

/// Returns the value stored in the given floating point attribute,
/// interpreting the value as double.
#[no_mangle]
pub extern "C" fn mlirFloatAttrGetValueDouble(attr: MlirAttribute) -> f64 {
    entry!(0.0, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(expect(cx.float_attr_value(a), "a float attribute")?.to_f64())
    })
}

/// Returns the typeID of a Float attribute.
#[no_mangle]
pub extern "C" fn mlirFloatAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::FLOAT)
}

// ---------------------------------------------------------------------------
// Integer attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an integer attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAInteger(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Integer { .. }))
    })
}

/// Creates an integer attribute of the given type with the given integer
/// value.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGet(r#type: MlirType, value: i64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        attr_res(cx.try_integer_attr(t, value))
    })
}

/// Returns the name of integer attributes (`builtin.integer`).
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetName() -> MlirStringRef {
    name("builtin.integer")
}

/// Returns the value stored in the given integer attribute, assuming the
/// value is of signless type and fits into a signed 64-bit integer.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueInt(attr: MlirAttribute) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let (v, t) = expect(cx.integer_attr_value(a), "an integer attribute")?;
        Ok(v.sext_i64(cx.integer_attr_width(t).map_or(64, |w| w.0)))
    })
}

/// Returns the value stored in the given integer attribute, assuming the
/// value is of signed type and fits into a signed 64-bit integer.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueSInt(attr: MlirAttribute) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let (v, t) = expect(cx.integer_attr_value(a), "an integer attribute")?;
        Ok(v.sext_i64(cx.integer_attr_width(t).map_or(64, |w| w.0)))
    })
}

/// Returns the value stored in the given integer attribute, assuming the
/// value is of unsigned type and fits into an unsigned 64-bit integer.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueUInt(attr: MlirAttribute) -> u64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let (v, _) = expect(cx.integer_attr_value(a), "an integer attribute")?;
        Ok(v.low_u64())
    })
}

/// Returns the typeID of an Integer attribute.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::INTEGER)
}

// ---------------------------------------------------------------------------
// Bool attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a bool attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsABool(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.is_bool_attr(a))
    })
}

/// Creates a bool attribute in the given context with the given value.
#[no_mangle]
pub extern "C" fn mlirBoolAttrGet(ctx: MlirContext, value: c_int) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.bool_attr(value != 0))) })
}

/// Returns the value stored in the given bool attribute.
#[no_mangle]
pub extern "C" fn mlirBoolAttrGetValue(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        let (v, _) = expect(cx.integer_attr_value(a), "a bool attribute")?;
        Ok(!v.is_zero())
    })
}

// ---------------------------------------------------------------------------
// Integer set attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an integer set attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAIntegerSet(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::IntegerSet(_)))
    })
}

/// Creates an integer set attribute wrapping the given set. The attribute
/// belongs to the same context as the integer set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetAttrGet(set: MlirIntegerSet) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(wrap::attr(cx.integer_set_attr(s)))
    })
}

/// Returns the name of integer set attributes (`builtin.integer_set`).
#[no_mangle]
pub extern "C" fn mlirIntegerSetAttrGetName() -> MlirStringRef {
    name("builtin.integer_set")
}

/// Returns the integer set wrapped in the given integer set attribute.
#[no_mangle]
pub extern "C" fn mlirIntegerSetAttrGetValue(attr: MlirAttribute) -> MlirIntegerSet {
    entry!(MlirIntegerSet { ptr: std::ptr::null() }, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::IntegerSet(s) => Ok(MlirIntegerSet { ptr: s.bits() as usize as *const c_void }),
            _ => misuse("expected an integer set attribute"),
        }
    })
}

/// Returns the typeID of an IntegerSet attribute.
#[no_mangle]
pub extern "C" fn mlirIntegerSetAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::INTEGER_SET)
}

// ---------------------------------------------------------------------------
// Opaque attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an opaque attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAOpaque(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Opaque { .. }))
    })
}

/// Creates an opaque attribute in the given context associated with the
/// dialect identified by its namespace. The attribute contains opaque byte
/// data of the specified length (data need not be null-terminated).
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGet(
    ctx: MlirContext,
    dialectNamespace: MlirStringRef,
    dataLength: intptr_t,
    data: *const std::ffi::c_char,
    r#type: MlirType,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let (tcx, t) = c.ty(r#type)?;
        c.same_context(cx, tcx)?;
        let body = slice(data as *const u8, dataLength, "data")?;
        Ok(wrap::attr(cx.opaque_attr(bytes(dialectNamespace)?, body, t)))
    })
}

/// Returns the name of opaque attributes (`builtin.opaque`).
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetName() -> MlirStringRef {
    name("builtin.opaque")
}

/// Returns the namespace of the dialect with which the given opaque
/// attribute is associated. The namespace string is owned by the context.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetDialectNamespace(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Opaque { dialect, .. } => Ok(MlirStringRef::from_bytes(cx.bytes_of(*dialect))),
            _ => misuse("expected an opaque attribute"),
        }
    })
}

/// Returns the raw data as a string reference. The data remains live as long
/// as the context in which the attribute lives.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetData(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Opaque { data, .. } => Ok(MlirStringRef::from_bytes(data)),
            _ => misuse("expected an opaque attribute"),
        }
    })
}

/// Returns the typeID of an Opaque attribute.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::OPAQUE)
}

// ---------------------------------------------------------------------------
// String attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a string attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAString(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::String { .. }))
    })
}

/// Creates a string attribute in the given context containing the given
/// string.
#[no_mangle]
pub extern "C" fn mlirStringAttrGet(ctx: MlirContext, str: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.string_attr(bytes(str)?))) })
}

/// Returns the name of string attributes (`builtin.string`).
#[no_mangle]
pub extern "C" fn mlirStringAttrGetName() -> MlirStringRef {
    name("builtin.string")
}

/// Creates a string attribute in the given context containing the given
/// string. Additionally, the attribute has the given type.
#[no_mangle]
pub extern "C" fn mlirStringAttrTypedGet(r#type: MlirType, str: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        Ok(wrap::attr(cx.string_attr_typed(bytes(str)?, t)))
    })
}

/// Returns the attribute values as a string reference. The data remains live
/// as long as the context in which the attribute lives.
#[no_mangle]
pub extern "C" fn mlirStringAttrGetValue(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::String { value, .. } => Ok(MlirStringRef::from_bytes(value)),
            _ => misuse("expected a string attribute"),
        }
    })
}

/// Returns the typeID of a String attribute.
#[no_mangle]
pub extern "C" fn mlirStringAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::STRING)
}

// ---------------------------------------------------------------------------
// SymbolRef attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a symbol reference attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsASymbolRef(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::SymbolRef { .. }))
    })
}

/// Creates a symbol reference attribute in the given context referencing a
/// symbol identified by the given string inside a list of nested
/// references. Each of the references in the list must not be nested.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGet(
    ctx: MlirContext,
    symbol: MlirStringRef,
    numReferences: intptr_t,
    references: *const MlirAttribute,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let refs = slice(references, numReferences, "references")?;
        let mut v = Vec::with_capacity(refs.len());
        for &r in refs {
            let (rcx, a) = c.attr(r)?;
            c.same_context(cx, rcx)?;
            if !matches!(data(cx, a), AttrData::SymbolRef { .. }) {
                return misuse("expected flat symbol reference attributes as references");
            }
            v.push(a);
        }
        Ok(wrap::attr(cx.symbol_ref_attr(bytes(symbol)?, &v)))
    })
}

/// Returns the name of symbol reference attributes (`builtin.symbol_ref`).
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetName() -> MlirStringRef {
    name("builtin.symbol_ref")
}

/// Returns the string reference to the root referenced symbol. The data
/// remains live as long as the context in which the attribute lives.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetRootReference(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(MlirStringRef::from_bytes(expect(cx.symbol_ref_parts(a), "a symbol reference attribute")?.0))
    })
}

/// Returns the string reference to the leaf referenced symbol. The data
/// remains live as long as the context in which the attribute lives.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetLeafReference(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(MlirStringRef::from_bytes(expect(cx.symbol_ref_parts(a), "a symbol reference attribute")?.1))
    })
}

/// Returns the number of references nested in the given symbol reference
/// attribute.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetNumNestedReferences(attr: MlirAttribute) -> intptr_t {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(expect(cx.symbol_ref_parts(a), "a symbol reference attribute")?.2.len() as intptr_t)
    })
}

/// Returns pos-th reference nested in the given symbol reference attribute.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetNestedReference(attr: MlirAttribute, pos: intptr_t) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        let nested = expect(cx.symbol_ref_parts(a), "a symbol reference attribute")?.2;
        Ok(wrap::attr(nested[index(pos, nested.len())?]))
    })
}

/// Returns the typeID of an SymbolRef attribute.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::SYMBOL_REF)
}

/// Creates a DisctinctAttr with the referenced attribute.
#[no_mangle]
pub extern "C" fn mlirDisctinctAttrCreate(referencedAttr: MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(referencedAttr)?;
        Ok(wrap::attr(cx.distinct_attr(a)))
    })
}

// ---------------------------------------------------------------------------
// Flat SymbolRef attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a flat symbol reference attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAFlatSymbolRef(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.is_flat_symbol_ref(a))
    })
}

/// Creates a flat symbol reference attribute in the given context
/// referencing a symbol identified by the given string.
#[no_mangle]
pub extern "C" fn mlirFlatSymbolRefAttrGet(ctx: MlirContext, symbol: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.flat_symbol_ref_attr(bytes(symbol)?))) })
}

/// Returns the name of flat symbol reference attributes
/// (`builtin.symbol_ref`, as symbol references).
#[no_mangle]
pub extern "C" fn mlirFlatSymbolRefAttrGetName() -> MlirStringRef {
    name("builtin.symbol_ref")
}

/// Returns the referenced symbol as a string reference. The data remains live
/// as long as the context in which the attribute lives.
#[no_mangle]
pub extern "C" fn mlirFlatSymbolRefAttrGetValue(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(MlirStringRef::from_bytes(expect(cx.symbol_ref_parts(a), "a flat symbol reference attribute")?.0))
    })
}

// ---------------------------------------------------------------------------
// Type attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a type attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAType(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Type(_)))
    })
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

/// Returns the name of type attributes (`builtin.type`).
#[no_mangle]
pub extern "C" fn mlirTypeAttrGetName() -> MlirStringRef {
    name("builtin.type")
}

/// Returns the type stored in the given type attribute.
#[no_mangle]
pub extern "C" fn mlirTypeAttrGetValue(attr: MlirAttribute) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::Type(t) => Ok(wrap::ty(*t)),
            _ => misuse("expected a type attribute"),
        }
    })
}

/// Returns the typeID of a Type attribute.
#[no_mangle]
pub extern "C" fn mlirTypeAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::TYPE)
}

// ---------------------------------------------------------------------------
// Unit attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a unit attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAUnit(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::Unit))
    })
}

/// Creates a unit attribute in the given context.
#[no_mangle]
pub extern "C" fn mlirUnitAttrGet(ctx: MlirContext) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| { Ok(wrap::attr(c.context(ctx)?.unit_attr())) })
}

/// Returns the name of unit attributes (`builtin.unit`).
#[no_mangle]
pub extern "C" fn mlirUnitAttrGetName() -> MlirStringRef {
    name("builtin.unit")
}

/// Returns the typeID of a Unit attribute.
#[no_mangle]
pub extern "C" fn mlirUnitAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::UNIT)
}

// ---------------------------------------------------------------------------
// Elements attributes.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is an elements attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.is_elements_attr(a))
    })
}

/// Returns the element at the given rank-dimensional index.
#[no_mangle]
pub extern "C" fn mlirElementsAttrGetValue(attr: MlirAttribute, rank: intptr_t, idxs: *mut u64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        let ty = expect(cx.elements_type(a), "an elements attribute")?;
        let idx = slice(idxs as *const u64, rank, "index")?;
        if !cx.elements_is_valid_index(ty, idx) {
            return misuse("invalid index for the elements attribute's shape");
        }
        Ok(wrap::attr(expect(cx.elements_value(a, idx), "dense or sparse elements")?))
    })
}

/// Checks whether the given rank-dimensional index is valid in the given
/// elements attribute.
#[no_mangle]
pub extern "C" fn mlirElementsAttrIsValidIndex(attr: MlirAttribute, rank: intptr_t, idxs: *mut u64) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        let ty = expect(cx.elements_type(a), "an elements attribute")?;
        let idx = slice(idxs as *const u64, rank, "index")?;
        Ok(cx.elements_is_valid_index(ty, idx))
    })
}

/// Gets the total number of elements in the given elements attribute. In
/// order to iterate over the attribute, obtain its type, which must be a
/// statically shaped type and use its sizes to build a multi-dimensional
/// index.
#[no_mangle]
pub extern "C" fn mlirElementsAttrGetNumElements(attr: MlirAttribute) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        expect(cx.elements_num_elements(a), "an elements attribute")
    })
}

// ---------------------------------------------------------------------------
// Dense array attribute.
// ---------------------------------------------------------------------------

/// Returns the typeID of a DenseArray attribute.
#[no_mangle]
pub extern "C" fn mlirDenseArrayAttrGetTypeID() -> MlirTypeID {
    wrap_type_id(TypeId::of(&typeids::DENSE_ARRAY))
}

/// Checks whether the given attribute is a dense array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseBoolArray(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::Bool))
    })
}

/// Checks whether the given attribute is a dense i8 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI8Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::I8))
    })
}

/// Checks whether the given attribute is a dense i16 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI16Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::I16))
    })
}

/// Checks whether the given attribute is a dense i32 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI32Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::I32))
    })
}

/// Checks whether the given attribute is a dense i64 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI64Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::I64))
    })
}

/// Checks whether the given attribute is a dense f32 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseF32Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::F32))
    })
}

/// Checks whether the given attribute is a dense f64 array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseF64Array(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_array_kind(a) == Some(DenseArrayKind::F64))
    })
}

/// Create a dense array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseBoolArrayGet(ctx: MlirContext, size: intptr_t, values: *const c_int) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().map(|&v| (v != 0) as u8).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::Bool, &raw)))
    })
}

/// Creates a dense i8 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseI8ArrayGet(ctx: MlirContext, size: intptr_t, values: *const i8) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::I8, &raw)))
    })
}

/// Creates a dense i16 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseI16ArrayGet(ctx: MlirContext, size: intptr_t, values: *const i16) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::I16, &raw)))
    })
}

/// Creates a dense i32 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseI32ArrayGet(ctx: MlirContext, size: intptr_t, values: *const i32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::I32, &raw)))
    })
}

/// Creates a dense i64 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseI64ArrayGet(ctx: MlirContext, size: intptr_t, values: *const i64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::I64, &raw)))
    })
}

/// Creates a dense f32 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseF32ArrayGet(ctx: MlirContext, size: intptr_t, values: *const f32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::F32, &raw)))
    })
}

/// Creates a dense f64 array attribute with the given elements.
#[no_mangle]
pub extern "C" fn mlirDenseF64ArrayGet(ctx: MlirContext, size: intptr_t, values: *const f64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let vals = slice(values, size, "values")?;
        let raw: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok(wrap::attr(cx.dense_array_attr(DenseArrayKind::F64, &raw)))
    })
}

/// Get the size of a dense array.
#[no_mangle]
pub extern "C" fn mlirDenseArrayGetNumElements(attr: MlirAttribute) -> intptr_t {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(expect(cx.dense_array_data(a), "a dense array attribute")?.len as intptr_t)
    })
}

/// Get an element of a dense array.
#[no_mangle]
pub extern "C" fn mlirDenseBoolArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len())?;
        let v = d.raw_element(i, 1);
        Ok(v != 0)
    })
}

/// Gets element `pos` of a dense i8 array.
#[no_mangle]
pub extern "C" fn mlirDenseI8ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> i8 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len())?;
        let v = d.raw_element(i, 1);
        Ok(v as u8 as i8)
    })
}

/// Gets element `pos` of a dense i16 array.
#[no_mangle]
pub extern "C" fn mlirDenseI16ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> i16 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len() / 2)?;
        let v = d.raw_element(i, 2);
        Ok(v as u16 as i16)
    })
}

/// Gets element `pos` of a dense i32 array.
#[no_mangle]
pub extern "C" fn mlirDenseI32ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> i32 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len() / 4)?;
        let v = d.raw_element(i, 4);
        Ok(v as u32 as i32)
    })
}

/// Gets element `pos` of a dense i64 array.
#[no_mangle]
pub extern "C" fn mlirDenseI64ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len() / 8)?;
        let v = d.raw_element(i, 8);
        Ok(v as i64)
    })
}

/// Gets element `pos` of a dense f32 array.
#[no_mangle]
pub extern "C" fn mlirDenseF32ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> f32 {
    entry!(0.0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len() / 4)?;
        let v = d.raw_element(i, 4);
        Ok(f32::from_bits(v as u32))
    })
}

/// Gets element `pos` of a dense f64 array.
#[no_mangle]
pub extern "C" fn mlirDenseF64ArrayGetElement(attr: MlirAttribute, pos: intptr_t) -> f64 {
    entry!(0.0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_array_data(a), "a dense array attribute")?;
        let i = index(pos, d.raw.len() / 8)?;
        let v = d.raw_element(i, 8);
        Ok(f64::from_bits(v))
    })
}

// ---------------------------------------------------------------------------
// Dense elements attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a dense elements attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.is_dense_elements(a))
    })
}

/// Checks whether the given attribute is a dense elements attribute of
/// integer or index elements.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseIntElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx
            .dense_type_and_splat(a)
            .and_then(|(t, _)| cx.ranked_shape(t))
            .is_some_and(|(_, e)| cx.elem_kind(e).is_int_or_index()))
    })
}

/// Checks whether the given attribute is a dense elements attribute of
/// float elements.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseFPElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx
            .dense_type_and_splat(a)
            .and_then(|(t, _)| cx.ranked_shape(t))
            .is_some_and(|(_, e)| matches!(cx.elem_kind(e), oxmlir_ir::attrs::shaped::ElemKind::Float(_))))
    })
}

/// Returns the typeID of an DenseIntOrFPElements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseIntOrFPElementsAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::DENSE_INT_OR_FP)
}

/// Creates a dense elements attribute with the given Shaped type and
/// elements in the same context as the type.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGet(
    shapedType: MlirType,
    numElements: intptr_t,
    elements: *const MlirAttribute,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let elems = slice(elements, numElements, "elements")?;
        let mut v = Vec::with_capacity(elems.len());
        for &e in elems {
            let (ecx, a) = c.attr(e)?;
            c.same_context(cx, ecx)?;
            v.push(a);
        }
        attr_res(cx.dense_elements_from_attrs(t, &v))
    })
}

/// Creates a dense elements attribute with the given Shaped type and
/// elements populated from a packed, row-major opaque buffer of contents.
///
/// The format of the raw buffer is a densely packed array of values that
/// can be bitcast to the storage format of the element type specified.
/// Types that are not byte aligned will be:
///   - For bitwidth > 1: Rounded up to the next byte.
///   - For bitwidth = 1: Packed into 8bit bytes with bits corresponding to
///     the linear order of the shape type from MSB to LSB, padded to on the
///     right.
///
/// A raw buffer of a single element (or for 1-bit, a byte of value 0 or 255)
/// will be interpreted as a splat. User code should be prepared for
/// additional, conformant patterns to be identified as splats in the future.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrRawBufferGet(
    shapedType: MlirType,
    rawBufferSize: size_t,
    rawBuffer: *const c_void,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw = slice(rawBuffer as *const u8, rawBufferSize as isize, "raw buffer")?;
        raw_buffer_get(cx, t, raw)
    })
}

/// Creates a dense elements attribute with the given Shaped type containing
/// a single replicated element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrSplatGet(shapedType: MlirType, element: MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let (ecx, e) = c.attr(element)?;
        c.same_context(cx, ecx)?;
        attr_res(cx.dense_elements_from_attrs(t, &[e]))
    })
}

/// Creates a dense elements attribute with the given shaped type containing
/// a single replicated bool element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrBoolSplatGet(shapedType: MlirType, element: bool) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_bools(t, &[element]))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `uint8_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt8SplatGet(shapedType: MlirType, element: u8) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `int8_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt8SplatGet(shapedType: MlirType, element: i8) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `uint32_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt32SplatGet(shapedType: MlirType, element: u32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `int32_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt32SplatGet(shapedType: MlirType, element: i32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `uint64_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt64SplatGet(shapedType: MlirType, element: u64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `int64_t` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt64SplatGet(shapedType: MlirType, element: i64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `float` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrFloatSplatGet(shapedType: MlirType, element: f32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type
/// containing a single replicated `double` element (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrDoubleSplatGet(shapedType: MlirType, element: f64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        attr_res(cx.dense_elements_from_raw(t, &element.to_le_bytes()))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// elements of a specific type. Expects the element type of the shaped type
/// to match the data element type.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrBoolGet(shapedType: MlirType, numElements: intptr_t, elements: *const c_int) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let vals: Vec<bool> = slice(elements, numElements, "elements")?.iter().map(|&v| v != 0).collect();
        attr_res(cx.dense_elements_from_bools(t, &vals))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `uint8_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt8Get(shapedType: MlirType, numElements: intptr_t, elements: *const u8) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `int8_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt8Get(shapedType: MlirType, numElements: intptr_t, elements: *const i8) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `uint16_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt16Get(shapedType: MlirType, numElements: intptr_t, elements: *const u16) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `int16_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt16Get(shapedType: MlirType, numElements: intptr_t, elements: *const i16) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `uint32_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt32Get(shapedType: MlirType, numElements: intptr_t, elements: *const u32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `int32_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt32Get(shapedType: MlirType, numElements: intptr_t, elements: *const i32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `uint64_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrUInt64Get(shapedType: MlirType, numElements: intptr_t, elements: *const u64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `int64_t` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrInt64Get(shapedType: MlirType, numElements: intptr_t, elements: *const i64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `float` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrFloatGet(shapedType: MlirType, numElements: intptr_t, elements: *const f32) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// `double` elements (one element makes a splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrDoubleGet(shapedType: MlirType, numElements: intptr_t, elements: *const f64) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_elements_from_raw(t, &raw))
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// 16-bit patterns of `bf16` elements (a raw buffer: null if it does not fit the
/// type).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrBFloat16Get(shapedType: MlirType, numElements: intptr_t, elements: *const u16) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        raw_buffer_get(cx, t, &raw)
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// 16-bit patterns of `f16` elements (a raw buffer: null if it does not fit the
/// type).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrFloat16Get(shapedType: MlirType, numElements: intptr_t, elements: *const u16) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        raw_buffer_get(cx, t, &raw)
    })
}

/// Creates a dense elements attribute with the given shaped type from
/// string elements.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrStringGet(
    shapedType: MlirType,
    numElements: intptr_t,
    strs: *mut MlirStringRef,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let refs = slice(strs as *const MlirStringRef, numElements, "strings")?;
        let mut v: Vec<&[u8]> = Vec::with_capacity(refs.len());
        for &s in refs {
            v.push(bytes(s)?);
        }
        attr_res(cx.dense_string_elements(t, &v))
    })
}

/// Creates a dense elements attribute that has the same data as the given
/// dense elements attribute and a different shaped type. The new type must
/// have the same total number of elements.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrReshapeGet(attr: MlirAttribute, shapedType: MlirType) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        let (tcx, t) = c.ty(shapedType)?;
        c.same_context(cx, tcx)?;
        attr_res(cx.dense_reshape(a, t))
    })
}

/// Checks whether the given dense elements attribute contains a single
/// replicated value (splat).
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrIsSplat(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(expect(cx.dense_type_and_splat(a), "a dense elements attribute")?.1)
    })
}

/// Returns the single replicated value (splat) of a specific type contained
/// by the given dense elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetSplatValue(attr: MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        expect(cx.dense_type_and_splat(a), "a dense elements attribute")?;
        Ok(wrap::attr(expect(cx.dense_element_attr(a, 0), "a dense elements attribute with elements")?))
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `c_int`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetBoolSplatValue(attr: MlirAttribute) -> c_int {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = dense_int_or_fp(cx, a)?;
        Ok(cx.dense_raw_bit(d, 0) as c_int)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `i8`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt8SplatValue(attr: MlirAttribute) -> i8 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 1)?;
        Ok(v as u8 as i8)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `u8`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt8SplatValue(attr: MlirAttribute) -> u8 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 1)?;
        Ok(v as u8)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `i32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt32SplatValue(attr: MlirAttribute) -> i32 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 4)?;
        Ok(v as u32 as i32)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `u32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt32SplatValue(attr: MlirAttribute) -> u32 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 4)?;
        Ok(v as u32)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `i64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt64SplatValue(attr: MlirAttribute) -> i64 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 8)?;
        Ok(v as u64 as i64)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `u64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt64SplatValue(attr: MlirAttribute) -> u64 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, None, 8)?;
        Ok(v as u64)
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `f32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetFloatSplatValue(attr: MlirAttribute) -> f32 {
    entry!(0.0, |c| {
        let v = dense_element_bits(c, attr, None, 4)?;
        Ok(f32::from_bits(v as u32))
    })
}

/// Returns the single replicated value (splat) of a dense elements
/// attribute as `f64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetDoubleSplatValue(attr: MlirAttribute) -> f64 {
    entry!(0.0, |c| {
        let v = dense_element_bits(c, attr, None, 8)?;
        Ok(f64::from_bits(v as u64))
    })
}

/// Returns the single replicated value (splat) of a dense string elements
/// attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetStringSplatValue(attr: MlirAttribute) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_string_data(a), "a dense string elements attribute")?;
        Ok(MlirStringRef::from_bytes(d.get(0).unwrap_or(&[])))
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a specific type
/// contained by the given dense elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetBoolValue(attr: MlirAttribute, pos: intptr_t) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = dense_int_or_fp(cx, a)?;
        let i = element_index(cx, d.ty, pos)?;
        Ok(cx.dense_raw_bit(d, i as u64))
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `i8`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt8Value(attr: MlirAttribute, pos: intptr_t) -> i8 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 1)?;
        Ok(v as u8 as i8)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `u8`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt8Value(attr: MlirAttribute, pos: intptr_t) -> u8 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 1)?;
        Ok(v as u8)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `i16`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt16Value(attr: MlirAttribute, pos: intptr_t) -> i16 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 2)?;
        Ok(v as u16 as i16)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `u16`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt16Value(attr: MlirAttribute, pos: intptr_t) -> u16 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 2)?;
        Ok(v as u16)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `i32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt32Value(attr: MlirAttribute, pos: intptr_t) -> i32 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 4)?;
        Ok(v as u32 as i32)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `u32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt32Value(attr: MlirAttribute, pos: intptr_t) -> u32 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 4)?;
        Ok(v as u32)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `i64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt64Value(attr: MlirAttribute, pos: intptr_t) -> i64 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 8)?;
        Ok(v as u64 as i64)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `u64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetUInt64Value(attr: MlirAttribute, pos: intptr_t) -> u64 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 8)?;
        Ok(v as u64)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `u64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetIndexValue(attr: MlirAttribute, pos: intptr_t) -> u64 {
    entry!(0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 8)?;
        Ok(v as u64)
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `f32`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetFloatValue(attr: MlirAttribute, pos: intptr_t) -> f32 {
    entry!(0.0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 4)?;
        Ok(f32::from_bits(v as u32))
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a dense elements
/// attribute as `f64`.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetDoubleValue(attr: MlirAttribute, pos: intptr_t) -> f64 {
    entry!(0.0, |c| {
        let v = dense_element_bits(c, attr, Some(pos), 8)?;
        Ok(f64::from_bits(v as u64))
    })
}

/// Returns the pos-th value of a dense string elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetStringValue(attr: MlirAttribute, pos: intptr_t) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        let d = expect(cx.dense_string_data(a), "a dense string elements attribute")?;
        let i = element_index(cx, d.ty, pos)?;
        Ok(MlirStringRef::from_bytes(d.get(i).unwrap_or(&[])))
    })
}

/// Returns the raw data of the given dense elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetRawData(attr: MlirAttribute) -> *const c_void {
    entry!(std::ptr::null(), |c| {
        let (cx, a) = c.attr(attr)?;
        let d = dense_int_or_fp(cx, a)?;
        Ok(if d.raw.is_empty() { std::ptr::null() } else { d.raw.as_ptr() as *const c_void })
    })
}

// ---------------------------------------------------------------------------
// Resource blob attributes.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a dense resource elements
/// attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseResourceElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.dense_resource_parts(a).is_some())
    })
}

/// Unlike the typed accessors below, constructs the attribute with a raw
/// data buffer and no type/alignment checking. Use a more strongly typed
/// accessor if possible. If dataIsMutable is false, then an immutable
/// AsmResourceBlob will be created and that passed data contents will be
/// treated as const.
/// If the deleter is non NULL, then it will be called when the data buffer
/// can no longer be accessed (passing userData to it).
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    data: *mut c_void,
    dataLength: size_t,
    dataAlignment: size_t,
    dataIsMutable: bool,
    deleter: Option<unsafe extern "C" fn(userData: *mut c_void, data: *const c_void, size: size_t, align: size_t)>,
    userData: *mut c_void,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let del = deleter.map(|d| c_blob_deleter(d, userData, data as *const c_void, dataLength, dataAlignment));
        let (cx, t) = match c.ty(shapedType) {
            Ok(x) => x,
            Err(e) => {
                if let Some(d) = del {
                    d();
                }
                return Err(e);
            }
        };
        let raw = match slice(data as *const u8, dataLength as isize, "data") {
            Ok(r) => r,
            Err(e) => {
                if let Some(d) = del {
                    d();
                }
                return Err(e);
            }
        };
        let blob = Blob::new(raw, dataAlignment, dataIsMutable, del);
        attr_res(cx.dense_resource_attr(t, bytes(name)?, blob))
    })
}

/// Returns the name of dense resource elements attributes
/// (`builtin.dense_resource_elements`).
#[no_mangle]
pub extern "C" fn mlirDenseResourceElementsAttrGetName() -> MlirStringRef {
    name("builtin.dense_resource_elements")
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseBoolResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const c_int,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 4, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseUInt8ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const u8,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 1, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseInt8ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const i8,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 1, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseUInt16ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const u16,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 2, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseInt16ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const i16,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 2, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseUInt32ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const u32,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 4, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseInt32ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const i32,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 4, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseUInt64ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const u64,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 8, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseInt64ResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const i64,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 8, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseFloatResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const f32,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 4, false, None)))
    })
}

/// Creates a dense resource elements attribute named `name` (made unique)
/// holding a copy of the given elements.
#[no_mangle]
pub extern "C" fn mlirUnmanagedDenseDoubleResourceElementsAttrGet(
    shapedType: MlirType,
    name: MlirStringRef,
    numElements: intptr_t,
    elements: *const f64,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let raw: Vec<u8> = slice(elements, numElements, "elements")?.iter().flat_map(|v| v.to_le_bytes()).collect();
        attr_res(cx.dense_resource_attr(t, bytes(name)?, Blob::new(&raw, 8, false, None)))
    })
}

/// Returns the pos-th value (flat contiguous indexing) of a specific type
/// contained by the given dense resource elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseBoolResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> bool {
    entry!(false, |c| {
        let v = resource_value(c, attr, pos, 1)?;
        Ok(v != 0)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `i8`.
#[no_mangle]
pub extern "C" fn mlirDenseInt8ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> i8 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 1)?;
        Ok(v as u8 as i8)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `u8`.
#[no_mangle]
pub extern "C" fn mlirDenseUInt8ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> u8 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 1)?;
        Ok(v as u8)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `i16`.
#[no_mangle]
pub extern "C" fn mlirDenseInt16ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> i16 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 2)?;
        Ok(v as u16 as i16)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `u16`.
#[no_mangle]
pub extern "C" fn mlirDenseUInt16ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> u16 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 2)?;
        Ok(v as u16)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `i32`.
#[no_mangle]
pub extern "C" fn mlirDenseInt32ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> i32 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 4)?;
        Ok(v as u32 as i32)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `u32`.
#[no_mangle]
pub extern "C" fn mlirDenseUInt32ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> u32 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 4)?;
        Ok(v as u32)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `i64`.
#[no_mangle]
pub extern "C" fn mlirDenseInt64ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> i64 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 8)?;
        Ok(v as i64)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `u64`.
#[no_mangle]
pub extern "C" fn mlirDenseUInt64ResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> u64 {
    entry!(0, |c| {
        let v = resource_value(c, attr, pos, 8)?;
        Ok(v)
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `f32`.
#[no_mangle]
pub extern "C" fn mlirDenseFloatResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> f32 {
    entry!(0.0, |c| {
        let v = resource_value(c, attr, pos, 4)?;
        Ok(f32::from_bits(v as u32))
    })
}

/// Returns the pos-th value of a dense resource elements attribute as
/// `f64`.
#[no_mangle]
pub extern "C" fn mlirDenseDoubleResourceElementsAttrGetValue(attr: MlirAttribute, pos: intptr_t) -> f64 {
    entry!(0.0, |c| {
        let v = resource_value(c, attr, pos, 8)?;
        Ok(f64::from_bits(v))
    })
}

// ---------------------------------------------------------------------------
// Sparse elements attribute.
// ---------------------------------------------------------------------------

/// Checks whether the given attribute is a sparse elements attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsASparseElements(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(cx.sparse_parts(a).is_some())
    })
}

/// Creates a sparse elements attribute of the given shape from a list of
/// indices and a list of associated values. Both lists are expected to be
/// dense elements attributes with the same number of elements. The list of
/// indices is expected to contain 64-bit integers. The attribute is created
/// in the same context as the type.
#[no_mangle]
pub extern "C" fn mlirSparseElementsAttribute(
    shapedType: MlirType,
    denseIndices: MlirAttribute,
    denseValues: MlirAttribute,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, t) = c.ty(shapedType)?;
        let (icx, i) = c.attr(denseIndices)?;
        let (vcx, v) = c.attr(denseValues)?;
        c.same_context(cx, icx)?;
        c.same_context(cx, vcx)?;
        attr_res(cx.sparse_elements_attr(t, i, v))
    })
}

/// Returns the dense elements attribute containing 64-bit integer indices of
/// non-null elements in the given sparse elements attribute.
#[no_mangle]
pub extern "C" fn mlirSparseElementsAttrGetIndices(attr: MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(wrap::attr(expect(cx.sparse_parts(a), "a sparse elements attribute")?.0))
    })
}

/// Returns the dense elements attribute containing the non-null elements in
/// the given sparse elements attribute.
#[no_mangle]
pub extern "C" fn mlirSparseElementsAttrGetValues(attr: MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(wrap::attr(expect(cx.sparse_parts(a), "a sparse elements attribute")?.1))
    })
}

/// Returns the typeID of a SparseElements attribute.
#[no_mangle]
pub extern "C" fn mlirSparseElementsAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::SPARSE)
}

// ---------------------------------------------------------------------------
// Strided layout attribute.
// ---------------------------------------------------------------------------

/// Checks wheather the given attribute is a strided layout attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAStridedLayout(attr: MlirAttribute) -> bool {
    entry!(false, |c| {
        let (cx, a) = c.attr(attr)?;
        Ok(matches!(data(cx, a), AttrData::StridedLayout { .. }))
    })
}

/// Creates a strided layout attribute from given strides and offset.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGet(
    ctx: MlirContext,
    offset: i64,
    numStrides: intptr_t,
    strides: *const i64,
) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let s = slice(strides, numStrides, "strides")?;
        Ok(wrap::attr(cx.strided_layout_attr(offset, s)))
    })
}

/// Returns the name of strided layout attributes (`builtin.strided_layout`).
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetName() -> MlirStringRef {
    name("builtin.strided_layout")
}

/// Returns the offset in the given strided layout layout attribute.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetOffset(attr: MlirAttribute) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::StridedLayout { offset, .. } => Ok(*offset),
            _ => misuse("expected a strided layout attribute"),
        }
    })
}

/// Returns the number of strides in the given strided layout attribute.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetNumStrides(attr: MlirAttribute) -> intptr_t {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::StridedLayout { strides, .. } => Ok(strides.len() as intptr_t),
            _ => misuse("expected a strided layout attribute"),
        }
    })
}

/// Returns the pos-th stride stored in the given strided layout attribute.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetStride(attr: MlirAttribute, pos: intptr_t) -> i64 {
    entry!(0, |c| {
        let (cx, a) = c.attr(attr)?;
        match data(cx, a) {
            AttrData::StridedLayout { strides, .. } => Ok(strides[index(pos, strides.len())?]),
            _ => misuse("expected a strided layout attribute"),
        }
    })
}

/// Returns the typeID of a StridedLayout attribute.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetTypeID() -> MlirTypeID {
    kind_id(&typeids::STRIDED_LAYOUT)
}
