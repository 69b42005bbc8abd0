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

    /// Upstream's `SparseElementsAttr::verify`: `values` is one-dimensional,
    /// `indices` has the shape `[count, rank]` (or `[count]` for a rank-1
    /// type) with `count` values, and every index lies within the type's
    /// shape. Returns upstream's message for the first problem found.
    pub fn verify_sparse_elements(&self, ty: Type, indices: Attribute, values: Attribute) -> Result<(), String> {
        let shape_of = |t: Type| self.ranked_shape(t).map(|(s, _)| s).unwrap_or(&[]);
        let values_ty = self.attr_type(values).unwrap_or(ty);
        let indices_ty = self.attr_type(indices).unwrap_or(ty);
        let (shape, values_shape, indices_shape) = (shape_of(ty), shape_of(values_ty), shape_of(indices_ty));
        if values_shape.len() != 1 {
            return Err("expected 1-d tensor for sparse element values".into());
        }
        let shape_error = || {
            Err(format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                join(shape),
                join(indices_shape),
                join(values_shape)
            ))
        };
        let rank = shape.len();
        match indices_shape.len() {
            2 if indices_shape[1] == rank as i64 => {}
            1 if rank == 1 => {}
            _ => return shape_error(),
        }
        let count = indices_shape[0];
        if count != values_shape[0] {
            return shape_error();
        }
        let index_error = |n: u64, index: &[u64]| {
            let list = index.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            Err(format!(
                "sparse index #{n} is not contained within the value shape, with index=[{list}], and type='{}'",
                crate::print::type_to_string(self, ty)
            ))
        };
        let Some(d) = self.dense_data(indices) else { return Ok(()) };
        let read = |i: u64| self.dense_raw_element(d, i, 8) as u64;
        if d.splat {
            let index = vec![read(0); rank];
            if !self.elements_is_valid_index(ty, &index) {
                return index_error(0, &index);
            }
            return Ok(());
        }
        for i in 0..count.max(0) as u64 {
            let index: Vec<u64> = (0..rank as u64).map(|k| read(i * rank as u64 + k)).collect();
            if !self.elements_is_valid_index(ty, &index) {
                return index_error(i, &index);
            }
        }
        Ok(())
    }

    /// Upstream's `SparseElementsAttr::getChecked`: the attribute if
    /// [`Context::verify_sparse_elements`] accepts it, else its message.
    pub fn try_sparse_elements_attr(&self, ty: Type, indices: Attribute, values: Attribute) -> Result<Attribute, String> {
        self.verify_sparse_elements(ty, indices, values)?;
        self.sparse_elements_attr(ty, indices, values).map_err(|e| e.0)
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

/// `2, 0, 4`: a shape as upstream's diagnostics print an `ArrayRef`.
fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dense `i64` tensor of the given shape and values.
    fn i64s(cx: &Context, shape: &[i64], values: &[i64]) -> Attribute {
        let t = cx.ranked_tensor_type(shape, cx.int(64), None);
        let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        cx.dense_elements_from_raw(t, &raw).unwrap()
    }

    #[test]
    fn sparse_elements_are_verified_as_upstream() {
        let cx = Context::new();
        let ty = cx.ranked_tensor_type(&[2, 2], cx.int(32), None);
        let vals = |n: usize| {
            let t = cx.ranked_tensor_type(&[n as i64], cx.int(32), None);
            cx.dense_elements_from_raw(t, &vec![1u8; 4 * n]).unwrap()
        };
        // Messages as mlir-opt reports them for the same literals.
        assert_eq!(
            cx.verify_sparse_elements(ty, i64s(&cx, &[2, 2], &[0, 0, 1, 1]), vals(1)),
            Err("expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])".into())
        );
        assert_eq!(
            cx.verify_sparse_elements(ty, i64s(&cx, &[1, 2], &[5, 0]), vals(1)),
            Err("sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<2x2xi32>'".into())
        );
        assert_eq!(
            cx.verify_sparse_elements(ty, i64s(&cx, &[1, 2], &[-1, 0]), vals(1)),
            Err("sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 0], and type='tensor<2x2xi32>'".into())
        );
        let ok = cx.try_sparse_elements_attr(ty, i64s(&cx, &[2, 2], &[0, 0, 1, 1]), vals(2)).unwrap();
        assert_eq!(cx.sparse_flat_indices(ok), Some(vec![0, 3]));
    }
}
