//! `oxmlir-opt`'s passes against upstream's `mlir-opt`, run live on the
//! inputs under `tests/mlir/passes/`: for each input and command line,
//! stdout, stderr and the exit code must be byte-identical.
//!
//! The command lines use the passes both tools have (`print-ir`,
//! `print-op-stats`) and names neither has: textual pipelines and pass
//! flags, every pipeline syntax error, option errors, scheduling errors,
//! IR printing around passes, `--dump-pass-pipeline`, statistics and
//! timing, on split inputs with and without `--verify-diagnostics`.
//!
//! Program name: both tools prefix LLVM-style option messages with the file
//! name they were invoked as (`mlir-opt: for the --json option: ...`), and
//! name the full invocation in `Try: '<argv0> --help'`. Our tool is run with
//! upstream's path as its `argv[0]`, so the texts compare byte for byte;
//! [`messages_name_the_invoked_program`] checks that it says `oxmlir-opt`
//! when invoked as itself.
//!
//! Timing reports hold measured times: their figures are masked, and the
//! rows of a list report (sorted by time) are compared as a set. Passes that
//! print from nested pipelines run with `-mlir-disable-threading`, since
//! upstream's threads interleave their output.
//!
//! Without `mlir-opt` the test fails, naming the package to install; set
//! `OXMLIR_ALLOW_NO_UPSTREAM=1` to skip it (reported loudly).

mod support;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use support::opt::{build_opt, MLIR_OPT};

const FUNCS: &str = "tests/mlir/passes/funcs.mlir";
const MIXED: &str = "tests/mlir/passes/mixed.mlir";
const SCHEDULING: &str = "tests/mlir/passes/scheduling.mlir";
const UNKNOWN_LOC: &str = "tests/mlir/passes/unknown_loc.mlir";
const CHUNKS: &str = "tests/mlir/passes/chunks.mlir";
const SYMBOLS: &str = "tests/mlir/passes/symbols.mlir";
const SYMBOL_DCE: &str = "tests/mlir/passes/symbol_dce.mlir";
const SYMBOL_DCE_NESTED: &str = "tests/mlir/passes/symbol_dce_nested.mlir";
const SYMBOL_DCE_UNKNOWN: &str = "tests/mlir/passes/symbol_dce_unknown.mlir";
const SYMBOL_DCE_VISIBILITY: &str = "tests/mlir/passes/symbol_dce_visibility.mlir";

/// Runs `exe` in the repository root, as `argv0`.
fn run(exe: &Path, argv0: &str, args: &[String]) -> Output {
    Command::new(exe)
        .arg0(argv0)
        .current_dir(support::cprog::root())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap_or_else(|e| panic!("running {} as {argv0} {args:?}: {e}", exe.display()))
}

/// One command line.
struct Case {
    args: Vec<String>,
    /// Whether stderr holds timing reports (masked before comparing).
    timing: bool,
}

fn case(file: &str, args: &[&str]) -> Case {
    let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    v.push(file.to_string());
    let timing = args.iter().any(|a| a.starts_with("--mlir-timing"));
    Case { args: v, timing }
}

/// A timing report with its figures masked: each row keeps its name (and
/// indentation), the total time line its words; the rows of a list report
/// are sorted, since upstream orders them by measured time.
fn mask_timing(text: &str) -> String {
    let mut out = Vec::new();
    let mut rows: Vec<String> = Vec::new();
    let mut list = false;
    let flush = |rows: &mut Vec<String>, out: &mut Vec<String>, list: bool| {
        if list {
            rows.sort();
        }
        out.append(rows);
    };
    for line in text.lines() {
        if let Some(at) = line.rfind("%)  ") {
            let name = &line[at + 4..];
            let row = format!("#  {name}");
            if name == "Rest" || name == "Total" {
                flush(&mut rows, &mut out, list);
                out.push(row);
            } else {
                list |= name.trim_start() == "root";
                rows.push(row);
            }
            continue;
        }
        flush(&mut rows, &mut out, list);
        list = false;
        if line.starts_with("  Total Execution Time: ") {
            out.push("  Total Execution Time: # seconds".into());
        } else {
            out.push(line.to_string());
        }
    }
    flush(&mut rows, &mut out, list);
    out.join("\n")
}

fn describe(o: &Output, stderr: &str) -> String {
    format!("exit {:?}\n--- stdout ---\n{}\n--- stderr ---\n{stderr}", o.status.code(), String::from_utf8_lossy(&o.stdout))
}

/// Every command line of the comparison.
fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    let nt = "-mlir-disable-threading";
    // Pass flags and pipelines.
    v.push(case(FUNCS, &["-print-op-stats"]));
    // The canonicalizer's options.
    v.push(case(FUNCS, &["--pass-pipeline=builtin.module(canonicalize{max-iterations=3 top-down=false region-simplify=aggressive})", "--dump-pass-pipeline"]));
    v.push(case(FUNCS, &["--canonicalize=region-simplify=bogus"]));
    v.push(case(FUNCS, &["--canonicalize=max-iterations=x"]));
    v.push(case(FUNCS, &["-p", "builtin.module(canonicalize{disable-patterns=a,b enable-patterns=c},func.func(canonicalize{test-convergence}))", "--dump-pass-pipeline"]));
    v.push(case(FUNCS, &["--print-op-stats=json=true"]));
    v.push(case(FUNCS, &["-print-op-stats=json", "-print-ir", "--print-ir=label='after stats'", "-print-op-stats"]));
    v.push(case(FUNCS, &["--pass-pipeline=builtin.module(func.func(print-op-stats{json=1}),print-ir{label=\"a b\"})", nt]));
    v.push(case(FUNCS, &["-p", "builtin.module(any(print-op-stats),func.func(print-ir{label=f}))", nt]));
    v.push(case(FUNCS, &["-p=  builtin.module  ( print-op-stats{json=false} )  "]));
    v.push(case(FUNCS, &["--pass-pipeline", "any(print-ir)"]));
    v.push(case(FUNCS, &["--pass-pipeline=builtin.module()"]));
    v.push(case(FUNCS, &["--pass-pipeline=builtin.module(print-ir{})"]));
    v.push(case(FUNCS, &["--pass-pipeline=builtin.module(print-ir(print-op-stats),arith.addi(print-ir))"]));
    v.push(case(FUNCS, &["--no-implicit-module", "-print-op-stats"]));
    v.push(case(MIXED, &["--allow-unregistered-dialect", "-print-op-stats", "-print-op-stats=json=1"]));
    v.push(case(
        MIXED,
        &[
            "--allow-unregistered-dialect",
            "--pass-pipeline=builtin.module(builtin.module(print-ir),func.func(print-op-stats{json}),any(print-op-stats))",
            nt,
        ],
    ));
    v.push(case(MIXED, &["--allow-unregistered-dialect", "--mlir-print-debuginfo", "-print-ir"]));
    v.push(case(MIXED, &["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope", "-print-ir"]));
    v.push(case(MIXED, &["--allow-unregistered-dialect", "--no-implicit-module", "--pass-pipeline=builtin.module(print-ir)"]));
    // Scheduling errors: unregistered and non-isolated operations, the
    // wrong anchor for the top-level operation.
    v.push(case(MIXED, &["--allow-unregistered-dialect", "--pass-pipeline=builtin.module(print-ir,mix.outer(print-ir),print-op-stats)"]));
    let sched = "--pass-pipeline=builtin.module(func.func(arith.constant(print-op-stats)),mix.op(print-ir))";
    v.push(case(SCHEDULING, &["--allow-unregistered-dialect", "--split-input-file", sched]));
    v.push(case(SCHEDULING, &["--allow-unregistered-dialect", "--split-input-file", "--verify-diagnostics", sched]));
    v.push(case(FUNCS, &["--pass-pipeline=func.func(print-ir)"]));
    v.push(case(FUNCS, &["--no-implicit-module", "--pass-pipeline=func.func(print-ir)"]));
    v.push(case(MIXED, &["--pass-pipeline=builtin.module(print-ir)"]));
    // Pipeline errors, per chunk, checked with expected-error@unknown.
    v.push(case(UNKNOWN_LOC, &["--split-input-file", "--verify-diagnostics", "--pass-pipeline=builtin.module(nope)"]));
    v.push(case(UNKNOWN_LOC, &["--split-input-file", "--verify-diagnostics", "-print-ir"]));
    v.push(case(UNKNOWN_LOC, &["--split-input-file", "--verify-diagnostics", "--print-op-stats=json=true y"]));
    v.push(case(UNKNOWN_LOC, &["--split-input-file", "--pass-pipeline=builtin.module(print-ir{x})"]));
    // Every pipeline syntax error of the pipeline parser.
    for p in [
        "builtin.module(foo)",
        "builtin.module(Print-IR)",
        "builtin.module(print-ir))",
        "builtin.module(func.func(print-ir)))",
        "builtin.module(func.func(print-ir)",
        "builtin.module(func.func(print-ir),func.func(print-op-stats)",
        "builtin.module(print-ir{label=1)",
        "builtin.module(print-ir{label={1})",
        "builtin.module(print-ir{label=1}x)",
        "builtin.module(func.func{a=1}(print-ir))",
        "builtin.module(func.func(print-ir) print-ir)",
        "builtin.module(func.func(print-ir),)",
        "builtin.module(,print-ir)",
        "builtin.module(func.func(),print-ir)",
        "builtin.module(print-ir x)",
        "builtin.module(print-ir,\n foo)",
        "builtin.module(print-ir,\tfoo)",
        "builtin.module(print-ir{foo=1})",
        "builtin.module(print-op-stats{json=maybe})",
        "builtin.module(print-ir,func.func(print-ir{foo=1}))",
        "builtin.module(print-ir{label=\"x y\" =3},print-op-stats{json=true json=false})",
        "print-ir",
        "(print-ir)",
        "builtin.module(print-ir",
        "builtin.module(print-ir)x",
        "",
    ] {
        let arg = format!("--pass-pipeline={p}");
        v.push(case(FUNCS, &[&arg, "-o", "/dev/null"]));
    }
    // Option errors of pass flags and of the tool's flags.
    for a in [
        "--print-op-stats=json=true foo=1",
        "--print-op-stats=json=x",
        "--print-ir=nolabel",
        "--mlir-print-ir-after=foo",
        "--mlir-print-ir-before=print-ir,nope",
        "--verify-each=maybe",
        "--mlir-timing-display=bad",
        "--mlir-pass-statistics-display=bad",
    ] {
        v.push(case(FUNCS, &[a]));
    }
    v.push(case(FUNCS, &["-print-ir", "--pass-pipeline=builtin.module(print-ir)"]));
    v.push(case(FUNCS, &["-p"]));
    // IR printing around passes.
    let nested = "--pass-pipeline=builtin.module(func.func(print-op-stats,print-ir{label=inner}),print-ir)";
    for flags in [
        &["--mlir-print-ir-before-all"][..],
        &["--mlir-print-ir-after-all"],
        &["--mlir-print-ir-after-all", "--mlir-print-ir-after-change"],
        &["--mlir-print-ir-after-change"],
        &["--mlir-print-ir-after-failure"],
        &["--mlir-print-ir-before=print-ir"],
        &["--mlir-print-ir-after=print-op-stats,print-ir"],
        &["--mlir-print-ir-after=print-op-stats", "--mlir-print-ir-after=print-ir"],
        &["--mlir-print-ir-before-all", "--mlir-print-ir-module-scope"],
        &["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", "--mlir-print-debuginfo"],
        &["--mlir-print-ir-before-all", "--mlir-print-op-generic"],
        &["--verify-each=false", "--mlir-print-ir-after-all"],
        &["--verify-each=0"],
    ] {
        let mut a = vec![nested, nt, "-o", "/dev/null"];
        a.extend_from_slice(flags);
        v.push(case(FUNCS, &a));
        let mut b = vec!["--allow-unregistered-dialect", nt, "-print-op-stats", "-print-ir"];
        b.extend_from_slice(flags);
        v.push(case(MIXED, &b));
    }
    let failing = "--pass-pipeline=builtin.module(print-ir,mix.outer(print-ir),print-op-stats)";
    v.push(case(MIXED, &["--allow-unregistered-dialect", failing, nt, "--mlir-print-ir-after-failure"]));
    v.push(case(MIXED, &["--allow-unregistered-dialect", failing, nt, "--mlir-print-ir-after-all"]));
    v.push(case(FUNCS, &["--mlir-print-ir-module-scope", "--mlir-print-ir-after-all", "-print-ir"]));
    v.push(case(UNKNOWN_LOC, &["--split-input-file", "--verify-diagnostics", "--mlir-print-ir-module-scope"]));
    let chunk_scope = "--pass-pipeline=builtin.module(func.func(print-op-stats))";
    v.push(case(CHUNKS, &["--split-input-file", "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", nt, chunk_scope]));
    // --dump-pass-pipeline, statistics.
    v.push(case(FUNCS, &["--dump-pass-pipeline", "-o", "/dev/null"]));
    v.push(case(FUNCS, &["-print-ir", "--dump-pass-pipeline", "-print-op-stats=json", "-o", "/dev/null"]));
    let dump = "--pass-pipeline=builtin.module(func.func(print-ir,print-op-stats{json=true}),any(print-ir{label='x y'}),func.func(print-ir))";
    v.push(case(FUNCS, &[dump, "--dump-pass-pipeline", "-o", "/dev/null", nt]));
    v.push(case(CHUNKS, &["--split-input-file", "-print-op-stats", "--print-ir=label=L", "-mlir-pass-statistics", "--dump-pass-pipeline"]));
    v.push(case(FUNCS, &["--mlir-pass-statistics", "--mlir-pass-statistics-display=list", "-print-ir"]));
    v.push(case(FUNCS, &["--mlir-pass-statistics", "--pass-pipeline=func.func(print-ir)"]));
    v.push(case(CHUNKS, &["--split-input-file", "--verify-diagnostics", "-print-ir"]));
    // Timing (figures masked).
    v.push(case(FUNCS, &["--mlir-timing", "-print-op-stats"]));
    v.push(case(FUNCS, &["--mlir-timing", nt, "--pass-pipeline=builtin.module(func.func(print-op-stats),print-ir)"]));
    v.push(case(FUNCS, &["--mlir-timing", "--mlir-timing-display=list", nt, "-print-ir", "-print-op-stats"]));
    v.push(case(FUNCS, &["--mlir-timing", "--mlir-timing-display=tree", nt, "--pass-pipeline=builtin.module(func.func(print-ir{label=\"a\"}))"]));
    v.push(case(CHUNKS, &["--mlir-timing", "--split-input-file", "-print-ir"]));
    v.push(case(MIXED, &["--mlir-timing"]));
    // symbol-privatize and strip-debuginfo.
    let u = "--allow-unregistered-dialect";
    v.push(case(SYMBOLS, &[u, "-symbol-privatize"]));
    v.push(case(SYMBOLS, &[u, "--symbol-privatize=exclude=keep,deep_public", "--dump-pass-pipeline"]));
    v.push(case(SYMBOLS, &[u, "-p", "builtin.module(builtin.module(symbol-privatize{exclude=deep}))"]));
    v.push(case(SYMBOLS, &[u, "-p", "builtin.module(symbol-privatize{exclude={keep,nested_one}})", "--dump-pass-pipeline"]));
    v.push(case(SYMBOLS, &[u, "-strip-debuginfo", "--mlir-print-debuginfo"]));
    v.push(case(SYMBOLS, &[u, "-p", "builtin.module(func.func(strip-debuginfo))", "--mlir-print-debuginfo", nt]));
    v.push(case(SYMBOLS, &[u, "-p", "builtin.module(builtin.module(strip-debuginfo))", "--mlir-print-debuginfo"]));
    // symbol-dce.
    for file in [SYMBOLS, SYMBOL_DCE, SYMBOL_DCE_NESTED, SYMBOL_DCE_UNKNOWN, SYMBOL_DCE_VISIBILITY] {
        v.push(case(file, &[u, "-symbol-dce"]));
        v.push(case(file, &[u, "-p", "builtin.module(builtin.module(symbol-dce))"]));
    }
    v.push(case(SYMBOL_DCE, &[u, "-p", "builtin.module(func.func(symbol-dce))"]));
    v.push(case(SYMBOL_DCE_VISIBILITY, &[u, "-p", "builtin.module(builtin.module(builtin.module(symbol-dce)))"]));
    v.push(case(SYMBOL_DCE, &[u, "-symbol-privatize=exclude=public", "-symbol-dce", "--mlir-print-debuginfo"]));
    v
}

#[test]
fn oxmlir_opt_passes_match_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        let msg = "mlir-opt (Debian mlir-22-tools) is not installed: the pass command lines cannot be compared with upstream";
        assert!(std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_some(), "{msg}; set OXMLIR_ALLOW_NO_UPSTREAM=1 to skip");
        eprintln!("\n{}\nWARNING: {msg}. Skipped.\n{}\n", "!".repeat(78), "!".repeat(78));
        return;
    }
    let ours = build_opt();
    let cases = cases();
    let mut failures = Vec::new();
    for c in &cases {
        let theirs = run(Path::new(MLIR_OPT), MLIR_OPT, &c.args);
        let mine = run(&ours, MLIR_OPT, &c.args);
        let stderr = |o: &Output| {
            let text = String::from_utf8_lossy(&o.stderr).into_owned();
            if c.timing {
                mask_timing(&text)
            } else {
                text
            }
        };
        let (te, me) = (stderr(&theirs), stderr(&mine));
        if theirs.stdout != mine.stdout || te != me || theirs.status.code() != mine.status.code() {
            failures.push(format!(
                "[{:?}] differs\n=== mlir-opt: {}\n=== oxmlir-opt: {}",
                c.args,
                describe(&theirs, &te),
                describe(&mine, &me)
            ));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases failed:\n\n{}", failures.len(), cases.len(), failures.join("\n\n"));
    eprintln!("opt_passes: {} command lines checked against mlir-opt", cases.len());
}

/// Invoked under its own name, the tool names itself in option messages,
/// as LLVM's option parser does with the file name it was run as.
#[test]
fn messages_name_the_invoked_program() {
    let ours = build_opt();
    let exe = ours.display().to_string();
    let o = run(&ours, &exe, &["--mlir-print-ir-after=nope".into(), FUNCS.into()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "oxmlir-opt: for the --mlir-print-ir-after option: Cannot find option named 'nope'!\n"
    );
    let o = run(&ours, &exe, &["--print-op-stats=json=2".into(), FUNCS.into()]);
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "oxmlir-opt: for the --json option: '2' is invalid value for boolean argument! Try 0 or 1\n<unknown>:0: error: \n"
    );
    // The suggestion is the nearest of our own options (mlir-opt's has
    // ~1,500 more to choose from), so only its presence is checked.
    let o = run(&ours, &exe, &["--no-such-flag".into()]);
    let err = String::from_utf8_lossy(&o.stderr);
    let first = format!("oxmlir-opt: Unknown command line argument '--no-such-flag'.  Try: '{exe} --help'\n");
    assert!(err.starts_with(&first) && err[first.len()..].starts_with("oxmlir-opt: Did you mean '--"), "{err}");
}

/// The `cse` inputs under `tests/mlir/passes/` (arith, math, index, ub,
/// memref reads and writes, scf regions, cf multi-block functions,
/// unregistered operations, graph regions, nested modules, a random
/// program), run with
/// `-cse` on the module and on each function, threaded or not, with and
/// without locations: the output must be mlir-opt's byte for byte.
#[test]
fn cse_matches_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        assert!(std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_some(), "mlir-opt is not installed");
        return;
    }
    let ours = build_opt();
    let files = ["basic", "memory", "regions", "cfg", "unregistered", "graph", "random"];
    let arg_sets: [&[&str]; 7] = [
        &["-cse"],
        &["-cse", "--mlir-print-debuginfo"],
        &["-cse", "-cse", "--mlir-disable-threading"],
        &["-p", "builtin.module(func.func(cse))", "--mlir-print-debuginfo"],
        &["-p", "builtin.module(func.func(cse))", "--mlir-disable-threading", "--mlir-print-debuginfo"],
        &["-p", "builtin.module(cse,func.func(cse))", "--mlir-print-ir-after-change", "--mlir-disable-threading"],
        &["-cse", "--mlir-pass-statistics", "--dump-pass-pipeline", "--mlir-print-op-generic"],
    ];
    let mut failures = Vec::new();
    for f in files {
        for args in arg_sets {
            let mut a: Vec<String> = vec!["--allow-unregistered-dialect".into()];
            a.extend(args.iter().map(|s| s.to_string()));
            a.push(format!("tests/mlir/passes/cse_{f}.mlir"));
            let theirs = run(Path::new(MLIR_OPT), MLIR_OPT, &a);
            let mine = run(&ours, MLIR_OPT, &a);
            assert!(theirs.status.success(), "{a:?}: {}", String::from_utf8_lossy(&theirs.stderr));
            if theirs.stdout != mine.stdout || theirs.stderr != mine.stderr || theirs.status.code() != mine.status.code() {
                let te = String::from_utf8_lossy(&theirs.stderr).into_owned();
                let me = String::from_utf8_lossy(&mine.stderr).into_owned();
                failures.push(format!("{a:?}\n=== mlir-opt: {}\n=== oxmlir-opt: {}", describe(&theirs, &te), describe(&mine, &me)));
            }
        }
    }
    assert!(failures.is_empty(), "{} cse cases failed:\n\n{}", failures.len(), failures.join("\n\n"));
}

/// `cse` on many functions with duplicates gives mlir-opt's output
/// threaded and with `--mlir-disable-threading`.
#[test]
fn cse_on_many_functions_matches_mlir_opt() {
    let ours = build_opt();
    let dir = std::env::temp_dir().join(format!("oxmlir-cse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("many.mlir");
    let mut src = String::new();
    for i in 0..200 {
        src.push_str(&format!(
            "func.func @f{i}(%a: i32, %m: memref<4xi32>, %j: index) -> i32 {{\n\
             \x20 %c = arith.constant {k} : i32 loc(unknown)\n\
             \x20 %d = arith.constant {k} : i32 loc(\"x\":{i}:1)\n\
             \x20 %0 = arith.addi %a, %c : i32\n  %1 = arith.addi %d, %a : i32\n\
             \x20 %l = memref.load %m[%j] : memref<4xi32>\n  %l2 = memref.load %m[%j] : memref<4xi32>\n\
             \x20 %2 = arith.muli %0, %1 : i32\n  %3 = arith.addi %2, %l : i32\n  %4 = arith.addi %3, %l2 : i32\n\
             \x20 return %4 : i32\n}}\n",
            k = i % 7
        ));
    }
    std::fs::write(&input, src).unwrap();
    let input = input.to_string_lossy().to_string();
    let args = |threads: bool, pipeline: &str| {
        let mut a = vec![input.clone(), "--mlir-print-debuginfo".to_string(), format!("--pass-pipeline={pipeline}")];
        if !threads {
            a.push("--mlir-disable-threading".into());
        }
        a
    };
    for pipeline in ["builtin.module(func.func(cse))", "builtin.module(cse)"] {
        let single = run(&ours, MLIR_OPT, &args(false, pipeline));
        let threaded = run(&ours, MLIR_OPT, &args(true, pipeline));
        assert!(single.status.success(), "{}", String::from_utf8_lossy(&single.stderr));
        assert_eq!(String::from_utf8_lossy(&threaded.stdout), String::from_utf8_lossy(&single.stdout), "{pipeline}");
        if Path::new(MLIR_OPT).exists() {
            let theirs = run(Path::new(MLIR_OPT), MLIR_OPT, &args(true, pipeline));
            assert_eq!(String::from_utf8_lossy(&threaded.stdout), String::from_utf8_lossy(&theirs.stdout), "{pipeline}");
            assert_eq!(String::from_utf8_lossy(&threaded.stderr), String::from_utf8_lossy(&theirs.stderr), "{pipeline}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--list-passes` lays out our registered passes as upstream lays out its
/// own: each of our lines is one of upstream's once the padding is
/// collapsed, and the descriptions are aligned on the column the widest
/// option sets.
#[test]
fn list_passes_has_upstreams_layout() {
    let ours = build_opt();
    let o = run(&ours, "oxmlir-opt", &["--list-passes".into()]);
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(
        text,
        "Passes:\n\
         \x20 --canonicalize                    -   Canonicalize operations\n\
         \x20   --disable-patterns=<string>     - Labels of patterns that should be filtered out during application\n\
         \x20   --enable-patterns=<string>      - Labels of patterns that should be used during application, all other patterns are filtered out\n\
         \x20   --max-iterations=<long>         - Max. iterations between applying patterns / simplifying regions\n\
         \x20   --max-num-rewrites=<long>       - Max. number of pattern rewrites within an iteration\n\
         \x20   --region-simplify=<value>       - Perform control flow optimizations to the region tree\n\
         \x20   =disabled                     -   Don't run any control-flow simplification.\n\
         \x20   =normal                       -   Perform simple control-flow simplifications (e.g. dead args elimination).\n\
         \x20   =aggressive                   -   Perform aggressive control-flow simplification (e.g. block merging).\n\
         \x20   --test-convergence              - Test only: Fail pass on non-convergence to detect cyclic pattern\n\
         \x20   --top-down                      - Seed the worklist in general top-down order\n\
         \x20 --cse                             -   Eliminate common sub-expressions\n\
         \x20 --print-ir                        -   Print IR on the debug stream\n\
         \x20   --label=<string>                - Label\n\
         \x20 --print-op-stats                  -   Print statistics of operations\n\
         \x20   --json                          - print the stats as JSON\n\
         \x20 --strip-debuginfo                 -   Strip debug info from all operations\n\
         \x20 --symbol-dce                      -   Eliminate dead symbols\n\
         \x20 --symbol-privatize                -   Mark symbols private\n\
         \x20   --exclude=<string>              - Comma separated list of symbols that should not be marked private\n"
    );
    if !Path::new(MLIR_OPT).exists() {
        return;
    }
    let theirs = run(Path::new(MLIR_OPT), MLIR_OPT, &["--list-passes".into()]);
    let collapse = |l: &str| l.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
    let upstream: Vec<String> = String::from_utf8_lossy(&theirs.stdout).lines().map(collapse).collect();
    for line in text.lines() {
        assert!(upstream.contains(&collapse(line)), "{line:?} is not one of mlir-opt's --list-passes lines");
    }
}

/// A failing run removes its output file only if it is a regular file, as
/// LLVM's: `-o` naming a device leaves the device alone. (`/dev/full`: the
/// run fails before writing anything.)
#[test]
fn failing_run_keeps_a_device_output() {
    use std::os::unix::fs::FileTypeExt;
    let device = Path::new("/dev/full");
    if !std::fs::metadata(device).is_ok_and(|m| m.file_type().is_char_device()) {
        eprintln!("WARNING: no /dev/full; skipped");
        return;
    }
    let ours = build_opt();
    let args: Vec<String> = ["--pass-pipeline=builtin.module(nope)", "-o", "/dev/full", FUNCS].iter().map(|s| s.to_string()).collect();
    let o = run(&ours, "oxmlir-opt", &args);
    assert_eq!(o.status.code(), Some(1));
    assert!(std::fs::metadata(device).is_ok_and(|m| m.file_type().is_char_device()), "/dev/full was removed");
}

/// A function pipeline on a module of many functions gives the same output
/// threaded (the functions shared out among threads) as with
/// `--mlir-disable-threading`, and the same as `mlir-opt`'s, diagnostics
/// included (delivered in the functions' order).
#[test]
fn threaded_pipelines_match_single_threaded_ones() {
    let ours = build_opt();
    let dir = std::env::temp_dir().join(format!("oxmlir-opt-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("many.mlir");
    let mut src = String::new();
    for i in 0..300 {
        src.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32 loc(\"x\":{i}:1)\n  return %0 : i32\n}}\n"
        ));
    }
    std::fs::write(&input, src).unwrap();
    let input = input.to_string_lossy().to_string();
    // The second pipeline fails on every function (`func.return` is not
    // isolated from above): 300 errors, in the functions' order.
    for pipeline in [
        "builtin.module(func.func(strip-debuginfo,strip-debuginfo))",
        "builtin.module(func.func(strip-debuginfo),func.func(func.return(strip-debuginfo)))",
    ] {
        let args = |threads: bool| {
            let mut a = vec![input.clone(), "--mlir-print-debuginfo".to_string(), format!("--pass-pipeline={pipeline}")];
            if !threads {
                a.push("--mlir-disable-threading".into());
            }
            a
        };
        let single = run(&ours, MLIR_OPT, &args(false));
        let threaded = run(&ours, MLIR_OPT, &args(true));
        assert_eq!(threaded.stdout, single.stdout, "{pipeline}");
        assert_eq!(String::from_utf8_lossy(&threaded.stderr), String::from_utf8_lossy(&single.stderr), "{pipeline}");
        assert_eq!(threaded.status.code(), single.status.code(), "{pipeline}");
        if Path::new(MLIR_OPT).exists() {
            let theirs = run(Path::new(MLIR_OPT), MLIR_OPT, &args(true));
            assert_eq!(String::from_utf8_lossy(&threaded.stdout), String::from_utf8_lossy(&theirs.stdout), "{pipeline}");
            assert_eq!(String::from_utf8_lossy(&threaded.stderr), String::from_utf8_lossy(&theirs.stderr), "{pipeline}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--mlir-print-ir-tree-dir` writes the same files, with the same
/// contents, as `mlir-opt`'s.
#[test]
fn ir_tree_dir_matches_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        return;
    }
    let ours = build_opt();
    // As upstream, the tree's root is made if missing, but not its parent.
    let base = std::env::temp_dir().join(format!("oxmlir-tree-{}", std::process::id()));
    std::fs::create_dir_all(&base).unwrap();
    let files = |dir: &Path| {
        let mut out = Vec::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    out.push((p.strip_prefix(dir).unwrap().to_path_buf(), std::fs::read(&p).unwrap()));
                }
            }
        }
        out.sort();
        out
    };
    let mut trees = Vec::new();
    for (exe, name) in [(Path::new(MLIR_OPT).to_path_buf(), "theirs"), (ours, "ours")] {
        let dir = base.join(name);
        let args: Vec<String> = [
            FUNCS,
            "--mlir-disable-threading",
            "--pass-pipeline=builtin.module(func.func(strip-debuginfo,print-ir),strip-debuginfo)",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-ir-after-all",
            "-o",
            "/dev/null",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([format!("--mlir-print-ir-tree-dir={}", dir.display())])
        .collect();
        let o = run(&exe, MLIR_OPT, &args);
        assert!(o.status.success(), "{name}: {}", String::from_utf8_lossy(&o.stderr));
        trees.push(files(&dir));
    }
    assert!(!trees[0].is_empty());
    assert_eq!(trees[1], trees[0]);
    let _ = std::fs::remove_dir_all(&base);
}
