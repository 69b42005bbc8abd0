//! Line numbers of byte offsets: newlines counted eight bytes at a time,
//! and a cursor that moves forward and backward from its last position, so
//! that asking for nearby positions costs only the bytes in between.

const ONES: u64 = 0x0101_0101_0101_0101;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// A mask with 0x80 in each byte of `w` equal to `\n` (exact: no false
/// positives from borrows).
#[inline]
fn newline_mask(w: u64) -> u64 {
    let x = w ^ (ONES * b'\n' as u64);
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// The number of `\n` bytes in `bytes` and the index of the last one.
pub fn newlines(bytes: &[u8]) -> (u32, Option<usize>) {
    let mut count = 0u32;
    let mut last = None;
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0usize;
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        let m = newline_mask(w);
        if m != 0 {
            count += m.count_ones();
            last = Some(base + 7 - (m.leading_zeros() / 8) as usize);
        }
        base += 8;
    }
    for (i, &b) in chunks.remainder().iter().enumerate() {
        if b == b'\n' {
            count += 1;
            last = Some(base + i);
        }
    }
    (count, last)
}

/// A byte offset with its 1-based line number and the offset its line
/// starts at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LinePos {
    /// The offset.
    pub pos: usize,
    /// Its line (1-based).
    pub line: u32,
    /// Where that line starts.
    pub line_start: usize,
}

impl LinePos {
    /// The start of a buffer.
    pub const START: LinePos = LinePos { pos: 0, line: 1, line_start: 0 };

    /// Moves to `pos` (clamped to the source), counting the lines in
    /// between in either direction.
    pub fn move_to(&mut self, src: &[u8], pos: usize) {
        let pos = pos.min(src.len());
        if pos >= self.pos {
            let (n, last) = newlines(&src[self.pos..pos]);
            self.line += n;
            if let Some(l) = last {
                self.line_start = self.pos + l + 1;
            }
        } else {
            if pos < self.line_start {
                let (n, _) = newlines(&src[pos..self.line_start]);
                self.line -= n;
                self.line_start = src[..pos].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            }
        }
        self.pos = pos;
    }

    /// The 1-based column of `pos`, which must be on this line.
    #[inline]
    pub fn col(&self, pos: usize) -> u32 {
        (pos - self.line_start) as u32 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line and column of `pos`, counted naively.
    fn naive(src: &[u8], pos: usize) -> (u32, u32) {
        let line = src[..pos].iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let start = src[..pos].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        (line, (pos - start) as u32 + 1)
    }

    #[test]
    fn newlines_are_counted_exactly() {
        let mut src = Vec::new();
        for i in 0..300u32 {
            src.push(if i % 7 == 0 || i % 11 == 3 { b'\n' } else { (i % 256) as u8 });
        }
        // Bytes next to `\n` that defeat the inexact zero-byte trick.
        src.extend_from_slice(b"\n\x0b\x0b\n\x0b\n\n\x8a\x0a\x0b");
        for a in 0..src.len() {
            for b in (a..src.len()).step_by(5) {
                let (n, last) = newlines(&src[a..b]);
                assert_eq!(n as usize, src[a..b].iter().filter(|&&x| x == b'\n').count());
                assert_eq!(last, src[a..b].iter().rposition(|&x| x == b'\n'));
            }
        }
        let mut lp = LinePos::START;
        for &p in &[5usize, 90, 3, 200, 199, 0, 310, 150, 151, 309] {
            lp.move_to(&src, p);
            assert_eq!((lp.line, lp.col(p)), naive(&src, p), "at {p}");
        }
    }
}
