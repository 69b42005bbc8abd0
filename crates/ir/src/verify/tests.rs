//! Unit tests of the verifier (behaviour is compared with upstream by the
//! C programs `tests/c/verify_*.c`).
