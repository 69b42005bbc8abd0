//! The C library's elementary functions, which upstream's math folders
//! call on `double` and `float` values: calling the same functions gives
//! the same bits (Rust's own `f64` methods are not all the C library's).
//! The exact ones (`sqrt`, `round`, `trunc`) are not here: Rust's runtime
//! brings its own definitions of those names, which do not all treat
//! signaling NaNs as the C library does; the folders compute them exactly
//! instead.

mod ffi {
    macro_rules! decl {
        ($($name:ident($($a:ident),*) -> $t:ty;)*) => {
            #[link(name = "m")]
            extern "C" {
                $(pub(super) fn $name($($a: $t),*) -> $t;)*
            }
        };
    }
    decl! {
        acos(x) -> f64; acosf(x) -> f32; acosh(x) -> f64; acoshf(x) -> f32;
        asin(x) -> f64; asinf(x) -> f32; asinh(x) -> f64; asinhf(x) -> f32;
        atan(x) -> f64; atanf(x) -> f32; atanh(x) -> f64; atanhf(x) -> f32;
        cos(x) -> f64; cosf(x) -> f32; cosh(x) -> f64; coshf(x) -> f32;
        erf(x) -> f64; erff(x) -> f32; erfc(x) -> f64; erfcf(x) -> f32;
        exp(x) -> f64; expf(x) -> f32; exp2(x) -> f64; exp2f(x) -> f32;
        expm1(x) -> f64; expm1f(x) -> f32; log(x) -> f64; logf(x) -> f32;
        log10(x) -> f64; log10f(x) -> f32; log1p(x) -> f64; log1pf(x) -> f32;
        log2(x) -> f64; log2f(x) -> f32;
        sin(x) -> f64; sinf(x) -> f32; sinh(x) -> f64; sinhf(x) -> f32;
        tan(x) -> f64; tanf(x) -> f32; tanh(x) -> f64; tanhf(x) -> f32;
        atan2(y, x) -> f64; atan2f(y, x) -> f32; pow(x, y) -> f64; powf(x, y) -> f32;
    }
}

/// Safe wrappers of the functions of one value.
macro_rules! wrap1 {
    ($($name:ident: $t:ty),* $(,)?) => {
        $(
            /// The C library's function of this name.
            pub(super) fn $name(x: $t) -> $t {
                // SAFETY: a C library function of one number, without
                // side effects on memory.
                unsafe { ffi::$name(x) }
            }
        )*
    };
}

/// Safe wrappers of the functions of two values.
macro_rules! wrap2 {
    ($($name:ident: $t:ty),* $(,)?) => {
        $(
            /// The C library's function of this name.
            pub(super) fn $name(x: $t, y: $t) -> $t {
                // SAFETY: a C library function of two numbers, without
                // side effects on memory.
                unsafe { ffi::$name(x, y) }
            }
        )*
    };
}

wrap1!(
    acos: f64, acosf: f32, acosh: f64, acoshf: f32, asin: f64, asinf: f32, asinh: f64, asinhf: f32,
    atan: f64, atanf: f32, atanh: f64, atanhf: f32, cos: f64, cosf: f32, cosh: f64, coshf: f32,
    erf: f64, erff: f32, erfc: f64, erfcf: f32, exp: f64, expf: f32, exp2: f64, exp2f: f32,
    expm1: f64, expm1f: f32, log: f64, logf: f32, log10: f64, log10f: f32, log1p: f64, log1pf: f32,
    log2: f64, log2f: f32, sin: f64, sinf: f32, sinh: f64, sinhf: f32, tan: f64, tanf: f32,
    tanh: f64, tanhf: f32,
);

wrap2!(atan2: f64, atan2f: f32, pow: f64, powf: f32);
