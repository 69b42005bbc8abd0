//! Printing locations: `loc(...)` for every kind, the pretty form, and the
//! alias rules (a location printed at top level never uses its own alias,
//! except an operation's trailing location; locations nested in it may).

use super::Printer;
use crate::attrs::{AttrData, Attribute, Location};

impl Printer<'_, '_> {
    /// Prints `loc(...)` (or, with pretty debug info, the pretty form),
    /// without using an alias for the location itself (upstream's
    /// `printLocation(loc, /*allowAlias=*/false)`).
    pub fn print_location(&mut self, loc: Location) {
        self.print_location_with(loc, false);
    }

    /// Upstream's `printLocation`.
    pub(crate) fn print_location_with(&mut self, loc: Location, allow_alias: bool) {
        if self.collecting() {
            self.collect_location_body(loc.0);
            return;
        }
        if self.flags.pretty_debug_info {
            self.print_location_internal(loc.0, true, true);
            return;
        }
        self.str("loc(");
        if !(allow_alias && self.try_attr_alias(loc.0)) {
            self.print_location_internal(loc.0, false, true);
        }
        self.out.byte(b')');
    }

    /// ` loc(...)` after an operation (`allow_alias`) or a block argument
    /// (no alias), when debug info is on (upstream's
    /// `printTrailingLocation`).
    pub(crate) fn print_location_after(&mut self, loc: Location, allow_alias: bool) {
        if !self.flags.debug_info {
            return;
        }
        self.out.byte(b' ');
        self.print_location_with(loc, allow_alias);
    }

    /// ` loc(...)` when debug info is on, possibly as an alias (upstream's
    /// `printOptionalLocationSpecifier`, for custom printers).
    pub fn print_trailing_location(&mut self, loc: Location) {
        if self.collecting() {
            self.visit_attr(loc.0, false, false);
            return;
        }
        self.print_location_after(loc, true);
    }

    /// In a collection pass, a location printed as an attribute's body:
    /// visits what is nested in it.
    fn collect_location_body(&mut self, loc: Attribute) {
        let cx = self.cx;
        match cx.try_attr_data(loc) {
            Some(AttrData::NameLoc { child, .. })
                if !matches!(cx.try_attr_data(*child), Some(AttrData::UnknownLoc)) =>
            {
                self.print_location_internal(*child, false, false);
            }
            Some(AttrData::CallSiteLoc { callee, caller }) => {
                let (callee, caller) = (*callee, *caller);
                self.print_location_internal(callee, false, false);
                self.print_location_internal(caller, false, false);
            }
            Some(AttrData::FusedLoc { locs, metadata }) => {
                if let Some(m) = metadata {
                    self.print_attribute(*m);
                }
                for &l in locs.iter() {
                    self.print_location_internal(l, false, false);
                }
            }
            _ => {}
        }
    }

    /// The part of a location inside `loc(...)`. A nested location
    /// (`top_level` false) prints as its alias if it has one.
    pub(crate) fn print_location_internal(&mut self, loc: Attribute, pretty: bool, top_level: bool) {
        crate::support::stack::deep(|| self.print_location_internal_step(loc, pretty, top_level))
    }

    /// One step of [`print_location_internal`]'s recursion, on a stack with room for it.
    fn print_location_internal_step(&mut self, loc: Attribute, pretty: bool, top_level: bool) {
        if self.collecting() {
            if top_level {
                self.collect_location_body(loc);
            } else {
                self.print_attribute(loc);
            }
            return;
        }
        if !top_level && self.try_attr_alias(loc) {
            return;
        }
        let cx = self.cx;
        match cx.try_attr_data(loc) {
            Some(AttrData::UnknownLoc) => self.str(if pretty { "[unknown]" } else { "unknown" }),
            Some(AttrData::FileLineColRange(r)) => {
                if pretty {
                    self.out.bytes(cx.bytes_of(r.file));
                } else {
                    self.print_string(cx.bytes_of(r.file));
                }
                self.out.byte(b':');
                self.out.int(r.start_line);
                self.out.byte(b':');
                self.out.int(r.start_col);
                if r.end_col == r.start_col && r.end_line == r.start_line {
                    return;
                }
                self.str(" to ");
                if r.end_line != r.start_line {
                    self.out.int(r.end_line);
                }
                self.out.byte(b':');
                self.out.int(r.end_col);
            }
            Some(AttrData::NameLoc { name, child }) => {
                let child = *child;
                self.print_string(cx.bytes_of(*name));
                if !matches!(cx.try_attr_data(child), Some(AttrData::UnknownLoc)) {
                    self.out.byte(b'(');
                    self.print_location_internal(child, pretty, false);
                    self.out.byte(b')');
                }
            }
            Some(AttrData::CallSiteLoc { callee, caller }) => {
                let (callee, caller) = (*callee, *caller);
                if !pretty {
                    self.str("callsite(");
                }
                self.print_location_internal(callee, pretty, false);
                if pretty {
                    let callee_is_name = matches!(cx.try_attr_data(callee), Some(AttrData::NameLoc { .. }));
                    // Any file location (points and ranges alike, as
                    // `mlir-opt` 22 shows) keeps ` at ` on the line.
                    let caller_is_file = matches!(cx.try_attr_data(caller), Some(AttrData::FileLineColRange(_)));
                    if callee_is_name && caller_is_file {
                        self.str(" at ");
                    } else {
                        self.str("\n at ");
                    }
                } else {
                    self.str(" at ");
                }
                self.print_location_internal(caller, pretty, false);
                if !pretty {
                    self.out.byte(b')');
                }
            }
            Some(AttrData::FusedLoc { locs, metadata }) => {
                if !pretty {
                    self.str("fused");
                }
                if let Some(m) = metadata {
                    self.out.byte(b'<');
                    self.print_attribute(*m);
                    self.out.byte(b'>');
                }
                self.out.byte(b'[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.print_location_internal(l, pretty, false);
                }
                self.out.byte(b']');
            }
            // Not a location: printed as an attribute, as upstream's
            // fallback for dialect locations.
            _ => self.print_attribute(loc),
        }
    }
}
