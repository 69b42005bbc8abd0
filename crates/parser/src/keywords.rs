//! Keywords of the textual format (upstream's `TokenKinds.def`) and their
//! lookup, by length and first byte so that an identifier is compared with
//! at most a few candidates.

/// Keywords of the textual format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Kw {
    AffineMap,
    AffineSet,
    Array,
    Attributes,
    Bf16,
    Ceildiv,
    Complex,
    Dense,
    DenseResource,
    Distinct,
    F16,
    F32,
    F64,
    F80,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E8M0FNU,
    F128,
    False,
    Floordiv,
    For,
    Func,
    Index,
    Loc,
    Max,
    Memref,
    Min,
    Mod,
    None,
    Offset,
    Size,
    Sparse,
    Step,
    Strided,
    Symbol,
    Tensor,
    Tf32,
    To,
    Token,
    True,
    Tuple,
    Type,
    Unit,
    Vector,
}

/// The keyword spelled `s`, if any.
#[inline]
pub fn keyword(s: &[u8]) -> Option<Kw> {
    let &first = s.first()?;
    let kw = match (s.len(), first) {
        (2, b't') if s == b"to" => Kw::To,
        (3, b'f') => match s {
            b"f16" => Kw::F16,
            b"f32" => Kw::F32,
            b"f64" => Kw::F64,
            b"f80" => Kw::F80,
            b"for" => Kw::For,
            _ => return None,
        },
        (3, b'l') if s == b"loc" => Kw::Loc,
        (3, b'm') => match s {
            b"max" => Kw::Max,
            b"min" => Kw::Min,
            b"mod" => Kw::Mod,
            _ => return None,
        },
        (4, b'b') if s == b"bf16" => Kw::Bf16,
        (4, b'f') => match s {
            b"f128" => Kw::F128,
            b"func" => Kw::Func,
            _ => return None,
        },
        (4, b'n') if s == b"none" => Kw::None,
        (4, b's') => match s {
            b"size" => Kw::Size,
            b"step" => Kw::Step,
            _ => return None,
        },
        (4, b't') => match s {
            b"tf32" => Kw::Tf32,
            b"true" => Kw::True,
            b"type" => Kw::Type,
            _ => return None,
        },
        (4, b'u') if s == b"unit" => Kw::Unit,
        (5, b'a') if s == b"array" => Kw::Array,
        (5, b'd') if s == b"dense" => Kw::Dense,
        (5, b'f') if s == b"false" => Kw::False,
        (5, b'i') if s == b"index" => Kw::Index,
        (5, b't') => match s {
            b"token" => Kw::Token,
            b"tuple" => Kw::Tuple,
            _ => return None,
        },
        (6, b'f') => match s {
            b"f8E5M2" => Kw::F8E5M2,
            b"f8E4M3" => Kw::F8E4M3,
            b"f8E3M4" => Kw::F8E3M4,
            _ => return None,
        },
        (6, b'm') if s == b"memref" => Kw::Memref,
        (6, b'o') if s == b"offset" => Kw::Offset,
        (6, b's') => match s {
            b"sparse" => Kw::Sparse,
            b"symbol" => Kw::Symbol,
            _ => return None,
        },
        (6, b't') if s == b"tensor" => Kw::Tensor,
        (6, b'v') if s == b"vector" => Kw::Vector,
        (7, b'c') => match s {
            b"ceildiv" => Kw::Ceildiv,
            b"complex" => Kw::Complex,
            _ => return None,
        },
        (7, b's') if s == b"strided" => Kw::Strided,
        (8, b'd') if s == b"distinct" => Kw::Distinct,
        (8, b'f') => match s {
            b"f8E4M3FN" => Kw::F8E4M3FN,
            b"f4E2M1FN" => Kw::F4E2M1FN,
            b"f6E2M3FN" => Kw::F6E2M3FN,
            b"f6E3M2FN" => Kw::F6E3M2FN,
            b"floordiv" => Kw::Floordiv,
            _ => return None,
        },
        (9, b'f') if s == b"f8E8M0FNU" => Kw::F8E8M0FNU,
        (10, b'a') => match s {
            b"affine_map" => Kw::AffineMap,
            b"affine_set" => Kw::AffineSet,
            b"attributes" => Kw::Attributes,
            _ => return None,
        },
        (10, b'f') => match s {
            b"f8E5M2FNUZ" => Kw::F8E5M2FNUZ,
            b"f8E4M3FNUZ" => Kw::F8E4M3FNUZ,
            _ => return None,
        },
        (13, b'f') if s == b"f8E4M3B11FNUZ" => Kw::F8E4M3B11FNUZ,
        (14, b'd') if s == b"dense_resource" => Kw::DenseResource,
        _ => return None,
    };
    Some(kw)
}

/// Every keyword's spelling (for tests).
#[cfg(test)]
pub(crate) const SPELLINGS: &[(&str, Kw)] = &[
    ("affine_map", Kw::AffineMap),
    ("affine_set", Kw::AffineSet),
    ("array", Kw::Array),
    ("attributes", Kw::Attributes),
    ("bf16", Kw::Bf16),
    ("ceildiv", Kw::Ceildiv),
    ("complex", Kw::Complex),
    ("dense", Kw::Dense),
    ("dense_resource", Kw::DenseResource),
    ("distinct", Kw::Distinct),
    ("f16", Kw::F16),
    ("f32", Kw::F32),
    ("f64", Kw::F64),
    ("f80", Kw::F80),
    ("f8E5M2", Kw::F8E5M2),
    ("f8E4M3", Kw::F8E4M3),
    ("f8E4M3FN", Kw::F8E4M3FN),
    ("f8E5M2FNUZ", Kw::F8E5M2FNUZ),
    ("f8E4M3FNUZ", Kw::F8E4M3FNUZ),
    ("f8E4M3B11FNUZ", Kw::F8E4M3B11FNUZ),
    ("f8E3M4", Kw::F8E3M4),
    ("f4E2M1FN", Kw::F4E2M1FN),
    ("f6E2M3FN", Kw::F6E2M3FN),
    ("f6E3M2FN", Kw::F6E3M2FN),
    ("f8E8M0FNU", Kw::F8E8M0FNU),
    ("f128", Kw::F128),
    ("false", Kw::False),
    ("floordiv", Kw::Floordiv),
    ("for", Kw::For),
    ("func", Kw::Func),
    ("index", Kw::Index),
    ("loc", Kw::Loc),
    ("max", Kw::Max),
    ("memref", Kw::Memref),
    ("min", Kw::Min),
    ("mod", Kw::Mod),
    ("none", Kw::None),
    ("offset", Kw::Offset),
    ("size", Kw::Size),
    ("sparse", Kw::Sparse),
    ("step", Kw::Step),
    ("strided", Kw::Strided),
    ("symbol", Kw::Symbol),
    ("tensor", Kw::Tensor),
    ("tf32", Kw::Tf32),
    ("to", Kw::To),
    ("token", Kw::Token),
    ("true", Kw::True),
    ("tuple", Kw::Tuple),
    ("type", Kw::Type),
    ("unit", Kw::Unit),
    ("vector", Kw::Vector),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_keyword_is_found_and_nothing_else() {
        for &(s, k) in SPELLINGS {
            assert_eq!(keyword(s.as_bytes()), Some(k), "{s}");
            let mut longer = s.as_bytes().to_vec();
            longer.push(b'x');
            assert_eq!(keyword(&longer), None);
            assert_eq!(keyword(&s.as_bytes()[..s.len() - 1]), None);
        }
        assert_eq!(keyword(b""), None);
        assert_eq!(keyword(b"value"), None);
    }
}
