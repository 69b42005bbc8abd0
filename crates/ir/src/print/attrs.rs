//! Printing builtin attributes.

use super::{Out, Printer};
use crate::attrs::{AttrData, Attribute};
use crate::types::{Signedness, TypeData};

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
        out.byte(b'"');
        write_escaped(out, s);
        out.byte(b'"');
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

impl Printer<'_, '_> {
    /// Prints an attribute's own syntax with the given type elision (no
    /// alias lookup; see [`Printer::print_attribute_with`]).
    pub(crate) fn print_attribute_body(&mut self, attr: Attribute, elision: TypeElision) {
        let cx = self.cx;
        let Some(data) = cx.try_attr_data(attr) else {
            self.str("<<NULL ATTRIBUTE>>");
            return;
        };
        let typed = match data {
            AttrData::Unit => {
                self.str("unit");
                return;
            }
            AttrData::Integer { ty, value } => {
                let (width, sign) = match cx.try_type_data(*ty) {
                    Some(TypeData::Integer { width, signedness }) => (*width, *signedness),
                    _ => (64, Signedness::Signless),
                };
                if width == 1 && sign == Signedness::Signless {
                    self.str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let unsigned = sign == Signedness::Unsigned;
                let text = crate::support::apint_fmt::to_decimal(value, width, !unsigned);
                self.str(&text);
                if elision == TypeElision::May && width == 64 && sign == Signedness::Signless && cx.is_integer(*ty, 64) {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { ty, bits } => {
                let (text, hex) = crate::support::float_fmt::format_float_attr(cx, *ty, bits);
                self.str(&text);
                let is_f64 = matches!(cx.try_type_data(*ty), Some(TypeData::Float(crate::types::FloatKind::F64)));
                if elision == TypeElision::May && is_f64 && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                self.out.byte(b'"');
                write_escaped(&mut self.out, value);
                self.out.byte(b'"');
                Some(*ty)
            }
            AttrData::Array(elems) => {
                self.str("[");
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_attribute(*e);
                }
                self.str("]");
                None
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
            AttrData::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrData::SymbolRef { root, nested } => {
                write_symbol_name(&mut self.out, cx.bytes_of(*root));
                for n in nested.iter() {
                    self.str("::");
                    if let Some(AttrData::SymbolRef { root, .. }) = cx.try_attr_data(*n) {
                        write_symbol_name(&mut self.out, cx.bytes_of(*root));
                    }
                }
                None
            }
            AttrData::Opaque { dialect, data, ty } => {
                self.str("#");
                self.out.bytes(cx.bytes_of(*dialect));
                self.str("<\"");
                write_escaped(&mut self.out, data.as_bytes());
                self.str("\">");
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
            _ => {
                self.print_attribute_extended(attr, data);
                return;
            }
        };
        if elision != TypeElision::Must {
            if let Some(ty) = typed {
                if !matches!(cx.try_type_data(ty), Some(TypeData::None)) {
                    self.str(" : ");
                    self.print_type(ty);
                }
            }
        }
    }

    /// Attribute kinds printed by the builtin-attributes module (dense
    /// elements, affine, strided layouts, distinct, ...).
    fn print_attribute_extended(&mut self, _attr: Attribute, data: &AttrData) {
        self.str(&format!("<<{:?}>>", std::mem::discriminant(data)));
    }
}
