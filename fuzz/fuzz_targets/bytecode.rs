//! Fuzz target: any input, read as MLIR bytecode (unregistered dialects
//! allowed and not), must not panic; what reads is written at every
//! version and read back.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    oxmlir_parser::bytecode::fuzz_one(data);
});
