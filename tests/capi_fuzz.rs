//! A stable-Rust driver for the C-API call-sequence fuzzer (the cargo-fuzz
//! target `fuzz/fuzz_targets/capi_calls.rs` needs nightly): the seeds of
//! `fuzz/corpus/capi_calls`, then random byte strings and mutations of the
//! seeds for `OXMLIR_FUZZ_SECS` seconds (default 3), each run as a call
//! sequence by `oxmlir::call_sequences::run`, which panics on an internal
//! failure or a verifier/printer disagreement. A failing input is saved to
//! `target/fuzz-crash-capi_calls-<n>`. `OXMLIR_FUZZ_SEED` picks the seed of
//! the generator (default: fixed, so runs are reproducible).

mod support;

use support::fuzz::Rng;

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
    support::fuzz::drive_with("capi_calls", oxmlir::call_sequences::run, input);
}
