//! `print-ir`: prints the operation it runs on, under a header with an
//! optional label (upstream's `PrintIRPass`).

use oxmlir_ir::print::PrintFlags;
use oxmlir_ir::OpId;
use oxmlir_pass::{Pass, PassOptions, PassState};

use crate::{write_out, Output};

/// The `print-ir` pass.
#[derive(Clone)]
pub struct PrintIr {
    options: PassOptions,
    out: Output,
}

impl PrintIr {
    /// The pass with its default options, printing to standard error.
    pub fn new() -> Self {
        PrintIr { options: PassOptions::new().string("label", "Label", ""), out: None }
    }

    /// The pass printing to `out`.
    pub fn with_output(out: Output) -> Self {
        PrintIr { out, ..Self::new() }
    }
}

impl Default for PrintIr {
    fn default() -> Self {
        Self::new()
    }
}

impl Pass for PrintIr {
    oxmlir_pass::pass_identity!("PrintIRPass", "print-ir", "Print IR on the debug stream");
    oxmlir_pass::pass_options!(options);
    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let label = self.options.get_str("label");
        let mut text = String::from("// -----// IR Dump");
        if !label.is_empty() {
            text.push(' ');
            text.push_str(label);
        }
        text.push_str(" //----- //\n");
        let mut flags = PrintFlags::tool_defaults();
        flags.local_scope = true;
        {
            let ir = cx.ir();
            text.push_str(&oxmlir_ir::print::op_to_string(cx, &ir, op, &flags).unwrap_or_default());
        }
        text.push('\n');
        write_out(&self.out, &text);
        state.mark_all_analyses_preserved();
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
