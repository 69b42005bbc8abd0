//! The printer's output buffer: bytes accumulate in a buffer that is handed
//! to the sink in large chunks (upstream calls its string callback about 32
//! times per operation; we call it once per [`CHUNK`] bytes).

use std::fmt;

/// Size at which the buffer is flushed to the sink.
pub const CHUNK: usize = 1 << 14;

/// Where output goes: a function given consecutive chunks.
pub type Sink<'s> = &'s mut dyn FnMut(&[u8]);

/// Printer output: a buffer, optionally draining into a sink (or
/// discarding everything, for passes that only walk what would be printed).
pub struct Out<'s> {
    buf: Vec<u8>,
    /// Number of times the buffer was emptied (see [`Out::mark`]).
    flushes: u64,
    sink: Option<Sink<'s>>,
    /// Whether the buffer is emptied when it reaches [`CHUNK`] bytes (a
    /// sink or discarding output).
    drains: bool,
}

impl<'s> Out<'s> {
    /// Output collected in memory.
    pub fn buffer() -> Out<'static> {
        Out { buf: Vec::new(), flushes: 0, sink: None, drains: false }
    }

    /// Output handed to `sink` in chunks.
    pub fn sink(sink: Sink<'s>) -> Out<'s> {
        Out { buf: Vec::with_capacity(256), flushes: 0, sink: Some(sink), drains: true }
    }

    /// Output that is thrown away.
    pub fn discard() -> Out<'static> {
        Out { buf: Vec::with_capacity(CHUNK + 256), flushes: 0, sink: None, drains: true }
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
        if self.drains && self.buf.len() >= CHUNK {
            self.flush();
        }
    }

    /// Appends a string.
    #[inline]
    pub fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
        if self.drains && self.buf.len() >= CHUNK {
            self.flush();
        }
    }

    /// Appends a decimal integer.
    #[inline]
    pub fn int(&mut self, v: impl itoa_like::Int) {
        v.write(&mut self.buf);
    }

    /// Hands buffered bytes to the sink (discarding output drops them; no
    /// effect on in-memory output).
    pub fn flush(&mut self) {
        if !self.drains || self.buf.is_empty() {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            sink(&self.buf);
        }
        self.buf.clear();
        self.flushes += 1;
    }

    /// A position in the output, to get what was written since with
    /// [`Out::since`].
    #[inline]
    pub fn mark(&self) -> (u64, usize) {
        (self.flushes, self.buf.len())
    }

    /// The bytes written since `mark`, if they are all still buffered.
    #[inline]
    pub fn since(&self, mark: (u64, usize)) -> Option<&[u8]> {
        if mark.0 == self.flushes {
            self.buf.get(mark.1..)
        } else {
            None
        }
    }

    /// Takes the collected bytes (for in-memory output).
    pub fn into_bytes(mut self) -> Vec<u8> {
        self.flush();
        std::mem::take(&mut self.buf)
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
        self.buf.len()
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

/// Fast decimal formatting of integers.
pub mod itoa_like {
    /// An integer that can be written in decimal.
    pub trait Int {
        /// Appends the decimal form to `buf`.
        fn write(self, buf: &mut Vec<u8>);
    }

    /// `00` to `99`.
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";

    fn write_u64(mut v: u64, buf: &mut Vec<u8>) {
        if v < 10 {
            buf.push(b'0' + v as u8);
            return;
        }
        let mut tmp = [0u8; 20];
        let mut i = tmp.len();
        while v >= 100 {
            let d = (v % 100) as usize * 2;
            v /= 100;
            i -= 2;
            tmp[i] = PAIRS[d];
            tmp[i + 1] = PAIRS[d + 1];
        }
        if v >= 10 {
            let d = v as usize * 2;
            i -= 2;
            tmp[i] = PAIRS[d];
            tmp[i + 1] = PAIRS[d + 1];
        } else {
            i -= 1;
            tmp[i] = b'0' + v as u8;
        }
        buf.extend_from_slice(&tmp[i..]);
    }

    macro_rules! unsigned {
        ($($t:ty),*) => {$(impl Int for $t {
            #[inline]
            fn write(self, buf: &mut Vec<u8>) { write_u64(self as u64, buf) }
        })*};
    }
    macro_rules! signed {
        ($($t:ty),*) => {$(impl Int for $t {
            #[inline]
            fn write(self, buf: &mut Vec<u8>) {
                if self < 0 { buf.push(b'-'); }
                write_u64((self as i64).unsigned_abs(), buf)
            }
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
}
