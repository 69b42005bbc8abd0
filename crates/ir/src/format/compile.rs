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

/// Punctuation a literal may be (anything else must be a keyword).
const PUNCTUATION: &[&str] = &["->", ":", ",", "=", "<", ">", "(", ")", "{", "}", "[", "]", "?", "+", "*", "|", "..."];

fn valid_literal(l: &str) -> bool {
    PUNCTUATION.contains(&l)
        || (!l.is_empty()
            && l.bytes().next().is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
            && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'))
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

    fn var(&mut self, name: &str) -> Result<Elem, String> {
        let def = self.def;
        if let Some(i) = def.operands.iter().position(|o| o.name == name) {
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = def.attributes.iter().position(|a| a.name == name) {
            self.bound_attrs.push(Arc::from(name));
            return Ok(Elem::Attr(i));
        }
        if let Some(i) = def.regions.iter().position(|r| r.name == name) {
            return Ok(Elem::Region(i));
        }
        if let Some(i) = def.successors.iter().position(|r| r.name == name) {
            return Ok(Elem::Successor(i));
        }
        if def.results.iter().any(|r| r.name == name) {
            return Err(format!("result '{name}' can only be used in a type directive"));
        }
        Err(format!("unknown variable '${name}'"))
    }

    fn type_ref(&mut self) -> Result<TypeRef, String> {
        match self.next() {
            Some(Tok::Var(name)) => {
                if let Some(i) = self.def.operands.iter().position(|o| o.name == name) {
                    self.typed_operands[i] = true;
                    return Ok(TypeRef::Operand(i));
                }
                if let Some(i) = self.def.results.iter().position(|o| o.name == name) {
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
                l if valid_literal(l) => Elem::Literal(l.into()),
                l => return Err(format!("expected valid literal but got '{l}'")),
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
        Ok(match w {
            "attr-dict" => Elem::AttrDict(false),
            "attr-dict-with-keyword" => Elem::AttrDict(true),
            "prop-dict" => Elem::PropDict,
            "operands" => Elem::Operands,
            "regions" => Elem::Regions,
            "successors" => Elem::Successors,
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
                while self.peek() != Some(&Tok::RParen) {
                    args.push(self.element(true)?);
                    if self.peek() == Some(&Tok::Comma) {
                        self.pos += 1;
                    }
                }
                self.pos += 1;
                Elem::Custom(d, args)
            }
            "oilist" => {
                self.expect(Tok::LParen, "'(' after 'oilist'")?;
                let mut clauses = Vec::new();
                loop {
                    let keyword = match self.next() {
                        Some(Tok::Literal(l)) if valid_literal(l) => l.into(),
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
        let then = self.elements(&[Tok::RParen])?;
        self.expect(Tok::RParen, "')' to end optional group")?;
        let anchor = self.anchor.take().ok_or("optional group has no anchor element")?;
        self.anchor = outer;
        let mut els = Vec::new();
        if self.peek() == Some(&Tok::Colon) {
            self.pos += 1;
            self.expect(Tok::LParen, "'(' to start else group")?;
            els = self.elements(&[Tok::RParen])?;
            self.expect(Tok::RParen, "')' to end else group")?;
        }
        self.expect(Tok::Question, "'?' after optional group")?;
        let guard = then
            .iter()
            .position(|e| !matches!(e, Elem::Space | Elem::NoSpace | Elem::Newline))
            .ok_or("optional group has no elements")?;
        Ok(Elem::Optional(Box::new(OptionalGroup { then, els, anchor, guard })))
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
        };
        let elems = c.elements(&[])?;
        if c.pos < c.toks.len() {
            return Err("unexpected ')' in format".into());
        }
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
        Ok(Format { elems, bound_attrs: c.bound_attrs, result_sources, operand_sources, implicit_terminator })
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
        _ => unreachable!(),
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
            Trait::AllTypesMatch(names) if names.contains(&name) => {
                for n in names.iter() {
                    if let Some(other) = ref_named(def, n) {
                        if other != r && written(other, ops, res) {
                            return Ok(TypeSource::SameAs(other));
                        }
                    }
                }
            }
            Trait::TypesMatchWith { from, to, transform, .. } if *to == name => {
                if let Some(src) = ref_named(def, from) {
                    if written(src, ops, res) {
                        return Ok(TypeSource::Transform(src, *transform));
                    }
                }
            }
            _ => {}
        }
    }
    if is_result && def.interfaces.get::<crate::registry::interfaces::InferTypeOpInterface>().is_some() {
        return Ok(TypeSource::Inferred);
    }
    let kind = if is_result { "result" } else { "operand" };
    let arity = match r {
        TypeRef::Operand(i) => def.operands[i].arity,
        TypeRef::Result(i) => def.results[i].arity,
        _ => Arity::Single,
    };
    let _ = arity;
    Err(format!("type of {kind} #{name} is not buildable and a buildable type cannot be inferred"))
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
                let OptionalGroup { then, els, anchor, guard } = *g;
                let first = then.get(guard).cloned();
                let elide_anchor = is_unit_attr(def, &anchor) && !matches!((&first, &anchor), (Some(Elem::Attr(a)), Elem::Attr(b)) if a == b);
                let then: Vec<Elem> = then
                    .into_iter()
                    .map(|x| match (&x, &anchor) {
                        (Elem::Attr(a), Elem::Attr(b)) if elide_anchor && a == b => Elem::Hidden(Box::new(x)),
                        _ => x,
                    })
                    .collect();
                let then = layout(def, then, sp);
                let els = layout(def, els, sp);
                let guard = then.iter().position(|x| !matches!(x, Elem::Space | Elem::Newline | Elem::Hidden(_))).unwrap_or(0);
                out.push(Elem::Optional(Box::new(OptionalGroup { then, els, anchor, guard })));
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
