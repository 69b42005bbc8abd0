//! Printing flags, asm states and the printing and dumping of operations,
//! blocks and values.

use crate::support::{c_int_types::*};
use std::ffi::c_void;
use std::sync::Arc;

use oxmlir_ir::print::{self, AsmState, Out, PrintFlags};

use super::{MlirAsmState, MlirBlock, MlirBytecodeWriterConfig, MlirOpPrintingFlags, MlirOperation, MlirValue};
use crate::handles::{entry, ir, string_sink, Fail};
use crate::output::{stderr_sink, write_text, Target, NULL_VALUE};
use crate::owned::Owned;
use crate::support::{MlirLogicalResult, MlirStringCallback};

pub(crate) static FLAGS: Owned<PrintFlags> = Owned::new();
/// Bytecode writer configurations: the version to write.
pub(crate) static BYTECODE_CONFIGS: Owned<i64> = Owned::new();
/// Asm states; shared so that printing does not hold the table's lock while
/// calling back into user code.
pub(crate) static STATES: Owned<Arc<AsmState>> = Owned::new();

fn state_of(s: MlirAsmState) -> Result<Arc<AsmState>, Fail> {
    STATES.get(s.bits()).ok_or(Fail::Dangling("MlirAsmState"))
}

fn flags_of(f: MlirOpPrintingFlags) -> Result<PrintFlags, Fail> {
    FLAGS.get(f.bits()).ok_or(Fail::Dangling("MlirOpPrintingFlags"))
}

fn set_flag(f: MlirOpPrintingFlags, set: impl FnOnce(&mut PrintFlags)) {
    entry!((), |_c| { FLAGS.with(f.bits(), set).ok_or(Fail::Dangling("MlirOpPrintingFlags")) })
}

/// Creates new AsmState, as with AsmState the IR should not be mutated
/// in-between using this state.
/// Must be freed with a call to mlirAsmStateDestroy().
#[no_mangle]
pub extern "C" fn mlirAsmStateCreateForOperation(op: MlirOperation, flags: MlirOpPrintingFlags) -> MlirAsmState {
    entry!(MlirAsmState::NULL, |c| {
        let (cx, o) = c.op(op)?;
        let f = flags_of(flags)?;
        let st = AsmState::for_op(cx, ir(cx), o, &f)?;
        Ok(MlirAsmState::from_bits(STATES.insert(Arc::new(st))))
    })
}

/// Creates new AsmState from value.
/// Must be freed with a call to mlirAsmStateDestroy().
#[no_mangle]
pub extern "C" fn mlirAsmStateCreateForValue(value: MlirValue, flags: MlirOpPrintingFlags) -> MlirAsmState {
    entry!(MlirAsmState::NULL, |c| {
        let (cx, v) = c.value(value)?;
        let f = flags_of(flags)?;
        let ir = ir(cx);
        match AsmState::for_value(cx, ir, v, &f)? {
            Some(st) => Ok(MlirAsmState::from_bits(STATES.insert(Arc::new(st)))),
            None => {
                cx.emit_error(ir.value_loc(v)?, "<<UNKNOWN SSA VALUE>>");
                Err(Fail::Quiet)
            }
        }
    })
}

/// Destroys printing flags created with mlirAsmStateCreate.
#[no_mangle]
pub extern "C" fn mlirAsmStateDestroy(state: MlirAsmState) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if state.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        STATES.remove(state.bits()).ok_or(Fail::Dangling("MlirAsmState"))?;
        Ok(())
    })
}

/// Creates new printing flags with defaults, intended for customization.
/// Must be freed with a call to mlirOpPrintingFlagsDestroy().
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsCreate() -> MlirOpPrintingFlags {
    MlirOpPrintingFlags::from_bits(FLAGS.insert(PrintFlags::default()))
}

/// Destroys printing flags created with mlirOpPrintingFlagsCreate.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsDestroy(flags: MlirOpPrintingFlags) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if flags.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        FLAGS.remove(flags.bits()).ok_or(Fail::Dangling("MlirOpPrintingFlags"))?;
        Ok(())
    })
}

/// Enables the elision of large elements attributes by printing a lexically
/// valid but otherwise meaningless form instead of the element data. The
/// `largeElementLimit` is used to configure what is considered to be a "large"
/// ElementsAttr by providing an upper limit to the number of elements.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsElideLargeElementsAttrs(flags: MlirOpPrintingFlags, largeElementLimit: intptr_t) {
    set_flag(flags, |f| f.elide_elements_limit = Some(largeElementLimit as i64))
}

/// Enables the elision of large resources strings by omitting them from the
/// `dialect_resources` section. The `largeResourceLimit` is used to configure
/// what is considered to be a "large" resource by providing an upper limit to
/// the string size.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsElideLargeResourceString(flags: MlirOpPrintingFlags, largeResourceLimit: intptr_t) {
    set_flag(flags, |f| f.elide_resource_limit = Some(largeResourceLimit as i64))
}

/// Enable or disable printing of debug information (based on `enable`). If
/// 'prettyForm' is set to true, debug information is printed in a more readable
/// 'pretty' form. Note: The IR generated with 'prettyForm' is not parsable.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsEnableDebugInfo(flags: MlirOpPrintingFlags, enable: bool, prettyForm: bool) {
    set_flag(flags, |f| {
        f.debug_info = enable;
        f.pretty_debug_info = prettyForm;
    })
}

/// Always print operations in the generic form.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsPrintGenericOpForm(flags: MlirOpPrintingFlags) {
    set_flag(flags, |f| f.generic = true)
}

/// Print the name and location, if NamedLoc, as a prefix to the SSA ID.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsPrintNameLocAsPrefix(flags: MlirOpPrintingFlags) {
    set_flag(flags, |f| f.name_loc_as_prefix = true)
}

/// Use local scope when printing the operation. This allows for using the
/// printer in a more localized and thread-safe setting, but may not
/// necessarily be identical to what the IR will look like when dumping
/// the full module.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsUseLocalScope(flags: MlirOpPrintingFlags) {
    set_flag(flags, |f| f.local_scope = true)
}

/// Do not verify the operation when using custom operation printers.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsAssumeVerified(flags: MlirOpPrintingFlags) {
    set_flag(flags, |f| f.assume_verified = true)
}

/// Skip printing regions.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsSkipRegions(flags: MlirOpPrintingFlags) {
    set_flag(flags, |f| f.skip_regions = true)
}

/// Creates new printing flags with defaults, intended for customization.
/// Must be freed with a call to mlirBytecodeWriterConfigDestroy().
#[no_mangle]
pub extern "C" fn mlirBytecodeWriterConfigCreate() -> MlirBytecodeWriterConfig {
    MlirBytecodeWriterConfig::from_bits(BYTECODE_CONFIGS.insert(oxmlir_parser::bytecode::VERSION as i64))
}

/// Destroys printing flags created with mlirBytecodeWriterConfigCreate.
#[no_mangle]
pub extern "C" fn mlirBytecodeWriterConfigDestroy(config: MlirBytecodeWriterConfig) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if config.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        BYTECODE_CONFIGS.remove(config.bits()).ok_or(Fail::Dangling("MlirBytecodeWriterConfig"))?;
        Ok(())
    })
}

/// Sets the version to emit in the writer config.
#[no_mangle]
pub extern "C" fn mlirBytecodeWriterConfigDesiredEmitVersion(flags: MlirBytecodeWriterConfig, version: i64) {
    entry!((), |_c| {
        BYTECODE_CONFIGS.with(flags.bits(), |v| *v = version).ok_or(Fail::Dangling("MlirBytecodeWriterConfig"))
    })
}

/// Prints an operation by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirOperationPrint(op: MlirOperation, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        let mut sink = string_sink(callback, userData);
        print::print_op(cx, ir(cx), o, &PrintFlags::default(), Out::sink(&mut sink))?;
        Ok(())
    })
}

/// Same as mlirOperationPrint but accepts flags controlling the printing
/// behavior.
#[no_mangle]
pub extern "C" fn mlirOperationPrintWithFlags(
    op: MlirOperation,
    flags: MlirOpPrintingFlags,
    callback: MlirStringCallback,
    userData: *mut c_void,
) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        let f = flags_of(flags)?;
        let mut sink = string_sink(callback, userData);
        print::print_op(cx, ir(cx), o, &f, Out::sink(&mut sink))?;
        Ok(())
    })
}

/// Same as mlirOperationPrint but accepts AsmState controlling the printing
/// behavior as well as caching computed names.
#[no_mangle]
pub extern "C" fn mlirOperationPrintWithState(
    op: MlirOperation,
    state: MlirAsmState,
    callback: MlirStringCallback,
    userData: *mut c_void,
) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        let ir = ir(cx);
        let mut sink = string_sink(callback, userData);
        // With a null state the operation is printed with default flags (and
        // only once, as MLIR 22.1 does).
        if state.ptr.is_null() {
            print::print_op(cx, ir, o, &PrintFlags::default(), Out::sink(&mut sink))?;
        } else {
            let st = state_of(state)?;
            print::print_op_with_state(cx, ir, o, &st, Out::sink(&mut sink))?;
        }
        Ok(())
    })
}

/// Same as mlirOperationPrint but writing the bytecode format.
#[no_mangle]
pub extern "C" fn mlirOperationWriteBytecode(op: MlirOperation, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let config = oxmlir_parser::bytecode::WriterConfig::default();
        if let Some(bytes) = oxmlir_parser::bytecode::write(cx, ir(cx), o, &config) {
            string_sink(callback, userData)(&bytes);
        }
        Ok(())
    })
}

/// Same as mlirOperationWriteBytecode but with writer config and returns
/// failure only if desired bytecode could not be honored.
#[no_mangle]
pub extern "C" fn mlirOperationWriteBytecodeWithConfig(
    op: MlirOperation,
    config: MlirBytecodeWriterConfig,
    callback: MlirStringCallback,
    userData: *mut c_void,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let (cx, o) = c.op(op)?;
        let version = BYTECODE_CONFIGS.get(config.bits()).ok_or(Fail::Dangling("MlirBytecodeWriterConfig"))?;
        let config = oxmlir_parser::bytecode::WriterConfig { version, ..Default::default() };
        match oxmlir_parser::bytecode::write(cx, ir(cx), o, &config) {
            Some(bytes) => {
                string_sink(callback, userData)(&bytes);
                Ok(MlirLogicalResult::SUCCESS)
            }
            None => Ok(MlirLogicalResult::FAILURE),
        }
    })
}

/// Prints an operation to stderr (with local scope, as upstream's `dump`).
#[no_mangle]
pub extern "C" fn mlirOperationDump(op: MlirOperation) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        let mut sink = stderr_sink();
        let flags = PrintFlags { local_scope: true, ..PrintFlags::default() };
        print::print_op(cx, ir(cx), o, &flags, Out::sink(&mut sink))?;
        Out::sink(&mut sink).byte(b'\n');
        Ok(())
    })
}

/// Prints a block by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirBlockPrint(block: MlirBlock, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let _hold = c.hold(block.bits());
        let mut sink = string_sink(callback, userData);
        if super::floating::pending_block(block).is_some() {
            Out::sink(&mut sink).str("<<UNLINKED BLOCK>>\n");
            return Ok(());
        }
        let (cx, b) = c.block(block)?;
        print::print_block(cx, ir(cx), b, Out::sink(&mut sink))?;
        Ok(())
    })
}

/// Prints the value to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirValueDump(value: MlirValue) {
    entry!((), |c| {
        let _hold = c.hold(value.bits());
        let Some((cx, v)) = c.value_opt(value)? else {
            write_text(NULL_VALUE, Target::Dump);
            return Ok(());
        };
        let mut sink = stderr_sink();
        // MLIR 22's `Value::dump` prints with default flags (unlike
        // `Operation::dump`, which uses local scope).
        print::print_value(cx, ir(cx), v, &PrintFlags::default(), Out::sink(&mut sink))?;
        Out::sink(&mut sink).byte(b'\n');
        Ok(())
    })
}

/// Prints a value by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirValuePrint(value: MlirValue, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let _hold = c.hold(value.bits());
        let Some((cx, v)) = c.value_opt(value)? else {
            write_text(NULL_VALUE, Target::Callback(callback, userData));
            return Ok(());
        };
        let mut sink = string_sink(callback, userData);
        print::print_value(cx, ir(cx), v, &PrintFlags::default(), Out::sink(&mut sink))?;
        Ok(())
    })
}

/// Prints a value as an operand (i.e., the ValueID).
#[no_mangle]
pub extern "C" fn mlirValuePrintAsOperand(
    value: MlirValue,
    state: MlirAsmState,
    callback: MlirStringCallback,
    userData: *mut c_void,
) {
    entry!((), |c| {
        let _hold = c.hold(value.bits());
        let st = state_of(state)?;
        let Some((cx, v)) = c.value_opt(value)? else {
            write_text(NULL_VALUE, Target::Callback(callback, userData));
            return Ok(());
        };
        let mut sink = string_sink(callback, userData);
        print::print_value_as_operand(cx, ir(cx), v, &st.names, Out::sink(&mut sink))?;
        Ok(())
    })
}
