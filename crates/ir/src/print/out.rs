//! The printer's output buffer: bytes accumulate in a buffer that is handed
//! to the sink in large chunks (upstream calls its string callback about 32
//! times per operation; we call it once per [`CHUNK`] bytes).
//!
//! The buffer is kept fully initialized and written through a position, so
//! that integers are formatted in place.

use std::fmt;

/// Size at which the buffer is flushed to the sink.
pub const CHUNK: usize = 1 << 14;

/// Where output goes: a function given consecutive chunks.
pub type Sink<'s> = &'s mut dyn FnMut(&[u8]);

/// Printer output: a buffer, optionally draining into a sink (or
/// discarding everything, for passes that only walk what would be printed).
pub struct Out<'s> {
    /// Initialized storage; `buf[..pos]` is the output not yet drained.
    buf: Vec<u8>,
    pos: usize,
    /// Number of times the buffer was emptied (see [`Out::mark`]).
    flushes: u64,
    sink: Option<Sink<'s>>,
    /// Whether the buffer is emptied when it reaches [`CHUNK`] bytes (a
    /// sink or discarding output).
    drains: bool,
}

/// `00` to `99`.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// Number of decimal digits of `v`.
#[inline]
fn digits(v: u64) -> usize {
    let mut n = 1;
    let mut x = v;
    while x >= 10_000 {
        x /= 10_000;
        n += 4;
    }
    if x >= 1000 {
        n + 3
    } else if x >= 100 {
        n + 2
    } else if x >= 10 {
        n + 1
    } else {
        n
    }
}

impl<'s> Out<'s> {
    /// Output collected in memory.
    pub fn buffer() -> Out<'s> {
        Out { buf: Vec::new(), pos: 0, flushes: 0, sink: None, drains: false }
    }

    /// Output handed to `sink` in chunks.
    pub fn sink(sink: Sink<'s>) -> Out<'s> {
        Out { buf: vec![0; 256], pos: 0, flushes: 0, sink: Some(sink), drains: true }
    }

    /// Output that is thrown away.
    pub fn discard() -> Out<'static> {
        Out { buf: vec![0; CHUNK + 256], pos: 0, flushes: 0, sink: None, drains: true }
    }

    /// Makes room for `n` more bytes.
    #[inline]
    fn reserve(&mut self, n: usize) {
        if self.pos + n > self.buf.len() {
            self.grow(n);
        }
    }

    #[cold]
    fn grow(&mut self, n: usize) {
        if self.drains && self.pos >= CHUNK {
            self.flush();
            if self.pos + n <= self.buf.len() {
                return;
            }
        }
        let want = (self.pos + n).max(2 * self.buf.len()).max(256);
        let want = if self.drains { want.min((CHUNK + 256).max(self.pos + n)) } else { want };
        self.buf.resize(want, 0);
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.reserve(b.len());
        self.buf[self.pos..self.pos + b.len()].copy_from_slice(b);
        self.pos += b.len();
    }

    /// Appends a string.
    #[inline]
    pub fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.reserve(1);
        self.buf[self.pos] = b;
        self.pos += 1;
    }

    /// Appends a decimal integer.
    #[inline]
    pub fn int(&mut self, v: impl itoa_like::Int) {
        let (neg, mag) = v.parts();
        if neg {
            self.byte(b'-');
        }
        self.write_u64(mag);
    }

    fn write_u64(&mut self, mut v: u64) {
        let n = digits(v);
        self.reserve(n);
        let out = &mut self.buf[self.pos..self.pos + n];
        let mut i = n;
        while v >= 100 {
            let d = (v % 100) as usize * 2;
            v /= 100;
            i -= 2;
            out[i] = PAIRS[d];
            out[i + 1] = PAIRS[d + 1];
        }
        if v >= 10 {
            let d = v as usize * 2;
            out[i - 2] = PAIRS[d];
            out[i - 1] = PAIRS[d + 1];
        } else {
            out[i - 1] = b'0' + v as u8;
        }
        self.pos += n;
    }

    /// Hands buffered bytes to the sink (discarding output drops them; no
    /// effect on in-memory output).
    pub fn flush(&mut self) {
        if !self.drains || self.pos == 0 {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            sink(&self.buf[..self.pos]);
        }
        self.pos = 0;
        self.flushes += 1;
    }

    /// A position in the output, to get what was written since with
    /// [`Out::since`].
    #[inline]
    pub fn mark(&self) -> (u64, usize) {
        (self.flushes, self.pos)
    }

    /// The bytes written since `mark`, if they are all still buffered.
    #[inline]
    pub fn since(&self, mark: (u64, usize)) -> Option<&[u8]> {
        if mark.0 == self.flushes {
            self.buf.get(mark.1..self.pos)
        } else {
            None
        }
    }

    /// Takes the collected bytes (for in-memory output).
    pub fn into_bytes(mut self) -> Vec<u8> {
        self.flush();
        let mut buf = std::mem::take(&mut self.buf);
        buf.truncate(self.pos);
        self.pos = 0;
        buf
    }

    /// Takes the collected text (for in-memory output); invalid UTF-8 is
    /// replaced.
    pub fn into_string(self) -> String {
        match String::from_utf8(self.into_bytes()) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }

    /// Number of bytes currently buffered.
    pub fn buffered(&self) -> usize {
        self.pos
    }
}

impl Drop for Out<'_> {
    fn drop(&mut self) {
        self.flush();
    }
}

impl fmt::Write for Out<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.str(s);
        Ok(())
    }
}

/// Integers [`Out::int`] formats.
pub mod itoa_like {
    /// An integer that can be written in decimal.
    pub trait Int {
        /// Its sign and magnitude.
        fn parts(self) -> (bool, u64);
    }

    macro_rules! unsigned {
        ($($t:ty),*) => {$(impl Int for $t {
            #[inline]
            fn parts(self) -> (bool, u64) { (false, self as u64) }
        })*};
    }
    macro_rules! signed {
        ($($t:ty),*) => {$(impl Int for $t {
            #[inline]
            fn parts(self) -> (bool, u64) { (self < 0, (self as i64).unsigned_abs()) }
        })*};
    }
    unsigned!(u8, u16, u32, u64, usize);
    signed!(i8, i16, i32, i64, isize);
}

#[cfg(test)]
mod tests {
    use super::Out;

    #[test]
    fn integers_as_decimal() {
        let values: [i64; 12] = [0, 7, 9, 10, 42, 99, 100, 101, 12345, -1, -100, i64::MIN];
        let mut out = Out::buffer();
        for v in values {
            out.int(v);
            out.byte(b' ');
        }
        out.int(u64::MAX);
        let expected: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        assert_eq!(out.into_string(), format!("{} {}", expected.join(" "), u64::MAX));
    }

    #[test]
    fn chunks_reach_the_sink_in_order() {
        let mut got = Vec::new();
        let mut calls = 0;
        {
            let mut sink = |b: &[u8]| {
                got.extend_from_slice(b);
                calls += 1;
            };
            let mut out = Out::sink(&mut sink);
            for i in 0..20_000u32 {
                out.int(i);
                out.str(", ");
                out.bytes(&[b'x'; 40][..(i % 41) as usize]);
            }
        }
        let mut expected = Vec::new();
        for i in 0..20_000u32 {
            expected.extend_from_slice(i.to_string().as_bytes());
            expected.extend_from_slice(b", ");
            expected.extend(std::iter::repeat_n(b'x', (i % 41) as usize));
        }
        assert_eq!(got, expected);
        assert!(calls > 10 && calls < expected.len() / 1000);
    }
}
