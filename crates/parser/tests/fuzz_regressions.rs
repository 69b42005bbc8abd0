//! Inputs the fuzzer found crashing, parsed by every entry point: each
//! must be rejected (or accepted) without a panic.

#[test]
fn fuzz_regressions_do_not_panic() {
    let cases: &[&[u8]] = &[
        // A dictionary cut short after `@` (a lexer error token at the end
        // of the input, named by its spelling).
        b"{@",
        b"{@}",
        b"[@",
        b"@",
        b"{\"",
    ];
    for c in cases {
        oxmlir_parser::fuzz_one(c);
    }
}
