//! The bucket order of LLVM's `StringMap`, which decides the order in which
//! upstream destroys resource blobs (and so calls their deleters) when a
//! context goes away. Keys hash with XXH3-64 (LLVM's `xxh3_64bits`,
//! truncated to 32 bits), buckets are probed quadratically, and the table
//! starts at 16 buckets and doubles when more than 3/4 full.

/// XXH3's default secret.
const SECRET: [u8; 192] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c, 0xde, 0xd4, 0x6d,
    0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f, 0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0,
    0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21, 0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0,
    0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c, 0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b,
    0x1b, 0x53, 0x2e, 0xa3, 0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac,
    0xd8, 0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d, 0x8a, 0x51,
    0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64, 0xea, 0xc5, 0xac, 0x83, 0x34,
    0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb, 0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49,
    0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e, 0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8,
    0xd1, 0x7a, 0xd0, 0x31, 0xce, 0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b,
    0x40, 0x7e,
];

const P32_1: u64 = 0x9E37_79B1;
const P32_2: u64 = 0x85EB_CA77;
const P32_3: u64 = 0xC2B2_AE3D;
const P64_1: u64 = 0x9E37_79B1_85EB_CA87;
const P64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
const P64_3: u64 = 0x1656_67B1_9E37_79F9;
const P64_4: u64 = 0x85EB_CA77_C2B2_AE63;
const P64_5: u64 = 0x27D4_EB2F_1656_67C5;
const PMX1: u64 = 0x1656_6791_9E37_79F9;
const PMX2: u64 = 0x9FB2_1C65_1E98_DF25;

fn r64(b: &[u8], i: usize) -> u64 {
    u64::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3], b[i + 4], b[i + 5], b[i + 6], b[i + 7]])
}

fn r32(b: &[u8], i: usize) -> u64 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]) as u64
}

fn fold64(a: u64, b: u64) -> u64 {
    let p = a as u128 * b as u128;
    (p as u64) ^ ((p >> 64) as u64)
}

fn xxh64_avalanche(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(P64_2);
    h ^= h >> 29;
    h = h.wrapping_mul(P64_3);
    h ^ (h >> 32)
}

fn avalanche(mut h: u64) -> u64 {
    h ^= h >> 37;
    h = h.wrapping_mul(PMX1);
    h ^ (h >> 32)
}

fn mix16(input: &[u8], i: usize, s: usize) -> u64 {
    fold64(r64(input, i) ^ r64(&SECRET, s), r64(input, i + 8) ^ r64(&SECRET, s + 8))
}

fn accumulate_512(acc: &mut [u64; 8], input: &[u8], i: usize, s: usize) {
    for k in 0..8 {
        let v = r64(input, i + 8 * k);
        let key = v ^ r64(&SECRET, s + 8 * k);
        acc[k ^ 1] = acc[k ^ 1].wrapping_add(v);
        acc[k] = acc[k].wrapping_add((key & 0xffff_ffff).wrapping_mul(key >> 32));
    }
}

/// LLVM's `xxh3_64bits` (XXH3-64 with seed 0 and the default secret).
pub fn xxh3_64(input: &[u8]) -> u64 {
    let len = input.len();
    let l = len as u64;
    match len {
        0 => xxh64_avalanche(r64(&SECRET, 56) ^ r64(&SECRET, 64)),
        1..=3 => {
            let c1 = input[0] as u64;
            let c2 = input[len >> 1] as u64;
            let c3 = input[len - 1] as u64;
            let combined = (c1 << 16) | (c2 << 24) | c3 | (l << 8);
            let flip = r32(&SECRET, 0) ^ r32(&SECRET, 4);
            xxh64_avalanche(combined ^ flip)
        }
        4..=8 => {
            let lo = r32(input, 0);
            let hi = r32(input, len - 4);
            let flip = r64(&SECRET, 8) ^ r64(&SECRET, 16);
            let mut h = (hi.wrapping_add(lo << 32)) ^ flip;
            h ^= h.rotate_left(49) ^ h.rotate_left(24);
            h = h.wrapping_mul(PMX2);
            h ^= (h >> 35).wrapping_add(l);
            h = h.wrapping_mul(PMX2);
            h ^ (h >> 28)
        }
        9..=16 => {
            let lo = r64(input, 0) ^ (r64(&SECRET, 24) ^ r64(&SECRET, 32));
            let hi = r64(input, len - 8) ^ (r64(&SECRET, 40) ^ r64(&SECRET, 48));
            let acc = l.wrapping_add(lo.swap_bytes()).wrapping_add(hi).wrapping_add(fold64(lo, hi));
            avalanche(acc)
        }
        17..=128 => {
            let mut acc = l.wrapping_mul(P64_1);
            if len > 32 {
                if len > 64 {
                    if len > 96 {
                        acc = acc.wrapping_add(mix16(input, 48, 96)).wrapping_add(mix16(input, len - 64, 112));
                    }
                    acc = acc.wrapping_add(mix16(input, 32, 64)).wrapping_add(mix16(input, len - 48, 80));
                }
                acc = acc.wrapping_add(mix16(input, 16, 32)).wrapping_add(mix16(input, len - 32, 48));
            }
            acc = acc.wrapping_add(mix16(input, 0, 0)).wrapping_add(mix16(input, len - 16, 16));
            avalanche(acc)
        }
        129..=240 => {
            let mut acc = l.wrapping_mul(P64_1);
            for i in 0..8 {
                acc = acc.wrapping_add(mix16(input, 16 * i, 16 * i));
            }
            acc = avalanche(acc);
            for i in 8..len / 16 {
                acc = acc.wrapping_add(mix16(input, 16 * i, 16 * (i - 8) + 3));
            }
            acc = acc.wrapping_add(mix16(input, len - 16, 136 - 17));
            avalanche(acc)
        }
        _ => {
            let mut acc = [P32_3, P64_1, P64_2, P64_3, P64_4, P32_2, P64_5, P32_1];
            const STRIPE: usize = 64;
            let stripes_per_block = (SECRET.len() - STRIPE) / 8;
            let block = STRIPE * stripes_per_block;
            let blocks = (len - 1) / block;
            for n in 0..blocks {
                for s in 0..stripes_per_block {
                    accumulate_512(&mut acc, input, n * block + s * STRIPE, s * 8);
                }
                for (k, a) in acc.iter_mut().enumerate() {
                    let mut v = *a;
                    v ^= v >> 47;
                    v ^= r64(&SECRET, SECRET.len() - STRIPE + 8 * k);
                    *a = v.wrapping_mul(P32_1);
                }
            }
            let stripes = ((len - 1) - block * blocks) / STRIPE;
            for s in 0..stripes {
                accumulate_512(&mut acc, input, blocks * block + s * STRIPE, s * 8);
            }
            accumulate_512(&mut acc, input, len - STRIPE, SECRET.len() - STRIPE - 7);
            let mut result = l.wrapping_mul(P64_1);
            for i in 0..4 {
                result = result.wrapping_add(fold64(
                    acc[2 * i] ^ r64(&SECRET, 11 + 16 * i),
                    acc[2 * i + 1] ^ r64(&SECRET, 11 + 16 * i + 8),
                ));
            }
            avalanche(result)
        }
    }
}

/// The buckets of a `StringMap` that only ever grows: which entry (by
/// insertion number) sits in each bucket.
#[derive(Default)]
pub struct BucketOrder {
    buckets: Vec<Option<(u32, usize)>>,
    items: usize,
}

impl BucketOrder {
    /// Records the insertion of a new key (not already present) as entry
    /// `entry`.
    pub fn insert(&mut self, key: &[u8], entry: usize) {
        if self.buckets.is_empty() {
            self.buckets = vec![None; 16];
        }
        let hash = xxh3_64(key) as u32;
        let bucket = Self::probe(&self.buckets, hash);
        self.buckets[bucket] = Some((hash, entry));
        self.items += 1;
        let n = self.buckets.len();
        if self.items * 4 > n * 3 {
            let mut grown = vec![None; n * 2];
            for slot in self.buckets.iter().flatten() {
                let b = Self::probe(&grown, slot.0);
                grown[b] = Some(*slot);
            }
            self.buckets = grown;
        }
    }

    fn probe(buckets: &[Option<(u32, usize)>], hash: u32) -> usize {
        let mask = buckets.len() - 1;
        let mut b = hash as usize & mask;
        let mut step = 1;
        while buckets[b].is_some() {
            b = (b + step) & mask;
            step += 1;
        }
        b
    }

    /// The entries in bucket order (the order upstream destroys them in).
    pub fn entries(&self) -> impl Iterator<Item = usize> + '_ {
        self.buckets.iter().flatten().map(|&(_, e)| e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xxh3_matches_llvm() {
        // Values of LLVM 22's `xxh3_64bits`, one length per branch of the
        // algorithm, over bytes `(i * 131 + 7) as u8`.
        let buf: Vec<u8> = (0..3000u32).map(|i| (i.wrapping_mul(131) + 7) as u8).collect();
        let cases: &[(usize, u64)] = &[
            (0, 0x2d06800538d394c2),
            (1, 0x4c5cca45d0f4811f),
            (3, 0x6e3e2670e61106ac),
            (4, 0x5c4c63133443d03f),
            (8, 0xf9fd4dd0b04d78f5),
            (9, 0x7c20df9712c26edf),
            (16, 0x86abf6baccea0858),
            (17, 0xb58bf5dc5022d071),
            (128, 0x10d17f72c0ccba41),
            (129, 0x1648bdc3db49d1a2),
            (240, 0xb6cfaf343fab81e6),
            (241, 0x956cae592c67279e),
            (1003, 0x03b6b615277b717f),
            (1040, 0x2ba1abd1c938140e),
            (2039, 0xfdbb408ac8330175),
        ];
        for &(len, h) in cases {
            assert_eq!(xxh3_64(&buf[..len]), h, "length {len}");
        }
        assert_eq!(xxh3_64(b"blob"), 0xf9d1c6bcf9694e65);
    }

    #[test]
    fn buckets_grow_and_keep_every_entry() {
        let mut b = BucketOrder::default();
        for i in 0..100 {
            b.insert(format!("k{i}").as_bytes(), i);
        }
        let mut seen: Vec<usize> = b.entries().collect();
        seen.sort();
        assert_eq!(seen, (0..100).collect::<Vec<_>>());
    }
}
