//! The IR section (upstream's `parseIRSection` and friends): operations
//! in pre-order, each with its name, encoding mask, location, attributes,
//! properties, results, operands, successors, use-list orders and
//! regions; a region gives its block and value counts, a block its
//! operation count and arguments. Values are numbered per isolated scope;
//! a use before its definition gets a placeholder that the definition
//! replaces. Once everything is read, every value's use list is put in
//! the order the file gives or, for values without one, in decreasing
//! (user's pre-order number, operand number) order, as upstream's
//! `processUseLists` does.

use oxmlir_ir::attrs::NamedAttribute;
use oxmlir_ir::support::stack::deep;
use oxmlir_ir::{Attribute, BlockId, Ir, OpId, OperationState, RegionId, ValueId};

use super::{BResult, Reader, Stream};
use crate::bytecode::props::{layout, Slot};
use crate::bytecode::{mask, section, V_ELIDE_UNKNOWN_BLOCK_ARG_LOC, V_LAZY_LOADING, V_ODS_SEGMENT_SIZE, V_USE_LIST_ORDERING};

/// Value slots by number: dense up to [`Slots::DENSE`], in a map past it
/// (a damaged file may declare any count; only numbers actually used take
/// memory).
#[derive(Default)]
struct Slots {
    dense: Vec<Option<ValueId>>,
    sparse: hashbrown::HashMap<usize, ValueId>,
    len: usize,
}

impl Slots {
    const DENSE: usize = 1 << 20;

    fn len(&self) -> usize {
        self.len
    }

    fn get(&self, i: usize) -> Option<ValueId> {
        match self.dense.get(i) {
            Some(v) => *v,
            None => self.sparse.get(&i).copied(),
        }
    }

    /// Sets slot `i` (below `len`); gives its previous value.
    fn replace(&mut self, i: usize, v: ValueId) -> Option<ValueId> {
        if i < Self::DENSE {
            if self.dense.len() <= i {
                self.dense.resize(i + 1, None);
            }
            self.dense[i].replace(v)
        } else {
            self.sparse.insert(i, v)
        }
    }

    fn grow(&mut self, len: usize) {
        self.len = len;
    }

    fn truncate(&mut self, len: usize) {
        self.dense.truncate(len);
        if !self.sparse.is_empty() {
            self.sparse.retain(|&k, _| k < len);
        }
        self.len = len;
    }
}

/// The values of one isolated scope.
#[derive(Default)]
struct Scope {
    values: Slots,
    /// For each region being read, the next value number it defines and
    /// how many values it defines.
    next: Vec<(usize, usize)>,
}

/// State of reading the IR.
pub(super) struct IrState {
    scopes: Vec<Scope>,
    /// Placeholders of forward references: the placeholder value and its
    /// operation.
    forward: hashbrown::HashMap<ValueId, OpId>,
    /// The unregistered operation placeholders are made of.
    cast_name: oxmlir_ir::OpName,
    /// The use-list orders read, applied once the whole IR is read.
    orders: hashbrown::HashMap<ValueId, UseListOrder>,
}

/// A use-list order as written: a permutation of the value's uses, or
/// `(from, to)` pairs of the uses that move.
struct UseListOrder {
    pairs: bool,
    indices: Vec<u64>,
}

impl<'a> Reader<'a> {
    /// Reads the IR section into `block`: a block header (one operation,
    /// no arguments) and the top-level operation.
    pub(super) fn read_ir(&mut self, mut s: Stream<'a>, ir: &mut Ir, block: BlockId) -> BResult {
        let mut st = IrState {
            scopes: vec![Scope::default()],
            forward: hashbrown::HashMap::new(),
            cast_name: self.cx.op_name(b"builtin.unrealized_conversion_cast"),
            orders: hashbrown::HashMap::new(),
        };
        // The top-level block defines no values (upstream reads it with a
        // value count of zero).
        st.scopes[0].next.push((0, 0));
        let num_ops = self.block_header(&mut s, ir, &mut st, block)?;
        let r = self.read_ops(&mut s, ir, &mut st, block, &[block], num_ops);
        let leftover: Vec<OpId> = st.forward.values().copied().collect();
        for op in &leftover {
            let _ = ir.erase_op(*op);
        }
        r?;
        if !leftover.is_empty() {
            return s.fail("not all forward unresolved forward operand references");
        }
        if apply_use_list_orders(ir, block, &st.orders).is_err() {
            return s.fail("parsed use-list orders were invalid and could not be applied");
        }
        Ok(())
    }

    /// Reads a block header: the operation count and, if flagged, the
    /// arguments (and their use-list orders from version 3). Gives the
    /// operation count.
    fn block_header(&mut self, s: &mut Stream<'a>, ir: &mut Ir, st: &mut IrState, block: BlockId) -> BResult<u64> {
        let (num_ops, has_args) = s.varint_flag()?;
        if has_args {
            let n = s.varint()?;
            let mut args = Vec::new();
            for _ in 0..n {
                let (ty, loc) = if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                    let (ti, has_loc) = s.varint_flag()?;
                    let ty = self.type_at(ti, "Type")?;
                    let loc = if has_loc { self.ir_location(s)? } else { self.cx.unknown_loc() };
                    (ty, loc)
                } else {
                    let ty = self.ir_type(s)?;
                    (ty, self.ir_location(s)?)
                };
                let v = ir.block_add_arg(block, ty, loc).map_err(|_| ())?;
                args.push(v);
            }
            self.define_values(s, ir, st, &args)?;
            if self.version >= V_USE_LIST_ORDERING {
                let has_orders = s.byte()?;
                if has_orders != 0 {
                    let orders = self.use_list_orders(s, args.len() as u64)?;
                    if orders.is_empty() {
                        return Err(());
                    }
                    Self::keep_orders(s, st, &args, orders)?;
                }
            }
        }
        Ok(num_ops)
    }

    /// Reads use-list orders for a range of `n` values: for each value that
    /// has one, its index in the range and its order.
    fn use_list_orders(&mut self, s: &mut Stream<'a>, n: u64) -> BResult<Vec<(u64, UseListOrder)>> {
        let count = if n > 1 { s.varint()? } else { 1 };
        let mut out = Vec::new();
        for _ in 0..count {
            let index = if n > 1 { s.varint()? } else { 0 };
            let (len, pairs) = s.varint_flag()?;
            let mut indices = Vec::new();
            for _ in 0..len {
                // Each index takes a byte at least.
                if s.remaining() == 0 {
                    return Err(());
                }
                indices.push(s.varint()?);
            }
            out.push((index, UseListOrder { pairs, indices }));
        }
        Ok(out)
    }

    /// Keeps the use-list orders read for `values` (by index in them) until
    /// the whole IR is read.
    fn keep_orders(s: &Stream<'a>, st: &mut IrState, values: &[ValueId], orders: Vec<(u64, UseListOrder)>) -> BResult {
        for (i, order) in orders {
            match values.get(i as usize) {
                Some(&v) => {
                    st.orders.insert(v, order);
                }
                None => return s.fail(format!("invalid use-list order index: {i}")),
            }
        }
        Ok(())
    }

    /// Gives the next values of the current region their definitions,
    /// replacing placeholders of earlier uses.
    fn define_values(&mut self, s: &Stream<'a>, ir: &mut Ir, st: &mut IrState, values: &[ValueId]) -> BResult {
        let Some(scope) = st.scopes.last_mut() else { return Err(()) };
        let Some((next, _)) = scope.next.last_mut() else { return Err(()) };
        let start = *next;
        let end = start + values.len();
        if end > scope.values.len() {
            return s.fail(format!(
                "value index range was outside of the expected range for the parent region, got [{start}, {end}), but the maximum index was {}",
                scope.values.len() as i64 - 1
            ));
        }
        *next = end;
        for (k, &v) in values.iter().enumerate() {
            if let Some(old) = scope.values.replace(start + k, v) {
                let _ = ir.replace_all_uses(old, v);
                if let Some(op) = st.forward.remove(&old) {
                    let _ = ir.erase_op(op);
                }
            }
        }
        Ok(())
    }

    /// An operand: a value number in the current scope (a placeholder if
    /// not defined yet).
    fn operand(&mut self, s: &mut Stream<'a>, ir: &mut Ir, st: &mut IrState) -> BResult<ValueId> {
        let i = s.varint()?;
        let Some(scope) = st.scopes.last_mut() else { return Err(()) };
        if i >= scope.values.len() as u64 {
            return s.fail(format!("invalid value index: {i}"));
        }
        if let Some(v) = scope.values.get(i as usize) {
            return Ok(v);
        }
        let mut state = OperationState::new(st.cast_name, self.cx.unknown_loc());
        state.results.push(self.cx.none_type());
        let op = ir.create_op(self.cx, state).map_err(|_| ())?;
        let v = ir.op_result(op, 0).map_err(|_| ())?;
        if let Some(scope) = st.scopes.last_mut() {
            scope.values.replace(i as usize, v);
        }
        st.forward.insert(v, op);
        Ok(v)
    }

    /// Reads `n` operations into `block`, each followed by its regions.
    fn read_ops(&mut self, s: &mut Stream<'a>, ir: &mut Ir, st: &mut IrState, block: BlockId, blocks: &[BlockId], n: u64) -> BResult {
        for _ in 0..n {
            let (op, isolated) = self.read_op(s, ir, st, block, blocks)?;
            let num_regions = ir.op_num_regions(op).map_err(|_| ())?;
            if num_regions == 0 {
                continue;
            }
            if isolated && self.version >= V_LAZY_LOADING {
                let (id, mut sub) = s.section()?;
                if id != section::IR {
                    return self.fail("expected IR section for region");
                }
                st.scopes.push(Scope::default());
                let r = deep(|| self.read_regions(&mut sub, ir, st, op));
                st.scopes.pop();
                r?;
            } else {
                if isolated {
                    st.scopes.push(Scope::default());
                }
                let r = deep(|| self.read_regions(s, ir, st, op));
                if isolated {
                    st.scopes.pop();
                }
                r?;
            }
        }
        Ok(())
    }

    /// Reads the regions of `op`.
    fn read_regions(&mut self, s: &mut Stream<'a>, ir: &mut Ir, st: &mut IrState, op: OpId) -> BResult {
        let n = ir.op_num_regions(op).map_err(|_| ())?;
        for i in 0..n {
            let region = ir.op_region(op, i).map_err(|_| ())?;
            self.read_region(s, ir, st, region)?;
        }
        Ok(())
    }

    /// Reads a region: its block count, value count, then each block.
    fn read_region(&mut self, s: &mut Stream<'a>, ir: &mut Ir, st: &mut IrState, region: RegionId) -> BResult {
        let num_blocks = s.varint()?;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = s.varint()?;
        // Each block's header takes a byte at least: with more blocks than
        // bytes left the read must fail, at the same point as upstream's
        // (which makes all of them first), so no more are made.
        let mut blocks = Vec::new();
        for _ in 0..num_blocks.min(s.remaining() as u64 + 1) {
            let b = ir.create_block(&[]).map_err(|_| ())?;
            ir.region_append_block(region, b).map_err(|_| ())?;
            blocks.push(b);
        }
        let Some(scope) = st.scopes.last_mut() else { return Err(()) };
        let base = scope.values.len();
        let count = usize::try_from(num_values).unwrap_or(usize::MAX).min(usize::MAX - base);
        scope.next.push((base, count));
        scope.values.grow(base + count);
        let r = (|| {
            for &b in &blocks {
                let n = self.block_header(s, ir, st, b)?;
                self.read_ops(s, ir, st, b, &blocks, n)?;
            }
            Ok(())
        })();
        if let Some(scope) = st.scopes.last_mut() {
            scope.values.truncate(base);
            scope.next.pop();
        }
        r
    }

    /// Reads one operation (without its regions) and appends it to
    /// `block`; gives it and whether its regions are isolated from above.
    fn read_op(
        &mut self,
        s: &mut Stream<'a>,
        ir: &mut Ir,
        st: &mut IrState,
        block: BlockId,
        blocks: &[BlockId],
    ) -> BResult<(OpId, bool)> {
        let (name, was_registered) = self.op_name(s)?;
        let m = s.byte()?;
        let loc = self.ir_location(s)?;
        let mut state = OperationState::new(name, loc);
        if m & mask::ATTRS != 0 {
            self.ir_attr_list(s, &mut state.attributes)?;
        }
        if m & mask::PROPERTIES != 0 {
            // Upstream tests whether the flag is present, not its value:
            // the properties of every operation are in the properties
            // section (an unregistered one's as one attribute).
            let Some(_) = was_registered else {
                return self.fail(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.version
                ));
            };
            state.properties = self.read_properties(s, name)?;
        }
        if m & mask::RESULTS != 0 {
            let n = s.varint()?;
            for _ in 0..n {
                state.results.push(self.ir_type(s)?);
            }
        }
        if m & mask::OPERANDS != 0 {
            let n = s.varint()?;
            for _ in 0..n {
                state.operands.push(self.operand(s, ir, st)?);
            }
        }
        if m & mask::SUCCESSORS != 0 {
            let n = s.varint()?;
            for _ in 0..n {
                let i = s.varint()?;
                match blocks.get(i as usize) {
                    Some(&b) if i < blocks.len() as u64 => state.successors.push(b),
                    _ => return s.fail(format!("invalid successor index: {i}")),
                }
            }
        }
        let mut orders = Vec::new();
        if self.version >= V_USE_LIST_ORDERING && m & mask::USE_LIST_ORDERS != 0 {
            orders = self.use_list_orders(s, state.results.len() as u64)?;
        }
        let mut isolated = false;
        if m & mask::REGIONS != 0 {
            let (n, iso) = s.varint_flag()?;
            isolated = iso;
            // Each region takes a byte at least (its block count): as for
            // blocks, no more regions than that are made.
            for _ in 0..n.min(s.remaining() as u64 + 1) {
                state.regions.push(ir.create_region());
            }
        }
        let op = ir.create_op(self.cx, state).map_err(|_| ())?;
        ir.append_op(block, op).map_err(|_| ())?;
        let n = ir.op_num_results(op).map_err(|_| ())?;
        // Upstream defines results only in regions that define values.
        let has_values = st.scopes.last().and_then(|sc| sc.next.last()).is_some_and(|&(_, count)| count > 0);
        if n > 0 && has_values {
            let results: Vec<ValueId> = (0..n).filter_map(|i| ir.op_result(op, i).ok()).collect();
            self.define_values(s, ir, st, &results)?;
            Self::keep_orders(s, st, &results, orders)?;
        }
        Ok((op, isolated))
    }

    /// Reads the properties of a registered operation from the
    /// properties section (their index in it follows).
    fn read_properties(&mut self, s: &mut Stream<'a>, name: oxmlir_ir::OpName) -> BResult<Option<Attribute>> {
        let i = s.varint()?;
        let cx = self.cx;
        let op_name = cx.op_name_str(name).to_string();
        let Some(entry) = self.props.get(i as usize).filter(|_| i < self.props.len() as u64) else {
            return s.fail(format!("Properties idx out-of-bound for {op_name}"));
        };
        let mut outer = *entry;
        let size = outer.varint()?;
        let raw = outer.bytes(size)?;
        let mut p = outer.sub(raw);
        let Some(def) = cx.op_name_info(name).def() else {
            // Unregistered here: the properties are one attribute.
            return Ok(Some(self.ir_attr(&mut p)?));
        };
        let slots = layout(def, self.version);
        if slots.is_empty() {
            return p.fail(format!("has properties but missing BytecodeOpInterface for {op_name}"));
        }
        let mut entries: Vec<NamedAttribute> = Vec::new();
        for slot in slots {
            match slot {
                Slot::Attr(n, optional) => {
                    let v = if optional { self.optional_attr(&mut p)? } else { Some(self.ir_attr(&mut p)?) };
                    if let Some(v) = v {
                        entries.push(NamedAttribute { name: cx.identifier(&n), value: v });
                    }
                }
                Slot::Segments(n, groups) => {
                    let mut sizes = vec![0i32; groups];
                    if self.version < V_ODS_SEGMENT_SIZE {
                        let v = self.ir_attr(&mut p)?;
                        let Some(d) = cx.dense_array_data(v).filter(|_| cx.dense_array_kind(v) == Some(oxmlir_ir::attrs::dense_array::DenseArrayKind::I32)) else {
                            return p.fail(format!(
                                "expected DenseI32ArrayAttr, but got: {}",
                                oxmlir_ir::print::attr_to_string(cx, v)
                            ));
                        };
                        if d.len as usize > groups {
                            return p.fail("size mismatch for operand/result_segment_size");
                        }
                        for (k, size) in sizes.iter_mut().enumerate().take(d.len as usize) {
                            *size = d.raw_element(k, 4) as i32;
                        }
                    } else {
                        read_sparse_array(&mut p, &mut sizes)?;
                    }
                    let raw: Vec<u8> = sizes.iter().flat_map(|v| v.to_le_bytes()).collect();
                    let value = cx.dense_array_attr(oxmlir_ir::attrs::dense_array::DenseArrayKind::I32, &raw);
                    entries.push(NamedAttribute { name: cx.identifier(&n), value });
                }
            }
        }
        cx.sort_named_attrs(&mut entries);
        Ok(Some(cx.dictionary_attr(&entries)))
    }
}

/// Upstream's `readSparseArray` into `array`.
fn read_sparse_array(s: &mut Stream<'_>, array: &mut [i32]) -> BResult {
    let (count, sparse) = s.varint_flag()?;
    if count == 0 {
        return Ok(());
    }
    if !sparse {
        if count > array.len() as u64 {
            return s.fail(format!("trying to read an array of {count} but only {} storage available.", array.len()));
        }
        for v in array.iter_mut().take(count as usize) {
            *v = s.varint()? as i32;
        }
        return Ok(());
    }
    let bits = s.varint()?;
    if bits > 8 {
        return s.fail(format!("reading sparse array with indexing above 8 bits: {bits}"));
    }
    for _ in 0..count {
        let pair = s.varint()?;
        let index = pair & !(u64::MAX << bits);
        let value = pair >> bits;
        match array.get_mut(index as usize) {
            Some(v) => *v = value as i32,
            None => return s.fail(format!("reading a sparse array found index {index} but only {} storage available.", array.len())),
        }
    }
    Ok(())
}

/// Upstream's `processUseLists`: every value's uses put in the order the
/// file gives (`orders`), or else in decreasing order of (owner's
/// pre-order number, operand number), which is the order the writer
/// assumes for values without one.
fn apply_use_list_orders(ir: &mut Ir, block: BlockId, orders: &hashbrown::HashMap<ValueId, UseListOrder>) -> Result<(), ()> {
    // Pre-order numbers of the operations (by arena index), and every
    // value defined.
    let mut ids: Vec<u32> = Vec::new();
    let mut values: Vec<ValueId> = Vec::new();
    let mut blocks = vec![block];
    // Operations still to number, the next on top.
    let mut stack: Vec<OpId> = block_ops(ir, &[block]);
    stack.reverse();
    let mut next_id = 1u32;
    while let Some(op) = stack.pop() {
        let i = op.handle().index() as usize;
        if ids.len() <= i {
            ids.resize(i + 1, 0);
        }
        ids[i] = next_id;
        next_id += 1;
        values.extend((0..ir.op_num_results(op).unwrap_or(0)).filter_map(|i| ir.op_result(op, i).ok()));
        let mut nested = Vec::new();
        for r in 0..ir.op_num_regions(op).unwrap_or(0) {
            let Ok(region) = ir.op_region(op, r) else { continue };
            let mut b = ir.region_first_block(region).ok().flatten();
            while let Some(bb) = b {
                nested.push(bb);
                b = ir.block_next(bb).ok().flatten();
            }
        }
        // The nested operations come next, in order.
        if !nested.is_empty() {
            stack.extend(block_ops(ir, &nested).into_iter().rev());
            blocks.extend(nested);
        }
    }
    for &b in &blocks {
        values.extend((0..ir.block_num_args(b).unwrap_or(0)).filter_map(|i| ir.block_arg(b, i).ok()));
    }
    let mut current = Vec::new();
    for v in values {
        sort_use_list(ir, v, &ids, orders.get(&v), &mut current)?;
    }
    Ok(())
}

/// The operations of `blocks`, in order.
fn block_ops(ir: &Ir, blocks: &[BlockId]) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &b in blocks {
        let mut op = ir.block_first_op(b).ok().flatten();
        while let Some(o) = op {
            ops.push(o);
            op = ir.op_next(o).ok().flatten();
        }
    }
    ops
}

/// Upstream's `sortUseListOrder` for one value (`current` is scratch
/// space).
fn sort_use_list(ir: &mut Ir, v: ValueId, ids: &[u32], order: Option<&UseListOrder>, current: &mut Vec<(usize, u64)>) -> Result<(), ()> {
    current.clear();
    let mut u = ir.value_first_use(v).map_err(|_| ())?;
    while let Some(x) = u {
        let owner = ir.operand_owner(x).map_err(|_| ())?;
        let id = ids.get(owner.handle().index() as usize).copied().unwrap_or(0) as u64;
        current.push((current.len(), (id << 32) | ir.operand_number(x).map_err(|_| ())? as u64));
        u = ir.operand_next_use(x).map_err(|_| ())?;
    }
    if current.len() < 2 {
        return Ok(());
    }
    let sorted = current.windows(2).all(|w| w[0].1 > w[1].1);
    if sorted && order.is_none() {
        return Ok(());
    }
    if !sorted {
        current.sort_by_key(|&(_, id)| std::cmp::Reverse(id));
    }
    let n = current.len();
    let shuffle: Vec<u32> = match order {
        None => current.iter().map(|&(i, _)| i as u32).collect(),
        Some(order) => {
            let mut custom: Vec<u64> = order.indices.clone();
            if order.pairs {
                if !custom.len().is_multiple_of(2) {
                    return Err(());
                }
                let mut full: Vec<u64> = (0..n as u64).collect();
                for pair in custom.chunks(2) {
                    *full.get_mut(pair[0] as usize).ok_or(())? = pair[1];
                }
                custom = full;
            }
            let mut seen = vec![false; n];
            for &c in &custom {
                match seen.get_mut(c as usize) {
                    Some(s) if !*s => *s = true,
                    _ => return Err(()),
                }
            }
            if custom.len() != n {
                return Err(());
            }
            current.iter().map(|&(i, _)| custom[i] as u32).collect()
        }
    };
    ir.shuffle_use_list(v, &shuffle).map_err(|_| ())
}
