//! `mlir-c/Interfaces.h`: interface queries and result-type inference
//! through `InferTypeOpInterface` / `InferShapedTypeOpInterface`.

use std::ffi::c_void;

use oxmlir_ir::registry::interfaces::{InferInput, InferShapedTypeOpInterface, InferTypeOpInterface, Interface};
use oxmlir_ir::registry::OpDef;
use oxmlir_ir::support::typeid::TypeId;
use oxmlir_ir::{AttrData, Context, RegionId};

use crate::handles::{bytes, entry, ir, CResult, Call, Fail};
use crate::ir::{wrap, MlirAttribute, MlirContext, MlirLocation, MlirOperation, MlirRegion, MlirType, MlirValue};
use crate::support::{wrap_type_id, MlirLogicalResult, MlirStringRef, MlirTypeID};

/// Callback receiving inferred types (count, array, user data).
pub type MlirTypesCallback = Option<unsafe extern "C" fn(isize, *mut MlirType, *mut c_void)>;

/// Callback receiving one inferred shaped type's components (has rank,
/// rank, dimensions, element type, attribute, user data).
pub type MlirShapedTypeComponentsCallback =
    Option<unsafe extern "C" fn(bool, isize, *const i64, MlirType, MlirAttribute, *mut c_void)>;

fn type_id_of(id: MlirTypeID) -> Option<TypeId> {
    TypeId::from_addr(id.ptr as usize)
}

/// Returns `true` if the given operation implements an interface identified
/// by its TypeID.
#[no_mangle]
pub extern "C" fn mlirOperationImplementsInterface(operation: MlirOperation, interfaceTypeID: MlirTypeID) -> bool {
    entry!(false, |c| {
        let (cx, o) = c.op(operation)?;
        let name = ir(cx).op_name(o)?;
        let Some(id) = type_id_of(interfaceTypeID) else { return Err(Fail::Null("MlirTypeID")) };
        Ok(cx.op_name_info(name).def().is_some_and(|d| d.interfaces.has(id)))
    })
}

/// Returns `true` if the operation identified by its canonical string name
/// implements the interface identified by its TypeID in the given context.
/// Note that interfaces may be attached to operations in some contexts and
/// not others.
#[no_mangle]
pub extern "C" fn mlirOperationImplementsInterfaceStatic(
    operationName: MlirStringRef,
    context: MlirContext,
    interfaceTypeID: MlirTypeID,
) -> bool {
    entry!(false, |c| {
        let cx = c.context(context)?;
        let name = bytes(operationName)?;
        let Some(id) = type_id_of(interfaceTypeID) else { return Err(Fail::Null("MlirTypeID")) };
        Ok(registered(cx, name).is_some_and(|d| d.interfaces.has(id)))
    })
}

/// Returns the interface TypeID of the InferTypeOpInterface.
#[no_mangle]
pub extern "C" fn mlirInferTypeOpInterfaceTypeID() -> MlirTypeID {
    wrap_type_id(InferTypeOpInterface::id())
}

/// Returns the interface TypeID of the InferShapedTypeOpInterface.
#[no_mangle]
pub extern "C" fn mlirInferShapedTypeOpInterfaceTypeID() -> MlirTypeID {
    wrap_type_id(InferShapedTypeOpInterface::id())
}

/// The registration of operation `name`, if a loaded dialect has it.
fn registered<'a>(cx: &'a Context, name: &[u8]) -> Option<&'a OpDef> {
    std::str::from_utf8(name).ok().filter(|n| cx.is_registered_operation(n))?;
    cx.op_name_info(cx.op_name(name)).def()
}

/// The arguments of an inference call, as C passes them.
struct InferArgs {
    op_name: MlirStringRef,
    context: MlirContext,
    location: MlirLocation,
    n_operands: isize,
    operands: *mut MlirValue,
    attributes: MlirAttribute,
    n_regions: isize,
    regions: *mut MlirRegion,
}

/// Reads an inference call's arguments and runs `run` with the op's
/// implementation of interface `I`: `Ok(None)` if the op is not registered
/// or does not implement it, or if inference fails (as upstream, which
/// reports through the context's diagnostics).
fn infer_with<I: Interface, R>(
    c: &mut Call,
    args: InferArgs,
    run: impl FnOnce(&I, &InferInput<'_>) -> Result<R, ()>,
) -> CResult<Option<R>> {
    let cx = c.context(args.context)?;
    let Some(def) = registered(cx, bytes(args.op_name)?) else { return Ok(None) };
    let Some(imp) = def.interface::<I>() else { return Ok(None) };
    let loc = c.loc_opt(args.location)?.map_or(cx.unknown_loc(), |(_, l)| l);
    let mut operand_types = Vec::new();
    for &v in crate::handles::slice(args.operands, args.n_operands, "operands")? {
        let (vcx, v) = c.value(v)?;
        c.same_context(cx, vcx)?;
        operand_types.push(ir(vcx).value_type(v)?);
    }
    let attributes = match c.attr_opt(args.attributes)? {
        None => Vec::new(),
        Some((_, a)) => match cx.try_attr_data(a) {
            Some(AttrData::Dictionary(e)) => e.to_vec(),
            _ => return Err(Fail::Misuse("expected a dictionary attribute".into())),
        },
    };
    let mut regions: Vec<RegionId> = Vec::new();
    for &r in crate::handles::slice(args.regions, args.n_regions, "regions")? {
        regions.push(c.region(r)?.1);
    }
    let input = InferInput {
        cx,
        ir: ir(cx),
        loc,
        operand_types: &operand_types,
        attributes: &attributes,
        properties: None,
        regions: &regions,
        def: Some(def),
    };
    Ok(run(imp, &input).ok())
}

/// Infers the return types of the operation identified by its canonical
/// given the arguments that will be supplied to its generic builder. Calls
/// `callback` with the types of inferred arguments, potentially several
/// times, on success. Returns failure otherwise. (`properties` is not
/// read: inherent attributes are taken from `attributes`.)
#[no_mangle]
pub extern "C" fn mlirInferTypeOpInterfaceInferReturnTypes(
    opName: MlirStringRef,
    context: MlirContext,
    location: MlirLocation,
    nOperands: isize,
    operands: *mut MlirValue,
    attributes: MlirAttribute,
    properties: *mut c_void,
    nRegions: isize,
    regions: *mut MlirRegion,
    callback: MlirTypesCallback,
    userData: *mut c_void,
) -> MlirLogicalResult {
    let _ = properties;
    entry!(MlirLogicalResult::FAILURE, |c| {
        let args = InferArgs {
            op_name: opName,
            context,
            location,
            n_operands: nOperands,
            operands,
            attributes,
            n_regions: nRegions,
            regions,
        };
        let Some(types) = infer_with(c, args, |i: &InferTypeOpInterface, input| (i.infer)(input))? else {
            return Ok(MlirLogicalResult::FAILURE);
        };
        let mut wrapped: Vec<MlirType> = types.iter().map(|&t| wrap::ty(t)).collect();
        let cb = callback.ok_or(Fail::Null("MlirTypesCallback"))?;
        crate::handles::call_types_callback(cb, wrapped.len() as isize, wrapped.as_mut_ptr(), userData);
        Ok(MlirLogicalResult::SUCCESS)
    })
}

/// Infers the return shaped type components of the operation. Calls
/// `callback` with the types of inferred arguments on success. Returns
/// failure otherwise. (`properties` is not read.)
#[no_mangle]
pub extern "C" fn mlirInferShapedTypeOpInterfaceInferReturnTypes(
    opName: MlirStringRef,
    context: MlirContext,
    location: MlirLocation,
    nOperands: isize,
    operands: *mut MlirValue,
    attributes: MlirAttribute,
    properties: *mut c_void,
    nRegions: isize,
    regions: *mut MlirRegion,
    callback: MlirShapedTypeComponentsCallback,
    userData: *mut c_void,
) -> MlirLogicalResult {
    let _ = properties;
    entry!(MlirLogicalResult::FAILURE, |c| {
        let args = InferArgs {
            op_name: opName,
            context,
            location,
            n_operands: nOperands,
            operands,
            attributes,
            n_regions: nRegions,
            regions,
        };
        let Some(components) =
            infer_with(c, args, |i: &InferShapedTypeOpInterface, input| (i.infer_components)(input))?
        else {
            return Ok(MlirLogicalResult::FAILURE);
        };
        let cb = callback.ok_or(Fail::Null("MlirShapedTypeComponentsCallback"))?;
        for comp in components {
            let (ranked, dims) = match &comp.dims {
                Some(d) => (true, d.as_slice()),
                None => (false, &[][..]),
            };
            let ty = comp.element_type.map_or(MlirType { ptr: std::ptr::null() }, wrap::ty);
            let attr = comp.attribute.map_or(MlirAttribute { ptr: std::ptr::null() }, wrap::attr);
            crate::handles::call_shaped_components(cb, ranked, dims.len() as isize, dims.as_ptr(), ty, attr, userData);
        }
        Ok(MlirLogicalResult::SUCCESS)
    })
}
