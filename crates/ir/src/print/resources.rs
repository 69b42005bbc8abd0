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
//! blob manager through [`with_resource_blob`].

use super::Printer;
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
    /// (upstream's `printFileMetadataDictionary`).
    pub(crate) fn print_file_metadata(&mut self) {
        if self.resources.is_empty() {
            return;
        }
        let cx = self.cx;
        let limit = self.flags.elide_resource_limit;
        let resources = std::mem::take(&mut self.resources);
        let mut opened = false;
        let mut had_resource = false;
        let mut need_entry_comma = false;
        // Dialects with resources, in the order upstream visits their
        // interfaces: builtin first.
        let mut dialects: Vec<&(&'static str, Vec<Box<[u8]>>)> = resources.iter().collect();
        dialects.sort_by_key(|(d, _)| *d != "builtin");
        for (dialect, keys) in dialects {
            let mut had_entry = false;
            for key in keys {
                let Some(value) = with_resource_blob(cx, dialect, key, blob_text) else { continue };
                if !opened {
                    opened = true;
                    self.str("\n{-#\n");
                }
                if let Some(limit) = limit {
                    // Entries longer than the limit (read as unsigned) are
                    // left out, all of them with a limit of 0; the section
                    // is opened all the same.
                    if limit == 0 || value.len() as u64 > limit as u64 {
                        continue;
                    }
                }
                if !had_resource {
                    had_resource = true;
                    self.str("  dialect_resources: {\n");
                }
                if !had_entry {
                    had_entry = true;
                    if need_entry_comma {
                        self.str(",\n");
                    }
                    self.str("    ");
                    self.str(dialect);
                    self.str(": {\n");
                } else {
                    self.str(",\n");
                }
                self.str("      ");
                super::attrs::write_keyword_or_string(&mut self.out, key);
                self.str(": ");
                self.str(&value);
            }
            need_entry_comma |= had_entry;
            if had_entry {
                self.str("\n    }");
            }
        }
        if had_resource {
            self.str("\n  }");
        }
        if opened {
            self.str("\n#-}\n");
        }
    }
}
