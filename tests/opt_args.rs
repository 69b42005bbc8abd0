//! `oxmlir-opt`'s command line against `mlir-opt`'s (LLVM's `cl` library):
//! each case runs both tools with the same arguments, the same `argv[0]`
//! and the same input, and compares stdout, stderr and the exit code
//! byte for byte (for `--help` / `--version`, whose text names each
//! tool's own options and version, stderr and the exit code, and that
//! stdout is a help or version text).
//!
//! The cases cover boolean flags with `=true`/`=false`/`=0`/`=1`/empty and
//! bad values, `-flag` and `--flag` (and `---flag`, refused), values after
//! `=` and as the next argument where LLVM takes them, missing values,
//! options that allow none, enumerations (`--verify-diagnostics` with
//! `all`, `only-expected`, `false`), integer radixes, grouped one-letter
//! options, unknown arguments with the suggestion LLVM makes (for typos
//! whose nearest option both tools have), `--`, positional arguments, and
//! errors met before `--help` / `--version`.
//!
//! Without `mlir-opt` the test fails, naming the package to install; set
//! `OXMLIR_ALLOW_NO_UPSTREAM=1` to skip it (reported loudly).

mod support;

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use support::opt::{build_opt, describe, MLIR_OPT};

/// What is compared.
#[derive(Clone, Copy, PartialEq)]
enum Compare {
    /// stdout, stderr and the exit code.
    All,
    /// stderr and the exit code; stdout starts with `OVERVIEW:`.
    Help,
    /// stderr and the exit code; stdout has a version line.
    Version,
}

/// The argument lists, each with what to compare. `IN` stands for the
/// input file, `OUT` for an output file in the scratch directory.
const CASES: &[(&[&str], Compare)] = &[
    // Boolean flags.
    (&["--allow-unregistered-dialect", "IN"], Compare::All),
    (&["-allow-unregistered-dialect", "IN"], Compare::All),
    (&["---allow-unregistered-dialect", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=false", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=0", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=true", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=1", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=True", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=FALSE", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=tRUE", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=yes", "IN"], Compare::All),
    (&["--allow-unregistered-dialect=true=1", "IN"], Compare::All),
    (&["--allow-unregistered-dialect", "--allow-unregistered-dialect", "IN"], Compare::All),
    (&["--allow-unregistered-dialect", "false", "IN"], Compare::All),
    (&["--mlir-print-op-generic=false", "IN"], Compare::All),
    (&["--mlir-print-op-generic=1", "IN"], Compare::All),
    (&["-mlir-print-op-generic", "IN"], Compare::All),
    (&["--mlir-print-debuginfo=0", "IN"], Compare::All),
    (&["--mlir-print-local-scope=true", "--mlir-print-debuginfo", "IN"], Compare::All),
    (&["--no-implicit-module=2", "IN"], Compare::All),
    (&["--verify-each=x", "--no-implicit-module=2", "IN"], Compare::All),
    (&["--verify-each=0", "IN"], Compare::All),
    (&["--mlir-disable-threading=", "IN"], Compare::All),
    (&["--show-dialects=0", "IN"], Compare::All),
    (&["--list-passes=0", "IN"], Compare::All),
    (&["--mlir-print-skip-regions=false", "IN"], Compare::All),
    // Enumerations.
    (&["--verify-diagnostics=false", "IN"], Compare::All),
    (&["--verify-diagnostics=", "IN"], Compare::All),
    (&["--verify-diagnostics=all", "IN"], Compare::All),
    (&["-verify-diagnostics=only-expected", "IN"], Compare::All),
    (&["--verify-diagnostics=only-expected", "UNEXPECTED"], Compare::All),
    (&["--verify-diagnostics=all", "UNEXPECTED"], Compare::All),
    (&["--verify-diagnostics", "UNEXPECTED"], Compare::All),
    (&["--verify-diagnostics", "only-expected", "IN"], Compare::All),
    (&["--mlir-timing-display=LIST", "IN"], Compare::All),
    (&["--mlir-timing-display=", "IN"], Compare::All),
    (&["--mlir-timing-display", "IN"], Compare::All),
    (&["--mlir-timing-display", "list", "IN"], Compare::All),
    (&["--mlir-pass-statistics-display=list", "IN"], Compare::All),
    (&["--mlir-pass-statistics-display=tree", "IN"], Compare::All),
    // Unsigned values.
    (&["--mlir-elide-elementsattrs-if-larger=x", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger", "5", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=-1", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=0x10", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=010", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=08", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=+5", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=4294967296", "IN"], Compare::All),
    (&["--mlir-elide-resource-strings-if-larger=0b11", "IN"], Compare::All),
    (&["--mlir-elide-resource-strings-if-larger=1", "--mlir-elide-resource-strings-if-larger=2", "IN"], Compare::All),
    // Strings: after `=` or as the next argument.
    (&["-o", "OUT", "IN"], Compare::All),
    (&["-o=OUT", "IN"], Compare::All),
    (&["--o=OUT", "IN"], Compare::All),
    (&["-o", "OUT", "-o", "OUT", "IN"], Compare::All),
    (&["IN", "-o"], Compare::All),
    (&["-oOUT", "IN"], Compare::All),
    (&["--oOUT", "IN"], Compare::All),
    (&["-oh", "IN"], Compare::All),
    (&["-p", "IN"], Compare::All),
    (&["-p", "builtin.module()", "IN"], Compare::All),
    (&["-p=builtin.module()", "IN"], Compare::All),
    (&["-pbuiltin.module()", "IN"], Compare::All),
    (&["--pass-pipeline", "IN"], Compare::All),
    (&["--pass-pipeline", "builtin.module(cse)", "IN"], Compare::All),
    (&["--pass-pipeline=builtin.module()", "-p", "builtin.module()", "IN"], Compare::All),
    (&["--pass-pipeline=builtin.module(cse)", "--cse", "IN"], Compare::All),
    (&["--output-split-marker", "IN"], Compare::All),
    (&["--output-split-marker=", "--split-input-file", "IN"], Compare::All),
    (&["--split-input-file", "IN"], Compare::All),
    (&["--split-input-file=", "IN"], Compare::All),
    (&["--split-input-file", "IN", "IN"], Compare::All),
    (&["--mlir-print-ir-tree-dir", "IN"], Compare::All),
    // Pass names.
    (&["--mlir-print-ir-before=nosuch", "IN"], Compare::All),
    (&["--mlir-print-ir-before", "IN"], Compare::All),
    (&["--mlir-print-ir-before", "cse", "IN"], Compare::All),
    (&["--mlir-print-ir-before=", "IN"], Compare::All),
    (&["--mlir-print-ir-after=cse,nosuch", "IN"], Compare::All),
    (&["--cse=1", "IN"], Compare::All),
    (&["--canonicalize=", "IN"], Compare::All),
    (&["--print-op-stats=json", "IN"], Compare::All),
    (&["-cse", "IN"], Compare::All),
    // Pass options (LLVM's parser too), with the program name once.
    (&["--print-op-stats=json=2", "IN"], Compare::All),
    (&["--canonicalize=max-iterations=x", "IN"], Compare::All),
    (&["--canonicalize=max-iterations", "IN"], Compare::All),
    (&["--canonicalize=region-simplify=bogus", "IN"], Compare::All),
    (&["--canonicalize=region-simplify", "IN"], Compare::All),
    (&["--print-ir=label", "IN"], Compare::All),
    (&["--print-ir=label=", "IN"], Compare::All),
    (&["--symbol-privatize=exclude", "IN"], Compare::All),
    (&["--symbol-privatize=exclude=a,b", "IN"], Compare::All),
    (&["--mlir-elide-elementsattrs-if-larger=x", "--print-op-stats=json=2", "IN"], Compare::All),
    // Unknown arguments, with suggestions both tools make.
    (&["--alow-unregistered-dialect", "IN"], Compare::All),
    (&["--verify-diagnostic", "IN"], Compare::All),
    (&["--canonicalise", "IN"], Compare::All),
    (&["--canonicalise=top-down=1", "IN"], Compare::All),
    (&["--mlir-print-op-generi=1", "IN"], Compare::All),
    (&["--csex", "IN"], Compare::All),
    (&["--verify-each=x", "--csex", "IN"], Compare::All),
    // Bytecode output options: a signed decimal version (checked when
    // writing), required value, boolean flags.
    (&["--emit-bytecode-version=abc", "IN"], Compare::All),
    (&["--emit-bytecode-version=0x3", "IN"], Compare::All),
    (&["--emit-bytecode-version=", "IN"], Compare::All),
    (&["--emit-bytecode-version=-2", "--emit-bytecode", "IN"], Compare::All),
    (&["--emit-bytecode-version=2", "IN"], Compare::All),
    (&["--emit-bytecode-version"], Compare::All),
    (&["--emit-bytecode=false", "--elide-resource-data-from-bytecode", "IN"], Compare::All),
    // Positional arguments and `--`.
    (&["IN", "IN"], Compare::All),
    (&["-"], Compare::All),
    (&["-", "-"], Compare::All),
    (&["--", "IN"], Compare::All),
    (&["--", "--allow-unregistered-dialect"], Compare::All),
    (&["--", "-", "IN"], Compare::All),
    // Options that allow no value, and acting when reached.
    (&["--help=foo", "IN"], Compare::All),
    (&["--help=false", "IN"], Compare::All),
    (&["-h=1", "IN"], Compare::All),
    (&["--version=1", "IN"], Compare::All),
    (&["--help"], Compare::Help),
    (&["-help"], Compare::Help),
    (&["-h"], Compare::Help),
    (&["-hx"], Compare::Help),
    (&["--verify-each=x", "--help"], Compare::Help),
    (&["--help", "--version"], Compare::Help),
    (&["--version"], Compare::Version),
    (&["-version"], Compare::Version),
    (&["--version", "--help"], Compare::Version),
    (&["--verify-each=x", "--version", "--csex"], Compare::Version),
    (&["IN", "IN", "--version"], Compare::Version),
];

/// A small valid input: an unregistered operation in the generic form
/// with a location, so that flags change what is printed.
const INPUT: &str = "\"t.op\"() {k = dense<[1, 2, 3]> : tensor<3xi32>} : () -> () loc(\"here\")\n// -----\n\"t.other\"() ({\n  \"t.inner\"() : () -> ()\n}) : () -> ()\n";

/// An input whose diagnostics are not all expected.
const UNEXPECTED: &str = "// expected-error @+1 {{no such message}}\n\"nope.first\"() : () -> ()\n";

/// Runs `exe` as `tool` with `args` (with `IN`/`OUT`/`UNEXPECTED`
/// replaced) in `dir`.
fn run(exe: &Path, dir: &Path, args: &[&str]) -> Output {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.replace("UNEXPECTED", "unexpected.mlir").replace("IN", "input.mlir").replace("OUT", "out.mlir"))
        .collect();
    let _ = std::fs::remove_file(dir.join("out.mlir"));
    Command::new(exe).arg0("tool").args(&args).current_dir(dir).stdin(Stdio::null()).output().expect("run the tool")
}

#[test]
fn command_line_matches_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        let msg = "mlir-opt (Debian mlir-22-tools) is not installed: the command line cannot be compared with upstream";
        assert!(
            std::env::var_os("OXMLIR_ALLOW_NO_UPSTREAM").is_some(),
            "{msg}; set OXMLIR_ALLOW_NO_UPSTREAM=1 to skip"
        );
        eprintln!("\n{}\nWARNING: {msg}. Skipped.\n{}\n", "!".repeat(78), "!".repeat(78));
        return;
    }
    let ours = build_opt();
    let dir = std::env::temp_dir().join(format!("oxmlir-opt-args-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("input.mlir"), INPUT).unwrap();
    std::fs::write(dir.join("unexpected.mlir"), UNEXPECTED).unwrap();
    let mut failures = Vec::new();
    for (args, compare) in CASES {
        let theirs = run(Path::new(MLIR_OPT), &dir, args);
        let their_file = std::fs::read(dir.join("out.mlir")).ok();
        let mine = run(&ours, &dir, args);
        let my_file = std::fs::read(dir.join("out.mlir")).ok();
        let same = theirs.status.code() == mine.status.code()
            && theirs.stderr == mine.stderr
            && their_file == my_file
            && match compare {
                Compare::All => theirs.stdout == mine.stdout,
                Compare::Help => mine.stdout.starts_with(b"OVERVIEW: ") && theirs.stdout.starts_with(b"OVERVIEW: "),
                Compare::Version => {
                    String::from_utf8_lossy(&mine.stdout).lines().next().is_some_and(|l| l.contains(" version "))
                        && String::from_utf8_lossy(&theirs.stdout)
                            .lines()
                            .next()
                            .is_some_and(|l| l.contains(" version "))
                }
            };
        if !same {
            failures.push(format!("{args:?}\n=== mlir-opt: {}=== oxmlir-opt: {}", describe(&theirs), describe(&mine)));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

/// `--version` names our version and the MLIR release we follow, in the
/// layout of LLVM's version printer.
#[test]
fn version_text() {
    let out = Command::new(build_opt()).arg("--version").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let first = format!("oxmlir version {}\n  Follows MLIR version 22.1", env!("CARGO_PKG_VERSION"));
    assert!(text.starts_with(&first), "{text}");
    assert!(text.ends_with(" build.\n"), "{text}");
}

/// `--help` lists every option of the tool and every registered pass, with
/// descriptions in one column (`" - "` at the same position on every
/// option line, as LLVM aligns them).
#[test]
fn help_layout() {
    let out = Command::new(build_opt()).arg0("tool").arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(text.starts_with("OVERVIEW: "), "{text}");
    assert!(text.contains("\nUSAGE: tool [options] <input file>\n\nOPTIONS:\n\nGeneral options:\n\n"), "{text}");
    assert!(text.contains("\nGeneric Options:\n\n"), "{text}");
    for flag in [
        "--allow-unregistered-dialect ",
        "-o <filename> ",
        "--split-input-file[=<string>] ",
        "--mlir-print-ir-before=<pass-arg> ",
        "--verify-diagnostics=<value> ",
        "    =only-expected ",
        "--version ",
        "      --cse ",
        "        --max-iterations=<long> ",
    ] {
        assert!(text.contains(flag), "{flag:?} missing from\n{text}");
    }
    // The description column: `-o`'s and `--help`'s ` - ` line up; the
    // `[=<...>]` form and enumeration cases are shifted as LLVM shifts
    // them.
    let column = |prefix: &str| {
        let line = text.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}"));
        line.find(" - ").unwrap()
    };
    let c = column("  -o <filename>");
    assert_eq!(column("  --help "), c);
    assert_eq!(column("  --allow-unregistered-dialect "), c);
    assert_eq!(column("      --cse "), c);
    assert_eq!(column("  --split-input-file"), c + 2);
}
