//! The README's C quick-start compiles exactly as written (against our
//! headers and library) and prints what the README says it prints.

mod support;

use std::process::Command;

use support::cprog::{self, root, target_dir};

/// The contents of the first fenced block of `lang` after `after`.
fn block(readme: &str, lang: &str, after: usize) -> (String, usize) {
    let fence = format!("```{lang}\n");
    let start = readme[after..].find(&fence).map(|i| after + i + fence.len()).expect("fenced block");
    let end = readme[start..].find("```").map(|i| start + i).expect("closing fence");
    (readme[start..end].to_string(), end)
}

#[test]
fn readme_c_quickstart_compiles_and_prints_what_it_says() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let quick = readme.find("## C quick-start").expect("quick-start section");
    let (code, end) = block(&readme, "c", quick);
    let (expected, _) = block(&readme, "mlir", end);
    let dir = target_dir().join("readme");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("hello.c"), code).unwrap();
    let lib = cprog::build_library();
    // The README's command, with the library of this build profile.
    let o = Command::new("gcc")
        .current_dir(&dir)
        .args(["hello.c", "-Wall", "-Wextra", "-Werror"])
        .arg(format!("-I{}", root().join("include").display()))
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm", "-o", "hello"])
        .output()
        .unwrap();
    assert!(o.status.success(), "quick-start does not compile:\n{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(dir.join("hello")).output().unwrap();
    assert!(run.status.success());
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
}

#[test]
fn readme_opt_example_prints_what_it_says() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let at = readme.find("For example, with the func, arith and scf dialects").expect("oxmlir-opt example");
    let (script, end) = block(&readme, "sh", at);
    let (expected, _) = block(&readme, "mlir", end);
    // The example's commands, run where `target/release/oxmlir-opt` is the
    // binary of this build.
    let release = !cfg!(debug_assertions);
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut build = Command::new(cargo);
    build.current_dir(root()).args(["build", "-q", "-p", "oxmlir-opt"]);
    if release {
        build.arg("--release");
    }
    assert!(build.status().unwrap().success());
    let exe = target_dir().join(if release { "release" } else { "debug" }).join("oxmlir-opt");
    let dir = target_dir().join("readme-opt");
    let bin = dir.join("target/release");
    std::fs::create_dir_all(&bin).unwrap();
    let link = bin.join("oxmlir-opt");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&exe, &link).unwrap();
    let run = Command::new("bash").current_dir(&dir).args(["-euc", &script]).output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
}
