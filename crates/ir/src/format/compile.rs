//! Compiles a format string against an operation definition: tokens,
//! element tree, anchors, and where the types the format does not write
//! come from.

use std::borrow::Cow;
use std::sync::Arc;

use super::{Clause, CustomDirective, Elem, Format, OptionalGroup, TypeRef, TypeSource};
use crate::registry::{Arity, OpDef, Trait};

#[derive(Clone, Debug, PartialEq)]
enum Tok<'s> {
    Literal(&'s str),
    Var(&'s str),
    Word(&'s str),
    LParen,
    RParen,
    Less,
    Greater,
    Comma,
    Colon,
    Question,
    Caret,
    Pipe,
}

fn lex(s: &str) -> Result<Vec<Tok<'_>>, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    let word = |b: &[u8], mut j: usize| {
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'-') {
            j += 1;
        }
        j
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'`' => {
                let end = s[i + 1..].find('`').ok_or("expected '`' to end format literal")? + i + 1;
                out.push(Tok::Literal(&s[i + 1..end]));
                i = end + 1;
            }
            b'$' => {
                let j = word(b, i + 1);
                if j == i + 1 {
                    return Err("expected variable name".into());
                }
                out.push(Tok::Var(&s[i + 1..j]));
                i = j;
            }
            b'(' => (out.push(Tok::LParen), i += 1).1,
            b')' => (out.push(Tok::RParen), i += 1).1,
            b'<' => (out.push(Tok::Less), i += 1).1,
            b'>' => (out.push(Tok::Greater), i += 1).1,
            b',' => (out.push(Tok::Comma), i += 1).1,
            b':' => (out.push(Tok::Colon), i += 1).1,
            b'?' => (out.push(Tok::Question), i += 1).1,
            b'^' => (out.push(Tok::Caret), i += 1).1,
            b'|' => (out.push(Tok::Pipe), i += 1).1,
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let j = word(b, i);
                out.push(Tok::Word(&s[i..j]));
                i = j;
            }
            _ => return Err(format!("unexpected character '{}'", c as char)),
        }
    }
    Ok(out)
}

/// Checks a literal as ODS does: one letter or one of
/// `_:,=<>()[]{}?+-*`, `->`, `...`, or a keyword.
fn check_literal(l: &str) -> Result<(), String> {
    if l.len() == 1 {
        let c = l.as_bytes()[0];
        if c.is_ascii_alphabetic() || b"_:,=<>()[]{}?+-*".contains(&c) {
            return Ok(());
        }
        return Err("single character literal must be a letter or one of '_:,=<>()[]{}?+-*'".into());
    }
    let keyword = l.bytes().next().is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.');
    if l == "->" || l == "..." || keyword {
        return Ok(());
    }
    Err(format!("expected valid literal but got '{l}'"))
}

struct Compiler<'d, 's> {
    def: &'d OpDef,
    directives: &'d [(Cow<'static, str>, CustomDirective)],
    toks: Vec<Tok<'s>>,
    pos: usize,
    /// Anchor found while compiling the current optional group.
    anchor: Option<Elem>,
    bound_attrs: Vec<Arc<str>>,
    typed_operands: Vec<bool>,
    typed_results: Vec<bool>,
    all_operand_types: bool,
    all_result_types: bool,
    bound_operands: Vec<bool>,
    bound_regions: Vec<bool>,
    bound_successors: Vec<bool>,
    all_operands: bool,
    all_regions: bool,
    all_successors: bool,
    seen_attr_dict: bool,
    /// How many optional groups enclose the element being compiled.
    group_depth: u32,
    /// Whether the element being compiled is an argument of a custom
    /// directive (which may refer to bound variables again).
    in_custom: bool,
}

impl<'s> Compiler<'_, 's> {
    fn peek(&self) -> Option<&Tok<'s>> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok<'s>> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn expect(&mut self, t: Tok<'_>, what: &str) -> Result<(), String> {
        match self.next() {
            Some(ref x) if *x == t => Ok(()),
            _ => Err(format!("expected {what}")),
        }
    }

    fn elements(&mut self, stop: &[Tok<'_>]) -> Result<Vec<Elem>, String> {
        let mut out = Vec::new();
        while let Some(t) = self.peek() {
            if stop.contains(t) {
                break;
            }
            out.push(self.element(false)?);
        }
        Ok(out)
    }

    fn bind(seen: &mut [bool], i: usize, what: &str, name: &str, again: bool) -> Result<(), String> {
        if seen[i] && !again {
            return Err(format!("{what} '{name}' is already bound"));
        }
        seen[i] = true;
        Ok(())
    }

    fn var(&mut self, name: &str) -> Result<Elem, String> {
        let def = self.def;
        let again = self.in_custom;
        let grouped = self.group_depth > 0;
        if let Some(i) = def.operands.iter().position(|o| o.name == name) {
            if grouped && def.operands[i].arity == Arity::Single {
                return Err("only variable length operands can be used within an optional group".into());
            }
            Self::bind(&mut self.bound_operands, i, "operand", name, again)?;
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = def.attributes.iter().position(|a| a.name == name) {
            if self.bound_attrs.iter().any(|a| &**a == name) && !again {
                return Err(format!("attribute '{name}' is already bound"));
            }
            self.bound_attrs.push(Arc::from(name));
            return Ok(Elem::Attr(i));
        }
        if let Some(i) = def.regions.iter().position(|r| r.name == name) {
            Self::bind(&mut self.bound_regions, i, "region", name, again)?;
            return Ok(Elem::Region(i));
        }
        if let Some(i) = def.successors.iter().position(|r| r.name == name) {
            if grouped {
                return Err("only literals, types, and variables can be used within an optional group".into());
            }
            Self::bind(&mut self.bound_successors, i, "successor", name, again)?;
            return Ok(Elem::Successor(i));
        }
        if def.results.iter().any(|r| r.name == name) {
            return Err(format!("result '{name}' can only be used in a type directive"));
        }
        Err(format!("unknown variable '${name}'"))
    }

    fn type_ref(&mut self) -> Result<TypeRef, String> {
        let again = self.in_custom;
        match self.next() {
            Some(Tok::Var(name)) => {
                if let Some(i) = self.def.operands.iter().position(|o| o.name == name) {
                    if self.typed_operands[i] && !again {
                        return Err(format!("'type' of '{name}' is already bound"));
                    }
                    self.typed_operands[i] = true;
                    return Ok(TypeRef::Operand(i));
                }
                if let Some(i) = self.def.results.iter().position(|o| o.name == name) {
                    if self.typed_results[i] && !again {
                        return Err(format!("'type' of '{name}' is already bound"));
                    }
                    self.typed_results[i] = true;
                    return Ok(TypeRef::Result(i));
                }
                Err(format!("'${name}' is not an operand or result"))
            }
            Some(Tok::Word("operands")) => {
                self.all_operand_types = true;
                Ok(TypeRef::Operands)
            }
            Some(Tok::Word("results")) => {
                self.all_result_types = true;
                Ok(TypeRef::Results)
            }
            _ => Err("expected operand or result in type directive".into()),
        }
    }

    fn element(&mut self, in_custom: bool) -> Result<Elem, String> {
        let e = match self.next().ok_or("unexpected end of format")? {
            Tok::Literal(l) => match l {
                "" => Elem::NoSpace,
                " " => Elem::Space,
                "\\n" => Elem::Newline,
                l => {
                    check_literal(l)?;
                    Elem::Literal(l.into())
                }
            },
            Tok::Var(name) => self.var(name)?,
            Tok::Word(w) => self.directive(w, in_custom)?,
            Tok::LParen => return self.optional_group(),
            t => return Err(format!("unexpected {t:?} in format")),
        };
        if self.peek() == Some(&Tok::Caret) {
            self.pos += 1;
            self.anchor = Some(e.clone());
        }
        Ok(e)
    }

    fn directive(&mut self, w: &str, in_custom: bool) -> Result<Elem, String> {
        if matches!(w, "attr-dict" | "attr-dict-with-keyword") && !in_custom {
            if self.group_depth > 0 {
                return Err("only literals, types, and variables can be used within an optional group".into());
            }
            if self.seen_attr_dict {
                return Err("'attr-dict' directive has already been seen".into());
            }
            self.seen_attr_dict = true;
        }
        Ok(match w {
            "attr-dict" => Elem::AttrDict(false),
            "attr-dict-with-keyword" => Elem::AttrDict(true),
            "prop-dict" => Elem::PropDict,
            "operands" => {
                self.all_operands = true;
                Elem::Operands
            }
            "regions" => {
                self.all_regions = true;
                Elem::Regions
            }
            "successors" => {
                self.all_successors = true;
                Elem::Successors
            }
            "results" => return Err("'results' can only be used in a type directive".into()),
            "type" => {
                self.expect(Tok::LParen, "'(' after 'type'")?;
                let r = self.type_ref()?;
                self.expect(Tok::RParen, "')'")?;
                Elem::Type(r, false)
            }
            "qualified" => {
                self.expect(Tok::LParen, "'(' after 'qualified'")?;
                let inner = self.element(in_custom)?;
                self.expect(Tok::RParen, "')'")?;
                match inner {
                    Elem::Type(r, _) => Elem::Type(r, true),
                    Elem::Attr(i) => Elem::QualifiedAttr(i),
                    _ => return Err("'qualified' takes an attribute or a type directive".into()),
                }
            }
            "functional-type" => {
                self.expect(Tok::LParen, "'(' after 'functional-type'")?;
                let a = self.type_ref()?;
                self.expect(Tok::Comma, "','")?;
                let b = self.type_ref()?;
                self.expect(Tok::RParen, "')'")?;
                Elem::FunctionalType(a, b)
            }
            "ref" => {
                if !in_custom {
                    return Err("'ref' is only valid within a `custom` directive".into());
                }
                self.expect(Tok::LParen, "'(' after 'ref'")?;
                let inner = self.element(true)?;
                self.expect(Tok::RParen, "')'")?;
                Elem::Ref(Box::new(inner))
            }
            "custom" => {
                self.expect(Tok::Less, "'<' after 'custom'")?;
                let name = match self.next() {
                    Some(Tok::Word(n)) => n,
                    _ => return Err("expected custom directive name".into()),
                };
                self.expect(Tok::Greater, "'>'")?;
                let d = self
                    .directives
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, d)| *d)
                    .ok_or_else(|| format!("unknown custom directive '{name}'"))?;
                self.expect(Tok::LParen, "'('")?;
                let mut args = Vec::new();
                let outer = std::mem::replace(&mut self.in_custom, true);
                while self.peek().is_some_and(|t| *t != Tok::RParen) {
                    args.push(self.element(true)?);
                    if self.peek() == Some(&Tok::Comma) {
                        self.pos += 1;
                    }
                }
                self.in_custom = outer;
                self.expect(Tok::RParen, "')' to end custom directive")?;
                Elem::Custom(d, args)
            }
            "oilist" => {
                self.expect(Tok::LParen, "'(' after 'oilist'")?;
                let mut clauses = Vec::new();
                loop {
                    let keyword = match self.next() {
                        Some(Tok::Literal(l)) if check_literal(l).is_ok() => l.into(),
                        _ => return Err("expected literal at the start of an oilist clause".into()),
                    };
                    let elems = self.elements(&[Tok::Pipe, Tok::RParen])?;
                    clauses.push(Clause { keyword, elems });
                    match self.next() {
                        Some(Tok::Pipe) => continue,
                        Some(Tok::RParen) => break,
                        _ => return Err("expected ')' to end oilist".into()),
                    }
                }
                Elem::OIList(clauses)
            }
            w => return Err(format!("unknown directive '{w}'")),
        })
    }

    fn optional_group(&mut self) -> Result<Elem, String> {
        let outer = self.anchor.take();
        self.group_depth += 1;
        let then = self.elements(&[Tok::RParen])?;
        self.expect(Tok::RParen, "')' to end optional group")?;
        let then_anchor = self.anchor.take();
        let mut els = Vec::new();
        let mut else_anchor = None;
        if self.peek() == Some(&Tok::Colon) {
            self.pos += 1;
            self.expect(Tok::LParen, "'(' to start else group")?;
            els = self.elements(&[Tok::RParen])?;
            self.expect(Tok::RParen, "')' to end else group")?;
            else_anchor = self.anchor.take();
        }
        self.group_depth -= 1;
        self.anchor = outer;
        self.expect(Tok::Question, "'?' after optional group")?;
        // MLIR 22: an anchor in the else group inverts the group.
        let (anchor, inverted) = match (then_anchor, else_anchor) {
            (Some(a), None) => (a, false),
            (None, Some(a)) => (a, true),
            (None, None) => return Err("optional group has no anchor element".into()),
            (Some(_), Some(_)) => return Err("only one element can be marked as the anchor of an optional group".into()),
        };
        self.check_anchor(&anchor)?;
        let guard = then
            .iter()
            .position(|e| !matches!(e, Elem::Space | Elem::NoSpace | Elem::Newline))
            .ok_or("optional group has no elements")?;
        if !matches!(
            then[guard],
            Elem::Literal(_) | Elem::Operand(_) | Elem::Attr(_) | Elem::Region(_) | Elem::Custom(..) | Elem::Operands | Elem::Regions
        ) {
            return Err("first parsable element of an optional group must be a literal, variable, or custom directive".into());
        }
        Ok(Elem::Optional(Box::new(OptionalGroup { then, els, anchor, guard, inverted })))
    }

    fn check_anchor(&self, anchor: &Elem) -> Result<(), String> {
        match anchor {
            Elem::Attr(i) => {
                if !self.def.attributes[*i].optional {
                    return Err("only optional or default-valued attributes can be used to anchor an optional group".into());
                }
                Ok(())
            }
            Elem::Operand(_)
            | Elem::Region(_)
            | Elem::Successor(_)
            | Elem::Type(..)
            | Elem::FunctionalType(..)
            | Elem::Custom(..)
            | Elem::Operands
            | Elem::Regions
            | Elem::Successors
            | Elem::QualifiedAttr(_) => Ok(()),
            _ => Err("only variables and types can be used to anchor an optional group".into()),
        }
    }
}

impl Format {
    /// Compiles `src` for the operation `def`, with the custom directives
    /// it may name.
    pub fn compile(
        src: &str,
        def: &OpDef,
        directives: &[(Cow<'static, str>, CustomDirective)],
    ) -> Result<Format, String> {
        let mut c = Compiler {
            def,
            directives,
            toks: lex(src)?,
            pos: 0,
            anchor: None,
            bound_attrs: Vec::new(),
            typed_operands: vec![false; def.operands.len()],
            typed_results: vec![false; def.results.len()],
            all_operand_types: false,
            all_result_types: false,
            bound_operands: vec![false; def.operands.len()],
            bound_regions: vec![false; def.regions.len()],
            bound_successors: vec![false; def.successors.len()],
            all_operands: false,
            all_regions: false,
            all_successors: false,
            seen_attr_dict: false,
            group_depth: 0,
            in_custom: false,
        };
        let elems = c.elements(&[])?;
        if c.pos < c.toks.len() {
            return Err("unexpected ')' in format".into());
        }
        if !c.seen_attr_dict {
            return Err("'attr-dict' directive not found in custom assembly format".into());
        }
        let missing = |what: &str, names: Vec<&str>, bound: &[bool], all: bool| -> Result<(), String> {
            if all {
                return Ok(());
            }
            match bound.iter().position(|b| !b) {
                Some(i) => Err(format!("{what} #{i}, named '{}', not found", names[i])),
                None => Ok(()),
            }
        };
        missing("operand", def.operands.iter().map(|o| &*o.name).collect(), &c.bound_operands, c.all_operands)?;
        missing("region", def.regions.iter().map(|o| &*o.name).collect(), &c.bound_regions, c.all_regions)?;
        missing("successor", def.successors.iter().map(|o| &*o.name).collect(), &c.bound_successors, c.all_successors)?;
        let elems = layout(def, elems, &mut Spacing { emit: true, punct: false });
        if c.all_operand_types {
            c.typed_operands.iter_mut().for_each(|t| *t = true);
        }
        if c.all_result_types {
            c.typed_results.iter_mut().for_each(|t| *t = true);
        }
        let operand_sources = (0..def.operands.len())
            .map(|i| source_for(def, TypeRef::Operand(i), &c.typed_operands, &c.typed_results, false))
            .collect::<Result<Vec<_>, _>>()?;
        let result_sources = (0..def.results.len())
            .map(|i| source_for(def, TypeRef::Result(i), &c.typed_operands, &c.typed_results, true))
            .collect::<Result<Vec<_>, _>>()?;
        let implicit_terminator = def.trait_list.iter().find_map(|t| match t {
            Trait::SingleBlockImplicitTerminator(n) => Some(*n),
            _ => None,
        });
        let has_prop_dict = has_prop_dict(&elems);
        let single_block = def.traits.has(crate::registry::Traits::SINGLE_BLOCK);
        let elided = def
            .attributes
            .iter()
            .map(|a| {
                c.bound_attrs.iter().any(|b| **b == *a.name)
                    || (a.name == "operandSegmentSizes" && !c.all_operands)
                    || (a.name == "resultSegmentSizes" && !c.all_result_types)
                    // The group sizes of a `VariadicOfVariadic` operand
                    // follow from how its operands are written.
                    || def.operands.iter().any(|o| matches!(o.arity, Arity::VariadicOfVariadic(n) if n == &*a.name))
            })
            .collect();
        Ok(Format {
            elems,
            elided,
            result_sources,
            operand_sources,
            implicit_terminator,
            single_block,
            has_prop_dict,
            writes_result_types: c.all_result_types,
        })
    }
}

/// The name of the operand or result group `r`.
fn ref_name(def: &OpDef, r: TypeRef) -> &str {
    match r {
        TypeRef::Operand(i) => &def.operands[i].name,
        TypeRef::Result(i) => &def.results[i].name,
        _ => "",
    }
}

/// Finds the group called `name`.
fn ref_named(def: &OpDef, name: &str) -> Option<TypeRef> {
    if let Some(i) = def.operands.iter().position(|o| o.name == name) {
        return Some(TypeRef::Operand(i));
    }
    def.results.iter().position(|o| o.name == name).map(TypeRef::Result)
}

fn written(r: TypeRef, ops: &[bool], res: &[bool]) -> bool {
    match r {
        TypeRef::Operand(i) => ops[i],
        TypeRef::Result(i) => res[i],
        _ => false,
    }
}

/// Where the types of group `r` come from when the format does not write
/// them.
fn source_for(def: &OpDef, r: TypeRef, ops: &[bool], res: &[bool], is_result: bool) -> Result<TypeSource, String> {
    if written(r, ops, res) {
        return Ok(TypeSource::Written);
    }
    let name = ref_name(def, r);
    let constraint = match r {
        TypeRef::Operand(i) => &def.operands[i].constraint,
        TypeRef::Result(i) => &def.results[i].constraint,
        _ => return Ok(TypeSource::Written),
    };
    if let Some(b) = constraint.builder {
        return Ok(TypeSource::Fixed(b));
    }
    for t in &def.trait_list {
        match t {
            Trait::SameOperandsAndResultType => {
                // Any written operand or result gives the type.
                for (i, _) in def.operands.iter().enumerate() {
                    if ops[i] && TypeRef::Operand(i) != r {
                        return Ok(TypeSource::SameAs(TypeRef::Operand(i)));
                    }
                }
                for (i, _) in def.results.iter().enumerate() {
                    if res[i] && TypeRef::Result(i) != r {
                        return Ok(TypeSource::SameAs(TypeRef::Result(i)));
                    }
                }
            }
            Trait::SameTypeOperands if matches!(r, TypeRef::Operand(_)) => {
                for (i, _) in def.operands.iter().enumerate() {
                    if ops[i] && TypeRef::Operand(i) != r {
                        return Ok(TypeSource::SameAs(TypeRef::Operand(i)));
                    }
                }
            }
            Trait::AllTypesMatch(names) if names.contains(&name) => {
                for n in names.iter() {
                    if let Some(other) = ref_named(def, n) {
                        if other != r && written(other, ops, res) {
                            return Ok(TypeSource::SameAs(other));
                        }
                    }
                }
                // A typed attribute among them gives its type
                // (`AllTypesMatch<["value", "result"]>`).
                if let Some(i) = def.attributes.iter().position(|a| names.contains(&&*a.name)) {
                    return Ok(TypeSource::FromAttr(i, |_, t| vec![t]));
                }
            }
            Trait::TypesMatchWith { from, to, transform, .. } if *to == name => {
                if let Some(src) = ref_named(def, from) {
                    if written(src, ops, res) {
                        return Ok(TypeSource::Transform(src, *transform));
                    }
                }
                if let Some(i) = def.attributes.iter().position(|a| a.name == *from) {
                    return Ok(TypeSource::FromAttr(i, *transform));
                }
            }
            _ => {}
        }
    }
    if is_result && def.interfaces.get::<crate::registry::interfaces::InferTypeOpInterface>().is_some() {
        return Ok(TypeSource::Inferred);
    }
    let (kind, index) = match r {
        TypeRef::Operand(i) => ("operand", i),
        TypeRef::Result(i) => ("result", i),
        _ => ("operand", 0),
    };
    let _ = is_result;
    Err(format!("type of {kind} #{index}, named '{name}', is not buildable and a buildable type cannot be inferred"))
}

/// ODS's spacing state, walked once over the format.
struct Spacing {
    emit: bool,
    punct: bool,
}

/// ODS's `shouldEmitSpaceBefore` for a literal.
fn space_before(lit: &str, last_was_punct: bool) -> bool {
    if lit.len() != 1 && lit != "->" {
        return true;
    }
    let c = lit.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

fn is_unit_attr(def: &OpDef, e: &Elem) -> bool {
    matches!(e, Elem::Attr(i) if matches!(def.attributes[*i].constraint.syntax, crate::registry::constraints::AttrSyntax::Unit))
}

fn layout_literal(l: Box<str>, sp: &mut Spacing, out: &mut Vec<Elem>) {
    if sp.emit && space_before(&l, sp.punct) {
        out.push(Elem::Space);
    }
    let first = l.as_bytes()[0];
    sp.emit = l.len() != 1 || !b"<({[".contains(&first);
    sp.punct = !(first == b'_' || first.is_ascii_alphabetic());
    out.push(Elem::Literal(l));
}

/// Applies ODS's spacing rules statically, as the generated printer does:
/// through optional groups the state flows from the then-elements into the
/// else-elements and on, whichever branch runs.
fn layout(def: &OpDef, elems: Vec<Elem>, sp: &mut Spacing) -> Vec<Elem> {
    let mut out = Vec::with_capacity(elems.len());
    for e in elems {
        match e {
            Elem::Literal(l) => layout_literal(l, sp, &mut out),
            Elem::Space => {
                out.push(Elem::Space);
                sp.emit = false;
                sp.punct = false;
            }
            Elem::NoSpace => {
                sp.emit = false;
                sp.punct = true;
            }
            Elem::Newline => out.push(Elem::Newline),
            Elem::AttrDict(k) => {
                out.push(Elem::AttrDict(k));
                sp.punct = false;
            }
            Elem::PropDict => {
                out.push(Elem::Space);
                out.push(Elem::PropDict);
                sp.punct = false;
            }
            Elem::Optional(g) => {
                let OptionalGroup { then, els, anchor, guard, inverted } = *g;
                // A unit attribute anchoring the group is written by the
                // group, unless it is its branch's first element.
                let hide = |branch: Vec<Elem>| -> Vec<Elem> {
                    let first = branch.iter().find(|x| !matches!(x, Elem::Space | Elem::NoSpace | Elem::Newline)).cloned();
                    let is_first = matches!((&first, &anchor), (Some(Elem::Attr(a)), Elem::Attr(b)) if a == b);
                    if !is_unit_attr(def, &anchor) || is_first {
                        return branch;
                    }
                    branch
                        .into_iter()
                        .map(|x| match (&x, &anchor) {
                            (Elem::Attr(a), Elem::Attr(b)) if a == b => Elem::Hidden(Box::new(x)),
                            _ => x,
                        })
                        .collect()
                };
                let (then, els) = if inverted { (then, hide(els)) } else { (hide(then), els) };
                let _ = guard;
                let then = layout(def, then, sp);
                let els = layout(def, els, sp);
                let guard = then.iter().position(|x| !matches!(x, Elem::Space | Elem::Newline | Elem::Hidden(_))).unwrap_or(0);
                out.push(Elem::Optional(Box::new(OptionalGroup { then, els, anchor, guard, inverted })));
            }
            Elem::OIList(clauses) => {
                let clauses = clauses
                    .into_iter()
                    .map(|cl| {
                        let mut elems = Vec::new();
                        layout_literal(cl.keyword.clone(), sp, &mut elems);
                        let rest: Vec<Elem> = cl
                            .elems
                            .into_iter()
                            .map(|x| if is_unit_attr(def, &x) { Elem::Hidden(Box::new(x)) } else { x })
                            .collect();
                        elems.extend(layout(def, rest, sp));
                        Clause { keyword: cl.keyword, elems }
                    })
                    .collect();
                out.push(Elem::OIList(clauses));
            }
            Elem::Hidden(x) => out.push(Elem::Hidden(x)),
            e => {
                if sp.emit || !sp.punct {
                    out.push(Elem::Space);
                }
                sp.punct = false;
                sp.emit = true;
                out.push(e);
            }
        }
    }
    out
}

fn has_prop_dict(elems: &[Elem]) -> bool {
    elems.iter().any(|e| match e {
        Elem::PropDict => true,
        Elem::Optional(g) => has_prop_dict(&g.then) || has_prop_dict(&g.els),
        Elem::OIList(cl) => cl.iter().any(|c| has_prop_dict(&c.elems)),
        _ => false,
    })
}
