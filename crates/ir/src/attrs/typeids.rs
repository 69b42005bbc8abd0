//! Type ids of the builtin attribute kinds (`mlirAttributeGetTypeID`,
//! `mlir<Kind>AttrGetTypeID`, `mlirLocation<Kind>GetTypeID`).

use super::{AttrData, Attribute};
use crate::context::Context;
use crate::support::typeid::{type_id_markers, TypeId, TypeIdMarker};

type_id_markers! {
    /// `UnitAttr`
    UNIT = 0x4154_0001;
    /// `IntegerAttr` (and `BoolAttr`, which is an `i1` `IntegerAttr`)
    INTEGER = 0x4154_0002;
    /// `FloatAttr`
    FLOAT = 0x4154_0003;
    /// `StringAttr`
    STRING = 0x4154_0004;
    /// `ArrayAttr`
    ARRAY = 0x4154_0005;
    /// `DictionaryAttr`
    DICTIONARY = 0x4154_0006;
    /// `TypeAttr`
    TYPE = 0x4154_0007;
    /// `SymbolRefAttr` (and `FlatSymbolRefAttr`, which is one without
    /// nested references)
    SYMBOL_REF = 0x4154_0008;
    /// `OpaqueAttr`
    OPAQUE = 0x4154_0009;
    /// `AffineMapAttr`
    AFFINE_MAP = 0x4154_000a;
    /// `IntegerSetAttr`
    INTEGER_SET = 0x4154_000b;
    /// `DenseIntOrFPElementsAttr`
    DENSE_INT_OR_FP = 0x4154_000c;
    /// `DenseStringElementsAttr`
    DENSE_STRING = 0x4154_000d;
    /// `DenseResourceElementsAttr`
    DENSE_RESOURCE = 0x4154_000e;
    /// `DenseArrayAttr` (all element types: `DenseI32ArrayAttr` and the
    /// others are views of it, as upstream)
    DENSE_ARRAY = 0x4154_000f;
    /// `SparseElementsAttr`
    SPARSE = 0x4154_0010;
    /// `StridedLayoutAttr`
    STRIDED_LAYOUT = 0x4154_0011;
    /// `DistinctAttr`
    DISTINCT = 0x4154_0012;
    /// `UnknownLoc`
    UNKNOWN_LOC = 0x4154_0013;
    /// `FileLineColRange`
    FILE_LINE_COL_RANGE = 0x4154_0014;
    /// `NameLoc`
    NAME_LOC = 0x4154_0015;
    /// `CallSiteLoc`
    CALL_SITE_LOC = 0x4154_0016;
    /// `FusedLoc`
    FUSED_LOC = 0x4154_0017;
}

/// The type id of an attribute's kind.
pub fn attr_type_id(cx: &Context, attr: Attribute) -> Option<TypeId> {
    let m: &'static TypeIdMarker = match cx.try_attr_data(attr)? {
        AttrData::Dialect { def, .. } => return Some(def.type_id()),
        AttrData::Unit => &UNIT,
        AttrData::Integer { .. } => &INTEGER,
        AttrData::Float { .. } => &FLOAT,
        AttrData::String { .. } => &STRING,
        AttrData::Array(_) => &ARRAY,
        AttrData::Dictionary(_) => &DICTIONARY,
        AttrData::Type(_) => &TYPE,
        AttrData::SymbolRef { .. } => &SYMBOL_REF,
        AttrData::Opaque { .. } => &OPAQUE,
        AttrData::AffineMap(_) => &AFFINE_MAP,
        AttrData::IntegerSet(_) => &INTEGER_SET,
        AttrData::DenseIntOrFloat(_) => &DENSE_INT_OR_FP,
        AttrData::DenseString(_) => &DENSE_STRING,
        AttrData::DenseResource { .. } => &DENSE_RESOURCE,
        AttrData::DenseArray(_) => &DENSE_ARRAY,
        AttrData::Sparse { .. } => &SPARSE,
        AttrData::StridedLayout { .. } => &STRIDED_LAYOUT,
        AttrData::Distinct { .. } => &DISTINCT,
        AttrData::UnknownLoc => &UNKNOWN_LOC,
        AttrData::FileLineColRange(_) => &FILE_LINE_COL_RANGE,
        AttrData::NameLoc { .. } => &NAME_LOC,
        AttrData::CallSiteLoc { .. } => &CALL_SITE_LOC,
        AttrData::FusedLoc { .. } => &FUSED_LOC,
    };
    Some(TypeId::of(m))
}

/// Type ids of the location kinds.
pub mod location_type_ids {
    use super::*;
    /// `FileLineColRange`
    pub fn file_line_col_range() -> TypeId {
        TypeId::of(&FILE_LINE_COL_RANGE)
    }
    /// `CallSiteLoc`
    pub fn call_site() -> TypeId {
        TypeId::of(&CALL_SITE_LOC)
    }
    /// `FusedLoc`
    pub fn fused() -> TypeId {
        TypeId::of(&FUSED_LOC)
    }
    /// `NameLoc`
    pub fn name() -> TypeId {
        TypeId::of(&NAME_LOC)
    }
    /// `UnknownLoc`
    pub fn unknown() -> TypeId {
        TypeId::of(&UNKNOWN_LOC)
    }
}
