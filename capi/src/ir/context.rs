//! Context, dialect, dialect handle and dialect registry functions.

use crate::support::{c_int_types::*};
use std::collections::HashMap;
use std::sync::Mutex;

use oxmlir_ir::registry::DialectRegistry;
use oxmlir_ir::support::handle::Handle;
use oxmlir_ir::{Context, OwnedContext};

use super::{wrap, MlirContext, MlirDialect, MlirDialectHandle, MlirDialectRegistry};
use crate::handles::{bytes, destroy_context, entry, to_ptr, Fail};
use crate::owned::Owned;
use crate::support::{MlirLlvmThreadPool, MlirStringRef, THREAD_POOLS};

/// Registries created by `mlirDialectRegistryCreate`.
pub(crate) static REGISTRIES: Owned<DialectRegistry> = Owned::new();

/// Thread pool handles given out by `mlirContextGetThreadPool`, per context
/// handle word; `true` when the context created (and owns) the pool.
static CONTEXT_POOLS: Mutex<Option<HashMap<u64, (u64, bool)>>> = Mutex::new(None);

fn with_pools<R>(f: impl FnOnce(&mut HashMap<u64, (u64, bool)>) -> R) -> R {
    let mut g = CONTEXT_POOLS.lock().unwrap_or_else(|e| e.into_inner());
    f(g.get_or_insert_with(HashMap::new))
}

fn create(registry: &DialectRegistry, threading: bool) -> Result<MlirContext, Fail> {
    let owned = Context::try_new(registry, threading).map_err(|e| Fail::Misuse(e.to_string()))?;
    let handle = wrap::context(&owned);
    let _ = OwnedContext::into_raw(owned);
    Ok(handle)
}

/// Creates an MLIR context and transfers its ownership to the caller.
/// This sets the default multithreading option (enabled).
#[no_mangle]
pub extern "C" fn mlirContextCreate() -> MlirContext {
    entry!(MlirContext::NULL, |_c| { create(&DialectRegistry::new(), true) })
}

/// Creates an MLIR context with an explicit setting of the multithreading
/// setting and transfers its ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirContextCreateWithThreading(threadingEnabled: bool) -> MlirContext {
    entry!(MlirContext::NULL, |_c| { create(&DialectRegistry::new(), threadingEnabled) })
}

/// Creates an MLIR context, setting the multithreading setting explicitly and
/// pre-loading the dialects from the provided DialectRegistry.
#[no_mangle]
pub extern "C" fn mlirContextCreateWithRegistry(registry: MlirDialectRegistry, threadingEnabled: bool) -> MlirContext {
    entry!(MlirContext::NULL, |_c| {
        let reg = REGISTRIES.get(registry.bits()).ok_or(Fail::Dangling("MlirDialectRegistry"))?;
        create(&reg, threadingEnabled)
    })
}

/// Checks if two contexts are equal.
#[no_mangle]
pub extern "C" fn mlirContextEqual(ctx1: MlirContext, ctx2: MlirContext) -> bool {
    ctx1.ptr == ctx2.ptr
}

/// Takes an MLIR context owned by the caller and destroys it.
#[no_mangle]
pub extern "C" fn mlirContextDestroy(context: MlirContext) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if context.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        let slot = Handle::from_bits(context.bits()).map_or(0, |h| h.context_slot());
        if oxmlir_ir::SlotUse::held_here(slot) > 0 && c.context(context).is_ok() {
            return Err(Fail::Misuse(
                "the context is in use by a call in progress on this thread (a callback may not destroy the context it runs in); it is left alive".into(),
            ));
        }
        let cx = c.context(context)?;
        let others = oxmlir_ir::calls_in_progress(slot);
        if others > 0 {
            c.misuse_note("mlirContextDestroy", format!(
                "{others} call(s) on this context are in progress on other threads; waiting for them to return before destroying it"
            ));
        }
        if let Some((pool, owned)) = with_pools(|m| m.remove(&context.bits())) {
            if owned {
                THREAD_POOLS.remove(pool);
            }
        }
        destroy_context(cx);
        Ok(())
    })
}

/// Sets whether unregistered dialects are allowed in this context.
#[no_mangle]
pub extern "C" fn mlirContextSetAllowUnregisteredDialects(context: MlirContext, allow: bool) {
    entry!((), |c| {
        c.context(context)?.set_allow_unregistered_dialects(allow);
        Ok(())
    })
}

/// Returns whether the context allows unregistered dialects.
#[no_mangle]
pub extern "C" fn mlirContextGetAllowUnregisteredDialects(context: MlirContext) -> bool {
    entry!(false, |c| { Ok(c.context(context)?.allows_unregistered_dialects()) })
}

/// Returns the number of dialects registered with the given context. A
/// registered dialect will be loaded if needed by the parser.
#[no_mangle]
pub extern "C" fn mlirContextGetNumRegisteredDialects(context: MlirContext) -> intptr_t {
    entry!(0, |c| { Ok(c.context(context)?.num_registered_dialects() as isize) })
}

/// Append the contents of the given dialect registry to the registry associated
/// with the context.
#[no_mangle]
pub extern "C" fn mlirContextAppendDialectRegistry(ctx: MlirContext, registry: MlirDialectRegistry) {
    entry!((), |c| {
        let cx = c.context(ctx)?;
        let reg = REGISTRIES.get(registry.bits()).ok_or(Fail::Dangling("MlirDialectRegistry"))?;
        cx.append_registry(&reg);
        Ok(())
    })
}

/// Returns the number of dialects loaded by the context.
#[no_mangle]
pub extern "C" fn mlirContextGetNumLoadedDialects(context: MlirContext) -> intptr_t {
    entry!(0, |c| { Ok(c.context(context)?.num_loaded_dialects() as isize) })
}

/// Gets the dialect instance owned by the given context using the dialect
/// namespace to identify it, loads (i.e., constructs the instance of) the
/// dialect if necessary. If the dialect is not registered with the context,
/// returns null.
#[no_mangle]
pub extern "C" fn mlirContextGetOrLoadDialect(context: MlirContext, name: MlirStringRef) -> MlirDialect {
    entry!(MlirDialect::NULL, |c| {
        let cx = c.context(context)?;
        let name = std::str::from_utf8(bytes(name)?).unwrap_or("");
        Ok(cx.get_or_load_dialect(name).map_or(MlirDialect::NULL, wrap::dialect))
    })
}

/// Set threading mode (must be set to false to mlir-print-ir-after-all).
#[no_mangle]
pub extern "C" fn mlirContextEnableMultithreading(context: MlirContext, enable: bool) {
    entry!((), |c| {
        c.context(context)?.set_multithreading(enable);
        Ok(())
    })
}

/// Eagerly loads all available dialects registered with a context, making
/// them available for use for IR construction.
#[no_mangle]
pub extern "C" fn mlirContextLoadAllAvailableDialects(context: MlirContext) {
    entry!((), |c| {
        c.context(context)?.load_all_available_dialects();
        Ok(())
    })
}

/// Returns whether the given fully-qualified operation (i.e.
/// 'dialect.operation') is registered with the context. This will return true
/// if the dialect is loaded and the operation is registered within the
/// dialect.
#[no_mangle]
pub extern "C" fn mlirContextIsRegisteredOperation(context: MlirContext, name: MlirStringRef) -> bool {
    entry!(false, |c| {
        let cx = c.context(context)?;
        Ok(cx.is_registered_operation(std::str::from_utf8(bytes(name)?).unwrap_or("")))
    })
}

/// Sets the thread pool of the context explicitly, enabling multithreading in
/// the process. The pool stays owned by the caller.
#[no_mangle]
pub extern "C" fn mlirContextSetThreadPool(context: MlirContext, threadPool: MlirLlvmThreadPool) {
    entry!((), |c| {
        let cx = c.context(context)?;
        let h = threadPool.ptr as usize as u64;
        let threads = THREAD_POOLS.with(h, |p| p.threads).ok_or(Fail::Dangling("MlirLlvmThreadPool"))?;
        cx.set_thread_pool_size(threads);
        if let Some((old, true)) = with_pools(|m| m.insert(context.bits(), (h, false))) {
            THREAD_POOLS.remove(old);
        }
        Ok(())
    })
}

/// Gets the number of threads of the thread pool of the context when
/// multithreading is enabled. Returns 1 if no multithreading.
#[no_mangle]
pub extern "C" fn mlirContextGetNumThreads(context: MlirContext) -> c_uint {
    entry!(1, |c| { Ok(c.context(context)?.num_threads()) })
}

/// Gets the thread pool of the context when multithreading is enabled (a
/// misuse is reported otherwise). The pool belongs to the context.
#[no_mangle]
pub extern "C" fn mlirContextGetThreadPool(context: MlirContext) -> MlirLlvmThreadPool {
    entry!(MlirLlvmThreadPool { ptr: std::ptr::null_mut() }, |c| {
        let cx = c.context(context)?;
        if !cx.multithreading() {
            return Err(Fail::Misuse("multithreading is disabled in this context".into()));
        }
        let h = with_pools(|m| {
            m.entry(context.bits())
                .or_insert_with(|| (THREAD_POOLS.insert(crate::support::ThreadPool { threads: cx.num_threads() }), true))
                .0
        });
        Ok(MlirLlvmThreadPool { ptr: to_ptr(h) })
    })
}

/// Returns the context that owns the dialect.
#[no_mangle]
pub extern "C" fn mlirDialectGetContext(dialect: MlirDialect) -> MlirContext {
    entry!(MlirContext::NULL, |c| {
        let (cx, _) = c.dialect(dialect)?;
        Ok(wrap::context(cx))
    })
}

/// Checks if two dialects that belong to the same context are equal. Dialects
/// from different contexts will not compare equal.
#[no_mangle]
pub extern "C" fn mlirDialectEqual(dialect1: MlirDialect, dialect2: MlirDialect) -> bool {
    dialect1.ptr == dialect2.ptr
}

/// Returns the namespace of the given dialect.
#[no_mangle]
pub extern "C" fn mlirDialectGetNamespace(dialect: MlirDialect) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |c| {
        let (cx, d) = c.dialect(dialect)?;
        let def = cx.dialect_def(d).ok_or(Fail::Dangling("MlirDialect"))?;
        Ok(MlirStringRef::from_bytes(def.namespace.as_bytes()))
    })
}

fn handle_spec(h: MlirDialectHandle) -> Result<&'static oxmlir_ir::registry::DialectSpec, Fail> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirDialectHandle"));
    }
    oxmlir_ir::dialects::by_address(h.ptr as usize).ok_or(Fail::Dangling("MlirDialectHandle"))
}

fn handle_def(h: MlirDialectHandle) -> Result<std::sync::Arc<oxmlir_ir::registry::DialectDef>, Fail> {
    handle_spec(h).map(|s| s.def())
}

/// Returns the namespace associated with the provided dialect handle.
#[no_mangle]
pub extern "C" fn mlirDialectHandleGetNamespace(arg1: MlirDialectHandle) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |_c| { Ok(MlirStringRef::from_bytes(handle_spec(arg1)?.namespace.as_bytes())) })
}

/// Inserts the dialect associated with the provided dialect handle into the
/// provided dialect registry
#[no_mangle]
pub extern "C" fn mlirDialectHandleInsertDialect(arg1: MlirDialectHandle, arg2: MlirDialectRegistry) {
    entry!((), |_c| {
        let def = handle_def(arg1)?;
        REGISTRIES.with(arg2.bits(), |r| r.insert(def)).ok_or(Fail::Dangling("MlirDialectRegistry"))
    })
}

/// Registers the dialect associated with the provided dialect handle.
#[no_mangle]
pub extern "C" fn mlirDialectHandleRegisterDialect(arg1: MlirDialectHandle, arg2: MlirContext) {
    entry!((), |c| {
        let def = handle_def(arg1)?;
        let cx = c.context(arg2)?;
        let mut r = DialectRegistry::new();
        r.insert(def);
        cx.append_registry(&r);
        Ok(())
    })
}

/// Loads the dialect associated with the provided dialect handle.
#[no_mangle]
pub extern "C" fn mlirDialectHandleLoadDialect(arg1: MlirDialectHandle, arg2: MlirContext) -> MlirDialect {
    entry!(MlirDialect::NULL, |c| {
        let def = handle_def(arg1)?;
        let cx = c.context(arg2)?;
        Ok(wrap::dialect(cx.load_dialect(def)))
    })
}

/// Creates a dialect registry and transfers its ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryCreate() -> MlirDialectRegistry {
    entry!(MlirDialectRegistry::NULL, |_c| { Ok(MlirDialectRegistry::from_bits(REGISTRIES.insert(DialectRegistry::new()))) })
}

/// Takes a dialect registry owned by the caller and destroys it.
#[no_mangle]
pub extern "C" fn mlirDialectRegistryDestroy(registry: MlirDialectRegistry) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if registry.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        REGISTRIES.remove(registry.bits()).ok_or(Fail::Dangling("MlirDialectRegistry"))?;
        Ok(())
    })
}
