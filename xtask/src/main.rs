//! The project's task runner, run as `cargo xtask <task>` (the alias is in
//! `.cargo/config.toml`). It needs nothing beyond Rust and the system's
//! `strip`.
//!
//! `cargo xtask install [--prefix=DIR] [--libdir=DIR] [--destdir=DIR]`
//! builds the C library in release mode and installs, under `DESTDIR`
//! followed by `PREFIX` (default `/usr/local`):
//!
//! * `LIBDIR/liboxmlir.so.X.Y.Z` (stripped), with the symlinks
//!   `liboxmlir.so.SONAME-VERSION` and `liboxmlir.so`;
//! * `LIBDIR/liboxmlir.a` (debug information stripped);
//! * `include/mlir-c/**.h`, laid out as upstream's headers;
//! * `LIBDIR/pkgconfig/oxmlir.pc` (`pkg-config --cflags --libs oxmlir`);
//! * `LIBDIR/cmake/oxmlir/oxmlirConfig.cmake` and
//!   `oxmlirConfigVersion.cmake` (`find_package(oxmlir)` gives the imported
//!   targets `oxmlir::oxmlir`, the shared library, and
//!   `oxmlir::oxmlir_static`).
//!
//! `LIBDIR` is `lib` unless given (relative to the prefix, or absolute
//! under it). The files name the prefix without `DESTDIR`, as `make
//! install DESTDIR=...` does, so a staged tree can be packaged.
//!
//! `cargo xtask python-ops [--check]` writes (or checks) the Python op
//! classes generated from the op definitions
//! (`python/mlir/dialects/_<ns>_ops_gen.py`; see [`python_ops`]).

#![forbid(unsafe_code)]

mod python_ops;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The version of the workspace (and of the library).
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The libraries the static library needs (`rustc --print
/// native-static-libs` for the Rust standard library on Linux).
const STATIC_DEPS: &[&str] = &["gcc_s", "util", "rt", "pthread", "m", "dl", "c"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("install") => Install::from_args(&args[1..]).and_then(|i| i.run()),
        Some("python-ops") => python_ops::run(&workspace_root(), args.get(1).map(String::as_str) == Some("--check")),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The usage text.
const USAGE: &str = "usage: cargo xtask install [--prefix=DIR] [--libdir=DIR] [--destdir=DIR]\n       cargo xtask python-ops [--check]";

/// An installation.
struct Install {
    /// Where the files will live (absolute).
    prefix: PathBuf,
    /// The library directory relative to the prefix.
    libdir: PathBuf,
    /// Where the tree is staged (empty: the root).
    destdir: Option<PathBuf>,
}

/// The soname version: `0.MINOR` while the major version is 0, otherwise
/// `MAJOR` (as `capi/build.rs` sets it).
fn abi_version() -> String {
    let mut parts = VERSION.split('.');
    let major = parts.next().unwrap_or("0");
    let minor = parts.next().unwrap_or("0");
    if major == "0" {
        format!("0.{minor}")
    } else {
        major.to_string()
    }
}

/// The workspace root (the parent of this crate's directory).
fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

/// Runs `cmd`, failing with its description if it fails.
fn run(cmd: &mut Command) -> Result<(), String> {
    let status = cmd.status().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?} failed ({status})"))
    }
}

/// Creates `path`'s parent directories and writes `text` to it.
fn write(path: &Path, text: &str) -> Result<(), String> {
    create_parent(path)?;
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Creates the parent directories of `path`.
fn create_parent(path: &Path) -> Result<(), String> {
    let parent = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))
}

/// Copies `from` to `to` (creating directories).
fn copy(from: &Path, to: &Path) -> Result<(), String> {
    create_parent(to)?;
    // A previous install may have left a read-only or linked file.
    let _ = std::fs::remove_file(to);
    std::fs::copy(from, to).map(|_| ()).map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
}

/// Makes `link` a symlink to `target` (a file name in the same directory).
fn symlink(target: &str, link: &Path) -> Result<(), String> {
    let _ = std::fs::remove_file(link);
    std::os::unix::fs::symlink(target, link).map_err(|e| format!("cannot link {} to {target}: {e}", link.display()))
}

/// The `.h` files under `dir`, relative to it, sorted.
fn headers(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(rel) = pending.pop() {
        let entries = std::fs::read_dir(dir.join(&rel)).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for e in entries.filter_map(Result::ok) {
            let rel = rel.join(e.file_name());
            if e.path().is_dir() {
                pending.push(rel);
            } else if rel.extension().is_some_and(|x| x == "h") {
                out.push(rel);
            }
        }
    }
    out.sort();
    Ok(out)
}

impl Install {
    /// Reads `--prefix=`, `--libdir=` and `--destdir=` (also as the next
    /// argument; `DESTDIR` from the environment when not given).
    fn from_args(args: &[String]) -> Result<Install, String> {
        let mut prefix = PathBuf::from("/usr/local");
        let mut libdir = PathBuf::from("lib");
        let mut destdir = std::env::var_os("DESTDIR").filter(|d| !d.is_empty()).map(PathBuf::from);
        let mut i = 0;
        while i < args.len() {
            let (name, inline) = match args[i].split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (args[i].as_str(), None),
            };
            i += 1;
            let mut value = || -> Result<PathBuf, String> {
                let v = match &inline {
                    Some(v) => v.clone(),
                    None => {
                        i += 1;
                        args.get(i - 1).cloned().ok_or(format!("{name} needs a value"))?
                    }
                };
                Ok(PathBuf::from(v))
            };
            match name {
                "--prefix" => prefix = value()?,
                "--libdir" => libdir = value()?,
                "--destdir" => destdir = Some(value()?),
                _ => return Err(format!("unknown argument '{}'\n{USAGE}", args[i - 1])),
            }
        }
        let cwd = std::env::current_dir().map_err(|e| e.to_string())?;
        let prefix = cwd.join(prefix);
        let libdir = match libdir.strip_prefix(&prefix) {
            Ok(rel) => rel.to_path_buf(),
            Err(_) if libdir.is_absolute() => return Err(format!("--libdir {} is not under the prefix", libdir.display())),
            Err(_) => libdir,
        };
        Ok(Install { prefix, libdir, destdir })
    }

    /// Where an installed path (under the prefix) is written.
    fn staged(&self, path: &Path) -> PathBuf {
        match &self.destdir {
            Some(d) => d.join(path.strip_prefix("/").unwrap_or(path)),
            None => path.to_path_buf(),
        }
    }

    /// Builds and installs.
    fn run(&self) -> Result<(), String> {
        let root = workspace_root();
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        run(Command::new(cargo).current_dir(&root).args(["build", "--release", "-p", "oxmlir-capi"]))?;
        let target = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root.join("target"));
        let built = target.join("release");

        let lib = self.prefix.join(&self.libdir);
        let lib_staged = self.staged(&lib);
        let real = format!("liboxmlir.so.{VERSION}");
        let soname = format!("liboxmlir.so.{}", abi_version());
        // The shared library, stripped of its debug information and local
        // symbols (the exported C functions stay in the dynamic table).
        copy(&built.join("liboxmlir.so"), &lib_staged.join(&real))?;
        run(Command::new("strip").arg("--strip-unneeded").arg(lib_staged.join(&real)))?;
        symlink(&real, &lib_staged.join(&soname))?;
        symlink(&real, &lib_staged.join("liboxmlir.so"))?;
        copy(&built.join("liboxmlir.a"), &lib_staged.join("liboxmlir.a"))?;
        run(Command::new("strip").arg("--strip-debug").arg(lib_staged.join("liboxmlir.a")))?;

        let include = self.prefix.join("include");
        for h in headers(&root.join("include"))? {
            copy(&root.join("include").join(&h), &self.staged(&include).join(&h))?;
        }

        let static_libs: Vec<String> = STATIC_DEPS.iter().map(|l| format!("-l{l}")).collect();
        write(
            &lib_staged.join("pkgconfig/oxmlir.pc"),
            &format!(
                "prefix={prefix}\nexec_prefix=${{prefix}}\nlibdir=${{exec_prefix}}/{libdir}\nincludedir=${{prefix}}/include\n\n\
                 Name: oxmlir\nDescription: MLIR's C API (mlir-c) over a pure-Rust MLIR core\nVersion: {VERSION}\n\
                 Libs: -L${{libdir}} -loxmlir\nLibs.private: {private}\nCflags: -I${{includedir}}\n",
                prefix = self.prefix.display(),
                libdir = self.libdir.display(),
                private = static_libs.join(" "),
            ),
        )?;

        // The CMake package finds the prefix from its own place, so a
        // staged or moved tree works too.
        let ups = "/..".repeat(self.libdir.components().count() + 2);
        let cmake = lib_staged.join("cmake/oxmlir");
        write(
            &cmake.join("oxmlirConfig.cmake"),
            &format!(
                "# oxmlir {VERSION}: find_package(oxmlir) defines the imported targets\n\
                 # oxmlir::oxmlir (the shared library) and oxmlir::oxmlir_static.\n\
                 get_filename_component(_oxmlir_prefix \"${{CMAKE_CURRENT_LIST_DIR}}{ups}\" ABSOLUTE)\n\
                 set(oxmlir_VERSION {VERSION})\n\
                 set(oxmlir_INCLUDE_DIRS \"${{_oxmlir_prefix}}/include\")\n\
                 if(NOT TARGET oxmlir::oxmlir)\n\
                 \x20 add_library(oxmlir::oxmlir SHARED IMPORTED)\n\
                 \x20 set_target_properties(oxmlir::oxmlir PROPERTIES\n\
                 \x20   IMPORTED_LOCATION \"${{_oxmlir_prefix}}/{libdir}/{real}\"\n\
                 \x20   IMPORTED_SONAME \"{soname}\"\n\
                 \x20   INTERFACE_INCLUDE_DIRECTORIES \"${{_oxmlir_prefix}}/include\")\n\
                 endif()\n\
                 if(NOT TARGET oxmlir::oxmlir_static)\n\
                 \x20 add_library(oxmlir::oxmlir_static STATIC IMPORTED)\n\
                 \x20 set_target_properties(oxmlir::oxmlir_static PROPERTIES\n\
                 \x20   IMPORTED_LOCATION \"${{_oxmlir_prefix}}/{libdir}/liboxmlir.a\"\n\
                 \x20   INTERFACE_INCLUDE_DIRECTORIES \"${{_oxmlir_prefix}}/include\"\n\
                 \x20   INTERFACE_LINK_LIBRARIES \"{deps}\")\n\
                 endif()\n\
                 unset(_oxmlir_prefix)\n",
                libdir = self.libdir.display(),
                deps = STATIC_DEPS.join(";"),
            ),
        )?;
        // Compatible: any request up to this version with the same ABI
        // version (same minor while the major is 0).
        let (major, minor) = {
            let mut p = VERSION.split('.');
            (p.next().unwrap_or("0").to_string(), p.next().unwrap_or("0").to_string())
        };
        write(
            &cmake.join("oxmlirConfigVersion.cmake"),
            &format!(
                "set(PACKAGE_VERSION \"{VERSION}\")\n\
                 if(NOT CMAKE_SIZEOF_VOID_P EQUAL 8)\n\
                 \x20 set(PACKAGE_VERSION_UNSUITABLE TRUE)\n\
                 elseif(NOT PACKAGE_FIND_VERSION)\n\
                 \x20 set(PACKAGE_VERSION_COMPATIBLE TRUE)\n\
                 elseif(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)\n\
                 \x20 set(PACKAGE_VERSION_COMPATIBLE FALSE)\n\
                 elseif(NOT PACKAGE_FIND_VERSION_MAJOR EQUAL {major})\n\
                 \x20 set(PACKAGE_VERSION_COMPATIBLE FALSE)\n\
                 elseif({major} EQUAL 0 AND NOT PACKAGE_FIND_VERSION_MINOR EQUAL {minor})\n\
                 \x20 set(PACKAGE_VERSION_COMPATIBLE FALSE)\n\
                 else()\n\
                 \x20 set(PACKAGE_VERSION_COMPATIBLE TRUE)\n\
                 \x20 if(PACKAGE_FIND_VERSION VERSION_EQUAL PACKAGE_VERSION)\n\
                 \x20   set(PACKAGE_VERSION_EXACT TRUE)\n\
                 \x20 endif()\n\
                 endif()\n"
            ),
        )?;
        let size = std::fs::metadata(lib_staged.join(&real)).map(|m| m.len()).unwrap_or(0);
        println!("installed oxmlir {VERSION} under {} ({real}: {} bytes)", self.staged(&self.prefix).display(), size);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn soname_version() {
        // 0.x: the minor version is part of the ABI version.
        let (major, minor) = (env!("CARGO_PKG_VERSION_MAJOR"), env!("CARGO_PKG_VERSION_MINOR"));
        let expected = if major == "0" { format!("0.{minor}") } else { major.to_string() };
        assert_eq!(abi_version(), expected);
    }

    #[test]
    fn arguments() {
        let i = Install::from_args(&args(&["--prefix=/opt/x", "--libdir", "lib64", "--destdir=/tmp/stage"])).unwrap();
        assert_eq!(i.prefix, PathBuf::from("/opt/x"));
        assert_eq!(i.libdir, PathBuf::from("lib64"));
        assert_eq!(i.staged(&i.prefix.join("lib64")), PathBuf::from("/tmp/stage/opt/x/lib64"));
        // An absolute libdir under the prefix is made relative.
        let i = Install::from_args(&args(&["--prefix=/opt/x", "--libdir=/opt/x/lib/multi"])).unwrap();
        assert_eq!(i.libdir, PathBuf::from("lib/multi"));
        assert!(Install::from_args(&args(&["--prefix=/opt/x", "--libdir=/usr/lib"])).is_err());
        assert!(Install::from_args(&args(&["--bogus"])).is_err());
        assert!(Install::from_args(&args(&["--prefix"])).is_err());
        // A relative prefix is taken from the current directory.
        let i = Install::from_args(&args(&["--prefix=rel"])).unwrap();
        assert_eq!(i.prefix, std::env::current_dir().unwrap().join("rel"));
    }
}
