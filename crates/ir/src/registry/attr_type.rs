//! Dialect types and attributes as definitions.
//!
//! A dialect defines its own type and attribute kinds with an
//! [`AttrTypeDef`]: a mnemonic, named parameters (each kept as an
//! attribute: a type parameter as a type attribute, an integer as an
//! integer attribute, ...), a verifier run on construction (upstream's
//! `getChecked`), and the syntax of the body after the mnemonic: either
//! hand-written hooks against the printer and [`AttrTypeParser`] or the
//! default `<param, param>` list. Values are uniqued like builtin ones
//! (`TypeData::Dialect`, `AttrData::Dialect`), keyed by the definition and
//! the parameters, so equality stays a handle comparison.

use std::borrow::Cow;
use std::sync::Arc;

use crate::asm::AttrTypeParser;
use crate::attrs::Attribute;
use crate::context::Context;
use crate::print::Printer;
use crate::support::typeid::{TypeId, TypeIdMarker};

/// Whether a definition makes types or attributes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrTypeKind {
    /// `!dialect.mnemonic...`
    Type,
    /// `#dialect.mnemonic...`
    Attr,
}

/// How a parameter is written by the default syntax.
#[derive(Copy, Clone, Debug)]
pub enum ParamKind {
    /// A type (kept as a type attribute, written as the type).
    Type,
    /// An attribute, written in full.
    Attr,
    /// An enumeration's value (kept as an integer attribute of the enum's
    /// width), written as its case keyword(s) (ODS `EnumAttr`'s `$value`).
    Enum(&'static super::enums::EnumDef),
}

/// How the default syntax writes the parameters after the mnemonic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamsSyntax {
    /// `<p0, p1>` (ODS's default parameter list, `` `<` $value `>` ``).
    Angled,
    /// Each parameter after a space, without brackets: `mnemonic p0 p1`
    /// (ODS's `$p0 $p1`, the default format of an `EnumAttr`). At the top
    /// level such a body is not simple enough for the pretty form, so the
    /// value prints as `#dialect<mnemonic p0>`.
    Spaced,
}

/// A parameter of a dialect type or attribute.
#[derive(Clone, Debug)]
pub struct ParamDef {
    /// Its name.
    pub name: Cow<'static, str>,
    /// How the default syntax writes it.
    pub kind: ParamKind,
}

/// Checks parameters on construction; returns upstream's message on
/// failure (reported at the construction's location).
pub type ParamVerifyFn = fn(&Context, &[Attribute]) -> Result<(), String>;

/// A construction verifier that is a closure (kinds defined at run time,
/// such as IRDL's, whose checks are data).
pub type DynParamVerifyFn = Arc<dyn Fn(&Context, &[Attribute]) -> Result<(), String> + Send + Sync>;

/// Prints the body after the mnemonic (`<...>`), given the parameters.
pub type ParamPrintFn = fn(&mut Printer<'_, '_>, &[Attribute]);

/// Parses the body after the mnemonic into the parameters.
pub type ParamParseFn = fn(&mut dyn AttrTypeParser) -> Result<Vec<Attribute>, ()>;

/// A dialect type or attribute kind.
pub struct AttrTypeDef {
    /// Types or attributes.
    pub kind: AttrTypeKind,
    /// The dialect namespace.
    pub dialect: Box<str>,
    /// The mnemonic (`ptr` in `!llvm.ptr`).
    pub mnemonic: Box<str>,
    /// One-line summary.
    pub summary: Box<str>,
    /// The ODS record name, which upstream's parse errors quote
    /// (`failed to parse Arith_FastMathAttr parameter ...`).
    pub ods_name: Box<str>,
    /// The parameters.
    pub params: Vec<ParamDef>,
    /// How the default syntax writes the parameters.
    pub params_syntax: ParamsSyntax,
    /// The construction verifier.
    pub verify: Option<ParamVerifyFn>,
    /// A construction verifier that is a closure, run after `verify`.
    pub verify_dyn: Option<DynParamVerifyFn>,
    /// Whether values take any number of parameters (the verifiers check
    /// the count); by default exactly one per [`AttrTypeDef::params`] entry.
    pub any_param_count: bool,
    /// The body printer (default: `<p0, p1, ...>`, nothing without
    /// parameters).
    pub print: Option<ParamPrintFn>,
    /// The body parser (default: the printer's default form).
    pub parse: Option<ParamParseFn>,
    /// The alias a value gets when printed at the top level (`#name` /
    /// `!name` definitions; upstream's `OpAsmDialectInterface::getAlias`).
    pub alias: Option<AliasFn>,
    /// The attribute (or type) interfaces the kind implements, by name
    /// (`PoisonAttrInterface`): constraints that accept any implementation
    /// of an interface ask [`AttrTypeDef::has_interface`].
    pub interfaces: Vec<&'static str>,
    type_id: Box<TypeIdMarker>,
}

/// Suggests an alias name for a value of a kind, given its parameters.
pub type AliasFn = fn(&Context, &[Attribute]) -> Option<&'static str>;

impl AttrTypeDef {
    /// A type kind of dialect `dialect` called `mnemonic`.
    pub fn ty(dialect: &str, mnemonic: &str) -> Self {
        Self::new(AttrTypeKind::Type, dialect, mnemonic)
    }

    /// An attribute kind of dialect `dialect` called `mnemonic`.
    pub fn attr(dialect: &str, mnemonic: &str) -> Self {
        Self::new(AttrTypeKind::Attr, dialect, mnemonic)
    }

    fn new(kind: AttrTypeKind, dialect: &str, mnemonic: &str) -> Self {
        AttrTypeDef {
            kind,
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
            summary: "".into(),
            ods_name: "".into(),
            params: Vec::new(),
            params_syntax: ParamsSyntax::Angled,
            verify: None,
            verify_dyn: None,
            any_param_count: false,
            print: None,
            parse: None,
            alias: None,
            interfaces: Vec::new(),
            type_id: Box::new(TypeIdMarker(2)),
        }
    }

    /// Sets the summary.
    pub fn summary(mut self, s: &str) -> Self {
        self.summary = s.into();
        self
    }

    /// Sets the ODS record name.
    pub fn ods_name(mut self, s: &str) -> Self {
        self.ods_name = s.into();
        self
    }

    /// Adds an enumeration parameter.
    pub fn enum_param(mut self, name: impl Into<Cow<'static, str>>, e: &'static super::enums::EnumDef) -> Self {
        self.params.push(ParamDef { name: name.into(), kind: ParamKind::Enum(e) });
        self
    }

    /// An ODS `EnumAttr` with `` `<` $value `>` `` syntax: the kind
    /// `#dialect.mnemonic<case>` over `e`, called `ods_name` in ODS. With
    /// [`AttrTypeDef::spaced`], ODS's default `$value` syntax instead:
    /// `#dialect<mnemonic case>`.
    pub fn enum_attr(dialect: &str, mnemonic: &str, ods_name: &str, e: &'static super::enums::EnumDef) -> Self {
        Self::attr(dialect, mnemonic).ods_name(ods_name).enum_param("value", e)
    }

    /// Writes the parameters after spaces instead of in `<...>` (see
    /// [`ParamsSyntax::Spaced`]).
    pub fn spaced(mut self) -> Self {
        self.params_syntax = ParamsSyntax::Spaced;
        self
    }

    /// Adds a type parameter.
    pub fn type_param(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.params.push(ParamDef { name: name.into(), kind: ParamKind::Type });
        self
    }

    /// Adds an attribute parameter.
    pub fn attr_param(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.params.push(ParamDef { name: name.into(), kind: ParamKind::Attr });
        self
    }

    /// Sets the construction verifier.
    pub fn verifier(mut self, f: ParamVerifyFn) -> Self {
        self.verify = Some(f);
        self
    }

    /// Sets a construction verifier that is a closure (for kinds made at
    /// run time), run after the [`AttrTypeDef::verifier`] if both are set.
    pub fn dyn_verifier(mut self, f: DynParamVerifyFn) -> Self {
        self.verify_dyn = Some(f);
        self
    }

    /// Lets values take any number of parameters (the verifier checks
    /// them; `params` then only names them for the default syntax).
    pub fn any_params(mut self) -> Self {
        self.any_param_count = true;
        self
    }

    /// Sets hand-written body syntax.
    pub fn syntax(mut self, print: ParamPrintFn, parse: ParamParseFn) -> Self {
        self.print = Some(print);
        self.parse = Some(parse);
        self
    }

    /// Sets the alias hook.
    pub fn aliased(mut self, f: AliasFn) -> Self {
        self.alias = Some(f);
        self
    }

    /// Declares that the kind implements the interface called `name`.
    pub fn implements(mut self, name: &'static str) -> Self {
        self.interfaces.push(name);
        self
    }

    /// Whether the kind implements the interface called `name`.
    pub fn has_interface(&self, name: &str) -> bool {
        self.interfaces.contains(&name)
    }

    /// The kind's type id.
    pub fn type_id(&self) -> TypeId {
        TypeId::of_boxed(&self.type_id)
    }

    /// `dialect.mnemonic`.
    pub fn full_name(&self) -> String {
        format!("{}.{}", self.dialect, self.mnemonic)
    }
}

impl std::fmt::Debug for AttrTypeDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AttrTypeDef({}.{})", self.dialect, self.mnemonic)
    }
}

/// A reference to a definition inside a uniqued value: compared and hashed
/// by identity, so two kinds with the same name in different dialect
/// definitions stay distinct.
#[derive(Clone)]
pub struct DefRef(pub Arc<AttrTypeDef>);

impl PartialEq for DefRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for DefRef {}

impl std::hash::Hash for DefRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.0) as usize).hash(state)
    }
}

impl std::fmt::Debug for DefRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Deref for DefRef {
    type Target = AttrTypeDef;
    fn deref(&self) -> &AttrTypeDef {
        &self.0
    }
}

impl Context {
    fn check_params(&self, def: &AttrTypeDef, kind: AttrTypeKind, params: &[Attribute]) -> Result<(), String> {
        if def.kind != kind {
            return Err(format!("'{}' is not a {} kind", def.full_name(), if kind == AttrTypeKind::Type { "type" } else { "attribute" }));
        }
        if params.len() != def.params.len() && !def.any_param_count {
            return Err(format!("'{}' takes {} parameters, got {}", def.full_name(), def.params.len(), params.len()));
        }
        if params.iter().any(|&p| self.try_attr_data(p).is_none()) {
            return Err("parameter of another context".into());
        }
        if let Some(f) = def.verify {
            f(self, params)?;
        }
        match &def.verify_dyn {
            Some(f) => f(self, params),
            None => Ok(()),
        }
    }

    /// The type of kind `def` with `params`, verified (upstream's
    /// `getChecked`: the message on failure).
    pub fn dialect_type(&self, def: &Arc<AttrTypeDef>, params: &[Attribute]) -> Result<crate::types::Type, String> {
        self.check_params(def, AttrTypeKind::Type, params)?;
        let d = DefRef(def.clone());
        Ok(self.intern_type_key(crate::types::TypeKey::Dialect { def: &d, params }))
    }

    /// The attribute of kind `def` with `params`, verified.
    pub fn dialect_attr(&self, def: &Arc<AttrTypeDef>, params: &[Attribute]) -> Result<Attribute, String> {
        self.check_params(def, AttrTypeKind::Attr, params)?;
        Ok(self.intern_attr(crate::attrs::AttrData::Dialect { def: DefRef(def.clone()), params: params.into() }))
    }
}
