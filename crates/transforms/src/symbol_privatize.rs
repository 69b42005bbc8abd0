//! `symbol-privatize`: makes every symbol defined directly in the
//! operation it runs on private, except those named in `exclude`
//! (upstream's `SymbolPrivatize`).

use oxmlir_ir::registry::Traits;
use oxmlir_ir::OpId;
use oxmlir_pass::{OptionKind, Pass, PassOptions, PassState};

/// The `symbol-privatize` pass.
#[derive(Clone)]
pub struct SymbolPrivatize {
    options: PassOptions,
}

impl SymbolPrivatize {
    /// The pass with its default options (no exclusions).
    pub fn new() -> Self {
        SymbolPrivatize {
            options: PassOptions::new().list(
                "exclude",
                "Comma separated list of symbols that should not be marked private",
                OptionKind::Str,
            ),
        }
    }
}

impl Default for SymbolPrivatize {
    fn default() -> Self {
        Self::new()
    }
}

impl Pass for SymbolPrivatize {
    oxmlir_pass::pass_identity!("SymbolPrivatize", "symbol-privatize", "Mark symbols private");
    oxmlir_pass::pass_options!(options);
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let excluded: Vec<&str> = self
            .options
            .get("exclude")
            .and_then(|v| v.as_list())
            .map(|l| l.iter().filter_map(|v| v.as_str()).collect())
            .unwrap_or_default();
        let mut ir = cx.ir_mut();
        let symbols: Vec<OpId> = ir
            .child_ops(op)
            .into_iter()
            .filter(|&c| {
                ir.op_name(c).ok().and_then(|n| cx.op_name_info(n).def()).is_some_and(|d| d.traits.has(Traits::SYMBOL))
            })
            .collect();
        let private = cx.string_attr(b"private");
        for s in symbols {
            let name = match ir.op_attr_by_name(cx, s, b"sym_name") {
                Ok(Some(a)) => cx.str_of(a).to_string(),
                _ => continue,
            };
            if !excluded.contains(&name.as_str()) {
                let _ = ir.set_op_attr(cx, s, b"sym_visibility", private);
            }
        }
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
