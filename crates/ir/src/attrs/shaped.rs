//! What the elements attributes need to know about shaped types and their
//! element types: shapes, element counts, and how elements are stored.

use crate::context::Context;
use crate::types::{FloatKind, Signedness, Type, TypeData, DYNAMIC};

/// The element type of a dense elements attribute, classified.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElemKind {
    /// `iN`, `siN`, `uiN`.
    Int {
        /// Width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index` (stored in 64 bits).
    Index,
    /// A float format.
    Float(FloatKind),
    /// `complex<iN>`.
    ComplexInt {
        /// Width of each part.
        width: u32,
        /// Signedness of the parts.
        signedness: Signedness,
    },
    /// `complex<float>`.
    ComplexFloat(FloatKind),
    /// Anything else (dense string elements use these).
    Other,
}

impl ElemKind {
    /// Whether elements are integers or indices.
    pub fn is_int_or_index(self) -> bool {
        matches!(self, ElemKind::Int { .. } | ElemKind::Index)
    }

    /// Whether elements are integers, indices or floats.
    pub fn is_int_or_index_or_float(self) -> bool {
        matches!(self, ElemKind::Int { .. } | ElemKind::Index | ElemKind::Float(_))
    }

    /// Whether this is signless `i1`.
    pub fn is_bool(self) -> bool {
        matches!(self, ElemKind::Int { width: 1, .. })
    }

    /// Bit width of one element (upstream's `getDenseElementBitWidth`):
    /// complex parts are each rounded up to a byte.
    pub fn bit_width(self) -> Option<u32> {
        Some(match self {
            ElemKind::Int { width, .. } => width,
            ElemKind::Index => 64,
            ElemKind::Float(k) => k.width(),
            ElemKind::ComplexInt { width, .. } => width.next_multiple_of(8) * 2,
            ElemKind::ComplexFloat(k) => k.width().next_multiple_of(8) * 2,
            ElemKind::Other => return None,
        })
    }

    /// Bits one element occupies in the raw buffer: 1 for `i1`, else the
    /// bit width rounded up to a byte.
    pub fn storage_width(self) -> Option<u32> {
        self.bit_width().map(storage_width)
    }

    /// Bit width of one part of a complex element (the element's own width
    /// otherwise).
    pub fn part_width(self) -> Option<u32> {
        Some(match self {
            ElemKind::ComplexInt { width, .. } => width,
            ElemKind::ComplexFloat(k) => k.width(),
            other => return other.bit_width(),
        })
    }
}

/// Storage width for a bit width: 1 stays 1 (bit-packed), anything else is
/// rounded up to a whole byte.
pub fn storage_width(bits: u32) -> u32 {
    if bits == 1 {
        1
    } else {
        bits.next_multiple_of(8)
    }
}

impl Context {
    /// Shape and element type of a ranked shaped type (vector, ranked
    /// tensor, memref).
    pub fn ranked_shape(&self, ty: Type) -> Option<(&[i64], Type)> {
        match self.try_type_data(ty)? {
            TypeData::Vector { shape, elem, .. } => Some((shape, *elem)),
            TypeData::RankedTensor { shape, elem, .. } => Some((shape, *elem)),
            TypeData::MemRef { shape, elem, .. } => Some((shape, *elem)),
            _ => None,
        }
    }

    /// The element type of any shaped type (ranked or not).
    pub fn shaped_element_type(&self, ty: Type) -> Option<Type> {
        match self.try_type_data(ty)? {
            TypeData::UnrankedTensor(e) => Some(*e),
            TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => self.ranked_shape(ty).map(|(_, e)| e),
        }
    }

    /// Number of elements of a statically shaped type.
    pub fn static_num_elements(&self, ty: Type) -> Option<i64> {
        let (shape, _) = self.ranked_shape(ty)?;
        num_elements(shape)
    }

    /// Classifies an element type.
    pub fn elem_kind(&self, elem: Type) -> ElemKind {
        match self.try_type_data(elem) {
            Some(TypeData::Integer { width, signedness }) => ElemKind::Int { width: *width, signedness: *signedness },
            Some(TypeData::Index) => ElemKind::Index,
            Some(TypeData::Float(k)) => ElemKind::Float(*k),
            Some(TypeData::Complex(inner)) => match self.try_type_data(*inner) {
                Some(TypeData::Integer { width, signedness }) => {
                    ElemKind::ComplexInt { width: *width, signedness: *signedness }
                }
                Some(TypeData::Float(k)) => ElemKind::ComplexFloat(*k),
                _ => ElemKind::Other,
            },
            _ => ElemKind::Other,
        }
    }
}

/// The product of a static shape (`None` if a dimension is dynamic or the
/// product overflows).
pub fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| if d == DYNAMIC || d < 0 { None } else { acc.checked_mul(d) })
}

/// The element count of a static shape as upstream's
/// `ShapedType::getNumElements` computes it in a release build: a product
/// that wraps around when it overflows (`None` for a dynamic shape). Dense
/// elements attributes check their value counts against it, so a splat of
/// a shape with too many elements is accepted as upstream accepts it.
pub fn wrapped_num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| if d == DYNAMIC || d < 0 { None } else { Some(acc.wrapping_mul(d)) })
}

