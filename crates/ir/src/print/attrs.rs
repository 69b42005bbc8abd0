//! Printing builtin attributes, byte for byte as upstream's
//! `AsmPrinter::Impl::printAttributeImpl`.

use super::{Out, Printer};
use crate::attrs::shaped::{num_elements, ElemKind};
use crate::attrs::{AttrData, Attribute, DenseData, DenseStringData};
use crate::support::apfloat::ApFloat;
use crate::support::apint::ApInt;
use crate::support::apint_fmt::to_decimal;
use crate::support::float_fmt::format_float;
use crate::types::{FloatKind, Signedness, Type, TypeData, DYNAMIC};

/// How much of an attribute's type to print (upstream's `AttrTypeElision`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeElision {
    /// Always print the type.
    Never,
    /// The type may be elided where it is the default (`i64`, `f64`).
    May,
    /// The type must not be printed.
    Must,
}

/// Dense elements with more elements than this print as a hex string.
const HEX_THRESHOLD: i64 = 100;

/// Writes bytes escaped as upstream's `printEscapedString`: `\\` for a
/// backslash, printable ASCII other than `"` as is, anything else `\XX`.
pub(crate) fn write_escaped(out: &mut Out<'_>, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut start = 0;
    for (i, &c) in s.iter().enumerate() {
        let plain = (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        out.bytes(&s[start..i]);
        if c == b'\\' {
            out.bytes(b"\\\\");
        } else {
            out.bytes(&[b'\\', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        }
        start = i + 1;
    }
    out.bytes(&s[start..]);
}

/// Writes `"escaped"`.
pub(crate) fn write_quoted(out: &mut Out<'_>, s: &[u8]) {
    out.byte(b'"');
    write_escaped(out, s);
    out.byte(b'"');
}

/// Whether `s` is a bare identifier: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s[1..].iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes `s` bare if it is a bare identifier, else as a quoted string.
pub(crate) fn write_keyword_or_string(out: &mut Out<'_>, s: &[u8]) {
    if is_bare_identifier(s) {
        out.bytes(s);
    } else {
        write_quoted(out, s);
    }
}

/// Writes a symbol reference name: `@name` or `@"quoted name"`.
pub(crate) fn write_symbol_name(out: &mut Out<'_>, s: &[u8]) {
    if s.is_empty() {
        out.str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.byte(b'@');
    write_keyword_or_string(out, s);
}

/// Whether a dialect attribute or type body can print in the pretty form
/// `#dialect.body`: an identifier, optionally followed by `<...>`.
fn is_pretty_dialect_symbol(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest: &[u8] = {
        let n = s.iter().take_while(|c| c.is_ascii_alphanumeric() || **c == b'.' || **c == b'_').count();
        &s[n..]
    };
    rest.is_empty() || (rest[0] == b'<' && rest[rest.len() - 1] == b'>')
}

/// Writes `prefix dialect` followed by `.body` or `<body>` (upstream's
/// `printDialectSymbol`; the body is written as is).
pub(crate) fn write_dialect_symbol(out: &mut Out<'_>, prefix: &str, dialect: &[u8], body: &[u8]) {
    out.str(prefix);
    out.bytes(dialect);
    if is_pretty_dialect_symbol(body) {
        out.byte(b'.');
        out.bytes(body);
    } else {
        out.byte(b'<');
        out.bytes(body);
        out.byte(b'>');
    }
}

/// Writes `"0x"` and the upper-case hex digits of `data`, quoted.
pub(crate) fn write_hex_string(out: &mut Out<'_>, data: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.str("\"0x");
    let mut buf = Vec::with_capacity(data.len() * 2);
    for &b in data {
        buf.push(HEX[(b >> 4) as usize]);
        buf.push(HEX[(b & 15) as usize]);
    }
    out.bytes(&buf);
    out.byte(b'"');
}

/// The text of an integer element: `true`/`false` for 1-bit integers of
/// any signedness, else decimal (unsigned only for unsigned types).
fn int_element_text(value: &ApInt, kind: ElemKind) -> String {
    match kind {
        ElemKind::Int { width: 1, .. } | ElemKind::ComplexInt { width: 1, .. } => {
            (if value.is_zero() { "false" } else { "true" }).into()
        }
        ElemKind::Int { width, signedness } | ElemKind::ComplexInt { width, signedness } => {
            to_decimal(value, width, signedness != Signedness::Unsigned)
        }
        _ => to_decimal(value, 64, true),
    }
}

impl Printer<'_, '_> {
    /// Prints an attribute's own syntax with the given type elision (no
    /// alias lookup; see [`Printer::print_attribute_with`]).
    pub(crate) fn print_attribute_body(&mut self, attr: Attribute, elision: TypeElision) {
        crate::support::stack::deep(|| self.print_attribute_body_step(attr, elision))
    }

    /// One step of [`print_attribute_body`]'s recursion, on a stack with room for it.
    fn print_attribute_body_step(&mut self, attr: Attribute, elision: TypeElision) {
        let cx = self.cx;
        let Some(data) = cx.try_attr_data(attr) else {
            self.str("<<NULL ATTRIBUTE>>");
            return;
        };
        let typed: Option<Type> = match data {
            AttrData::Opaque { dialect, data, ty } => {
                write_dialect_symbol(&mut self.out, "#", cx.bytes_of(*dialect), data);
                Some(*ty)
            }
            AttrData::Unit => {
                self.str("unit");
                return;
            }
            AttrData::Dialect { def, params } => {
                self.print_dialect_symbol("#", def, params);
                return;
            }
            AttrData::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                self.str("distinct[");
                self.out.int(id);
                self.str("]<");
                if !matches!(cx.try_attr_data(*referenced), Some(AttrData::Unit)) {
                    self.print_attribute(*referenced);
                }
                self.str(">");
                return;
            }
            AttrData::Dictionary(entries) => {
                self.str("{");
                for (i, na) in entries.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_named_attribute(na);
                }
                self.str("}");
                None
            }
            AttrData::Integer { ty, value } => {
                let (width, sign) = match cx.try_type_data(*ty) {
                    Some(TypeData::Integer { width, signedness }) => (*width, *signedness),
                    _ => (64, Signedness::Signless),
                };
                let is_int = matches!(cx.try_type_data(*ty), Some(TypeData::Integer { .. }));
                if is_int && width == 1 && sign == Signedness::Signless {
                    self.str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let unsigned = is_int && sign == Signedness::Unsigned;
                self.str(&to_decimal(value, width, !unsigned));
                if elision == TypeElision::May && is_int && width == 64 && sign == Signedness::Signless {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { ty, value } => {
                let (text, _) = format_float(value);
                self.str(&text);
                if elision == TypeElision::May && matches!(cx.try_type_data(*ty), Some(TypeData::Float(FloatKind::F64)))
                {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                write_quoted(&mut self.out, value);
                Some(*ty)
            }
            AttrData::Array(elems) => {
                self.str("[");
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_attribute_elide_type(*e);
                }
                self.str("]");
                None
            }
            AttrData::AffineMap(m) => {
                self.str("affine_map<");
                self.print_affine_map(*m);
                self.str(">");
                return;
            }
            AttrData::IntegerSet(s) => {
                self.str("affine_set<");
                self.print_integer_set(*s);
                self.str(">");
                return;
            }
            AttrData::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrData::SymbolRef { root, nested } => {
                write_symbol_name(&mut self.out, cx.bytes_of(*root));
                for n in nested.iter() {
                    self.str("::");
                    let name = match cx.try_attr_data(*n) {
                        Some(AttrData::SymbolRef { root, .. }) => cx.bytes_of(*root),
                        _ => &[],
                    };
                    write_symbol_name(&mut self.out, name);
                }
                None
            }
            AttrData::DenseIntOrFloat(d) => {
                if self.should_elide(d.ty, d.splat) {
                    self.str("dense_resource<__elided__>");
                } else {
                    self.str("dense<");
                    self.print_dense_int_or_fp(d, true);
                    self.str(">");
                }
                Some(d.ty)
            }
            AttrData::DenseString(d) => {
                if self.should_elide(d.ty, d.splat) {
                    self.str("dense_resource<__elided__>");
                } else {
                    self.str("dense<");
                    self.print_dense_string(d);
                    self.str(">");
                }
                Some(d.ty)
            }
            AttrData::Sparse { ty, indices, values } => {
                let elide = [*indices, *values]
                    .iter()
                    .any(|&a| cx.dense_type_and_splat(a).is_some_and(|(t, s)| self.should_elide(t, s)));
                if elide {
                    self.str("dense_resource<__elided__>");
                } else {
                    self.str("sparse<");
                    let idx = cx.dense_data(*indices);
                    let count = idx.and_then(|d| cx.static_num_elements(d.ty)).unwrap_or(0);
                    if count != 0 {
                        if let Some(d) = idx {
                            self.print_dense_int_or_fp(d, false);
                        }
                        self.str(", ");
                        match cx.try_attr_data(*values) {
                            Some(AttrData::DenseIntOrFloat(v)) => self.print_dense_int_or_fp(v, true),
                            Some(AttrData::DenseString(v)) => self.print_dense_string(v),
                            _ => self.str("<<NULL ATTRIBUTE>>"),
                        }
                    }
                    self.str(">");
                }
                Some(*ty)
            }
            AttrData::StridedLayout { offset, strides } => {
                self.str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_int_or_question(*s);
                }
                self.str("]");
                if *offset != 0 {
                    self.str(", offset: ");
                    self.print_int_or_question(*offset);
                }
                self.str(">");
                None
            }
            AttrData::DenseArray(d) => {
                self.str("array<");
                self.print_type(d.elem);
                if d.len > 0 {
                    self.str(": ");
                    self.print_dense_array(d);
                }
                self.str(">");
                return;
            }
            AttrData::DenseResource { ty, key } => {
                self.str("dense_resource<");
                // Recorded for the file metadata section.
                self.print_resource_handle("builtin", cx.bytes_of(*key));
                self.str(">");
                Some(*ty)
            }
            AttrData::UnknownLoc
            | AttrData::FileLineColRange(_)
            | AttrData::NameLoc { .. }
            | AttrData::CallSiteLoc { .. }
            | AttrData::FusedLoc { .. } => {
                self.print_location(crate::attrs::Location(attr));
                None
            }
        };
        if elision != TypeElision::Must {
            if let Some(ty) = typed {
                if !cx.is_none_type(ty) {
                    self.str(" : ");
                    self.print_type(ty);
                }
            }
        }
    }

    /// `?` for a dynamic value, else the number.
    fn print_int_or_question(&mut self, v: i64) {
        if v == DYNAMIC {
            self.str("?");
        } else {
            self.out.int(v);
        }
    }

    /// Upstream's `OpPrintingFlags::shouldElideElementsAttr`.
    fn should_elide(&self, ty: Type, splat: bool) -> bool {
        match self.flags.elide_elements_limit {
            Some(limit) => {
                let n = self.cx.ranked_shape(ty).map_or(0, |(s, _)| s.iter().fold(1i64, |a, &d| a.wrapping_mul(d)));
                limit < n && !splat
            }
            None => false,
        }
    }

    /// The elements of a dense int/float attribute, nested by shape
    /// (upstream's `printDenseIntOrFPElementsAttr`); more than 100
    /// non-splat elements print as a hex string when `allow_hex`.
    pub(crate) fn print_dense_int_or_fp(&mut self, d: &DenseData, allow_hex: bool) {
        let cx = self.cx;
        let Some((shape, elem)) = cx.ranked_shape(d.ty) else { return };
        let n = num_elements(shape).unwrap_or(0);
        if !d.splat && allow_hex && n > HEX_THRESHOLD {
            write_hex_string(&mut self.out, &d.raw);
            return;
        }
        let kind = cx.elem_kind(elem);
        let shape = shape.to_vec();
        self.print_nested(&shape, d.splat, &mut |p: &mut Self, i| match kind {
            ElemKind::ComplexInt { .. } => {
                let (re, im) = p.cx.dense_complex_parts(d, i);
                p.str("(");
                p.str(&int_element_text(&re, kind));
                p.str(",");
                p.str(&int_element_text(&im, kind));
                p.str(")");
            }
            ElemKind::ComplexFloat(k) => {
                let (re, im) = p.cx.dense_complex_parts(d, i);
                p.str("(");
                p.str(&format_float(&ApFloat::from_bits(k, re.low_u128())).0);
                p.str(",");
                p.str(&format_float(&ApFloat::from_bits(k, im.low_u128())).0);
                p.str(")");
            }
            ElemKind::Float(k) => {
                let v = p.cx.dense_element_bits(d, i);
                p.str(&format_float(&ApFloat::from_bits(k, v.low_u128())).0);
            }
            _ => {
                let v = p.cx.dense_element_bits(d, i);
                p.str(&int_element_text(&v, kind));
            }
        });
    }

    /// The elements of a dense string attribute.
    pub(crate) fn print_dense_string(&mut self, d: &DenseStringData) {
        let Some((shape, _)) = self.cx.ranked_shape(d.ty) else { return };
        let shape = shape.to_vec();
        self.print_nested(&shape, d.splat, &mut |p: &mut Self, i| {
            let s = d.get(i as usize).unwrap_or(&[]);
            write_quoted(&mut p.out, s);
        });
    }

    /// Upstream's `printDenseElementsAttrImpl`: a splat prints its one
    /// element, an empty shape nothing, anything else nested brackets.
    fn print_nested(&mut self, shape: &[i64], splat: bool, elem: &mut dyn FnMut(&mut Self, u64)) {
        if splat {
            elem(self, 0);
            return;
        }
        let n = num_elements(shape).unwrap_or(0);
        if n == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..n as u64 {
            if idx != 0 {
                self.str(", ");
            }
            while open < rank {
                self.str("[");
                open += 1;
            }
            elem(self, idx);
            if rank > 0 {
                counter[rank - 1] += 1;
                for i in (1..rank).rev() {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open -= 1;
                        self.str("]");
                    }
                }
            }
        }
        while open > 0 {
            self.str("]");
            open -= 1;
        }
    }

    /// The elements of a dense array (upstream's `printDenseArrayAttr`).
    fn print_dense_array(&mut self, d: &crate::attrs::DenseArrayData) {
        let kind = self.cx.elem_kind(d.elem);
        let width = match kind {
            ElemKind::Int { width: 1, .. } => 8,
            k => k.bit_width().unwrap_or(8),
        };
        let size = (width / 8) as usize;
        for i in 0..d.len.max(0) as usize {
            if i > 0 {
                self.str(", ");
            }
            let start = (i * size).min(d.raw.len());
            let end = (start + size).min(d.raw.len());
            let v = ApInt::from_le_bytes(&d.raw[start..end], width);
            match kind {
                ElemKind::Float(k) => self.str(&format_float(&ApFloat::from_bits(k, v.low_u128())).0),
                ElemKind::Int { width: 1, .. } => self.str(if v.is_zero() { "false" } else { "true" }),
                _ => self.str(&int_element_text(&v, kind)),
            }
        }
    }
}
