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
    /// A manager anchored on `anchor`; `any` and the empty name make an
    /// op-agnostic one, as upstream.
    fn new(anchor: &str, nesting: Nesting) -> Self {
        let anchor = (anchor != ANY_OP && !anchor.is_empty()).then(|| anchor.to_string());
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

    /// Replaces the anchor and the pipeline of `pm` with the top-level
    /// pipeline of `other` (upstream's move-assignment of an
    /// `OpPassManager`, as `mlirParsePassPipeline` does). The passes `pm`
    /// held are dropped now, in pipeline order. The managers that were
    /// nested in `pm` stay allocated but unreachable (their ids keep
    /// naming empty managers); they are returned, so that a caller handing
    /// out ids can retire them.
    pub fn replace(&mut self, pm: PmId, mut other: PassManager) -> Vec<PmId> {
        let retired = self.nested_pms(pm);
        self.drop_entries(pm);
        let mut nodes = std::mem::take(&mut other.nodes).into_iter();
        let Some(top) = nodes.next() else { return retired };
        let offset = self.nodes.len();
        let remap = |id: PmId| if id.0 == 0 { pm } else { PmId(offset + id.0 - 1) };
        let remap_entries = |entries: Vec<Entry>| -> Vec<Entry> {
            entries
                .into_iter()
                .map(|e| match e {
                    Entry::Adaptor(mgrs) => Entry::Adaptor(mgrs.into_iter().map(remap).collect()),
                    pass => pass,
                })
                .collect()
        };
        let PmNode { anchor, nesting, entries } = top;
        let node = &mut self.nodes[pm.0];
        node.anchor = anchor;
        node.nesting = nesting;
        node.entries = remap_entries(entries);
        for n in nodes {
            let PmNode { anchor, nesting, entries } = n;
            self.nodes.push(PmNode { anchor, nesting, entries: remap_entries(entries) });
        }
        self.needs_init = true;
        retired
    }

    /// Every manager nested in `pm`, at any depth, in pipeline order.
    pub fn nested_pms(&self, pm: PmId) -> Vec<PmId> {
        let mut out = Vec::new();
        let mut stack = vec![pm];
        while let Some(p) = stack.pop() {
            for e in self.nodes[p.0].entries.iter().rev() {
                if let Entry::Adaptor(mgrs) = e {
                    stack.extend(mgrs.iter().rev());
                }
            }
            if p != pm {
                out.push(p);
            }
        }
        out
    }

    /// Drops the passes of `pm` and of the managers nested in it, depth
    /// first in pipeline order (the order upstream destroys them in).
    fn drop_entries(&mut self, pm: PmId) {
        for e in std::mem::take(&mut self.nodes[pm.0].entries) {
            match e {
                Entry::Pass(p) => drop(p),
                Entry::Adaptor(mgrs) => mgrs.into_iter().for_each(|m| self.drop_entries(m)),
            }
        }
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

impl Drop for PassManager {
    /// Drops the passes depth first in pipeline order, as upstream
    /// destroys them (observable through external passes' callbacks).
    fn drop(&mut self) {
        if !self.nodes.is_empty() {
            self.drop_entries(self.root());
        }
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
    use std::sync::{Arc, Mutex};

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

    /// A pass that records its drop in a shared log.
    struct Logged(&'static str, Arc<Mutex<Vec<&'static str>>>);

    impl Pass for Logged {
        fn name(&self) -> &str {
            self.0
        }
        fn argument(&self) -> &str {
            self.0
        }
        fn run(&mut self, _: OpId, _: &mut PassState<'_>) {}
        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(Logged(self.0, self.1.clone()))
        }
    }

    impl Drop for Logged {
        fn drop(&mut self) {
            self.1.lock().unwrap().push(self.0);
        }
    }

    fn logged(log: &Arc<Mutex<Vec<&'static str>>>, name: &'static str) -> Box<dyn Pass> {
        Box::new(Logged(name, log.clone()))
    }

    #[test]
    fn an_empty_anchor_is_any() {
        let mut pm = PassManager::new("");
        let root = pm.root();
        assert_eq!(pm.pipeline_text(root), "any()");
        let nested = pm.nest(root, "");
        assert_eq!(pm.anchor(nested), ANY_OP);
        assert_eq!(pm.pipeline_text(root), "any(any())");
    }

    #[test]
    fn passes_are_dropped_in_pipeline_order() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut pm = PassManager::new(ANY_OP);
        let root = pm.root();
        pm.add_pass(root, logged(&log, "a")).unwrap();
        let f = pm.nest(root, "func.func");
        pm.add_pass(f, logged(&log, "b")).unwrap();
        pm.add_pass(f, logged(&log, "c")).unwrap();
        pm.add_pass(root, logged(&log, "d")).unwrap();
        let g = pm.nest(root, "func.func");
        pm.add_pass(g, logged(&log, "e")).unwrap();
        drop(pm);
        assert_eq!(*log.lock().unwrap(), ["a", "b", "c", "d", "e"]);
    }

    #[test]
    fn replace_takes_the_other_anchor_and_pipeline() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut pm = PassManager::new(ANY_OP);
        let root = pm.root();
        let f = pm.nest(root, "func.func");
        pm.add_pass(f, logged(&log, "old")).unwrap();
        let g = pm.nest(f, "scf.for");
        let h = pm.nest(root, "x.y");

        let mut other = PassManager::new("builtin.module");
        let oroot = other.root();
        let nested = other.nest(oroot, "func.func");
        other.add_pass(nested, logged(&log, "new")).unwrap();
        let inner = other.nest(nested, "any");
        other.add_pass(inner, logged(&log, "deep")).unwrap();

        let retired = pm.replace(root, other);
        assert_eq!(retired, [f, g, h]);
        assert_eq!(*log.lock().unwrap(), ["old"], "the old passes are dropped at once");
        assert_eq!(pm.pipeline_text(root), "builtin.module(func.func(new,any(deep)))");
        assert_eq!(pm.anchor(root), "builtin.module");
        // A retired id names an empty, unreachable manager.
        assert_eq!(pm.pipeline_text(f), "func.func()");

        // Replacing a nested manager keeps the rest of the pipeline.
        let nested_now = pm.nested_pms(root)[0];
        pm.replace(nested_now, PassManager::new("scf.for"));
        assert_eq!(pm.pipeline_text(root), "builtin.module(scf.for())");
        drop(pm);
        assert_eq!(*log.lock().unwrap(), ["old", "new", "deep"]);
    }
}
