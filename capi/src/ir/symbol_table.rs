//! Symbol table functions.

use std::ffi::c_void;
use std::sync::{Arc, Mutex};

use oxmlir_ir::symbol_table::{self, SymbolTable, SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};

use super::{wrap, MlirAttribute, MlirOperation, MlirSymbolTable};
use crate::handles::{bytes, call_symbol_table_walk, entry, ir, ir_mut, Fail, StepAccess};
use crate::owned::Owned;
use crate::support::{MlirLogicalResult, MlirStringRef};

/// Symbol tables, with the context-table word of their context. Shared so no
/// lock is held while user callbacks or diagnostics run.
static TABLES: Owned<Arc<Mutex<(u64, SymbolTable)>>> = Owned::new();

fn table(t: MlirSymbolTable) -> Result<Arc<Mutex<(u64, SymbolTable)>>, Fail> {
    TABLES.get(t.bits()).ok_or(Fail::Dangling("MlirSymbolTable"))
}

/// Returns the name of the attribute used to store symbol names compatible with
/// symbol tables.
#[no_mangle]
pub extern "C" fn mlirSymbolTableGetSymbolAttributeName() -> MlirStringRef {
    MlirStringRef::from_bytes(SYMBOL_ATTR_NAME.as_bytes())
}

/// Returns the name of the attribute used to store symbol visibility.
#[no_mangle]
pub extern "C" fn mlirSymbolTableGetVisibilityAttributeName() -> MlirStringRef {
    MlirStringRef::from_bytes(VISIBILITY_ATTR_NAME.as_bytes())
}

/// Creates a symbol table for the given operation. If the operation does not
/// have the SymbolTable trait, returns a null symbol table.
#[no_mangle]
pub extern "C" fn mlirSymbolTableCreate(operation: MlirOperation) -> MlirSymbolTable {
    entry!(MlirSymbolTable::NULL, |c| {
        let _hold = c.hold(operation.bits());
        let (cx, o) = c.op(operation)?;
        Ok(match SymbolTable::new(cx, ir(cx), o)? {
            Some(t) => MlirSymbolTable::from_bits(TABLES.insert(Arc::new(Mutex::new((operation.bits(), t))))),
            None => MlirSymbolTable::NULL,
        })
    })
}

/// Destroys the symbol table created with mlirSymbolTableCreate. This does not
/// affect the operations in the table.
#[no_mangle]
pub extern "C" fn mlirSymbolTableDestroy(symbolTable: MlirSymbolTable) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if symbolTable.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        TABLES.remove(symbolTable.bits()).ok_or(Fail::Dangling("MlirSymbolTable"))?;
        Ok(())
    })
}

/// Looks up a symbol with the given name in the given symbol table and returns
/// the operation that corresponds to the symbol. If the symbol cannot be found,
/// returns a null operation.
#[no_mangle]
pub extern "C" fn mlirSymbolTableLookup(symbolTable: MlirSymbolTable, name: MlirStringRef) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let t = table(symbolTable)?;
        let g = t.lock().unwrap_or_else(|e| e.into_inner());
        let (cx, _) = c.op(MlirOperation::from_bits(g.0))?;
        Ok(wrap::op_opt(g.1.lookup(ir(cx), bytes(name)?)))
    })
}

/// Inserts the given operation into the given symbol table. The operation must
/// have the symbol trait. If the symbol table already has a symbol with the
/// same name, renames the symbol being inserted to ensure name uniqueness. Note
/// that this does not move the operation itself into the block of the symbol
/// table operation, this should be done separately. Returns the name of the
/// symbol after insertion.
#[no_mangle]
pub extern "C" fn mlirSymbolTableInsert(symbolTable: MlirSymbolTable, operation: MlirOperation) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let t = table(symbolTable)?;
        let mut g = t.lock().unwrap_or_else(|e| e.into_inner());
        let (cx, o) = c.op(operation)?;
        Ok(wrap::attr(g.1.insert(cx, ir_mut(cx), o)?))
    })
}

/// Removes the given operation from the symbol table and erases it.
#[no_mangle]
pub extern "C" fn mlirSymbolTableErase(symbolTable: MlirSymbolTable, operation: MlirOperation) {
    entry!((), |c| {
        let t = table(symbolTable)?;
        let mut g = t.lock().unwrap_or_else(|e| e.into_inner());
        let (cx, o) = c.op(operation)?;
        g.1.erase(cx, ir_mut(cx), o)?;
        Ok(())
    })
}

/// Attempt to replace all uses that are nested within the given operation
/// of the given symbol 'oldSymbol' with the provided 'newSymbol'. This does
/// not traverse into nested symbol tables.
#[no_mangle]
pub extern "C" fn mlirSymbolTableReplaceAllSymbolUses(
    oldSymbol: MlirStringRef,
    newSymbol: MlirStringRef,
    from: MlirOperation,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let _hold = c.hold(from.bits());
        let (cx, o) = c.op(from)?;
        symbol_table::replace_all_symbol_uses(cx, ir_mut(cx), bytes(oldSymbol)?, bytes(newSymbol)?, o)?;
        Ok(MlirLogicalResult::SUCCESS)
    })
}

/// Walks all symbol table operations nested within, and including, `op`. For
/// each symbol table operation, the provided callback is invoked with the op
/// and a boolean signifying if the symbols within that symbol table can be
/// treated as if all uses within the IR are visible to the caller.
/// `allSymUsesVisible` identifies whether all of the symbol uses of symbols
/// within `op` are visible.
#[no_mangle]
pub extern "C" fn mlirSymbolTableWalkSymbolTables(
    from: MlirOperation,
    allSymUsesVisible: bool,
    callback: Option<unsafe extern "C" fn(MlirOperation, bool, *mut c_void)>,
    userData: *mut c_void,
) {
    entry!((), |c| {
        let _hold = c.hold(from.bits());
        let (cx, o) = c.op(from)?;
        ir(cx).op_name(o)?;
        let cb = callback.ok_or_else(|| Fail::Misuse("null callback".into()))?;
        symbol_table::walk_symbol_tables(cx, &StepAccess::new(cx), o, allSymUsesVisible, &mut |op, visible| {
            call_symbol_table_walk(cb, wrap::op(op), visible, userData)
        });
        Ok(())
    })
}
