//! One run of the tool: read, split, then for each chunk parse, verify,
//! run the passes (see [`crate::passes`]) and print.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};

use oxmlir_ir::attrs::resources::FallbackResources;
use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::print::{Out, PrintFlags};
use oxmlir_ir::Context;
use oxmlir_parser::ParseOptions;
use oxmlir_pass::instrument::timing::{Timing, TimingDisplay};

use crate::args::Options;
use crate::expected::{scan, Verifier};
use crate::render::{render, Source};

/// Splits `text` into chunk ranges at lines holding `marker`, as upstream's
/// `splitAndProcessBuffer` (near misses — the marker without its last two
/// characters — are reported as warnings and do not split).
fn split(marker: &[u8], src: &Source, warnings: &mut Vec<u8>) -> Vec<(usize, usize)> {
    let text = &src.text.bytes[..];
    let check = 2.min(marker.len());
    let prefix = &marker[..marker.len() - check];
    let suffix = &marker[marker.len() - check..];
    // Raw pieces separated by `prefix`.
    let mut raw: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    let mut i = 0;
    if !prefix.is_empty() {
        while i + prefix.len() <= text.len() {
            if &text[i..i + prefix.len()] == prefix {
                raw.push((start, i));
                i += prefix.len();
                start = i;
            } else {
                i += 1;
            }
        }
    }
    raw.push((start, text.len()));
    let mut chunks = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in raw {
        // As upstream, an empty chunk so far (the text starts with the
        // marker's prefix) is replaced by the next piece as it is, its
        // suffix unchecked.
        let Some((ps, pe)) = prev.filter(|&(ps, pe)| pe > ps) else {
            prev = Some((s, e));
            continue;
        };
        let piece = &text[s..e];
        let expected = piece.starts_with(suffix) && piece.len() > check && piece[check] != b'0';
        if expected {
            chunks.push((ps, pe));
            prev = Some((s + check, e));
        } else {
            let (line, col) = src.text.line_col(s);
            warnings.extend_from_slice(&src.name);
            warnings.extend_from_slice(format!(":{line}:{col}: warning: near miss with file split marker\n").as_bytes());
            warnings.extend_from_slice(&src.text.echo(s, 0));
            prev = Some((ps, e));
        }
        let _ = pe;
    }
    // An empty last chunk is dropped (an empty input gives no chunk).
    if let Some((ps, pe)) = prev.filter(|&(ps, pe)| pe > ps) {
        chunks.push((ps, pe));
    }
    chunks
}

/// Writes bytes to stderr (diagnostics echo source lines as they are,
/// valid UTF-8 or not).
fn eprint_bytes(b: &[u8]) {
    let _ = std::io::stderr().lock().write_all(b);
}

/// Runs the tool; returns the exit code.
pub fn run(o: &Options) -> i32 {
    let (name, text) = if o.input == "-" {
        let mut buf = Vec::new();
        if std::io::stdin().read_to_end(&mut buf).is_err() {
            eprintln!("cannot read standard input");
            return 1;
        }
        (b"<stdin>".to_vec(), buf)
    } else {
        match std::fs::read(&o.input) {
            Ok(t) => (o.input.as_bytes().to_vec(), t),
            Err(e) => {
                eprintln!("cannot open input file '{}': {}", o.input, io_message(&e));
                return 1;
            }
        }
    };
    // As mlir-opt: the output file is opened (created or truncated) before
    // anything is processed, and removed again when the run fails.
    let mut out_file = None;
    if o.output != "-" {
        match std::fs::File::create(&o.output) {
            Ok(f) => out_file = Some(f),
            Err(e) => {
                eprintln!("cannot open output file '{}': {}", o.output, io_message(&e));
                return 1;
            }
        }
    }
    let src = Arc::new(Source::new(name, text));
    let mut warnings = Vec::new();
    let chunks = match &o.split_marker {
        Some(m) => split(m.as_bytes(), &src, &mut warnings),
        None => vec![(0, src.text.bytes.len())],
    };
    eprint_bytes(&warnings);
    // The annotations are read (and malformed `-re` patterns reported)
    // before anything is processed, with or without
    // `--verify-diagnostics`.
    let (expected, scan_errors) = scan(&src);
    eprint_bytes(&scan_errors);
    let mut expected = Some(expected);
    let verifier = o
        .verify_diagnostics
        .then(|| Arc::new(Mutex::new(Verifier::new(expected.take().unwrap_or_default(), !scan_errors.is_empty(), o.verify_only_expected))));
    let mut failed = false;
    let mut irdl_failed = false;
    let mut output: Vec<u8> = Vec::new();
    for (k, &(start, end)) in chunks.iter().enumerate() {
        if k > 0 {
            output.extend_from_slice(o.output_marker.as_bytes());
            output.push(b'\n');
        }
        let cx = match Context::try_new(&oxmlir_ir::dialects::all_dialects(), !o.disable_threading) {
            Ok(cx) => cx,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        };
        // mlir-opt's printing options are the defaults of every
        // `OpPrintingFlags`, including those diagnostics print with.
        cx.set_diagnostic_print_flags(print_flags(o));
        let handler_src = src.clone();
        let handler_verifier = verifier.clone();
        cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
            match &handler_verifier {
                Some(v) => {
                    let mut v = v.lock().unwrap_or_else(|e| e.into_inner());
                    let mut all = vec![(d.loc.0, d.severity, d.message.clone())];
                    all.extend(d.notes.iter().map(|n| (n.loc.0, n.severity, n.message.clone())));
                    for (loc, sev, msg) in all {
                        if let Some(text) = v.process(cx, &handler_src, loc, sev, &msg) {
                            eprint_bytes(&text);
                        }
                    }
                }
                None => eprint_bytes(&render(cx, &handler_src, d)),
            }
            true
        }));
        // As mlir-opt, the IRDL file is loaded into each chunk's context
        // before the command line's dialect options apply (with the
        // diagnostic verifier already listening); a chunk whose file fails
        // prints nothing.
        if let Some(file) = &o.irdl_file {
            if load_irdl(&cx, file, o.verify_diagnostics).is_err() {
                // A chunk that fails this way fails the run even when
                // diagnostics are checked.
                irdl_failed = true;
                continue;
            }
        }
        cx.set_allow_unregistered_dialects(o.allow_unregistered);
        // As mlir-opt: operations are not printed in diagnostics being
        // checked against annotations.
        cx.set_print_op_on_diagnostic(!o.verify_diagnostics);
        // As mlir-opt, each chunk has its own timing report, printed when
        // the chunk is done (also when it failed).
        let timing = o.timing.then(|| Arc::new(Timing::new(if o.timing_list { TimingDisplay::List } else { TimingDisplay::Tree })));
        if let Some(t) = &timing {
            t.start("Parser");
        }
        // As mlir-opt 22: a bytecode file is read whole for each chunk
        // (its reader takes the main buffer, not the chunk).
        let whole_bytecode = oxmlir_parser::bytecode::is_bytecode(&src.text.bytes);
        let (text, start) = if whole_bytecode { (&src.text.bytes[..], 0) } else { (&src.text.bytes[..end], start) };
        let mut ir = cx.ir_mut();
        // As mlir-opt: external resources nothing claims are kept and
        // printed back instead of being dropped with a warning.
        let fallback = FallbackResources::new();
        let opts = ParseOptions { fallback_resources: Some(&fallback), ..ParseOptions::default() };
        let parsed = if o.no_implicit_module {
            oxmlir_parser::parse_operation_chunk(&cx, &mut ir, text, start, &src.name, opts)
        } else {
            oxmlir_parser::parse_module_chunk(&cx, &mut ir, text, start, &src.name, opts)
        };
        drop(ir);
        if let Some(t) = &timing {
            t.stop();
        }
        match parsed {
            Some(module) => {
                if run_passes(o, &cx, module, timing.as_ref()).is_ok() {
                    if let Some(t) = &timing {
                        t.start("Output");
                    }
                    let ir = cx.ir();
                    if o.emit_bytecode {
                        // As mlir-opt: the chunk's bytecode, with no newline.
                        let config = oxmlir_parser::bytecode::WriterConfig {
                            version: o.emit_bytecode_version.unwrap_or(oxmlir_parser::bytecode::VERSION as i64),
                            elide_resource_data: o.elide_resource_data,
                            external_resources: Some(&fallback),
                            ..Default::default()
                        };
                        match oxmlir_parser::bytecode::write(&cx, &ir, module, &config) {
                            Some(bytes) => output.extend_from_slice(&bytes),
                            None => failed = true,
                        }
                    } else if o.emit_bytecode_version.is_some() {
                        cx.emit_error(cx.unknown_loc(), "bytecode version while not emitting bytecode");
                        failed = true;
                    } else {
                        let flags = print_flags(o);
                        let _ = oxmlir_ir::print::print_op_with_external_resources(
                            &cx,
                            &ir,
                            module,
                            &flags,
                            &fallback,
                            Out::sink(&mut |b: &[u8]| output.extend_from_slice(b)),
                        );
                        output.push(b'\n');
                    }
                    if let Some(t) = &timing {
                        t.stop();
                    }
                } else {
                    failed = true;
                }
                let _ = cx.ir_mut().erase_op(module);
            }
            None => failed = true,
        }
        if let Some(t) = &timing {
            eprint!("{}", t.report());
        }
    }
    if let Some(v) = &verifier {
        let mut v = v.lock().unwrap_or_else(|e| e.into_inner());
        let text = v.finish(&src, true);
        eprint_bytes(&text);
        failed = v.failed || irdl_failed;
    } else {
        // mlir-opt 22 reports every `expected-*` annotation as not produced
        // even without `--verify-diagnostics` (its exit code is unaffected);
        // we do the same so that the two tools' outputs match.
        let mut v = Verifier::new(expected.take().unwrap_or_default(), false, o.verify_only_expected);
        eprint_bytes(&v.finish(&src, false));
        failed |= irdl_failed;
    }
    let write = match out_file {
        None => {
            let mut so = std::io::stdout().lock();
            so.write_all(&output).and_then(|_| so.flush())
        }
        Some(_) if failed => {
            // As LLVM, only a regular file (or a link) is removed: never
            // `/dev/null` or another device.
            let removable = std::fs::symlink_metadata(&o.output).is_ok_and(|m| m.file_type().is_file() || m.file_type().is_symlink());
            if removable {
                let _ = std::fs::remove_file(&o.output);
            }
            return 1;
        }
        Some(mut f) => f.write_all(&output).and_then(|_| f.flush()),
    };
    if let Err(e) = write {
        eprintln!("cannot write output file '{}': {}", o.output, io_message(&e));
        return 1;
    }
    i32::from(failed)
}

/// An I/O error message as LLVM prints it.
/// Parses `file` and loads the dialects its `irdl.dialect` operations
/// define (mlir-opt's `loadIRDLDialects`), reporting errors against the
/// file's own text. A file that cannot be read is reported at an unknown
/// location: to the diagnostic verifier when `checked`, else (as upstream,
/// whose handler is not installed yet) straight to stderr.
fn load_irdl(cx: &Context, file: &str, checked: bool) -> Result<(), ()> {
    let text = match std::fs::read(file) {
        Ok(t) => t,
        Err(e) => {
            let message = format!("cannot open input file '{file}': {}", io_message(&e));
            if checked {
                cx.emit_error(cx.unknown_loc(), message);
            } else {
                eprintln!("error: {message}");
            }
            return Err(());
        }
    };
    let src = Arc::new(Source::new(file.as_bytes().to_vec(), text));
    let handler_src = src.clone();
    let id = cx.diagnostics.attach(Arc::new(move |cx: &Context, d: &Diagnostic| {
        eprint_bytes(&render(cx, &handler_src, d));
        true
    }));
    let mut ir = cx.ir_mut();
    let r = match oxmlir_parser::parse_module(cx, &mut ir, &src.text.bytes, &src.name, ParseOptions::default()) {
        Some(module) => {
            let r = oxmlir_ir::dialects::irdl::load_irdl_dialects(cx, &ir, module);
            let _ = ir.erase_op(module);
            r
        }
        None => Err(()),
    };
    drop(ir);
    cx.diagnostics.detach(id);
    r
}

fn io_message(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            s.split(" (os error").next().unwrap_or(&s).to_string()
        }
    }
}

/// Builds the chunk's pass manager and runs it on `op` (the chunk's
/// top-level operation); `Err(())` once a problem was reported.
fn run_passes(o: &Options, cx: &Context, op: oxmlir_ir::OpId, timing: Option<&Arc<Timing>>) -> Result<(), ()> {
    let anchor = {
        let ir = cx.ir();
        let name = ir.op_name(op).map_err(|_| ())?;
        cx.op_name_str(name).to_string()
    };
    let mut pm = crate::passes::build(o, cx, &anchor, timing)?;
    pm.run(cx, op)
}

/// The printing flags the command line asks for.
pub fn print_flags(o: &Options) -> PrintFlags {
    PrintFlags { generic: o.generic, debug_info: o.debug_info, local_scope: o.local_scope, ..o.print.clone() }
}
