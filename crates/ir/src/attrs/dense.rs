//! Dense integer, float, complex and bool elements
//! (`DenseIntOrFPElementsAttr`), stored in upstream's raw layout (see
//! [`DenseData`]), with upstream's splat detection.

use super::shaped::{wrapped_num_elements, ElemKind};
use super::{attr_err, AttrData, AttrResult, Attribute, DenseData};
use crate::context::Context;
use crate::support::apfloat::ApFloat;
use crate::support::apint::ApInt;
use crate::types::Type;

/// The `i1` splat bytes.
const SPLAT_TRUE: u8 = 0xFF;
const SPLAT_FALSE: u8 = 0x00;

/// Reads `width` bits at bit position `pos` (byte-aligned unless `width`
/// is 1); bytes past the end read as zero.
pub fn read_bits(raw: &[u8], pos: u64, width: u32) -> ApInt {
    if width == 1 {
        let byte = raw.get((pos / 8) as usize).copied().unwrap_or(0);
        return ApInt::Small(((byte >> (pos % 8)) & 1) as u64);
    }
    let start = (pos / 8) as usize;
    let n = width.div_ceil(8) as usize;
    let end = (start + n).min(raw.len());
    let bytes = if start < raw.len() { &raw[start..end] } else { &[][..] };
    ApInt::from_le_bytes(bytes, width)
}

/// Writes the low `width` bits of `value` at bit position `pos`
/// (byte-aligned unless `width` is 1).
pub fn write_bits(raw: &mut [u8], pos: u64, width: u32, value: &ApInt) {
    if width == 1 {
        let i = (pos / 8) as usize;
        let m = 1u8 << (pos % 8);
        if value.bit(0) {
            raw[i] |= m;
        } else {
            raw[i] &= !m;
        }
        return;
    }
    let start = (pos / 8) as usize;
    let bytes = value.to_le_bytes(width);
    let end = (start + bytes.len()).min(raw.len());
    raw[start..end].copy_from_slice(&bytes[..end - start]);
}

impl DenseData {
    /// The index of element `i` in the raw buffer (0 for a splat).
    #[inline]
    pub fn data_index(&self, i: u64) -> u64 {
        if self.splat {
            0
        } else {
            i
        }
    }
}

impl Context {
    /// Checks a raw buffer against a shaped type as upstream's
    /// `DenseElementsAttr::isValidRawBuffer`: `Some(splat)` if valid.
    pub fn check_dense_raw_buffer(&self, ty: Type, raw: &[u8]) -> Option<bool> {
        let (shape, elem) = self.ranked_shape(ty)?;
        let n = wrapped_num_elements(shape)?;
        let storage = self.elem_kind(elem).storage_width()? as u64;
        let raw_bits = raw.len() as u64 * 8;
        let mut splat = n == 1;
        if storage == 1 {
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) {
                return Some(true);
            }
            return (Some(raw_bits) == (n as u64).checked_next_multiple_of(8)).then_some(splat);
        }
        if raw_bits == storage {
            splat = true;
            return Some(splat);
        }
        (Some(raw_bits) == storage.checked_mul(n as u64)).then_some(splat)
    }

    /// Upstream's `DenseIntOrFPElementsAttr::getRaw(type, data)`: a dense
    /// elements attribute from its raw buffer (one element for a splat, or
    /// all of them), detecting splats as upstream does.
    pub fn dense_elements_from_raw(&self, ty: Type, raw: &[u8]) -> AttrResult<Attribute> {
        let Some((shape, elem)) = self.ranked_shape(ty) else {
            return attr_err("expected a ranked shaped type (vector, tensor or memref)");
        };
        let Some(n) = wrapped_num_elements(shape) else {
            return attr_err("expected a shaped type with a static shape");
        };
        let kind = self.elem_kind(elem);
        let Some(width) = kind.bit_width() else {
            return attr_err("expected integer, index, float or complex element type");
        };
        let Some(known_splat) = self.check_dense_raw_buffer(ty, raw) else {
            return attr_err(format!(
                "invalid raw buffer of {} bytes for {} elements of {} bits",
                raw.len(),
                n,
                width
            ));
        };
        let (data, splat): (Vec<u8>, bool) = if raw.is_empty() {
            (Vec::new(), false)
        } else if known_splat {
            if kind.is_bool() {
                (vec![if raw[0] != 0 { SPLAT_TRUE } else { SPLAT_FALSE }], true)
            } else {
                (raw.to_vec(), true)
            }
        } else if kind.is_bool() {
            bool_key(raw, n as u64)
        } else {
            let size = width.div_ceil(8) as usize;
            let first = &raw[..size];
            if raw.chunks(size).all(|c| c == first) {
                (first.to_vec(), true)
            } else {
                (raw.to_vec(), false)
            }
        };
        Ok(self.intern_attr(AttrData::DenseIntOrFloat(Box::new(DenseData { ty, raw: data.into(), splat }))))
    }

    /// Upstream's `DenseElementsAttr::get(type, ArrayRef<bool>)`: one value
    /// (a splat) or one per element, bit-packed.
    pub fn dense_elements_from_bools(&self, ty: Type, values: &[bool]) -> AttrResult<Attribute> {
        self.check_count(ty, values.len())?;
        let mut buf = vec![0u8; values.len().div_ceil(8)];
        if let Some(&first) = values.first() {
            let mut same = true;
            for (i, &v) in values.iter().enumerate() {
                same &= v == first;
                if v {
                    buf[i / 8] |= 1 << (i % 8);
                }
            }
            if same {
                buf = vec![if first { SPLAT_TRUE } else { SPLAT_FALSE }];
            }
        }
        self.dense_elements_from_raw(ty, &buf)
    }

    /// Upstream's `DenseElementsAttr::get(type, ArrayRef<Attribute>)`: one
    /// attribute (a splat) or one per element; integer or float attributes,
    /// two-element arrays for complex elements, string attributes for other
    /// element types.
    pub fn dense_elements_from_attrs(&self, ty: Type, values: &[Attribute]) -> AttrResult<Attribute> {
        let Some((_, elem)) = self.ranked_shape(ty) else {
            return attr_err("expected a ranked shaped type (vector, tensor or memref)");
        };
        self.check_count(ty, values.len())?;
        let kind = self.elem_kind(elem);
        match kind {
            ElemKind::ComplexInt { .. } | ElemKind::ComplexFloat(_) => {
                let part = kind.part_width().unwrap_or(0);
                let storage = part.next_multiple_of(8);
                let mut data = vec![0u8; (storage as usize * values.len() * 2).div_ceil(8)];
                for (i, &v) in values.iter().enumerate() {
                    let Some(AttrData::Array(parts)) = self.try_attr_data(v) else {
                        return attr_err("expected ArrayAttr for complex");
                    };
                    if parts.len() != 2 {
                        return attr_err("expected 2 element for complex");
                    }
                    for (j, &p) in parts.iter().enumerate() {
                        let bits = self.scalar_bits(p)?;
                        let pos = (i * 2 + j) as u64 * storage as u64;
                        write_bits(&mut data, pos, if storage == 1 { 1 } else { part.min(storage) }, &bits);
                    }
                }
                self.dense_elements_from_raw(ty, &data)
            }
            ElemKind::Other => {
                let mut strs: Vec<&[u8]> = Vec::with_capacity(values.len());
                for &v in values {
                    match self.try_attr_data(v) {
                        Some(AttrData::String { value, .. }) => strs.push(value),
                        _ => return attr_err("expected string value for non integer/index/float element"),
                    }
                }
                self.dense_string_elements(ty, &strs)
            }
            _ => {
                let width = kind.bit_width().unwrap_or(0);
                let storage = kind.storage_width().unwrap_or(0);
                let mut data = vec![0u8; (storage as usize * values.len()).div_ceil(8)];
                for (i, &v) in values.iter().enumerate() {
                    let bits = self.scalar_bits(v)?;
                    write_bits(&mut data, i as u64 * storage as u64, if storage == 1 { 1 } else { width }, &bits);
                }
                if values.len() == 1 && kind.is_bool() {
                    data[0] = if data[0] != 0 { SPLAT_TRUE } else { SPLAT_FALSE };
                }
                self.dense_elements_from_raw(ty, &data)
            }
        }
    }

    /// The bits an integer or float attribute contributes to a buffer.
    fn scalar_bits(&self, attr: Attribute) -> AttrResult<ApInt> {
        match self.try_attr_data(attr) {
            Some(AttrData::Integer { value, .. }) => Ok(value.clone()),
            Some(AttrData::Float { value, .. }) => Ok(ApInt::from_u128(value.to_bits(), 128)),
            _ => attr_err("expected integer or float attribute elements"),
        }
    }

    /// Checks that `count` values fill a shaped type (one value is a
    /// splat).
    pub(crate) fn check_count(&self, ty: Type, count: usize) -> AttrResult<()> {
        let Some((shape, _)) = self.ranked_shape(ty) else {
            return attr_err("expected a ranked shaped type (vector, tensor or memref)");
        };
        let Some(n) = wrapped_num_elements(shape) else {
            return attr_err("expected a shaped type with a static shape");
        };
        if count != 1 && count as i64 != n {
            return attr_err(format!("expected 1 or {n} elements, got {count}"));
        }
        Ok(())
    }

    /// The payload of a dense int/float elements attribute.
    pub fn dense_data(&self, attr: Attribute) -> Option<&DenseData> {
        match self.try_attr_data(attr)? {
            AttrData::DenseIntOrFloat(d) => Some(d),
            _ => None,
        }
    }

    /// Whether `attr` is a dense elements attribute (int/float or string).
    pub fn is_dense_elements(&self, attr: Attribute) -> bool {
        matches!(self.try_attr_data(attr), Some(AttrData::DenseIntOrFloat(_) | AttrData::DenseString(_)))
    }

    /// The type, splat flag of a dense elements attribute (int/float or
    /// string).
    pub fn dense_type_and_splat(&self, attr: Attribute) -> Option<(Type, bool)> {
        match self.try_attr_data(attr)? {
            AttrData::DenseIntOrFloat(d) => Some((d.ty, d.splat)),
            AttrData::DenseString(d) => Some((d.ty, d.splat)),
            _ => None,
        }
    }

    /// Upstream's `DenseElementsAttr::reshape`: the same data with another
    /// shaped type of the same element count.
    pub fn dense_reshape(&self, attr: Attribute, new_ty: Type) -> AttrResult<Attribute> {
        match self.try_attr_data(attr) {
            Some(AttrData::DenseIntOrFloat(d)) => {
                if d.ty == new_ty {
                    return Ok(attr);
                }
                let raw = d.raw.clone();
                self.dense_elements_from_raw(new_ty, &raw)
            }
            Some(AttrData::DenseString(d)) => {
                if d.ty == new_ty {
                    return Ok(attr);
                }
                let values: Vec<&[u8]> = d.values.iter().map(|v| &v[..]).collect();
                self.dense_string_elements(new_ty, &values)
            }
            _ => attr_err("expected a dense elements attribute"),
        }
    }

    /// Element `i` (row-major; splats repeat their value) of a dense
    /// int/float elements attribute as an integer of the element's storage
    /// bits: the integer value, or the float's bit pattern.
    pub fn dense_element_bits(&self, d: &DenseData, i: u64) -> ApInt {
        let kind = self.elem_kind(self.ranked_shape(d.ty).map_or(d.ty, |(_, e)| e));
        let width = kind.bit_width().unwrap_or(0);
        let storage = kind.storage_width().unwrap_or(0) as u64;
        read_bits(&d.raw, d.data_index(i) * storage, width)
    }

    /// The two parts of complex element `i` of a dense elements attribute.
    pub fn dense_complex_parts(&self, d: &DenseData, i: u64) -> (ApInt, ApInt) {
        let kind = self.elem_kind(self.ranked_shape(d.ty).map_or(d.ty, |(_, e)| e));
        let part = kind.part_width().unwrap_or(0);
        let storage = super::shaped::storage_width(part) as u64;
        let off = d.data_index(i) * storage * 2;
        (read_bits(&d.raw, off, part), read_bits(&d.raw, off + storage, part))
    }

    /// Element `i` of a dense elements attribute as an attribute
    /// (upstream's `AttributeElementIterator`): integer or float
    /// attributes, a two-element array for complex elements, a string
    /// attribute of the element type for string elements.
    pub fn dense_element_attr(&self, attr: Attribute, i: u64) -> Option<Attribute> {
        match self.try_attr_data(attr)? {
            AttrData::DenseIntOrFloat(d) => {
                let (_, elem) = self.ranked_shape(d.ty)?;
                let kind = self.elem_kind(elem);
                Some(match kind {
                    ElemKind::Int { .. } | ElemKind::Index => {
                        let v = self.dense_element_bits(d, i);
                        self.integer_attr_apint(elem, &v)
                    }
                    ElemKind::Float(k) => {
                        let v = self.dense_element_bits(d, i);
                        self.float_attr(elem, ApFloat::from_bits(k, v.low_u128()))
                    }
                    ElemKind::ComplexInt { .. } | ElemKind::ComplexFloat(_) => {
                        let (re, im) = self.dense_complex_parts(d, i);
                        let part_ty = match self.try_type_data(elem) {
                            Some(crate::types::TypeData::Complex(t)) => *t,
                            _ => return None,
                        };
                        let mk = |v: &ApInt| match kind {
                            ElemKind::ComplexFloat(k) => self.float_attr(part_ty, ApFloat::from_bits(k, v.low_u128())),
                            _ => self.integer_attr_apint(part_ty, v),
                        };
                        let parts = [mk(&re), mk(&im)];
                        self.array_attr(&parts)
                    }
                    ElemKind::Other => return None,
                })
            }
            AttrData::DenseString(d) => {
                let (_, elem) = self.ranked_shape(d.ty)?;
                let idx = if d.splat { 0 } else { i as usize };
                let v = d.values.get(idx)?;
                Some(self.string_attr_typed(v, elem))
            }
            _ => None,
        }
    }

    /// Reads `size` bytes of element `i` of a dense int/float elements
    /// attribute as a C array of `size`-byte values (upstream's
    /// `getValues<T>()[i]`; splats repeat element 0). Bytes past the end
    /// read as zero.
    pub fn dense_raw_element(&self, d: &DenseData, i: u64, size: usize) -> u128 {
        let start = d.data_index(i) as usize * size;
        let mut v = 0u128;
        for k in 0..size {
            let b = d.raw.get(start + k).copied().unwrap_or(0);
            v |= (b as u128) << (8 * k);
        }
        v
    }

    /// Bit `i` of a dense elements attribute's raw buffer (upstream's
    /// `getValues<bool>()[i]`).
    pub fn dense_raw_bit(&self, d: &DenseData, i: u64) -> bool {
        read_bits(&d.raw, d.data_index(i), 1).bit(0)
    }
}

/// Upstream's splat detection for bit-packed `i1` data.
fn bool_key(raw: &[u8], n: u64) -> (Vec<u8>, bool) {
    let splat_value = raw[0] & 1 == 1;
    let splat_byte = if splat_value { SPLAT_TRUE } else { SPLAT_FALSE };
    if raw.len() == 1 && raw[0] == splat_byte {
        return (vec![splat_byte], true);
    }
    let mut check = raw;
    let odd = (n % 8) as u32;
    if splat_value && odd != 0 {
        let last = *raw.last().unwrap_or(&0);
        if last != ((1u16 << odd) - 1) as u8 {
            return (raw.to_vec(), false);
        }
        if raw.len() == 1 {
            return (vec![splat_byte], true);
        }
        check = &raw[..raw.len() - 1];
    }
    if check.iter().all(|&c| c == splat_byte) {
        (vec![splat_byte], true)
    } else {
        (raw.to_vec(), false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeData;

    fn tensor(cx: &Context, shape: &[i64], elem: Type) -> Type {
        cx.intern_type(TypeData::RankedTensor { shape: shape.into(), elem, encoding: None })
    }

    #[test]
    fn bools_pack_and_splat_as_upstream() {
        let cx = Context::new();
        let t = tensor(&cx, &[10], cx.int(1));
        let v = [true, false, true, true, false, false, false, true, true, true];
        let a = cx.dense_elements_from_bools(t, &v).unwrap();
        assert_eq!(&*cx.dense_data(a).unwrap().raw, &[0x8d, 0x03]);
        let all = cx.dense_elements_from_bools(t, &[true; 10]).unwrap();
        assert_eq!(&*cx.dense_data(all).unwrap().raw, &[0xff]);
        assert_eq!(cx.dense_elements_from_raw(t, &[0xff]).unwrap(), all);
        assert_eq!(cx.dense_elements_from_raw(t, &[0xff, 0x03]).unwrap(), all);
        assert!(cx.dense_elements_from_raw(t, &[0x01]).is_err());
    }

    #[test]
    fn equal_elements_become_a_splat() {
        let cx = Context::new();
        let t = tensor(&cx, &[2, 3], cx.int(32));
        let raw: Vec<u8> = [7i32; 6].iter().flat_map(|v| v.to_le_bytes()).collect();
        let a = cx.dense_elements_from_raw(t, &raw).unwrap();
        let d = cx.dense_data(a).unwrap();
        assert!(d.splat && d.raw.len() == 4);
        assert_eq!(cx.dense_elements_from_raw(t, &7i32.to_le_bytes()).unwrap(), a);
        let e = tensor(&cx, &[0, 3], cx.int(32));
        assert!(!cx.dense_data(cx.dense_elements_from_raw(e, &[]).unwrap()).unwrap().splat);
    }
}
