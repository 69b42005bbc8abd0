//! A stable-Rust fuzz driver for the parser (the cargo-fuzz target in
//! `fuzz/` needs nightly): every seed of `fuzz/corpus/parse`, then random
//! mutations of them (byte flips, deletions, duplications, splices and
//! inserted MLIR tokens) for `OXMLIR_FUZZ_SECS` seconds (default 3), must
//! parse or fail without a panic. A crashing input is saved to
//! `target/parse-fuzz-crash-<n>.mlir`. `OXMLIR_FUZZ_SEED` picks the mutation
//! seed (default: fixed, so runs are reproducible).

mod support;

use support::fuzz::{drive, Rng};

const TOKENS: &[&str] = &[
    "%0", "%1#0", "^bb0", "^bb1", "(", ")", "[", "]", "{", "}", "<", ">", ":", ",", "=", "->", "\"", "@sym", "#alias",
    "!ty", "i32", "f32", "index", "tensor<", "memref<", "vector<", "dense<", "sparse<", "array<i32:", "affine_map<",
    "affine_set<", "loc(", "unknown", "fused", "callsite(", "module", "{-#", "#-}", "dialect_resources", "builtin",
    "\"foo.op\"", "distinct[0]<", "strided<[", "x", "?", "*", "-", "0x1F", "1.5e3", "// c\n", "\n", "\\", "\0",
];

fn mutate(rng: &mut Rng, input: &[u8], other: &[u8]) -> Vec<u8> {
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
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                let at = rng.below(len + 1);
                v.splice(at..at, t.iter().copied());
            }
        }
    }
    v
}

#[test]
fn parser_survives_seeds_and_mutations() {
    drive("parse-fuzz", "fuzz/corpus/parse", "mlir", 0x9E37_79B9_7F4A_7C15, oxmlir_parser::fuzz_one, |rng, seeds| {
        let a = &seeds[rng.below(seeds.len())];
        let b = &seeds[rng.below(seeds.len())];
        mutate(rng, a, b)
    });
}
