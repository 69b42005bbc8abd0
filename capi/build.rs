//! Gives the shared library a versioned soname on Linux (`liboxmlir.so.0.1`
//! for 0.1.x: while the major version is 0, each minor version may change
//! the ABI), so that programs linked against an installed `liboxmlir.so`
//! record that name and the install tree can hold the real file
//! `liboxmlir.so.0.1.0` behind symlinks (`cargo xtask install`).

fn main() {
    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if target_os == "linux" {
        let major = std::env::var("CARGO_PKG_VERSION_MAJOR").unwrap_or_default();
        let minor = std::env::var("CARGO_PKG_VERSION_MINOR").unwrap_or_default();
        let abi = if major == "0" { format!("0.{minor}") } else { major };
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,liboxmlir.so.{abi}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
