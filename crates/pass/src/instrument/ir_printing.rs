//! Printing the IR before and after passes (`--mlir-print-ir-*`,
//! `mlirPassManagerEnableIRPrinting`), as upstream's `IRPrinterInstrumentation`:
//!
//! ```text
//! // -----// IR Dump Before CSE (cse) //----- //
//! func.func @f() { ... }
//!
//! ```
//!
//! With module scope, the header names the operation
//! (`('func.func' operation: @f)`) and the whole top-level operation is
//! printed. Nested pipelines are never printed themselves.

use std::hash::{Hash, Hasher};
use std::sync::Mutex;

use hashbrown::HashMap;
use oxmlir_ir::ir::{walk, WalkOrder, WalkResult};
use oxmlir_ir::print::PrintFlags;
use oxmlir_ir::{Context, Ir, OpId};

use super::{Instrumentation, Running};
use crate::pass::Pass;

/// Which passes a dump applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassFilter {
    /// None.
    None,
    /// Every pass.
    All,
    /// The passes with these arguments.
    Args(Vec<String>),
}

impl PassFilter {
    fn selects(&self, p: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Args(args) => args.iter().any(|a| a == p.argument()),
        }
    }
}

pub use super::Sink;

/// What to print, when, and how.
#[derive(Clone)]
pub struct IrPrintingConfig {
    /// Passes to print the IR before.
    pub before: PassFilter,
    /// Passes to print the IR after.
    pub after: PassFilter,
    /// Print the whole top-level operation, not just the pass's.
    pub module_scope: bool,
    /// Print after a pass only when it changed the IR.
    pub after_only_on_change: bool,
    /// Print after a pass only when it failed.
    pub after_only_on_failure: bool,
    /// How to print operations.
    pub flags: PrintFlags,
    /// Where to write (standard error when `None`).
    pub sink: Option<Sink>,
    /// Write each dump to its own file in a tree under this directory
    /// instead (upstream's `--mlir-print-ir-tree-dir`): one directory per
    /// enclosing operation (`<op_name>_<symbol or no-symbol-name>`), files
    /// named by the dump counters of the operation and its ancestors and
    /// the pass argument (`0_1_cse.mlir`).
    pub tree_dir: Option<std::path::PathBuf>,
}

impl Default for IrPrintingConfig {
    fn default() -> Self {
        IrPrintingConfig {
            before: PassFilter::None,
            after: PassFilter::None,
            module_scope: false,
            after_only_on_change: false,
            after_only_on_failure: false,
            flags: PrintFlags::default(),
            sink: None,
            tree_dir: None,
        }
    }
}

/// The IR printing instrumentation.
pub struct IrPrinting {
    config: IrPrintingConfig,
    /// Fingerprints taken before passes, by pass address and operation.
    fingerprints: Mutex<HashMap<(usize, OpId), u64>>,
    /// Dumps made of each operation (for the file tree).
    counters: Mutex<HashMap<OpId, u32>>,
}

impl IrPrinting {
    /// An instrumentation printing as `config` says.
    pub fn new(config: IrPrintingConfig) -> Self {
        IrPrinting { config, fingerprints: Mutex::new(HashMap::new()), counters: Mutex::new(HashMap::new()) }
    }

    fn dump(&self, cx: &Context, op: OpId, p: &dyn Pass, header: &str) {
        let mut text = String::from(header);
        {
            let ir = cx.ir();
            text.push_str(&self.tail(cx, &ir, op));
        }
        text.push_str("\n\n");
        if let Some(dir) = &self.config.tree_dir {
            self.dump_to_tree(cx, dir, op, p.argument(), &text);
            return;
        }
        super::write_report(&self.config.sink, &text);
    }

    /// Writes a dump to its file in the tree under `dir`; a directory or
    /// file that cannot be made is reported on standard error, as upstream.
    fn dump_to_tree(&self, cx: &Context, dir: &std::path::Path, op: OpId, argument: &str, text: &str) {
        let mut chain = Vec::new();
        {
            let ir = cx.ir();
            let mut counters = self.counters.lock().unwrap_or_else(|e| e.into_inner());
            // The operation's counter advances (starting at 0); its
            // ancestors' counters are read (0 if they were never dumped).
            counters.entry(op).and_modify(|c| *c += 1).or_insert(0);
            let mut cur = Some(op);
            while let Some(o) = cur {
                let name = ir.op_name(o).map(|n| cx.op_name_str(n).replace('.', "_")).unwrap_or_default();
                let sym = match ir.op_attr_by_name(cx, o, b"sym_name") {
                    Ok(Some(a)) => match cx.try_attr_data(a) {
                        Some(oxmlir_ir::AttrData::String { value, .. }) => {
                            String::from_utf8_lossy(value).replace(['/', '\\'], "_")
                        }
                        _ => "no-symbol-name".to_string(),
                    },
                    _ => "no-symbol-name".to_string(),
                };
                let count = *counters.entry(o).or_insert(0);
                chain.push((format!("{name}_{sym}"), count));
                cur = ir.op_parent(o).ok().flatten();
            }
        }
        chain.reverse();
        let mut path = dir.to_path_buf();
        let mut ok = make_dir(&path);
        for (d, _) in &chain {
            path.push(d);
            ok = ok && make_dir(&path);
        }
        if !ok {
            return;
        }
        let counts: Vec<String> = chain.iter().map(|(_, c)| c.to_string()).collect();
        path.push(format!("{}_{argument}.mlir", counts.join("_")));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("Error opening output file {}: {e}", path.display());
        }
    }

    /// The end of the header and the printed operation.
    fn tail(&self, cx: &Context, ir: &Ir, op: OpId) -> String {
        let mut flags = self.config.flags.clone();
        if !self.config.module_scope {
            if ir.op_block(op).ok().flatten().is_some() {
                flags.local_scope = true;
            }
            let text = oxmlir_ir::print::op_to_string(cx, ir, op, &flags).unwrap_or_default();
            return format!(" //----- //\n{text}");
        }
        let name = ir.op_name(op).map(|n| cx.op_name_str(n).to_string()).unwrap_or_default();
        let mut out = format!(" ('{name}' operation");
        if let Ok(Some(sym)) = ir.op_attr_by_name(cx, op, b"sym_name") {
            if let Some(oxmlir_ir::AttrData::String { value, .. }) = cx.try_attr_data(sym) {
                out.push_str(": @");
                out.push_str(&String::from_utf8_lossy(value));
            }
        }
        out.push_str(") //----- //\n");
        let mut top = op;
        while let Ok(Some(parent)) = ir.op_parent(top) {
            top = parent;
        }
        out.push_str(&oxmlir_ir::print::op_to_string(cx, ir, top, &flags).unwrap_or_default());
        out
    }
}

/// Makes directory `path` if needed; reports a failure on standard error.
fn make_dir(path: &std::path::Path) -> bool {
    match std::fs::create_dir(path) {
        Ok(()) => true,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && path.is_dir() => true,
        Err(e) => {
            eprintln!("Error while creating directory {}: {e}", path.display());
            false
        }
    }
}

fn header(when: &str, p: &dyn Pass, failed: bool) -> String {
    let failed = if failed { " Failed" } else { "" };
    format!("// -----// IR Dump {when} {}{failed} ({})", p.name(), p.argument())
}

impl Instrumentation for IrPrinting {
    fn before_pass(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let Running::Pass(p) = what else { return };
        if self.config.after_only_on_change && self.config.after.selects(p) {
            let fp = fingerprint(cx, op);
            let key = (p as *const dyn Pass as *const () as usize, op);
            self.fingerprints.lock().unwrap_or_else(|e| e.into_inner()).insert(key, fp);
        }
        if self.config.before.selects(p) {
            self.dump(cx, op, p, &header("Before", p, false));
        }
    }

    fn after_pass(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let Running::Pass(p) = what else { return };
        let key = (p as *const dyn Pass as *const () as usize, op);
        let before = self.fingerprints.lock().unwrap_or_else(|e| e.into_inner()).remove(&key);
        if self.config.after_only_on_failure || !self.config.after.selects(p) {
            return;
        }
        if self.config.after_only_on_change && before == Some(fingerprint(cx, op)) {
            return;
        }
        self.dump(cx, op, p, &header("After", p, false));
    }

    fn after_pass_failed(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let Running::Pass(p) = what else { return };
        let key = (p as *const dyn Pass as *const () as usize, op);
        self.fingerprints.lock().unwrap_or_else(|e| e.into_inner()).remove(&key);
        if self.config.after.selects(p) {
            self.dump(cx, op, p, &header("After", p, true));
        }
    }
}

/// A hash of everything about `op` and what is nested in it that a pass
/// may change (upstream's `OperationFingerPrint`): identities, names,
/// locations, attributes, operands, result types, successors, blocks.
pub fn fingerprint(cx: &Context, op: OpId) -> u64 {
    let ir = cx.ir();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    walk(&*ir, op, WalkOrder::PreOrder, &mut |o| {
        hash_op(cx, &ir, o, &mut h);
        WalkResult::Advance
    });
    h.finish()
}

fn hash_op(cx: &Context, ir: &Ir, o: OpId, h: &mut impl Hasher) {
    o.hash(h);
    if let Ok(n) = ir.op_name(o) {
        n.hash(h);
    }
    if let Ok(l) = ir.op_loc(o) {
        l.hash(h);
    }
    if let Ok(attrs) = ir.op_attrs(cx, o) {
        attrs.hash(h);
    }
    ir.op_properties(o).ok().flatten().hash(h);
    for i in 0..ir.op_num_operands(o).unwrap_or(0) {
        ir.op_operand(o, i).ok().flatten().hash(h);
    }
    for i in 0..ir.op_num_results(o).unwrap_or(0) {
        if let Ok(v) = ir.op_result(o, i) {
            ir.value_type(v).ok().hash(h);
        }
    }
    for i in 0..ir.op_num_successors(o).unwrap_or(0) {
        ir.op_successor(o, i).ok().flatten().hash(h);
    }
    for r in 0..ir.op_num_regions(o).unwrap_or(0) {
        let Ok(region) = ir.op_region(o, r) else { continue };
        let mut block = ir.region_first_block(region).ok().flatten();
        while let Some(b) = block {
            b.hash(h);
            for i in 0..ir.block_num_args(b).unwrap_or(0) {
                if let Ok(v) = ir.block_arg(b, i) {
                    ir.value_type(v).ok().hash(h);
                    ir.value_loc(v).ok().hash(h);
                }
            }
            block = ir.block_next(b).ok().flatten();
        }
    }
}
