//! Pass managers: a pipeline of passes anchored on an operation name (or on
//! any operation), with nested pipelines for the operations nested in it
//! (upstream's `OpPassManager` and `OpToOpPassAdaptor`), and the top-level
//! [`PassManager`] that runs them.
//!
//! All the operation pass managers of one [`PassManager`] live in a table
//! inside it and name each other by index ([`PmId`]); an index stays valid
//! for the manager's life, even after nested pipelines are merged when it
//! runs (a merged-away pipeline is left empty and unreachable).

use std::sync::Arc;

use oxmlir_ir::registry::Traits;
use oxmlir_ir::{Context, OpName};

use crate::instrument::Instrumentation;
use crate::pass::Pass;

/// The anchor name of an op-agnostic pass manager.
pub const ANY_OP: &str = "any";

/// Names an operation pass manager inside its [`PassManager`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PmId(pub(crate) usize);

/// Whether adding a pass anchored on another operation nests a pipeline
/// for it implicitly or is an error.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// Nest implicitly.
    Implicit,
    /// Refuse the pass.
    Explicit,
}

/// One element of a pipeline.
pub(crate) enum Entry {
    /// A pass.
    Pass(Box<dyn Pass>),
    /// Nested pipelines, run on the operations directly nested in the
    /// anchor (upstream's `OpToOpPassAdaptor`).
    Adaptor(Vec<PmId>),
}

/// An operation pass manager: its anchor and its passes.
pub(crate) struct PmNode {
    /// The operation name, `None` for any operation.
    pub(crate) anchor: Option<String>,
    pub(crate) nesting: Nesting,
    pub(crate) entries: Vec<Entry>,
}

impl PmNode {
    fn new(anchor: &str, nesting: Nesting) -> Self {
        let anchor = (anchor != ANY_OP).then(|| anchor.to_string());
        PmNode { anchor, nesting, entries: Vec::new() }
    }

    /// The anchor's name (`any` for an op-agnostic manager).
    pub(crate) fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or(ANY_OP)
    }
}

/// How pass statistics are shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// One list per pass, summed over the pipeline.
    List,
    /// Nested as the pipeline is.
    Pipeline,
}

/// A top-level pass manager: a tree of operation pass managers, the
/// verification switch and the instrumentations.
pub struct PassManager {
    pub(crate) nodes: Vec<PmNode>,
    pub(crate) verify: bool,
    pub(crate) instrumentations: Vec<Arc<dyn Instrumentation>>,
    pub(crate) statistics: Option<StatisticsDisplay>,
    /// Whether passes were added or options changed since the passes were
    /// last initialized.
    pub(crate) needs_init: bool,
}

impl PassManager {
    /// A pass manager anchored on operations named `anchor` (`any` for
    /// any operation), nesting explicitly (as upstream's default).
    pub fn new(anchor: &str) -> Self {
        Self::with_nesting(anchor, Nesting::Explicit)
    }

    /// A pass manager with the given nesting behaviour.
    pub fn with_nesting(anchor: &str, nesting: Nesting) -> Self {
        PassManager {
            nodes: vec![PmNode::new(anchor, nesting)],
            verify: true,
            instrumentations: Vec::new(),
            statistics: None,
            needs_init: true,
        }
    }

    /// The top-level operation pass manager.
    pub fn root(&self) -> PmId {
        PmId(0)
    }

    /// The anchor name of pass manager `pm` (`any` if op-agnostic).
    pub fn anchor(&self, pm: PmId) -> &str {
        self.nodes[pm.0].anchor_name()
    }

    /// Whether `pm` names a pass manager of this one.
    pub fn contains(&self, pm: PmId) -> bool {
        pm.0 < self.nodes.len()
    }

    /// Sets how `pm` treats passes anchored on other operations; returns
    /// the previous setting.
    pub fn set_nesting(&mut self, pm: PmId, nesting: Nesting) -> Nesting {
        std::mem::replace(&mut self.nodes[pm.0].nesting, nesting)
    }

    /// Whether passes are verified after they run (on by default).
    pub fn verifier_enabled(&self) -> bool {
        self.verify
    }

    /// Turns verification after each pass on or off.
    pub fn enable_verifier(&mut self, enable: bool) {
        self.verify = enable;
    }

    /// Adds an instrumentation, called around every pass and pipeline.
    pub fn add_instrumentation(&mut self, i: Arc<dyn Instrumentation>) {
        self.instrumentations.push(i);
    }

    /// Collects and prints pass statistics after each run.
    pub fn enable_statistics(&mut self, display: StatisticsDisplay) {
        self.statistics = Some(display);
    }

    /// Nests a new pass manager anchored on `name` under `pm`, added as
    /// the last element of its pipeline (upstream's `nest`).
    pub fn nest(&mut self, pm: PmId, name: &str) -> PmId {
        let nesting = self.nodes[pm.0].nesting;
        let id = PmId(self.nodes.len());
        self.nodes.push(PmNode::new(name, nesting));
        self.nodes[pm.0].entries.push(Entry::Adaptor(vec![id]));
        self.needs_init = true;
        id
    }

    /// Adds `pass` at the end of `pm`'s pipeline. A pass anchored on
    /// another operation is nested in a new pipeline for it if `pm` nests
    /// implicitly, and refused (with upstream's message) otherwise.
    pub fn add_pass(&mut self, pm: PmId, pass: Box<dyn Pass>) -> Result<(), String> {
        let node = &self.nodes[pm.0];
        if let (Some(pm_name), Some(pass_name)) = (node.anchor.as_deref(), pass.op_name()) {
            if pm_name != pass_name {
                if node.nesting == Nesting::Implicit {
                    let pass_name = pass_name.to_string();
                    let nested = self.nest(pm, &pass_name);
                    return self.add_pass(nested, pass);
                }
                return Err(format!(
                    "Can't add pass '{}' restricted to '{pass_name}' on a PassManager intended to run on '{pm_name}', did you intend to nest?",
                    pass.name()
                ));
            }
        }
        self.nodes[pm.0].entries.push(Entry::Pass(pass));
        self.needs_init = true;
        Ok(())
    }

    /// The number of elements of `pm`'s pipeline (passes and nested
    /// pipelines).
    pub fn len(&self, pm: PmId) -> usize {
        self.nodes[pm.0].entries.len()
    }

    /// Whether `pm`'s pipeline is empty.
    pub fn is_empty(&self, pm: PmId) -> bool {
        self.nodes[pm.0].entries.is_empty()
    }

    /// Removes every element of `pm`'s pipeline.
    pub fn clear(&mut self, pm: PmId) {
        self.nodes[pm.0].entries.clear();
        self.needs_init = true;
    }

    /// The passes of `pm`'s pipeline, nested pipelines included, in order.
    pub fn for_each_pass(&self, pm: PmId, f: &mut dyn FnMut(&dyn Pass)) {
        for e in &self.nodes[pm.0].entries {
            match e {
                Entry::Pass(p) => f(&**p),
                Entry::Adaptor(mgrs) => mgrs.iter().for_each(|&m| self.for_each_pass(m, f)),
            }
        }
    }

    /// Prints `pm` as a textual pipeline: `anchor(pass{opts},nested(...))`
    /// (upstream's `printAsTextualPipeline`).
    pub fn pipeline_text(&self, pm: PmId) -> String {
        let mut out = String::new();
        self.print_pm(pm, &mut out);
        out
    }

    /// Prints the elements of `pm` without its anchor.
    pub fn pipeline_elements_text(&self, pm: PmId) -> String {
        let mut out = String::new();
        self.print_entries(pm, &mut out);
        out
    }

    /// Prints `pm` as a textual pipeline laid out one element per line,
    /// nested pipelines indented by two spaces (upstream's
    /// `printAsTextualPipeline` in its pretty form, used by
    /// `--dump-pass-pipeline`):
    ///
    /// ```text
    /// builtin.module(
    ///   func.func(
    ///     cse
    ///   ),
    ///   print-ir{label=}
    /// )
    /// ```
    pub fn pipeline_pretty_text(&self, pm: PmId) -> String {
        let mut w = Indented { out: String::new(), depth: 0, at_line_start: true };
        self.print_pm_pretty(pm, &mut w);
        w.out
    }

    fn print_pm_pretty(&self, pm: PmId, w: &mut Indented) {
        w.write(self.nodes[pm.0].anchor_name());
        w.write("(");
        w.newline();
        w.depth += 1;
        for (i, e) in self.nodes[pm.0].entries.iter().enumerate() {
            if i > 0 {
                w.write(",");
                w.newline();
            }
            match e {
                Entry::Pass(p) => {
                    let mut text = String::new();
                    print_pass(&**p, &mut text);
                    w.write(&text);
                }
                Entry::Adaptor(mgrs) => {
                    for (j, &m) in mgrs.iter().enumerate() {
                        if j > 0 {
                            w.write(",");
                            w.newline();
                        }
                        self.print_pm_pretty(m, w);
                    }
                }
            }
        }
        w.depth -= 1;
        w.newline();
        w.write(")");
    }

    fn print_pm(&self, pm: PmId, out: &mut String) {
        out.push_str(self.nodes[pm.0].anchor_name());
        out.push('(');
        self.print_entries(pm, out);
        out.push(')');
    }

    fn print_entries(&self, pm: PmId, out: &mut String) {
        for (i, e) in self.nodes[pm.0].entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match e {
                Entry::Pass(p) => print_pass(&**p, out),
                Entry::Adaptor(mgrs) => {
                    for (j, &m) in mgrs.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        self.print_pm(m, out);
                    }
                }
            }
        }
    }

    /// Merges adjacent nested pipelines and checks that every pass can run
    /// on its manager's anchor (upstream's `finalizePassList`).
    pub(crate) fn finalize(&mut self, cx: &Context, pm: PmId) -> Result<(), String> {
        let mut entries = std::mem::take(&mut self.nodes[pm.0].entries);
        let mut out: Vec<Entry> = Vec::with_capacity(entries.len());
        let mut last_adaptor: Option<usize> = None;
        let mut to_finalize = Vec::new();
        for e in entries.drain(..) {
            match e {
                Entry::Adaptor(mgrs) => {
                    if let Some(li) = last_adaptor {
                        let Entry::Adaptor(lhs) = &mut out[li] else { unreachable!() };
                        let mut lhs_list = std::mem::take(lhs);
                        match self.try_merge(cx, mgrs, &mut lhs_list) {
                            Ok(()) => {
                                let Entry::Adaptor(lhs) = &mut out[li] else { unreachable!() };
                                *lhs = lhs_list;
                                continue;
                            }
                            Err(mgrs) => {
                                let Entry::Adaptor(lhs) = &mut out[li] else { unreachable!() };
                                *lhs = lhs_list;
                                to_finalize.push(li);
                                last_adaptor = Some(out.len());
                                out.push(Entry::Adaptor(mgrs));
                            }
                        }
                    } else {
                        last_adaptor = Some(out.len());
                        out.push(Entry::Adaptor(mgrs));
                    }
                }
                pass => {
                    if let Some(li) = last_adaptor.take() {
                        to_finalize.push(li);
                    }
                    out.push(pass);
                }
            }
        }
        if let Some(li) = last_adaptor {
            to_finalize.push(li);
        }
        self.nodes[pm.0].entries = out;
        for li in to_finalize {
            let Entry::Adaptor(mgrs) = &self.nodes[pm.0].entries[li] else { continue };
            for m in mgrs.clone() {
                self.finalize(cx, m)?;
            }
        }
        let node = &self.nodes[pm.0];
        let Some(anchor) = node.anchor.as_deref() else { return Ok(()) };
        if !cx.is_registered_operation(anchor) {
            return Ok(());
        }
        for e in &node.entries {
            if let Entry::Pass(p) = e {
                if !p.can_schedule_on(cx, anchor) {
                    return Err(format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{anchor}'!",
                        p.name()
                    ));
                }
            }
        }
        Ok(())
    }

    /// Merges the nested managers `lhs` into the adaptor `rhs` (upstream's
    /// `tryMergeInto`); gives `lhs` back when an op-agnostic manager could
    /// conflict with the other side's.
    fn try_merge(&mut self, cx: &Context, lhs: Vec<PmId>, rhs: &mut Vec<PmId>) -> Result<(), Vec<PmId>> {
        let conflicts = |me: &Self, generic: PmId, others: &[PmId]| {
            others.iter().any(|&o| match me.nodes[o.0].anchor.as_deref() {
                Some(name) => me.can_schedule_on(cx, generic, name),
                None => true,
            })
        };
        if let Some(&g) = lhs.iter().find(|m| self.nodes[m.0].anchor.is_none()) {
            if conflicts(self, g, rhs) {
                return Err(lhs);
            }
        }
        if let Some(&g) = rhs.iter().find(|m| self.nodes[m.0].anchor.is_none()) {
            if conflicts(self, g, &lhs) {
                return Err(lhs);
            }
        }
        for m in lhs {
            let anchor = self.nodes[m.0].anchor.clone();
            if let Some(&existing) = rhs.iter().find(|r| self.nodes[r.0].anchor == anchor) {
                let moved = std::mem::take(&mut self.nodes[m.0].entries);
                self.nodes[existing.0].entries.extend(moved);
            } else {
                rhs.push(m);
            }
        }
        // Op-specific managers first, by name; op-agnostic ones last.
        let nodes = &self.nodes;
        rhs.sort_by(|a, b| match (&nodes[a.0].anchor, &nodes[b.0].anchor) {
            (Some(x), Some(y)) => x.cmp(y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
        Ok(())
    }

    /// Whether manager `pm` can run on operations named `name` (upstream's
    /// `OpPassManagerImpl::canScheduleOn`): an anchored manager on its
    /// anchor, an op-agnostic one on registered isolated-from-above
    /// operations every pass of it can run on.
    pub(crate) fn can_schedule_on(&self, cx: &Context, pm: PmId, name: &str) -> bool {
        self.can_schedule_on_name(cx, pm, cx.op_name(name.as_bytes()))
    }

    /// [`PassManager::can_schedule_on`] for an interned name.
    pub(crate) fn can_schedule_on_name(&self, cx: &Context, pm: PmId, name: OpName) -> bool {
        let node = &self.nodes[pm.0];
        let text = cx.op_name_str(name);
        if let Some(a) = &node.anchor {
            return a == text;
        }
        let isolated = cx.op_name_info(name).def().is_some_and(|d| d.traits.has(Traits::ISOLATED_FROM_ABOVE));
        isolated
            && node.entries.iter().all(|e| match e {
                Entry::Pass(p) => p.can_schedule_on(cx, text),
                Entry::Adaptor(_) => true,
            })
    }
}

/// Text indented by two spaces per level at the start of each non-empty
/// line (upstream's `raw_indented_ostream`).
struct Indented {
    out: String,
    depth: usize,
    at_line_start: bool,
}

impl Indented {
    fn write(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        if self.at_line_start {
            self.out.push_str(&"  ".repeat(self.depth));
            self.at_line_start = false;
        }
        self.out.push_str(text);
    }

    fn newline(&mut self) {
        self.out.push('\n');
        self.at_line_start = true;
    }
}


/// Prints one pass as a pipeline element: its argument (or
/// `unknown<Name>`) and its options.
pub(crate) fn print_pass(p: &dyn Pass, out: &mut String) {
    let arg = p.argument();
    if arg.is_empty() {
        out.push_str("unknown<");
        out.push_str(p.name());
        out.push('>');
    } else {
        out.push_str(arg);
    }
    if let Some(o) = p.options() {
        o.print(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::PassState;
    use oxmlir_ir::OpId;

    #[derive(Clone)]
    struct Named(&'static str);

    impl Pass for Named {
        fn name(&self) -> &str {
            self.0
        }
        fn argument(&self) -> &str {
            self.0
        }
        fn run(&mut self, _: OpId, _: &mut PassState<'_>) {}
        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(self.clone())
        }
    }

    #[test]
    fn pretty_pipeline_indents_nested_managers() {
        let mut pm = PassManager::new("builtin.module");
        let root = pm.root();
        assert_eq!(pm.pipeline_pretty_text(root), "builtin.module(\n\n)");
        let f = pm.nest(root, "func.func");
        pm.add_pass(f, Box::new(Named("a"))).unwrap();
        pm.add_pass(f, Box::new(Named("b"))).unwrap();
        pm.nest(root, "any");
        pm.add_pass(root, Box::new(Named("c"))).unwrap();
        assert_eq!(
            pm.pipeline_pretty_text(root),
            "builtin.module(\n  func.func(\n    a,\n    b\n  ),\n  any(\n\n  ),\n  c\n)"
        );
    }
}
