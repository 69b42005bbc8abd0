//! Dialect resources (`dense_resource<key>`) and the file metadata section
//! printed after a top-level operation:
//!
//! ```text
//! {-#
//!   dialect_resources: {
//!     builtin: {
//!       key: "0x04000000010000000200000003000000"
//!     }
//!   }
//! #-}
//! ```
//!
//! Printing a resource handle records it; after the operation (and the
//! deferred aliases) each recorded resource whose blob exists is listed,
//! per dialect, with its alignment (4 bytes, little endian) and data in
//! upper-case hex, as upstream. Blobs come from the context's resource
//! blob manager through [`with_resource_blob`]. An `external_resources`
//! dictionary follows with the entries of the printer's external resource
//! map, if it has one (`mlir-opt`'s fallback map).

use super::{Out, Printer};
use crate::attrs::resources::ResourceValue;
use crate::context::Context;

/// Runs `f` on the blob of resource `key` of `dialect` (its alignment and
/// bytes), if one is attached: the builtin dialect's resources live in the
/// context's blob manager. As upstream, a resource without a blob is not
/// listed.
pub(crate) fn with_resource_blob<R>(
    cx: &Context,
    dialect: &str,
    key: &[u8],
    f: impl FnOnce(u64, &[u8]) -> R,
) -> Option<R> {
    if dialect != "builtin" {
        return None;
    }
    let blob = cx.resource_blob(key)?;
    Some(f(blob.alignment() as u64, blob.data()))
}

/// `"0x"` + alignment (4 bytes, little endian) + data, in upper-case hex,
/// quoted.
fn blob_text(alignment: u64, data: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut s = String::with_capacity(2 * data.len() + 12);
    s.push_str("\"0x");
    for &b in (alignment as u32).to_le_bytes().iter().chain(data) {
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 15) as usize] as char);
    }
    s.push('"');
    s
}

impl Printer<'_, '_> {
    /// Prints the key of a resource of `dialect` (bare if it is a bare
    /// identifier, else quoted) and records it for the file metadata.
    pub fn print_resource_handle(&mut self, dialect: &'static str, key: &[u8]) {
        if self.collecting() {
            return;
        }
        super::attrs::write_keyword_or_string(&mut self.out, key);
        let pos = match self.resources.iter().position(|(d, _)| *d == dialect) {
            Some(p) => p,
            None => {
                self.resources.push((dialect, Vec::new()));
                self.resources.len() - 1
            }
        };
        let keys = &mut self.resources[pos].1;
        if !keys.iter().any(|k| &**k == key) {
            keys.push(key.into());
        }
    }

    /// The `{-# ... #-}` section, if there is anything to put in it
    /// (upstream's `printFileMetadataDictionary`): the `dialect_resources`
    /// referenced by the print, then the `external_resources` of the
    /// printer's resource map.
    pub(crate) fn print_file_metadata(&mut self) {
        let external = self.external;
        if self.resources.is_empty() && external.is_none_or(|e| e.is_empty()) {
            return;
        }
        let cx = self.cx;
        let resources = std::mem::take(&mut self.resources);
        let mut m = Metadata::default();
        // Dialects with resources, in the order upstream visits their
        // interfaces: builtin first.
        let mut dialects: Vec<&(&'static str, Vec<Box<[u8]>>)> = resources.iter().collect();
        dialects.sort_by_key(|(d, _)| *d != "builtin");
        for (dialect, keys) in dialects {
            let mut group = Group { dict: "dialect", name: dialect.as_bytes(), had_entry: false };
            for key in keys {
                if let Some(value) = with_resource_blob(cx, dialect, key, blob_text) {
                    self.metadata_entry(&mut m, &mut group, key, &value);
                }
            }
            self.end_group(&mut m, &group);
        }
        self.end_section(&mut m);
        if let Some(external) = external {
            external.for_each(|name, entries| {
                let mut group = Group { dict: "external", name, had_entry: false };
                for (key, value) in entries {
                    let text = match value {
                        ResourceValue::Blob(blob) => blob_text(blob.alignment() as u64, blob.data()),
                        ResourceValue::Bool(b) => (if *b { "true" } else { "false" }).to_string(),
                        ResourceValue::String(text) => {
                            let mut out = Out::buffer();
                            super::attrs::write_quoted(&mut out, text);
                            out.into_string()
                        }
                    };
                    self.metadata_entry(&mut m, &mut group, key, &text);
                }
                self.end_group(&mut m, &group);
            });
            self.end_section(&mut m);
        }
        if m.opened {
            self.str("\n#-}\n");
        }
    }

    /// One `key: value` entry of a resource group (upstream's `printFn`):
    /// opens the section, the `<dict>_resources` dictionary and the group
    /// as needed. A value whose text is longer than the resource string
    /// limit is left out (the section is opened all the same).
    fn metadata_entry(&mut self, m: &mut Metadata, group: &mut Group<'_>, key: &[u8], value: &str) {
        if !std::mem::replace(&mut m.opened, true) {
            self.str("\n{-#\n");
        }
        if let Some(limit) = self.flags.elide_resource_limit {
            // The limit is read as unsigned, as upstream's option.
            if value.len() as u64 > limit as u64 {
                return;
            }
        }
        if !std::mem::replace(&mut m.had_resource, true) {
            if m.need_resource_comma {
                self.str(",\n");
            }
            self.str("  ");
            self.str(group.dict);
            self.str("_resources: {\n");
        }
        if !std::mem::replace(&mut group.had_entry, true) {
            if m.need_entry_comma {
                self.str(",\n");
            }
            self.str("    ");
            self.out.bytes(group.name);
            self.str(": {\n");
        } else {
            self.str(",\n");
        }
        self.str("      ");
        super::attrs::write_keyword_or_string(&mut self.out, key);
        self.str(": ");
        self.str(value);
    }

    /// Closes a resource group that had entries.
    fn end_group(&mut self, m: &mut Metadata, group: &Group<'_>) {
        m.need_entry_comma |= group.had_entry;
        if group.had_entry {
            self.str("\n    }");
        }
    }

    /// Closes a `<dict>_resources` dictionary that had entries and readies
    /// the state for the next one.
    fn end_section(&mut self, m: &mut Metadata) {
        if m.had_resource {
            self.str("\n  }");
        }
        m.need_entry_comma = false;
        m.need_resource_comma = m.had_resource;
        m.had_resource = false;
    }
}

/// The state of a file metadata section being printed.
#[derive(Default)]
struct Metadata {
    /// `{-#` written.
    opened: bool,
    /// The current `<dict>_resources: {` written.
    had_resource: bool,
    /// A `<dict>_resources` dictionary was written before the current one.
    need_resource_comma: bool,
    /// A group was written before the current one in this dictionary.
    need_entry_comma: bool,
}

/// A group of resources: a dialect's, or an external collection.
struct Group<'n> {
    /// `dialect` or `external`.
    dict: &'static str,
    /// The dialect's or collection's name.
    name: &'n [u8],
    /// An entry of the group was written.
    had_entry: bool,
}
