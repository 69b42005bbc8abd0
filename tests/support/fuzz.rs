//! A stable-Rust mutation fuzzer shared by the fuzz drivers
//! (`tests/parse_fuzz.rs`, `tests/bytecode_fuzz.rs`, `tests/capi_fuzz.rs`;
//! the cargo-fuzz targets in `fuzz/` need nightly): every seed of a corpus,
//! then generated inputs (by default random mutations of the seeds: byte
//! flips, deletions, duplications, splices and inserted tokens) for
//! `OXMLIR_FUZZ_SECS` seconds (default 3), must run without a panic. A crashing input is saved to
//! `target/fuzz-crash-<name>-<n>`. `OXMLIR_FUZZ_SEED` picks the mutation
//! seed (default: fixed, so runs are reproducible).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// Tokens the MLIR text fuzzer inserts.
pub const TOKENS: &[&str] = &[
    "%0", "%1#0", "^bb0", "^bb1", "(", ")", "[", "]", "{", "}", "<", ">", ":", ",", "=", "->", "\"", "@sym", "#alias",
    "!ty", "i32", "f32", "index", "tensor<", "memref<", "vector<", "dense<", "sparse<", "array<i32:", "affine_map<",
    "affine_set<", "loc(", "unknown", "fused", "callsite(", "module", "{-#", "#-}", "dialect_resources", "builtin",
    "\"foo.op\"", "distinct[0]<", "strided<[", "x", "?", "*", "-", "0x1F", "1.5e3", "// c\n", "\n", "\\", "\0",
];

/// A xorshift generator.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A number below `n` (0 for 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// One to four random edits of `input` (`other` is spliced from).
pub fn mutate(rng: &mut Rng, input: &[u8], other: &[u8], tokens: &[&str]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                v[i] = rng.next() as u8;
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let n = rng.below((len - i).min(16) + 1);
                v.drain(i..i + n);
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let n = rng.below((len - i).min(32) + 1);
                let piece = v[i..i + n].to_vec();
                let at = rng.below(v.len() + 1);
                v.splice(at..at, piece);
            }
            3 if !other.is_empty() => {
                let i = rng.below(other.len());
                let n = rng.below((other.len() - i).min(64) + 1);
                let at = rng.below(len + 1);
                v.splice(at..at, other[i..i + n].iter().copied());
            }
            _ => {
                let t = tokens[rng.below(tokens.len())].as_bytes();
                let at = rng.below(len + 1);
                v.splice(at..at, t.iter().copied());
            }
        }
    }
    v
}

/// Runs `f` on every seed under `fuzz/corpus/<corpus>` and on mutations of
/// them (with `tokens` inserted) for the configured time; panics listing
/// the inputs that made `f` panic.
pub fn drive(corpus: &str, tokens: &[&str], f: impl Fn(&[u8])) {
    drive_with(corpus, f, |rng, seeds| {
        let a = &seeds[rng.below(seeds.len())];
        let b = &seeds[rng.below(seeds.len())];
        mutate(rng, a, b, tokens)
    });
}

/// [`drive`] with the inputs after the seeds made by `generate` (from the
/// generator and the seeds).
pub fn drive_with(corpus: &str, f: impl Fn(&[u8]), mut generate: impl FnMut(&mut Rng, &[Vec<u8>]) -> Vec<u8>) {
    let dir = super::cprog::root().join("fuzz/corpus").join(corpus);
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|_| panic!("{} missing", dir.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read(e.path()).ok())
        .collect();
    seeds.sort();
    assert!(!seeds.is_empty(), "no seeds in {}", dir.display());
    let secs: u64 = std::env::var("OXMLIR_FUZZ_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let seed: u64 = std::env::var("OXMLIR_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x9E37_79B9_7F4A_7C15);
    let mut rng = Rng(seed | 1);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut crashes = Vec::new();
    let mut runs = 0u64;
    let mut check = |input: &[u8], crashes: &mut Vec<String>| {
        runs += 1;
        if catch_unwind(AssertUnwindSafe(|| f(input))).is_err() {
            let path = super::cprog::target_dir().join(format!("fuzz-crash-{corpus}-{}", crashes.len()));
            let _ = std::fs::write(&path, input);
            crashes.push(path.display().to_string());
        }
    };
    for s in &seeds {
        check(s, &mut crashes);
    }
    while Instant::now() < deadline && crashes.len() < 10 {
        let m = generate(&mut rng, &seeds);
        check(&m, &mut crashes);
    }
    eprintln!("{corpus} fuzz: {runs} inputs ({} seeds), {} crashes", seeds.len(), crashes.len());
    assert!(crashes.is_empty(), "panicked on: {}", crashes.join(", "));
}
