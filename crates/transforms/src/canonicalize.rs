//! `canonicalize`: folds operations and applies the canonicalization
//! patterns of every loaded dialect's operations with the greedy driver
//! (upstream's `Canonicalizer`).

use oxmlir_ir::rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternSet, SimplifyLevel};
use oxmlir_ir::{Context, OpId};
use oxmlir_pass::{OptionKind, OptionValue, Pass, PassOptions, PassState};

/// The `canonicalize` pass.
#[derive(Clone)]
pub struct Canonicalize {
    options: PassOptions,
    config: GreedyConfig,
    patterns: Option<FrozenPatternSet>,
}

impl Canonicalize {
    /// The pass with its default options.
    pub fn new() -> Self {
        Canonicalize {
            options: PassOptions::new()
                .bool("top-down", "Seed the worklist in general top-down order", true)
                .enumeration(
                    "region-simplify",
                    "Perform control flow optimizations to the region tree",
                    &[
                        ("disabled", "Don't run any control-flow simplification."),
                        ("normal", "Perform simple control-flow simplifications (e.g. dead args elimination)."),
                        ("aggressive", "Perform aggressive control-flow simplification (e.g. block merging)."),
                    ],
                    "normal",
                )
                .int("max-iterations", "Max. iterations between applying patterns / simplifying regions", 10)
                .int("max-num-rewrites", "Max. number of pattern rewrites within an iteration", -1)
                .bool("test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern", false)
                .list("disable-patterns", "Labels of patterns that should be filtered out during application", OptionKind::Str)
                .list(
                    "enable-patterns",
                    "Labels of patterns that should be used during application, all other patterns are filtered out",
                    OptionKind::Str,
                ),
            config: GreedyConfig::default(),
            patterns: None,
        }
    }

    fn strings(&self, name: &str) -> Option<Vec<String>> {
        let list = self.options.get(name)?.as_list()?;
        Some(list.iter().filter_map(OptionValue::as_str).map(str::to_owned).collect())
    }
}

impl Default for Canonicalize {
    fn default() -> Self {
        Self::new()
    }
}

impl Pass for Canonicalize {
    oxmlir_pass::pass_identity!("Canonicalizer", "canonicalize", "Canonicalize operations");
    oxmlir_pass::pass_options!(options);

    fn initialize(&mut self, cx: &Context) -> Result<(), ()> {
        let o = &self.options;
        self.config = GreedyConfig {
            top_down: o.get_bool("top-down"),
            region_simplification: match o.get("region-simplify").and_then(OptionValue::as_str) {
                Some("disabled") => SimplifyLevel::Disabled,
                Some("aggressive") => SimplifyLevel::Aggressive,
                _ => SimplifyLevel::Normal,
            },
            max_iterations: o.get("max-iterations").and_then(OptionValue::as_int).unwrap_or(10),
            max_rewrites: o.get("max-num-rewrites").and_then(OptionValue::as_int).unwrap_or(-1),
            ..GreedyConfig::default()
        };
        let disabled = self.strings("disable-patterns").unwrap_or_default();
        let enabled = self.strings("enable-patterns").filter(|e| !e.is_empty());
        let mut set = PatternSet::new();
        set.add_canonicalization_patterns(cx);
        set.retain(|p| {
            let name = p.debug_name();
            !disabled.iter().any(|d| d == name) && enabled.as_ref().is_none_or(|e| e.iter().any(|x| x == name))
        });
        self.patterns = Some(set.freeze(cx));
        Ok(())
    }

    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        if self.patterns.is_none() {
            // The pass manager initializes passes before running them; a
            // pass run some other way gets its options applied here.
            let _ = self.initialize(cx);
        }
        let Some(patterns) = &self.patterns else { return };
        let outcome = apply_patterns_greedily(cx, op, patterns, &self.config);
        if self.options.get_bool("test-convergence") && !outcome.converged {
            state.signal_failure();
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
