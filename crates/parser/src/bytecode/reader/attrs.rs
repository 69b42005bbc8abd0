//! Attribute and type entries (upstream's `AttrTypeReader`): the offset
//! section splits the entry data by dialect; each entry is decoded on its
//! first use, from the builtin dialect's encodings ([`crate::bytecode::builtin`])
//! or from its text. A reference to an entry being decoded (a cycle) is
//! an error; nesting is unbounded (`support::stack::deep`).

use oxmlir_ir::attrs::{AttrData, NamedAttribute};
use oxmlir_ir::print::{attr_to_string, type_to_string};
use oxmlir_ir::support::apfloat::ApFloat;
use oxmlir_ir::support::apint::ApInt;
use oxmlir_ir::support::stack::deep;
use oxmlir_ir::types::{FloatKind, Signedness};
use oxmlir_ir::{Attribute, Location, Type, TypeData};

use super::{BResult, Entry, Reader, Stream};
use crate::bytecode::builtin::{attr as a, ty as t};

/// Which table an entry is in.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Attr,
    Type,
}

impl<'a> Reader<'a> {
    /// The attribute/type offset section: the counts, then for attributes
    /// and then types, groups of (dialect, count, sizes with a custom-
    /// encoding flag) cutting the entry section in order.
    pub(super) fn read_attr_type_offsets(&mut self, data: Stream<'a>, mut offsets: Stream<'a>) -> BResult {
        let n_attrs = offsets.varint()?;
        let n_types = offsets.varint()?;
        let all = data.rest();
        let mut cur = 0usize;
        for kind in [Kind::Attr, Kind::Type] {
            let total = if kind == Kind::Attr { n_attrs } else { n_types };
            let mut done = 0u64;
            while done < total {
                let d = self.dialect_ref(&mut offsets)?;
                let count = offsets.varint()?;
                for _ in 0..count {
                    let (size, custom) = offsets.varint_flag()?;
                    // A group running past the declared number of entries
                    // (upstream writes past its table there) is refused
                    // with the message of the next check.
                    if done >= total || cur > all.len() || size > (all.len() - cur) as u64 {
                        return offsets.fail("Attribute or Type entry offset points past the end of section");
                    }
                    let bytes = &all[cur..cur + size as usize];
                    cur += size as usize;
                    let entry = |data| (d, custom, data);
                    let (dialect, custom, data) = entry(data.sub(bytes));
                    match kind {
                        Kind::Attr => self.attrs.push(Entry { value: None, busy: false, dialect, custom, data }),
                        Kind::Type => self.types.push(Entry { value: None, busy: false, dialect, custom, data }),
                    }
                    done += 1;
                }
            }
        }
        if !offsets.is_empty() {
            return offsets.fail("unexpected trailing data in the Attribute/Type offset section");
        }
        Ok(())
    }

    /// The attribute at index `i` (`what` names the table in messages:
    /// `Attribute` for references from the IR, `attribute` for nested
    /// ones, as upstream).
    pub(super) fn attr_at(&mut self, i: u64, what: &str) -> BResult<Attribute> {
        self.entry_at(i, what, Kind::Attr, |r| &mut r.attrs, |d| match d {
            Decoded::Attr(v) => Some(v),
            Decoded::Type(_) => None,
        })
    }

    /// The type at index `i` (see [`Reader::attr_at`]).
    pub(super) fn type_at(&mut self, i: u64, what: &str) -> BResult<Type> {
        self.entry_at(i, what, Kind::Type, |r| &mut r.types, |d| match d {
            Decoded::Type(v) => Some(v),
            Decoded::Attr(_) => None,
        })
    }

    /// Entry `i` of the `kind` table (`table` of the reader), decoded on
    /// first use; a reference back to an entry being decoded is a cycle.
    fn entry_at<T: Copy>(
        &mut self,
        i: u64,
        what: &str,
        kind: Kind,
        table: fn(&mut Self) -> &mut Vec<Entry<'a, T>>,
        take: fn(Decoded) -> Option<T>,
    ) -> BResult<T> {
        let found = usize::try_from(i).ok().and_then(|k| table(self).get(k)).map(|e| (e.value, e.busy, e.custom, e.dialect, e.data));
        let Some((value, busy, custom, dialect, mut s)) = found else {
            return self.fail(format!("invalid {what} index: {i}"));
        };
        if let Some(v) = value {
            return Ok(v);
        }
        if busy {
            return self.fail(format!("cyclic reference to {what} index: {i}"));
        }
        let k = i as usize;
        table(self)[k].busy = true;
        let r = deep(|| self.decode_entry(kind, custom, dialect, &mut s, what));
        table(self)[k].busy = false;
        let v = take(r?).ok_or(())?;
        table(self)[k].value = Some(v);
        Ok(v)
    }

    /// Decodes one entry and checks that it used all its bytes.
    fn decode_entry(&mut self, kind: Kind, custom: bool, dialect: usize, s: &mut Stream<'a>, what: &str) -> BResult<Decoded> {
        let v = if custom {
            self.load_dialect(dialect)?;
            let name = self.dialects[dialect].name;
            if name != b"builtin" {
                return s.fail(format!("dialect '{}' does not implement the bytecode interface", String::from_utf8_lossy(name)));
            }
            match kind {
                Kind::Attr => Decoded::Attr(self.builtin_attr(s)?),
                Kind::Type => Decoded::Type(self.builtin_type(s)?),
            }
        } else {
            let text = s.cstr()?;
            let r = match kind {
                Kind::Attr => crate::parse_attribute_prefix(self.cx, text).map(|(v, n)| (Decoded::Attr(v), n)),
                Kind::Type => crate::parse_type_prefix(self.cx, text).map(|(v, n)| (Decoded::Type(v), n)),
            };
            let (v, n) = r.ok_or(())?;
            if n != text.len() {
                let k = if kind == Kind::Attr { "Attribute" } else { "Type" };
                return s.fail(format!(
                    "trailing characters found after {k} assembly format: {}",
                    String::from_utf8_lossy(&text[n..])
                ));
            }
            v
        };
        if !s.is_empty() {
            return s.fail(format!("unexpected trailing bytes after {what} entry"));
        }
        Ok(v)
    }

    /// A nested attribute reference.
    fn attr(&mut self, s: &mut Stream<'a>) -> BResult<Attribute> {
        let i = s.varint()?;
        self.attr_at(i, "attribute")
    }

    /// A nested type reference.
    fn ty(&mut self, s: &mut Stream<'a>) -> BResult<Type> {
        let i = s.varint()?;
        self.type_at(i, "type")
    }

    /// An attribute reference from the IR or the properties.
    pub(super) fn ir_attr(&mut self, s: &mut Stream<'a>) -> BResult<Attribute> {
        let i = s.varint()?;
        self.attr_at(i, "Attribute")
    }

    /// A type reference from the IR.
    pub(super) fn ir_type(&mut self, s: &mut Stream<'a>) -> BResult<Type> {
        let i = s.varint()?;
        self.type_at(i, "Type")
    }

    /// An optional attribute reference (a flag in the low bit).
    pub(super) fn optional_attr(&mut self, s: &mut Stream<'a>) -> BResult<Option<Attribute>> {
        let (i, present) = s.varint_flag()?;
        if !present {
            return Ok(None);
        }
        self.attr_at(i, "Attribute").map(Some)
    }

    /// An operation's attribute dictionary, as its entries. A dictionary
    /// not decoded yet is read without being made (most are used by one
    /// operation only, which stores its entries, not the dictionary).
    pub(super) fn ir_attr_list(&mut self, s: &mut Stream<'a>, out: &mut oxmlir_ir::ir::AttrList) -> BResult {
        let i = s.varint()?;
        if let Some(e) = self.attrs.get(i as usize).filter(|e| e.value.is_none() && e.custom && !e.busy) {
            let (mut d, dialect) = (e.data, e.dialect);
            // The dictionary code as a one-byte varint.
            let is_dictionary = d.rest().first() == Some(&(((a::DICTIONARY as u8) << 1) | 1));
            if is_dictionary && self.load_dialect(dialect)? && self.dialects[dialect].name == b"builtin" {
                let idx = i as usize;
                self.attrs[idx].busy = true;
                let r = self.dictionary_entries(&mut d, out);
                self.attrs[idx].busy = false;
                r?;
                if !d.is_empty() {
                    return d.fail("unexpected trailing bytes after Attribute entry");
                }
                return Ok(());
            }
        }
        let v = self.attr_at(i, "Attribute")?;
        let AttrData::Dictionary(entries) = self.cx.attr_data(v) else {
            return s.fail(format!("expected attribute of type: mlir::DictionaryAttr, but got: {}", attr_to_string(self.cx, v)));
        };
        out.extend(entries.iter().copied());
        Ok(())
    }

    /// The entries of a dictionary encoding (after its code is checked),
    /// sorted and unique as a dictionary's.
    fn dictionary_entries(&mut self, s: &mut Stream<'a>, out: &mut oxmlir_ir::ir::AttrList) -> BResult {
        s.varint()?;
        let n = s.varint()?;
        for _ in 0..n {
            let name = self.string_attr(s)?;
            let value = self.attr(s)?;
            out.push(NamedAttribute { name, value });
        }
        if out.len() > 1 {
            self.cx.sort_named_attrs(out);
            let mut k = 1;
            while k < out.len() {
                if out[k].name == out[k - 1].name {
                    out.remove(k);
                } else {
                    k += 1;
                }
            }
        }
        Ok(())
    }

    /// A location reference from the IR (upstream's typed
    /// `parseAttribute<LocationAttr>`).
    pub(super) fn ir_location(&mut self, s: &mut Stream<'a>) -> BResult<Location> {
        let v = self.ir_attr(s)?;
        match self.cx.location_from_attr(v) {
            Some(l) => Ok(l),
            None => s.fail(format!("expected attribute of type: mlir::LocationAttr, but got: {}", attr_to_string(self.cx, v))),
        }
    }

    /// A nested attribute that must be of a kind (`name` is upstream's
    /// type name in the message).
    fn attr_of(&mut self, s: &mut Stream<'a>, name: &str, ok: impl Fn(&AttrData) -> bool) -> BResult<Attribute> {
        let v = self.attr(s)?;
        if ok(self.cx.attr_data(v)) {
            return Ok(v);
        }
        s.fail(format!("expected {name}, but got: {}", attr_to_string(self.cx, v)))
    }

    fn string_attr(&mut self, s: &mut Stream<'a>) -> BResult<Attribute> {
        self.attr_of(s, "mlir::StringAttr", |d| matches!(d, AttrData::String { .. }))
    }

    fn location(&mut self, s: &mut Stream<'a>) -> BResult<Location> {
        let v = self.attr(s)?;
        match self.cx.location_from_attr(v) {
            Some(l) => Ok(l),
            None => s.fail(format!("expected mlir::LocationAttr, but got: {}", attr_to_string(self.cx, v))),
        }
    }

    fn list<T>(&mut self, s: &mut Stream<'a>, mut f: impl FnMut(&mut Self, &mut Stream<'a>) -> BResult<T>) -> BResult<Vec<T>> {
        let n = s.varint()?;
        let mut out = Vec::new();
        for _ in 0..n {
            out.push(f(self, s)?);
        }
        Ok(out)
    }

    fn shape(&mut self, s: &mut Stream<'a>) -> BResult<Vec<i64>> {
        self.list(s, |_, s| s.signed_varint().map(|v| v as i64))
    }

    /// An `APInt` of a known width: a byte up to 8 bits, a signed varint
    /// up to 64, else the active words.
    fn apint(&mut self, s: &mut Stream<'a>, width: u32) -> BResult<ApInt> {
        if width <= 8 {
            return Ok(ApInt::from_u64(u64::from(s.byte()?), width));
        }
        if width <= 64 {
            return Ok(ApInt::from_u64(s.signed_varint()?, width));
        }
        let n = s.varint()?;
        let mut words = Vec::new();
        for _ in 0..n {
            words.push(s.signed_varint()?);
        }
        // Words past the width are dropped, as upstream's `APInt`.
        words.truncate(width.div_ceil(64) as usize);
        Ok(ApInt::from_words(&words, width))
    }

    /// Fails with upstream's message for an error reported through the
    /// attribute constructors.
    fn built<T>(&self, s: &Stream<'a>, r: Result<T, oxmlir_ir::attrs::AttrError>) -> BResult<T> {
        r.or_else(|e| s.fail(e.0))
    }

    /// A builtin attribute from its encoding.
    fn builtin_attr(&mut self, s: &mut Stream<'a>) -> BResult<Attribute> {
        let cx = self.cx;
        let code = s.varint()?;
        Ok(match code {
            a::ARRAY => {
                let v = self.list(s, |r, s| r.attr(s))?;
                cx.array_attr(&v)
            }
            a::DICTIONARY => {
                let v = self.list(s, |r, s| {
                    let name = r.string_attr(s)?;
                    let value = r.attr(s)?;
                    Ok(NamedAttribute { name, value })
                })?;
                let mut v = v;
                cx.sort_named_attrs(&mut v);
                v.dedup_by(|x, y| x.name == y.name);
                cx.dictionary_attr(&v)
            }
            a::STRING => cx.string_attr(self.string(s)?),
            a::STRING_WITH_TYPE => {
                let v = self.string(s)?;
                let ty = self.ty(s)?;
                cx.string_attr_typed(v, ty)
            }
            a::FLAT_SYMBOL_REF => {
                let root = self.string_attr(s)?;
                cx.intern_attr(AttrData::SymbolRef { root, nested: Box::new([]) })
            }
            a::SYMBOL_REF => {
                let root = self.string_attr(s)?;
                let nested = self.list(s, |r, s| {
                    let v = r.attr(s)?;
                    if r.cx.is_flat_symbol_ref(v) {
                        Ok(v)
                    } else {
                        s.fail(format!("expected mlir::FlatSymbolRefAttr, but got: {}", attr_to_string(r.cx, v)))
                    }
                })?;
                cx.intern_attr(AttrData::SymbolRef { root, nested: nested.into() })
            }
            a::TYPE => cx.type_attr(self.ty(s)?),
            a::UNIT => cx.unit_attr(),
            a::INTEGER => {
                let ty = self.ty(s)?;
                let width = match cx.type_data(ty) {
                    TypeData::Integer { width, .. } => *width,
                    TypeData::Index => 64,
                    _ => return s.fail(format!("expected integer or index type for IntegerAttr, but got: {}", type_to_string(cx, ty))),
                };
                let v = self.apint(s, width)?;
                cx.integer_attr_apint(ty, &v)
            }
            a::FLOAT => {
                let ty = self.ty(s)?;
                let TypeData::Float(kind) = *cx.type_data(ty) else { return Err(()) };
                let bits = self.apint(s, kind.width())?;
                cx.float_attr(ty, ApFloat::from_bits(kind, bits.low_u128()))
            }
            a::CALL_SITE_LOC => {
                let callee = self.location(s)?;
                let caller = self.location(s)?;
                cx.callsite_loc(callee, caller).0
            }
            a::FILE_LINE_COL_LOC => {
                let file = self.string_attr(s)?;
                let line = s.varint()?;
                let col = s.varint()?;
                cx.file_line_col_ident(file, line as u32, col as u32).0
            }
            a::FUSED_LOC | a::FUSED_LOC_WITH_METADATA => {
                let locs = self.list(s, |r, s| r.location(s))?;
                let metadata = if code == a::FUSED_LOC_WITH_METADATA { Some(self.attr(s)?) } else { None };
                cx.fused_loc(&locs, metadata).0
            }
            a::NAME_LOC => {
                let name = self.string_attr(s)?;
                let child = self.location(s)?;
                cx.intern_attr(AttrData::NameLoc { name, child: child.0 })
            }
            a::UNKNOWN_LOC => cx.unknown_loc().0,
            a::DENSE_RESOURCE_ELEMENTS => {
                let ty = self.ty(s)?;
                let key = self.resource_handle(s)?;
                let r = cx.dense_resource_attr_of(ty, &key);
                self.built(s, r)?
            }
            a::DENSE_ARRAY => {
                let elem = self.ty(s)?;
                let len = s.varint()?;
                let n = s.varint()?;
                let raw = s.bytes(n)?;
                let r = cx.dense_array_attr_typed(elem, len as i64, raw);
                self.built(s, r)?
            }
            a::DENSE_INT_OR_FP_ELEMENTS => {
                let ty = self.ty(s)?;
                let n = s.varint()?;
                let raw = s.bytes(n)?;
                let r = cx.dense_elements_from_raw(ty, raw);
                self.built(s, r)?
            }
            a::DENSE_STRING_ELEMENTS => {
                let ty = self.ty(s)?;
                let splat = s.varint()? != 0;
                let n = if splat { 1 } else { cx.static_num_elements(ty).unwrap_or(0).max(0) as u64 };
                let mut values = Vec::new();
                for _ in 0..n {
                    values.push(self.string(s)?);
                }
                let r = cx.dense_string_elements(ty, &values);
                self.built(s, r)?
            }
            a::SPARSE_ELEMENTS => {
                let ty = self.ty(s)?;
                let indices = self.attr(s)?;
                let values = self.attr(s)?;
                let r = cx.sparse_elements_attr(ty, indices, values);
                self.built(s, r)?
            }
            a::DISTINCT => {
                let v = self.attr(s)?;
                cx.distinct_attr(v)
            }
            a::FILE_LINE_COL_RANGE => {
                let file = self.string_attr(s)?;
                let nums = self.list(s, |_, s| s.varint().map(|v| v as u32))?;
                let name = cx.bytes_of(file).to_vec();
                match nums[..] {
                    [] => cx.file_line_col_ident(file, 0, 0).0,
                    [l] => cx.file_line_col_ident(file, l, 0).0,
                    [l, c] => cx.file_line_col_ident(file, l, c).0,
                    [l, c, ec] => cx.file_line_col_range_in_line(&name, l, c, ec).0,
                    [l, c, el, ec] => cx.file_line_col_range(&name, l, c, el, ec).0,
                    _ => return Err(()),
                }
            }
            _ => return s.fail(format!("unknown attribute code: {code}")),
        })
    }

    /// A builtin type from its encoding.
    fn builtin_type(&mut self, s: &mut Stream<'a>) -> BResult<Type> {
        let cx = self.cx;
        let loc = self.loc();
        let code = s.varint()?;
        let float = |k| Ok(cx.float_type(k));
        match code {
            t::INTEGER => {
                let v = s.varint()?;
                let signedness = match v & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err(()),
                };
                let width = v >> 2;
                if width > (1 << 24) {
                    return s.fail("integer bitwidth is limited to 16777215 bits");
                }
                Ok(cx.integer_type(width as u32, signedness))
            }
            t::INDEX => Ok(cx.index_type()),
            t::FUNCTION => {
                let inputs = self.list(s, |r, s| r.ty(s))?;
                let results = self.list(s, |r, s| r.ty(s))?;
                Ok(cx.function_type(&inputs, &results))
            }
            t::BF16 => float(FloatKind::BF16),
            t::F16 => float(FloatKind::F16),
            t::F32 => float(FloatKind::F32),
            t::F64 => float(FloatKind::F64),
            t::F80 => float(FloatKind::F80),
            t::F128 => float(FloatKind::F128),
            t::COMPLEX => {
                let e = self.ty(s)?;
                Ok(cx.complex_type(e))
            }
            t::MEMREF | t::MEMREF_WITH_MEM_SPACE => {
                let space = if code == t::MEMREF_WITH_MEM_SPACE { Some(self.attr(s)?) } else { None };
                let shape = self.shape(s)?;
                let elem = self.ty(s)?;
                let layout = self.attr(s)?;
                cx.memref_type_checked(loc, &shape, elem, Some(layout), space).ok_or(())
            }
            t::NONE => Ok(cx.none_type()),
            t::RANKED_TENSOR | t::RANKED_TENSOR_WITH_ENCODING => {
                let enc = if code == t::RANKED_TENSOR_WITH_ENCODING { Some(self.attr(s)?) } else { None };
                let shape = self.shape(s)?;
                let elem = self.ty(s)?;
                cx.ranked_tensor_type_checked(loc, &shape, elem, enc).ok_or(())
            }
            t::TUPLE => {
                let v = self.list(s, |r, s| r.ty(s))?;
                Ok(cx.tuple_type(&v))
            }
            t::UNRANKED_MEMREF | t::UNRANKED_MEMREF_WITH_MEM_SPACE => {
                let space = if code == t::UNRANKED_MEMREF_WITH_MEM_SPACE { Some(self.attr(s)?) } else { None };
                let elem = self.ty(s)?;
                cx.unranked_memref_type_checked(loc, elem, space).ok_or(())
            }
            t::UNRANKED_TENSOR => {
                let elem = self.ty(s)?;
                cx.unranked_tensor_type_checked(loc, elem).ok_or(())
            }
            t::VECTOR | t::VECTOR_WITH_SCALABLE_DIMS => {
                let scalable = if code == t::VECTOR_WITH_SCALABLE_DIMS {
                    self.list(s, |_, s| s.byte().map(|b| b != 0))?
                } else {
                    Vec::new()
                };
                let shape = self.shape(s)?;
                let elem = self.ty(s)?;
                let scalable = if scalable.is_empty() { vec![false; shape.len()] } else { scalable };
                cx.vector_type_checked(loc, &shape, &scalable, elem).ok_or(())
            }
            _ => s.fail(format!("unknown attribute code: {code}")),
        }
    }
}

/// A decoded entry.
enum Decoded {
    Attr(Attribute),
    Type(Type),
}
