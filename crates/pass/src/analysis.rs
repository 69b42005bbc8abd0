//! Analyses: results computed from an operation on demand, cached while the
//! passes that run keep them valid (upstream's `AnalysisManager`).

use std::any::{Any, TypeId};

use hashbrown::HashMap;
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
    /// A few at most: a list.
    kept: Vec<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing is preserved.
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything is preserved.
    pub fn all() -> Self {
        PreservedAnalyses { all: true, kept: Vec::new() }
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
        if !self.kept.contains(&id) {
            self.kept.push(id);
        }
    }

    /// Whether the analysis with type id `id` is preserved.
    pub fn is_preserved(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// The cached analyses of one operation and of the operations nested in it.
///
/// Both lists start empty and unallocated: most operations a pipeline
/// runs on never have an analysis, and a map is made for each of them.
#[derive(Default)]
pub struct AnalysisMap {
    /// By type; an operation has few analyses, so a list.
    analyses: Vec<(TypeId, Box<dyn Any + Send>)>,
    children: Option<HashMap<OpId, AnalysisMap>>,
}

impl AnalysisMap {
    /// The analysis `A` of `op`, computed now unless cached.
    pub fn get_or_compute<A: Analysis>(&mut self, cx: &Context, op: OpId) -> &mut A {
        let id = TypeId::of::<A>();
        let at = match self.analyses.iter().position(|(t, _)| *t == id) {
            Some(i) => i,
            None => {
                self.analyses.push((id, Box::new(A::compute(cx, op))));
                self.analyses.len() - 1
            }
        };
        self.analyses[at].1.downcast_mut::<A>().expect("analyses are keyed by their type")
    }

    /// The analysis `A` if it is cached.
    pub fn cached<A: Analysis>(&mut self) -> Option<&mut A> {
        let id = TypeId::of::<A>();
        self.analyses.iter_mut().find(|(t, _)| *t == id).and_then(|(_, a)| a.downcast_mut::<A>())
    }

    /// The analyses of the nested operation `child`.
    pub fn child(&mut self, child: OpId) -> &mut AnalysisMap {
        self.children.get_or_insert_with(HashMap::new).entry(child).or_default()
    }

    /// Takes the analyses of `child` out (to run a nested pipeline on it).
    pub(crate) fn take_child(&mut self, child: OpId) -> AnalysisMap {
        self.children.as_mut().and_then(|c| c.remove(&child)).unwrap_or_default()
    }

    /// Drops every analysis `preserved` does not keep, here and in nested
    /// operations (upstream's `AnalysisManager::invalidate`).
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        if preserved.is_none() {
            self.clear();
            return;
        }
        self.analyses.retain(|(id, _)| preserved.is_preserved(*id));
        for child in self.children.iter_mut().flat_map(|c| c.values_mut()) {
            child.invalidate(preserved);
        }
    }

    /// Drops everything.
    pub fn clear(&mut self) {
        self.analyses.clear();
        self.children = None;
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
