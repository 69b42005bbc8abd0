//! Writing an operation as bytecode (upstream's `BytecodeWriter`): the
//! parts are numbered first ([`numbering`]), then the sections are
//! written in upstream's order: dialects and operation names, attribute
//! and type offsets and entries, the IR, resources, strings, properties.

mod attrs;
mod emit;
mod numbering;

use hashbrown::HashMap;
use oxmlir_ir::attrs::resources::{FallbackResources, ResourceValue};
use oxmlir_ir::diagnostics::op_error;
use oxmlir_ir::print::{attr_to_string, type_to_string};
use oxmlir_ir::{Attribute, BlockId, Context, Ir, OpId, RegionId, Type, ValueId};

use self::attrs::{attr_has_encoding, encode_attr, encode_type, type_has_encoding, Out};
use self::emit::{Emitter, Strings};
use self::numbering::{has_properties, i32_array, segment_sizes, Numbering};
use super::props::{layout, Slot};
use super::reader_kinds::{KIND_BLOB, KIND_BOOL, KIND_STRING};
use super::{
    mask, section, MAGIC, V_DIALECT_VERSIONING, V_ELIDE_UNKNOWN_BLOCK_ARG_LOC, V_LAZY_LOADING, V_NATIVE_PROPERTIES,
    V_ODS_SEGMENT_SIZE, V_USE_LIST_ORDERING, VERSION,
};

/// How to write (upstream's `BytecodeWriterConfig`).
#[derive(Clone, Debug)]
pub struct WriterConfig<'r> {
    /// The bytecode version to write (0 to [`VERSION`]; others are an
    /// error, as upstream).
    pub version: i64,
    /// The producer string (`MLIR22.1.8` for `mlir-opt` 22.1.8, whose
    /// output we match).
    pub producer: Vec<u8>,
    /// Write resources without their data (`--elide-resource-data-from-bytecode`).
    pub elide_resource_data: bool,
    /// External resources to write back (`mlir-opt`'s fallback map).
    pub external_resources: Option<&'r FallbackResources>,
}

impl Default for WriterConfig<'_> {
    fn default() -> Self {
        WriterConfig { version: VERSION as i64, producer: b"MLIR22.1.8".to_vec(), elide_resource_data: false, external_resources: None }
    }
}

/// Writes `root` (and everything in it) as bytecode. Gives `None`, after
/// reporting an error on `root`, for a version out of range (or an
/// operation missing a required property).
pub fn write(cx: &Context, ir: &Ir, root: OpId, config: &WriterConfig) -> Option<Vec<u8>> {
    write_sections(cx, ir, root, config).ok()
}

/// [`write`], failing with `Err(())`.
fn write_sections(cx: &Context, ir: &Ir, root: OpId, config: &WriterConfig) -> Result<Vec<u8>, ()> {
    if config.version < 0 || config.version > VERSION as i64 {
        let msg = format!("unsupported version requested {}, must be in range [0, {VERSION}]", config.version);
        cx.emit(op_error(cx, ir, root, msg));
        return Err(());
    }
    let version = config.version as u64;
    let numbering = Numbering::new(cx, ir, root, version);
    let mut w = Writer { cx, ir, version, n: numbering, strings: Strings::default(), props: Props::default(), config };
    let mut e = Emitter::new();
    e.bytes(MAGIC);
    e.varint(version);
    e.bytes(&config.producer);
    e.byte(0);
    w.dialect_section(&mut e);
    w.attr_type_sections(&mut e);
    let mut ir_e = Emitter::new();
    ir_e.varint_flag(1, false);
    w.op(&mut ir_e, root)?;
    e.section(section::IR, ir_e);
    w.resource_sections(&mut e);
    let mut s = Emitter::new();
    w.strings.write(&mut s);
    e.section(section::STRING, s);
    if version >= V_NATIVE_PROPERTIES {
        let mut p = Emitter::new();
        p.varint(w.props.list.len() as u64);
        for entry in &w.props.list {
            p.bytes(entry);
        }
        e.section(section::PROPERTIES, p);
    }
    Ok(e.buf)
}

/// The properties section under construction: entries (size and data)
/// stored once each.
#[derive(Default)]
struct Props {
    list: Vec<Vec<u8>>,
    index: HashMap<Vec<u8>, u64>,
}

impl Props {
    fn add(&mut self, raw: &[u8]) -> u64 {
        let mut e = Emitter::new();
        e.varint(raw.len() as u64);
        e.bytes(raw);
        if let Some(&i) = self.index.get(&e.buf) {
            return i;
        }
        let i = self.list.len() as u64;
        self.index.insert(e.buf.clone(), i);
        self.list.push(e.buf);
        i
    }
}

struct Writer<'w, 'c> {
    cx: &'c Context,
    ir: &'w Ir,
    version: u64,
    n: Numbering<'c>,
    strings: Strings,
    props: Props,
    config: &'w WriterConfig<'w>,
}

/// Emits encodings with the final numbers.
struct Emit<'e> {
    e: &'e mut Emitter,
    n: &'e Numbering<'e>,
    strings: &'e mut Strings,
}

impl Out for Emit<'_> {
    fn attr(&mut self, a: Attribute) {
        self.e.varint(self.n.attr(a));
    }
    fn ty(&mut self, t: Type) {
        self.e.varint(self.n.ty(t));
    }
    fn varint(&mut self, v: u64) {
        self.e.varint(v);
    }
    fn signed(&mut self, v: u64) {
        self.e.signed(v);
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.strings.insert(s);
        self.e.varint(i);
    }
    fn blob(&mut self, b: &[u8]) {
        self.e.varint(b.len() as u64);
        self.e.bytes(b);
    }
    fn byte(&mut self, b: u8) {
        self.e.byte(b);
    }
    fn resource(&mut self, key: &[u8]) {
        self.e.varint(self.n.resource_numbers.get(key).copied().unwrap_or(0));
    }
}

/// Writes entries in runs of one dialect: the dialect's number, the run's
/// length, then each entry.
fn dialect_groups<T>(e: &mut Emitter, items: &[T], dialect: impl Fn(&T) -> usize, mut each: impl FnMut(&mut Emitter, &T)) {
    let mut i = 0;
    while i < items.len() {
        let d = dialect(&items[i]);
        let end = items[i..].iter().position(|x| dialect(x) != d).map_or(items.len(), |k| i + k);
        e.varint(d as u64);
        e.varint((end - i) as u64);
        for x in &items[i..end] {
            each(e, x);
        }
        i = end;
    }
}

impl Writer<'_, '_> {
    fn dialect_section(&mut self, out: &mut Emitter) {
        let mut e = Emitter::new();
        e.varint(self.n.dialects.len() as u64);
        for d in &self.n.dialects {
            let id = self.strings.insert(&d.name);
            if self.version < V_DIALECT_VERSIONING {
                e.varint(id);
            } else {
                // No dialect here writes a version.
                e.varint_flag(id, false);
            }
        }
        if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            e.varint(self.n.op_names.len() as u64);
        }
        let cx = self.cx;
        let version = self.version;
        let strings = &mut self.strings;
        dialect_groups(&mut e, &self.n.op_names, |x| x.dialect, |e, x| {
            let full = cx.op_name_str(x.value);
            let short = full.split_once('.').map_or("", |(_, s)| s);
            let id = strings.insert(short.as_bytes());
            if version < V_NATIVE_PROPERTIES {
                e.varint(id);
            } else {
                e.varint_flag(id, cx.op_name_info(x.value).def().is_some());
            }
        });
        out.section(section::DIALECT, e);
    }

    fn attr_type_sections(&mut self, out: &mut Emitter) {
        let mut offsets = Emitter::new();
        let mut data = Emitter::new();
        offsets.varint(self.n.attrs.len() as u64);
        offsets.varint(self.n.types.len() as u64);
        let cx = self.cx;
        let n = &self.n;
        let strings = &mut self.strings;
        let mut prev = 0usize;
        let mut entry = |off: &mut Emitter, custom: bool, encode: &mut dyn FnMut(&mut Emit<'_>), text: String| {
            if custom {
                encode(&mut Emit { e: &mut data, n, strings });
            } else {
                data.bytes(text.as_bytes());
                data.byte(0);
            }
            off.varint_flag((data.buf.len() - prev) as u64, custom);
            prev = data.buf.len();
        };
        dialect_groups(&mut offsets, &n.attrs, |x| x.dialect, |off, x| {
            let custom = attr_has_encoding(cx, x.value);
            let text = if custom { String::new() } else { attr_to_string(cx, x.value) };
            entry(off, custom, &mut |w| encode_attr(cx, x.value, w), text);
        });
        dialect_groups(&mut offsets, &n.types, |x| x.dialect, |off, x| {
            let custom = type_has_encoding(cx, x.value);
            let text = if custom { String::new() } else { type_to_string(cx, x.value) };
            entry(off, custom, &mut |w| encode_type(cx, x.value, w), text);
        });
        out.section(section::ATTR_TYPE_OFFSET, offsets);
        out.section(section::ATTR_TYPE, data);
    }

    fn op(&mut self, e: &mut Emitter, op: OpId) -> Result<(), ()> {
        let ir = self.ir;
        let name = ir.op_name(op).map_err(|_| ())?;
        e.varint(self.n.op_name(name));
        let mask_at = e.buf.len();
        e.byte(0);
        let mut m = 0u8;
        e.varint(self.n.attr(ir.op_loc(op).map_err(|_| ())?.0));
        if let Some(&d) = self.n.op_attrs.get(&op) {
            m |= mask::ATTRS;
            e.varint(self.n.attr(d));
        }
        if self.version >= V_NATIVE_PROPERTIES {
            if let Some(id) = self.properties(op)? {
                m |= mask::PROPERTIES;
                e.varint(id);
            }
        }
        let nr = ir.op_num_results(op).map_err(|_| ())?;
        let results: Vec<ValueId> = (0..nr).filter_map(|i| ir.op_result(op, i).ok()).collect();
        if nr > 0 {
            m |= mask::RESULTS;
            e.varint(nr as u64);
            for &v in &results {
                e.varint(self.n.ty(ir.value_type(v).map_err(|_| ())?));
            }
        }
        let no = ir.op_num_operands(op).map_err(|_| ())?;
        if no > 0 {
            m |= mask::OPERANDS;
            e.varint(no as u64);
            for i in 0..no {
                let v = ir.op_operand(op, i).map_err(|_| ())?.ok_or(())?;
                e.varint(self.n.value(v));
            }
        }
        let ns = ir.op_num_successors(op).map_err(|_| ())?;
        if ns > 0 {
            m |= mask::SUCCESSORS;
            e.varint(ns as u64);
            for i in 0..ns {
                let b = ir.op_successor(op, i).map_err(|_| ())?.ok_or(())?;
                e.varint(self.n.block(b));
            }
        }
        if self.version >= V_USE_LIST_ORDERING {
            self.use_list_orders(e, &mut m, &results);
        }
        let nreg = ir.op_num_regions(op).map_err(|_| ())?;
        if nreg > 0 {
            m |= mask::REGIONS;
        }
        e.buf[mask_at] = m;
        if nreg > 0 {
            let isolated = self.n.is_isolated(op);
            e.varint_flag(nreg as u64, isolated);
            let regions: Vec<RegionId> = (0..nreg).filter_map(|i| ir.op_region(op, i).ok()).collect();
            if isolated && self.version >= V_LAZY_LOADING {
                let mut sub = Emitter::new();
                for &r in &regions {
                    oxmlir_ir::support::stack::deep(|| self.region(&mut sub, r))?;
                }
                e.section(section::IR, sub);
            } else {
                for &r in &regions {
                    oxmlir_ir::support::stack::deep(|| self.region(e, r))?;
                }
            }
        }
        Ok(())
    }

    /// The properties of `op` as an entry of the properties section.
    fn properties(&mut self, op: OpId) -> Result<Option<u64>, ()> {
        let (cx, ir) = (self.cx, self.ir);
        if !has_properties(cx, ir, op) {
            return Ok(None);
        }
        let props = ir.op_properties(op).map_err(|_| ())?;
        let name = ir.op_name(op).map_err(|_| ())?;
        let mut e = Emitter::new();
        match cx.op_name_info(name).def() {
            None => {
                let Some(p) = props else { return Ok(None) };
                e.varint(self.n.attr(p));
            }
            Some(def) => {
                for slot in layout(def, self.version) {
                    match slot {
                        Slot::Attr(attr, optional) => {
                            let v = props.and_then(|p| cx.dictionary_get(p, attr.as_bytes()));
                            match (v, optional) {
                                (Some(v), true) => e.varint_flag(self.n.attr(v), true),
                                (Some(v), false) => e.varint(self.n.attr(v)),
                                (None, true) => e.varint(0),
                                (None, false) => {
                                    let msg = format!("cannot write '{}' as bytecode: its property '{attr}' is missing", cx.op_name_str(name));
                                    cx.emit(op_error(cx, ir, op, msg));
                                    return Err(());
                                }
                            }
                        }
                        Slot::Segments(attr, groups) => {
                            let sizes = segment_sizes(cx, props, &attr, groups);
                            if self.version < V_ODS_SEGMENT_SIZE {
                                e.varint(self.n.attr(i32_array(cx, &sizes)));
                            } else {
                                sparse_array(&mut e, &sizes);
                            }
                        }
                    }
                }
            }
        }
        Ok(Some(self.props.add(&e.buf)))
    }

    /// Upstream's `writeUseListOrders`: for each value with several uses
    /// not in decreasing order of (owner's pre-order id, operand number),
    /// the permutation that restores its order.
    fn use_list_orders(&mut self, e: &mut Emitter, m: &mut u8, values: &[ValueId]) {
        let ir = self.ir;
        let mut orders: Vec<(usize, Vec<u64>)> = Vec::new();
        for (k, &v) in values.iter().enumerate() {
            let Ok(uses) = ir.value_uses(v) else { continue };
            if uses.len() < 2 {
                continue;
            }
            let ids: Vec<u64> = uses
                .iter()
                .map(|&u| {
                    let owner = ir.operand_owner(u).map(|o| self.n.op_id(o)).unwrap_or(0);
                    (owner << 32) | ir.operand_number(u).unwrap_or(0) as u64
                })
                .collect();
            if ids.windows(2).all(|w| w[0] > w[1]) {
                continue;
            }
            let mut pairs: Vec<(u64, u64)> = ids.iter().enumerate().map(|(i, &id)| (i as u64, id)).collect();
            pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
            orders.push((k, pairs.into_iter().map(|p| p.0).collect()));
        }
        if orders.is_empty() {
            return;
        }
        *m |= mask::USE_LIST_ORDERS;
        if values.len() != 1 {
            e.varint(orders.len() as u64);
        }
        for (k, order) in orders {
            let shuffled = order.iter().enumerate().filter(|(i, &v)| *i as u64 != v).count();
            let pairs = shuffled < order.len() / 2;
            if values.len() != 1 {
                e.varint(k as u64);
            }
            if pairs {
                e.varint_flag(shuffled as u64 * 2, true);
                for (i, &v) in order.iter().enumerate() {
                    if i as u64 != v {
                        e.varint(v);
                        e.varint(i as u64);
                    }
                }
            } else {
                e.varint_flag(order.len() as u64, false);
                for &v in &order {
                    e.varint(v);
                }
            }
        }
    }

    fn region(&mut self, e: &mut Emitter, region: RegionId) -> Result<(), ()> {
        let (blocks, values) = self.n.region_counts(region);
        if blocks == 0 {
            e.varint(0);
            return Ok(());
        }
        e.varint(blocks);
        e.varint(values);
        let mut b = self.ir.region_first_block(region).ok().flatten();
        while let Some(block) = b {
            self.block(e, block)?;
            b = self.ir.block_next(block).ok().flatten();
        }
        Ok(())
    }

    fn block(&mut self, e: &mut Emitter, block: BlockId) -> Result<(), ()> {
        let ir = self.ir;
        let mut ops = Vec::new();
        let mut o = ir.block_first_op(block).ok().flatten();
        while let Some(op) = o {
            ops.push(op);
            o = ir.op_next(op).ok().flatten();
        }
        let nargs = ir.block_num_args(block).map_err(|_| ())?;
        e.varint_flag(ops.len() as u64, nargs > 0);
        if nargs > 0 {
            e.varint(nargs as u64);
            let args: Vec<ValueId> = (0..nargs).filter_map(|i| ir.block_arg(block, i).ok()).collect();
            for &a in &args {
                let ty = self.n.ty(ir.value_type(a).map_err(|_| ())?);
                let loc = ir.value_loc(a).map_err(|_| ())?;
                if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                    let unknown = matches!(self.cx.attr_data(loc.0), oxmlir_ir::AttrData::UnknownLoc);
                    e.varint_flag(ty, !unknown);
                    if !unknown {
                        e.varint(self.n.attr(loc.0));
                    }
                } else {
                    e.varint(ty);
                    e.varint(self.n.attr(loc.0));
                }
            }
            if self.version >= V_USE_LIST_ORDERING {
                let at = e.buf.len();
                e.byte(0);
                let mut m = 0u8;
                self.use_list_orders(e, &mut m, &args);
                e.buf[at] = m;
            }
        }
        for op in ops {
            self.op(e, op)?;
        }
        Ok(())
    }

    /// The resource sections: external resource groups (from the
    /// fallback map), then the builtin dialect's blobs (the data of
    /// `dense_resource` attributes) and declarations.
    fn resource_sections(&mut self, out: &mut Emitter) {
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let elide = self.config.elide_resource_data;
        let mut prev = 0usize;
        let mut entries: Vec<(Vec<u8>, u8, u64)> = Vec::new();
        let group = |offsets: &mut Emitter, strings: &mut Strings, key: u64, entries: &mut Vec<(Vec<u8>, u8, u64)>| {
            offsets.varint(key);
            offsets.varint(entries.len() as u64);
            for (k, kind, size) in entries.drain(..) {
                offsets.varint(strings.insert(&k));
                offsets.varint(size);
                offsets.byte(kind);
            }
        };
        let mut collections: Vec<Collection> = Vec::new();
        if let Some(f) = self.config.external_resources {
            f.for_each(|name, list| {
                let copied = list.iter().map(|(k, v)| (k.to_vec(), clone_value(v))).collect();
                collections.push((name.to_vec(), copied));
            });
        }
        offsets.varint(collections.len() as u64);
        for (name, list) in &collections {
            for (key, value) in list {
                let kind = match value {
                    ResourceValue::Blob(b) => {
                        if !elide {
                            blob_and_alignment(&mut data, b.data(), b.alignment() as u64);
                        }
                        KIND_BLOB
                    }
                    ResourceValue::Bool(v) => {
                        if !elide {
                            data.byte(u8::from(*v));
                        }
                        KIND_BOOL
                    }
                    ResourceValue::String(s) => {
                        if !elide {
                            let i = self.strings.insert(s);
                            data.varint(i);
                        }
                        KIND_STRING
                    }
                };
                entries.push((key.clone(), kind, (data.buf.len() - prev) as u64));
                prev = data.buf.len();
            }
            let key = self.strings.insert(name);
            group(&mut offsets, &mut self.strings, key, &mut entries);
        }
        for (d, dialect) in self.n.dialects.iter().enumerate() {
            if dialect.name != b"builtin" {
                continue;
            }
            let mut declared = Vec::new();
            for key in &dialect.resources {
                match self.cx.resources.get(key) {
                    Some(blob) => {
                        if !elide {
                            blob_and_alignment(&mut data, blob.data(), blob.alignment() as u64);
                        }
                        entries.push((key.clone(), KIND_BLOB, (data.buf.len() - prev) as u64));
                        prev = data.buf.len();
                    }
                    None => declared.push(key.clone()),
                }
            }
            for key in declared {
                entries.push((key, KIND_BLOB, 0));
            }
            if !entries.is_empty() {
                group(&mut offsets, &mut self.strings, d as u64, &mut entries);
            }
        }
        if offsets.buf.is_empty() {
            return;
        }
        out.section(section::RESOURCE_OFFSET, offsets);
        out.section(section::RESOURCE, data);
    }
}

/// An external resource collection: its name and entries.
type Collection = (Vec<u8>, Vec<(Vec<u8>, ResourceValue)>);

/// A copy of a resource value.
fn clone_value(v: &ResourceValue) -> ResourceValue {
    match v {
        ResourceValue::Blob(b) => ResourceValue::Blob(oxmlir_ir::attrs::resources::Blob::new(b.data(), b.alignment(), b.is_mutable(), None)),
        ResourceValue::Bool(b) => ResourceValue::Bool(*b),
        ResourceValue::String(s) => ResourceValue::String(s.clone()),
    }
}

/// A blob with its alignment and size, padded to the alignment.
fn blob_and_alignment(e: &mut Emitter, data: &[u8], alignment: u64) {
    e.varint(alignment);
    e.varint(data.len() as u64);
    e.align_to(alignment);
    e.bytes(data);
}

/// Upstream's `writeSparseArray`: dense unless at least half the entries
/// are zero and the last non-zero index is at most 256.
fn sparse_array(e: &mut Emitter, array: &[i32]) {
    let size = array.len() as u64;
    let nonzero = array.iter().filter(|&&v| v != 0).count() as u64;
    let last = array.iter().rposition(|&v| v != 0).unwrap_or(0) as u64;
    if last > 256 || nonzero > size / 2 {
        e.varint_flag(size, false);
        for &v in array {
            e.varint(v as u32 as u64);
        }
        return;
    }
    e.varint_flag(nonzero, true);
    if nonzero == 0 {
        return;
    }
    let bits = 64 - last.leading_zeros() as u64;
    let bits = if last == 0 { 0 } else { bits };
    e.varint(bits);
    for (i, &v) in array.iter().enumerate().take(last as usize + 1) {
        if v != 0 {
            e.varint(((v as u32 as u64) << bits) | i as u64);
        }
    }
}
