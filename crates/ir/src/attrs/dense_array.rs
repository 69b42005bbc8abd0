//! Dense arrays (`DenseArrayAttr`: `array<i32: 1, 2>`).

use super::{attr_err, AttrData, AttrResult, Attribute, DenseArrayData};
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
        self.intern_dense_array(elem, len, raw)
    }

    /// Upstream's `DenseArrayAttr::get(elementType, size, rawData)` for any
    /// integer or float element type (`array<si16: ...>`, `array<f16:
    /// ...>`): `len` elements of `ceil(width / 8)` little-endian bytes
    /// each. Refuses other element types and a buffer of another size.
    pub fn dense_array_attr_typed(&self, elem: Type, len: i64, raw: &[u8]) -> AttrResult<Attribute> {
        let width = match self.try_type_data(elem) {
            Some(TypeData::Integer { width, .. }) => *width,
            Some(TypeData::Float(k)) => k.width(),
            _ => return attr_err("expected integer or floating point element type"),
        };
        let size = width.div_ceil(8) as i64;
        if len.checked_mul(size) != Some(raw.len() as i64) {
            return attr_err(format!(
                "expected data size ({len} elements, {size} bytes each) does not match: {} bytes",
                raw.len()
            ));
        }
        Ok(self.intern_dense_array(elem, len, raw))
    }

    fn intern_dense_array(&self, elem: Type, len: i64, raw: &[u8]) -> Attribute {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Signedness;

    #[test]
    fn typed_dense_arrays_are_the_kind_constructors_arrays() {
        let cx = Context::new();
        let a = cx.dense_array_attr_typed(cx.int(32), 2, &[1, 0, 0, 0, 2, 0, 0, 0]).unwrap();
        assert_eq!(a, cx.dense_array_attr(DenseArrayKind::I32, &[1, 0, 0, 0, 2, 0, 0, 0]));
        let si16 = cx.integer_type(16, Signedness::Signed);
        assert!(cx.dense_array_attr_typed(si16, 1, &[0xff, 0xff]).is_ok());
        assert!(cx.dense_array_attr_typed(si16, 2, &[0xff, 0xff]).is_err());
        assert!(cx.dense_array_attr_typed(cx.index_type(), 0, &[]).is_err());
    }
}
