//! `mlir-c/AffineMap.h`: affine maps.

use std::ffi::c_void;

use oxmlir_ir::affine::AffineMap;
use oxmlir_ir::Context;

use crate::affine_expr::{print_to, uniqued_context, MlirAffineExpr};
use crate::handles::{call_populate_result, entry, slice, CResult, Call, Fail};
use crate::ir::{wrap, MlirContext};
use crate::output::{write_text, Target, NULL_AFFINE_MAP};
use crate::support::c_int_types::*;
use crate::support::MlirStringCallback;

/// Opaque handle to a uniqued affine map.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirAffineMap {
    pub ptr: *const c_void,
}

const _: () = assert!(std::mem::size_of::<MlirAffineMap>() == std::mem::size_of::<*const c_void>());


impl MlirAffineMap {
    /// The null handle.
    pub(crate) const NULL: MlirAffineMap = MlirAffineMap { ptr: std::ptr::null() };
}

impl From<AffineMap> for MlirAffineMap {
    fn from(m: AffineMap) -> Self {
        MlirAffineMap { ptr: m.bits() as usize as *const c_void }
    }
}

impl From<Option<AffineMap>> for MlirAffineMap {
    fn from(m: Option<AffineMap>) -> Self {
        m.map_or(MlirAffineMap::NULL, MlirAffineMap::from)
    }
}

impl Call {
    /// Resolves a non-null `MlirAffineMap`.
    pub(crate) fn affine_map<'a>(&mut self, h: MlirAffineMap) -> CResult<(&'a Context, AffineMap)> {
        let bits = h.ptr as usize as u64;
        let cx = uniqued_context(self, bits, oxmlir_ir::support::handle::UniquedKind::AffineMap, "MlirAffineMap")?;
        let m = AffineMap::from_bits(bits).ok_or(Fail::Null("MlirAffineMap"))?;
        cx.try_affine_map_data(m).ok_or(Fail::Dangling("MlirAffineMap"))?;
        Ok((cx, m))
    }
}

/// A count or length that sizes an allocation: negative values (which
/// upstream turns into huge unsigned ones) are misuse.
pub(crate) fn count(v: intptr_t, what: &str) -> CResult<u32> {
    u32::try_from(v).map_err(|_| Fail::Misuse(format!("invalid {what}: {v}")))
}

/// Gets the context that the given affine map was created with
#[no_mangle]
pub extern "C" fn mlirAffineMapGetContext(affineMap: MlirAffineMap) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.affine_map(affineMap)?.0)) })
}

/// Checks if two affine maps are equal.
#[no_mangle]
pub extern "C" fn mlirAffineMapEqual(a1: MlirAffineMap, a2: MlirAffineMap) -> bool {
    a1.ptr == a2.ptr
}

/// Prints an affine map by sending chunks of the string representation and
/// forwarding `userData to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirAffineMapPrint(affineMap: MlirAffineMap, callback: MlirStringCallback, userData: *mut c_void) {
    print_map(affineMap, Target::Callback(callback, userData))
}

/// Prints the affine map to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirAffineMapDump(affineMap: MlirAffineMap) {
    print_map(affineMap, Target::Dump)
}

fn print_map(map: MlirAffineMap, to: Target) {
    entry!((), |c| {
        if map.ptr.is_null() {
            write_text(NULL_AFFINE_MAP, to);
            return Ok(());
        }
        let (cx, m) = c.affine_map(map)?;
        print_to(cx, to, |p| p.print_affine_map(m));
        Ok(())
    })
}

/// Creates a zero result affine map with no dimensions or symbols in the
/// context. The affine map is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAffineMapEmptyGet(ctx: MlirContext) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| { Ok(c.context(ctx)?.empty_affine_map().into()) })
}

/// Creates a zero result affine map of the given dimensions and symbols in the
/// context. The affine map is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAffineMapZeroResultGet(ctx: MlirContext, dimCount: intptr_t, symbolCount: intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        Ok(c.context(ctx)?.zero_result_affine_map(count(dimCount, "number of dimensions")?, count(symbolCount, "number of symbols")?).into())
    })
}

/// Creates an affine map with results defined by the given list of affine
/// expressions. The map resulting map also has the requested number of input
/// dimensions and symbols, regardless of them being used in the results.
#[no_mangle]
pub extern "C" fn mlirAffineMapGet(
    ctx: MlirContext,
    dimCount: intptr_t,
    symbolCount: intptr_t,
    nAffineExprs: intptr_t,
    affineExprs: *mut MlirAffineExpr,
) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let cx = c.context(ctx)?;
        count(nAffineExprs, "number of affine expressions")?;
        let exprs = c.affine_exprs_in(cx, slice(affineExprs, nAffineExprs, "MlirAffineExpr")?)?;
        Ok(cx.affine_map(count(dimCount, "number of dimensions")?, count(symbolCount, "number of symbols")?, &exprs).into())
    })
}

/// Creates a single constant result affine map in the context. The affine map
/// is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAffineMapConstantGet(ctx: MlirContext, val: i64) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| { Ok(c.context(ctx)?.constant_affine_map(val).into()) })
}

/// Creates an affine map with 'numDims' identity in the context. The affine map
/// is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAffineMapMultiDimIdentityGet(ctx: MlirContext, numDims: intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let cx = c.context(ctx)?;
        Ok(cx.multi_dim_identity_map(count(numDims, "number of dimensions")?).into())
    })
}

/// Creates an identity affine map on the most minor dimensions in the context.
/// The affine map is owned by the context. The function asserts that the number
/// of dimensions is greater or equal to the number of results.
#[no_mangle]
pub extern "C" fn mlirAffineMapMinorIdentityGet(ctx: MlirContext, dims: intptr_t, results: intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let cx = c.context(ctx)?;
        let (d, r) = (count(dims, "number of dimensions")?, count(results, "number of results")?);
        cx.minor_identity_map(d, r).map(MlirAffineMap::from).ok_or_else(|| {
            Fail::Misuse(format!("the number of results ({r}) exceeds the number of dimensions ({d})"))
        })
    })
}

/// Creates an affine map with a permutation expression and its size in the
/// context. The permutation expression is a non-empty vector of integers.
/// The elements of the permutation vector must be continuous from 0 and cannot
/// be repeated (i.e. `[1,2,0]` is a valid permutation. `[2,0]` or `[1,1,2]` is
/// an invalid permutation.) The affine map is owned by the context.
#[no_mangle]
pub extern "C" fn mlirAffineMapPermutationGet(ctx: MlirContext, size: intptr_t, permutation: *mut c_uint) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let cx = c.context(ctx)?;
        count(size, "permutation size")?;
        let perm = slice(permutation as *const u32, size, "permutation")?;
        cx.permutation_map(perm)
            .map(MlirAffineMap::from)
            .ok_or_else(|| Fail::Misuse("cannot create a permutation map from an empty permutation".into()))
    })
}

/// Checks whether the given affine map is an identity affine map. The function
/// asserts that the number of dimensions is greater or equal to the number of
/// results.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsIdentity(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_identity_map(m))
    })
}

/// Checks whether the given affine map is a minor identity affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsMinorIdentity(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_minor_identity_map(m))
    })
}

/// Checks whether the given affine map is an empty affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsEmpty(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_empty_affine_map(m))
    })
}

/// Checks whether the given affine map is a single result constant affine
/// map.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsSingleConstant(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_single_constant_map(m))
    })
}

/// Returns the constant result of the given affine map. The function asserts
/// that the map has a single constant result.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetSingleConstantResult(affineMap: MlirAffineMap) -> i64 {
    entry!(0, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        cx.single_constant_result(m)
            .ok_or_else(|| Fail::Misuse("the map does not have a single constant result".into()))
    })
}

/// Returns the number of dimensions of the given affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumDims(affineMap: MlirAffineMap) -> intptr_t {
    entry!(0, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_map_num_dims(m) as intptr_t)
    })
}

/// Returns the number of symbols of the given affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumSymbols(affineMap: MlirAffineMap) -> intptr_t {
    entry!(0, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_map_num_symbols(m) as intptr_t)
    })
}

/// Returns the number of results of the given affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumResults(affineMap: MlirAffineMap) -> intptr_t {
    entry!(0, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_map_results(m).len() as intptr_t)
    })
}

/// Returns the result at the given position.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetResult(affineMap: MlirAffineMap, pos: intptr_t) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        let results = cx.affine_map_results(m);
        match results.get(pos as u32 as usize) {
            Some(&e) => Ok(e.into()),
            None => Err(Fail::Misuse(format!("result position {pos} out of range (the map has {})", results.len()))),
        }
    })
}

/// Returns the number of inputs (dimensions + symbols) of the given affine
/// map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumInputs(affineMap: MlirAffineMap) -> intptr_t {
    entry!(0, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_map_num_inputs(m) as intptr_t)
    })
}

/// Checks whether the given affine map represents a subset of a symbol-less
/// permutation map.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsProjectedPermutation(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_projected_permutation(m, false))
    })
}

/// Checks whether the given affine map represents a symbol-less permutation
/// map.
#[no_mangle]
pub extern "C" fn mlirAffineMapIsPermutation(affineMap: MlirAffineMap) -> bool {
    entry!(false, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.is_permutation_map(m))
    })
}

/// Returns the affine map consisting of the `resultPos` subset.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetSubMap(affineMap: MlirAffineMap, size: intptr_t, resultPos: *mut intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        count(size, "number of result positions")?;
        let positions: Vec<u32> = slice(resultPos, size, "result position")?.iter().map(|&p| p as u32).collect();
        cx.affine_sub_map(m, &positions).map(MlirAffineMap::from).ok_or_else(|| {
            Fail::Misuse(format!("result position out of range (the map has {})", cx.affine_map_results(m).len()))
        })
    })
}

/// Returns the affine map consisting of the most major `numResults` results.
/// Returns the null AffineMap if the `numResults` is equal to zero.
/// Returns the `affineMap` if `numResults` is greater or equals to number of
/// results of the given affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetMajorSubMap(affineMap: MlirAffineMap, numResults: intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_major_sub_map(m, numResults as u32).into())
    })
}

/// Returns the affine map consisting of the most minor `numResults` results.
/// Returns the null AffineMap if the `numResults` is equal to zero.
/// Returns the `affineMap` if `numResults` is greater or equals to number of
/// results of the given affine map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetMinorSubMap(affineMap: MlirAffineMap, numResults: intptr_t) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        Ok(cx.affine_minor_sub_map(m, numResults as u32).into())
    })
}

/// Apply AffineExpr::replace(`map`) to each of the results and return a new
/// new AffineMap with the new results and the specified number of dims and
/// symbols.
#[no_mangle]
pub extern "C" fn mlirAffineMapReplace(
    affineMap: MlirAffineMap,
    expression: MlirAffineExpr,
    replacement: MlirAffineExpr,
    numResultDims: intptr_t,
    numResultSyms: intptr_t,
) -> MlirAffineMap {
    entry!(MlirAffineMap::NULL, |c| {
        let (cx, m) = c.affine_map(affineMap)?;
        let (ecx, e) = c.affine_expr(expression)?;
        let (rcx, r) = c.affine_expr(replacement)?;
        c.same_context(cx, ecx)?;
        c.same_context(cx, rcx)?;
        Ok(cx.replace_in_affine_map(m, e, r, count(numResultDims, "number of dimensions")?, count(numResultSyms, "number of symbols")?).into())
    })
}

/// Returns the simplified affine map resulting from dropping the symbols that
/// do not appear in any of the individual maps in `affineMaps`.
/// Asserts that all maps in `affineMaps` are normalized to the same number of
/// dims and symbols.
/// Takes a callback `populateResult` to fill the `res` container with value
/// `m` at entry `idx`. This allows returning without worrying about ownership
/// considerations.
#[no_mangle]
pub extern "C" fn mlirAffineMapCompressUnusedSymbols(
    affineMaps: *mut MlirAffineMap,
    size: intptr_t,
    result: *mut c_void,
    populateResult: Option<unsafe extern "C" fn(res: *mut c_void, idx: intptr_t, m: MlirAffineMap)>,
) {
    entry!((), |c| {
        count(size, "number of maps")?;
        let handles = slice(affineMaps, size, "MlirAffineMap")?;
        let Some(&first) = handles.first() else { return Ok(()) };
        let (cx, _) = c.affine_map(first)?;
        let mut maps = Vec::with_capacity(handles.len());
        for &h in handles {
            let (mcx, m) = c.affine_map(h)?;
            c.same_context(cx, mcx)?;
            maps.push(m);
        }
        let populate = populateResult.ok_or(Fail::Misuse("null populateResult callback".into()))?;
        let compressed = cx.compress_unused_symbols(&maps).ok_or_else(|| {
            Fail::Misuse("the maps do not all have the same numbers of dimensions and symbols".into())
        })?;
        for (idx, m) in compressed.into_iter().enumerate() {
            call_populate_result(populate, result, idx as intptr_t, m.into());
        }
        Ok(())
    })
}
