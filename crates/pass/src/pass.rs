//! What a pass is: the [`Pass`] trait a pass implements, and the
//! [`PassState`] it runs with.

use std::any::TypeId;
use std::sync::Arc;

use oxmlir_ir::registry::DialectDef;
use oxmlir_ir::{Context, OpId};

use crate::analysis::{Analysis, AnalysisMap, PreservedAnalyses};
use crate::options::PassOptions;

/// A pass: a transformation or analysis run on one operation at a time, as
/// upstream's `mlir::Pass`.
///
/// A pass anchored on an operation name ([`Pass::op_name`]) runs only on
/// operations of that name; an op-agnostic pass (`None`) runs on any
/// registered, isolated-from-above operation it
/// [can be scheduled on](Pass::can_schedule_on). A pass manager runs a pass
/// on one operation at a time and may run clones of it
/// ([`Pass::clone_pass`]) on several operations at once; a pass must only
/// touch the operation it is given and what is nested in it.
///
/// ```
/// use oxmlir_ir::{Context, OpId};
/// use oxmlir_pass::{Pass, PassState};
///
/// /// Counts the operations of what it runs on.
/// #[derive(Clone, Default)]
/// struct CountOps(usize);
///
/// impl Pass for CountOps {
///     fn name(&self) -> &str { "CountOps" }
///     fn argument(&self) -> &str { "count-ops" }
///     fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
///         let ir = state.context().ir();
///         let mut n = 0;
///         oxmlir_ir::ir::walk(&*ir, op, oxmlir_ir::ir::WalkOrder::PreOrder, &mut |_| {
///             n += 1;
///             oxmlir_ir::ir::WalkResult::Advance
///         });
///         self.0 = n;
///         state.mark_all_analyses_preserved();
///     }
///     fn clone_pass(&self) -> Box<dyn Pass> { Box::new(self.clone()) }
/// }
/// ```
pub trait Pass: Send {
    /// The pass's name (upstream's class name, such as `Canonicalizer`),
    /// shown in IR dumps, timing and statistics.
    fn name(&self) -> &str;

    /// The argument that names the pass in textual pipelines (such as
    /// `canonicalize`); empty for a pass that has none.
    fn argument(&self) -> &str {
        ""
    }

    /// A one-line description.
    fn description(&self) -> &str {
        ""
    }

    /// The operation name the pass is anchored on, or `None` for an
    /// op-agnostic pass.
    fn op_name(&self) -> Option<&str> {
        None
    }

    /// Whether the pass can run on a registered operation named `op_name`
    /// (upstream's `canScheduleOn`). By default an anchored pass runs on
    /// its anchor only and an op-agnostic pass on anything.
    fn can_schedule_on(&self, cx: &Context, op_name: &str) -> bool {
        let _ = cx;
        self.op_name().is_none_or(|n| n == op_name)
    }

    /// The dialects the pass may create operations of; they are loaded
    /// before a pipeline holding the pass runs.
    fn dependent_dialects(&self) -> Vec<Arc<DialectDef>> {
        Vec::new()
    }

    /// The pass's options, if it has any.
    fn options(&self) -> Option<&PassOptions> {
        None
    }

    /// The pass's options, to set them.
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        None
    }

    /// The pass's statistics: `(name, description, value)`.
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }

    /// Prepares the pass before a run (upstream's `initialize`); a failure
    /// fails the run.
    fn initialize(&mut self, cx: &Context) -> Result<(), ()> {
        let _ = cx;
        Ok(())
    }

    /// Runs the pass on `op`. A failure is signalled through
    /// [`PassState::signal_failure`].
    fn run(&mut self, op: OpId, state: &mut PassState<'_>);

    /// A fresh copy of the pass with the same options (upstream's
    /// `clonePass`), to run on another operation at the same time.
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// Whether clones of the pass may run at the same time on other
    /// threads (true by default). A nested pipeline holding a pass that
    /// says no runs on one thread.
    fn runs_in_parallel(&self) -> bool {
        true
    }

}

/// A pass statistic, as upstream's `Pass::Statistic`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// Its name.
    pub name: String,
    /// What it counts.
    pub description: String,
    /// Its value.
    pub value: u64,
}

/// What a pass runs with: the context, the failure flag, the analyses of
/// its operation and which of them it preserves.
pub struct PassState<'a> {
    cx: &'a Context,
    op: OpId,
    pub(crate) failed: bool,
    pub(crate) preserved: PreservedAnalyses,
    pub(crate) analyses: &'a mut AnalysisMap,
}

impl<'a> PassState<'a> {
    pub(crate) fn new(cx: &'a Context, op: OpId, analyses: &'a mut AnalysisMap) -> Self {
        PassState { cx, op, failed: false, preserved: PreservedAnalyses::none(), analyses }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.cx
    }

    /// The operation the pass runs on.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// Marks the pass as failed; the pipeline stops after it.
    pub fn signal_failure(&mut self) {
        self.failed = true;
    }

    /// Whether the pass signalled a failure.
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Declares that the pass changed nothing any analysis depends on.
    pub fn mark_all_analyses_preserved(&mut self) {
        self.preserved = PreservedAnalyses::all();
    }

    /// Declares that the pass kept analysis `A` valid.
    pub fn mark_analysis_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve(TypeId::of::<A>());
    }

    /// The analysis `A` of the operation, computed now unless a valid one
    /// is cached.
    pub fn analysis<A: Analysis>(&mut self) -> &mut A {
        self.analyses.get_or_compute::<A>(self.cx, self.op)
    }

    /// The analysis `A` of the operation if it is cached.
    pub fn cached_analysis<A: Analysis>(&mut self) -> Option<&mut A> {
        self.analyses.cached::<A>()
    }

    /// The analysis `A` of `child`, an operation nested in this one.
    pub fn child_analysis<A: Analysis>(&mut self, child: OpId) -> &mut A {
        self.analyses.child(child).get_or_compute::<A>(self.cx, child)
    }
}

/// Writes the identity methods of [`Pass`] (`name`, `argument`,
/// `description`) inside an `impl Pass` block.
#[macro_export]
macro_rules! pass_identity {
    ($name:expr, $argument:expr, $description:expr) => {
        fn name(&self) -> &str {
            $name
        }
        fn argument(&self) -> &str {
            $argument
        }
        fn description(&self) -> &str {
            $description
        }
    };
}

/// Writes [`Pass::options`] and [`Pass::options_mut`] over a
/// [`PassOptions`] field, inside an `impl Pass` block.
#[macro_export]
macro_rules! pass_options {
    ($field:ident) => {
        fn options(&self) -> Option<&$crate::PassOptions> {
            Some(&self.$field)
        }
        fn options_mut(&mut self) -> Option<&mut $crate::PassOptions> {
            Some(&mut self.$field)
        }
    };
}
