//! Dense string elements (`DenseStringElementsAttr`).

use super::shaped::wrapped_num_elements;
use super::{attr_err, AttrData, AttrResult, Attribute, DenseStringData};
use crate::context::Context;
use crate::types::Type;

impl Context {
    /// Upstream's `DenseStringElementsAttr::get`: one string (a splat) or
    /// one per element; equal strings become a splat.
    pub fn dense_string_elements(&self, ty: Type, values: &[&[u8]]) -> AttrResult<Attribute> {
        let Some((shape, _)) = self.ranked_shape(ty) else {
            return attr_err("expected a ranked shaped type (vector, tensor or memref)");
        };
        let Some(n) = wrapped_num_elements(shape) else {
            return attr_err("expected a shaped type with a static shape");
        };
        if values.len() != 1 && values.len() as i64 != n {
            return attr_err(format!("expected 1 or {n} elements, got {}", values.len()));
        }
        let (kept, splat): (&[&[u8]], bool) = match values.first() {
            None => (values, false),
            Some(first) if values.len() == 1 || values.iter().all(|v| v == first) => (&values[..1], true),
            Some(_) => (values, false),
        };
        let data = DenseStringData { ty, values: kept.iter().map(|v| Box::<[u8]>::from(*v)).collect(), splat };
        Ok(self.intern_attr(AttrData::DenseString(Box::new(data))))
    }

    /// The payload of a dense string elements attribute.
    pub fn dense_string_data(&self, attr: Attribute) -> Option<&DenseStringData> {
        match self.try_attr_data(attr)? {
            AttrData::DenseString(d) => Some(d),
            _ => None,
        }
    }
}

impl DenseStringData {
    /// Element `i` (splats repeat their value).
    pub fn get(&self, i: usize) -> Option<&[u8]> {
        self.values.get(if self.splat { 0 } else { i }).map(|v| &v[..])
    }
}
