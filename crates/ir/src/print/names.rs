//! SSA value and block naming, as upstream's `SSANameState`.
//!
//! Numbering starts at the operation printing is scoped to and proceeds
//! region by region with a stack (last region first): a region's values are
//! numbered from the counters saved when its parent region finished
//! numbering, so nested regions continue after all values of the enclosing
//! region, and sibling regions restart from the same counters (unless
//! unique SSA ids are requested, which the generic form implies). Entry
//! block arguments are `%argN`, other values `%N`; an operation's results
//! share one name (`%N:2`, used as `%N#1`). Blocks are `^bbN` per region.
//! Special names (`argN`, names taken from `NameLoc`s) are sanitized and
//! made unique within the scopes in flight with `_N` suffixes.
//!
//! Tables are indexed by arena slot. When the numbered subtree is a large
//! part of the arena they are dense vectors (zeroed lazily by the
//! allocator), otherwise hash maps, so numbering costs O(subtree) either
//! way.

use hashbrown::{HashMap, HashSet};

use super::PrintFlags;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::ir::{Ir, BLOCK_ARG};
use crate::support::arena::NONE;

/// A value's printed name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueName<'n> {
    /// `%N` (or `%N#i` for a result of a multi-result operation).
    Number(u32),
    /// `%name` (entry-block arguments `%argN`, names from locations).
    Special(&'n str),
}

/// Tag of a table entry holding an index into the special names.
const NAMED: u32 = 1 << 31;
/// Tag of the entries of the results of an operation with several results
/// (all share the first result's name and print `#i`).
const GROUPED: u32 = 1 << 30;
/// The name part of an entry.
const NAME_MASK: u32 = GROUPED - 1;

/// A map from arena slots to non-zero codes (0 means absent).
enum IdTable {
    Dense(Vec<u32>),
    Sparse(HashMap<u32, u32>),
}

impl IdTable {
    /// A table for about `expected` entries among `capacity` slots.
    fn new(expected: usize, capacity: u32) -> IdTable {
        let capacity = capacity as usize;
        if expected.saturating_mul(16) >= capacity || capacity <= 4096 {
            IdTable::Dense(vec![0; capacity])
        } else {
            IdTable::Sparse(HashMap::with_capacity(expected))
        }
    }

    #[inline]
    fn get(&self, i: u32) -> u32 {
        match self {
            IdTable::Dense(v) => v.get(i as usize).copied().unwrap_or(0),
            IdTable::Sparse(m) => m.get(&i).copied().unwrap_or(0),
        }
    }

    #[inline]
    fn set(&mut self, i: u32, code: u32) {
        match self {
            IdTable::Dense(v) => {
                if let Some(slot) = v.get_mut(i as usize) {
                    *slot = code;
                }
            }
            IdTable::Sparse(m) => {
                m.insert(i, code);
            }
        }
    }
}

/// Names of values and blocks under one root operation.
pub struct NameState {
    /// Per value slot: `n + 1` for `%n`, or [`NAMED`]` | i` for `names[i]`,
    /// with [`GROUPED`] on the results of operations with several results.
    values: IdTable,
    /// Per block slot: the block's position in its region, plus one.
    blocks: IdTable,
    /// Per op slot: `n + 1` for result-less operations given an id `%n`
    /// (only when value users are printed).
    ops: IdTable,
    /// Special names.
    names: Vec<Box<str>>,
    /// Operations whose results are printed in several groups (`%x, %y:2
    /// = ...`, from result-name hints), by first result slot: the result
    /// number where each group starts.
    groups: HashMap<u32, smallvec::SmallVec<[u32; 4]>>,
    /// Results of such operations that are not in their first group, by
    /// slot: the result number their group starts at (their `#i` counts
    /// from it).
    group_base: HashMap<u32, u32>,
    /// Whether nothing under the root can get an alias without debug info
    /// (see [`NameState::alias_free`]).
    alias_free: bool,
}

/// State used only while numbering.
struct Numbering<'a> {
    cx: &'a Context,
    ir: &'a Ir,
    unique_ids: bool,
    name_loc_prefix: bool,
    value_users: bool,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Special names in flight.
    used: HashSet<Box<str>>,
    /// Names added per open scope (one per region being numbered, nested
    /// as the regions are; the first is the root operation's).
    scopes: Vec<Vec<Box<str>>>,
    /// Whether custom printers are in use (not the generic form).
    custom_printers: bool,
    /// Whether an attribute, type or custom printer that may lead to an
    /// alias was seen.
    alias_candidates: bool,
    /// The last type found trivial.
    last_trivial: Option<crate::types::Type>,
    /// Regions of the operations of the region being numbered.
    nested: Vec<u32>,
    /// Recently seen operation names: whether each is registered and has
    /// a custom printer other than the builtin dialect's (direct-mapped).
    names_seen: [Option<(crate::context::OpName, bool, bool)>; 8],
}

impl NameState {
    /// Numbers everything nested in operation `root` (arena index) under
    /// `flags` (already adjusted for verification).
    pub fn new(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> NameState {
        // Sizes matter only to choose between dense and sparse tables: the
        // count stops once the subtree is known to be large.
        let cap = (ir.values.capacity_slots() as usize / 16).max(ir.blocks.capacity_slots() as usize / 16);
        let (nvalues, nblocks, nops) = count_subtree(ir, root, cap);
        let mut st = NameState {
            values: IdTable::new(nvalues, ir.values.capacity_slots()),
            blocks: IdTable::new(nblocks, ir.blocks.capacity_slots()),
            ops: if flags.value_users {
                IdTable::new(nops, ir.ops.capacity_slots())
            } else {
                IdTable::Sparse(HashMap::new())
            },
            names: Vec::new(),
            groups: HashMap::new(),
            group_base: HashMap::new(),
            alias_free: false,
        };
        let mut n = Numbering {
            cx,
            ir,
            unique_ids: flags.unique_ssa_ids || flags.generic,
            name_loc_prefix: flags.name_loc_as_prefix,
            value_users: flags.value_users,
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: HashSet::new(),
            scopes: vec![Vec::new()],
            custom_printers: !flags.generic,
            alias_candidates: false,
            last_trivial: None,
            names_seen: [None; 8],
            nested: Vec::new(),
        };
        // (region, next value, next argument, next conflict, parent scope
        // depth). As upstream, the root's regions are queued with the
        // counters from before the root's own results are numbered, and the
        // queue is a stack (last region first).
        let mut stack: Vec<(u32, u32, u32, u32, usize)> = Vec::new();
        for r in ir.opd(root).regions.indices() {
            stack.push((r, 0, 0, 0, 1));
        }
        n.number_op(&mut st, root);
        n.nested.clear();
        while let Some((region, v, a, c, parent_depth)) = stack.pop() {
            if !n.unique_ids {
                n.next_value = v;
                n.next_arg = a;
                n.next_conflict = c;
            }
            while n.scopes.len() > parent_depth {
                n.pop_scope();
            }
            n.scopes.push(Vec::new());
            let depth = n.scopes.len();
            n.number_region(&mut st, region);
            // The regions of the region's operations, in order, continue
            // from the counters after the whole region.
            for r in n.nested.drain(..) {
                stack.push((r, n.next_value, n.next_arg, n.next_conflict, depth));
            }
        }
        st.alias_free = !n.alias_candidates;
        st
    }

    /// Whether printing the root as a top-level operation without debug
    /// info can produce no alias: every attribute of every operation and
    /// every operand, result and block argument type can neither have an
    /// alias nor contain one, and no custom printer other than the builtin
    /// dialect's is used. The alias collection pass is then skipped.
    pub(crate) fn alias_free(&self) -> bool {
        self.alias_free
    }

    /// The name of value `v` (arena index); for a result, the name of its
    /// operation's result group.
    fn decode(&self, code: u32) -> Option<ValueName<'_>> {
        match code & !GROUPED {
            0 => None,
            c if c & NAMED != 0 => self.names.get((c & !NAMED) as usize).map(|s| ValueName::Special(s)),
            c => Some(ValueName::Number((c & NAME_MASK) - 1)),
        }
    }

    fn lookup(&self, key: u32) -> Option<ValueName<'_>> {
        self.decode(self.values.get(key))
    }

    /// The name of value `v` (arena index) and, for a result of an
    /// operation with several results, its number in the group.
    pub fn value_name(&self, ir: &Ir, v: u32) -> Option<(ValueName<'_>, Option<u32>)> {
        let code = self.values.get(v);
        let name = self.decode(code)?;
        if code & GROUPED == 0 {
            return Some((name, None));
        }
        // A stale slot (only possible with a state used after the IR
        // changed) names nothing.
        let d = ir.values.get_live(v)?;
        let base = self.group_base.get(&v).copied().unwrap_or(0);
        Some((name, Some((d.number & !BLOCK_ARG) - base)))
    }

    /// The result groups of the operation whose first result is slot
    /// `first`, as (first slot of the group, number of results), when the
    /// results are printed in several groups.
    pub fn result_groups(&self, first: u32, count: u32) -> Option<smallvec::SmallVec<[(u32, u32); 4]>> {
        if self.groups.is_empty() {
            return None;
        }
        let starts = self.groups.get(&first)?;
        let mut out = smallvec::SmallVec::new();
        for (k, &s) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(count);
            out.push((first + s, end - s));
        }
        Some(out)
    }

    /// Writes the name of value `v` (arena index) with its `%` and, when
    /// `result_no` and the value is one of several results, `#i`. Returns
    /// false if the value is not named in this state.
    #[inline]
    pub fn write_value(&self, ir: &Ir, v: u32, result_no: bool, out: &mut super::Out<'_>) -> bool {
        let code = self.values.get(v);
        match code & !GROUPED {
            0 => return false,
            c if c & NAMED != 0 => match self.names.get((c & !NAMED) as usize) {
                Some(s) => {
                    out.byte(b'%');
                    out.str(s);
                }
                None => return false,
            },
            c => {
                out.byte(b'%');
                out.int((c & NAME_MASK) - 1);
            }
        }
        if result_no && code & GROUPED != 0 {
            if let Some(d) = ir.values.get_live(v) {
                let base = if self.group_base.is_empty() { 0 } else { self.group_base.get(&v).copied().unwrap_or(0) };
                out.byte(b'#');
                out.int((d.number & !BLOCK_ARG) - base);
            }
        }
        true
    }

    /// Writes the name under which the results of the operation whose
    /// first result is value `first` are printed (the `%N` of `%N:k =`).
    pub fn write_result_group(&self, first: u32, out: &mut super::Out<'_>) -> bool {
        match self.lookup(first) {
            Some(name) => {
                write_name(&name, out);
                true
            }
            None => false,
        }
    }

    /// The `^bbN` number of block `b` (arena index): its position in its
    /// region.
    pub fn block_number(&self, b: u32) -> Option<u32> {
        match self.blocks.get(b) {
            0 => None,
            n => Some(n - 1),
        }
    }

    /// The id of a result-less operation (arena index), given only when
    /// value users are printed.
    pub fn op_number(&self, o: u32) -> Option<u32> {
        match self.ops.get(o) {
            0 => None,
            n => Some(n - 1),
        }
    }
}

fn write_name(name: &ValueName<'_>, out: &mut super::Out<'_>) {
    out.byte(b'%');
    match name {
        ValueName::Number(n) => out.int(*n),
        ValueName::Special(s) => out.str(s),
    }
}

impl Numbering<'_> {
    fn number_region(&mut self, st: &mut NameState, region: u32) {
        let ir = self.ir;
        let mut next_block = 0u32;
        let mut b = ir.regions.get(region).first_block;
        let first = b;
        while b != NONE {
            st.blocks.set(b, next_block + 1);
            next_block += 1;
            self.number_block(st, b, b == first);
            b = ir.blocks.get(b).next;
        }
    }

    fn number_block(&mut self, st: &mut NameState, b: u32, is_entry: bool) {
        let ir = self.ir;
        for &arg in &ir.blocks.get(b).args {
            if let Some(ty) = ir.value_ty_opt(arg) {
                self.note_type(ty);
            }
            if st.values.get(arg) != 0 {
                continue;
            }
            let mut name: Vec<u8> = Vec::new();
            if is_entry {
                name = format!("arg{}", self.next_arg).into_bytes();
                self.next_arg += 1;
            }
            if self.name_loc_prefix {
                if let Some(n) = ir.arg_loc_opt(arg).and_then(|l| find_name_loc(self.cx, l.0)) {
                    name = n.to_vec();
                }
            }
            self.set_value_name(st, arg, &name);
        }
        let mut o = ir.blocks.get(b).first_op;
        while o != NONE {
            self.number_op(st, o);
            o = ir.opd(o).next;
        }
    }

    fn number_op(&mut self, st: &mut NameState, o: u32) {
        if !self.alias_candidates {
            self.note_op(st, o);
        }
        let d = self.ir.opd(o);
        self.nested.extend(d.regions.indices());
        if d.results.len == 0 {
            if self.value_users && st.ops.get(o) == 0 {
                st.ops.set(o, self.next_value + 1);
                self.next_value += 1;
            }
            return;
        }
        let first = d.results.start;
        // Result-name hints (`getAsmResultNames`): a hint for a result
        // other than the first starts a new result group.
        let mut starts: smallvec::SmallVec<[u32; 4]> = smallvec::smallvec![0];
        if self.custom_printers {
            if let Some(def) = self.cx.op_name_info(d.name).def() {
                let mut names: smallvec::SmallVec<[(usize, String); 2]> = smallvec::SmallVec::new();
                if let Some(f) = def.result_names {
                    if let Some(v) = crate::view::OpView::new(self.cx, self.ir, self.ir.op_id(o)) {
                        f(v, &mut |i, n| names.push((i, n.to_string())));
                    }
                } else if def.results.len() > 1 {
                    // ODS names the results of an op with several result
                    // definitions after them (the first of each non-empty
                    // group).
                    if let Some(v) = crate::view::OpView::new(self.cx, self.ir, self.ir.op_id(o)) {
                        let seg = crate::registry::invariants_segments(self.cx, self.ir, v.id, "resultSegmentSizes");
                        let groups = crate::registry::value_groups(&def.results, d.results.len as usize, seg.as_deref());
                        for (rd, &(s, n)) in def.results.iter().zip(&groups) {
                            if n > 0 && !rd.name.is_empty() {
                                names.push((s, rd.name.to_string()));
                            }
                        }
                    }
                }
                for (i, n) in names {
                    if i < d.results.len as usize {
                        self.set_value_name(st, first + i as u32, n.as_bytes());
                        if i > 0 {
                            starts.push(i as u32);
                        }
                    }
                }
                starts.sort_unstable();
                starts.dedup();
            }
        }
        if self.name_loc_prefix && st.values.get(first) == 0 {
            if let Some(n) = self.ir.op_loc_opt(o).and_then(|l| find_name_loc(self.cx, l.0)) {
                self.set_value_name(st, first, n);
            }
        }
        if st.values.get(first) == 0 {
            st.values.set(first, self.next_value + 1);
            self.next_value += 1;
        }
        if d.results.len > 1 && starts.len() > 1 {
            // Several groups: each result carries its group's name, and
            // counts its `#i` from its group's start.
            for (k, &s) in starts.iter().enumerate() {
                let end = starts.get(k + 1).copied().unwrap_or(d.results.len);
                let head = first + s;
                if st.values.get(head) == 0 {
                    st.values.set(head, self.next_value + 1);
                    self.next_value += 1;
                }
                // A group of one value is named without `#0`.
                let grouped = if end - s > 1 { GROUPED } else { 0 };
                let code = st.values.get(head) | grouped;
                for v in head..first + end {
                    st.values.set(v, code);
                    if s > 0 {
                        st.group_base.insert(v, s);
                    }
                }
            }
            st.groups.insert(first, starts);
        } else if d.results.len > 1 {
            // Every result of the group carries the group's name.
            let code = st.values.get(first) | GROUPED;
            for v in d.results.indices() {
                st.values.set(v, code);
            }
        }
    }

    /// Notes what of operation `o` may lead to an alias.
    fn note_op(&mut self, st: &NameState, o: u32) {
        let (cx, ir) = (self.cx, self.ir);
        let d = ir.opd(o);
        // (registered, custom printer other than builtin's)
        let slot = (d.name.0 & 7) as usize;
        let (registered, custom) = match self.names_seen[slot] {
            Some((name, r, c)) if name == d.name => (r, c),
            _ => {
                let def = cx.op_name_info(d.name).def();
                let r = def.is_some();
                let c = def.is_some_and(|def| def.has_custom_assembly() && !def.plain_assembly);
                self.names_seen[slot] = Some((d.name, r, c));
                (r, c)
            }
        };
        if custom && self.custom_printers {
            self.alias_candidates = true;
            return;
        }
        if registered {
            if let Some(AttrData::Dictionary(entries)) = ir.attr_at(d.props).and_then(|p| cx.try_attr_data(p)) {
                for na in entries.iter() {
                    self.note_attr(na.value);
                }
            }
        }
        for a in d.attrs.indices() {
            if let Some(na) = ir.attr_entry(a) {
                self.note_attr(na.value);
            }
        }
        for v in d.results.indices() {
            if let Some(ty) = ir.value_ty_opt(v) {
                self.note_type(ty);
            }
        }
        // Operands defined earlier in the numbering had their types noted
        // as results or arguments; only the others (forward references in
        // graph regions, values from outside) are looked at.
        for u in d.operands.indices() {
            let v = ir.operands.get(u).target;
            if v != NONE && st.values.get(v) == 0 {
                if let Some(ty) = ir.value_ty_opt(v) {
                    self.note_type(ty);
                }
            }
        }
    }

    fn note_type(&mut self, ty: crate::types::Type) {
        if self.alias_candidates || self.last_trivial == Some(ty) {
            return;
        }
        if super::aliases::trivial_type(self.cx, ty) {
            self.last_trivial = Some(ty);
        } else {
            self.alias_candidates = true;
        }
    }

    fn note_attr(&mut self, attr: Attribute) {
        if !self.alias_candidates && !super::aliases::trivial_attr(self.cx, attr) {
            self.alias_candidates = true;
        }
    }

    /// Upstream's `setValueName`: an empty name means the next number.
    fn set_value_name(&mut self, st: &mut NameState, v: u32, name: &[u8]) {
        if name.is_empty() {
            st.values.set(v, self.next_value + 1);
            self.next_value += 1;
            return;
        }
        let unique = self.unique_name(name);
        st.values.set(v, NAMED | st.names.len() as u32);
        st.names.push(unique);
    }

    /// Sanitizes `name` and makes it unique among the names in flight.
    fn unique_name(&mut self, name: &[u8]) -> Box<str> {
        let base = sanitize(name, b"$._-");
        let unique: Box<str> = if !self.used.contains(base.as_str()) {
            base.into()
        } else {
            let mut probe = String::with_capacity(base.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&base);
                probe.push('_');
                probe.push_str(&self.next_conflict.to_string());
                self.next_conflict += 1;
                if !self.used.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.used.insert(unique.clone());
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(unique.clone());
        }
        unique
    }

    fn pop_scope(&mut self) {
        if let Some(names) = self.scopes.pop() {
            for n in names {
                self.used.remove(&n);
            }
        }
    }
}

/// Counts the values, blocks and operations nested in `root` (itself
/// included), to size the tables; stops early (with counts of at least
/// `cap`) for large subtrees.
fn count_subtree(ir: &Ir, root: u32, cap: usize) -> (usize, usize, usize) {
    let (mut values, mut blocks, mut ops) = (0usize, 0usize, 0usize);
    let mut stack = vec![root];
    while let Some(o) = stack.pop() {
        if values >= cap || blocks >= cap || ops >= cap {
            return (values.max(cap), blocks.max(cap), ops.max(cap));
        }
        ops += 1;
        let d = ir.opd(o);
        values += d.results.len as usize;
        for r in d.regions.indices() {
            let mut b = ir.regions.get(r).first_block;
            while b != NONE {
                blocks += 1;
                let bd = ir.blocks.get(b);
                values += bd.args.len();
                let mut op = bd.first_op;
                while op != NONE {
                    stack.push(op);
                    op = ir.opd(op).next;
                }
                b = bd.next;
            }
        }
    }
    (values, blocks, ops)
}

/// The name of the first `NameLoc` in a pre-order walk of a location (and
/// of the attributes nested in it), as upstream's
/// `findInstanceOf<NameLoc>()`.
pub(crate) fn find_name_loc(cx: &Context, loc: Attribute) -> Option<&[u8]> {
    match cx.try_attr_data(loc)? {
        AttrData::NameLoc { name, .. } => Some(cx.bytes_of(*name)),
        AttrData::CallSiteLoc { callee, caller } => {
            find_name_loc(cx, *callee).or_else(|| find_name_loc(cx, *caller))
        }
        AttrData::FusedLoc { locs, metadata } => {
            locs.iter().find_map(|l| find_name_loc(cx, *l)).or_else(|| metadata.and_then(|m| find_name_loc(cx, m)))
        }
        AttrData::Array(elems) => elems.iter().find_map(|a| find_name_loc(cx, *a)),
        AttrData::Dictionary(entries) => entries.iter().find_map(|na| find_name_loc(cx, na.value)),
        AttrData::Distinct { referenced, .. } => find_name_loc(cx, *referenced),
        _ => None,
    }
}

/// Upstream's `sanitizeIdentifier`: letters, digits and the `allowed`
/// punctuation are kept, a space becomes `_`, any other byte its hex
/// digits (upper case); a name starting with a digit or with a byte that
/// is neither allowed nor a space gets a `_` prefix.
pub(crate) fn sanitize(bytes: &[u8], allowed: &[u8]) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || allowed.contains(&b);
    let Some(&first) = bytes.first() else { return String::new() };
    let prefix = first.is_ascii_digit() || (!valid(first) && first != b' ');
    let mut s = String::with_capacity(bytes.len() + 1);
    if prefix {
        s.push('_');
    }
    for &b in bytes {
        if valid(b) {
            s.push(b as char);
        } else if b == b' ' {
            s.push('_');
        } else {
            s.push_str(&format!("{b:X}"));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::sanitize;

    #[test]
    fn sanitize_as_upstream() {
        // Expected strings are what mlir-opt 22 prints for
        // `loc("9 lives")` / `loc("-neg")` names with
        // --mlir-use-nameloc-as-prefix.
        assert_eq!(sanitize(b"9 lives", b"$._-"), "_9_lives");
        assert_eq!(sanitize(b"-neg", b"$._-"), "-neg");
        assert_eq!(sanitize(b"first", b"$._-"), "first");
    }
}
