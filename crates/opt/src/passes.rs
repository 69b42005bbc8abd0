//! The passes of a run, as `mlir-opt` sets them up for each input chunk:
//! a pass manager anchored on the top-level operation's name (nesting
//! implicitly), the pipeline from `--pass-pipeline` (which replaces it,
//! anchor included) or from the pass flags, the command line's
//! instrumentation (IR printing, timing, statistics), verification after
//! each pass; and `--list-passes`.
//!
//! Every problem is reported as upstream does: one error diagnostic at an
//! unknown location holding the whole text (`<unknown>:0: error: ...`).

use std::sync::Arc;

use oxmlir_ir::diagnostics::Diagnostic;
use oxmlir_ir::Context;
use oxmlir_pass::instrument::ir_printing::{IrPrinting, IrPrintingConfig, PassFilter};
use oxmlir_pass::instrument::timing::{PassTiming, Timing};
use oxmlir_pass::options::OptionKind;
use oxmlir_pass::{pipeline, registry, Nesting, PassManager, StatisticsDisplay};

use crate::args::Options;

/// Emits `message` as an error at an unknown location.
fn error(cx: &Context, message: impl Into<String>) {
    cx.emit(Diagnostic::error(cx.unknown_loc(), message));
}

/// The pass manager for one chunk whose top-level operation is named
/// `anchor`, or `Err(())` once the problem was reported. `timing`, when
/// given, times every pass (the tool times parsing and printing in the
/// same tree).
pub fn build(o: &Options, cx: &Context, anchor: &str, timing: Option<&Arc<Timing>>) -> Result<PassManager, ()> {
    // As upstream's `applyPassManagerCLOptions`, checked before the
    // pipeline is built.
    if o.print_ir_module_scope && cx.multithreading() {
        error(
            cx,
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
        );
        return Err(());
    }
    let mut pm = PassManager::with_nesting(anchor, Nesting::Implicit);
    if let Some(text) = &o.pass_pipeline {
        if !o.pass_flags.is_empty() {
            error(cx, "'-pass-pipeline' option can't be used with individual pass options");
            return Err(());
        }
        pm = pipeline::parse_pipeline(text).map_err(|e| error(cx, e))?;
    } else {
        let root = pm.root();
        for (arg, options) in &o.pass_flags {
            pipeline::add_registered_pass(&mut pm, root, arg, options).map_err(|e| error(cx, e))?;
        }
    }
    if o.dump_pass_pipeline {
        let root = pm.root();
        eprint!("Pass Manager with {} passes:\n{}\n\n", pm.len(root), pm.pipeline_pretty_text(root));
    }
    pm.enable_verifier(o.verify_each);
    if o.pass_statistics {
        pm.enable_statistics(if o.statistics_list { StatisticsDisplay::List } else { StatisticsDisplay::Pipeline });
    }
    if let Some(config) = ir_printing(o) {
        pm.add_instrumentation(Arc::new(IrPrinting::new(config)));
    }
    if let Some(t) = timing {
        pm.add_instrumentation(Arc::new(PassTiming { timing: t.clone() }));
    }
    Ok(pm)
}

/// The IR printing the `--mlir-print-ir-*` flags ask for, if any.
/// `--mlir-print-ir-after-failure` alone prints after every pass that
/// fails, as upstream.
fn ir_printing(o: &Options) -> Option<IrPrintingConfig> {
    let before = if o.print_ir_before_all {
        PassFilter::All
    } else if !o.print_ir_before.is_empty() {
        PassFilter::Args(o.print_ir_before.clone())
    } else {
        PassFilter::None
    };
    let after = if o.print_ir_after_all || o.print_ir_after_failure {
        PassFilter::All
    } else if !o.print_ir_after.is_empty() {
        PassFilter::Args(o.print_ir_after.clone())
    } else {
        PassFilter::None
    };
    if before == PassFilter::None && after == PassFilter::None {
        return None;
    }
    Some(IrPrintingConfig {
        before,
        after,
        module_scope: o.print_ir_module_scope,
        after_only_on_change: o.print_ir_after_change,
        after_only_on_failure: o.print_ir_after_failure,
        flags: crate::run::print_flags(o),
        sink: None,
        tree_dir: o.print_ir_tree_dir.as_ref().map(std::path::PathBuf::from),
    })
}

/// The name LLVM's option parser gives the values of an option kind
/// (`--label=<string>`); empty for a flag.
pub(crate) fn value_name(kind: &OptionKind) -> &'static str {
    match kind {
        OptionKind::Bool => "",
        OptionKind::Int => "long",
        OptionKind::Unsigned => "uint",
        OptionKind::Str => "string",
        OptionKind::Enum(_) => "value",
    }
}

/// The width LLVM's option parser gives an option in help text: two
/// spaces, the dashes, the name, ` - `, and `=<value>` if it takes one.
pub(crate) fn option_width(name: &str, kind: &OptionKind) -> usize {
    let dashes = if name.len() == 1 { 1 } else { 2 };
    let value = value_name(kind);
    let value = if value.is_empty() { 0 } else { value.len() + 3 };
    2 + dashes + name.len() + 3 + value
}

/// What `--list-passes` prints (upstream's `printRegisteredPasses`): the
/// registered passes sorted by argument, each with its description, then
/// its options sorted by name, the descriptions aligned in one column whose
/// position depends on the widest option of all.
pub fn list_passes() -> String {
    let passes = registry::registered_passes();
    let samples: Vec<_> = passes.iter().map(|p| (p, (p.make)())).collect();
    let width = samples
        .iter()
        .map(|(_, pass)| {
            let widest = pass.options().map_or(0, |o| o.iter().map(|o| option_width(&o.name, &o.kind)).max().unwrap_or(0));
            widest + 2 + 4
        })
        .max()
        .unwrap_or(0);
    let mut out = String::from("Passes:\n");
    for (p, pass) in &samples {
        out.push_str(&format!("  --{:<w$}-   {}\n", p.argument, p.description, w = width.saturating_sub(6)));
        let Some(options) = pass.options() else { continue };
        let mut sorted: Vec<_> = options.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(&b.name));
        for o in sorted {
            let mut head = format!("    --{}", o.name);
            let value = value_name(&o.kind);
            if !value.is_empty() {
                head.push_str(&format!("=<{value}>"));
            }
            let pad = (width - 2).saturating_sub(option_width(&o.name, &o.kind));
            out.push_str(&format!("{head}{} - {}\n", " ".repeat(pad), o.description));
            if let OptionKind::Enum(cases) = &o.kind {
                for (case, description) in cases {
                    let pad = (width - 2).saturating_sub(case.len() + 8);
                    out.push_str(&format!("    ={case}{} -   {description}\n", " ".repeat(pad)));
                }
            }
        }
    }
    out
}
