//! Location functions.

use crate::support::{c_int_types::*};
use oxmlir_ir::attrs::{AttrData, FileRange};
use oxmlir_ir::attrs::location_type_ids as ids;
use oxmlir_ir::Location;

use super::{wrap, MlirAttribute, MlirContext, MlirIdentifier, MlirLocation};
use crate::handles::{bytes, entry, slice, slice_mut, string_sink, Fail};
use crate::support::{wrap_type_id, MlirStringCallback, MlirStringRef, MlirTypeID};

/// Returns the underlying location attribute of this location.
#[no_mangle]
pub extern "C" fn mlirLocationGetAttribute(location: MlirLocation) -> MlirAttribute {
    MlirAttribute::from_bits(location.bits())
}

/// Creates a location from a location attribute (null if the attribute is
/// not a location).
#[no_mangle]
pub extern "C" fn mlirLocationFromAttribute(attribute: MlirAttribute) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let Some((cx, a)) = c.attr_opt(attribute)? else { return Ok(MlirLocation::NULL) };
        Ok(cx.location_from_attr(a).map_or(MlirLocation::NULL, wrap::loc))
    })
}

/// Creates an File/Line/Column location owned by the given context.
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColGet(
    context: MlirContext,
    filename: MlirStringRef,
    line: c_uint,
    col: c_uint,
) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let cx = c.context(context)?;
        Ok(wrap::loc(cx.file_line_col(bytes(filename)?, line, col)))
    })
}

/// Creates an File/Line/Column range location owned by the given context.
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGet(
    context: MlirContext,
    filename: MlirStringRef,
    start_line: c_uint,
    start_col: c_uint,
    end_line: c_uint,
    end_col: c_uint,
) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let cx = c.context(context)?;
        Ok(wrap::loc(cx.file_line_col_range(bytes(filename)?, start_line, start_col, end_line, end_col)))
    })
}

fn file_range<T>(location: MlirLocation, default: T, f: impl FnOnce(&FileRange) -> T) -> T {
    entry!(default, |c| {
        let (cx, l) = c.loc(location)?;
        match cx.attr_data(l.0) {
            AttrData::FileLineColRange(r) => Ok(f(r)),
            _ => Err(Fail::Quiet),
        }
    })
}

/// Getter for filename of FileLineColRange.
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetFilename(location: MlirLocation) -> MlirIdentifier {
    file_range(location, MlirIdentifier::NULL, |r| wrap::ident(r.file))
}

/// Getter for start_line of FileLineColRange (-1 for other locations).
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetStartLine(location: MlirLocation) -> c_int {
    file_range(location, -1, |r| r.start_line as i32)
}

/// Getter for start_column of FileLineColRange (-1 for other locations).
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetStartColumn(location: MlirLocation) -> c_int {
    file_range(location, -1, |r| r.start_col as i32)
}

/// Getter for end_line of FileLineColRange (-1 for other locations).
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetEndLine(location: MlirLocation) -> c_int {
    file_range(location, -1, |r| r.end_line as i32)
}

/// Getter for end_column of FileLineColRange (-1 for other locations).
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetEndColumn(location: MlirLocation) -> c_int {
    file_range(location, -1, |r| r.end_col as i32)
}

/// TypeID Getter for FileLineColRange.
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColRangeGetTypeID() -> MlirTypeID {
    wrap_type_id(ids::file_line_col_range())
}

/// Checks whether the given location is an FileLineColRange.
#[no_mangle]
pub extern "C" fn mlirLocationIsAFileLineColRange(location: MlirLocation) -> bool {
    file_range(location, false, |_| true)
}

/// Creates a call site location with a callee and a caller.
#[no_mangle]
pub extern "C" fn mlirLocationCallSiteGet(callee: MlirLocation, caller: MlirLocation) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let (cx, a) = c.loc(callee)?;
        let (cx2, b) = c.loc(caller)?;
        c.same_context(cx, cx2)?;
        Ok(wrap::loc(cx.callsite_loc(a, b)))
    })
}

fn callsite(location: MlirLocation, callee: bool) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let (cx, l) = c.loc(location)?;
        match cx.attr_data(l.0) {
            AttrData::CallSiteLoc { callee: e, caller: r } => {
                Ok(MlirLocation::from_bits(if callee { e.bits() } else { r.bits() }))
            }
            _ => Err(Fail::Misuse("the location is not a CallSiteLoc".into())),
        }
    })
}

/// Getter for callee of CallSite.
#[no_mangle]
pub extern "C" fn mlirLocationCallSiteGetCallee(location: MlirLocation) -> MlirLocation {
    callsite(location, true)
}

/// Getter for caller of CallSite.
#[no_mangle]
pub extern "C" fn mlirLocationCallSiteGetCaller(location: MlirLocation) -> MlirLocation {
    callsite(location, false)
}

/// TypeID Getter for CallSite.
#[no_mangle]
pub extern "C" fn mlirLocationCallSiteGetTypeID() -> MlirTypeID {
    wrap_type_id(ids::call_site())
}

/// Checks whether the given location is an CallSite.
#[no_mangle]
pub extern "C" fn mlirLocationIsACallSite(location: MlirLocation) -> bool {
    entry!(false, |c| {
        let (cx, l) = c.loc(location)?;
        Ok(matches!(cx.attr_data(l.0), AttrData::CallSiteLoc { .. }))
    })
}

/// Creates a fused location with an array of locations and metadata.
#[no_mangle]
pub extern "C" fn mlirLocationFusedGet(
    ctx: MlirContext,
    nLocations: intptr_t,
    locations: *const MlirLocation,
    metadata: MlirAttribute,
) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let cx = c.context(ctx)?;
        let mut locs: Vec<Location> = Vec::new();
        for &l in slice(locations, nLocations, "MlirLocation")? {
            let (lcx, l) = c.loc(l)?;
            c.same_context(cx, lcx)?;
            locs.push(l);
        }
        let meta = c.attr_opt(metadata)?.map(|(_, a)| a);
        Ok(wrap::loc(cx.fused_loc(&locs, meta)))
    })
}

/// Getter for number of locations fused together (0 for other locations).
#[no_mangle]
pub extern "C" fn mlirLocationFusedGetNumLocations(location: MlirLocation) -> c_uint {
    entry!(0, |c| {
        let (cx, l) = c.loc(location)?;
        Ok(match cx.attr_data(l.0) {
            AttrData::FusedLoc { locs, .. } => locs.len() as u32,
            _ => 0,
        })
    })
}

/// Getter for locations of Fused. Requires pre-allocated memory of
/// #fusedLocations X sizeof(MlirLocation).
#[no_mangle]
pub extern "C" fn mlirLocationFusedGetLocations(location: MlirLocation, locationsCPtr: *mut MlirLocation) {
    entry!((), |c| {
        let (cx, l) = c.loc(location)?;
        if let AttrData::FusedLoc { locs, .. } = cx.attr_data(l.0) {
            let out = slice_mut(locationsCPtr, locs.len(), "MlirLocation")?;
            for (o, &a) in out.iter_mut().zip(locs.iter()) {
                *o = MlirLocation::from_bits(a.bits());
            }
        }
        Ok(())
    })
}

/// Getter for metadata of Fused.
#[no_mangle]
pub extern "C" fn mlirLocationFusedGetMetadata(location: MlirLocation) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, l) = c.loc(location)?;
        match cx.attr_data(l.0) {
            AttrData::FusedLoc { metadata, .. } => Ok(wrap::attr_opt(*metadata)),
            _ => Err(Fail::Misuse("the location is not a FusedLoc".into())),
        }
    })
}

/// TypeID Getter for Fused.
#[no_mangle]
pub extern "C" fn mlirLocationFusedGetTypeID() -> MlirTypeID {
    wrap_type_id(ids::fused())
}

/// Checks whether the given location is an Fused.
#[no_mangle]
pub extern "C" fn mlirLocationIsAFused(location: MlirLocation) -> bool {
    entry!(false, |c| {
        let (cx, l) = c.loc(location)?;
        Ok(matches!(cx.attr_data(l.0), AttrData::FusedLoc { .. }))
    })
}

/// Creates a name location owned by the given context. Providing null location
/// for childLoc is allowed and if childLoc is null location, then the behavior
/// is the same as having unknown child location.
#[no_mangle]
pub extern "C" fn mlirLocationNameGet(context: MlirContext, name: MlirStringRef, childLoc: MlirLocation) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let cx = c.context(context)?;
        let child = c.loc_opt(childLoc)?.map(|(_, l)| l);
        Ok(wrap::loc(cx.name_loc(bytes(name)?, child)))
    })
}

/// Getter for name of Name.
#[no_mangle]
pub extern "C" fn mlirLocationNameGetName(location: MlirLocation) -> MlirIdentifier {
    entry!(MlirIdentifier::NULL, |c| {
        let (cx, l) = c.loc(location)?;
        match cx.attr_data(l.0) {
            AttrData::NameLoc { name, .. } => Ok(wrap::ident(*name)),
            _ => Err(Fail::Misuse("the location is not a NameLoc".into())),
        }
    })
}

/// Getter for childLoc of Name.
#[no_mangle]
pub extern "C" fn mlirLocationNameGetChildLoc(location: MlirLocation) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let (cx, l) = c.loc(location)?;
        match cx.attr_data(l.0) {
            AttrData::NameLoc { child, .. } => Ok(MlirLocation::from_bits(child.bits())),
            _ => Err(Fail::Misuse("the location is not a NameLoc".into())),
        }
    })
}

/// TypeID Getter for Name.
#[no_mangle]
pub extern "C" fn mlirLocationNameGetTypeID() -> MlirTypeID {
    wrap_type_id(ids::name())
}

/// Checks whether the given location is an Name.
#[no_mangle]
pub extern "C" fn mlirLocationIsAName(location: MlirLocation) -> bool {
    entry!(false, |c| {
        let (cx, l) = c.loc(location)?;
        Ok(matches!(cx.attr_data(l.0), AttrData::NameLoc { .. }))
    })
}

/// Creates a location with unknown position owned by the given context.
#[no_mangle]
pub extern "C" fn mlirLocationUnknownGet(context: MlirContext) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| { Ok(wrap::loc(c.context(context)?.unknown_loc())) })
}

/// Gets the context that a location was created with.
#[no_mangle]
pub extern "C" fn mlirLocationGetContext(location: MlirLocation) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.loc(location)?.0)) })
}

/// Checks if two locations are equal.
#[no_mangle]
pub extern "C" fn mlirLocationEqual(l1: MlirLocation, l2: MlirLocation) -> bool {
    l1.ptr == l2.ptr
}

/// Prints a location by sending chunks of the string representation and
/// forwarding `userData` to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirLocationPrint(location: MlirLocation, callback: MlirStringCallback, userData: *mut std::ffi::c_void) {
    entry!((), |c| {
        let _hold = c.hold(location.bits());
        let Some((cx, l)) = c.loc_opt(location)? else {
            // A null location is a null attribute upstream.
            crate::output::write_text(
                crate::output::NULL_ATTRIBUTE,
                crate::output::Target::Callback(callback, userData),
            );
            return Ok(());
        };
        let mut sink = string_sink(callback, userData);
        oxmlir_ir::print::print_location(cx, l, oxmlir_ir::print::Out::sink(&mut sink));
        Ok(())
    })
}
