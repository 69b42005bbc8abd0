//! Caller-owned auxiliary objects (printing flags, asm states, symbol
//! tables, dialect registries, type-id allocators, thread pools, ...).
//!
//! Each kind lives in a process-wide slot map; the C handle is the slot
//! map key (`KeyData::as_ffi`, never zero), so a destroyed or never-created
//! object is detected instead of dereferenced.

use std::sync::Mutex;

use slotmap::{DefaultKey, Key, KeyData, SlotMap};

/// A process-wide table of owned objects of one kind.
pub(crate) struct Owned<T> {
    map: Mutex<Option<SlotMap<DefaultKey, T>>>,
}

impl<T> Owned<T> {
    /// An empty table.
    pub(crate) const fn new() -> Self {
        Owned { map: Mutex::new(None) }
    }

    fn lock(&self) -> impl std::ops::DerefMut<Target = SlotMap<DefaultKey, T>> + '_ {
        struct G<'a, T>(std::sync::MutexGuard<'a, Option<SlotMap<DefaultKey, T>>>);
        impl<T> std::ops::Deref for G<'_, T> {
            type Target = SlotMap<DefaultKey, T>;
            fn deref(&self) -> &Self::Target {
                self.0.as_ref().expect("initialized")
            }
        }
        impl<T> std::ops::DerefMut for G<'_, T> {
            fn deref_mut(&mut self) -> &mut Self::Target {
                self.0.as_mut().expect("initialized")
            }
        }
        let mut g = self.map.lock().unwrap_or_else(|e| e.into_inner());
        g.get_or_insert_with(SlotMap::with_key);
        G(g)
    }

    /// Stores an object; returns its handle word.
    pub(crate) fn insert(&self, v: T) -> u64 {
        self.lock().insert(v).data().as_ffi()
    }

    /// Runs `f` on the object, if the handle names one.
    pub(crate) fn with<R>(&self, h: u64, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        if h == 0 {
            return None;
        }
        let key: DefaultKey = KeyData::from_ffi(h).into();
        self.lock().get_mut(key).map(f)
    }

    /// Takes the object out, if the handle names one.
    pub(crate) fn remove(&self, h: u64) -> Option<T> {
        if h == 0 {
            return None;
        }
        let key: DefaultKey = KeyData::from_ffi(h).into();
        self.lock().remove(key)
    }
}

impl<T: Clone> Owned<T> {
    /// A copy of the object, if the handle names one.
    pub(crate) fn get(&self, h: u64) -> Option<T> {
        self.with(h, |v| v.clone())
    }
}
