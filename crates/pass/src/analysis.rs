//! Analyses: results computed from an operation on demand, cached while the
//! passes that run keep them valid (upstream's `AnalysisManager`).

use std::any::{Any, TypeId};

use hashbrown::{HashMap, HashSet};
use oxmlir_ir::{Context, OpId};

/// An analysis of an operation, computed by [`Analysis::compute`] and cached
/// until a pass that does not preserve it runs.
pub trait Analysis: Any + Send {
    /// Computes the analysis of `op`.
    fn compute(cx: &Context, op: OpId) -> Self
    where
        Self: Sized;
}

/// Which analyses a pass kept valid.
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    kept: HashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing is preserved.
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything is preserved.
    pub fn all() -> Self {
        PreservedAnalyses { all: true, kept: HashSet::new() }
    }

    /// Whether everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether nothing is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.kept.is_empty()
    }

    /// Marks the analysis with type id `id` preserved.
    pub fn preserve(&mut self, id: TypeId) {
        self.kept.insert(id);
    }

    /// Whether the analysis with type id `id` is preserved.
    pub fn is_preserved(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// The cached analyses of one operation and of the operations nested in it.
#[derive(Default)]
pub struct AnalysisMap {
    analyses: HashMap<TypeId, Box<dyn Any + Send>>,
    children: HashMap<OpId, AnalysisMap>,
}

impl AnalysisMap {
    /// The analysis `A` of `op`, computed now unless cached.
    pub fn get_or_compute<A: Analysis>(&mut self, cx: &Context, op: OpId) -> &mut A {
        let any = self.analyses.entry(TypeId::of::<A>()).or_insert_with(|| Box::new(A::compute(cx, op)));
        any.downcast_mut::<A>().expect("analyses are keyed by their type")
    }

    /// The analysis `A` if it is cached.
    pub fn cached<A: Analysis>(&mut self) -> Option<&mut A> {
        self.analyses.get_mut(&TypeId::of::<A>()).and_then(|a| a.downcast_mut::<A>())
    }

    /// The analyses of the nested operation `child`.
    pub fn child(&mut self, child: OpId) -> &mut AnalysisMap {
        self.children.entry(child).or_default()
    }

    /// Takes the analyses of `child` out (to run a nested pipeline on it).
    pub(crate) fn take_child(&mut self, child: OpId) -> AnalysisMap {
        self.children.remove(&child).unwrap_or_default()
    }

    /// Drops every analysis `preserved` does not keep, here and in nested
    /// operations (upstream's `AnalysisManager::invalidate`).
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        if preserved.is_none() {
            self.analyses.clear();
            self.children.clear();
            return;
        }
        self.analyses.retain(|id, _| preserved.is_preserved(*id));
        for child in self.children.values_mut() {
            child.invalidate(preserved);
        }
    }

    /// Drops everything.
    pub fn clear(&mut self) {
        self.analyses.clear();
        self.children.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Count(u32);
    impl Analysis for Count {
        fn compute(_: &Context, _: OpId) -> Self {
            Count(7)
        }
    }
    struct Other;
    impl Analysis for Other {
        fn compute(_: &Context, _: OpId) -> Self {
            Other
        }
    }

    #[test]
    fn invalidation_keeps_only_what_is_preserved() {
        let cx = oxmlir_ir::Context::new();
        let op = OpId::from_bits(1).unwrap();
        let mut m = AnalysisMap::default();
        m.get_or_compute::<Count>(&cx, op).0 += 1;
        m.get_or_compute::<Other>(&cx, op);
        assert_eq!(m.get_or_compute::<Count>(&cx, op).0, 8, "cached, not recomputed");
        let mut kept = PreservedAnalyses::none();
        kept.preserve(TypeId::of::<Count>());
        m.invalidate(&kept);
        assert!(m.cached::<Count>().is_some());
        assert!(m.cached::<Other>().is_none());
        m.invalidate(&PreservedAnalyses::all());
        assert!(m.cached::<Count>().is_some());
        m.invalidate(&PreservedAnalyses::none());
        assert!(m.cached::<Count>().is_none());
    }
}
