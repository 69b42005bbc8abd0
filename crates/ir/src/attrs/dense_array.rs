//! Dense arrays (`DenseArrayAttr`: `array<i32: 1, 2>`).

use super::{AttrData, Attribute, DenseArrayData};
use crate::context::Context;
use crate::types::{FloatKind, Type, TypeData};

/// The element kinds of dense arrays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DenseArrayKind {
    /// `i1` (one byte per element).
    Bool,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl DenseArrayKind {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            DenseArrayKind::Bool | DenseArrayKind::I8 => 1,
            DenseArrayKind::I16 => 2,
            DenseArrayKind::I32 | DenseArrayKind::F32 => 4,
            DenseArrayKind::I64 | DenseArrayKind::F64 => 8,
        }
    }
}

impl Context {
    /// The element type of a dense array kind.
    pub fn dense_array_elem_type(&self, kind: DenseArrayKind) -> Type {
        match kind {
            DenseArrayKind::Bool => self.int(1),
            DenseArrayKind::I8 => self.int(8),
            DenseArrayKind::I16 => self.int(16),
            DenseArrayKind::I32 => self.int(32),
            DenseArrayKind::I64 => self.int(64),
            DenseArrayKind::F32 => self.float_type(FloatKind::F32),
            DenseArrayKind::F64 => self.float_type(FloatKind::F64),
        }
    }

    /// A dense array from its raw little-endian elements (`kind.size()`
    /// bytes each; bools 0 or 1).
    pub fn dense_array_attr(&self, kind: DenseArrayKind, raw: &[u8]) -> Attribute {
        let elem = self.dense_array_elem_type(kind);
        let len = (raw.len() / kind.size()) as i64;
        self.intern_attr(AttrData::DenseArray(Box::new(DenseArrayData { elem, len, raw: raw.into() })))
    }

    /// The kind of a dense array attribute (by its element type, as
    /// upstream's `DenseI32ArrayAttr::classof`).
    pub fn dense_array_kind(&self, attr: Attribute) -> Option<DenseArrayKind> {
        let AttrData::DenseArray(d) = self.try_attr_data(attr)? else { return None };
        Some(match self.try_type_data(d.elem)? {
            TypeData::Integer { width: 1, signedness: crate::types::Signedness::Signless } => DenseArrayKind::Bool,
            TypeData::Integer { width: 8, signedness: crate::types::Signedness::Signless } => DenseArrayKind::I8,
            TypeData::Integer { width: 16, signedness: crate::types::Signedness::Signless } => DenseArrayKind::I16,
            TypeData::Integer { width: 32, signedness: crate::types::Signedness::Signless } => DenseArrayKind::I32,
            TypeData::Integer { width: 64, signedness: crate::types::Signedness::Signless } => DenseArrayKind::I64,
            TypeData::Float(FloatKind::F32) => DenseArrayKind::F32,
            TypeData::Float(FloatKind::F64) => DenseArrayKind::F64,
            _ => return None,
        })
    }

    /// The payload of a dense array attribute.
    pub fn dense_array_data(&self, attr: Attribute) -> Option<&DenseArrayData> {
        match self.try_attr_data(attr)? {
            AttrData::DenseArray(d) => Some(d),
            _ => None,
        }
    }
}

impl DenseArrayData {
    /// Element `i` as little-endian bytes of `size` bytes (zero past the
    /// end).
    pub fn raw_element(&self, i: usize, size: usize) -> u64 {
        let mut v = 0u64;
        for k in 0..size.min(8) {
            v |= (self.raw.get(i * size + k).copied().unwrap_or(0) as u64) << (8 * k);
        }
        v
    }
}
