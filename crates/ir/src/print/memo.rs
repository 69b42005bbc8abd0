//! A small cache of printed text, so that what repeats in a print (the
//! same types on every operation, the same operation names) is formatted
//! once and copied afterwards.
//!
//! It is direct-mapped (a key evicts whatever shared its slot) and bounded:
//! when its text store is full it starts over. Users enable it only while
//! the text of a key cannot change (see `Printer::print_type`).

/// Number of slots.
const SLOTS: usize = 64;
/// Bound on the stored text.
const TEXT_LIMIT: usize = 1 << 16;

/// Cached text by key (keys are never 0).
pub(crate) struct TextMemo {
    keys: [u64; SLOTS],
    spans: [(u32, u32); SLOTS],
    text: Vec<u8>,
}

impl Default for TextMemo {
    fn default() -> Self {
        TextMemo { keys: [0; SLOTS], spans: [(0, 0); SLOTS], text: Vec::new() }
    }
}

#[inline]
fn slot(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize
}

impl TextMemo {
    /// The text stored for `key`.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<&[u8]> {
        let i = slot(key);
        if self.keys[i] != key {
            return None;
        }
        let (start, len) = self.spans[i];
        self.text.get(start as usize..(start + len) as usize)
    }

    /// Stores the text of `key` (unless it is too long to be worth it).
    pub(crate) fn put(&mut self, key: u64, text: &[u8]) {
        if key == 0 || text.len() > TEXT_LIMIT / 8 {
            return;
        }
        if self.text.len() + text.len() > TEXT_LIMIT {
            self.text.clear();
            self.keys = [0; SLOTS];
        }
        let i = slot(key);
        self.keys[i] = key;
        self.spans[i] = (self.text.len() as u32, text.len() as u32);
        self.text.extend_from_slice(text);
    }
}

#[cfg(test)]
mod tests {
    use super::TextMemo;

    #[test]
    fn stores_and_evicts() {
        let mut m = TextMemo::default();
        m.put(7, b"i32");
        m.put(9, b"tuple<i1>");
        assert_eq!(m.get(7), Some(&b"i32"[..]));
        assert_eq!(m.get(9), Some(&b"tuple<i1>"[..]));
        assert_eq!(m.get(8), None);
        // Filling the store starts over.
        for k in 100..10_000u64 {
            m.put(k, &[b'x'; 100]);
        }
        assert!(m.get(7).is_none() || m.get(7) == Some(&b"i32"[..]));
    }
}
