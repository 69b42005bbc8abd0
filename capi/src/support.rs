//! `mlir-c/Support.h`: string references, logical results, type ids,
//! thread pools.

use std::ffi::{c_char, c_void};

use oxmlir_ir::support::typeid::{TypeId, TypeIdAllocator};

use crate::handles::{bytes, c_str, entry, Fail};
use crate::owned::Owned;

/// C integer types under their C names, so the generated headers spell
/// them as upstream's do.
pub mod c_int_types {
    /// `size_t`
    pub type size_t = usize;
    /// `intptr_t`
    pub type intptr_t = isize;
    pub use std::ffi::{c_int, c_uint};
}
pub use c_int_types::*;

/// Re-export llvm::ThreadPool so as to avoid including the LLVM C API directly.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirLlvmThreadPool {
    pub ptr: *mut c_void,
}

/// An opaque type identifier.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirTypeID {
    pub ptr: *const c_void,
}

/// A source of type identifiers created at run time.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirTypeIDAllocator {
    pub ptr: *mut c_void,
}

/// A pointer to a sized fragment of a string, not necessarily null-terminated.
/// Does not own the underlying string. This is equivalent to llvm::StringRef.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirStringRef {
    /// Pointer to the first symbol.
    pub data: *const c_char,
    /// Length of the fragment.
    pub length: size_t,
}

impl MlirStringRef {
    /// A reference to bytes that outlive the C caller's use of them.
    pub(crate) fn from_bytes(b: &[u8]) -> MlirStringRef {
        MlirStringRef { data: b.as_ptr() as *const c_char, length: b.len() }
    }

    /// The empty reference.
    pub(crate) const NULL: MlirStringRef = MlirStringRef { data: std::ptr::null(), length: 0 };
}

/// A callback for returning string references.
///
/// This function is called back by the functions that need to return a
/// reference to the portion of the string with the following arguments:
///  - an MlirStringRef representing the current portion of the string
///  - a pointer to user data forwarded from the printing call.
pub type MlirStringCallback = Option<unsafe extern "C" fn(MlirStringRef, *mut c_void)>;

/// A logical result value, essentially a boolean with named states. LLVM
/// convention for using boolean values to designate success or failure of an
/// operation is a moving target, so MLIR opted for an explicit class.
/// Instances of MlirLogicalResult must only be inspected using the associated
/// functions.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirLogicalResult {
    pub value: i8,
}

impl MlirLogicalResult {
    pub(crate) const SUCCESS: MlirLogicalResult = MlirLogicalResult { value: 1 };
    pub(crate) const FAILURE: MlirLogicalResult = MlirLogicalResult { value: 0 };
}

/// Constructs a string reference from a null-terminated C string. Prefer
/// mlirStringRefCreate if the length of the string is known.
#[no_mangle]
pub extern "C" fn mlirStringRefCreateFromCString(str: *const c_char) -> MlirStringRef {
    entry!(MlirStringRef::NULL, |_c| {
        let b = c_str(str)?;
        Ok(MlirStringRef { data: str, length: b.len() })
    })
}

/// Returns true if two string references are equal, false otherwise.
#[no_mangle]
pub extern "C" fn mlirStringRefEqual(string: MlirStringRef, other: MlirStringRef) -> bool {
    entry!(false, |_c| { Ok(bytes(string)? == bytes(other)?) })
}

pub(crate) struct ThreadPool {
    pub(crate) threads: u32,
}

pub(crate) static THREAD_POOLS: Owned<ThreadPool> = Owned::new();

/// Create an LLVM thread pool. This is reexported here to avoid directly
/// pulling in the LLVM headers directly.
#[no_mangle]
pub extern "C" fn mlirLlvmThreadPoolCreate() -> MlirLlvmThreadPool {
    entry!(MlirLlvmThreadPool { ptr: std::ptr::null_mut() }, |_c| {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
        let h = THREAD_POOLS.insert(ThreadPool { threads });
        Ok(MlirLlvmThreadPool { ptr: crate::handles::to_ptr(h) })
    })
}

/// Destroy an LLVM thread pool.
#[no_mangle]
pub extern "C" fn mlirLlvmThreadPoolDestroy(pool: MlirLlvmThreadPool) {
    entry!((), |_c| {
        THREAD_POOLS.remove(pool.ptr as usize as u64).ok_or(Fail::Dangling("MlirLlvmThreadPool"))?;
        Ok(())
    })
}

/// `ptr` must be 8 byte aligned and unique to a type valid for the duration of
/// the returned type id's usage
#[no_mangle]
pub extern "C" fn mlirTypeIDCreate(ptr: *const c_void) -> MlirTypeID {
    entry!(MlirTypeID { ptr: std::ptr::null() }, |_c| {
        if !(ptr as usize).is_multiple_of(8) {
            return Err(Fail::Misuse("the pointer must be 8-byte aligned".into()));
        }
        Ok(MlirTypeID { ptr })
    })
}

/// Checks if two type ids are equal.
#[no_mangle]
pub extern "C" fn mlirTypeIDEqual(typeID1: MlirTypeID, typeID2: MlirTypeID) -> bool {
    typeID1.ptr == typeID2.ptr
}

/// Returns the hash value of the type id.
#[no_mangle]
pub extern "C" fn mlirTypeIDHashValue(typeID: MlirTypeID) -> size_t {
    TypeId::from_addr(typeID.ptr as usize).map_or(0, TypeId::hash_value)
}

pub(crate) static TYPE_ID_ALLOCATORS: Owned<TypeIdAllocator> = Owned::new();

/// Creates a type id allocator for dynamic type id creation
#[no_mangle]
pub extern "C" fn mlirTypeIDAllocatorCreate() -> MlirTypeIDAllocator {
    entry!(MlirTypeIDAllocator { ptr: std::ptr::null_mut() }, |_c| {
        let h = TYPE_ID_ALLOCATORS.insert(TypeIdAllocator::new());
        Ok(MlirTypeIDAllocator { ptr: crate::handles::to_ptr(h) })
    })
}

/// Deallocates the allocator and all allocated type ids
#[no_mangle]
pub extern "C" fn mlirTypeIDAllocatorDestroy(allocator: MlirTypeIDAllocator) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if allocator.ptr.is_null() {
        return;
    }
    entry!((), |_c| {
        TYPE_ID_ALLOCATORS.remove(allocator.ptr as usize as u64).ok_or(Fail::Dangling("MlirTypeIDAllocator"))?;
        Ok(())
    })
}

/// Allocates a type id that is valid for the lifetime of the allocator
#[no_mangle]
pub extern "C" fn mlirTypeIDAllocatorAllocateTypeID(allocator: MlirTypeIDAllocator) -> MlirTypeID {
    entry!(MlirTypeID { ptr: std::ptr::null() }, |_c| {
        let id = TYPE_ID_ALLOCATORS
            .with(allocator.ptr as usize as u64, |a| a.allocate())
            .ok_or(Fail::Dangling("MlirTypeIDAllocator"))?;
        Ok(MlirTypeID { ptr: id.addr() as *const c_void })
    })
}

/// Wraps a core type id.
pub(crate) fn wrap_type_id(id: TypeId) -> MlirTypeID {
    MlirTypeID { ptr: id.addr() as *const c_void }
}

