//! Resource blobs and dense resource elements (`dense_resource<name>`).
//!
//! As upstream's builtin dialect resource manager, the context keeps one
//! blob per resource name; inserting a blob under a name already in use
//! picks the first free `name_N` (N = 1, 2, ...). A blob's deleter runs
//! when the blob is dropped, at the latest when the context is destroyed;
//! then blobs are released in the order of upstream's `StringMap` buckets,
//! so deleters run in upstream's order.

use std::sync::{Arc, Mutex};

use super::string_map::BucketOrder;
use super::{attr_err, AttrData, AttrResult, Attribute};
use crate::context::Context;
use crate::types::Type;

/// A function run once when a blob's data is no longer needed.
pub type BlobDeleter = Box<dyn FnOnce() + Send + Sync>;

/// The data of a resource. The operation printer's resource section
/// (`{-# dialect_resources: { builtin: { name: "0x..." } } #-}`) writes a
/// blob as `0x`, its alignment as 4 little-endian bytes, then its data, in
/// upper-case hex.
pub struct Blob {
    data: Box<[u8]>,
    alignment: usize,
    mutable: bool,
    deleter: Option<BlobDeleter>,
}

impl Blob {
    /// A blob holding a copy of `data`, with its alignment, mutability and
    /// an optional deleter (called when the blob is dropped).
    pub fn new(data: &[u8], alignment: usize, mutable: bool, deleter: Option<BlobDeleter>) -> Blob {
        Blob { data: data.into(), alignment, mutable, deleter }
    }

    /// The bytes.
    pub fn data(&self) -> &[u8] {
        &self.data
    }

    /// The alignment the data was given with.
    pub fn alignment(&self) -> usize {
        self.alignment
    }

    /// Whether the data was declared mutable.
    pub fn is_mutable(&self) -> bool {
        self.mutable
    }
}

impl Drop for Blob {
    fn drop(&mut self) {
        if let Some(d) = self.deleter.take() {
            d();
        }
    }
}

impl std::fmt::Debug for Blob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Blob").field("len", &self.data.len()).field("alignment", &self.alignment).finish()
    }
}

/// The context's resource blobs, by name.
#[derive(Default)]
pub struct ResourceBlobs {
    inner: Mutex<BlobMap>,
}

/// A resource: its name and its blob, if it has data.
type Entry = (Box<[u8]>, Option<Arc<Blob>>);

#[derive(Default)]
struct BlobMap {
    index: hashbrown::HashMap<Box<[u8]>, usize>,
    entries: Vec<Entry>,
    /// Where upstream's `StringMap` would keep each entry: blobs are
    /// released in that order when the context goes away, as upstream.
    order: BucketOrder,
}

impl Drop for ResourceBlobs {
    fn drop(&mut self) {
        let m = self.inner.get_mut().unwrap_or_else(|e| e.into_inner());
        let order: Vec<usize> = m.order.entries().collect();
        for i in order {
            drop(m.entries[i].1.take());
        }
    }
}

impl ResourceBlobs {
    /// Inserts a blob under `name`, or under the first free `name_N`;
    /// returns the name used.
    pub fn insert(&self, name: &[u8], blob: Option<Blob>) -> Box<[u8]> {
        let mut m = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let mut candidate: Vec<u8> = name.to_vec();
        let mut counter = 1u64;
        while m.index.contains_key(&candidate[..]) {
            candidate.truncate(name.len());
            candidate.push(b'_');
            candidate.extend_from_slice(counter.to_string().as_bytes());
            counter += 1;
        }
        let key: Box<[u8]> = candidate.into();
        let i = m.entries.len();
        m.entries.push((key.clone(), blob.map(Arc::new)));
        m.index.insert(key.clone(), i);
        m.order.insert(&key, i);
        key
    }

    /// Declares a resource without data (upstream's builtin dialect
    /// `declareResource`, as the parser does on the first mention of a
    /// name): an entry under `name`, or under the first free `name_N`;
    /// returns the name used.
    pub fn declare(&self, name: &[u8]) -> Box<[u8]> {
        self.insert(name, None)
    }

    /// Attaches (or replaces) the blob of an existing resource, as when the
    /// resource section of a parsed file provides it; returns `false` if no
    /// resource has that name.
    pub fn set_blob(&self, name: &[u8], blob: Blob) -> bool {
        let mut m = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let Some(&i) = m.index.get(name) else { return false };
        let old = m.entries[i].1.replace(Arc::new(blob));
        drop(m);
        drop(old);
        true
    }

    /// The blob of a resource, if it has data.
    pub fn get(&self, name: &[u8]) -> Option<Arc<Blob>> {
        let m = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let &i = m.index.get(name)?;
        m.entries[i].1.clone()
    }

    /// Whether a resource of that name exists.
    pub fn contains(&self, name: &[u8]) -> bool {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).index.contains_key(name)
    }
}

/// The value of an entry of an external resource collection: upstream's
/// three resource entry kinds.
#[derive(Debug)]
pub enum ResourceValue {
    /// A `"0x..."` hex string: alignment (4 little-endian bytes), then data.
    Blob(Blob),
    /// `true` or `false`.
    Bool(bool),
    /// Any other string.
    String(Box<[u8]>),
}

/// One named collection of external resources and its entries, in order.
pub type ResourceCollection = (Box<[u8]>, Vec<(Box<[u8]>, ResourceValue)>);

/// Entries of the `{-# external_resources: ... #-}` section that no
/// handler claims, kept as parsed so that a printer can write them back
/// (upstream's `FallbackAsmResourceMap`, which `mlir-opt` gives its
/// parser and printer): collections in order of first mention (a
/// collection mentioned without entries is kept, empty), entries in
/// order of appearance.
#[derive(Default, Debug)]
pub struct FallbackResources {
    collections: Mutex<Vec<ResourceCollection>>,
}

impl FallbackResources {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Makes sure a collection called `name` exists (at the end if new).
    pub fn declare_collection(&self, name: &[u8]) {
        let mut c = self.collections.lock().unwrap_or_else(|e| e.into_inner());
        if !c.iter().any(|(n, _)| &**n == name) {
            c.push((name.into(), Vec::new()));
        }
    }

    /// Appends an entry to collection `name` (created if needed).
    pub fn push(&self, name: &[u8], key: &[u8], value: ResourceValue) {
        self.declare_collection(name);
        let mut c = self.collections.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, entries)) = c.iter_mut().find(|(n, _)| &**n == name) {
            entries.push((key.into(), value));
        }
    }

    /// Calls `f` with each collection's name and entries, in order.
    pub fn for_each(&self, mut f: impl FnMut(&[u8], &[(Box<[u8]>, ResourceValue)])) {
        let c = self.collections.lock().unwrap_or_else(|e| e.into_inner());
        for (name, entries) in c.iter() {
            f(name, entries);
        }
    }

    /// Whether no collection has an entry.
    pub fn is_empty(&self) -> bool {
        self.collections.lock().unwrap_or_else(|e| e.into_inner()).iter().all(|(_, e)| e.is_empty())
    }
}

impl Context {
    /// Upstream's `DenseResourceElementsAttr::get(type, name, blob)`: inserts
    /// the blob into the builtin resource manager (renaming it if the name
    /// is taken) and returns an attribute referring to it.
    pub fn dense_resource_attr(&self, ty: Type, name: &[u8], blob: Blob) -> AttrResult<Attribute> {
        if self.ranked_shape(ty).is_none() && self.shaped_element_type(ty).is_none() {
            // The blob is still owned (and released) as upstream would.
            drop(blob);
            return attr_err("expected a shaped type");
        }
        let key = self.resources.insert(name, Some(blob));
        let key = self.identifier_bytes(&key);
        Ok(self.intern_attr(AttrData::DenseResource { ty, key }))
    }

    /// Upstream's `DenseResourceElementsAttr::get(type, handle)`: an
    /// attribute referring to the resource called `key`, which must exist
    /// (see [`ResourceBlobs::declare`]); its data may be attached later.
    pub fn dense_resource_attr_of(&self, ty: Type, key: &[u8]) -> AttrResult<Attribute> {
        if self.ranked_shape(ty).is_none() && self.shaped_element_type(ty).is_none() {
            return attr_err("expected a shaped type");
        }
        if !self.resources.contains(key) {
            return attr_err(format!("no resource named '{}'", String::from_utf8_lossy(key)));
        }
        let key = self.identifier_bytes(key);
        Ok(self.intern_attr(AttrData::DenseResource { ty, key }))
    }

    /// The resource name and type of a dense resource attribute.
    pub fn dense_resource_parts(&self, attr: Attribute) -> Option<(&[u8], Type)> {
        match self.try_attr_data(attr)? {
            AttrData::DenseResource { ty, key } => Some((self.bytes_of(*key), *ty)),
            _ => None,
        }
    }

    /// The blob behind a dense resource attribute, if it has data.
    pub fn dense_resource_blob(&self, attr: Attribute) -> Option<Arc<Blob>> {
        let (name, _) = self.dense_resource_parts(attr)?;
        self.resources.get(name)
    }

    /// The blob of the resource called `name`, if it has data.
    pub fn resource_blob(&self, name: &[u8]) -> Option<Arc<Blob>> {
        self.resources.get(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeData;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn names_are_made_unique_and_deleters_run_on_destruction() {
        static DELETED: AtomicUsize = AtomicUsize::new(0);
        let cx = Context::new();
        let t = cx.intern_type(TypeData::RankedTensor { shape: Box::new([2]), elem: cx.int(8), encoding: None });
        let mk = || Blob::new(&[1, 2], 1, false, Some(Box::new(|| {
            DELETED.fetch_add(1, Ordering::SeqCst);
        })));
        let a = cx.dense_resource_attr(t, b"blob", mk()).unwrap();
        let b = cx.dense_resource_attr(t, b"blob", mk()).unwrap();
        assert_ne!(a, b);
        assert_eq!(cx.dense_resource_parts(b).unwrap().0, b"blob_1");
        assert_eq!(cx.dense_resource_blob(a).unwrap().data(), &[1, 2]);
        drop(cx);
        assert_eq!(DELETED.load(Ordering::SeqCst), 2);
    }
}
