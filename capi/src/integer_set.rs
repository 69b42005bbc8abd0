//! `mlir-c/IntegerSet.h`: integer sets.

use std::ffi::c_void;

use oxmlir_ir::affine::IntegerSet;
use oxmlir_ir::Context;

use crate::affine_expr::{print_to, uniqued_context, MlirAffineExpr};
use crate::affine_map::count;
use crate::handles::{entry, slice, CResult, Call, Fail};
use crate::ir::{wrap, MlirContext};
use crate::output::Target;
use crate::support::c_int_types::*;
use crate::support::MlirStringCallback;

/// Opaque handle to a uniqued integer set.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirIntegerSet {
    pub ptr: *const c_void,
}

const _: () = assert!(std::mem::size_of::<MlirIntegerSet>() == std::mem::size_of::<*const c_void>());

impl MlirIntegerSet {
    /// The null handle.
    pub(crate) const NULL: MlirIntegerSet = MlirIntegerSet { ptr: std::ptr::null() };
}

impl From<IntegerSet> for MlirIntegerSet {
    fn from(s: IntegerSet) -> Self {
        MlirIntegerSet { ptr: s.bits() as usize as *const c_void }
    }
}

impl Call {
    /// Resolves a non-null `MlirIntegerSet`.
    pub(crate) fn integer_set<'a>(&mut self, h: MlirIntegerSet) -> CResult<(&'a Context, IntegerSet)> {
        let bits = h.ptr as usize as u64;
        let cx = uniqued_context(self, bits, oxmlir_ir::support::handle::UniquedKind::IntegerSet, "MlirIntegerSet")?;
        let s = IntegerSet::from_bits(bits).ok_or(Fail::Null("MlirIntegerSet"))?;
        cx.try_integer_set_data(s).ok_or(Fail::Dangling("MlirIntegerSet"))?;
        Ok((cx, s))
    }
}

/// Position `pos` of a set's constraints, checked.
fn constraint_index(cx: &Context, s: IntegerSet, pos: intptr_t) -> CResult<usize> {
    let n = cx.integer_set_constraints(s).len();
    let i = pos as u32 as usize;
    if i < n {
        Ok(i)
    } else {
        Err(Fail::Misuse(format!("constraint position {pos} out of range (the set has {n})")))
    }
}

/// Gets the context in which the given integer set lives.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetContext(set: MlirIntegerSet) -> MlirContext {
    entry!(MlirContext::NULL, |c| { Ok(wrap::context(c.integer_set(set)?.0)) })
}

/// Checks if two integer set objects are equal. This is a "shallow" comparison
/// of two objects. Only the sets with some small number of constraints are
/// uniqued and compare equal here. Set objects that represent the same integer
/// set with different constraints may be considered non-equal by this check.
/// Set difference followed by an (expensive) emptiness check should be used to
/// check equivalence of the underlying integer sets.
#[no_mangle]
pub extern "C" fn mlirIntegerSetEqual(s1: MlirIntegerSet, s2: MlirIntegerSet) -> bool {
    s1.ptr == s2.ptr
}

/// Prints an integer set by sending chunks of the string representation and
/// forwarding `userData to `callback`. Note that the callback may be called
/// several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirIntegerSetPrint(set: MlirIntegerSet, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let (cx, s) = c.integer_set(set)?;
        print_to(cx, Target::Callback(callback, userData), |p| p.print_integer_set(s));
        Ok(())
    })
}

/// Prints an integer set to the standard error stream.
#[no_mangle]
pub extern "C" fn mlirIntegerSetDump(set: MlirIntegerSet) {
    entry!((), |c| {
        let (cx, s) = c.integer_set(set)?;
        print_to(cx, Target::Dump, |p| p.print_integer_set(s));
        Ok(())
    })
}

/// Gets or creates a new canonically empty integer set with the give number of
/// dimensions and symbols in the given context.
#[no_mangle]
pub extern "C" fn mlirIntegerSetEmptyGet(context: MlirContext, numDims: intptr_t, numSymbols: intptr_t) -> MlirIntegerSet {
    entry!(MlirIntegerSet::NULL, |c| {
        Ok(c.context(context)?.empty_integer_set(count(numDims, "number of dimensions")?, count(numSymbols, "number of symbols")?).into())
    })
}

/// Gets or creates a new integer set in the given context. The set is defined
/// by a list of affine constraints, with the given number of input dimensions
/// and symbols, which are treated as either equalities (eqFlags is 1) or
/// inequalities (eqFlags is 0). Both `constraints` and `eqFlags` are expected
/// to point to at least `numConstraint` consecutive values.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGet(
    context: MlirContext,
    numDims: intptr_t,
    numSymbols: intptr_t,
    numConstraints: intptr_t,
    constraints: *const MlirAffineExpr,
    eqFlags: *const bool,
) -> MlirIntegerSet {
    entry!(MlirIntegerSet::NULL, |c| {
        let cx = c.context(context)?;
        if count(numConstraints, "number of constraints")? == 0 {
            return Err(Fail::Misuse("an integer set needs at least one constraint".into()));
        }
        let exprs = c.affine_exprs_in(cx, slice(constraints, numConstraints, "MlirAffineExpr")?)?;
        // Read the flags as bytes: any non-zero byte is an equality.
        let flags: Vec<bool> = slice(eqFlags as *const u8, numConstraints, "bool")?.iter().map(|&b| b != 0).collect();
        cx.integer_set(count(numDims, "number of dimensions")?, count(numSymbols, "number of symbols")?, &exprs, &flags)
            .map(MlirIntegerSet::from)
            .ok_or_else(|| Fail::Misuse("invalid integer set".into()))
    })
}

/// Gets or creates a new integer set in which the values and dimensions of the
/// given set are replaced with the given affine expressions. `dimReplacements`
/// and `symbolReplacements` are expected to point to at least as many
/// consecutive expressions as the given set has dimensions and symbols,
/// respectively. The new set will have `numResultDims` and `numResultSymbols`
/// dimensions and symbols, respectively.
#[no_mangle]
pub extern "C" fn mlirIntegerSetReplaceGet(
    set: MlirIntegerSet,
    dimReplacements: *const MlirAffineExpr,
    symbolReplacements: *const MlirAffineExpr,
    numResultDims: intptr_t,
    numResultSymbols: intptr_t,
) -> MlirIntegerSet {
    entry!(MlirIntegerSet::NULL, |c| {
        let (cx, s) = c.integer_set(set)?;
        let nd = cx.integer_set_num_dims(s) as isize;
        let ns = cx.integer_set_num_symbols(s) as isize;
        let dims = c.affine_exprs_in(cx, slice(dimReplacements, nd, "MlirAffineExpr")?)?;
        let symbols = c.affine_exprs_in(cx, slice(symbolReplacements, ns, "MlirAffineExpr")?)?;
        cx.replace_dims_and_symbols_in_set(s, &dims, &symbols, count(numResultDims, "number of dimensions")?, count(numResultSymbols, "number of symbols")?)
            .map(MlirIntegerSet::from)
            .ok_or_else(|| Fail::Misuse("invalid integer set".into()))
    })
}

/// Checks whether the given set is a canonical empty set, e.g., the set
/// returned by mlirIntegerSetEmptyGet.
#[no_mangle]
pub extern "C" fn mlirIntegerSetIsCanonicalEmpty(set: MlirIntegerSet) -> bool {
    entry!(false, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.is_empty_integer_set(s))
    })
}

/// Returns the number of dimensions in the given set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumDims(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_num_dims(s) as intptr_t)
    })
}

/// Returns the number of symbols in the given set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumSymbols(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_num_symbols(s) as intptr_t)
    })
}

/// Returns the number of inputs (dimensions + symbols) in the given set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumInputs(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_num_inputs(s) as intptr_t)
    })
}

/// Returns the number of constraints (equalities + inequalities) in the given
/// set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumConstraints(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_constraints(s).len() as intptr_t)
    })
}

/// Returns the number of equalities in the given set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumEqualities(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_num_equalities(s) as intptr_t)
    })
}

/// Returns the number of inequalities in the given set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumInequalities(set: MlirIntegerSet) -> intptr_t {
    entry!(0, |c| {
        let (cx, s) = c.integer_set(set)?;
        Ok(cx.integer_set_num_inequalities(s) as intptr_t)
    })
}

/// Returns `pos`-th constraint of the set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetConstraint(set: MlirIntegerSet, pos: intptr_t) -> MlirAffineExpr {
    entry!(MlirAffineExpr::NULL, |c| {
        let (cx, s) = c.integer_set(set)?;
        let i = constraint_index(cx, s, pos)?;
        Ok(cx.integer_set_constraints(s)[i].into())
    })
}

/// Returns `true` of the `pos`-th constraint of the set is an equality
/// constraint, `false` otherwise.
#[no_mangle]
pub extern "C" fn mlirIntegerSetIsConstraintEq(set: MlirIntegerSet, pos: intptr_t) -> bool {
    entry!(false, |c| {
        let (cx, s) = c.integer_set(set)?;
        let i = constraint_index(cx, s, pos)?;
        Ok(cx.integer_set_eq_flags(s)[i])
    })
}
