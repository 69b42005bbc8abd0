//! Building and running C programs against our library and upstream MLIR.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;

/// Where upstream MLIR 22 is installed (Debian packages).
pub const UPSTREAM_ROOT: &str = "/usr/lib/llvm-22";

/// A C test program.
pub struct Program {
    /// Path of the source.
    pub path: PathBuf,
    /// Short name.
    pub name: String,
    /// Whether its output is compared with upstream's.
    pub differential: bool,
    /// Whether it also runs under valgrind's memcheck against our library
    /// (a `// valgrind` line among its first lines): memcheck sees reads
    /// outside the caller's heap blocks that the sanitizers of the C side
    /// cannot see in our uninstrumented library.
    pub valgrind: bool,
}

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The cargo target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root().join("target"))
}

/// The C programs in `dir` (relative to the repository root), sorted.
pub fn discover(dir: &str) -> Vec<Program> {
    let mut v: Vec<Program> = std::fs::read_dir(root().join(dir))
        .expect("test directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let differential = !text.starts_with("// oxmlir-only");
            let valgrind = text.lines().take(3).any(|l| l.trim() == "// valgrind");
            let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            Program { path, name, differential, valgrind }
        })
        .collect();
    v.sort_by(|a, b| a.name.cmp(&b.name));
    if let Ok(only) = std::env::var("OXMLIR_C_TEST") {
        v.retain(|p| p.name.contains(&only));
    }
    v
}

/// Whether upstream's headers, libraries and tools are installed.
pub fn upstream_available() -> bool {
    Path::new(UPSTREAM_ROOT).join("include/mlir-c/IR.h").exists()
        && Path::new(UPSTREAM_ROOT).join("lib/libMLIRCAPIIR.a").exists()
}

/// Builds the C API library (`liboxmlir.a`) with the profile of this test
/// binary and returns its path.
pub fn build_library() -> PathBuf {
    static BUILT: Mutex<Option<PathBuf>> = Mutex::new(None);
    let mut built = BUILT.lock().unwrap();
    if let Some(p) = built.as_ref() {
        return p.clone();
    }
    let release = !cfg!(debug_assertions);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root()).args(["build", "-q", "-p", "oxmlir-capi"]);
    if release {
        cmd.arg("--release");
    }
    let st = cmd.status().expect("run cargo build");
    assert!(st.success(), "building oxmlir-capi failed");
    let lib = target_dir().join(if release { "release" } else { "debug" }).join("liboxmlir.a");
    assert!(lib.exists(), "{} missing", lib.display());
    *built = Some(lib.clone());
    lib
}

fn cc() -> String {
    std::env::var("CC").unwrap_or_else(|_| "gcc".into())
}

/// Compiles `src` against our headers and static library, with sanitizers.
pub fn compile_ours(src: &Path, lib: &Path, out: &Path) -> Result<(), String> {
    compile_ours_with(src, lib, out, &["-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"])
}

/// Compiles `src` against our headers and static library with `extra` flags.
fn compile_ours_with(src: &Path, lib: &Path, out: &Path, extra: &[&str]) -> Result<(), String> {
    let o = Command::new(cc())
        .args(["-std=c11", "-g", "-O1", "-Wall", "-Wextra", "-Werror", "-fno-omit-frame-pointer"])
        .args(extra)
        .arg(format!("-I{}", root().join("include").display()))
        .arg(src)
        .arg(lib)
        .args(["-lpthread", "-ldl", "-lm", "-lrt", "-lutil", "-lgcc_s"])
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cc()))?;
    check_compile(o, src, "our library")
}

/// Compiles `src` against upstream MLIR 22.
pub fn compile_upstream(src: &Path, out: &Path) -> Result<(), String> {
    let lib = format!("{UPSTREAM_ROOT}/lib");
    let o = Command::new(cc())
        .args(["-std=c11", "-g", "-O1", "-Wall", "-Wextra", "-Werror"])
        .arg(format!("-I{UPSTREAM_ROOT}/include"))
        .arg(src)
        .arg(format!("-L{lib}"))
        .args(["-Wl,--start-group", "-lMLIRCAPIIR", "-lMLIRCAPIFunc", "-lMLIRCAPIArith", "-lMLIRCAPIControlFlow"])
        .args(["-lMLIRCAPISCF", "-lMLIRCAPIMemRef", "-lMLIRCAPIIndex", "-lMLIRCAPIMath", "-lMLIRCAPIUB", "-lMLIRCAPIIRDL"])
        .args(["-lMLIRCAPITransforms", "-lMLIRCAPIDebug", "-lMLIRCAPIInterfaces", "-lMLIRCAPIRegisterEverything", "-lMLIR", "-Wl,--end-group"])
        .arg("/lib/x86_64-linux-gnu/libLLVM.so.22.1")
        .args(["-lstdc++", "-lm", "-lpthread"])
        .arg(format!("-Wl,-rpath,{lib}"))
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cc()))?;
    check_compile(o, src, "upstream")
}

fn check_compile(o: Output, src: &Path, against: &str) -> Result<(), String> {
    if o.status.success() {
        Ok(())
    } else {
        Err(format!(
            "compiling {} against {against} failed:\n{}",
            src.display(),
            String::from_utf8_lossy(&o.stderr)
        ))
    }
}

/// Runs a program with a timeout-free plain spawn; returns its output.
pub fn run(exe: &Path) -> Output {
    Command::new(exe)
        .env("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=0:exitcode=97")
        .env("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:exitcode=98")
        .output()
        .expect("run test program")
}

fn describe(o: &Output) -> String {
    format!(
        "exit status: {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// First differing line of two outputs, for the failure message.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  ours:     {x:?}\n  upstream: {y:?}", i + 1);
        }
    }
    format!("one output is a prefix of the other ({} vs {} lines)", a.lines().count(), b.lines().count())
}

/// Builds and runs one program; returns a failure description.
pub fn check(p: &Program, lib: &Path, upstream: bool) -> Option<String> {
    let dir = target_dir().join("c-tests");
    std::fs::create_dir_all(&dir).ok()?;
    let ours_exe = dir.join(format!("{}-ours", p.name));
    if let Err(e) = compile_ours(&p.path, lib, &ours_exe) {
        return Some(format!("[{}] {e}", p.name));
    }
    let ours = run(&ours_exe);
    if !ours.status.success() {
        return Some(format!("[{}] failed against our library:\n{}", p.name, describe(&ours)));
    }
    if p.valgrind {
        if let Some(f) = check_memcheck(p, lib, &dir, &ours.stdout) {
            return Some(f);
        }
    }
    if !p.differential || !upstream {
        return None;
    }
    let up_exe = dir.join(format!("{}-upstream", p.name));
    if let Err(e) = compile_upstream(&p.path, &up_exe) {
        return Some(format!("[{}] {e}", p.name));
    }
    let up = run(&up_exe);
    if !up.status.success() {
        return Some(format!("[{}] failed against upstream:\n{}", p.name, describe(&up)));
    }
    if ours.stdout != up.stdout {
        let _ = std::fs::write(dir.join(format!("{}.ours.txt", p.name)), &ours.stdout);
        let _ = std::fs::write(dir.join(format!("{}.upstream.txt", p.name)), &up.stdout);
        return Some(format!(
            "[{}] output differs from upstream ({}); full outputs in {}",
            p.name,
            first_difference(&ours.stdout, &up.stdout),
            dir.display()
        ));
    }
    None
}

/// Runs `p` (built without sanitizers) under valgrind's memcheck, which
/// must report no error and see the same output as the sanitized run.
fn check_memcheck(p: &Program, lib: &Path, dir: &Path, expected: &[u8]) -> Option<String> {
    if Command::new("valgrind").arg("--version").output().is_err() {
        return Some(format!("[{}] valgrind is not installed (apt-get install valgrind)", p.name));
    }
    let exe = dir.join(format!("{}-memcheck", p.name));
    if let Err(e) = compile_ours_with(&p.path, lib, &exe, &[]) {
        return Some(format!("[{}] {e}", p.name));
    }
    let o = Command::new("valgrind")
        .args(["--tool=memcheck", "--error-exitcode=99", "--leak-check=no", "-q"])
        .arg(&exe)
        .output()
        .expect("run valgrind");
    if !o.status.success() || o.stdout != expected {
        return Some(format!("[{}] failed under valgrind's memcheck:\n{}", p.name, describe(&o)));
    }
    None
}

/// Runs every program (on as many threads as the machine has) and returns
/// the failures.
pub fn run_all(programs: &[Program], lib: &Path, upstream: bool) -> Vec<String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(p) = programs.get(i) else { break };
                if let Some(f) = check(p, lib, upstream) {
                    failures.lock().unwrap().push(f);
                }
            });
        }
    });
    let mut f = failures.into_inner().unwrap();
    f.sort();
    f
}
