//! Numbering what a root operation refers to before it is written
//! (upstream's `IRNumberingState`): dialects in order of first mention;
//! attributes, types and operation names by how often they are used
//! (most used first, ties in order of first mention), then grouped by
//! dialect within each range of indices that take the same number of
//! varint bytes; values per isolated scope; blocks per region; operations
//! in pre-order (for use-list orders); resources. The traversal order is
//! upstream's (regions from a stack, last pushed first), so equal inputs
//! give upstream's numbers.

use hashbrown::HashMap;
use oxmlir_ir::attrs::AttrData;
use oxmlir_ir::ir::{walk, ValueOwner, WalkOrder, WalkResult};
use oxmlir_ir::registry::Traits;
use oxmlir_ir::support::stack::deep;
use oxmlir_ir::{Attribute, BlockId, Context, Ir, OpId, OpName, RegionId, Type, ValueId};

use super::attrs::{attr_dialect, attr_has_encoding, encode_attr, encode_type, type_dialect, type_has_encoding, Out};
use crate::bytecode::props::{layout, Slot};
use crate::bytecode::{V_NATIVE_PROPERTIES, V_ODS_SEGMENT_SIZE};

/// Numbers by the index in a handle (its low 32 bits: the object's slot
/// in its context's table, unique among the live objects of a kind): a
/// vector, which the dense indices the IR and the uniquers hand out suit
/// better than hashing.
#[derive(Default)]
struct Dense(Vec<u32>);

impl Dense {
    fn get(&self, bits: u64) -> Option<u32> {
        self.0.get(bits as u32 as usize).copied().filter(|&v| v != u32::MAX)
    }

    fn insert(&mut self, bits: u64, v: usize) {
        let i = bits as u32 as usize;
        if i >= self.0.len() {
            self.0.resize(i + 1, u32::MAX);
        }
        self.0[i] = v as u32;
    }
}

/// An object numbered through a [`Dense`] table: its table index.
trait Key: Copy {
    fn key(self) -> u64;
}

impl Key for Attribute {
    fn key(self) -> u64 {
        self.bits()
    }
}

impl Key for Type {
    fn key(self) -> u64 {
        self.bits()
    }
}

impl Key for OpName {
    fn key(self) -> u64 {
        u64::from(self.index())
    }
}

/// A numbered dialect.
pub(crate) struct DialectNum {
    /// Its namespace.
    pub name: Vec<u8>,
    /// Its resources in order of first reference (builtin only).
    pub resources: Vec<Vec<u8>>,
}

/// A numbered attribute, type or operation name.
pub(crate) struct Num<T> {
    /// The object.
    pub value: T,
    /// Its dialect's number.
    pub dialect: usize,
    /// How many times it is referenced.
    refs: u64,
    /// Its final number.
    pub number: u64,
}

/// Everything numbered for one write.
pub(crate) struct Numbering<'c> {
    cx: &'c Context,
    version: u64,
    /// Dialects in order.
    pub dialects: Vec<DialectNum>,
    dialect_index: HashMap<Vec<u8>, usize>,
    /// Attributes, in final order once [`Numbering::new`] returns.
    pub attrs: Vec<Num<Attribute>>,
    attr_index: Dense,
    /// Types, in final order.
    pub types: Vec<Num<Type>>,
    type_index: Dense,
    /// Operation names, in final order.
    pub op_names: Vec<Num<OpName>>,
    op_name_index: Dense,
    values: Dense,
    blocks: HashMap<BlockId, u64>,
    regions: HashMap<RegionId, (u64, u64)>,
    op_ids: Dense,
    isolated: HashMap<OpId, bool>,
    next_value: u64,
    /// Resource numbers by key.
    pub resource_numbers: HashMap<Vec<u8>, u64>,
    /// The attribute dictionary written for each operation that has one
    /// (made once, when numbering).
    pub op_attrs: HashMap<OpId, Attribute>,
}

/// Numbers the parts of attribute and type encodings.
struct Counter<'n, 'c>(&'n mut Numbering<'c>);

impl Out for Counter<'_, '_> {
    fn attr(&mut self, a: Attribute) {
        self.0.number_attr(a);
    }
    fn ty(&mut self, t: Type) {
        self.0.number_type(t);
    }
    fn varint(&mut self, _: u64) {}
    fn signed(&mut self, _: u64) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn byte(&mut self, _: u8) {}
    fn resource(&mut self, key: &[u8]) {
        let d = self.0.dialect(b"builtin");
        let list = &mut self.0.dialects[d].resources;
        if !list.iter().any(|k| k == key) {
            list.push(key.to_vec());
        }
    }
}

/// Whether a registered operation's definition gives it properties
/// (inherent attributes or segment sizes).
pub(crate) fn has_properties(cx: &Context, ir: &Ir, op: OpId) -> bool {
    let Ok(name) = ir.op_name(op) else { return false };
    match cx.op_name_info(name).def() {
        Some(def) => !def.attributes.is_empty(),
        None => true,
    }
}

/// The dictionary written as an operation's attributes: its discardable
/// attributes (all of them before version 5 or without properties).
pub(crate) fn written_attrs(cx: &Context, ir: &Ir, op: OpId, version: u64) -> Option<Attribute> {
    let list = if version < V_NATIVE_PROPERTIES || !has_properties(cx, ir, op) {
        ir.op_attrs(cx, op).ok()?
    } else if ir.op_num_discardable_attrs(op).ok()? == 0 {
        return None;
    } else {
        ir.op_discardable_attrs(op).ok()?
    };
    (!list.is_empty()).then(|| cx.dictionary_attr(&list))
}

/// The segment sizes stored under `name` in `props`, as `groups`
/// numbers.
pub(crate) fn segment_sizes(cx: &Context, props: Option<Attribute>, name: &str, groups: usize) -> Vec<i32> {
    let mut out = vec![0i32; groups];
    if let Some(v) = props.and_then(|p| cx.dictionary_get(p, name.as_bytes())) {
        if let Some(d) = cx.dense_array_data(v) {
            for (k, slot) in out.iter_mut().enumerate().take(d.len as usize) {
                *slot = d.raw_element(k, 4) as i32;
            }
        }
    }
    out
}

/// `sizes` as a `DenseI32ArrayAttr`.
pub(crate) fn i32_array(cx: &Context, sizes: &[i32]) -> Attribute {
    let raw: Vec<u8> = sizes.iter().flat_map(|v| v.to_le_bytes()).collect();
    cx.dense_array_attr(oxmlir_ir::attrs::dense_array::DenseArrayKind::I32, &raw)
}

impl<'c> Numbering<'c> {
    /// Numbers everything `root` refers to, for bytecode `version`.
    pub fn new(cx: &'c Context, ir: &Ir, root: OpId, version: u64) -> Self {
        let mut n = Numbering {
            cx,
            version,
            dialects: Vec::new(),
            dialect_index: HashMap::new(),
            attrs: Vec::new(),
            attr_index: Dense::default(),
            types: Vec::new(),
            type_index: Dense::default(),
            op_names: Vec::new(),
            op_name_index: Dense::default(),
            values: Dense::default(),
            blocks: HashMap::new(),
            regions: HashMap::new(),
            op_ids: Dense::default(),
            isolated: HashMap::new(),
            next_value: 0,
            resource_numbers: HashMap::new(),
            op_attrs: HashMap::new(),
        };
        n.global_numbering(ir, root);
        n.number_op(ir, root);
        let mut stack: Vec<(RegionId, u64)> = Vec::new();
        n.push_regions(ir, root, &mut stack);
        while let Some((region, start)) = stack.pop() {
            n.next_value = start;
            n.number_region(ir, region);
            for op in region_ops(ir, region) {
                n.push_regions(ir, op, &mut stack);
            }
        }
        finish(&mut n.attrs, &mut n.attr_index);
        finish(&mut n.types, &mut n.type_index);
        finish(&mut n.op_names, &mut n.op_name_index);
        // Resources: those with data first, in order of reference, then
        // declarations without data.
        let mut next = 0;
        for d in &n.dialects {
            let (with, without): (Vec<&Vec<u8>>, Vec<&Vec<u8>>) = d.resources.iter().partition(|k| cx.resources.get(k).is_some());
            for k in with.into_iter().chain(without) {
                n.resource_numbers.insert(k.clone(), next);
                next += 1;
            }
        }
        n
    }

    fn push_regions(&self, ir: &Ir, op: OpId, stack: &mut Vec<(RegionId, u64)>) {
        let count = ir.op_num_regions(op).unwrap_or(0);
        if count == 0 {
            return;
        }
        let first = if self.is_isolated(op) { 0 } else { self.next_value };
        for i in 0..count {
            if let Ok(r) = ir.op_region(op, i) {
                stack.push((r, first));
            }
        }
    }

    /// Operation ids in pre-order and which operations with regions use
    /// no value defined outside them (upstream's
    /// `computeGlobalNumberingState`).
    fn global_numbering(&mut self, ir: &Ir, root: OpId) {
        let mut order = Vec::new();
        walk(ir, root, WalkOrder::PreOrder, &mut |op| {
            order.push(op);
            WalkResult::Advance
        });
        for (next, &op) in order.iter().enumerate() {
            self.op_ids.insert(op.bits(), next);
            // Isolated until a use inside proves otherwise.
            if ir.op_num_regions(op).unwrap_or(0) > 0 {
                self.isolated.insert(op, true);
            }
        }
        for &op in &order {
            if op == root {
                continue;
            }
            let Ok(Some(parent_region)) = ir.op_parent_region(op) else { continue };
            let n = ir.op_num_operands(op).unwrap_or(0);
            for i in 0..n {
                let Ok(Some(v)) = ir.op_operand(op, i) else { continue };
                let def_region = match ir.value_owner(v) {
                    Ok(ValueOwner::Result(d, _)) => ir.op_parent_region(d).ok().flatten(),
                    Ok(ValueOwner::Argument(b, _)) => ir.block_parent_region(b).ok().flatten(),
                    Err(_) => None,
                };
                if def_region == Some(parent_region) {
                    continue;
                }
                let container = def_region.and_then(|r| ir.region_parent(r).ok().flatten());
                let mut x = ir.region_parent(parent_region).ok().flatten();
                while let Some(o) = x {
                    if Some(o) == container {
                        break;
                    }
                    let trait_isolated = self.trait_isolated(ir, o);
                    if !trait_isolated {
                        self.isolated.insert(o, false);
                    }
                    if o == root {
                        break;
                    }
                    x = ir.op_parent(o).ok().flatten();
                }
            }
        }
    }

    fn trait_isolated(&self, ir: &Ir, op: OpId) -> bool {
        ir.op_name(op).ok().and_then(|n| self.cx.op_name_info(n).def()).is_some_and(|d| d.traits.has(Traits::ISOLATED_FROM_ABOVE))
    }

    /// Whether `op`'s regions are written as isolated from above.
    pub fn is_isolated(&self, op: OpId) -> bool {
        self.isolated.get(&op).copied().unwrap_or(false)
    }

    fn dialect(&mut self, name: &[u8]) -> usize {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(DialectNum { name: name.to_vec(), resources: Vec::new() });
        self.dialect_index.insert(name.to_vec(), i);
        i
    }

    fn number_attr(&mut self, a: Attribute) {
        if !self.first_use(a, attr_dialect, |n| (&mut n.attrs, &mut n.attr_index)) {
            return;
        }
        if attr_has_encoding(self.cx, a) {
            let cx = self.cx;
            deep(|| encode_attr(cx, a, &mut Counter(self)));
        } else {
            self.text_resources(a);
        }
    }

    /// Resources named by an attribute written as text (a `dense_resource`
    /// among a dialect attribute's parameters).
    fn text_resources(&mut self, a: Attribute) {
        if let AttrData::Dialect { params, .. } = self.cx.attr_data(a) {
            for &p in params.iter() {
                if let AttrData::DenseResource { key, .. } = self.cx.attr_data(p) {
                    let key = self.cx.bytes_of(*key).to_vec();
                    Counter(self).resource(&key);
                }
            }
        }
    }

    fn number_type(&mut self, t: Type) {
        if !self.first_use(t, type_dialect, |n| (&mut n.types, &mut n.type_index)) {
            return;
        }
        if type_has_encoding(self.cx, t) {
            let cx = self.cx;
            deep(|| encode_type(cx, t, &mut Counter(self)));
        }
    }

    fn number_op_name(&mut self, name: OpName) {
        let namespace = |cx: &Context, name: OpName| {
            let full = cx.op_name_str(name);
            full.split_once('.').map_or(full, |(d, _)| d).as_bytes().to_vec()
        };
        self.first_use(name, namespace, |n| (&mut n.op_names, &mut n.op_name_index));
    }

    /// Counts a use of `v` in the table `table` selects; adds it (grouped
    /// under `dialect`) and returns `true` on its first use.
    #[allow(clippy::type_complexity)]
    fn first_use<T: Key>(
        &mut self,
        v: T,
        dialect: fn(&Context, T) -> Vec<u8>,
        table: fn(&mut Self) -> (&mut Vec<Num<T>>, &mut Dense),
    ) -> bool {
        let (list, index) = table(self);
        if let Some(i) = index.get(v.key()) {
            list[i as usize].refs += 1;
            return false;
        }
        let name = dialect(self.cx, v);
        let d = self.dialect(&name);
        let (list, index) = table(self);
        index.insert(v.key(), list.len());
        list.push(Num { value: v, dialect: d, refs: 1, number: 0 });
        true
    }

    fn number_region(&mut self, ir: &Ir, region: RegionId) {
        let first = self.next_value;
        let mut count = 0;
        let mut b = ir.region_first_block(region).ok().flatten();
        while let Some(block) = b {
            self.blocks.insert(block, count);
            self.number_block(ir, block);
            count += 1;
            b = ir.block_next(block).ok().flatten();
        }
        if count > 0 {
            self.regions.insert(region, (count, self.next_value - first));
        }
    }

    fn number_block(&mut self, ir: &Ir, block: BlockId) {
        let n = ir.block_num_args(block).unwrap_or(0);
        for i in 0..n {
            let Ok(v) = ir.block_arg(block, i) else { continue };
            self.values.insert(v.bits(), self.next_value as usize);
            self.next_value += 1;
            if let Ok(l) = ir.value_loc(v) {
                self.number_attr(l.0);
            }
            if let Ok(t) = ir.value_type(v) {
                self.number_type(t);
            }
        }
        let mut o = ir.block_first_op(block).ok().flatten();
        while let Some(op) = o {
            self.number_op(ir, op);
            o = ir.op_next(op).ok().flatten();
        }
    }

    fn number_op(&mut self, ir: &Ir, op: OpId) {
        let cx = self.cx;
        if let Ok(name) = ir.op_name(op) {
            self.number_op_name(name);
        }
        let n = ir.op_num_results(op).unwrap_or(0);
        for i in 0..n {
            let Ok(v) = ir.op_result(op, i) else { continue };
            self.values.insert(v.bits(), self.next_value as usize);
            self.next_value += 1;
            if let Ok(t) = ir.value_type(v) {
                self.number_type(t);
            }
        }
        if let Some(d) = written_attrs(cx, ir, op, self.version) {
            self.op_attrs.insert(op, d);
            self.number_attr(d);
        }
        if self.version >= V_NATIVE_PROPERTIES && has_properties(cx, ir, op) {
            let props = ir.op_properties(op).ok().flatten();
            let def = ir.op_name(op).ok().and_then(|n| cx.op_name_info(n).def());
            match def {
                Some(def) => {
                    for slot in layout(def, self.version) {
                        match slot {
                            Slot::Attr(name, _) => {
                                if let Some(v) = props.and_then(|p| cx.dictionary_get(p, name.as_bytes())) {
                                    self.number_attr(v);
                                }
                            }
                            Slot::Segments(name, groups) => {
                                if self.version < V_ODS_SEGMENT_SIZE {
                                    let a = i32_array(cx, &segment_sizes(cx, props, &name, groups));
                                    self.number_attr(a);
                                }
                            }
                        }
                    }
                }
                None => {
                    if let Some(p) = props {
                        self.number_attr(p);
                    }
                }
            }
        }
        if let Ok(l) = ir.op_loc(op) {
            self.number_attr(l.0);
        }
    }

    /// The number of an attribute.
    pub fn attr(&self, a: Attribute) -> u64 {
        self.attr_index.get(a.key()).map_or(0, |i| self.attrs[i as usize].number)
    }

    /// The number of a type.
    pub fn ty(&self, t: Type) -> u64 {
        self.type_index.get(t.key()).map_or(0, |i| self.types[i as usize].number)
    }

    /// The number of an operation name.
    pub fn op_name(&self, n: OpName) -> u64 {
        self.op_name_index.get(n.key()).map_or(0, |i| self.op_names[i as usize].number)
    }

    /// The number of a value in its scope.
    pub fn value(&self, v: ValueId) -> u64 {
        self.values.get(v.bits()).map_or(0, u64::from)
    }

    /// The index of a block in its region.
    pub fn block(&self, b: BlockId) -> u64 {
        self.blocks.get(&b).copied().unwrap_or(0)
    }

    /// A region's block and value counts.
    pub fn region_counts(&self, r: RegionId) -> (u64, u64) {
        self.regions.get(&r).copied().unwrap_or((0, 0))
    }

    /// An operation's pre-order id.
    pub fn op_id(&self, op: OpId) -> u64 {
        self.op_ids.get(op.bits()).map_or(0, u64::from)
    }
}

/// The operations of a region, block after block.
pub(crate) fn region_ops(ir: &Ir, region: RegionId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut b = ir.region_first_block(region).ok().flatten();
    while let Some(block) = b {
        let mut o = ir.block_first_op(block).ok().flatten();
        while let Some(op) = o {
            out.push(op);
            o = ir.op_next(op).ok().flatten();
        }
        b = ir.block_next(block).ok().flatten();
    }
    out
}

/// Sorts by use count (stable), groups by dialect per varint byte size,
/// and assigns the numbers.
fn finish<T: Key>(list: &mut [Num<T>], index: &mut Dense) {
    list.sort_by_key(|e| std::cmp::Reverse(e.refs));
    if !list.is_empty() {
        let mut first = 0usize;
        let mut in_group: u64 = 0;
        let mut start = 0usize;
        for i in 1..9u64 {
            in_group = (1u64 << (7 * i)) - in_group;
            let end = (start as u64 + in_group).min(list.len() as u64) as usize;
            let f = first;
            list[start..end].sort_by(|l, r| {
                let less = |a: usize, b: usize| if a == f { b != f } else if b == f { false } else { a < b };
                if less(l.dialect, r.dialect) {
                    std::cmp::Ordering::Less
                } else if less(r.dialect, l.dialect) {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            });
            first = list[end - 1].dialect;
            start = end;
            if start >= list.len() {
                break;
            }
        }
    }
    for (i, e) in list.iter_mut().enumerate() {
        e.number = i as u64;
        index.insert(e.value.key(), i);
    }
}
