//! Constant folding helpers shared by dialects (upstream's
//! `mlir/Dialect/CommonFolders.h` and the constant matchers of
//! `mlir/IR/Matchers.h`): element-wise folding of integer and float
//! constants, scalars or dense elements (splats kept as splats), with
//! `#ub.poison` propagation, and the readers of scalar or splat constants.

use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::registry::constraints::element_type_or_self;
use crate::support::apfloat::ApFloat;
use crate::support::apint::ApInt;
use crate::types::{Type, TypeData};

/// One element of a constant: an integer (of its type's width) or a float.
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    /// An integer or index value.
    Int(ApInt),
    /// A float value.
    Float(ApFloat),
}

impl Scalar {
    /// The integer, if this is one.
    pub fn int(&self) -> Option<&ApInt> {
        match self {
            Scalar::Int(v) => Some(v),
            Scalar::Float(_) => None,
        }
    }

    /// The float, if this is one.
    pub fn float(&self) -> Option<&ApFloat> {
        match self {
            Scalar::Float(v) => Some(v),
            Scalar::Int(_) => None,
        }
    }
}

pub use crate::dialects::ub::is_poison;

/// The bit width of integer elements of `ty` (an integer, `index`, or a
/// shaped type of them; 64 for `index`).
pub fn int_width(cx: &Context, ty: Type) -> Option<u32> {
    cx.integer_attr_width(element_type_or_self(cx, ty)).map(|(w, _)| w)
}

/// The scalar of an integer or float attribute.
pub fn scalar_of(cx: &Context, attr: Attribute) -> Option<Scalar> {
    match cx.try_attr_data(attr)? {
        AttrData::Integer { value, .. } => Some(Scalar::Int(value.clone())),
        AttrData::Float { value, .. } => Some(Scalar::Float(*value)),
        _ => None,
    }
}

/// The attribute of element type `elem` holding `value`.
pub fn scalar_attr(cx: &Context, elem: Type, value: &Scalar) -> Attribute {
    match value {
        Scalar::Int(v) => cx.integer_attr_apint(elem, v),
        Scalar::Float(v) => cx.float_attr(elem, *v),
    }
}

/// The integer of an integer attribute or of a splat whose element is an
/// integer (upstream's `m_ConstantInt` on an attribute).
pub fn int_value(cx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match splat_or_scalar(cx, attr?)? {
        Scalar::Int(v) => Some(v),
        Scalar::Float(_) => None,
    }
}

/// The float of a float attribute or of a float splat (upstream's
/// `m_ConstantFloat` on an attribute).
pub fn float_value(cx: &Context, attr: Option<Attribute>) -> Option<ApFloat> {
    match splat_or_scalar(cx, attr?)? {
        Scalar::Float(v) => Some(v),
        Scalar::Int(_) => None,
    }
}

/// The value of a scalar attribute or the element of a splat.
fn splat_or_scalar(cx: &Context, attr: Attribute) -> Option<Scalar> {
    match cx.try_attr_data(attr)? {
        AttrData::DenseIntOrFloat(d) if d.splat => scalar_of(cx, cx.dense_element_attr(attr, 0)?),
        _ => scalar_of(cx, attr),
    }
}

/// `m_Zero`: an integer (or integer splat) zero.
pub fn is_zero_int(cx: &Context, attr: Option<Attribute>) -> bool {
    int_value(cx, attr).is_some_and(|v| v.is_zero())
}

/// `m_One`: an integer (or integer splat) one.
pub fn is_one_int(cx: &Context, attr: Option<Attribute>) -> bool {
    int_value(cx, attr).is_some_and(|v| v.is_one())
}

/// The elements of a constant: `Single` for an integer or float attribute,
/// `Splat` for a splat dense elements attribute, `Many` for other dense
/// int/float elements.
enum Elements {
    Single(Scalar),
    Splat(Scalar),
    Many(Vec<Scalar>),
}

fn elements(cx: &Context, attr: Attribute) -> Option<Elements> {
    match cx.try_attr_data(attr)? {
        AttrData::Integer { .. } | AttrData::Float { .. } => Some(Elements::Single(scalar_of(cx, attr)?)),
        AttrData::DenseIntOrFloat(d) => {
            if d.splat {
                return Some(Elements::Splat(scalar_of(cx, cx.dense_element_attr(attr, 0)?)?));
            }
            let n = cx.static_num_elements(d.ty)?;
            let mut out = Vec::with_capacity(n as usize);
            for i in 0..n as u64 {
                out.push(scalar_of(cx, cx.dense_element_attr(attr, i)?)?);
            }
            Some(Elements::Many(out))
        }
        _ => None,
    }
}

/// A dense elements attribute of shaped type `ty` from one value (a splat)
/// or one per element.
pub fn dense_of(cx: &Context, ty: Type, values: &[Scalar]) -> Option<Attribute> {
    let elem = cx.shaped_element_type(ty)?;
    let attrs: Vec<Attribute> = values.iter().map(|v| scalar_attr(cx, elem, v)).collect();
    cx.dense_elements_from_attrs(ty, &attrs).ok()
}

/// A scalar or element-wise result of type `ty`.
fn build(cx: &Context, ty: Type, shape: Shape, values: Vec<Scalar>) -> Option<Attribute> {
    match shape {
        Shape::Single => Some(scalar_attr(cx, ty, values.first()?)),
        Shape::Splat | Shape::Many => dense_of(cx, ty, &values),
    }
}

#[derive(Copy, Clone)]
enum Shape {
    Single,
    Splat,
    Many,
}

/// Upstream's `constFoldBinaryOpConditional`: applies `f` to the elements
/// of two constants of one type (scalars, two splats, or dense elements)
/// giving a constant of `result_type` (the operands' type if `None`).
/// With `poison`, a `#ub.poison` operand is the result whatever the other
/// operand is. `f` returning `None` means no fold.
pub fn fold_binary(
    cx: &Context,
    operands: &[Option<Attribute>],
    result_type: Option<Type>,
    poison: bool,
    mut f: impl FnMut(&Scalar, &Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let (a, b) = (operands.first().copied().flatten(), operands.get(1).copied().flatten());
    if poison {
        if let Some(p) = a.filter(|&a| is_poison(cx, a)) {
            return Some(p);
        }
        if let Some(p) = b.filter(|&b| is_poison(cx, b)) {
            return Some(p);
        }
    }
    let (a, b) = (a?, b?);
    let (ta, tb) = (cx.attr_type(a), cx.attr_type(b));
    let ty = match result_type {
        Some(t) => t,
        None => {
            let (ta, tb) = (ta?, tb?);
            if ta != tb {
                return None;
            }
            ta
        }
    };
    if ta != tb {
        return None;
    }
    match (elements(cx, a)?, elements(cx, b)?) {
        (Elements::Single(x), Elements::Single(y)) => build(cx, ty, Shape::Single, vec![f(&x, &y)?]),
        (Elements::Splat(x), Elements::Splat(y)) => build(cx, ty, Shape::Splat, vec![f(&x, &y)?]),
        (Elements::Single(_), _) | (_, Elements::Single(_)) => None,
        (x, y) => {
            let n = cx.static_num_elements(ty)? as usize;
            let get = |e: &Elements, i: usize| match e {
                Elements::Splat(v) | Elements::Single(v) => v.clone(),
                Elements::Many(vs) => vs[i].clone(),
            };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(f(&get(&x, i), &get(&y, i))?);
            }
            build(cx, ty, Shape::Many, out)
        }
    }
}

/// Upstream's `constFoldUnaryOpConditional` (with poison propagation):
/// applies `f` to each element of a constant, keeping its type.
pub fn fold_unary(
    cx: &Context,
    operand: Option<Attribute>,
    mut f: impl FnMut(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let a = operand?;
    if is_poison(cx, a) {
        return Some(a);
    }
    let ty = cx.attr_type(a)?;
    match elements(cx, a)? {
        Elements::Single(x) => build(cx, ty, Shape::Single, vec![f(&x)?]),
        Elements::Splat(x) => build(cx, ty, Shape::Splat, vec![f(&x)?]),
        Elements::Many(xs) => {
            let out: Option<Vec<Scalar>> = xs.iter().map(&mut f).collect();
            build(cx, ty, Shape::Many, out?)
        }
    }
}

/// Upstream's `constFoldCastOp` (with poison propagation): converts each
/// element of a constant to an element of `result_type`; `f` returning
/// `None` means no fold.
pub fn fold_cast(
    cx: &Context,
    operand: Option<Attribute>,
    result_type: Type,
    mut f: impl FnMut(&Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    let a = operand?;
    if is_poison(cx, a) {
        return Some(a);
    }
    match elements(cx, a)? {
        Elements::Single(x) => build(cx, result_type, Shape::Single, vec![f(&x)?]),
        Elements::Splat(x) => {
            let v = f(&x)?;
            cx.static_num_elements(result_type)?;
            build(cx, result_type, Shape::Splat, vec![v])
        }
        Elements::Many(xs) => {
            let out: Option<Vec<Scalar>> = xs.iter().map(&mut f).collect();
            build(cx, result_type, Shape::Many, out?)
        }
    }
}

/// Upstream's `Builder::getZeroAttr`: zero of an integer, index or float
/// type, or a splat of zeros for a vector or ranked tensor of those (see
/// [`splat_unchecked`] for dynamic shapes).
pub fn zero_attr(cx: &Context, ty: Type) -> Option<Attribute> {
    match cx.try_type_data(ty)? {
        TypeData::Float(k) => Some(cx.float_attr(ty, ApFloat::zero(*k))),
        TypeData::Integer { .. } | TypeData::Index => Some(cx.integer_attr(ty, 0)),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } => {
            let elem = cx.shaped_element_type(ty)?;
            let e = zero_attr(cx, elem)?;
            splat_unchecked(cx, ty, &scalar_of(cx, e)?)
        }
        _ => None,
    }
}

/// Upstream's `DenseElementsAttr::get(type, value)` for one value: a
/// splat. Upstream 22.1 does not check that the shape is static when
/// folders call it (`xori(x, x)`, `cmpi(x, x)` on `tensor<?xi32>`) and
/// makes a splat of the dynamically shaped type all the same, an
/// attribute its verifier would reject; this does the same so that the
/// printed IR is identical.
pub fn splat_unchecked(cx: &Context, ty: Type, value: &Scalar) -> Option<Attribute> {
    if cx.static_num_elements(ty).is_some() {
        return dense_of(cx, ty, std::slice::from_ref(value));
    }
    let elem = cx.shaped_element_type(ty)?;
    let width = cx.elem_kind(elem).bit_width()?;
    let raw: Box<[u8]> = match value {
        Scalar::Int(v) if width == 1 => Box::new([if v.is_zero() { 0 } else { 0xff }]),
        Scalar::Int(v) => v.to_le_bytes(width).into(),
        Scalar::Float(v) => ApInt::from_u128(v.to_bits(), width).to_le_bytes(width).into(),
    };
    Some(cx.intern_attr(AttrData::DenseIntOrFloat(Box::new(crate::attrs::DenseData { ty, raw, splat: true }))))
}

/// A bool constant of `ty`: `i1` itself or a splat of a shaped type of
/// `i1`s (upstream's `getBoolAttribute`, which like [`splat_unchecked`]
/// does not check for a static shape).
pub fn bool_attr_of(cx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    match cx.try_type_data(ty)? {
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::MemRef { .. } => {
            splat_unchecked(cx, ty, &Scalar::Int(ApInt::from_u64(value as u64, 1)))
        }
        TypeData::UnrankedTensor(_) | TypeData::UnrankedMemRef { .. } => None,
        _ => Some(cx.bool_attr(value)),
    }
}
