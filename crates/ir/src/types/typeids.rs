//! Type ids of the builtin type kinds (`mlirTypeGetTypeID`,
//! `mlir<Kind>TypeGetTypeID`). Each float format has its own, as upstream.

use super::{FloatKind, Type, TypeData};
use crate::context::Context;
use crate::support::typeid::{type_id_markers, TypeId, TypeIdMarker};

type_id_markers! {
    /// `IntegerType`
    INTEGER = 0x5459_0001;
    /// `IndexType`
    INDEX = 0x5459_0002;
    /// `NoneType`
    NONE = 0x5459_0003;
    /// `ComplexType`
    COMPLEX = 0x5459_0004;
    /// `VectorType`
    VECTOR = 0x5459_0005;
    /// `RankedTensorType`
    RANKED_TENSOR = 0x5459_0006;
    /// `UnrankedTensorType`
    UNRANKED_TENSOR = 0x5459_0007;
    /// `MemRefType`
    MEMREF = 0x5459_0008;
    /// `UnrankedMemRefType`
    UNRANKED_MEMREF = 0x5459_0009;
    /// `TupleType`
    TUPLE = 0x5459_000a;
    /// `FunctionType`
    FUNCTION = 0x5459_000b;
    /// `OpaqueType`
    OPAQUE = 0x5459_000c;
}

/// One marker per float format, in [`FloatKind::ALL`] order.
pub static FLOATS: [TypeIdMarker; 18] = [
    TypeIdMarker(0x5459_0100),
    TypeIdMarker(0x5459_0101),
    TypeIdMarker(0x5459_0102),
    TypeIdMarker(0x5459_0103),
    TypeIdMarker(0x5459_0104),
    TypeIdMarker(0x5459_0105),
    TypeIdMarker(0x5459_0106),
    TypeIdMarker(0x5459_0107),
    TypeIdMarker(0x5459_0108),
    TypeIdMarker(0x5459_0109),
    TypeIdMarker(0x5459_010a),
    TypeIdMarker(0x5459_010b),
    TypeIdMarker(0x5459_010c),
    TypeIdMarker(0x5459_010d),
    TypeIdMarker(0x5459_010e),
    TypeIdMarker(0x5459_010f),
    TypeIdMarker(0x5459_0110),
    TypeIdMarker(0x5459_0111),
];

/// The type id of a float format.
pub fn float_type_id(k: FloatKind) -> TypeId {
    TypeId::of(&FLOATS[k as usize])
}

/// The type id of a type's kind.
pub fn type_type_id(cx: &Context, ty: Type) -> Option<TypeId> {
    let m: &'static TypeIdMarker = match cx.try_type_data(ty)? {
        TypeData::Dialect { def, .. } => return Some(def.type_id()),
        TypeData::Integer { .. } => &INTEGER,
        TypeData::Index => &INDEX,
        TypeData::Float(k) => &FLOATS[*k as usize],
        TypeData::None => &NONE,
        TypeData::Complex(_) => &COMPLEX,
        TypeData::Vector { .. } => &VECTOR,
        TypeData::RankedTensor { .. } => &RANKED_TENSOR,
        TypeData::UnrankedTensor(_) => &UNRANKED_TENSOR,
        TypeData::MemRef { .. } => &MEMREF,
        TypeData::UnrankedMemRef { .. } => &UNRANKED_MEMREF,
        TypeData::Tuple(_) => &TUPLE,
        TypeData::Function { .. } => &FUNCTION,
        TypeData::Opaque { .. } => &OPAQUE,
    };
    Some(TypeId::of(m))
}
