//! `print-op-stats`: counts the operations of each name in what it runs on
//! (itself included) and prints the counts as a table or as JSON
//! (upstream's `PrintOpStats`).

use std::collections::BTreeMap;

use oxmlir_ir::ir::{walk, WalkOrder, WalkResult};
use oxmlir_ir::OpId;
use oxmlir_pass::{Pass, PassOptions, PassState};

use crate::{write_out, Output};

/// The `print-op-stats` pass.
#[derive(Clone)]
pub struct PrintOpStats {
    options: PassOptions,
    out: Output,
}

impl PrintOpStats {
    /// The pass with its default options, printing to standard error.
    pub fn new() -> Self {
        PrintOpStats { options: PassOptions::new().bool("json", "print the stats as JSON", false), out: None }
    }

    /// The pass printing to `out`.
    pub fn with_output(out: Output) -> Self {
        PrintOpStats { out, ..Self::new() }
    }
}

impl Default for PrintOpStats {
    fn default() -> Self {
        Self::new()
    }
}

/// The table: names split at their first `.`, the dialect right-aligned.
fn table(counts: &BTreeMap<String, u64>) -> String {
    let split = |name: &str| match name.split_once('.') {
        Some((d, o)) => (d.to_string(), o.to_string()),
        None => (String::new(), name.to_string()),
    };
    let (mut wd, mut wo) = (0, 0);
    for name in counts.keys() {
        let (d, o) = split(name);
        wd = wd.max(d.len());
        wo = wo.max(o.len());
    }
    let mut s = String::from("Operations encountered:\n-----------------------\n");
    for (name, n) in counts {
        let (d, o) = split(name);
        if d.is_empty() {
            s.push_str(&" ".repeat(wd + 3));
        } else {
            s.push_str(&format!("{d:>w$}.", w = wd + 2));
        }
        s.push_str(&format!("{o:<wo$} , {n}\n"));
    }
    s
}

/// The JSON object of the counts.
fn json(counts: &BTreeMap<String, u64>) -> String {
    let mut s = String::from("{\n");
    let last = counts.len().saturating_sub(1);
    for (i, (name, n)) in counts.iter().enumerate() {
        s.push_str(&format!("  \"{name}\" : {n}{}\n", if i < last { "," } else { "" }));
    }
    s.push_str("}\n");
    s
}

impl Pass for PrintOpStats {
    oxmlir_pass::pass_identity!("PrintOpStats", "print-op-stats", "Print statistics of operations");
    oxmlir_pass::pass_options!(options);
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let mut counts: BTreeMap<String, u64> = BTreeMap::new();
        {
            let ir = cx.ir();
            walk(&*ir, op, WalkOrder::PreOrder, &mut |o| {
                if let Ok(n) = ir.op_name(o) {
                    *counts.entry(cx.op_name_str(n).to_string()).or_default() += 1;
                }
                WalkResult::Advance
            });
        }
        let text = if self.options.get_bool("json") { json(&counts) } else { table(&counts) };
        write_out(&self.out, &text);
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_aligns_dialects_and_names() {
        let mut c = BTreeMap::new();
        c.insert("a.b.c".to_string(), 1);
        c.insert("builtin.module".to_string(), 1);
        c.insert("foo".to_string(), 1);
        c.insert("func.func".to_string(), 2);
        let expect = "Operations encountered:\n-----------------------\n        a.b.c    , 1\n  builtin.module , 1\n          foo    , 1\n     func.func   , 2\n";
        assert_eq!(table(&c), expect);
        assert_eq!(json(&c), "{\n  \"a.b.c\" : 1,\n  \"builtin.module\" : 1,\n  \"foo\" : 1,\n  \"func.func\" : 2\n}\n");
    }
}
