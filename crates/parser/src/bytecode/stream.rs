//! Reading the primitives of the bytecode format: bytes, prefix varints
//! (the count of trailing zero bits of the first byte is the number of
//! bytes that follow), signed (zigzag) varints, varints carrying a flag in
//! their low bit, NUL-terminated strings, aligned blobs and sections.
//! Every read is bounds-checked and reports upstream's message at the
//! file's location (`name:0:0`).

use oxmlir_ir::diagnostics::{Diagnostic, Severity};
use oxmlir_ir::{Context, Location};

use super::{ALIGNMENT_BYTE, NUM_SECTIONS};

/// The result of a read; the error has been reported.
pub type BResult<T = ()> = Result<T, ()>;

/// Where errors of one read go: the context and the file's location.
#[derive(Copy, Clone)]
pub struct Sink<'a> {
    /// The context diagnostics are emitted to.
    pub cx: &'a Context,
    /// `loc("name":0:0)`.
    pub loc: Location,
}

impl Sink<'_> {
    /// Reports `message` as an error and fails.
    pub fn fail<T>(&self, message: impl Into<String>) -> BResult<T> {
        self.cx.emit(Diagnostic::error(self.loc, message));
        Err(())
    }

    /// Reports `message` as a warning.
    pub fn warn(&self, message: impl Into<String>) {
        self.cx.emit(Diagnostic::new(Severity::Warning, self.loc, message));
    }
}

/// A cursor over one section (or sub-buffer) of the bytecode.
#[derive(Copy, Clone)]
pub struct Stream<'a> {
    data: &'a [u8],
    pos: usize,
    /// Offset of `data[0]` from the start of the whole buffer (alignment
    /// is relative to it: the buffer is taken as aligned, as upstream
    /// requires it to be).
    base: usize,
    /// Error reporting.
    pub sink: Sink<'a>,
}

impl<'a> Stream<'a> {
    /// A cursor at the start of `data`, which starts `base` bytes into
    /// the file.
    pub fn new(data: &'a [u8], base: usize, sink: Sink<'a>) -> Self {
        Stream { data, pos: 0, base, sink }
    }

    /// A cursor over `sub`, a slice of this stream's data.
    pub fn sub(&self, sub: &'a [u8]) -> Stream<'a> {
        let off = (sub.as_ptr() as usize).wrapping_sub(self.data.as_ptr() as usize);
        Stream::new(sub, self.base.wrapping_add(off), self.sink)
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// The unread bytes.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// Reports `message` as an error and fails.
    pub fn fail<T>(&self, message: impl Into<String>) -> BResult<T> {
        self.sink.fail(message)
    }

    /// One byte.
    #[inline]
    pub fn byte(&mut self) -> BResult<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.fail("attempting to parse a byte at the end of the bytecode"),
        }
    }

    /// `len` bytes.
    pub fn bytes(&mut self, len: u64) -> BResult<&'a [u8]> {
        if len > self.remaining() as u64 {
            return self.fail(format!("attempting to parse {len} bytes when only {} remain", self.remaining()));
        }
        let s = &self.data[self.pos..self.pos + len as usize];
        self.pos += len as usize;
        Ok(s)
    }

    /// Skips `len` bytes.
    pub fn skip(&mut self, len: u64) -> BResult {
        if len > self.remaining() as u64 {
            return self.fail(format!("attempting to skip {len} bytes when only {} remain", self.remaining()));
        }
        self.pos += len as usize;
        Ok(())
    }

    /// A prefix varint.
    #[inline]
    pub fn varint(&mut self) -> BResult<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().map_err(|_| ())?));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra as u64)?;
        let mut buf = [0u8; 8];
        buf[0] = first;
        buf[1..=extra].copy_from_slice(rest);
        Ok(u64::from_le_bytes(buf) >> (extra + 1))
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> BResult<u64> {
        let v = self.varint()?;
        Ok((v >> 1) ^ (!(v & 1)).wrapping_add(1))
    }

    /// A varint whose low bit is a flag: `(value, flag)`.
    pub fn varint_flag(&mut self) -> BResult<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A NUL-terminated string (without its NUL).
    pub fn cstr(&mut self) -> BResult<&'a [u8]> {
        let rest = self.rest();
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => self.fail("malformed null-terminated string, no null character found"),
        }
    }

    /// Skips padding up to a multiple of `alignment` from the start of the
    /// buffer.
    pub fn align_to(&mut self, alignment: u64) -> BResult {
        if !alignment.is_power_of_two() || alignment > u64::from(u32::MAX) {
            return self.fail("expected alignment to be a power-of-two");
        }
        while (self.base.wrapping_add(self.pos) as u64) & (alignment - 1) != 0 {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return self.fail(format!("expected alignment byte (0xCB), but got: '0x{b:X}'"));
            }
        }
        Ok(())
    }

    /// A blob preceded by its alignment and size (resource blobs).
    pub fn blob_and_alignment(&mut self) -> BResult<(&'a [u8], u64)> {
        let alignment = self.varint()?;
        let size = self.varint()?;
        self.align_to(alignment)?;
        Ok((self.bytes(size)?, alignment))
    }

    /// A section header and its data: `(id, data)`.
    pub fn section(&mut self) -> BResult<(u8, Stream<'a>)> {
        let code = self.byte()?;
        let len = self.varint()?;
        let id = code & 0x7f;
        if id >= NUM_SECTIONS {
            return self.fail(format!("invalid section ID: {id}"));
        }
        if code & 0x80 != 0 {
            let alignment = self.varint()?;
            self.align_to(alignment)?;
        }
        let data = self.bytes(len)?;
        Ok((id, self.sub(data)))
    }
}
