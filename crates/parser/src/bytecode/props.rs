//! The layout of a registered operation's properties in bytecode (what
//! upstream's ODS generates as `readProperties` / `writeProperties`): the
//! inherent attributes in the order of their names, each required one as
//! an attribute reference and each optional one (optional, unit or
//! default-valued) as an optional reference; a segment-size array
//! (`operandSegmentSizes`, `resultSegmentSizes`) in its place as a
//! `DenseI32ArrayAttr` before version 6, and from version 6 as a sparse
//! array after all the attributes.

use oxmlir_ir::registry::OpDef;

/// One item of a properties encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// An inherent attribute: its name and whether it may be absent.
    Attr(String, bool),
    /// A segment-size array: its name and its number of groups; written
    /// as an attribute before version 6 (in name order), as a sparse
    /// array from version 6 (after the attributes).
    Segments(String, usize),
}

/// The properties layout of `def`, in encoding order for `version` (one
/// entry per item written).
pub(crate) fn layout(def: &OpDef, version: u64) -> Vec<Slot> {
    let mut attrs: Vec<&oxmlir_ir::registry::AttrDef> = def.attributes.iter().collect();
    attrs.sort_by(|a, b| a.name.as_bytes().cmp(b.name.as_bytes()));
    let mut out = Vec::new();
    let mut segments = Vec::new();
    for a in attrs {
        match def.segment_groups(&a.name) {
            Some(n) => {
                if version < super::V_ODS_SEGMENT_SIZE {
                    out.push(Slot::Segments(a.name.to_string(), n));
                } else {
                    segments.push(Slot::Segments(a.name.to_string(), n));
                }
            }
            None => out.push(Slot::Attr(a.name.to_string(), a.optional || a.default.is_some())),
        }
    }
    out.extend(segments);
    out
}
