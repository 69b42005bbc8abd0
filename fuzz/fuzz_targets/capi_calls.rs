//! Fuzz target: any input, read as a sequence of C-API calls on a small
//! pool of handles (see `oxmlir::call_sequences`), must not fail
//! internally, crash or make the verifier and the printer disagree.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    oxmlir::call_sequences::run(data);
});
