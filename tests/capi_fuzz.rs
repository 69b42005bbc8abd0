//! A stable-Rust driver for the C-API call-sequence fuzzer (the cargo-fuzz
//! target `fuzz/fuzz_targets/capi_calls.rs` needs nightly): the seeds of
//! `fuzz/corpus/capi_calls`, then random byte strings and mutations of the
//! seeds for `OXMLIR_FUZZ_SECS` seconds (default 3), each run as a call
//! sequence by `oxmlir::call_sequences::run`, which panics on an internal
//! failure or a verifier/printer disagreement. A failing input is saved to
//! `target/capi-fuzz-crash-<n>.bin`. `OXMLIR_FUZZ_SEED` picks the seed of
//! the generator (default: fixed, so runs are reproducible).

mod support;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// A new input: random bytes, or a seed with bytes changed, inserted or
/// removed.
fn input(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    if seeds.is_empty() || rng.below(2) == 0 {
        let n = 8 + rng.below(400);
        return (0..n).map(|_| rng.next() as u8).collect();
    }
    let mut v = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(8) {
        let len = v.len();
        match rng.below(3) {
            0 if len > 0 => {
                let i = rng.below(len);
                v[i] = rng.next() as u8;
            }
            1 if len > 0 => {
                let i = rng.below(len);
                v.remove(i);
            }
            _ => {
                let i = rng.below(len + 1);
                v.insert(i, rng.next() as u8);
            }
        }
    }
    v
}

#[test]
fn call_sequences_never_fail_internally() {
    let dir = support::cprog::root().join("fuzz/corpus/capi_calls");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .expect("fuzz/corpus/capi_calls")
        .filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read(e.path()).ok())
        .collect();
    seeds.sort();
    assert!(!seeds.is_empty(), "no seeds in {}", dir.display());
    let secs: u64 = std::env::var("OXMLIR_FUZZ_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let seed: u64 = std::env::var("OXMLIR_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x2545_F491_4F6C_DD1D);
    let mut rng = Rng(seed | 1);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut crashes = Vec::new();
    let mut runs = 0u64;
    let mut check = |data: &[u8], crashes: &mut Vec<String>| {
        runs += 1;
        if catch_unwind(AssertUnwindSafe(|| oxmlir::call_sequences::run(data))).is_err() {
            let path = support::cprog::target_dir().join(format!("capi-fuzz-crash-{}.bin", crashes.len()));
            let _ = std::fs::write(&path, data);
            crashes.push(path.display().to_string());
        }
    };
    for s in &seeds {
        check(s, &mut crashes);
    }
    while Instant::now() < deadline && crashes.len() < 10 {
        let data = input(&mut rng, &seeds);
        check(&data, &mut crashes);
    }
    eprintln!("capi_fuzz: {runs} call sequences ({} seeds), {} failures", seeds.len(), crashes.len());
    assert!(crashes.is_empty(), "call sequences failed: {}", crashes.join(", "));
}
