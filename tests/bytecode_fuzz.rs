//! A stable-Rust fuzz driver for the bytecode reader (the cargo-fuzz
//! target `fuzz/fuzz_targets/bytecode.rs` needs nightly): the seeds of
//! `fuzz/corpus/bytecode` (bytecode of test files) and mutations of them
//! must read or fail without a panic (see `tests/support/fuzz.rs`).

mod support;

/// Bytes worth inserting: section headers, varint markers, alignment
/// padding, the magic number.
const TOKENS: &[&str] = &["\u{0}", "\u{1}", "\u{2}", "\u{3}", "\u{4}", "\u{5}", "\u{6}", "\u{7}", "\u{8}", "\u{7f}", "\u{cb}", "ML\u{ef}R", "builtin", "#a.b<1>"];

#[test]
fn bytecode_reader_survives_seeds_and_mutations() {
    support::fuzz::drive("bytecode", TOKENS, oxmlir_parser::bytecode::fuzz_one);
}
