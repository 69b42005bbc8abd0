//! Constructors of the basic builtin attributes.

use super::{AttrData, Attribute, NamedAttribute};
use crate::context::Context;
use crate::support::apint::ApInt;
use crate::types::{Type, TypeData};

impl Context {
    /// `unit`
    #[inline]
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    /// An integer attribute of an integer or index type from a 64-bit value
    /// (truncated to the type's width, as upstream's `IntegerAttr::get`).
    pub fn integer_attr(&self, ty: Type, value: i64) -> Attribute {
        let width = match self.try_type_data(ty) {
            Some(TypeData::Integer { width, .. }) => *width,
            _ => 64,
        };
        self.intern_attr(AttrData::Integer { ty, value: ApInt::from_i64(value, width) })
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

    /// A dictionary; entries are sorted by name. Later duplicates of a name
    /// are dropped (the first wins).
    pub fn dictionary_attr(&self, entries: &[NamedAttribute]) -> Attribute {
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        self.sort_named_attrs(&mut v);
        v.dedup_by(|b, a| a.name == b.name);
        self.intern_attr(AttrData::Dictionary(v.into()))
    }

    /// Sorts named attributes by name bytes (a stable sort, as upstream).
    pub fn sort_named_attrs(&self, v: &mut [NamedAttribute]) {
        v.sort_by(|a, b| self.bytes_of(a.name).cmp(self.bytes_of(b.name)));
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

    /// `@root::@a::@b`
    pub fn symbol_ref_attr(&self, root: &[u8], nested: &[Attribute]) -> Attribute {
        let root = self.string_attr(root);
        self.intern_attr(AttrData::SymbolRef { root, nested: nested.into() })
    }
}

impl Context {
    /// The type of a typed attribute (`None` for untyped kinds).
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.try_attr_data(attr)? {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::String { ty, .. } => Some(*ty),
            AttrData::Opaque { ty, .. } => Some(*ty),
            AttrData::DenseIntOrFloat(d) => Some(d.ty),
            AttrData::DenseString(d) => Some(d.ty),
            AttrData::DenseResource { ty, .. } | AttrData::Sparse { ty, .. } => Some(*ty),
            AttrData::DenseArray(d) => {
                let len = d.len;
                Some(self.intern_type(TypeData::RankedTensor { shape: Box::new([len]), elem: d.elem, encoding: None }))
            }
            _ => None,
        }
    }
}
