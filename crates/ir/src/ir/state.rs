//! [`OperationState`]: everything needed to create an operation.

use smallvec::SmallVec;

use super::{BlockId, RegionId, ValueId};
use crate::attrs::{Location, NamedAttribute};
use crate::context::OpName;
use crate::types::Type;

/// An operation's attribute list under construction (inline for up to four).
pub type AttrList = SmallVec<[NamedAttribute; 4]>;

/// The parts of an operation under construction.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The operation name.
    pub name: OpName,
    /// The location.
    pub loc: Location,
    /// Result types.
    pub results: SmallVec<[Type; 2]>,
    /// Operands.
    pub operands: SmallVec<[ValueId; 4]>,
    /// Detached regions whose bodies move into the new operation (the
    /// region handles themselves are consumed).
    pub regions: SmallVec<[RegionId; 1]>,
    /// Successor blocks.
    pub successors: SmallVec<[BlockId; 2]>,
    /// Attributes; for registered operations, those named like an inherent
    /// attribute become properties.
    pub attributes: AttrList,
    /// An explicit properties attribute (generic `<{...}>` syntax).
    pub properties: Option<crate::attrs::Attribute>,
}

impl OperationState {
    /// A state with a name and a location and nothing else.
    #[inline]
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            results: SmallVec::new(),
            operands: SmallVec::new(),
            regions: SmallVec::new(),
            successors: SmallVec::new(),
            attributes: SmallVec::new(),
            properties: None,
        }
    }
}
