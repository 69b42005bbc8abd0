//! Execution timing (`--mlir-timing`, `mlirPassManagerEnableTiming`), as
//! upstream's `DefaultTimingManager` with its text report: a tree of named
//! timers (tools add their own, such as `Parser` and `Output`; the pass
//! manager adds one per pass and per nested pipeline), printed as a tree
//! or as a list merged by name.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use oxmlir_ir::{Context, OpId};

use super::{Instrumentation, Running};

/// How the report is laid out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Every timer once, merged by name, slowest first.
    List,
    /// Nested as the timers are (the default).
    Tree,
}

struct Node {
    name: String,
    children: Vec<usize>,
    wall: Duration,
    started: Option<Instant>,
    /// Shown through its children only (the nested pipelines of an
    /// operation, in the tree display).
    hidden: bool,
}

struct State {
    nodes: Vec<Node>,
    /// The running timers, innermost last; the root (0) at the bottom.
    stack: Vec<usize>,
}

/// A tree of timers and its report.
pub struct Timing {
    display: TimingDisplay,
    state: Mutex<State>,
}

impl Timing {
    /// A timing tree whose root starts now.
    pub fn new(display: TimingDisplay) -> Self {
        let root = Node { name: "root".into(), children: Vec::new(), wall: Duration::ZERO, started: Some(Instant::now()), hidden: false };
        Timing { display, state: Mutex::new(State { nodes: vec![root], stack: vec![0] }) }
    }

    fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        f(&mut self.state.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Starts a timer named `name` nested in the innermost running one (the
    /// same timer again if it was started there before).
    pub fn start(&self, name: &str) {
        self.start_node(name, false);
    }

    fn start_node(&self, name: &str, hidden: bool) {
        self.with(|s| {
            let parent = *s.stack.last().expect("the root is never stopped");
            let found = s.nodes[parent].children.iter().copied().find(|&c| s.nodes[c].name == name);
            let id = found.unwrap_or_else(|| {
                let id = s.nodes.len();
                s.nodes.push(Node { name: name.into(), children: Vec::new(), wall: Duration::ZERO, started: None, hidden });
                s.nodes[parent].children.push(id);
                id
            });
            s.nodes[id].started = Some(Instant::now());
            s.stack.push(id);
        });
    }

    /// Stops the innermost running timer.
    pub fn stop(&self) {
        self.with(|s| {
            if s.stack.len() <= 1 {
                return;
            }
            let id = s.stack.pop().expect("checked");
            if let Some(t) = s.nodes[id].started.take() {
                s.nodes[id].wall += t.elapsed();
            }
        });
    }

    /// The report, as upstream prints it.
    pub fn report(&self) -> String {
        self.with(|s| {
            let total = s.nodes[0].wall + s.nodes[0].started.map_or(Duration::ZERO, |t| t.elapsed());
            let mut rows: Vec<(usize, String, Duration)> = Vec::new();
            match self.display {
                TimingDisplay::Tree => {
                    fn visit(s: &State, id: usize, depth: usize, rows: &mut Vec<(usize, String, Duration)>) {
                        for &c in &s.nodes[id].children {
                            if s.nodes[c].hidden {
                                visit(s, c, depth, rows);
                            } else {
                                rows.push((depth, s.nodes[c].name.clone(), s.nodes[c].wall));
                                visit(s, c, depth + 1, rows);
                            }
                        }
                    }
                    visit(s, 0, 0, &mut rows);
                }
                TimingDisplay::List => {
                    let mut merged: Vec<(String, Duration)> = Vec::new();
                    // As upstream, the list includes the root (the whole run).
                    for (id, n) in s.nodes.iter().enumerate() {
                        let wall = if id == 0 { total } else { n.wall };
                        match merged.iter_mut().find(|(name, _)| *name == n.name) {
                            Some(e) => e.1 += wall,
                            None => merged.push((n.name.clone(), wall)),
                        }
                    }
                    merged.sort_by_key(|e| std::cmp::Reverse(e.1));
                    rows = merged.into_iter().map(|(n, w)| (0, n, w)).collect();
                }
            }
            let direct: Duration = top_level(s).iter().map(|&c| s.nodes[c].wall).sum();
            let rest = total.saturating_sub(direct);
            let rule = format!("==={}===\n", "-".repeat(73));
            let title = "... Execution time report ...";
            let mut out = String::new();
            out.push_str(&rule);
            out.push_str(&" ".repeat((80 - title.len()) / 2));
            out.push_str(title);
            out.push('\n');
            out.push_str(&rule);
            out.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
            out.push_str("  ----Wall Time----  ----Name----\n");
            let row = |out: &mut String, depth: usize, name: &str, t: Duration| {
                let pct = if total.is_zero() { 0.0 } else { 100.0 * t.as_secs_f64() / total.as_secs_f64() };
                out.push_str(&format!("  {:8.4} ({:5.1}%)  {}{name}\n", t.as_secs_f64(), pct, "  ".repeat(depth)));
            };
            for (depth, name, t) in &rows {
                row(&mut out, *depth, name, *t);
            }
            row(&mut out, 0, "Rest", rest);
            row(&mut out, 0, "Total", total);
            out
        })
    }
}

/// The timers shown at the top level (hidden ones replaced by their
/// children).
fn top_level(s: &State) -> Vec<usize> {
    fn collect(s: &State, id: usize, out: &mut Vec<usize>) {
        for &c in &s.nodes[id].children {
            if s.nodes[c].hidden {
                collect(s, c, out);
            } else {
                out.push(c);
            }
        }
    }
    let mut out = Vec::new();
    collect(s, 0, &mut out);
    out
}

/// Times every pass and nested pipeline into a [`Timing`].
pub struct PassTiming {
    /// The timers.
    pub timing: std::sync::Arc<Timing>,
}

impl Instrumentation for PassTiming {
    fn before_pipeline(&self, _: &Context, anchor: &str) {
        self.timing.start(&format!("'{anchor}' Pipeline"));
    }
    fn after_pipeline(&self, _: &Context, _: &str) {
        self.timing.stop();
    }
    fn before_pass(&self, _: &Context, what: Running<'_>, _: OpId) {
        match what {
            Running::Pass(p) => self.timing.start(p.name()),
            Running::Pipelines(anchors) => {
                let list: Vec<String> = anchors.iter().map(|a| format!("'{a}'")).collect();
                self.timing.start_node(&format!("Pipeline Collection : [{}]", list.join(", ")), true);
            }
        }
    }
    fn after_pass(&self, _: &Context, _: Running<'_>, _: OpId) {
        self.timing.stop();
    }
    fn after_pass_failed(&self, _: &Context, _: Running<'_>, _: OpId) {
        self.timing.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The report with the figures masked.
    fn shape(t: &Timing) -> String {
        let mut out = String::new();
        for line in t.report().lines() {
            let masked: String = line.chars().map(|c| if c.is_ascii_digit() { '9' } else { c }).collect();
            out.push_str(&masked);
            out.push('\n');
        }
        out
    }

    #[test]
    fn tree_report_nests_and_hides_collections() {
        let t = Timing::new(TimingDisplay::Tree);
        t.start("Parser");
        t.stop();
        t.start_node("Pipeline Collection : ['func.func']", true);
        t.start("'func.func' Pipeline");
        t.start("CSE");
        t.stop();
        t.stop();
        t.start("'func.func' Pipeline");
        t.start("CSE");
        t.stop();
        t.stop();
        t.stop();
        let s = shape(&t);
        let rows: Vec<&str> = s.lines().skip(6).map(|l| &l[19..]).collect();
        assert_eq!(rows, ["  Parser", "  'func.func' Pipeline", "    CSE", "  Rest", "  Total"]);
        assert!(s.contains("  ----Wall Time----  ----Name----\n"));
    }

    /// The list holds every timer once by name, the root (the whole run)
    /// among them, then `Rest` and `Total`.
    #[test]
    fn list_report_includes_the_root() {
        let t = Timing::new(TimingDisplay::List);
        t.start("Parser");
        t.stop();
        std::thread::sleep(Duration::from_millis(2));
        let s = shape(&t);
        let rows: Vec<&str> = s.lines().skip(6).map(|l| &l[19..]).collect();
        assert_eq!(rows, ["  root", "  Parser", "  Rest", "  Total"]);
    }
}
