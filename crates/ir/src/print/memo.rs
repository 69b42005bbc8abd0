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

/// Cached text keyed by a list of words (an operation's type signature),
/// checked in full on lookup.
#[derive(Default)]
pub(crate) struct ListMemo {
    keys: Vec<Vec<u64>>,
    text: TextMemo,
}

fn list_hash(list: &[u64]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for &w in list {
        h = (h ^ w).wrapping_mul(0x0000_0100_0000_01B3).rotate_left(5);
    }
    h | 1
}

impl ListMemo {
    /// The text stored for `list`.
    #[inline]
    pub(crate) fn get(&self, list: &[u64]) -> Option<&[u8]> {
        let h = list_hash(list);
        let text = self.text.get(h)?;
        (self.keys.get(slot(h)).map(Vec::as_slice) == Some(list)).then_some(text)
    }

    /// Stores the text of `list`.
    pub(crate) fn put(&mut self, list: &[u64], text: &[u8]) {
        let h = list_hash(list);
        if self.keys.is_empty() {
            self.keys = vec![Vec::new(); SLOTS];
        }
        self.text.put(h, text);
        if self.text.get(h).is_some() {
            let k = &mut self.keys[slot(h)];
            k.clear();
            k.extend_from_slice(list);
        }
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

    #[test]
    fn lists_are_checked() {
        let mut m = super::ListMemo::default();
        m.put(&[1, 2, 3], b"(a, b) -> c");
        assert_eq!(m.get(&[1, 2, 3]), Some(&b"(a, b) -> c"[..]));
        assert_eq!(m.get(&[1, 2]), None);
        assert_eq!(m.get(&[3, 2, 1]), None);
    }
}
