//! Rewriting: the rewriter and its listener (upstream's `RewriterBase`,
//! `RewriterBase::Listener`), rewrite patterns and pattern sets, folding
//! (`Operation::fold`, constant materialization, the constant uniquing of
//! `OperationFolder`), region simplification and the greedy pattern
//! driver (`applyPatternsGreedily`) and the walk driver
//! (`walkAndApplyPatterns`).
//!
//! Every IR change a pattern makes goes through a [`Rewriter`], which
//! tells its [`Listener`] (the greedy driver keeps its worklist that way).
//! The rewriter takes the context's IR for each of its calls and holds no
//! borrow between them, so patterns written in C, which reach the IR
//! through the C API, can run under the same driver as Rust patterns.

pub mod fold;
pub mod greedy;
pub mod listener;
pub mod pattern;
pub mod rewriter;
pub mod simplify;
pub mod walk;

pub use fold::{fold_op, Folding};
pub use greedy::{apply_patterns_greedily, apply_patterns_greedily_in_region, GreedyConfig, SimplifyLevel, Strictness};
pub use listener::{InsertPoint, Listener};
pub use pattern::{FrozenPatternSet, PatternSet, RewritePattern};
pub use rewriter::Rewriter;
pub use walk::walk_and_apply_patterns;
