//! The math dialect's folders and constant materializer: element-wise
//! constant folding as upstream's `CommonFolders.h` does it (a poison
//! operand folds to itself; scalars, splats and the other elements
//! attributes element by element), the classification folds, and
//! `MathDialect::materializeConstant` (`ub.poison` or `arith.constant`).

use smallvec::smallvec;

use super::calc::{Float1, Float2, Int, Int1, Int2};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::dialects::ub;
use crate::registry::OpFoldResult;
use crate::rewrite::fold::FoldResults;
use crate::rewrite::Folding;
use crate::support::apfloat::ApFloat;
use crate::types::Type;

/// The elements of a constant operand.
enum Elements {
    /// A scalar (integer or float attribute).
    Scalar(Attribute),
    /// A dense splat: its one element.
    Splat(Attribute),
    /// Every element of an elements attribute (dense or sparse).
    All(Vec<Attribute>),
}

/// The elements of `attr` (upstream's `isa<AttrElementT>`,
/// `isa<SplatElementsAttr>`, `ElementsAttr::try_value_begin`); `None` for
/// attributes whose elements cannot be read (resources, strings).
fn elements(cx: &Context, attr: Attribute) -> Option<Elements> {
    match cx.try_attr_data(attr)? {
        AttrData::Integer { .. } | AttrData::Float { .. } => Some(Elements::Scalar(attr)),
        AttrData::DenseIntOrFloat(d) if d.splat => Some(Elements::Splat(cx.dense_element_attr(attr, 0)?)),
        AttrData::DenseIntOrFloat(_) => {
            let n = cx.elements_num_elements(attr)?.max(0) as u64;
            (0..n).map(|i| cx.dense_element_attr(attr, i)).collect::<Option<_>>().map(Elements::All)
        }
        AttrData::Sparse { values, .. } => {
            let values = *values;
            let n = cx.elements_num_elements(attr)?.max(0) as u64;
            let flat = cx.sparse_flat_indices(attr)?;
            let zero = cx.sparse_zero(attr)?;
            let at = |i: u64| match flat.iter().position(|&f| f == i) {
                Some(k) => cx.dense_element_attr(values, k as u64),
                None => Some(zero),
            };
            (0..n).map(at).collect::<Option<_>>().map(Elements::All)
        }
        _ => None,
    }
}

/// One element calculation: element attributes in, an element attribute
/// out, `None` for no fold.
type ElementFn<'a> = dyn Fn(&[Attribute]) -> Option<Attribute> + 'a;

/// Folds operands element-wise into a constant of type `ty`: all scalars,
/// all splats, or else all elements attributes (upstream's
/// `constFoldUnaryOp` / `constFoldBinaryOp` after the poison check).
fn element_wise(cx: &Context, ty: Type, operands: &[Attribute], calc: &ElementFn<'_>) -> Option<Attribute> {
    let parts: Vec<Elements> = operands.iter().map(|&a| elements(cx, a)).collect::<Option<_>>()?;
    if let Some(scalars) = parts.iter().map(|e| if let Elements::Scalar(a) = e { Some(*a) } else { None }).collect::<Option<Vec<_>>>() {
        return calc(&scalars);
    }
    if let Some(splats) = parts.iter().map(|e| if let Elements::Splat(a) = e { Some(*a) } else { None }).collect::<Option<Vec<_>>>() {
        let value = calc(&splats)?;
        return cx.dense_elements_from_attrs(ty, &[value]).ok();
    }
    if parts.iter().any(|e| matches!(e, Elements::Scalar(_))) {
        return None;
    }
    let n = cx.elements_num_elements(operands[0])?.max(0) as usize;
    let mut results = Vec::with_capacity(n);
    for i in 0..n {
        let args: Vec<Attribute> = parts
            .iter()
            .map(|e| match e {
                Elements::Splat(a) => Some(*a),
                Elements::All(v) => v.get(i).copied(),
                Elements::Scalar(_) => None,
            })
            .collect::<Option<_>>()?;
        results.push(calc(&args)?);
    }
    cx.dense_elements_from_attrs(ty, &results).ok()
}

/// The constant operands of a fold: a poison operand (the first) or all
/// operand constants with the type the result takes (the first operand's,
/// which must be the type of every operand).
fn constant_operands(f: &Folding<'_>, n: usize) -> Option<Result<(Vec<Attribute>, Type), Attribute>> {
    let cx = f.cx;
    let attrs: Vec<Option<Attribute>> = (0..n).map(|i| f.constant(i)).collect();
    if let Some(p) = attrs.iter().flatten().find(|&&a| ub::is_poison(cx, a)) {
        return Some(Err(*p));
    }
    let attrs: Vec<Attribute> = attrs.into_iter().collect::<Option<_>>()?;
    let ty = cx.attr_type(attrs[0])?;
    if attrs.iter().any(|&a| cx.attr_type(a) != Some(ty)) {
        return None;
    }
    Some(Ok((attrs, ty)))
}

/// Folds an element-wise operation of `n` operands.
fn fold_elements(f: &Folding<'_>, n: usize, calc: &ElementFn<'_>) -> Option<FoldResults> {
    let attr = match constant_operands(f, n)? {
        Err(poison) => poison,
        Ok((attrs, ty)) => element_wise(f.cx, ty, &attrs, calc)?,
    };
    Some(smallvec![OpFoldResult::Attr(attr)])
}

/// A float element's value and type.
fn float_of(cx: &Context, a: Attribute) -> Option<(ApFloat, Type)> {
    Some((*cx.float_attr_value(a)?, cx.attr_type(a)?))
}

/// Folds a float operation of one operand.
pub(super) fn unary_float(f: &mut Folding<'_>, calc: Float1) -> Option<FoldResults> {
    let cx = f.cx;
    fold_elements(f, 1, &|a| {
        let (v, ty) = float_of(cx, a[0])?;
        Some(cx.float_attr(ty, calc(&v)?))
    })
}

/// Folds a float operation of two operands.
pub(super) fn binary_float(f: &mut Folding<'_>, calc: Float2) -> Option<FoldResults> {
    let cx = f.cx;
    fold_elements(f, 2, &|a| {
        let (x, ty) = float_of(cx, a[0])?;
        let (y, _) = float_of(cx, a[1])?;
        Some(cx.float_attr(ty, calc(&x, &y)?))
    })
}

/// An integer element's value and type.
fn int_of(cx: &Context, a: Attribute) -> Option<(Int, Type)> {
    let (v, ty) = cx.integer_attr_value(a)?;
    let (width, _) = cx.integer_attr_width(ty)?;
    Some((Int::new(v, width), ty))
}

/// Folds an integer operation of one operand.
pub(super) fn unary_int(f: &mut Folding<'_>, calc: Int1) -> Option<FoldResults> {
    let cx = f.cx;
    fold_elements(f, 1, &|a| {
        let (v, ty) = int_of(cx, a[0])?;
        Some(cx.integer_attr_apint(ty, &calc(&v)?.to_apint().0))
    })
}

/// Folds an integer operation of two operands.
pub(super) fn binary_int(f: &mut Folding<'_>, calc: Int2) -> Option<FoldResults> {
    let cx = f.cx;
    fold_elements(f, 2, &|a| {
        let (x, ty) = int_of(cx, a[0])?;
        let (y, _) = int_of(cx, a[1])?;
        Some(cx.integer_attr_apint(ty, &calc(&x, &y)?.to_apint().0))
    })
}

/// Folds a classification (`isfinite`, `isinf`, `isnan`, `isnormal`):
/// a float scalar to a bool, a float splat to an `i1` splat of the
/// result type; nothing else (no poison, no other elements).
pub(super) fn classify(f: &mut Folding<'_>, test: fn(&ApFloat) -> bool) -> Option<FoldResults> {
    let cx = f.cx;
    let a = f.constant(0)?;
    let attr = match cx.try_attr_data(a)? {
        AttrData::Float { value, .. } => cx.bool_attr(test(value)),
        AttrData::DenseIntOrFloat(d) if d.splat => {
            let v = *cx.float_attr_value(cx.dense_element_attr(a, 0)?)?;
            let ty = f.view()?.result_type(0)?;
            cx.dense_elements_from_bools(ty, &[test(&v)]).ok()?
        }
        _ => return None,
    };
    Some(smallvec![OpFoldResult::Attr(attr)])
}

