//! The elements attribute interface (`ElementsAttr`): dense, dense string,
//! dense resource and sparse elements, and sparse elements themselves.

use super::shaped::ElemKind;
use super::{attr_err, AttrData, AttrResult, Attribute};
use crate::context::Context;
use crate::types::{Type, TypeData};

impl Context {
    /// Whether `attr` implements the elements interface.
    pub fn is_elements_attr(&self, attr: Attribute) -> bool {
        matches!(
            self.try_attr_data(attr),
            Some(
                AttrData::DenseIntOrFloat(_)
                    | AttrData::DenseString(_)
                    | AttrData::DenseResource { .. }
                    | AttrData::Sparse { .. }
            )
        )
    }

    /// The shaped type of an elements attribute.
    pub fn elements_type(&self, attr: Attribute) -> Option<Type> {
        if !self.is_elements_attr(attr) {
            return None;
        }
        self.attr_type(attr)
    }

    /// The number of elements of an elements attribute's type (the product
    /// of its shape).
    pub fn elements_num_elements(&self, attr: Attribute) -> Option<i64> {
        let ty = self.elements_type(attr)?;
        let (shape, _) = self.ranked_shape(ty)?;
        Some(shape.iter().fold(1i64, |a, &d| a.wrapping_mul(d)))
    }

    /// Upstream's `ElementsAttr::isValidIndex`: the index has the type's
    /// rank (or is `[0]` for rank 0) and is within the shape.
    pub fn elements_is_valid_index(&self, ty: Type, index: &[u64]) -> bool {
        let Some((shape, _)) = self.ranked_shape(ty) else { return false };
        if shape.is_empty() && index.len() == 1 && index[0] == 0 {
            return true;
        }
        if shape.len() != index.len() {
            return false;
        }
        shape.iter().zip(index).all(|(&d, &i)| {
            let i = i as i64;
            0 <= i && i < d
        })
    }

    /// Upstream's `ElementsAttr::getFlattenedIndex` (row-major).
    pub fn elements_flattened_index(&self, ty: Type, index: &[u64]) -> u64 {
        let Some((shape, _)) = self.ranked_shape(ty) else { return 0 };
        let mut value = 0u64;
        let mut mult = 1u64;
        for i in (0..shape.len()).rev() {
            value = value.wrapping_add(index.get(i).copied().unwrap_or(0).wrapping_mul(mult));
            mult = mult.wrapping_mul(shape[i] as u64);
        }
        value
    }

    /// The element at a multi-dimensional index as an attribute
    /// (`ElementsAttr::getValues<Attribute>()[index]`): dense and sparse
    /// elements; `None` for invalid indices and resources.
    pub fn elements_value(&self, attr: Attribute, index: &[u64]) -> Option<Attribute> {
        let ty = self.elements_type(attr)?;
        if !self.elements_is_valid_index(ty, index) {
            return None;
        }
        let flat = self.elements_flattened_index(ty, index);
        match self.try_attr_data(attr)? {
            AttrData::Sparse { values, .. } => {
                let values = *values;
                let flats = self.sparse_flat_indices(attr)?;
                match flats.iter().position(|&f| f == flat) {
                    Some(i) => self.dense_element_attr(values, i as u64),
                    None => self.sparse_zero(attr),
                }
            }
            _ => self.dense_element_attr(attr, flat),
        }
    }

    /// A sparse elements attribute (`sparse<indices, values> : type`):
    /// `indices` is a dense `i64` elements attribute of shape
    /// `[count, rank]`, `values` a dense elements attribute of `count`
    /// values.
    pub fn sparse_elements_attr(&self, ty: Type, indices: Attribute, values: Attribute) -> AttrResult<Attribute> {
        if self.ranked_shape(ty).is_none() {
            return attr_err("expected a ranked shaped type");
        }
        if !self.is_dense_elements(indices) || !self.is_dense_elements(values) {
            return attr_err("expected dense elements attributes for indices and values");
        }
        Ok(self.intern_attr(AttrData::Sparse { ty, indices, values }))
    }

    /// The indices and values of a sparse elements attribute.
    pub fn sparse_parts(&self, attr: Attribute) -> Option<(Attribute, Attribute)> {
        match self.try_attr_data(attr)? {
            AttrData::Sparse { indices, values, .. } => Some((*indices, *values)),
            _ => None,
        }
    }

    /// The flattened indices of a sparse elements attribute's values
    /// (upstream's `getFlattenedSparseIndices`).
    pub fn sparse_flat_indices(&self, attr: Attribute) -> Option<Vec<u64>> {
        let AttrData::Sparse { ty, indices, .. } = self.try_attr_data(attr)? else { return None };
        let ty = *ty;
        let d = self.dense_data(*indices)?;
        let rank = self.ranked_shape(ty)?.0.len();
        let read = |i: u64| self.dense_raw_element(d, i, 8) as u64;
        if d.splat {
            let idx = vec![read(0); rank];
            return Some(vec![self.elements_flattened_index(ty, &idx)]);
        }
        let count = self.ranked_shape(d.ty)?.0.first().copied().unwrap_or(0).max(0) as u64;
        Some(
            (0..count)
                .map(|i| {
                    let idx: Vec<u64> = (0..rank as u64).map(|k| read(i * rank as u64 + k)).collect();
                    self.elements_flattened_index(ty, &idx)
                })
                .collect(),
        )
    }

    /// The value sparse elements take where none is given (upstream's
    /// `SparseElementsAttr::getZeroAttr`).
    pub fn sparse_zero(&self, attr: Attribute) -> Option<Attribute> {
        let AttrData::Sparse { ty, values, .. } = self.try_attr_data(attr)? else { return None };
        let (_, elem) = self.ranked_shape(*ty)?;
        Some(match self.elem_kind(elem) {
            ElemKind::Float(_) => self.float_attr_f64(elem, 0.0),
            ElemKind::ComplexInt { .. } | ElemKind::ComplexFloat(_) => {
                let part = match self.try_type_data(elem)? {
                    TypeData::Complex(p) => *p,
                    _ => return None,
                };
                let zero = match self.try_type_data(part)? {
                    TypeData::Float(_) => self.float_attr_f64(part, 0.0),
                    _ => self.integer_attr(part, 0),
                };
                self.array_attr(&[zero, zero])
            }
            _ if self.dense_string_data(*values).is_some() => self.string_attr_typed(b"", elem),
            _ => self.integer_attr(elem, 0),
        })
    }
}
