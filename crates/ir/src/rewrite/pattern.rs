//! Rewrite patterns and pattern sets (upstream's `RewritePattern`,
//! `RewritePatternSet`, `FrozenRewritePatternSet` and the default cost
//! model of `PatternApplicator`).

use std::borrow::Cow;
use std::sync::Arc;

use hashbrown::HashMap;

use super::rewriter::Rewriter;
use crate::ir::OpId;
use crate::{Context, OpName};

/// The benefit of a pattern that never applies (upstream's
/// `PatternBenefit::impossibleToMatch()`): frozen sets leave it out.
pub const IMPOSSIBLE_BENEFIT: u16 = u16::MAX;

/// A rewrite pattern: matches an operation and rewrites it through the
/// rewriter it is given.
pub trait RewritePattern: Send + Sync {
    /// The name of the operation the pattern matches (`None`: any
    /// operation).
    fn root(&self) -> Option<&str>;

    /// The pattern's benefit: patterns with a higher benefit are tried
    /// first; [`IMPOSSIBLE_BENEFIT`] ones never.
    fn benefit(&self) -> u16 {
        1
    }

    /// The names of the operations the rewrite may create.
    fn generated_ops(&self) -> &[Cow<'static, str>] {
        &[]
    }

    /// The pattern's name, which `canonicalize`'s `disable-patterns` and
    /// `enable-patterns` options select by.
    fn debug_name(&self) -> &str {
        ""
    }

    /// Matches `op` and rewrites it; returns whether it did (upstream's
    /// `matchAndRewrite` succeeding). The rewriter's insertion point is
    /// before `op`. A pattern that fails must leave the IR unchanged.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool;
}

/// A list of patterns being collected (upstream's `RewritePatternSet`).
#[derive(Default, Clone)]
pub struct PatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        PatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a shared pattern.
    pub fn add_arc(&mut self, pattern: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// The patterns, in the order they were added.
    pub fn patterns(&self) -> &[Arc<dyn RewritePattern>] {
        &self.patterns
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Keeps the patterns `keep` accepts.
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) {
        self.patterns.retain(|p| keep(&**p));
    }

    /// Adds the canonicalization patterns of every operation registered
    /// with the dialects loaded in `cx`, in upstream's order (by operation
    /// name).
    pub fn add_canonicalization_patterns(&mut self, cx: &Context) {
        let mut defs: Vec<_> = cx.loaded_dialects().iter().flat_map(|d| d.ops.iter().cloned()).collect();
        defs.sort_by(|a, b| a.name.cmp(&b.name));
        for def in defs {
            if let Some(f) = def.canonicalize {
                f(self);
            }
        }
    }

    /// Freezes the set for use by a driver.
    pub fn freeze(self, cx: &Context) -> FrozenPatternSet {
        FrozenPatternSet::new(cx, self)
    }
}

struct Frozen {
    /// Patterns by root operation name, highest benefit first (stable).
    by_name: HashMap<OpName, Vec<Arc<dyn RewritePattern>>>,
    /// Patterns matching any operation, highest benefit first (stable).
    any: Vec<Arc<dyn RewritePattern>>,
    /// Patterns that never apply, kept until the set goes.
    _impossible: Vec<Arc<dyn RewritePattern>>,
    len: usize,
}

/// A pattern set ready to apply, indexed by root operation (upstream's
/// `FrozenRewritePatternSet` with `PatternApplicator`'s benefit order).
/// Cheap to clone; shared between threads.
#[derive(Clone)]
pub struct FrozenPatternSet {
    inner: Arc<Frozen>,
}

impl FrozenPatternSet {
    /// Freezes `set` for operations of `cx`.
    pub fn new(cx: &Context, set: PatternSet) -> Self {
        let len = set.patterns.len();
        let mut by_name: HashMap<OpName, Vec<Arc<dyn RewritePattern>>> = HashMap::new();
        let mut any = Vec::new();
        let mut impossible = Vec::new();
        for p in set.patterns {
            // Upstream's `PatternBenefit::impossibleToMatch()`: the cost
            // model leaves such patterns out (they live as long as the set).
            if p.benefit() == IMPOSSIBLE_BENEFIT {
                impossible.push(p);
                continue;
            }
            match p.root() {
                Some(name) => by_name.entry(cx.op_name(name.as_bytes())).or_default().push(p),
                None => any.push(p),
            }
        }
        for list in by_name.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { inner: Arc::new(Frozen { by_name, any, _impossible: impossible, len }) }
    }

    /// An empty frozen set.
    pub fn empty() -> Self {
        FrozenPatternSet { inner: Arc::new(Frozen { by_name: HashMap::new(), any: Vec::new(), _impossible: Vec::new(), len: 0 }) }
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.inner.len
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.inner.len == 0
    }

    /// Whether some pattern may match an operation called `name`.
    pub fn has_patterns_for(&self, name: OpName) -> bool {
        !self.inner.any.is_empty() || self.inner.by_name.contains_key(&name)
    }

    /// The patterns to try on an operation called `name`, in order: the
    /// ones rooted at `name` and the ones matching any operation, merged
    /// by benefit (a specific pattern first on a tie).
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &Arc<dyn RewritePattern>> + '_ {
        let specific: &[Arc<dyn RewritePattern>] = self.inner.by_name.get(&name).map(|v| &v[..]).unwrap_or(&[]);
        let any = &self.inner.any[..];
        let (mut i, mut j) = (0, 0);
        std::iter::from_fn(move || {
            let take_any = match (specific.get(i), any.get(j)) {
                (None, None) => return None,
                (Some(_), None) => false,
                (None, Some(_)) => true,
                (Some(s), Some(a)) => s.benefit() < a.benefit(),
            };
            if take_any {
                j += 1;
                Some(&any[j - 1])
            } else {
                i += 1;
                Some(&specific[i - 1])
            }
        })
    }
}
