//! Float attribute text as upstream's `printFloatValue`. This is a first
//! approximation for `f32`/`f64`; exact APFloat formatting for every
//! format lives with the builtin attributes.

use super::apint::ApInt;
use crate::context::Context;
use crate::types::{FloatKind, Type, TypeData};

/// The text of a float attribute value and whether it was printed in hex.
pub fn format_float_attr(cx: &Context, ty: Type, bits: &ApInt) -> (String, bool) {
    let kind = match cx.try_type_data(ty) {
        Some(TypeData::Float(k)) => *k,
        _ => FloatKind::F64,
    };
    let v = match kind {
        FloatKind::F32 => f32::from_bits(bits.low_u64() as u32) as f64,
        FloatKind::F64 => f64::from_bits(bits.low_u64()),
        _ => return (format!("0x{:X}", bits.low_u64()), true),
    };
    if v.is_finite() {
        let s = format!("{v:.6e}");
        let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
        let e: i32 = e.parse().unwrap_or(0);
        let text = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
        let back: f64 = text.parse().unwrap_or(f64::NAN);
        let same = match kind {
            FloatKind::F32 => (back as f32).to_bits() == (v as f32).to_bits(),
            _ => back.to_bits() == v.to_bits(),
        };
        if same {
            return (text, false);
        }
        return (format!("{v:?}"), false);
    }
    match kind {
        FloatKind::F32 => (format!("0x{:08X}", bits.low_u64()), true),
        _ => (format!("0x{:016X}", bits.low_u64()), true),
    }
}
