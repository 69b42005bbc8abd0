//! Attribute and type aliases (`#map`, `#loc3`, `!tuple`), as upstream's
//! `AliasInitializer` and `AliasState`.
//!
//! Before a top-level operation is printed, a collection pass walks exactly
//! what would be printed (see `alias_walk.rs`: the same printer with its
//! output discarded) and *visits* every attribute and type. Each one the
//! builtin dialect's alias hook names gets an alias; visiting records the
//! nesting (an alias's *depth* is one more than the deepest alias nested in
//! it) and whether the alias may be printed after the operation (only
//! locations of operations may be, unless the same value is also used
//! elsewhere). Aliases are then ordered by depth, types before attributes,
//! and name, numbered per name in that order (`#map`, `#map1`, ...), and
//! printed: non-deferred ones above the operation, deferred ones below.
//!
//! Attributes and types that can neither have an alias nor contain one
//! (integers, floats, unit, ...) are not recorded: they cannot change the
//! outcome, and skipping them keeps the pass cheap.

use std::cell::Cell;

use hashbrown::HashMap;

use super::{Out, Printer, TypeElision};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::types::{Type, TypeData};

/// What an alias stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AliasKey {
    /// An attribute (locations included).
    Attr(Attribute),
    /// A type.
    Type(Type),
}

/// One alias of a print.
pub(crate) struct AliasEntry {
    key: AliasKey,
    name: Box<str>,
    /// Numbering suffix (0: none).
    suffix: u32,
    /// Whether it is printed after the operation.
    deferrable: bool,
    /// For type aliases: whether the definition has been printed (a type
    /// alias is used only after its definition, as upstream).
    printed: Cell<bool>,
}

impl AliasEntry {
    /// Writes `#name3` / `!name3`.
    pub(crate) fn write(&self, out: &mut Out<'_>) {
        out.byte(if matches!(self.key, AliasKey::Type(_)) { b'!' } else { b'#' });
        out.str(&self.name);
        if self.suffix != 0 {
            if self.name.as_bytes().last().is_some_and(|b| b.is_ascii_digit()) {
                out.byte(b'_');
            }
            out.int(self.suffix);
        }
    }
}

/// The aliases of a print, in the order their definitions are printed.
#[derive(Default)]
pub(crate) struct AliasTable {
    entries: Vec<AliasEntry>,
    index: HashMap<AliasKey, usize>,
}

impl AliasTable {
    /// The alias of `key`, if any.
    #[inline]
    pub(crate) fn lookup(&self, key: AliasKey) -> Option<&AliasEntry> {
        if self.entries.is_empty() {
            return None;
        }
        self.index.get(&key).map(|&i| &self.entries[i])
    }

    /// Adds the entries of `other` whose keys are not present yet (an asm
    /// state reused for several top-level prints accumulates aliases, as
    /// upstream's).
    pub(crate) fn merge(&mut self, other: AliasTable) {
        for e in other.entries {
            if !self.index.contains_key(&e.key) {
                self.index.insert(e.key, self.entries.len());
                self.entries.push(e);
            }
        }
    }
}

/// An attribute or type seen by the collection pass.
struct Info {
    key: AliasKey,
    alias: Option<&'static str>,
    depth: u32,
    deferrable: bool,
    children: Vec<u32>,
}

/// The children seen while visiting one attribute or type.
struct Frame {
    deferrable: bool,
    children: Vec<u32>,
    max_depth: u32,
}

/// The state of a collection pass.
#[derive(Default)]
pub(crate) struct Collector {
    /// The last type found trivial (operand and result types repeat).
    last_trivial_type: Option<Type>,
    infos: Vec<Info>,
    index: HashMap<AliasKey, u32>,
    frames: Vec<Frame>,
}

impl Collector {
    /// Marks an entry, and everything nested in it, as not deferrable.
    fn mark_non_deferrable(&mut self, i: u32) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            let info = &mut self.infos[i as usize];
            if !info.deferrable {
                continue;
            }
            info.deferrable = false;
            stack.extend_from_slice(&info.children);
        }
    }

    /// Orders and names the aliases found (upstream's `initializeAliases`).
    pub(crate) fn finish(self) -> AliasTable {
        let mut aliased: Vec<&Info> = self.infos.iter().filter(|i| i.alias.is_some()).collect();
        // Depth first, then types before attributes, then name; stable, so
        // equal keys keep the order they were first visited in.
        aliased.sort_by(|a, b| {
            a.depth
                .cmp(&b.depth)
                .then_with(|| is_type(b.key).cmp(&is_type(a.key)))
                .then_with(|| a.alias.cmp(&b.alias))
        });
        let mut used: hashbrown::HashSet<String> = hashbrown::HashSet::new();
        let mut counts: HashMap<String, u32> = HashMap::new();
        let mut table = AliasTable::default();
        for info in aliased {
            let name = info.alias.unwrap_or_default();
            let suffix = unique_suffix(name, &mut counts, &mut used);
            table.index.insert(info.key, table.entries.len());
            table.entries.push(AliasEntry {
                key: info.key,
                name: name.into(),
                suffix,
                deferrable: info.deferrable,
                printed: Cell::new(false),
            });
        }
        table
    }
}

fn is_type(k: AliasKey) -> bool {
    matches!(k, AliasKey::Type(_))
}

/// Upstream's `uniqueAliasNameIndex`: 0 for the first use of a name, then
/// the next free counter (names ending in a digit get `_N`).
fn unique_suffix(alias: &str, counts: &mut HashMap<String, u32>, used: &mut hashbrown::HashSet<String>) -> u32 {
    if !used.contains(alias) {
        used.insert(alias.to_string());
        return 0;
    }
    let mut probe = alias.to_string();
    if alias.as_bytes().last().is_some_and(|b| b.is_ascii_digit()) {
        probe.push('_');
    }
    let count = counts.entry(probe.clone()).or_insert(0);
    if *count == 0 {
        *count = 1;
    }
    loop {
        let count = counts.get_mut(&probe).expect("inserted above");
        let idx = *count;
        *count += 1;
        let candidate = format!("{probe}{idx}");
        if !used.contains(&candidate) {
            used.insert(candidate);
            return idx;
        }
    }
}

/// The builtin dialect's alias hook (`BuiltinOpAsmDialectInterface`).
fn attr_alias(data: &AttrData, cx: &Context) -> Option<&'static str> {
    match data {
        AttrData::AffineMap(_) => Some("map"),
        AttrData::IntegerSet(_) => Some("set"),
        AttrData::UnknownLoc
        | AttrData::FileLineColRange(_)
        | AttrData::NameLoc { .. }
        | AttrData::CallSiteLoc { .. }
        | AttrData::FusedLoc { .. } => Some("loc"),
        AttrData::Distinct { referenced, .. } => {
            (!matches!(cx.try_attr_data(*referenced), Some(AttrData::Unit))).then_some("distinct")
        }
        // A dialect's kinds name themselves (`OpAsmDialectInterface`).
        AttrData::Dialect { def, params } => def.alias.and_then(|f| f(cx, params)),
        _ => None,
    }
}

/// The builtin dialect's alias hook for types (and the dialects' own
/// kinds' hooks).
fn type_alias(data: &TypeData, cx: &Context) -> Option<&'static str> {
    match data {
        TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
        TypeData::Dialect { def, params } => def.alias.and_then(|f| f(cx, params)),
        _ => None,
    }
}

/// Whether a type can neither have an alias nor contain one (function
/// types of such types included, a few levels deep).
pub(crate) fn trivial_type(cx: &Context, ty: Type) -> bool {
    trivial_type_at(cx, ty, 2)
}

fn trivial_type_at(cx: &Context, ty: Type, depth: u32) -> bool {
    match cx.try_type_data(ty) {
        None | Some(TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::None) => true,
        Some(TypeData::Function { inputs, results }) if depth > 0 && inputs.len() + results.len() <= 16 => {
            inputs.iter().chain(results.iter()).all(|&t| trivial_type_at(cx, t, depth - 1))
        }
        // Shaped types of trivial elements (no encoding) print nothing that
        // can have an alias.
        Some(
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, encoding: None, .. }
            | TypeData::UnrankedTensor(elem),
        ) if depth > 0 => trivial_type_at(cx, *elem, depth - 1),
        // A memref whose layout prints nothing (the identity) in the default
        // memory space.
        Some(TypeData::MemRef { elem, layout, memory_space: None, .. }) if depth > 0 && cx.is_identity_layout(*layout) => {
            trivial_type_at(cx, *elem, depth - 1)
        }
        // A dialect type without an alias hook whose parameters are trivial.
        Some(TypeData::Dialect { def, params }) if depth > 0 && def.alias.is_none() => {
            params.iter().all(|&p| trivial_attr_at(cx, p, depth - 1))
        }
        _ => false,
    }
}

/// Whether an attribute can neither have an alias nor contain one.
pub(crate) fn trivial_attr(cx: &Context, attr: Attribute) -> bool {
    trivial_attr_at(cx, attr, 2)
}

fn trivial_attr_at(cx: &Context, attr: Attribute, depth: u32) -> bool {
    match cx.try_attr_data(attr) {
        None => true,
        Some(
            AttrData::Unit
            | AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::DenseArray(_)
            | AttrData::SymbolRef { .. }
            | AttrData::StridedLayout { .. },
        ) => true,
        Some(AttrData::String { ty, .. }) => trivial_type(cx, *ty),
        Some(AttrData::Type(t)) => trivial_type(cx, *t),
        // A dialect attribute without an alias hook whose parameters are
        // trivial (enum flags and the like).
        Some(AttrData::Dialect { def, params }) if depth > 0 && def.alias.is_none() => {
            params.iter().all(|&p| trivial_attr_at(cx, p, depth - 1))
        }
        _ => false,
    }
}

/// The type a typed builtin attribute prints after ` : ` (integers and
/// floats excluded: the walk stops before their types, as upstream's).
fn walked_attr_type(data: &AttrData) -> Option<Type> {
    match data {
        AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => Some(*ty),
        AttrData::DenseIntOrFloat(d) => Some(d.ty),
        AttrData::DenseString(d) => Some(d.ty),
        AttrData::DenseResource { ty, .. } | AttrData::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

impl Printer<'_, '_> {
    /// Whether this printer is a collection pass.
    #[inline]
    pub(crate) fn collecting(&self) -> bool {
        self.collect.is_some()
    }

    /// Whether visits now are nested in another attribute or type.
    fn collect_nested(&self) -> bool {
        self.collect.as_ref().is_some_and(|c| !c.frames.is_empty())
    }

    /// Deferrability of values visited now: inherited inside another
    /// value, otherwise not deferrable.
    fn collect_deferrable(&self) -> bool {
        self.collect.as_ref().and_then(|c| c.frames.last()).is_some_and(|f| f.deferrable)
    }

    /// Collection-pass counterpart of printing a type.
    pub(crate) fn collect_type(&mut self, ty: Type) {
        let d = self.collect_deferrable();
        self.visit_type(ty, d);
    }

    /// Collection-pass counterpart of printing an attribute.
    pub(crate) fn collect_attr(&mut self, attr: Attribute, elision: TypeElision) {
        let elide = self.collect_nested() && elision == TypeElision::Must;
        let d = self.collect_deferrable();
        self.visit_attr(attr, d, elide);
    }

    /// Records a visit in the enclosing frame, if any.
    fn record_child(&mut self, result: Option<(u32, u32)>) {
        let Some((depth, idx)) = result else { return };
        if let Some(f) = self.collect.as_mut().and_then(|c| c.frames.last_mut()) {
            f.children.push(idx);
            f.max_depth = f.max_depth.max(depth);
        }
    }

    /// Visits a type: returns its depth and entry, recording it as a child
    /// of the value being visited.
    pub(crate) fn visit_type(&mut self, ty: Type, deferrable: bool) {
        match self.collect.as_mut() {
            Some(c) if c.last_trivial_type == Some(ty) => return,
            Some(c) if trivial_type(self.cx, ty) => {
                c.last_trivial_type = Some(ty);
                return;
            }
            _ => {}
        }
        let r = self.visit_key(AliasKey::Type(ty), deferrable, false);
        self.record_child(r);
    }

    /// Visits an attribute (see [`Printer::visit_type`]); `elide_type`
    /// skips its type, as when printed without it.
    pub(crate) fn visit_attr(&mut self, attr: Attribute, deferrable: bool, elide_type: bool) {
        if trivial_attr(self.cx, attr) {
            return;
        }
        let r = self.visit_key(AliasKey::Attr(attr), deferrable, elide_type);
        self.record_child(r);
    }

    /// Upstream's `visitImpl`.
    fn visit_key(&mut self, key: AliasKey, deferrable: bool, elide_type: bool) -> Option<(u32, u32)> {
        let cx = self.cx;
        let c = self.collect.as_mut()?;
        if let Some(&idx) = c.index.get(&key) {
            if !deferrable {
                c.mark_non_deferrable(idx);
            }
            return Some((c.infos[idx as usize].depth, idx));
        }
        let alias = match key {
            AliasKey::Attr(a) => cx.try_attr_data(a).and_then(|d| attr_alias(d, cx)),
            AliasKey::Type(t) => cx.try_type_data(t).and_then(|d| type_alias(d, cx)),
        };
        let idx = c.infos.len() as u32;
        c.infos.push(Info { key, alias, depth: u32::from(alias.is_some()), deferrable, children: Vec::new() });
        c.index.insert(key, idx);
        c.frames.push(Frame { deferrable, children: Vec::new(), max_depth: 0 });
        match key {
            AliasKey::Attr(a) => self.walk_attr(a, elide_type),
            AliasKey::Type(t) => self.walk_type(t),
        }
        let c = self.collect.as_mut()?;
        let frame = c.frames.pop()?;
        let info = &mut c.infos[idx as usize];
        info.children = frame.children;
        if frame.max_depth > 0 {
            info.depth = frame.max_depth + 1;
        }
        Some((info.depth, idx))
    }

    /// Visits what upstream visits inside a builtin attribute; kinds this
    /// walk does not know are walked by printing them into the pass.
    fn walk_attr(&mut self, attr: Attribute, elide_type: bool) {
        crate::support::stack::deep(|| self.walk_attr_step(attr, elide_type))
    }

    /// One step of [`walk_attr`]'s recursion, on a stack with room for it.
    fn walk_attr_step(&mut self, attr: Attribute, elide_type: bool) {
        let cx = self.cx;
        let Some(data) = cx.try_attr_data(attr) else { return };
        let d = self.collect_deferrable();
        match data {
            AttrData::AffineMap(_)
            | AttrData::IntegerSet(_)
            | AttrData::DenseArray(_)
            | AttrData::Float { .. }
            | AttrData::Integer { .. }
            | AttrData::Unit => return,
            AttrData::Distinct { referenced, .. } => self.visit_attr(*referenced, d, false),
            AttrData::Dictionary(entries) => {
                for na in entries.iter() {
                    self.visit_attr(na.value, d, false);
                }
            }
            AttrData::Array(elems) => {
                for &e in elems.iter() {
                    self.visit_attr(e, d, false);
                }
            }
            AttrData::Type(t) => self.visit_type(*t, d),
            AttrData::NameLoc { child, .. } => {
                if !matches!(cx.try_attr_data(*child), Some(AttrData::UnknownLoc)) {
                    self.visit_attr(*child, d, false);
                }
            }
            AttrData::CallSiteLoc { callee, caller } => {
                self.visit_attr(*callee, d, false);
                self.visit_attr(*caller, d, false);
            }
            AttrData::FusedLoc { locs, metadata } => {
                if let Some(m) = metadata {
                    self.visit_attr(*m, d, false);
                }
                for &l in locs.iter() {
                    self.visit_attr(l, d, false);
                }
            }
            AttrData::String { .. }
            | AttrData::SymbolRef { .. }
            | AttrData::Opaque { .. }
            | AttrData::DenseIntOrFloat(_)
            | AttrData::DenseString(_)
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
            | AttrData::StridedLayout { .. }
            | AttrData::UnknownLoc
            | AttrData::FileLineColRange(_) => {}
            #[allow(unreachable_patterns)]
            _ => {
                let elision = if elide_type { TypeElision::Must } else { TypeElision::Never };
                self.print_attribute_body(attr, elision);
                return;
            }
        }
        if !elide_type {
            if let Some(ty) = walked_attr_type(data) {
                if !matches!(cx.try_type_data(ty), Some(TypeData::None)) {
                    self.visit_type(ty, d);
                }
            }
        }
    }

    /// Visits the elements of a builtin type (upstream walks its immediate
    /// sub-elements; memrefs skip an identity layout); kinds this walk does
    /// not know are walked by printing them into the pass.
    fn walk_type(&mut self, ty: Type) {
        crate::support::stack::deep(|| self.walk_type_step(ty))
    }

    /// One step of [`walk_type`]'s recursion, on a stack with room for it.
    fn walk_type_step(&mut self, ty: Type) {
        let cx = self.cx;
        let Some(data) = cx.try_type_data(ty) else { return };
        let d = self.collect_deferrable();
        match data {
            TypeData::MemRef { elem, layout, memory_space, .. } => {
                self.visit_type(*elem, d);
                if !cx.is_identity_layout(*layout) {
                    self.visit_attr(*layout, d, false);
                }
                if let Some(ms) = memory_space {
                    self.visit_attr(*ms, d, false);
                }
            }
            TypeData::Complex(e) | TypeData::UnrankedTensor(e) => self.visit_type(*e, d),
            TypeData::Vector { elem, .. } => self.visit_type(*elem, d),
            TypeData::RankedTensor { elem, encoding, .. } => {
                self.visit_type(*elem, d);
                if let Some(enc) = encoding {
                    self.visit_attr(*enc, d, false);
                }
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.visit_type(*elem, d);
                if let Some(ms) = memory_space {
                    self.visit_attr(*ms, d, false);
                }
            }
            TypeData::Tuple(elems) => {
                for &t in elems.iter() {
                    self.visit_type(t, d);
                }
            }
            TypeData::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    self.visit_type(t, d);
                }
            }
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::None | TypeData::Opaque { .. } => {}
            #[allow(unreachable_patterns)]
            _ => self.print_type_body(ty),
        }
    }

    /// Writes the alias of an attribute, if it has one in this print.
    #[inline]
    pub(crate) fn try_attr_alias(&mut self, attr: Attribute) -> bool {
        let Some(table) = self.aliases else { return false };
        match table.lookup(AliasKey::Attr(attr)) {
            Some(e) => {
                e.write(&mut self.out);
                true
            }
            None => false,
        }
    }

    /// Writes the alias of a type, if it has one whose definition has been
    /// printed.
    #[inline]
    pub(crate) fn try_type_alias(&mut self, ty: Type) -> bool {
        let Some(table) = self.aliases else { return false };
        match table.lookup(AliasKey::Type(ty)) {
            Some(e) if e.printed.get() => {
                e.write(&mut self.out);
                true
            }
            _ => false,
        }
    }

    /// Prints the alias definitions that are (not) deferred, one per line
    /// (upstream's `printAliases`).
    pub(crate) fn print_alias_definitions(&mut self, deferred: bool) {
        let Some(table) = self.aliases else { return };
        for e in table.entries.iter().filter(|e| e.deferrable == deferred) {
            e.write(&mut self.out);
            self.out.str(" = ");
            match e.key {
                AliasKey::Type(t) => {
                    self.print_type_body(t);
                    // Later uses may refer to this alias from now on.
                    e.printed.set(true);
                }
                AliasKey::Attr(a) => self.print_attribute_body(a, TypeElision::Never),
            }
            self.out.byte(b'\n');
        }
    }
}
