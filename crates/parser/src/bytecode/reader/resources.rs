//! The resource sections (upstream's `ResourceSectionReader`): external
//! resource groups (kept in the fallback map when the read has one, as
//! `mlir-opt` does, otherwise skipped with a warning) and dialect resource
//! groups (the builtin dialect's blobs, the data of `dense_resource`
//! attributes).

use oxmlir_ir::attrs::resources::{Blob, ResourceValue};

use super::{BResult, Reader, Stream};

/// Resource entry kinds (upstream's `AsmResourceEntryKind`).
pub(crate) mod kinds {
    /// A blob with its alignment.
    pub(crate) const KIND_BLOB: u8 = 0;
    /// A boolean.
    pub(crate) const KIND_BOOL: u8 = 1;
    /// A string reference.
    pub(crate) const KIND_STRING: u8 = 2;
}
use kinds::{KIND_BLOB, KIND_BOOL, KIND_STRING};

fn kind_name(kind: u8) -> &'static str {
    match kind {
        KIND_BLOB => "blob",
        KIND_BOOL => "bool",
        KIND_STRING => "string",
        _ => "unknown",
    }
}

/// One entry of a resource group, before its value is read.
struct RawEntry<'a> {
    key: &'a [u8],
    kind: u8,
    data: Stream<'a>,
}

impl<'a> Reader<'a> {
    /// Reads the resource sections, which must come together.
    pub(super) fn read_resources(&mut self, data: Option<Stream<'a>>, offsets: Option<Stream<'a>>) -> BResult {
        let (mut data, mut offsets) = match (data, offsets) {
            (None, None) => return Ok(()),
            (Some(_), None) => return self.fail("expected resource offset section when resource section is present"),
            (None, Some(_)) => return self.fail("unexpected resource offset section when resource section is not present"),
            (Some(d), Some(o)) => (d, o),
        };
        let external = offsets.varint()?;
        for _ in 0..external {
            let name = self.string(&mut offsets)?;
            match self.fallback {
                Some(f) => f.declare_collection(name),
                None => self.sink.warn(format!("ignoring unknown external resources for '{}'", String::from_utf8_lossy(name))),
            }
            for e in self.resource_group(&mut offsets, &mut data)? {
                let Some(f) = self.fallback else { continue };
                let mut s = e.data;
                let value = match e.kind {
                    KIND_BOOL => ResourceValue::Bool(s.byte()? != 0),
                    KIND_STRING => ResourceValue::String(self.string(&mut s)?.into()),
                    _ => {
                        let (bytes, align) = s.blob_and_alignment()?;
                        ResourceValue::Blob(Blob::new(bytes, align as usize, true, None))
                    }
                };
                if !s.is_empty() {
                    return s.fail(format!("unexpected trailing bytes in resource entry '{}'", String::from_utf8_lossy(e.key)));
                }
                f.push(name, e.key, value);
            }
        }
        while !offsets.is_empty() {
            let d = self.dialect_ref(&mut offsets)?;
            let known = self.load_dialect(d)?;
            let dname = String::from_utf8_lossy(self.dialects[d].name).into_owned();
            if !known {
                return data.fail(format!("dialect '{dname}' is unknown"));
            }
            if dname != "builtin" {
                return data.fail(format!("unexpected resources for dialect '{dname}'"));
            }
            for e in self.resource_group(&mut offsets, &mut data)? {
                // Each key is declared (renamed if the context already has
                // a resource of that name) before its data is read.
                let key = self.cx.resources.declare(e.key);
                self.resources.push(key.clone());
                // An empty entry is a declaration without data.
                if e.data.is_empty() {
                    continue;
                }
                let mut s = e.data;
                if e.kind != KIND_BLOB {
                    return s.fail(format!("expected a blob resource entry, but found a {} entry instead", kind_name(e.kind)));
                }
                let (bytes, align) = s.blob_and_alignment()?;
                if !s.is_empty() {
                    return s.fail(format!("unexpected trailing bytes in resource entry '{}'", String::from_utf8_lossy(&key)));
                }
                self.cx.resources.set_blob(&key, Blob::new(bytes, align as usize, true, None));
            }
        }
        Ok(())
    }

    /// The entries of one group: a count, then for each its key, the size
    /// of its data (taken from `data` in order) and its kind.
    fn resource_group(&self, offsets: &mut Stream<'a>, data: &mut Stream<'a>) -> BResult<Vec<RawEntry<'a>>> {
        let n = offsets.varint()?;
        let mut out = Vec::new();
        for _ in 0..n {
            let key = self.string(offsets)?;
            let size = offsets.varint()?;
            let kind = offsets.byte()?;
            let bytes = data.bytes(size)?;
            out.push(RawEntry { key, kind, data: data.sub(bytes) });
        }
        Ok(out)
    }

    /// A resource handle reference (`dense_resource` attributes).
    pub(super) fn resource_handle(&self, s: &mut Stream<'a>) -> BResult<Box<[u8]>> {
        let i = s.varint()?;
        match self.resources.get(i as usize) {
            Some(k) if i < self.resources.len() as u64 => Ok(k.clone()),
            _ => s.fail(format!("invalid resource handle index: {i}")),
        }
    }
}
