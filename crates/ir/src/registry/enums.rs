//! Enumerations as ODS defines them (`I32EnumAttr`, `I64EnumAttr`,
//! `BitEnumAttr`): named cases over an integer, stringified and parsed the
//! way ODS's generated `stringifyX` / `symbolizeX` do. An enum attribute
//! is an integer attribute of the enum's width; the declarative format
//! writes it as the case's keyword.

use std::sync::Arc;

use super::constraints::{AttrConstraint, AttrSyntax, Pred};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;

/// An enumeration.
#[derive(Debug)]
pub struct EnumDef {
    /// Its C++ name as upstream's parse errors spell it
    /// (`::mlir::arith::FastMathFlags`).
    pub cpp_name: &'static str,
    /// Its cases: name and value, in declaration order.
    pub cases: &'static [(&'static str, u64)],
    /// For a bit enum, the separator of combined cases (`|`, `,`); `None`
    /// for a plain enum.
    pub bits: Option<&'static str>,
    /// The width of the integer it is stored as (32 or 64).
    pub width: u32,
}

impl EnumDef {
    /// The text of `value` (upstream's `stringifyX`); `None` for a value
    /// that is not a case (or combination of cases).
    pub fn stringify(&self, value: u64) -> Option<String> {
        let Some(sep) = self.bits else {
            return self.cases.iter().find(|c| c.1 == value).map(|c| c.0.to_string());
        };
        if value == 0 {
            return Some(self.cases.iter().find(|c| c.1 == 0).map_or("none", |c| c.0).to_string());
        }
        let mut rest = value;
        let mut names = Vec::new();
        // Combined cases first, then single bits, each in declaration order.
        for single in [false, true] {
            for &(name, v) in self.cases {
                if v != 0 && (v.count_ones() == 1) == single && rest & v == v {
                    names.push(name);
                    rest &= !v;
                }
            }
        }
        (rest == 0).then(|| names.join(sep))
    }

    /// The value of `text` (upstream's `symbolizeX`).
    pub fn symbolize(&self, text: &str) -> Option<u64> {
        let Some(sep) = self.bits else {
            return self.cases.iter().find(|c| c.0 == text).map(|c| c.1);
        };
        if let Some(c) = self.cases.iter().find(|c| c.0 == text) {
            return Some(c.1);
        }
        let mut value = 0;
        for part in text.split(sep.trim()) {
            value |= self.cases.iter().find(|c| c.0 == part.trim())?.1;
        }
        Some(value)
    }

    /// Whether the cases combine as bits.
    pub fn is_bits(&self) -> bool {
        self.bits.is_some()
    }

    /// The case names, as upstream lists them in its parse error.
    pub fn case_list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }

    /// The attribute for `value`.
    pub fn attr(&self, cx: &Context, value: u64) -> Attribute {
        cx.integer_attr(cx.int(self.width), value as i64)
    }

    /// The value of an attribute of this enum.
    pub fn value(&self, cx: &Context, attr: Attribute) -> Option<u64> {
        let (v, ty) = cx.integer_attr_value(attr)?;
        (ty == cx.int(self.width)).then(|| v.sext_i64(self.width) as u64 & mask(self.width))
    }

    /// The constraint of an attribute of this enum (`description` is ODS's
    /// summary), written as a keyword by the declarative format.
    pub fn constraint(&'static self, description: &'static str) -> AttrConstraint {
        AttrConstraint {
            description: description.into(),
            storage: |d| matches!(d, AttrData::Integer { .. }),
            pred: Pred::Dyn(Arc::new(move |cx, a| {
                self.value(cx, a).is_some_and(|v| self.stringify(v).is_some())
            })),
            syntax: AttrSyntax::Enum(self),
        }
    }
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// Whether `s` can be written as a bare keyword.
pub fn is_keyword(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

#[cfg(test)]
mod tests {
    use super::*;

    static PRED: EnumDef = EnumDef { cpp_name: "P", cases: &[("eq", 0), ("ne", 1), ("slt", 2)], bits: None, width: 64 };
    static FLAGS: EnumDef =
        EnumDef { cpp_name: "F", cases: &[("none", 0), ("a", 1), ("b", 2), ("c", 4), ("ab", 3)], bits: Some(","), width: 32 };

    #[test]
    fn plain_enums_round_trip() {
        assert_eq!(PRED.stringify(2).as_deref(), Some("slt"));
        assert_eq!(PRED.symbolize("ne"), Some(1));
        assert_eq!(PRED.stringify(7), None);
        assert_eq!(PRED.symbolize("x"), None);
    }

    #[test]
    fn bit_enums_print_combined_cases_first() {
        assert_eq!(FLAGS.stringify(0).as_deref(), Some("none"));
        assert_eq!(FLAGS.stringify(7).as_deref(), Some("ab,c"));
        assert_eq!(FLAGS.stringify(5).as_deref(), Some("a,c"));
        assert_eq!(FLAGS.symbolize("a,c"), Some(5));
        assert_eq!(FLAGS.symbolize("a, b"), Some(3));
        assert_eq!(FLAGS.stringify(8), None);
    }
}
