//! Value-user comments (`// user: %3`, `// id: %7`, `// %arg0 is
//! unused`), printed when [`PrintFlags::value_users`](super::PrintFlags)
//! is set (upstream's `--mlir-print-value-users`).

use super::Printer;
use crate::ir::Ir;
use crate::support::arena::NONE;

/// The operations using value `v` (arena index), in use-list order, each
/// once.
fn unique_users(ir: &Ir, v: u32, seen: &mut Vec<u32>) -> Vec<u32> {
    let mut users = Vec::new();
    let mut u = ir.values.get(v).first_use;
    while u != NONE {
        let ud = ir.operands.get(u);
        if !seen.contains(&ud.owner) {
            seen.push(ud.owner);
            users.push(ud.owner);
        }
        u = ud.next;
    }
    users
}

impl Printer<'_, '_> {
    /// The comment after an operation: its id if it has no results but
    /// operands, otherwise the users of its results.
    pub(crate) fn print_op_users_comment(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        let n = d.results.len;
        if n == 0 {
            if d.operands.len > 0 {
                self.str(" // id: ");
                self.print_op_id(o);
            }
            return;
        }
        let unused = d.results.indices().all(|v| ir.values.get(v).first_use == NONE);
        if unused {
            self.str(" // unused");
            return;
        }
        // "user" if one result is used by a single operation with at most
        // one result.
        let mut seen = Vec::new();
        let mut in_results = 0u32;
        let mut in_ops = 0u32;
        for v in d.results.indices() {
            for user in unique_users(ir, v, &mut seen) {
                in_ops += 1;
                in_results += ir.opd(user).results.len;
            }
        }
        let one = in_results <= 1 && in_ops <= 1 && n == 1;
        self.str(if one { " // user: " } else { " // users: " });
        for (k, v) in d.results.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            if n > 1 {
                self.out.byte(b'(');
            }
            self.print_value_users(v);
            if n > 1 {
                self.out.byte(b')');
            }
        }
    }

    /// `// %arg0 is unused` / `// %arg0 is used by %2, %3` on its own line.
    pub(crate) fn print_arg_users_comment(&mut self, a: u32) {
        self.str("// ");
        self.print_value_ref(a);
        if self.irr().values.get(a).first_use == NONE {
            self.str(" is unused");
        } else {
            self.str(" is used by ");
            self.print_value_users(a);
        }
        self.out.byte(b'\n');
    }

    /// The ids of the users of a value (`unused` if none).
    fn print_value_users(&mut self, v: u32) {
        let ir = self.irr();
        if ir.values.get(v).first_use == NONE {
            self.str("unused");
        }
        let mut seen = Vec::new();
        for (k, user) in unique_users(ir, v, &mut seen).into_iter().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            let ud = ir.opd(user);
            if ud.results.len == 0 {
                self.print_op_id(user);
            } else {
                for (j, r) in ud.results.indices().enumerate() {
                    if j > 0 {
                        self.str(", ");
                    }
                    self.print_value_ref(r);
                }
            }
        }
    }

    /// `%N` for a result-less operation.
    fn print_op_id(&mut self, o: u32) {
        match self.names().and_then(|n| n.op_number(o)) {
            Some(n) => {
                self.out.byte(b'%');
                self.out.int(n);
            }
            None => self.str("<<UNKNOWN OPERATION>>"),
        }
    }
}
