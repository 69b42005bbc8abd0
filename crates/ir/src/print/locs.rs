//! Printing locations.

use super::Printer;
use crate::attrs::{AttrData, Location};

impl Printer<'_, '_> {
    /// Prints `loc(...)`.
    pub fn print_location(&mut self, loc: Location) {
        self.str("loc(");
        self.print_location_body(loc.0);
        self.str(")");
    }

    /// The part of a location inside `loc(...)`.
    pub(crate) fn print_location_body(&mut self, attr: crate::attrs::Attribute) {
        let cx = self.cx;
        match cx.try_attr_data(attr) {
            Some(AttrData::UnknownLoc) => self.str("unknown"),
            Some(AttrData::FileLineColRange(r)) => {
                self.out.byte(b'"');
                super::attrs::write_escaped(&mut self.out, cx.bytes_of(r.file));
                self.out.byte(b'"');
                self.out.byte(b':');
                self.out.int(r.start_line);
                self.out.byte(b':');
                self.out.int(r.start_col);
                if r.stored > 2 && (r.end_line != r.start_line || r.end_col != r.start_col) {
                    self.str(" to ");
                    if r.end_line != r.start_line {
                        self.out.int(r.end_line);
                    }
                    self.out.byte(b':');
                    self.out.int(r.end_col);
                }
            }
            Some(AttrData::NameLoc { name, child }) => {
                self.out.byte(b'"');
                super::attrs::write_escaped(&mut self.out, cx.bytes_of(*name));
                self.out.byte(b'"');
                if !matches!(cx.try_attr_data(*child), Some(AttrData::UnknownLoc)) {
                    self.out.byte(b'(');
                    self.print_location_body(*child);
                    self.out.byte(b')');
                }
            }
            Some(AttrData::CallSiteLoc { callee, caller }) => {
                self.str("callsite(");
                self.print_location_body(*callee);
                self.str(" at ");
                self.print_location_body(*caller);
                self.str(")");
            }
            Some(AttrData::FusedLoc { locs, metadata }) => {
                self.str("fused");
                if let Some(m) = metadata {
                    self.str("<");
                    self.print_attribute(*m);
                    self.str(">");
                }
                self.str("[");
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_location_body(*l);
                }
                self.str("]");
            }
            _ => self.str("<<NOT A LOCATION>>"),
        }
    }
}
