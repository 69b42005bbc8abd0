//! Reading bytecode into a block (upstream's `BytecodeReader`): the
//! header, the sections, then the IR. Attribute and type entries are
//! decoded on first use ([`attrs`]); the IR section is read in [`ir`];
//! the resource sections in [`resources`].
//!
//! Every diagnostic emitted while a file is read after its version gets
//! upstream's note `in bytecode version N produced by: P`.

mod attrs;
mod ir;
mod resources;

pub(crate) use resources::kinds as resource_kinds;

use oxmlir_ir::attrs::resources::FallbackResources;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::{Attribute, BlockId, Context, Ir, Location, OpName, Type};

use super::stream::{BResult, Sink, Stream};
use super::{section, section_name, NUM_SECTIONS, V_DIALECT_VERSIONING, V_ELIDE_UNKNOWN_BLOCK_ARG_LOC, V_NATIVE_PROPERTIES, VERSION};

/// A dialect named by the file.
struct DialectEntry<'a> {
    /// Its namespace.
    name: &'a [u8],
    /// Its version entry, if any.
    version: Option<&'a [u8]>,
    /// `None` before loading; then whether the context knows it.
    loaded: Option<bool>,
}

/// An operation name named by the file.
struct OpNameEntry<'a> {
    /// Index of its dialect.
    dialect: usize,
    /// The name without the dialect prefix.
    name: &'a [u8],
    /// Whether it was registered where the file was written (version 5
    /// on).
    was_registered: Option<bool>,
    /// The interned name, once resolved.
    resolved: Option<OpName>,
}

/// An attribute or type entry: its data, decoded on first use.
struct Entry<'a, T> {
    /// The decoded value.
    value: Option<T>,
    /// Whether it is being decoded (a reference to it now is a cycle).
    busy: bool,
    /// Index of the dialect that owns it.
    dialect: usize,
    /// Whether the data is a custom encoding (otherwise its text).
    custom: bool,
    /// Its bytes.
    data: Stream<'a>,
}

/// The state of one read.
pub(crate) struct Reader<'a> {
    cx: &'a Context,
    sink: Sink<'a>,
    version: u64,
    strings: Vec<&'a [u8]>,
    dialects: Vec<DialectEntry<'a>>,
    op_names: Vec<OpNameEntry<'a>>,
    attrs: Vec<Entry<'a, Attribute>>,
    types: Vec<Entry<'a, Type>>,
    /// Resource keys (in the context's blob manager) by handle index.
    resources: Vec<Box<[u8]>>,
    /// The properties section's entries (each a size and its data).
    props: Vec<Stream<'a>>,
    /// Where unclaimed external resources go.
    fallback: Option<&'a FallbackResources>,
}

/// Reads the bytecode `buf` (which starts with the magic number) into
/// `block`, named `name` in locations (`loc("name":0:0)`). Operations are
/// verified when `verify_root` names the operation holding `block`
/// (their diagnostics get the note too). Returns `false` after reporting
/// diagnostics, with whatever was read left in `block` for the caller to
/// erase.
pub fn read_into(
    cx: &Context,
    ir: &mut Ir,
    buf: &[u8],
    name: &[u8],
    block: BlockId,
    fallback: Option<&FallbackResources>,
    verify_root: Option<oxmlir_ir::OpId>,
) -> bool {
    read_header_and_sections(cx, ir, buf, name, block, fallback, verify_root).is_ok()
}

/// [`read_into`], failing with `Err(())`.
fn read_header_and_sections(
    cx: &Context,
    ir: &mut Ir,
    buf: &[u8],
    name: &[u8],
    block: BlockId,
    fallback: Option<&FallbackResources>,
    verify_root: Option<oxmlir_ir::OpId>,
) -> BResult {
    let loc = cx.file_line_col(name, 0, 0);
    let sink = Sink { cx, loc };
    let mut s = Stream::new(buf, 0, sink);
    s.skip(4)?;
    let version = s.varint()?;
    if version > VERSION {
        return sink.fail(format!("bytecode version {version} is newer than the current version {VERSION}"));
    }
    let producer = s.cstr()?;
    let note = format!("in bytecode version {version} produced by: {}", String::from_utf8_lossy(producer));
    let (r, diags) = cx.with_diagnostics_captured(|| {
        let mut reader = Reader {
            cx,
            sink,
            version,
            strings: Vec::new(),
            dialects: Vec::new(),
            op_names: Vec::new(),
            attrs: Vec::new(),
            types: Vec::new(),
            resources: Vec::new(),
            props: Vec::new(),
            fallback,
        };
        reader.read(s, ir, block)?;
        match verify_root {
            Some(op) if !oxmlir_ir::verify::verify(cx, ir, op) => Err(()),
            _ => Ok(()),
        }
    });
    for d in diags {
        // The note is at the diagnostic's own location (upstream's
        // `attachNote()` without one).
        let at = d.loc;
        let d: Diagnostic = d.note(at, note.clone());
        cx.emit(d);
    }
    r
}

impl<'a> Reader<'a> {
    /// Reads the sections after the producer.
    fn read(&mut self, mut s: Stream<'a>, ir: &mut Ir, block: BlockId) -> BResult {
        let mut sections: [Option<Stream<'a>>; NUM_SECTIONS as usize] = [None; NUM_SECTIONS as usize];
        while !s.is_empty() {
            let (id, data) = s.section()?;
            if sections[id as usize].is_some() {
                return s.fail(format!("duplicate top-level section: {}", section_name(id)));
            }
            sections[id as usize] = Some(data);
        }
        for id in 0..NUM_SECTIONS {
            let optional = match id {
                section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS => true,
                section::PROPERTIES => self.version < V_NATIVE_PROPERTIES,
                _ => false,
            };
            if sections[id as usize].is_none() && !optional {
                return s.fail(format!("missing data for top-level section: {}", section_name(id)));
            }
        }
        let get = |id: u8| sections[id as usize].ok_or(());
        self.read_strings(get(section::STRING)?)?;
        if let Some(p) = sections[section::PROPERTIES as usize] {
            self.read_properties_section(p)?;
        }
        self.read_dialects(get(section::DIALECT)?)?;
        self.read_resources(sections[section::RESOURCE as usize], sections[section::RESOURCE_OFFSET as usize])?;
        self.read_attr_type_offsets(get(section::ATTR_TYPE)?, get(section::ATTR_TYPE_OFFSET)?)?;
        self.read_ir(get(section::IR)?, ir, block)
    }

    /// The string section: a count, the sizes in reverse order, then the
    /// NUL-terminated strings.
    fn read_strings(&mut self, mut s: Stream<'a>) -> BResult {
        let data = s.rest();
        let n = s.varint()?;
        let mut end = data.len();
        let mut strings = Vec::new();
        for _ in 0..n {
            let size = s.varint()?;
            if (end as u64) < size {
                return s.fail("string size exceeds the available data size");
            }
            let start = end - size as usize;
            // Each entry holds its NUL; an empty entry is taken as empty.
            strings.push(&data[start..end.saturating_sub(1).max(start)]);
            end = start;
        }
        if data.len() - s.remaining() != end {
            return s.fail("unexpected trailing data between the offsets for strings and their data");
        }
        strings.reverse();
        self.strings = strings;
        Ok(())
    }

    /// A string by its index.
    fn string_at(&self, s: &Stream<'a>, i: u64) -> BResult<&'a [u8]> {
        match self.strings.get(i as usize) {
            Some(v) if i < self.strings.len() as u64 => Ok(v),
            _ => s.fail(format!("invalid string index: {i}")),
        }
    }

    /// A string reference.
    fn string(&self, s: &mut Stream<'a>) -> BResult<&'a [u8]> {
        let i = s.varint()?;
        self.string_at(s, i)
    }

    /// The properties section: a count, then each entry's size and data.
    fn read_properties_section(&mut self, mut s: Stream<'a>) -> BResult {
        if s.is_empty() {
            return Ok(());
        }
        let count = s.varint()?;
        let mut table = Vec::new();
        for _ in 0..count {
            let start = s;
            let size = s.varint()?;
            s.bytes(size)?;
            table.push(start);
        }
        if !s.is_empty() {
            return s.fail("Broken properties section: didn't exhaust the offsets table");
        }
        self.props = table;
        Ok(())
    }

    /// The dialect section: the dialects (with their versions), then the
    /// operation names grouped by dialect.
    fn read_dialects(&mut self, mut s: Stream<'a>) -> BResult {
        let n = s.varint()?;
        for _ in 0..n {
            if self.version < V_DIALECT_VERSIONING {
                let name = self.string(&mut s)?;
                self.dialects.push(DialectEntry { name, version: None, loaded: None });
                continue;
            }
            let (idx, has_version) = s.varint_flag()?;
            let name = self.string_at(&s, idx)?;
            let mut version = None;
            if has_version {
                let (id, data) = s.section()?;
                if id != section::DIALECT_VERSIONS {
                    return self.sink.fail("expected dialect version section");
                }
                version = Some(data.rest());
            }
            self.dialects.push(DialectEntry { name, version, loaded: None });
        }
        if self.version >= V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            s.varint()?;
        }
        while !s.is_empty() {
            let d = self.dialect_ref(&mut s)?;
            let count = s.varint()?;
            for _ in 0..count {
                let (name, was_registered) = if self.version < V_NATIVE_PROPERTIES {
                    (self.string(&mut s)?, None)
                } else {
                    let (i, reg) = s.varint_flag()?;
                    (self.string_at(&s, i)?, Some(reg))
                };
                self.op_names.push(OpNameEntry { dialect: d, name, was_registered, resolved: None });
            }
        }
        Ok(())
    }

    /// A dialect reference.
    fn dialect_ref(&self, s: &mut Stream<'a>) -> BResult<usize> {
        let i = s.varint()?;
        if i >= self.dialects.len() as u64 {
            return s.fail(format!("invalid dialect index: {i}"));
        }
        Ok(i as usize)
    }

    /// Loads dialect `d` into the context (upstream's
    /// `BytecodeDialect::load`); whether the context knows it.
    fn load_dialect(&mut self, d: usize) -> BResult<bool> {
        if let Some(known) = self.dialects[d].loaded {
            return Ok(known);
        }
        let name = String::from_utf8_lossy(self.dialects[d].name).into_owned();
        let known = self.cx.get_or_load_dialect(&name).is_some();
        if !known && !self.cx.allows_unregistered_dialects() {
            return self.sink.fail(format!(
                "dialect '{name}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used."
            ));
        }
        self.dialects[d].loaded = Some(known);
        // A version entry of a dialect this context does not know (one of
        // upstream's test dialects, say) is skipped: nothing here could
        // read it, and unregistered operations do not need it.
        if known && self.dialects[d].version.is_some_and(|v| !v.is_empty()) {
            // Only the builtin dialect has a bytecode interface here, and
            // it has no versions.
            if known && name == "builtin" {
                return self.sink.fail("Dialect does not support versioning");
            }
            return self.sink.fail(format!("dialect '{name}' does not implement the bytecode interface, but found a version entry"));
        }
        Ok(known)
    }

    /// An operation name reference: the name and whether it was
    /// registered where the file was written.
    fn op_name(&mut self, s: &mut Stream<'a>) -> BResult<(OpName, Option<bool>)> {
        let i = s.varint()?;
        let Some(entry) = self.op_names.get(i as usize).filter(|_| i < self.op_names.len() as u64) else {
            return s.fail(format!("invalid operation name index: {i}"));
        };
        let (d, name, reg, resolved) = (entry.dialect, entry.name, entry.was_registered, entry.resolved);
        if let Some(n) = resolved {
            return Ok((n, reg));
        }
        let dialect = self.dialects[d].name;
        let full = if name.is_empty() {
            dialect.to_vec()
        } else {
            self.load_dialect(d)?;
            [dialect, b".", name].concat()
        };
        let n = self.cx.op_name(&full);
        self.op_names[i as usize].resolved = Some(n);
        Ok((n, reg))
    }

    /// An error at the file's location.
    fn fail<T>(&self, message: impl Into<String>) -> BResult<T> {
        self.sink.fail(message)
    }

    /// The file's location.
    fn loc(&self) -> Location {
        self.sink.loc
    }
}
