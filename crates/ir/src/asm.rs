//! The interface custom operation parsers program against.
//!
//! Upstream's `OpAsmParser`: the parser crate implements it, and registered
//! operations' `parse` hooks (see [`crate::registry::OpDef`]) call it to read
//! their custom assembly form.

use crate::attrs::Attribute;
use crate::context::Context;
use crate::ir::{AttrList, RegionId};

/// Parsing services offered to custom operation parsers. Every method that
/// fails has already reported a diagnostic.
pub trait OpAsmParser {
    /// The context.
    fn context(&self) -> &Context;

    /// Parses `@name` if present.
    fn parse_optional_symbol_name(&mut self) -> Result<Option<Attribute>, ()>;

    /// Parses `attributes {...}` if present, appending to `attrs`.
    fn parse_optional_attr_dict_with_keyword(&mut self, attrs: &mut AttrList) -> Result<(), ()>;

    /// Parses `{...}` if present, appending to `attrs`.
    fn parse_optional_attr_dict(&mut self, attrs: &mut AttrList) -> Result<(), ()>;

    /// Parses a region (without entry block arguments) into a new detached
    /// region. With `allow_empty`, `{}` gives a region without blocks.
    fn parse_region(&mut self, allow_empty: bool) -> Result<RegionId, ()>;

    /// Reports an error at the current position.
    fn emit_error(&mut self, message: &str);
}
