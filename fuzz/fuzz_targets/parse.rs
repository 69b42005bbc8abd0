//! Fuzz target: any input, parsed as a module (unregistered dialects
//! allowed and not), as a type and as an attribute, must not panic; a
//! parsed module must print.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    oxmlir_parser::fuzz_one(data);
});
