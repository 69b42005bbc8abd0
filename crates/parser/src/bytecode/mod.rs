//! MLIR bytecode: the binary form `mlir-opt --emit-bytecode` writes, read
//! and written as upstream MLIR 22.1 does (`mlir/lib/Bytecode`).
//!
//! A file is the magic `ML\xEFR`, a version (0 to 6, all of which are
//! read; 6 is written by default), a producer string and sections: strings,
//! dialects and operation names, attributes and types (with an offset
//! section), the IR, resources (with an offset section), properties.
//! Builtin attributes and types have their own encodings
//! ([`builtin`]); those of other dialects are stored as their text and
//! parsed back with the textual parser.
//!
//! * [`stream`]: the primitive reads (varints, strings, sections);
//! * [`reader`]: a buffer to operations ([`read_into`]);
//! * [`writer`]: operations to a buffer ([`write`]).

pub(crate) mod builtin;
mod props;
pub(crate) mod reader;
pub(crate) mod stream;
pub(crate) mod writer;

pub use reader::read_into;
pub use writer::{write, WriterConfig};

/// Resource entry kinds, shared by the reader and the writer.
pub(crate) use reader::resource_kinds as reader_kinds;

/// The first four bytes of every bytecode file.
pub const MAGIC: &[u8; 4] = b"ML\xEFR";

/// The version written by default (upstream's `kVersion`).
pub const VERSION: u64 = 6;

/// Version from which dialects carry versions (`kDialectVersioning`).
pub(crate) const V_DIALECT_VERSIONING: u64 = 1;
/// Version from which isolated regions are sections (`kLazyLoading`).
pub(crate) const V_LAZY_LOADING: u64 = 2;
/// Version from which use-list orders are encoded (`kUseListOrdering`).
pub(crate) const V_USE_LIST_ORDERING: u64 = 3;
/// Version from which unknown block-argument locations are elided
/// (`kElideUnknownBlockArgLocation`).
pub(crate) const V_ELIDE_UNKNOWN_BLOCK_ARG_LOC: u64 = 4;
/// Version from which properties are encoded natively
/// (`kNativePropertiesEncoding`).
pub(crate) const V_NATIVE_PROPERTIES: u64 = 5;
/// Version from which segment sizes are sparse arrays
/// (`kNativePropertiesODSSegmentSize`).
pub(crate) const V_ODS_SEGMENT_SIZE: u64 = 6;

/// The byte that fills alignment padding.
pub(crate) const ALIGNMENT_BYTE: u8 = 0xCB;

/// Section ids.
pub(crate) mod section {
    /// Strings.
    pub const STRING: u8 = 0;
    /// Dialects and operation names.
    pub const DIALECT: u8 = 1;
    /// Attribute and type entries.
    pub const ATTR_TYPE: u8 = 2;
    /// Offsets of the attribute and type entries.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// The IR (and each isolated region from version 2).
    pub const IR: u8 = 4;
    /// Resource data.
    pub const RESOURCE: u8 = 5;
    /// Resource offsets.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// A dialect's version.
    pub const DIALECT_VERSIONS: u8 = 7;
    /// Operation properties.
    pub const PROPERTIES: u8 = 8;
}

/// Number of section kinds.
pub(crate) const NUM_SECTIONS: u8 = 9;

/// The bits of an operation's encoding mask.
pub(crate) mod mask {
    /// A discardable attribute dictionary follows.
    pub const ATTRS: u8 = 0b0000_0001;
    /// Result types follow.
    pub const RESULTS: u8 = 0b0000_0010;
    /// Operands follow.
    pub const OPERANDS: u8 = 0b0000_0100;
    /// Successors follow.
    pub const SUCCESSORS: u8 = 0b0000_1000;
    /// Regions follow.
    pub const REGIONS: u8 = 0b0001_0000;
    /// Use-list orders of the results follow.
    pub const USE_LIST_ORDERS: u8 = 0b0010_0000;
    /// A properties reference follows.
    pub const PROPERTIES: u8 = 0b0100_0000;
}

/// Whether `buf` starts with the bytecode magic number (upstream's
/// `isBytecode`).
pub fn is_bytecode(buf: &[u8]) -> bool {
    buf.starts_with(MAGIC)
}

/// Upstream's section names in messages.
pub(crate) fn section_name(id: u8) -> String {
    let name = match id {
        section::STRING => "String",
        section::DIALECT => "Dialect",
        section::ATTR_TYPE => "AttrType",
        section::ATTR_TYPE_OFFSET => "AttrTypeOffset",
        section::IR => "IR",
        section::RESOURCE => "Resource",
        section::RESOURCE_OFFSET => "ResourceOffset",
        section::DIALECT_VERSIONS => "DialectVersions",
        section::PROPERTIES => "Properties",
        _ => "Unknown",
    };
    format!("{name} ({id})")
}

/// Runs the reader on arbitrary bytes, as the fuzz targets do (the magic
/// number is put in front when missing, so that mutations reach the
/// sections): read with and without unregistered dialects, and what reads
/// is written at every version and read back. Diagnostics are swallowed.
/// Panics only on a bug.
pub fn fuzz_one(data: &[u8]) {
    let buf: std::borrow::Cow<'_, [u8]> =
        if is_bytecode(data) { data.into() } else { [&MAGIC[..], data].concat().into() };
    for allow in [true, false] {
        let Ok(cx) = oxmlir_ir::Context::try_new(&oxmlir_ir::dialects::all_dialects(), true) else { return };
        cx.set_allow_unregistered_dialects(allow);
        cx.diagnostics.attach(std::sync::Arc::new(|_: &oxmlir_ir::Context, _: &oxmlir_ir::diagnostics::Diagnostic| true));
        let mut ir = cx.ir_mut();
        let Some(m) = crate::parse_module(&cx, &mut ir, &buf, b"fuzz", crate::ParseOptions::default()) else { continue };
        for version in 0..=VERSION as i64 {
            let config = WriterConfig { version, ..WriterConfig::default() };
            if let Some(bytes) = write(&cx, &ir, m, &config) {
                if let Some(back) = crate::parse_module(&cx, &mut ir, &bytes, b"fuzz", crate::ParseOptions::default()) {
                    let _ = ir.erase_op(back);
                }
            }
        }
        let _ = ir.erase_op(m);
    }
}
