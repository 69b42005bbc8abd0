//! The stable fuzz drivers' common loop (`tests/parse_fuzz.rs`,
//! `tests/capi_fuzz.rs`): seeds from a corpus directory, then generated
//! inputs until a time budget ends, failures saved under the target
//! directory.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// A xorshift generator: reproducible inputs from a seed.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Runs `run` on every file of `corpus` (relative to the repository root),
/// then on inputs `generate` makes from them, for `OXMLIR_FUZZ_SECS`
/// seconds (default 3) with generator seed `OXMLIR_FUZZ_SEED` (default
/// `default_seed`). An input on which `run` panics is saved to
/// `target/<name>-crash-<n>.<ext>`; fails after the run if there was any
/// (stops early at 10).
pub fn drive(
    name: &str,
    corpus: &str,
    ext: &str,
    default_seed: u64,
    run: impl Fn(&[u8]),
    mut generate: impl FnMut(&mut Rng, &[Vec<u8>]) -> Vec<u8>,
) {
    let dir = super::cprog::root().join(corpus);
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read(e.path()).ok())
        .collect();
    seeds.sort();
    assert!(!seeds.is_empty(), "no seeds in {}", dir.display());
    let secs: u64 = std::env::var("OXMLIR_FUZZ_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let seed: u64 = std::env::var("OXMLIR_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(default_seed);
    let mut rng = Rng(seed | 1);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut crashes = Vec::new();
    let mut runs = 0u64;
    let mut check = |input: &[u8], crashes: &mut Vec<String>| {
        runs += 1;
        if catch_unwind(AssertUnwindSafe(|| run(input))).is_err() {
            let path = super::cprog::target_dir().join(format!("{name}-crash-{}.{ext}", crashes.len()));
            let _ = std::fs::write(&path, input);
            crashes.push(path.display().to_string());
        }
    };
    for s in &seeds {
        check(s, &mut crashes);
    }
    while Instant::now() < deadline && crashes.len() < 10 {
        let input = generate(&mut rng, &seeds);
        check(&input, &mut crashes);
    }
    eprintln!("{name}: {runs} inputs ({} seeds), {} failures", seeds.len(), crashes.len());
    assert!(crashes.is_empty(), "{name} failed on: {}", crashes.join(", "));
}
