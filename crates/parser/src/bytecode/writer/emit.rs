//! Writing the primitives of the bytecode format into a buffer (upstream's
//! `EncodingEmitter`): prefix varints, sections with their alignment, and
//! the string table.

use hashbrown::HashMap;

use crate::bytecode::ALIGNMENT_BYTE;

/// A growing buffer with the highest alignment its content needs.
#[derive(Default)]
pub(crate) struct Emitter {
    /// The bytes.
    pub buf: Vec<u8>,
    /// The alignment the start of this buffer must have.
    pub alignment: u64,
}

impl Emitter {
    /// An empty buffer.
    pub fn new() -> Self {
        Emitter { buf: Vec::new(), alignment: 1 }
    }

    /// A byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// A prefix varint: the count of trailing zeros of the first byte is
    /// the number of bytes that follow; 9 bytes for values of more than
    /// 56 bits.
    #[inline]
    pub fn varint(&mut self, v: u64) {
        if v >> 7 == 0 {
            self.buf.push(((v << 1) | 1) as u8);
            return;
        }
        for n in 2..9u32 {
            if v >> (7 * n) == 0 {
                let enc = ((v << 1) | 1) << (n - 1);
                self.buf.extend_from_slice(&enc.to_le_bytes()[..n as usize]);
                return;
            }
        }
        self.buf.push(0);
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// A zigzag varint of the bits of `v`.
    pub fn signed(&mut self, v: u64) {
        self.varint((v << 1) ^ ((v as i64 >> 63) as u64));
    }

    /// A varint with a flag in its low bit.
    pub fn varint_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    /// Pads to a multiple of `alignment` (a power of two) and records it.
    pub fn align_to(&mut self, alignment: u64) {
        if alignment < 2 {
            return;
        }
        while self.buf.len() as u64 & (alignment - 1) != 0 {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.alignment = self.alignment.max(alignment);
    }

    /// A section: its id (high bit: alignment follows), size, padding if
    /// the contents need an alignment this offset lacks, the contents.
    pub fn section(&mut self, id: u8, inner: Emitter) {
        let code_at = self.buf.len();
        self.byte(id);
        self.varint(inner.buf.len() as u64);
        if inner.alignment > 1 {
            if self.buf.len() as u64 & (inner.alignment - 1) != 0 {
                self.varint(inner.alignment);
                self.align_to(inner.alignment);
                self.buf[code_at] |= 0x80;
            } else {
                self.alignment = self.alignment.max(inner.alignment);
            }
        }
        self.buf.extend_from_slice(&inner.buf);
    }
}

/// The string table: each string once, numbered in order of first use.
#[derive(Default)]
pub(crate) struct Strings {
    index: HashMap<Vec<u8>, u64>,
    list: Vec<Vec<u8>>,
}

impl Strings {
    /// The number of `s`, added if new.
    pub fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.list.len() as u64;
        self.index.insert(s.to_vec(), i);
        self.list.push(s.to_vec());
        i
    }

    /// The string section: the count, the sizes (with their NUL) in
    /// reverse order, the NUL-terminated strings.
    pub fn write(&self, e: &mut Emitter) {
        e.varint(self.list.len() as u64);
        for s in self.list.iter().rev() {
            e.varint(s.len() as u64 + 1);
        }
        for s in &self.list {
            e.bytes(s);
            e.byte(0);
        }
    }
}
