//! SSA value and block naming, as upstream's `SSANameState`.
//!
//! Numbering starts at the operation printing is scoped to and proceeds
//! region by region with a stack: a region's values are numbered from the
//! counters saved when its parent region finished numbering, so nested
//! regions continue after all values of the enclosing region. Entry-block
//! arguments are `%argN`, other values `%N`; an operation's results share
//! one number (`%N:2`, used as `%N#1`). Blocks are `^bbN` per region.

use hashbrown::HashMap;

use super::PrintFlags;
use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, BLOCK_ARG};
use crate::support::arena::NONE;

/// A value's printed name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueName {
    /// `%N` (or `%N#i` for a result of a multi-result operation).
    Number(u32),
    /// `%name` (entry-block arguments `%argN`, names from locations).
    Special(String),
}

/// Names of values and blocks under one root operation.
#[derive(Default)]
pub struct NameState {
    /// Per value index: the id of the value (for results, only the first
    /// result of each operation is recorded).
    value_ids: HashMap<u32, ValueName>,
    /// Per block index: `^bbN` number.
    block_ids: HashMap<u32, u32>,
    /// Special names in use, with the number of scopes using each.
    used_names: HashMap<String, u32>,
    /// Names added per open scope (one scope per region being numbered,
    /// nested as the regions are).
    scopes: Vec<Vec<String>>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NameState {
    /// Numbers everything nested in operation `root` (arena index).
    pub fn new(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> NameState {
        let mut st = NameState::default();
        st.value_ids.reserve(ir.values.live());
        // The scope of the root operation.
        st.scopes.push(Vec::new());
        // (region, next value, next argument, next conflict, parent scope
        // depth). As upstream, the root's regions are queued with the
        // counters from before the root's own results are numbered, and the
        // queue is a stack (last region first).
        let mut stack: Vec<(u32, u32, u32, u32, usize)> = Vec::new();
        for r in ir.opd(root).regions.indices() {
            stack.push((r, st.next_value, st.next_arg, st.next_conflict, 1));
        }
        st.number_op(cx, ir, root, flags);
        while let Some((region, v, a, c, parent_depth)) = stack.pop() {
            if !flags.unique_ssa_ids {
                st.next_value = v;
                st.next_arg = a;
                st.next_conflict = c;
            }
            while st.scopes.len() > parent_depth {
                st.pop_scope();
            }
            st.scopes.push(Vec::new());
            let depth = st.scopes.len();
            st.number_region(cx, ir, region, flags);
            let mut b = ir.regions.get(region).first_block;
            while b != NONE {
                let mut o = ir.blocks.get(b).first_op;
                while o != NONE {
                    for r in ir.opd(o).regions.indices() {
                        stack.push((r, st.next_value, st.next_arg, st.next_conflict, depth));
                    }
                    o = ir.opd(o).next;
                }
                b = ir.blocks.get(b).next;
            }
        }
        st.scopes.clear();
        st.used_names.clear();
        st
    }

    fn number_region(&mut self, cx: &Context, ir: &Ir, region: u32, flags: &PrintFlags) {
        let mut next_block = 0u32;
        let mut b = ir.regions.get(region).first_block;
        let first = b;
        while b != NONE {
            self.block_ids.insert(b, next_block);
            next_block += 1;
            let is_entry = b == first;
            for &arg in &ir.blocks.get(b).args {
                if self.value_ids.contains_key(&arg) {
                    continue;
                }
                if is_entry {
                    let name = format!("arg{}", self.next_arg);
                    self.next_arg += 1;
                    self.set_special(arg, name);
                } else {
                    self.value_ids.insert(arg, ValueName::Number(self.next_value));
                    self.next_value += 1;
                }
            }
            let mut o = ir.blocks.get(b).first_op;
            while o != NONE {
                self.number_op(cx, ir, o, flags);
                o = ir.opd(o).next;
            }
            b = ir.blocks.get(b).next;
        }
    }

    fn number_op(&mut self, cx: &Context, ir: &Ir, o: u32, flags: &PrintFlags) {
        let d = ir.opd(o);
        if d.results.len == 0 {
            return;
        }
        let first = d.results.start;
        if flags.name_loc_as_prefix && !self.value_ids.contains_key(&first) {
            if let Some(AttrData::NameLoc { name, .. }) = d.loc.map(|l| cx.attr_data(l.0)) {
                let n = cx.str_of(*name).to_string();
                if !n.is_empty() {
                    self.set_special(first, n);
                }
            }
        }
        if !self.value_ids.contains_key(&first) {
            self.value_ids.insert(first, ValueName::Number(self.next_value));
            self.next_value += 1;
        }
    }

    fn pop_scope(&mut self) {
        if let Some(names) = self.scopes.pop() {
            for n in names {
                if let Some(c) = self.used_names.get_mut(&n) {
                    *c -= 1;
                    if *c == 0 {
                        self.used_names.remove(&n);
                    }
                }
            }
        }
    }

    /// Records a special name, made unique with `_N` suffixes as upstream.
    fn set_special(&mut self, v: u32, name: String) {
        let name = sanitize(&name);
        let mut unique = name.clone();
        if self.used_names.contains_key(&unique) {
            loop {
                unique = format!("{}_{}", name, self.next_conflict);
                self.next_conflict += 1;
                if !self.used_names.contains_key(&unique) {
                    break;
                }
            }
        }
        *self.used_names.entry(unique.clone()).or_insert(0) += 1;
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(unique.clone());
        }
        self.value_ids.insert(v, ValueName::Special(unique));
    }

    /// Writes the name of value `v` (arena index) with its `%`.
    pub fn write_value(&self, ir: &Ir, v: u32, out: &mut super::Out<'_>) -> bool {
        let d = ir.values.get(v);
        if d.number & BLOCK_ARG != 0 {
            return self.write_id(v, None, out);
        }
        let owner = ir.opd(d.owner);
        let idx = d.number;
        let group = (owner.results.len > 1).then_some(idx);
        self.write_id(owner.results.start, group, out)
    }

    fn write_id(&self, key: u32, result_no: Option<u32>, out: &mut super::Out<'_>) -> bool {
        match self.value_ids.get(&key) {
            Some(ValueName::Number(n)) => {
                out.byte(b'%');
                out.int(*n);
            }
            Some(ValueName::Special(s)) => {
                out.byte(b'%');
                out.str(s);
            }
            None => return false,
        }
        if let Some(i) = result_no {
            out.byte(b'#');
            out.int(i);
        }
        true
    }

    /// The id under which operation results starting at value `first` are
    /// printed (for the `%N:k =` result list).
    pub fn write_result_group(&self, first: u32, out: &mut super::Out<'_>) -> bool {
        self.write_id(first, None, out)
    }

    /// The `^bbN` number of block `b` (arena index).
    pub fn block_number(&self, b: u32) -> Option<u32> {
        self.block_ids.get(&b).copied()
    }
}

/// Upstream's `sanitizeIdentifier`: letters, digits and `$._-` are kept,
/// a space becomes `_`, any other byte its hex digits (upper case); a
/// leading digit gets a `_` prefix.
pub(crate) fn sanitize(name: &str) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'$' | b'.' | b'_' | b'-');
    let bytes = name.as_bytes();
    if !bytes.is_empty() && !bytes[0].is_ascii_digit() && bytes.iter().all(|&b| valid(b)) {
        return name.to_string();
    }
    let mut s = String::with_capacity(name.len() + 1);
    if bytes.first().is_some_and(|b| b.is_ascii_digit()) {
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
