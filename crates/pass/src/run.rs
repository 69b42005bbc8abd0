//! Running a pass manager on an operation (upstream's `PassManager::run`
//! and `OpToOpPassAdaptor`): anchor checks, merging of nested pipelines,
//! dependent dialects, initialization, then each pass in turn with the
//! verifier after it; nested pipelines run on the operations directly
//! nested in their parent's.
//!
//! No borrow of the IR is held while a pass runs: a pass (a C callback
//! among them) takes its own.

use std::sync::{Arc, Mutex};

use oxmlir_ir::ir::parallel::in_parallel_section;

use oxmlir_ir::diagnostics::{op_op_error, Diagnostic};
use oxmlir_ir::{Context, Location, OpId};

use crate::analysis::{AnalysisMap, PreservedAnalyses};
use crate::instrument::{Instrumentation, Running};
use crate::manager::{Entry, PassManager, PmId, PmNode};
use oxmlir_ir::registry::Traits;
use crate::pass::PassState;
use crate::statistics;

/// What every step of a run needs.
struct Run<'a> {
    cx: &'a Context,
    verify: bool,
    inst: Vec<Arc<dyn Instrumentation>>,
}

impl PassManager {
    /// Runs the pipeline on `op`, reporting problems through the context's
    /// diagnostics. Fails if `op` is not of the manager's anchor, a pass
    /// cannot run where it is placed, a pass fails, or the IR does not
    /// verify after a pass.
    ///
    /// The caller must not hold a borrow of the context's IR.
    pub fn run(&mut self, cx: &Context, op: OpId) -> Result<(), ()> {
        let Some((name, loc)) = op_name_loc(cx, op) else { return Err(()) };
        if let Some(anchor) = self.nodes[0].anchor.as_deref() {
            if anchor != name {
                cx.emit(Diagnostic::error(loc, format!("can't run '{anchor}' pass manager on '{name}' op")));
                return Err(());
            }
        }
        let root = self.root();
        if let Err(message) = self.finalize(cx, root) {
            cx.emit(Diagnostic::error(cx.unknown_loc(), message));
            return Err(());
        }
        let mut dialects = Vec::new();
        self.for_each_pass(root, &mut |p| dialects.extend(p.dependent_dialects()));
        for d in dialects {
            cx.load_dialect(d);
        }
        if self.needs_init {
            self.initialize(cx, root)?;
            self.needs_init = false;
        }
        let run = Run { cx, verify: self.verify, inst: self.instrumentations.clone() };
        let mut am = AnalysisMap::default();
        let result = self.run_pipeline(&run, root, op, &mut am);
        if let Some(display) = self.statistics {
            statistics::print(self, display);
        }
        result
    }

    /// Initializes every pass of `pm` (upstream's `OpPassManager::initialize`).
    fn initialize(&mut self, cx: &Context, pm: PmId) -> Result<(), ()> {
        let mut entries = std::mem::take(&mut self.nodes[pm.0].entries);
        let mut result = Ok(());
        for e in &mut entries {
            result = match e {
                Entry::Pass(p) => p.initialize(cx),
                Entry::Adaptor(mgrs) => mgrs.clone().into_iter().try_for_each(|m| self.initialize(cx, m)),
            };
            if result.is_err() {
                break;
            }
        }
        self.nodes[pm.0].entries = entries;
        result
    }

    /// Runs the pipeline of `pm` on `op` (upstream's `runPipeline`).
    fn run_pipeline(&mut self, run: &Run<'_>, pm: PmId, op: OpId, am: &mut AnalysisMap) -> Result<(), ()> {
        let mut entries = std::mem::take(&mut self.nodes[pm.0].entries);
        let mut result = Ok(());
        for e in &mut entries {
            if self.run_entry(run, e, op, am).is_err() {
                result = Err(());
                break;
            }
        }
        self.nodes[pm.0].entries = entries;
        result
    }

    /// Runs one element of a pipeline on `op` (upstream's
    /// `OpToOpPassAdaptor::run`).
    fn run_entry(&mut self, run: &Run<'_>, e: &mut Entry, op: OpId, am: &mut AnalysisMap) -> Result<(), ()> {
        let cx = run.cx;
        let Some(op_name) = cx.try_ir().and_then(|ir| ir.op_name(op).ok()) else { return Err(()) };
        let name = cx.op_name_str(op_name);
        let def = cx.op_name_info(op_name).def();
        let problem = match def {
            None => Some("trying to schedule a pass on an unregistered operation".to_string()),
            Some(d) if !d.traits.has(Traits::ISOLATED_FROM_ABOVE) => {
                Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'".to_string())
            }
            Some(_) => match e {
                Entry::Pass(p) if !p.can_schedule_on(cx, name) => {
                    Some(format!("trying to schedule pass '{}' on an unsupported operation", p.name()))
                }
                _ => None,
            },
        };
        if let Some(message) = problem {
            let diag = op_op_error(cx, &cx.ir(), op, message);
            cx.emit(diag);
            return Err(());
        }
        let anchors: Vec<String> = match e {
            Entry::Adaptor(mgrs) if !run.inst.is_empty() => mgrs.iter().map(|m| self.anchor(*m).to_string()).collect(),
            _ => Vec::new(),
        };
        fn running<'e>(e: &'e Entry, anchors: &'e [String]) -> Running<'e> {
            match e {
                Entry::Pass(p) => Running::Pass(&**p),
                Entry::Adaptor(_) => Running::Pipelines(anchors),
            }
        }
        for i in &run.inst {
            i.before_pass(cx, running(e, &anchors), op);
        }
        let (mut failed, preserved, recursive) = match e {
            Entry::Pass(p) => {
                let mut state = PassState::new(cx, op, am);
                p.run(op, &mut state);
                (state.failed, state.preserved, true)
            }
            Entry::Adaptor(mgrs) => {
                let mgrs = mgrs.clone();
                (self.run_adaptor(run, &mgrs, op, am).is_err(), PreservedAnalyses::none(), false)
            }
        };
        am.invalidate(&preserved);
        if !failed && run.verify && !preserved.is_all() {
            let ir = cx.ir();
            failed = !oxmlir_ir::verify::verify_with(cx, &ir, op, recursive);
            if !failed && recursive {
                // Printing this state next need not verify it again.
                oxmlir_ir::print::note_verified(cx, &ir, op);
            }
        }
        for i in &run.inst {
            if failed {
                i.after_pass_failed(cx, running(e, &anchors), op);
            } else {
                i.after_pass(cx, running(e, &anchors), op);
            }
        }
        if failed {
            Err(())
        } else {
            Ok(())
        }
    }

    /// Runs the nested pipelines `mgrs` on the operations directly nested
    /// in `op`, each on the first manager that can run on it. As upstream,
    /// a failure on one operation does not keep the others from running;
    /// the adaptor fails after all of them ran.
    ///
    /// With the context's multithreading enabled, the operations are
    /// shared out among threads (see [`PassManager::run_parallel`]).
    fn run_adaptor(&mut self, run: &Run<'_>, mgrs: &[PmId], op: OpId, am: &mut AnalysisMap) -> Result<(), ()> {
        let cx = run.cx;
        let work = self.scheduled_children(cx, mgrs, op);
        let threads = (cx.num_threads() as usize).min(work.len());
        let mut parallel_safe = true;
        for &m in mgrs {
            self.for_each_pass(m, &mut |p| parallel_safe &= p.runs_in_parallel());
        }
        if cx.multithreading() && threads > 1 && run.inst.is_empty() && parallel_safe && !in_parallel_section() {
            if let Some(result) = self.run_parallel(run, &work, threads) {
                return result;
            }
        }
        let mut result = Ok(());
        for (child, pm) in work {
            let anchor = if run.inst.is_empty() { String::new() } else { self.anchor(pm).to_string() };
            for i in &run.inst {
                i.before_pipeline(cx, &anchor);
            }
            let mut child_am = am.take_child(child);
            if self.run_pipeline(run, pm, child, &mut child_am).is_err() {
                result = Err(());
            }
            for i in &run.inst {
                i.after_pipeline(cx, &anchor);
            }
        }
        result
    }

    /// Runs the nested pipelines on `work` with `threads` workers, as
    /// upstream's parallel adaptor: each worker runs clones of the passes
    /// on its share of the operations in a parallel section of the IR; the diagnostics of
    /// each operation are collected and delivered afterwards in the
    /// operations' order, so the output is the sequential one. `None` if
    /// the section could not start (the IR is borrowed).
    fn run_parallel(&mut self, run: &Run<'_>, work: &[(OpId, PmId)], threads: usize) -> Option<Result<(), ()>> {
        let cx = run.cx;
        let clones: Vec<Mutex<Option<PassManager>>> =
            (0..threads).map(|_| Mutex::new(Some(self.clone_for_worker()))).collect();
        let roots: Vec<OpId> = work.iter().map(|&(c, _)| c).collect();
        let outcomes = cx
            .parallel_section(&roots, threads, |w, mine| {
                let mut pm = clones[w].lock().unwrap_or_else(|e| e.into_inner()).take().expect("one take per worker");
                let worker_run = Run { cx, verify: run.verify, inst: Vec::new() };
                let mut out = Vec::new();
                for &i in mine {
                    let (child, m) = work[i];
                    let (ok, diags) = cx.with_diagnostics_captured(|| {
                        let mut am = AnalysisMap::default();
                        pm.run_pipeline(&worker_run, m, child, &mut am).is_ok()
                    });
                    out.push((i, ok, diags));
                }
                out
            })
            .ok()?;
        let mut all: Vec<_> = outcomes.into_iter().flatten().collect();
        all.sort_by_key(|(i, _, _)| *i);
        let mut result = Ok(());
        for (_, ok, diags) in all {
            for d in diags {
                cx.emit(d);
            }
            if !ok {
                result = Err(());
            }
        }
        Some(result)
    }

    /// A copy of this manager for a worker thread: the same pipelines with
    /// clones of the passes, no instrumentation.
    fn clone_for_worker(&self) -> PassManager {
        let nodes = self
            .nodes
            .iter()
            .map(|n| PmNode {
                anchor: n.anchor.clone(),
                nesting: n.nesting,
                entries: n
                    .entries
                    .iter()
                    .map(|e| match e {
                        Entry::Pass(p) => Entry::Pass(p.clone_pass()),
                        Entry::Adaptor(m) => Entry::Adaptor(m.clone()),
                    })
                    .collect(),
            })
            .collect();
        PassManager { nodes, verify: self.verify, instrumentations: Vec::new(), statistics: None, needs_init: false }
    }

    /// The operations directly nested in `op` that one of `mgrs` runs on,
    /// in order, each with its manager.
    fn scheduled_children(&self, cx: &Context, mgrs: &[PmId], op: OpId) -> Vec<(OpId, PmId)> {
        let ir = cx.ir();
        ir.child_ops(op)
            .into_iter()
            .filter_map(|c| {
                let name = ir.op_name(c).ok()?;
                mgrs.iter().find(|&&m| self.can_schedule_on_name(cx, m, name)).map(|&pm| (c, pm))
            })
            .collect()
    }
}

/// The name and location of `op`, or `None` if the handle is stale.
fn op_name_loc(cx: &Context, op: OpId) -> Option<(String, Location)> {
    let ir = cx.ir();
    let name = ir.op_name(op).ok()?;
    let loc = ir.op_loc(op).ok()?;
    Some((cx.op_name_str(name).to_string(), loc))
}
