//! A stable-Rust fuzz driver for the parser (the cargo-fuzz target in
//! `fuzz/` needs nightly): every seed of `fuzz/corpus/parse`, then random
//! mutations of them (byte flips, deletions, duplications, splices and
//! inserted MLIR tokens) for `OXMLIR_FUZZ_SECS` seconds (default 3), must
//! parse or fail without a panic. A crashing input is saved to
//! `target/fuzz-crash-parse-<n>`. `OXMLIR_FUZZ_SEED` picks the mutation
//! seed (default: fixed, so runs are reproducible).

mod support;

#[test]
fn parser_survives_seeds_and_mutations() {
    support::fuzz::drive("parse", support::fuzz::TOKENS, oxmlir_parser::fuzz_one);
}
