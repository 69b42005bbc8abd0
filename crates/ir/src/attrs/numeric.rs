//! Integer and float attributes (`IntegerAttr`, `BoolAttr`, `FloatAttr`).

use super::{attr_err, AttrData, AttrResult, Attribute, Location};
use crate::context::Context;
use crate::support::uniquer::{mix, ordered_hash, MIX_SEEDS};
use crate::support::apfloat::ApFloat;
use crate::support::apint::{low_mask, ApInt};
use crate::types::{FloatKind, Signedness, Type, TypeData};

/// Entries of the per-thread integer attribute cache.
const INT_CACHE_SIZE: usize = 256;

thread_local! {
    /// Recently made integer attributes: `(type handle, value, attribute
    /// handle)`. Handles name their context (slot and generation), so an
    /// entry never answers for another context.
    static INT_CACHE: [std::cell::Cell<(u64, i64, u64)>; INT_CACHE_SIZE] =
        const { [const { std::cell::Cell::new((0, 0, 0)) }; INT_CACHE_SIZE] };
}

#[inline]
fn int_cache_slot(key: u64, value: i64) -> usize {
    let h = (key ^ (value as u64).rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> 56) as usize & (INT_CACHE_SIZE - 1)
}

impl Context {
    /// The storage width of integer attributes of `ty` (64 for `index`),
    /// and whether values are sign-extended from 64 bits.
    pub fn integer_attr_width(&self, ty: Type) -> Option<(u32, bool)> {
        match self.try_type_data(ty)? {
            TypeData::Integer { width, signedness } => Some((*width, *signedness == Signedness::Signed)),
            TypeData::Index => Some((64, true)),
            _ => None,
        }
    }

    /// An integer attribute from a 64-bit value, as upstream's
    /// `IntegerAttr::get(type, int64_t)`: truncated to the type's width,
    /// and for widths above 64 sign-extended only for signed types. Types
    /// other than integers and `index` are treated as 64-bit.
    pub fn integer_attr(&self, ty: Type, value: i64) -> Attribute {
        let (width, signed) = self.integer_attr_width(ty).unwrap_or((64, true));
        self.integer_attr_of_width(ty, width, signed, value)
    }

    /// [`Context::integer_attr`], refusing types that are not integers or
    /// `index`.
    pub fn try_integer_attr(&self, ty: Type, value: i64) -> AttrResult<Attribute> {
        match self.integer_attr_width(ty) {
            Some((width, signed)) => Ok(self.integer_attr_of_width(ty, width, signed, value)),
            None => attr_err("expected integer or index type"),
        }
    }

    /// The integer attribute of a 64-bit value for a type whose
    /// [`Context::integer_attr_width`] the caller already has (`width`,
    /// `signed`): [`Context::integer_attr`] without looking the type up
    /// again. Widths up to 64 go through a per-thread cache of recent
    /// attributes, so repeated constants take no lock.
    pub fn integer_attr_of_width(&self, ty: Type, width: u32, signed: bool, value: i64) -> Attribute {
        if width > 64 {
            let v = if signed { ApInt::from_i64(value, width) } else { ApInt::from_u64(value as u64, width) };
            return self.intern_integer_attr(ty, v);
        }
        let key = ty.bits();
        let slot = int_cache_slot(key, value);
        let hit = INT_CACHE.with(|c| {
            let (k, v, a) = c[slot].get();
            (k == key && v == value).then_some(a)
        });
        if let Some(a) = hit.and_then(Attribute::from_bits) {
            return a;
        }
        // What `ApInt::from_i64` makes for widths up to 64.
        let attr = self.intern_integer_attr(ty, ApInt::Small(value as u64 & low_mask(width)));
        INT_CACHE.with(|c| c[slot].set((key, value, attr.bits())));
        attr
    }

    /// An integer attribute of an arbitrary-width value (masked to the
    /// type's width).
    pub fn integer_attr_apint(&self, ty: Type, value: &ApInt) -> Attribute {
        let (width, _) = self.integer_attr_width(ty).unwrap_or((64, true));
        self.intern_integer_attr(ty, ApInt::from_words(value.words(), width))
    }

    /// Interns an integer attribute value (already masked to its type's
    /// width). The one hash of this kind, also used when the value comes
    /// through [`Context::intern_attr`]: one-word values ordered by value
    /// (see [`crate::support::uniquer::ordered_hash`]), wider ones hashed
    /// word by word.
    pub(crate) fn intern_integer_attr(&self, ty: Type, value: ApInt) -> Attribute {
        let k = MIX_SEEDS;
        let salt = mix(ty.bits() ^ k[0], k[1]);
        let hash = match &value {
            // Constants often come in runs of neighbouring values.
            ApInt::Small(v) => ordered_hash(*v, salt),
            ApInt::Big(w) => mix(self.attrs.hash(w) ^ k[2], salt),
        };
        let idx = self.attrs.intern(hash, |d| matches!(d, AttrData::Integer { ty: t, value: v } if *t == ty && *v == value), || {
            AttrData::Integer { ty, value: value.clone() }
        });
        Attribute(self.uniqued_handle(crate::support::handle::UniquedKind::Attribute, idx))
    }

    /// The value and type of an integer attribute.
    pub fn integer_attr_value(&self, attr: Attribute) -> Option<(&ApInt, Type)> {
        match self.try_attr_data(attr)? {
            AttrData::Integer { ty, value } => Some((value, *ty)),
            _ => None,
        }
    }

    /// Whether `attr` is a bool attribute (an integer attribute of `i1`).
    pub fn is_bool_attr(&self, attr: Attribute) -> bool {
        match self.try_attr_data(attr) {
            Some(AttrData::Integer { ty, .. }) => {
                matches!(self.try_type_data(*ty), Some(TypeData::Integer { width: 1, signedness: Signedness::Signless }))
            }
            _ => false,
        }
    }

    /// The float format of float attributes of `ty` (`f64` for types that
    /// are not floats, as upstream stores a `double` for them).
    pub fn float_kind_of(&self, ty: Type) -> FloatKind {
        match self.try_type_data(ty) {
            Some(TypeData::Float(k)) => *k,
            _ => FloatKind::F64,
        }
    }

    /// A float attribute holding `value` (which should have the type's
    /// format).
    pub fn float_attr(&self, ty: Type, value: ApFloat) -> Attribute {
        self.intern_attr(AttrData::Float { ty, value })
    }

    /// A float attribute from a `double`, as upstream's
    /// `FloatAttr::get(type, double)`: converted to the type's format
    /// rounding to nearest, ties to even.
    pub fn float_attr_f64(&self, ty: Type, value: f64) -> Attribute {
        let kind = self.float_kind_of(ty);
        self.float_attr(ty, ApFloat::from_f64_in(kind, value))
    }

    /// Upstream's `FloatAttr::getChecked(loc, type, double)`: reports
    /// `expected floating point type` at `loc` for other types.
    pub fn float_attr_f64_checked(&self, loc: Location, ty: Type, value: f64) -> Option<Attribute> {
        if !matches!(self.try_type_data(ty), Some(TypeData::Float(_))) {
            self.emit_error(loc, "expected floating point type");
            return None;
        }
        Some(self.float_attr_f64(ty, value))
    }

    /// The value of a float attribute.
    pub fn float_attr_value(&self, attr: Attribute) -> Option<&ApFloat> {
        match self.try_attr_data(attr)? {
            AttrData::Float { value, .. } => Some(value),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_values_extend_as_upstream() {
        let cx = Context::new();
        let i128 = cx.int(128);
        let si128 = cx.integer_type(128, Signedness::Signed);
        let a = cx.integer_attr(i128, -1);
        let b = cx.integer_attr(si128, -1);
        assert_eq!(cx.integer_attr_value(a).unwrap().0.words(), &[u64::MAX, 0]);
        assert_eq!(cx.integer_attr_value(b).unwrap().0.words(), &[u64::MAX, u64::MAX]);
        assert_eq!(cx.integer_attr(cx.int(8), 300), cx.integer_attr(cx.int(8), 44));
        assert!(cx.is_bool_attr(cx.bool_attr(true)));
        assert!(cx.try_integer_attr(cx.float_type(FloatKind::F32), 1).is_err());
    }

    #[test]
    fn float_attrs_unique_bitwise() {
        let cx = Context::new();
        let f32t = cx.float_type(FloatKind::F32);
        assert_eq!(cx.float_attr_f64(f32t, 0.1), cx.float_attr_f64(f32t, 0.1f32 as f64));
        assert_ne!(cx.float_attr_f64(f32t, 0.0), cx.float_attr_f64(f32t, -0.0));
        assert_eq!(cx.float_attr_f64(f32t, f64::NAN), cx.float_attr_f64(f32t, f64::NAN));
    }
}
