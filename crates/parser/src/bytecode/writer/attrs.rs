//! The builtin dialect's attribute and type encodings (upstream's
//! `BuiltinDialectBytecode`), written through [`Out`] so that the same
//! code numbers an entry's parts ([`super::numbering`]) and emits them.
//! Kinds without an encoding (affine maps, integer sets, strided layouts,
//! the small float types, other dialects' kinds) are written as text.

use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::support::apint::ApInt;
use oxmlir_ir::types::{FloatKind, Signedness};
use oxmlir_ir::{Attribute, Context, Type, TypeData};

use crate::bytecode::builtin::{attr as a, ty as t};

/// Where an encoding goes (upstream's `DialectBytecodeWriter`).
pub(crate) trait Out {
    /// An attribute reference.
    fn attr(&mut self, a: Attribute);
    /// A type reference.
    fn ty(&mut self, t: Type);
    /// A varint.
    fn varint(&mut self, v: u64);
    /// A zigzag varint of the bits of `v`.
    fn signed(&mut self, v: u64);
    /// A string reference.
    fn string(&mut self, s: &[u8]);
    /// A size and bytes.
    fn blob(&mut self, b: &[u8]);
    /// A byte.
    fn byte(&mut self, b: u8);
    /// A resource handle (the key in the context's blob manager).
    fn resource(&mut self, key: &[u8]);
}

/// The dialect namespace an attribute is grouped under (an opaque
/// attribute under its own dialect's, as upstream).
pub(crate) fn attr_dialect(cx: &Context, attr: Attribute) -> Vec<u8> {
    match cx.attr_data(attr) {
        AttrData::Dialect { def, .. } => def.0.dialect.as_bytes().to_vec(),
        AttrData::Opaque { dialect, .. } => cx.bytes_of(*dialect).to_vec(),
        _ => b"builtin".to_vec(),
    }
}

/// The dialect namespace a type is grouped under.
pub(crate) fn type_dialect(cx: &Context, ty: Type) -> Vec<u8> {
    match cx.type_data(ty) {
        TypeData::Dialect { def, .. } => def.0.dialect.as_bytes().to_vec(),
        TypeData::Opaque { dialect, .. } => cx.bytes_of(*dialect).to_vec(),
        _ => b"builtin".to_vec(),
    }
}

/// Whether `attr` has a builtin encoding.
pub(crate) fn attr_has_encoding(cx: &Context, attr: Attribute) -> bool {
    !matches!(
        cx.attr_data(attr),
        AttrData::AffineMap(_) | AttrData::IntegerSet(_) | AttrData::StridedLayout { .. } | AttrData::Opaque { .. } | AttrData::Dialect { .. }
    )
}

/// Whether `ty` has a builtin encoding.
pub(crate) fn type_has_encoding(cx: &Context, ty: Type) -> bool {
    match cx.type_data(ty) {
        TypeData::Float(k) => matches!(k, FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128),
        TypeData::Opaque { .. } | TypeData::Dialect { .. } => false,
        _ => true,
    }
}

/// An `APInt` of a width known to the reader.
fn apint(w: &mut dyn Out, v: &ApInt, width: u32) {
    if width <= 8 {
        w.byte(v.low_u64() as u8);
    } else if width <= 64 {
        w.signed(v.low_u64());
    } else {
        let words = v.words();
        let active = words.iter().rposition(|&x| x != 0).map_or(1, |i| i + 1);
        w.varint(active as u64);
        for &x in &words[..active] {
            w.signed(x);
        }
    }
}

/// The code of a kind with an optional leading attribute (an encoding or
/// a memory space): `with` and the attribute when present, else `without`.
fn code_with(w: &mut dyn Out, extra: Option<Attribute>, with: u64, without: u64) {
    match extra {
        Some(x) => {
            w.varint(with);
            w.attr(x);
        }
        None => w.varint(without),
    }
}

fn shape(w: &mut dyn Out, dims: &[i64]) {
    w.varint(dims.len() as u64);
    for &d in dims {
        w.signed(d as u64);
    }
}

fn attrs(w: &mut dyn Out, list: &[Attribute]) {
    w.varint(list.len() as u64);
    for &x in list {
        w.attr(x);
    }
}

fn types(w: &mut dyn Out, list: &[Type]) {
    w.varint(list.len() as u64);
    for &x in list {
        w.ty(x);
    }
}

/// Writes the encoding of `attr` (which [`attr_has_encoding`]).
pub(crate) fn encode_attr(cx: &Context, attr: Attribute, w: &mut dyn Out) {
    match cx.attr_data(attr) {
        AttrData::Unit => w.varint(a::UNIT),
        AttrData::Integer { ty, value } => {
            w.varint(a::INTEGER);
            w.ty(*ty);
            let width = match cx.type_data(*ty) {
                TypeData::Integer { width, .. } => *width,
                _ => 64,
            };
            apint(w, value, width);
        }
        AttrData::Float { ty, value } => {
            w.varint(a::FLOAT);
            w.ty(*ty);
            let width = value.kind().width();
            apint(w, &ApInt::from_u128(value.to_bits(), width), width);
        }
        AttrData::String { value, ty } => {
            if cx.is_none_type(*ty) {
                w.varint(a::STRING);
                w.string(value);
            } else {
                w.varint(a::STRING_WITH_TYPE);
                w.string(value);
                w.ty(*ty);
            }
        }
        AttrData::Array(v) => {
            w.varint(a::ARRAY);
            attrs(w, v);
        }
        AttrData::Dictionary(v) => {
            w.varint(a::DICTIONARY);
            w.varint(v.len() as u64);
            for na in v.iter() {
                w.attr(na.name);
                w.attr(na.value);
            }
        }
        AttrData::Type(ty) => {
            w.varint(a::TYPE);
            w.ty(*ty);
        }
        AttrData::SymbolRef { root, nested } => {
            if nested.is_empty() {
                w.varint(a::FLAT_SYMBOL_REF);
                w.attr(*root);
            } else {
                w.varint(a::SYMBOL_REF);
                w.attr(*root);
                attrs(w, nested);
            }
        }
        AttrData::DenseIntOrFloat(d) => {
            w.varint(a::DENSE_INT_OR_FP_ELEMENTS);
            w.ty(d.ty);
            w.blob(&d.raw);
        }
        AttrData::DenseString(d) => {
            w.varint(a::DENSE_STRING_ELEMENTS);
            w.ty(d.ty);
            w.varint(u64::from(d.splat));
            for v in d.values.iter() {
                w.string(v);
            }
        }
        AttrData::DenseResource { ty, key } => {
            w.varint(a::DENSE_RESOURCE_ELEMENTS);
            w.ty(*ty);
            w.resource(cx.bytes_of(*key));
        }
        AttrData::DenseArray(d) => {
            w.varint(a::DENSE_ARRAY);
            w.ty(d.elem);
            w.varint(d.len as u64);
            w.blob(&d.raw);
        }
        AttrData::Sparse { ty, indices, values } => {
            w.varint(a::SPARSE_ELEMENTS);
            w.ty(*ty);
            w.attr(*indices);
            w.attr(*values);
        }
        AttrData::Distinct { referenced, .. } => {
            w.varint(a::DISTINCT);
            w.attr(*referenced);
        }
        AttrData::UnknownLoc => w.varint(a::UNKNOWN_LOC),
        AttrData::FileLineColRange(r) => {
            if r.stored == 2 {
                w.varint(a::FILE_LINE_COL_LOC);
                w.attr(r.file);
                w.varint(u64::from(r.start_line));
                w.varint(u64::from(r.start_col));
            } else {
                w.varint(a::FILE_LINE_COL_RANGE);
                w.attr(r.file);
                let (sl, sc, el, ec) = (r.start_line, r.start_col, r.end_line, r.end_col);
                let nums: &[u32] = if sl == 0 && sc == 0 && el == 0 && ec == 0 {
                    &[]
                } else if sc == 0 && sl == el {
                    &[sl]
                } else if ec == sc && sl == el {
                    &[sl, sc]
                } else if sl == el {
                    &[sl, sc, ec]
                } else {
                    &[sl, sc, el, ec]
                };
                w.varint(nums.len() as u64);
                for &n in nums {
                    w.varint(u64::from(n));
                }
            }
        }
        AttrData::NameLoc { name, child } => {
            w.varint(a::NAME_LOC);
            w.attr(*name);
            w.attr(*child);
        }
        AttrData::CallSiteLoc { callee, caller } => {
            w.varint(a::CALL_SITE_LOC);
            w.attr(*callee);
            w.attr(*caller);
        }
        AttrData::FusedLoc { locs, metadata } => {
            match metadata {
                None => w.varint(a::FUSED_LOC),
                Some(_) => w.varint(a::FUSED_LOC_WITH_METADATA),
            }
            attrs(w, locs);
            if let Some(m) = metadata {
                w.attr(*m);
            }
        }
        AttrData::AffineMap(_)
        | AttrData::IntegerSet(_)
        | AttrData::StridedLayout { .. }
        | AttrData::Opaque { .. }
        | AttrData::Dialect { .. } => {}
    }
}

/// Writes the encoding of `ty` (which [`type_has_encoding`]).
pub(crate) fn encode_type(cx: &Context, ty: Type, w: &mut dyn Out) {
    match cx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            w.varint(t::INTEGER);
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            w.varint((u64::from(*width) << 2) | s);
        }
        TypeData::Index => w.varint(t::INDEX),
        TypeData::Float(k) => w.varint(match k {
            FloatKind::BF16 => t::BF16,
            FloatKind::F16 => t::F16,
            FloatKind::F32 => t::F32,
            FloatKind::F64 => t::F64,
            FloatKind::F80 => t::F80,
            _ => t::F128,
        }),
        TypeData::None => w.varint(t::NONE),
        TypeData::Complex(e) => {
            w.varint(t::COMPLEX);
            w.ty(*e);
        }
        TypeData::Vector { shape: dims, scalable, elem } => {
            if scalable.iter().any(|&s| s) {
                w.varint(t::VECTOR_WITH_SCALABLE_DIMS);
                w.varint(scalable.len() as u64);
                for &s in scalable.iter() {
                    w.byte(u8::from(s));
                }
            } else {
                w.varint(t::VECTOR);
            }
            shape(w, dims);
            w.ty(*elem);
        }
        TypeData::RankedTensor { shape: dims, elem, encoding } => {
            code_with(w, *encoding, t::RANKED_TENSOR_WITH_ENCODING, t::RANKED_TENSOR);
            shape(w, dims);
            w.ty(*elem);
        }
        TypeData::UnrankedTensor(e) => {
            w.varint(t::UNRANKED_TENSOR);
            w.ty(*e);
        }
        TypeData::MemRef { shape: dims, elem, layout, memory_space } => {
            code_with(w, *memory_space, t::MEMREF_WITH_MEM_SPACE, t::MEMREF);
            shape(w, dims);
            w.ty(*elem);
            w.attr(*layout);
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            code_with(w, *memory_space, t::UNRANKED_MEMREF_WITH_MEM_SPACE, t::UNRANKED_MEMREF);
            w.ty(*elem);
        }
        TypeData::Tuple(v) => {
            w.varint(t::TUPLE);
            types(w, v);
        }
        TypeData::Function { inputs, results } => {
            w.varint(t::FUNCTION);
            types(w, inputs);
            types(w, results);
        }
        TypeData::Opaque { .. } | TypeData::Dialect { .. } => {}
    }
}
