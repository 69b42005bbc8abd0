//! Constructors and queries of the non-elements builtin attributes.

use super::{AttrData, Attribute, NamedAttribute};
use crate::affine::{AffineMap, IntegerSet};
use crate::context::Context;
use crate::types::{Type, TypeData};

impl Context {
    /// `unit`
    #[inline]
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    /// `true` / `false` (an `i1` integer attribute).
    pub fn bool_attr(&self, value: bool) -> Attribute {
        let i1 = self.integer_type(1, crate::types::Signedness::Signless);
        self.integer_attr(i1, value as i64)
    }

    /// A string attribute of type `none`.
    pub fn string_attr(&self, value: &[u8]) -> Attribute {
        self.string_attr_typed(value, self.none_type())
    }

    /// `[a, b, ...]`
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrData::Array(elems.into()))
    }

    /// A dictionary, sorted by name as upstream's `DictionaryAttr::get`
    /// (names compare as byte strings). Upstream requires unique names and
    /// does not check them in release builds; duplicates are kept here as
    /// they would be there.
    pub fn dictionary_attr(&self, entries: &[NamedAttribute]) -> Attribute {
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        let less = |a: &NamedAttribute, b: &NamedAttribute| self.bytes_of(a.name) < self.bytes_of(b.name);
        if v.len() == 2 {
            if !less(&v[0], &v[1]) {
                v.swap(0, 1);
            }
        } else if v.len() > 2 && v.windows(2).any(|w| less(&w[1], &w[0])) {
            self.sort_named_attrs(&mut v);
        }
        self.intern_attr(AttrData::Dictionary(v.into()))
    }

    /// Sorts named attributes by name bytes (a stable sort, as upstream).
    pub fn sort_named_attrs(&self, v: &mut [NamedAttribute]) {
        v.sort_by(|a, b| self.bytes_of(a.name).cmp(self.bytes_of(b.name)));
    }

    /// The entry of a dictionary attribute called `name`: upstream's
    /// binary search (`impl::findAttrSorted`), which also decides which
    /// entry answers when names repeat.
    pub fn dictionary_get(&self, dict: Attribute, name: &[u8]) -> Option<Attribute> {
        let Some(AttrData::Dictionary(entries)) = self.try_attr_data(dict) else { return None };
        let mut first = 0usize;
        let mut length = entries.len();
        while length > 0 {
            let half = length / 2;
            let mid = first + half;
            match self.bytes_of(entries[mid].name).cmp(name) {
                std::cmp::Ordering::Less => {
                    first = mid + 1;
                    length = length - half - 1;
                }
                std::cmp::Ordering::Greater => length = half,
                std::cmp::Ordering::Equal => return Some(entries[mid].value),
            }
        }
        None
    }

    /// A type used as an attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrData::Type(ty))
    }

    /// `@name`
    pub fn flat_symbol_ref_attr(&self, name: &[u8]) -> Attribute {
        let root = self.string_attr(name);
        self.intern_attr(AttrData::SymbolRef { root, nested: Box::new([]) })
    }

    /// `@root::@a::@b` (`nested` are flat symbol references).
    pub fn symbol_ref_attr(&self, root: &[u8], nested: &[Attribute]) -> Attribute {
        let root = self.string_attr(root);
        self.intern_attr(AttrData::SymbolRef { root, nested: nested.into() })
    }

    /// Whether `attr` is a flat symbol reference (no nested references).
    pub fn is_flat_symbol_ref(&self, attr: Attribute) -> bool {
        matches!(self.try_attr_data(attr), Some(AttrData::SymbolRef { nested, .. }) if nested.is_empty())
    }

    /// The root name, leaf name and nested references of a symbol
    /// reference.
    pub fn symbol_ref_parts(&self, attr: Attribute) -> Option<(&[u8], &[u8], &[Attribute])> {
        let AttrData::SymbolRef { root, nested } = self.try_attr_data(attr)? else { return None };
        let leaf = match nested.last() {
            Some(&n) => match self.try_attr_data(n) {
                Some(AttrData::SymbolRef { root, .. }) => self.bytes_of(*root),
                _ => &[],
            },
            None => self.bytes_of(*root),
        };
        Some((self.bytes_of(*root), leaf, nested))
    }

    /// `#dialect.data` / `#dialect<data>` with a type (`none` if untyped).
    pub fn opaque_attr(&self, dialect: &[u8], data: &[u8], ty: Type) -> Attribute {
        let dialect = self.identifier_bytes(dialect);
        self.intern_attr(AttrData::Opaque { dialect, data: data.into(), ty })
    }

    /// Upstream's `OpaqueAttr::verify`: the namespace is valid and its
    /// dialect is loaded or unregistered dialects are allowed.
    pub fn verify_opaque_attr(&self, dialect: &[u8], data: &[u8], ty: Type) -> Result<(), String> {
        let ident = self.identifier_bytes(dialect);
        let ns = crate::print::attr_to_string(self, ident);
        if !crate::types::is_valid_dialect_namespace(dialect) {
            return Err(format!("invalid dialect namespace '{ns}'"));
        }
        let loaded = std::str::from_utf8(dialect).ok().and_then(|n| self.loaded_dialect(n)).is_some();
        if !self.allows_unregistered_dialects() && !loaded {
            return Err(format!(
                "#{ns}<\"{}\"> : '{}' attribute created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt \
                 tool used",
                String::from_utf8_lossy(data),
                crate::print::type_to_string(self, ty)
            ));
        }
        Ok(())
    }

    /// Upstream's `OpaqueAttr::getChecked`: the attribute if
    /// [`Context::verify_opaque_attr`] accepts it, else its message.
    pub fn try_opaque_attr(&self, dialect: &[u8], data: &[u8], ty: Type) -> Result<Attribute, String> {
        self.verify_opaque_attr(dialect, data, ty)?;
        Ok(self.opaque_attr(dialect, data, ty))
    }

    /// `affine_map<...>`
    pub fn affine_map_attr(&self, map: AffineMap) -> Attribute {
        self.intern_attr(AttrData::AffineMap(map))
    }

    /// `affine_set<...>`
    pub fn integer_set_attr(&self, set: IntegerSet) -> Attribute {
        self.intern_attr(AttrData::IntegerSet(set))
    }

    /// `strided<[strides], offset: offset>` ([`crate::types::DYNAMIC`] for
    /// `?`).
    pub fn strided_layout_attr(&self, offset: i64, strides: &[i64]) -> Attribute {
        self.intern_attr(AttrData::StridedLayout { offset, strides: strides.into() })
    }

    /// A new distinct attribute wrapping `referenced`: never equal to any
    /// other attribute (upstream's `DistinctAttr::create`).
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct_id();
        self.intern_attr(AttrData::Distinct { referenced, id })
    }
}

impl Context {
    /// The type of a typed attribute (`None` for untyped kinds: upstream's
    /// `TypedAttr`, which covers integer, float, string, opaque and the
    /// elements attributes; dense arrays are not typed).
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.try_attr_data(attr)? {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::String { ty, .. } => Some(*ty),
            AttrData::Opaque { ty, .. } => Some(*ty),
            AttrData::DenseIntOrFloat(d) => Some(d.ty),
            AttrData::DenseString(d) => Some(d.ty),
            AttrData::DenseResource { ty, .. } | AttrData::Sparse { ty, .. } => Some(*ty),
            _ => None,
        }
    }

    /// Whether `ty` is `none`.
    pub fn is_none_type(&self, ty: Type) -> bool {
        matches!(self.try_type_data(ty), Some(TypeData::None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dictionaries_sort_and_look_up_by_name() {
        let cx = Context::new();
        let na = |n: &str, v| NamedAttribute { name: cx.identifier(n), value: v };
        let one = cx.integer_attr(cx.int(64), 1);
        let d = cx.dictionary_attr(&[na("b", one), na("a", cx.unit_attr()), na("c", one)]);
        let d2 = cx.dictionary_attr(&[na("a", cx.unit_attr()), na("c", one), na("b", one)]);
        assert_eq!(d, d2);
        assert_eq!(cx.dictionary_get(d, b"a"), Some(cx.unit_attr()));
        assert_eq!(cx.dictionary_get(d, b"zz"), None);
    }

    #[test]
    fn opaque_attributes_are_verified_as_upstream() {
        let cx = Context::new();
        let none = cx.none_type();
        // Messages as mlir-opt reports them.
        assert_eq!(cx.try_opaque_attr(b"a-b", b"c", none), Err("invalid dialect namespace '\"a-b\"'".into()));
        assert_eq!(cx.try_opaque_attr(b"", b"c", none), Err("invalid dialect namespace '\"\"'".into()));
        assert!(cx.try_opaque_attr(b"foo", b"x", cx.int(32)).unwrap_err().starts_with("#\"foo\"<\"x\"> : 'i32' attribute created with unregistered dialect."));
        cx.set_allow_unregistered_dialects(true);
        assert_eq!(cx.try_opaque_attr(b"foo", b"x", none), Ok(cx.opaque_attr(b"foo", b"x", none)));
    }

    #[test]
    fn distinct_attributes_are_never_equal() {
        let cx = Context::new();
        let u = cx.unit_attr();
        assert_ne!(cx.distinct_attr(u), cx.distinct_attr(u));
    }
}
