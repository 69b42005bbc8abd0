//! Printing builtin types.

use super::Printer;
use crate::types::{Signedness, Type, TypeData, DYNAMIC};

impl Printer<'_, '_> {
    /// Prints a type's own syntax (no alias lookup; see
    /// [`Printer::print_type`]).
    pub(crate) fn print_type_body(&mut self, ty: Type) {
        let cx = self.cx;
        let Some(data) = cx.try_type_data(ty) else {
            self.str("<<NULL TYPE>>");
            return;
        };
        match data {
            TypeData::Integer { width, signedness } => {
                self.str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                self.out.int(*width);
            }
            TypeData::Index => self.str("index"),
            TypeData::Float(k) => self.str(k.keyword()),
            TypeData::None => self.str("none"),
            TypeData::Complex(e) => {
                self.str("complex<");
                self.print_type(*e);
                self.str(">");
            }
            TypeData::Vector { shape, scalable, elem } => {
                self.str("vector<");
                for (i, d) in shape.iter().enumerate() {
                    let s = scalable.get(i).copied().unwrap_or(false);
                    if s {
                        self.str("[");
                    }
                    self.out.int(*d);
                    if s {
                        self.str("]");
                    }
                    self.str("x");
                }
                self.print_type(*elem);
                self.str(">");
            }
            TypeData::RankedTensor { shape, elem, encoding } => {
                self.str("tensor<");
                self.print_dims(shape);
                self.print_type(*elem);
                if let Some(enc) = encoding {
                    self.str(", ");
                    self.print_attribute(*enc);
                }
                self.str(">");
            }
            TypeData::UnrankedTensor(e) => {
                self.str("tensor<*x");
                self.print_type(*e);
                self.str(">");
            }
            TypeData::MemRef { shape, elem, layout, memory_space } => {
                self.str("memref<");
                self.print_dims(shape);
                self.print_type(*elem);
                if !cx.is_identity_layout(*layout) {
                    self.str(", ");
                    self.print_attribute_elide_type(*layout);
                }
                if let Some(ms) = memory_space {
                    self.str(", ");
                    self.print_attribute_elide_type(*ms);
                }
                self.str(">");
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.str("memref<*x");
                self.print_type(*elem);
                if let Some(ms) = memory_space {
                    self.str(", ");
                    self.print_attribute_elide_type(*ms);
                }
                self.str(">");
            }
            TypeData::Tuple(elems) => {
                self.str("tuple<");
                for (i, t) in elems.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_type(*t);
                }
                self.str(">");
            }
            TypeData::Function { inputs, results } => {
                self.str("(");
                for (i, t) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_type(*t);
                }
                self.str(") -> ");
                let wrap =
                    results.len() != 1 || matches!(cx.try_type_data(results[0]), Some(TypeData::Function { .. }));
                if wrap {
                    self.str("(");
                }
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_type(*t);
                }
                if wrap {
                    self.str(")");
                }
            }
            TypeData::Opaque { dialect, data } => {
                super::attrs::write_dialect_symbol(&mut self.out, "!", cx.bytes_of(*dialect), data);
            }
            TypeData::Dialect { def, params } => self.print_dialect_symbol("!", def, params),
        }
    }

    /// A dialect type or attribute in full: `prefix` (`!` or `#`), the
    /// dialect and its mnemonic and body, as `dialect.mnemonic<...>` when the
    /// body is simple enough for this pretty form and as
    /// `dialect<mnemonic ...>` otherwise (upstream's `printDialectSymbol`).
    pub fn print_dialect_symbol(
        &mut self,
        prefix: &str,
        def: &crate::registry::attr_type::AttrTypeDef,
        params: &[crate::attrs::Attribute],
    ) {
        let outer = std::mem::replace(&mut self.out, super::Out::buffer());
        self.str(&def.mnemonic);
        self.print_dialect_params(def, params);
        let body = std::mem::replace(&mut self.out, outer).into_bytes();
        super::attrs::write_dialect_symbol(&mut self.out, prefix, def.dialect.as_bytes(), &body);
    }

    /// A dialect type's or attribute's parameters as its syntax writes them
    /// after the mnemonic.
    pub fn print_dialect_params(&mut self, def: &crate::registry::attr_type::AttrTypeDef, params: &[crate::attrs::Attribute]) {
        use crate::registry::attr_type::{ParamKind, ParamsSyntax};
        if let Some(print) = def.print {
            print(self, params);
            return;
        }
        if params.is_empty() {
            return;
        }
        let angled = def.params_syntax == ParamsSyntax::Angled;
        if angled {
            self.str("<");
        }
        for (i, (&a, pd)) in params.iter().zip(&def.params).enumerate() {
            if !angled {
                self.str(" ");
            } else if i > 0 {
                self.str(", ");
            }
            match (pd.kind, self.cx.try_attr_data(a)) {
                (ParamKind::Type, Some(crate::attrs::AttrData::Type(t))) => self.print_type(*t),
                (ParamKind::Enum(e), _) => match e.value(self.cx, a).and_then(|v| e.stringify(v)) {
                    Some(text) => self.str(&text),
                    None => self.print_attribute(a),
                },
                _ => self.print_attribute(a),
            }
        }
        if angled {
            self.str(">");
        }
    }

    /// `2x?x` for a ranked shape (`?` for a dynamic size).
    fn print_dims(&mut self, shape: &[i64]) {
        for d in shape {
            if *d == DYNAMIC {
                self.str("?");
            } else {
                self.out.int(*d);
            }
            self.str("x");
        }
    }
}
