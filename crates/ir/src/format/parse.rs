//! Parses an operation with its compiled format, as ODS's generated
//! parsers do: elements in order, then the types the format does not write
//! (from type traits, buildable types or `InferTypeOpInterface`), then
//! operand resolution group by group.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use smallvec::SmallVec;

use super::{CustomArg, CustomParsed, Elem, Format, OptionalGroup, TypeRef, TypeSource};
use crate::asm::{Delimiter, OpAsmParser, SourcePos, UnresolvedOperand};
use crate::attrs::{AttrData, Attribute, NamedAttribute};
use crate::ir::{BlockId, OperationState, RegionId};
use crate::registry::constraints::AttrSyntax;
use crate::registry::interfaces::{InferInput, InferTypeOpInterface};
use crate::registry::{Arity, OpDef};
use crate::types::Type;

const PUNCT_START: &[u8] = b"-:,=<>(){}[]?+*|.";

fn is_punct(l: &str) -> bool {
    PUNCT_START.contains(&l.as_bytes()[0])
}

/// Per-group state of a parse; most ops have a handful of groups, kept
/// inline.
type Groups<T> = SmallVec<[T; 4]>;

/// The values of one group (most groups hold one; no allocation then).
type One<T> = smallvec::SmallVec<[T; 1]>;

struct PState {
    operands: Groups<One<UnresolvedOperand>>,
    operand_pos: Groups<SourcePos>,
    /// The group sizes of `VariadicOfVariadic` operands, by operand group.
    operand_segments: Groups<Option<Vec<i32>>>,
    all_operands: Option<(Vec<UnresolvedOperand>, SourcePos)>,
    operand_types: Groups<Option<One<Type>>>,
    result_types: Groups<Option<One<Type>>>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    attrs: Groups<Option<Attribute>>,
    regions: Groups<Vec<RegionId>>,
    successors: Groups<Vec<BlockId>>,
    all_regions: Option<Vec<RegionId>>,
    all_successors: Option<Vec<BlockId>>,
    seen_clauses: Vec<bool>,
}

struct Run<'d, 'p> {
    def: &'d OpDef,
    format: &'d Format,
    p: &'p mut dyn OpAsmParser,
    st: PState,
}

type R<T = ()> = Result<T, ()>;

/// Parses an operation of `def` written with `format` into `state`.
pub fn parse_op(p: &mut dyn OpAsmParser, def: &OpDef, format: &Format, state: &mut OperationState) -> R {
    let n_ops = def.operands.len();
    let n_res = def.results.len();
    let mut run = Run {
        def,
        format,
        p,
        st: PState {
            operands: smallvec::smallvec![One::new(); n_ops],
            operand_pos: smallvec::smallvec![0; n_ops],
            operand_segments: smallvec::smallvec![None; n_ops],
            all_operands: None,
            operand_types: smallvec::smallvec![None; n_ops],
            result_types: smallvec::smallvec![None; n_res],
            all_operand_types: None,
            all_result_types: None,
            attrs: smallvec::smallvec![None; def.attributes.len()],
            regions: smallvec::smallvec![Vec::new(); def.regions.len()],
            successors: smallvec::smallvec![Vec::new(); def.successors.len()],
            all_regions: None,
            all_successors: None,
            seen_clauses: Vec::new(),
        },
    };
    let start = run.p.current_pos();
    for e in &format.elems {
        run.elem(e, state)?;
    }
    run.finish(state, start)
}

impl Run<'_, '_> {
    fn elem(&mut self, e: &Elem, state: &mut OperationState) -> R {
        match e {
            Elem::Literal(l) => {
                if is_punct(l) {
                    self.p.parse_punct(l)
                } else {
                    self.p.parse_keyword(l)
                }
            }
            Elem::Space | Elem::NoSpace | Elem::Newline | Elem::Hidden(_) => Ok(()),
            Elem::Operand(i) => {
                let i = *i;
                self.st.operand_pos[i] = self.p.current_pos();
                match self.def.operands[i].arity {
                    Arity::Single => {
                        let o = self.p.parse_operand()?;
                        self.st.operands[i].push(o);
                    }
                    Arity::Optional => {
                        if let Some(o) = self.p.parse_optional_operand()? {
                            self.st.operands[i].push(o);
                        }
                    }
                    Arity::Variadic => {
                        let mut v = Vec::new();
                        self.p.parse_operand_list(Delimiter::None, &mut v)?;
                        self.st.operands[i] = v.into();
                    }
                    // Parenthesized groups: `(%a, %b), (), (%c)`.
                    Arity::VariadicOfVariadic(_) => {
                        let mut v = Vec::new();
                        let mut sizes = Vec::new();
                        while self.p.parse_optional_punct("(") {
                            let before = v.len();
                            self.p.parse_operand_list(Delimiter::None, &mut v)?;
                            self.p.parse_punct(")")?;
                            sizes.push((v.len() - before) as i32);
                            if !self.p.parse_optional_comma() {
                                break;
                            }
                        }
                        self.st.operands[i] = v.into();
                        self.st.operand_segments[i] = Some(sizes);
                    }
                }
                Ok(())
            }
            Elem::Operands => {
                let pos = self.p.current_pos();
                let mut v = Vec::new();
                self.p.parse_operand_list(Delimiter::None, &mut v)?;
                self.st.all_operands = Some((v, pos));
                Ok(())
            }
            Elem::Attr(i) | Elem::QualifiedAttr(i) => {
                let a = self.parse_attr(*i)?;
                self.st.attrs[*i] = Some(a);
                Ok(())
            }
            Elem::Region(i) => {
                if self.def.regions[*i].variadic {
                    if let Some(r) = self.p.parse_optional_region()? {
                        self.add_region(*i, r);
                        while self.p.parse_optional_comma() {
                            let r = self.p.parse_region()?;
                            self.add_region(*i, r);
                        }
                    }
                } else {
                    let r = self.p.parse_region()?;
                    self.add_region(*i, r);
                }
                Ok(())
            }
            Elem::Regions => {
                let mut v = Vec::new();
                if let Some(r) = self.p.parse_optional_region()? {
                    v.push(r);
                    while self.p.parse_optional_comma() {
                        v.push(self.p.parse_region()?);
                    }
                }
                self.st.all_regions = Some(v);
                Ok(())
            }
            Elem::Successor(i) => {
                let variadic = self.def.successors[*i].variadic;
                let mut v = Vec::new();
                if variadic {
                    if let Some(b) = self.p.parse_optional_successor()? {
                        v.push(b);
                        while self.p.parse_optional_comma() {
                            v.push(self.p.parse_successor()?);
                        }
                    }
                } else {
                    v.push(self.p.parse_successor()?);
                }
                self.st.successors[*i] = v;
                Ok(())
            }
            Elem::Successors => {
                let mut v = Vec::new();
                if let Some(b) = self.p.parse_optional_successor()? {
                    v.push(b);
                    while self.p.parse_optional_comma() {
                        v.push(self.p.parse_successor()?);
                    }
                }
                self.st.all_successors = Some(v);
                Ok(())
            }
            Elem::AttrDict(kw) => {
                let pos = self.p.current_pos();
                let first = state.attributes.len();
                if *kw {
                    self.p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
                } else {
                    self.p.parse_optional_attr_dict(&mut state.attributes)?;
                }
                if let Err(msg) = self.def.verify_inherent_attrs(self.p.context(), &state.attributes[first..]) {
                    self.p.emit_error_at(pos, &msg);
                    return Err(());
                }
                Ok(())
            }
            Elem::PropDict => {
                if let Some(props) = self.p.parse_optional_prop_dict()? {
                    self.check_prop_keys(props)?;
                    state.properties = Some(props);
                }
                Ok(())
            }
            Elem::Type(r, qualified) => {
                let arity = self.arity(*r);
                let types = match arity {
                    Arity::Single => {
                        let pos = self.p.current_pos();
                        let t = self.p.parse_type()?;
                        // `qualified(type(...))` parses any type; the
                        // verifier checks it.
                        if !qualified {
                            self.check_class(*r, t, pos)?;
                        }
                        vec![t]
                    }
                    Arity::Optional => self.p.parse_optional_type()?.into_iter().collect(),
                    // `parseTypeList`: at least one type.
                    Arity::Variadic => {
                        let mut v = Vec::new();
                        self.p.parse_type_list(&mut v)?;
                        v
                    }
                    // Parenthesized groups: `(i32, i64), (), (f32)`.
                    Arity::VariadicOfVariadic(_) => {
                        let mut v = Vec::new();
                        while self.p.parse_optional_punct("(") {
                            if !self.p.parse_optional_punct(")") {
                                self.p.parse_type_list(&mut v)?;
                                self.p.parse_punct(")")?;
                            }
                            if !self.p.parse_optional_comma() {
                                break;
                            }
                        }
                        v
                    }
                };
                self.set_types(*r, types);
                Ok(())
            }
            Elem::FunctionalType(a, b) => {
                let pos = self.p.current_pos();
                let t = self.p.parse_type()?;
                let cx = self.p.context();
                let Some(crate::types::TypeData::Function { inputs, results }) = cx.try_type_data(t) else {
                    let found = crate::print::type_to_string(cx, t);
                    self.p.emit_error_at(pos, &format!("invalid kind of type specified: expected builtin.function, but found '{found}'"));
                    return Err(());
                };
                let (inputs, results) = (inputs.to_vec(), results.to_vec());
                self.set_types(*a, inputs);
                self.set_types(*b, results);
                Ok(())
            }
            Elem::Custom(d, args) => self.custom(*d, args).map(|_| ()),
            Elem::Ref(_) => Ok(()),
            Elem::Optional(g) => self.optional(g, state),
            Elem::OIList(clauses) => {
                if self.st.seen_clauses.len() < clauses.len() {
                    self.st.seen_clauses = vec![false; clauses.len()];
                }
                'outer: loop {
                    for (k, cl) in clauses.iter().enumerate() {
                        let pos = self.p.name_pos();
                        let hit =
                            if is_punct(&cl.keyword) { self.p.parse_optional_punct(&cl.keyword) } else { self.p.parse_optional_keyword(&cl.keyword) };
                        if hit {
                            if self.st.seen_clauses[k] {
                                self.p.emit_error_at(
                                    pos,
                                    &format!("`{}` clause can appear at most once in the expansion of the oilist directive", cl.keyword),
                                );
                                return Err(());
                            }
                            self.st.seen_clauses[k] = true;
                            // The clause's elements start with its keyword.
                            let kw = cl.elems.iter().position(|e| matches!(e, Elem::Literal(_))).map_or(0, |i| i + 1);
                            for e in &cl.elems[kw..] {
                                self.elem(e, state)?;
                            }
                            self.set_unit_anchors(&cl.elems);
                            continue 'outer;
                        }
                    }
                    break;
                }
                Ok(())
            }
        }
    }

    fn arity(&self, r: TypeRef) -> Arity {
        match r {
            TypeRef::Operand(i) => self.def.operands[i].arity,
            TypeRef::Result(i) => self.def.results[i].arity,
            _ => Arity::Variadic,
        }
    }

    /// An enum attribute written as a keyword or a string (ODS's enum
    /// parser); `required` reports a missing one.
    fn parse_enum(&mut self, e: &crate::registry::enums::EnumDef, name: &str, required: bool) -> R<Option<Attribute>> {
        let pos = self.p.current_pos();
        // Only a case's own keyword is taken as a keyword (ODS passes the
        // valid keyword cases to `parseOptionalKeyword`).
        let keyword = e
            .cases
            .iter()
            .map(|c| c.0)
            .find(|&c| crate::registry::enums::is_keyword(c) && self.p.parse_optional_keyword(c));
        let text = match keyword {
            Some(k) => Some(k.to_string()),
            None => self.p.parse_optional_string()?.map(|s| String::from_utf8_lossy(&s).into_owned()),
        };
        let Some(text) = text else {
            if required {
                let msg = format!(
                    "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                    e.case_list()
                );
                self.p.emit_error_at(pos, &msg);
                return Err(());
            }
            return Ok(None);
        };
        match e.symbolize(&text) {
            Some(v) => Ok(Some(e.attr(self.p.context(), v))),
            None => {
                self.p.emit_error_at(pos, &format!("invalid {name} attribute specification: \"{text}\""));
                Err(())
            }
        }
    }

    /// Adds a parsed region to group `i`: an implicit terminator is added
    /// (`ensureTerminator`) or an empty single-block region gets its block
    /// (`emplaceBlock`), as ODS's parsers do.
    fn add_region(&mut self, i: usize, r: RegionId) {
        if let Some(term) = self.format.implicit_terminator {
            self.p.ensure_terminator(r, term);
        } else if self.format.single_block {
            self.p.ensure_entry_block(r);
        }
        self.st.regions[i].push(r);
    }

    /// `prop-dict` takes only the op's own properties (upstream's
    /// `setPropertiesFromParsedAttr`).
    fn check_prop_keys(&mut self, props: Attribute) -> R {
        let cx = self.p.context();
        let Some(crate::attrs::AttrData::Dictionary(entries)) = cx.try_attr_data(props) else {
            let text = crate::print::attr_to_string(cx, props);
            let msg = format!("invalid properties {text} for op {}: expected DictionaryAttr to set properties", self.def.name);
            let pos = self.p.name_pos();
            self.p.emit_plain_error_at(pos, &msg);
            return Err(());
        };
        if let Some(na) = entries.iter().find(|na| !self.def.has_inherent(cx.bytes_of(na.name))) {
            let text = crate::print::attr_to_string(cx, props);
            let key = crate::print::attr_to_string(cx, na.name);
            let msg = format!(
                "invalid properties {text} for op {}: unknown key '{key}' when parsing properties dictionary",
                self.def.name
            );
            let pos = self.p.name_pos();
            self.p.emit_plain_error_at(pos, &msg);
            return Err(());
        }
        Ok(())
    }

    /// Checks a parsed type against its constraint's type class, as ODS's
    /// `parseCustomTypeWithFallback<Class>`.
    fn check_class(&mut self, r: TypeRef, t: Type, pos: SourcePos) -> R {
        let c = match r {
            TypeRef::Operand(i) => &self.def.operands[i].constraint,
            TypeRef::Result(i) => &self.def.results[i].constraint,
            _ => return Ok(()),
        };
        let Some(class) = c.class else {
            if c.kind.is_some_and(|k| !k(self.p.context(), t)) {
                self.p.emit_error_at(pos, "invalid kind of type specified");
                return Err(());
            }
            return Ok(());
        };
        let cx = self.p.context();
        let ok = match c.kind {
            Some(k) => k(cx, t),
            None => c.accepts(cx, t),
        };
        if ok {
            return Ok(());
        }
        let found = crate::print::type_to_string(cx, t);
        self.p.emit_error_at(pos, &format!("invalid kind of type specified: expected {class}, but found '{found}'"));
        Err(())
    }

    fn set_types(&mut self, r: TypeRef, types: Vec<Type>) {
        match r {
            TypeRef::Operand(i) => self.st.operand_types[i] = Some(types.into()),
            TypeRef::Result(i) => self.st.result_types[i] = Some(types.into()),
            TypeRef::Operands => self.st.all_operand_types = Some(types),
            TypeRef::Results => self.st.all_result_types = Some(types),
        }
    }

    fn parse_attr(&mut self, i: usize) -> R<Attribute> {
        let c = &self.def.attributes[i].constraint;
        let pos = self.p.current_pos();
        let a = match &c.syntax {
            AttrSyntax::SymbolName => return self.p.parse_symbol_name(),
            AttrSyntax::Typed(ty) => {
                let t = ty(self.p.context());
                self.p.parse_attribute(Some(t))?
            }
            AttrSyntax::Dialect(k) => return self.p.parse_stripped_attr(k),
            AttrSyntax::Enum(e) => {
                let name = &self.def.attributes[i].name;
                return self.parse_enum(e, name, true).and_then(|a| a.ok_or(()));
            }
            AttrSyntax::DenseI32Array => {
                self.p.parse_punct("[")?;
                return self.parse_dense_int_array(false);
            }
            AttrSyntax::DenseI64Array => {
                self.p.parse_punct("[")?;
                return self.parse_dense_int_array(true);
            }
            // ODS `BoolAttr`'s `valueType` is `i1`: parsed as an attribute
            // of that type (`parseAttribute(attr, i1)`), so `1` is `true`.
            AttrSyntax::Bool => {
                let i1 = self.p.context().int(1);
                self.p.parse_attribute(Some(i1))?
            }
            AttrSyntax::Plain | AttrSyntax::Unit => self.p.parse_attribute(None)?,
        };
        let cx = self.p.context();
        if !c.storage_accepts(cx, a) {
            self.p.emit_error_at(pos, "invalid kind of attribute specified");
            return Err(());
        }
        Ok(a)
    }

    /// The rest of `[1, 2]` after `[` (`DenseI32ArrayAttr::parse`, or
    /// `DenseI64ArrayAttr::parse` when `wide`).
    fn parse_dense_int_array(&mut self, wide: bool) -> R<Attribute> {
        let mut raw = Vec::new();
        if !self.p.parse_optional_punct("]") {
            loop {
                // After a bad element upstream still looks for the `]`
                // (`DenseArrayAttr::parse` ignores the list's failure).
                let pos = self.p.current_pos();
                let Ok(v) = self.p.parse_integer() else {
                    let _ = self.p.parse_punct("]");
                    return Err(());
                };
                if wide {
                    raw.extend(v.to_le_bytes());
                } else {
                    let Ok(v) = i32::try_from(v) else {
                        self.p.emit_error_at(pos, "integer value too large");
                        let _ = self.p.parse_punct("]");
                        return Err(());
                    };
                    raw.extend(v.to_le_bytes());
                }
                if !self.p.parse_optional_comma() {
                    break;
                }
            }
            self.p.parse_punct("]")?;
        }
        let kind = if wide { crate::attrs::dense_array::DenseArrayKind::I64 } else { crate::attrs::dense_array::DenseArrayKind::I32 };
        Ok(self.p.context().dense_array_attr(kind, &raw))
    }

    /// Runs a custom directive's parser; returns whether it parsed
    /// something (what an optional group guarded by it asks).
    fn custom(&mut self, d: super::CustomDirective, args: &[Elem]) -> R<bool> {
        // Operands a directive parses are resolved at its start (as ODS's
        // generated parsers record the location before calling it).
        let pos = self.p.current_pos();
        let refs: Vec<CustomArg> = args
            .iter()
            .map(|a| match a {
                Elem::Ref(inner) => match &**inner {
                    Elem::Operand(i) => CustomArg::Unresolved(self.st.operands[*i].to_vec()),
                    Elem::Attr(i) => CustomArg::Attr(self.st.attrs[*i]),
                    Elem::Type(TypeRef::Operand(i), _) => CustomArg::Types(self.st.operand_types[*i].as_deref().unwrap_or_default().to_vec()),
                    Elem::Type(TypeRef::Result(i), _) => CustomArg::Types(self.st.result_types[*i].as_deref().unwrap_or_default().to_vec()),
                    Elem::Region(i) => CustomArg::Region(self.st.regions[*i].first().copied()),
                    _ => CustomArg::AttrDict,
                },
                _ => CustomArg::AttrDict,
            })
            .collect();
        let n = args.len();
        let mut out = CustomParsed {
            operands: vec![None; n],
            types: vec![None; n],
            attrs: vec![None; n],
            regions: vec![None; n],
            region_lists: vec![None; n],
            successors: vec![None; n],
            segments: vec![None; n],
        };
        let present = (d.parse)(&mut *self.p, &refs, &mut out)?;
        for (k, a) in args.iter().enumerate() {
            match a {
                Elem::Operand(i) => {
                    self.st.operand_pos[*i] = pos;
                    if let Some(v) = out.operands[k].take() {
                        self.st.operands[*i] = v.into();
                    }
                    if let Some(s) = out.segments[k].take() {
                        self.st.operand_segments[*i] = Some(s);
                    }
                }
                Elem::Type(r, _) => {
                    if let Some(t) = out.types[k].take() {
                        self.set_types(*r, t);
                    }
                }
                Elem::Attr(i) => {
                    if let Some(v) = out.attrs[k] {
                        self.st.attrs[*i] = Some(v);
                    }
                }
                Elem::Region(i) => {
                    // As upstream's generated parsers: regions a custom
                    // directive parses get no implicit terminator.
                    self.st.regions[*i].extend(out.regions[k]);
                    self.st.regions[*i].extend(out.region_lists[k].take().unwrap_or_default());
                }
                Elem::Successor(i) => {
                    if let Some(s) = out.successors[k].take() {
                        self.st.successors[*i] = s;
                    }
                }
                _ => {}
            }
        }
        Ok(present)
    }

    /// Parses the guard of an optional group if it is there; returns
    /// whether it was.
    fn guard(&mut self, e: &Elem, state: &mut OperationState) -> R<bool> {
        Ok(match e {
            Elem::Literal(l) => {
                if is_punct(l) {
                    self.p.parse_optional_punct(l)
                } else {
                    self.p.parse_optional_keyword(l)
                }
            }
            Elem::Operand(i) => {
                let i = *i;
                self.st.operand_pos[i] = self.p.current_pos();
                match self.p.parse_optional_operand()? {
                    Some(o) => {
                        self.st.operands[i].push(o);
                        if matches!(self.def.operands[i].arity, Arity::Variadic | Arity::VariadicOfVariadic(_)) {
                            while self.p.parse_optional_comma() {
                                let o = self.p.parse_operand()?;
                                self.st.operands[i].push(o);
                            }
                        }
                        true
                    }
                    None => false,
                }
            }
            Elem::Operands => {
                let pos = self.p.current_pos();
                let mut v = Vec::new();
                self.p.parse_operand_list(Delimiter::None, &mut v)?;
                let hit = !v.is_empty();
                self.st.all_operands = Some((v, pos));
                hit
            }
            Elem::Attr(i) | Elem::QualifiedAttr(i) => {
                let i = *i;
                let c = &self.def.attributes[i].constraint;
                let a = match &c.syntax {
                    AttrSyntax::SymbolName => self.p.parse_optional_symbol_name()?,
                    AttrSyntax::Typed(ty) => {
                        let t = ty(self.p.context());
                        // As upstream's `parseOptionalAttribute(StringAttr &)`:
                        // a string attribute is only tried at a string.
                        let sample = crate::attrs::AttrData::String { value: Box::default(), ty: t };
                        if (c.storage)(&sample) && !(c.storage)(&crate::attrs::AttrData::Unit) {
                            match self.p.parse_optional_string()? {
                                Some(bytes) => Some(self.p.context().string_attr(&bytes)),
                                None => None,
                            }
                        } else {
                            self.p.parse_optional_attribute(Some(t))?
                        }
                    }
                    // A stripped dialect attribute starts with its own
                    // syntax, which only its parser knows: it is tried when
                    // its group's guard is a literal instead.
                    AttrSyntax::Dialect(k) => Some(self.p.parse_stripped_attr(k)?),
                    AttrSyntax::Enum(e) => {
                        let name = self.def.attributes[i].name.clone();
                        self.parse_enum(e, &name, false)?
                    }
                    AttrSyntax::DenseI32Array | AttrSyntax::DenseI64Array => match self.p.parse_optional_punct("[") {
                        true => Some(self.parse_dense_int_array(matches!(c.syntax, AttrSyntax::DenseI64Array))?),
                        false => None,
                    },
                    AttrSyntax::Bool => {
                        let i1 = self.p.context().int(1);
                        self.p.parse_optional_attribute(Some(i1))?
                    }
                    AttrSyntax::Plain => {
                        // As upstream's `parseOptionalAttribute` overloads for
                        // `StringAttr` and `SymbolRefAttr`: such an attribute
                        // is only tried at a string or an `@`.
                        let cx = self.p.context();
                        let string = AttrData::String { value: Box::default(), ty: cx.none_type() };
                        let symbol = AttrData::SymbolRef { root: cx.string_attr(b""), nested: Box::default() };
                        let only = |d: &AttrData| (c.storage)(d) && !(c.storage)(&AttrData::Unit);
                        if only(&string) && !(c.storage)(&symbol) {
                            match self.p.parse_optional_string()? {
                                Some(bytes) => Some(self.p.context().string_attr(&bytes)),
                                None => None,
                            }
                        } else if only(&symbol) && !(c.storage)(&string) {
                            self.p.parse_optional_symbol_ref()?
                        } else {
                            self.p.parse_optional_attribute(None)?
                        }
                    }
                    AttrSyntax::Unit => self.p.parse_optional_attribute(None)?,
                };
                self.st.attrs[i] = a;
                a.is_some()
            }
            Elem::Region(i) => match self.p.parse_optional_region()? {
                Some(r) => {
                    self.add_region(*i, r);
                    if self.def.regions[*i].variadic {
                        while self.p.parse_optional_comma() {
                            let r = self.p.parse_region()?;
                            self.add_region(*i, r);
                        }
                    }
                    true
                }
                None => false,
            },
            Elem::Successor(i) => match self.p.parse_optional_successor()? {
                Some(b) => {
                    self.st.successors[*i].push(b);
                    if self.def.successors[*i].variadic {
                        while self.p.parse_optional_comma() {
                            let b = self.p.parse_successor()?;
                            self.st.successors[*i].push(b);
                        }
                    }
                    true
                }
                None => false,
            },
            Elem::Type(r, _) => match self.p.parse_optional_type()? {
                Some(t) => {
                    let mut v = vec![t];
                    if matches!(self.arity(*r), Arity::Variadic | Arity::VariadicOfVariadic(_)) {
                        while self.p.parse_optional_comma() {
                            v.push(self.p.parse_type()?);
                        }
                    }
                    self.set_types(*r, v);
                    true
                }
                None => false,
            },
            Elem::AttrDict(_) | Elem::PropDict => {
                self.elem(e, state)?;
                true
            }
            Elem::Custom(d, args) => self.custom(*d, args)?,
            Elem::Optional(_) => {
                self.elem(e, state)?;
                true
            }
            _ => false,
        })
    }

    fn set_unit_anchors(&mut self, elems: &[Elem]) {
        let cx = self.p.context();
        for e in elems {
            if let Elem::Hidden(inner) = e {
                let Elem::Attr(i) = &**inner else { continue };
                if matches!(self.def.attributes[*i].constraint.syntax, AttrSyntax::Unit) && self.st.attrs[*i].is_none() {
                    self.st.attrs[*i] = Some(cx.unit_attr());
                }
            }
        }
    }

    fn optional(&mut self, g: &OptionalGroup, state: &mut OperationState) -> R {
        let guard = g.guard;
        let Some(first) = g.then.get(guard) else { return Ok(()) };
        if self.guard(first, state)? {
            for e in &g.then[guard + 1..] {
                self.elem(e, state)?;
            }
            self.set_unit_anchors(&g.then);
        } else {
            for e in &g.els {
                self.elem(e, state)?;
            }
            self.set_unit_anchors(&g.els);
        }
        Ok(())
    }

    /// The types group `r` has by now.
    fn known_types(&self, r: TypeRef) -> Option<Vec<Type>> {
        match r {
            TypeRef::Operand(i) => self.st.operand_types[i].as_deref().map(<[Type]>::to_vec),
            TypeRef::Result(i) => self.st.result_types[i].as_deref().map(<[Type]>::to_vec),
            TypeRef::Operands => self.st.all_operand_types.clone(),
            TypeRef::Results => self.st.all_result_types.clone(),
        }
    }

    /// Types for a group from its source, `count` of them when the source
    /// gives one type for each value.
    fn sourced(&self, src: TypeSource, count: usize) -> Option<Vec<Type>> {
        let cx = self.p.context();
        match src {
            TypeSource::Written | TypeSource::Inferred => None,
            TypeSource::SameAs(r) => {
                let t = *self.known_types(r)?.first()?;
                Some(vec![t; count])
            }
            TypeSource::Transform(r, f) => {
                let t = *self.known_types(r)?.first()?;
                Some(f(cx, t))
            }
            TypeSource::Fixed(f) => Some(vec![f(cx); count]),
            TypeSource::FromAttr(i, f) => {
                let t = cx.attr_type(self.st.attrs[i]?)?;
                Some(f(cx, t))
            }
        }
    }

    /// ODS checks the type of each group another group's type is
    /// transformed from (`TypesMatchWith`) against its constraint before
    /// transforming it (`'lhs' must be ..., but got 'f32'`).
    fn check_transform_sources(&mut self) -> R {
        let cx = self.p.context();
        let mut checked: Vec<TypeRef> = Vec::new();
        let sources = self.format.result_sources.iter().chain(&self.format.operand_sources);
        for src in sources {
            let TypeSource::Transform(r, _) = *src else { continue };
            if checked.contains(&r) {
                continue;
            }
            checked.push(r);
            let var = match r {
                TypeRef::Operand(i) => &self.def.operands[i],
                TypeRef::Result(i) => &self.def.results[i],
                _ => continue,
            };
            for t in self.known_types(r).unwrap_or_default() {
                if !var.constraint.accepts(cx, t) {
                    let found = crate::print::type_to_string(cx, t);
                    let msg = format!("'{}' must be {}, but got '{found}'", var.name, var.constraint.description);
                    let pos = self.p.name_pos();
                    self.p.emit_error_at(pos, &msg);
                    return Err(());
                }
            }
        }
        Ok(())
    }

    fn finish(mut self, state: &mut OperationState, start: SourcePos) -> R {
        self.check_transform_sources()?;
        // Attributes bound by the format; an entry of the attribute
        // dictionary with the same name wins (it lands in the same
        // property, later).
        let cx = self.p.context();
        let ids = cx.op_name_info(state.name).attr_ids();
        for (i, a) in self.st.attrs.iter().enumerate() {
            if let Some(a) = a {
                let name = match ids.get(i) {
                    Some(&id) => id,
                    None => cx.identifier(&self.def.attributes[i].name),
                };
                if !state.attributes.iter().any(|na| na.name == name) {
                    state.attributes.push(NamedAttribute { name, value: *a });
                }
            }
        }
        // Result types the format does not write (those not inferred).
        for k in 0..self.def.results.len() {
            if self.st.result_types[k].is_none() && self.st.all_result_types.is_none() {
                let count = if self.def.results[k].arity == Arity::Single { 1 } else { 0 };
                if let Some(t) = self.sourced(self.format.result_sources[k], count.max(1)) {
                    self.st.result_types[k] = Some(t.into());
                }
            }
        }
        // Operand types the format does not write.
        for k in 0..self.def.operands.len() {
            if self.st.operand_types[k].is_none() && self.st.all_operand_types.is_none() {
                let count = self.st.operands[k].len();
                if let Some(t) = self.sourced(self.format.operand_sources[k], count) {
                    self.st.operand_types[k] = Some(t.into());
                }
            }
        }
        // Operands, group by group.
        let mut operand_types_all: SmallVec<[Type; 4]> = SmallVec::new();
        let mut segment_sizes: Vec<i32> = Vec::new();
        let uses_all_operands = self.st.all_operands.is_some();
        if let Some((ops, pos)) = self.st.all_operands.take() {
            let types = self.st.all_operand_types.clone().unwrap_or_else(|| {
                self.st.operand_types.iter().flat_map(|t| t.clone().unwrap_or_default()).collect()
            });
            self.p.resolve_operands(&ops, &types, pos, &mut state.operands)?;
            operand_types_all.extend(types);
        } else {
            let all_types = self.st.all_operand_types.clone();
            let mut offset = 0;
            for k in 0..self.def.operands.len() {
                let ops = std::mem::take(&mut self.st.operands[k]);
                let types: &[Type] = match &all_types {
                    Some(t) => t.get(offset..offset + ops.len()).unwrap_or_default(),
                    None => self.st.operand_types[k].as_deref().unwrap_or_default(),
                };
                offset += ops.len();
                self.p.resolve_operands(&ops, types, self.st.operand_pos[k], &mut state.operands)?;
                segment_sizes.push(ops.len() as i32);
                operand_types_all.extend(types.iter().copied().take(ops.len()));
            }
        }
        // Regions and successors.
        if let Some(rs) = self.st.all_regions.take() {
            state.regions.extend(rs);
        } else {
            // A single region left out (in an absent optional group) is
            // still the op's region, empty.
            for k in 0..self.def.regions.len() {
                if self.st.regions[k].is_empty() && !self.def.regions[k].variadic {
                    let r = self.p.new_region();
                    self.st.regions[k].push(r);
                }
                state.regions.extend(self.st.regions[k].iter().copied());
            }
        }
        if let Some(ss) = self.st.all_successors.take() {
            state.successors.extend(ss);
        } else {
            for ss in &self.st.successors {
                state.successors.extend(ss.iter().copied());
            }
        }
        if self.def.facts.operand_segments && !uses_all_operands {
            push_sizes(self.p.context(), state, "operandSegmentSizes", &segment_sizes);
        }
        // The group sizes of `VariadicOfVariadic` operands (one group when
        // the format wrote the operands as a plain list).
        for (k, d) in self.def.operands.iter().enumerate() {
            if let Arity::VariadicOfVariadic(attr) = d.arity {
                let sizes = match self.st.operand_segments[k].take() {
                    Some(s) => s,
                    None => segment_sizes.get(k).filter(|&&n| n > 0).map(|&n| vec![n]).unwrap_or_default(),
                };
                push_sizes(self.p.context(), state, attr, &sizes);
            }
        }
        if self.def.facts.result_segments && !self.format.writes_result_types {
            let sizes: Vec<i32> = self
                .st
                .result_types
                .iter()
                .zip(&self.def.results)
                .map(|(t, d)| match d.arity {
                    Arity::Single => 1,
                    _ => t.as_ref().map_or(0, |t| t.len() as i32),
                })
                .collect();
            push_sizes(self.p.context(), state, "resultSegmentSizes", &sizes);
        }
        // Result types.
        if let Some(t) = self.st.all_result_types.take() {
            state.results.extend(t);
            return Ok(());
        }
        // Groups whose types the format writes but which were left out (in
        // an absent optional group) are empty; the others are inferred.
        let needs_inference = self
            .st
            .result_types
            .iter()
            .zip(&self.format.result_sources)
            .any(|(t, src)| t.is_none() && !matches!(src, TypeSource::Written));
        if needs_inference {
            let Some(infer) = self.def.interface::<InferTypeOpInterface>() else {
                self.p.emit_error_at(start, "could not infer the result types");
                return Err(());
            };
            let regions: SmallVec<[RegionId; 1]> = state.regions.clone();
            let loc = self.p.location_at(start);
            let input = InferInput {
                cx: self.p.context(),
                ir: self.p.ir(),
                loc,
                operand_types: &operand_types_all,
                attributes: &state.attributes,
                properties: state.properties,
                regions: &regions,
                def: Some(self.def),
            };
            let types = (infer.infer)(&input)?;
            state.results.extend(types);
            return Ok(());
        }
        for t in self.st.result_types.iter().flatten() {
            state.results.extend(t.iter().copied());
        }
        Ok(())
    }
}

/// Adds the `i32` dense array attribute `name` holding group sizes, unless
/// the attribute dictionary already gave one: upstream's generated parser
/// stores the sizes in the properties, which an inherent attribute of the
/// dictionary then overrides.
fn push_sizes(cx: &crate::context::Context, state: &mut OperationState, name: &str, sizes: &[i32]) {
    let name = cx.identifier(name);
    if state.attributes.iter().any(|na| na.name == name) {
        return;
    }
    let raw: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
    let value = cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &raw);
    state.attributes.push(NamedAttribute { name, value });
}
