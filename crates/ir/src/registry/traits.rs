//! Operation traits as composable verifiers.
//!
//! An operation definition lists its traits in ODS order; each trait
//! verifies itself ([`Trait::verify`], [`Trait::verify_region`]) with
//! upstream's messages. The core's structural checks (terminators, graph
//! regions, symbol tables, ...) read the [`Traits`] flag set derived from
//! the list once, when the definition is built. A dialect or a user adds
//! traits of its own through [`OpTrait`].
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use std::sync::Arc;

use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::verify::{symbols, traits as tv, VerifyResult};
use crate::view::OpView;

use super::Traits;

/// A trait defined outside the core: a name, and verifiers that run where
/// upstream runs `verifyTrait` and `verifyRegionTrait`.
pub trait OpTrait: Send + Sync {
    /// The trait's name (for debugging and `has_trait` queries).
    fn name(&self) -> &str;
    /// Verifies the operation (before its regions).
    fn verify(&self, _op: OpView<'_>) -> VerifyResult {
        Ok(())
    }
    /// Verifies the operation after its regions.
    fn verify_region(&self, _op: OpView<'_>) -> VerifyResult {
        Ok(())
    }
}

/// One trait of an operation.
#[derive(Clone)]
pub enum Trait {
    /// `IsTerminator`.
    Terminator,
    /// `NoTerminator`.
    NoTerminator,
    /// `SingleBlock`.
    SingleBlock,
    /// `SingleBlockImplicitTerminator<op>`: single block ending with `op`,
    /// which the custom form leaves implicit.
    SingleBlockImplicitTerminator(&'static str),
    /// `NoRegionArguments`.
    NoRegionArguments,
    /// `IsolatedFromAbove`.
    IsolatedFromAbove,
    /// `SymbolTable`.
    SymbolTable,
    /// The `Symbol` interface's verifier; `optional`: the op may have no
    /// `sym_name` (`isOptionalSymbol`).
    Symbol {
        /// Whether the symbol name is optional.
        optional: bool,
        /// Whether the op is a declaration (`isDeclaration`; a public
        /// declaration is an error).
        declaration: fn(OpView<'_>) -> bool,
    },
    /// `AffineScope`.
    AffineScope,
    /// `AutomaticAllocationScope`.
    AutomaticAllocationScope,
    /// `RegionKindInterface` answering `Graph`.
    GraphRegions,
    /// `Pure` (`NoMemoryEffect` + `AlwaysSpeculatable`).
    Pure,
    /// `ReturnLike`.
    ReturnLike,
    /// `ConstantLike`.
    ConstantLike,
    /// `BranchOpInterface`'s verifier (where ODS lists the interface):
    /// the operands the op's [`BranchOpInterface`] implementation forwards
    /// to each successor match the successor's arguments.
    ///
    /// [`BranchOpInterface`]: super::interfaces::BranchOpInterface
    BranchOpInterface,
    /// `Commutative`.
    Commutative,
    /// `HasParent<...>`: the parent operation is one of these.
    HasParent(&'static [&'static str]),
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType,
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `AttrSizedOperandSegments`.
    AttrSizedOperandSegments,
    /// `AttrSizedResultSegments`.
    AttrSizedResultSegments,
    /// `RecursiveMemoryEffects`.
    RecursiveMemoryEffects,
    /// `AllTypesMatch<[names]>`: the named operands and results have one
    /// type.
    AllTypesMatch(&'static [&'static str]),
    /// `TypesMatchWith`: the types of `to` are `transform` of the type of
    /// `from`.
    TypesMatchWith {
        /// The description (`failed to verify that <description>`).
        description: &'static str,
        /// The source operand or result.
        from: &'static str,
        /// The target operand or result.
        to: &'static str,
        /// Computes the target's types from the source's type.
        transform: fn(&Context, crate::types::Type) -> Vec<crate::types::Type>,
    },
    /// `PredOpTrait`: a predicate over the operation, checked with the
    /// invariants (`failed to verify that <description>`).
    Pred {
        /// The description.
        description: &'static str,
        /// The predicate.
        pred: fn(&OpView<'_>) -> bool,
    },
    /// `SameOperandsAndResultShape`: compatible shapes for all operands
    /// and results.
    SameOperandsAndResultShape,
    /// `SameOperandsShape`: compatible shapes for all operands.
    SameOperandsShape,
    /// `SameOperandsElementType`: one element type for all operands.
    SameOperandsElementType,
    /// `SameOperandsAndResultElementType`: one element type for all
    /// operands and results.
    SameOperandsAndResultElementType,
    /// `Elementwise`: the non-scalar operands and results have one shape
    /// and base type.
    Elementwise,
    /// `CastOpInterface`'s verifier: the operand and result types are cast
    /// compatible by the op's `areCastCompatible`.
    CastOpInterface(fn(&Context, &[crate::types::Type], &[crate::types::Type]) -> bool),
    /// `InferTypeOpInterface`'s verifier: the result types are the ones
    /// the op's interface infers (added at the end of the list when the
    /// definition has the interface; run with the regions verified, as
    /// upstream's `verifyWithRegions`).
    InferTypeOpInterface,
    /// `RegionBranchOpInterface`'s verifier (types along the region
    /// control-flow edges the op's
    /// [`RegionBranchOpInterface`](super::interfaces::RegionBranchOpInterface)
    /// describes), where ODS lists the interface.
    RegionBranchOpInterface,
    /// `LoopLikeOpInterface`'s verifier (reads the op's
    /// [`LoopLikeOpInterface`](super::interfaces::LoopLikeOpInterface)),
    /// where ODS lists the interface.
    LoopLikeOpInterface,
    /// A trait with no verifier the core knows, named for queries.
    Marker(&'static str),
    /// A trait defined outside the core.
    Custom(Arc<dyn OpTrait>),
}

impl Trait {
    /// The core flag the trait sets, if any.
    pub fn flag(&self) -> Traits {
        match self {
            Trait::Terminator => Traits::TERMINATOR,
            Trait::NoTerminator => Traits::NO_TERMINATOR,
            Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_) => Traits::SINGLE_BLOCK,
            Trait::NoRegionArguments => Traits::NO_REGION_ARGUMENTS,
            Trait::IsolatedFromAbove => Traits::ISOLATED_FROM_ABOVE,
            Trait::SymbolTable => Traits::SYMBOL_TABLE,
            Trait::Symbol { .. } => Traits::SYMBOL,
            Trait::AffineScope => Traits::AFFINE_SCOPE,
            Trait::GraphRegions => Traits::GRAPH_REGIONS,
            Trait::Pure => Traits::PURE,
            Trait::ReturnLike => Traits::RETURN_LIKE,
            Trait::ConstantLike => Traits::CONSTANT_LIKE,
            _ => Traits::NONE,
        }
    }

    /// The trait's name as ODS spells it.
    pub fn name(&self) -> &str {
        match self {
            Trait::Terminator => "IsTerminator",
            Trait::NoTerminator => "NoTerminator",
            Trait::SingleBlock => "SingleBlock",
            Trait::SingleBlockImplicitTerminator(_) => "SingleBlockImplicitTerminator",
            Trait::NoRegionArguments => "NoRegionArguments",
            Trait::IsolatedFromAbove => "IsolatedFromAbove",
            Trait::SymbolTable => "SymbolTable",
            Trait::Symbol { .. } => "Symbol",
            Trait::AffineScope => "AffineScope",
            Trait::AutomaticAllocationScope => "AutomaticAllocationScope",
            Trait::GraphRegions => "GraphRegions",
            Trait::Pure => "Pure",
            Trait::ReturnLike => "ReturnLike",
            Trait::ConstantLike => "ConstantLike",
            Trait::BranchOpInterface => "BranchOpInterface",
            Trait::Commutative => "Commutative",
            Trait::HasParent(_) => "HasParent",
            Trait::SameOperandsAndResultType => "SameOperandsAndResultType",
            Trait::SameTypeOperands => "SameTypeOperands",
            Trait::AttrSizedOperandSegments => "AttrSizedOperandSegments",
            Trait::AttrSizedResultSegments => "AttrSizedResultSegments",
            Trait::RecursiveMemoryEffects => "RecursiveMemoryEffects",
            Trait::AllTypesMatch(_) => "AllTypesMatch",
            Trait::TypesMatchWith { .. } => "TypesMatchWith",
            Trait::Pred { .. } => "PredOpTrait",
            Trait::SameOperandsAndResultShape => "SameOperandsAndResultShape",
            Trait::SameOperandsShape => "SameOperandsShape",
            Trait::SameOperandsElementType => "SameOperandsElementType",
            Trait::SameOperandsAndResultElementType => "SameOperandsAndResultElementType",
            Trait::Elementwise => "Elementwise",
            Trait::CastOpInterface(_) => "CastOpInterface",
            Trait::InferTypeOpInterface => "InferTypeOpInterface",
            Trait::RegionBranchOpInterface => "RegionBranchOpInterface",
            Trait::LoopLikeOpInterface => "LoopLikeOpInterface",
            Trait::Marker(n) => n,
            Trait::Custom(t) => t.name(),
        }
    }

    /// Whether ODS verifies the trait before the op's invariants
    /// (`StructuralOpTrait`).
    pub fn is_structural(&self) -> bool {
        matches!(
            self,
            Trait::NoTerminator
                | Trait::SingleBlock
                | Trait::SingleBlockImplicitTerminator(_)
                | Trait::NoRegionArguments
                | Trait::HasParent(_)
                | Trait::AttrSizedOperandSegments
                | Trait::AttrSizedResultSegments
        )
    }

    /// Whether the trait is a predicate ODS checks inside the op's
    /// invariants (after operands and results, before regions).
    pub fn is_invariant(&self) -> bool {
        matches!(self, Trait::AllTypesMatch(_) | Trait::TypesMatchWith { .. } | Trait::Pred { .. })
    }

    /// The trait's verifier (upstream's `verifyTrait`).
    pub fn verify(&self, cx: &Context, ir: &Ir, op: OpId, traits: Traits) -> VerifyResult {
        match self {
            Trait::Terminator => tv::is_terminator(cx, ir, op),
            Trait::SingleBlock => tv::single_block(cx, ir, op, traits.has(Traits::NO_TERMINATOR)),
            Trait::SingleBlockImplicitTerminator(_) => tv::single_block(cx, ir, op, false),
            Trait::NoRegionArguments => tv::no_region_arguments(cx, ir, op),
            Trait::Symbol { optional, declaration } => {
                let decl = OpView::new(cx, ir, op).is_some_and(declaration);
                symbols::verify_symbol_interface(cx, ir, op, *optional, decl)
            }
            Trait::HasParent(names) => tv::has_parent(cx, ir, op, names),
            Trait::SameOperandsAndResultType => tv::same_operands_and_result_type(cx, ir, op),
            Trait::SameTypeOperands => tv::same_type_operands(cx, ir, op),
            Trait::AllTypesMatch(names) => {
                let v = OpView::new(cx, ir, op).ok_or(())?;
                let types: smallvec::SmallVec<[_; 4]> = names.iter().map(|n| named_types(&v, n)).collect();
                if types.windows(2).any(|w| w[0] != w[1]) {
                    return v.emit_op_error(|| format!("failed to verify that all of {{{}}} have same type", names.join(", ")));
                }
                Ok(())
            }
            Trait::TypesMatchWith { description, from, to, transform } => {
                let v = OpView::new(cx, ir, op).ok_or(())?;
                let src = named_types(&v, from);
                let Some(&first) = src.first() else { return Ok(()) };
                if transform(cx, first)[..] != named_types(&v, to)[..] {
                    return v.emit_op_error(|| format!("failed to verify that {description}"));
                }
                Ok(())
            }
            Trait::Pred { description, pred } => {
                let v = OpView::new(cx, ir, op).ok_or(())?;
                if !pred(&v) {
                    return v.emit_op_error(|| format!("failed to verify that {description}"));
                }
                Ok(())
            }
            Trait::SameOperandsAndResultShape => tv::same_operands_and_result_shape(cx, ir, op),
            Trait::SameOperandsShape => tv::same_operands_shape(cx, ir, op),
            Trait::SameOperandsElementType => tv::same_operands_element_type(cx, ir, op),
            Trait::SameOperandsAndResultElementType => tv::same_operands_and_result_element_type(cx, ir, op),
            Trait::Elementwise => tv::elementwise(cx, ir, op),
            Trait::CastOpInterface(compatible) => tv::cast_op(cx, ir, op, *compatible),
            Trait::AttrSizedOperandSegments | Trait::AttrSizedResultSegments => {
                let v = OpView::new(cx, ir, op).ok_or(())?;
                let def = v.def().ok_or(())?;
                if matches!(self, Trait::AttrSizedOperandSegments) {
                    let n = v.num_operands();
                    super::invariants::verify_segments(cx, ir, op, "operandSegmentSizes", "operand", def.operands.len(), n)
                } else {
                    let n = v.num_results();
                    super::invariants::verify_segments(cx, ir, op, "resultSegmentSizes", "result", def.results.len(), n)
                }
            }
            Trait::BranchOpInterface => {
                let v = OpView::new(cx, ir, op).ok_or(())?;
                match v.def().and_then(|d| d.interface::<super::interfaces::BranchOpInterface>()) {
                    Some(b) => tv::branch_successor_operands(cx, ir, op, b.successor_operands),
                    None => Ok(()),
                }
            }
            Trait::Custom(t) => match OpView::new(cx, ir, op) {
                Some(v) => t.verify(v),
                None => Err(()),
            },
            _ => Ok(()),
        }
    }

    /// The trait's region verifier (upstream's `verifyRegionTrait`).
    pub fn verify_region(&self, cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
        match self {
            Trait::IsolatedFromAbove => tv::is_isolated_from_above(cx, ir, op),
            Trait::SingleBlockImplicitTerminator(term) => tv::single_block_terminator(cx, ir, op, term),
            Trait::SymbolTable => symbols::verify_symbol_table(cx, ir, op),
            Trait::InferTypeOpInterface => tv::inferred_result_types(cx, ir, op),
            Trait::RegionBranchOpInterface => crate::verify::control_flow::region_branch(cx, ir, op),
            Trait::LoopLikeOpInterface => crate::verify::control_flow::loop_like(cx, ir, op),
            Trait::Custom(t) => match OpView::new(cx, ir, op) {
                Some(v) => t.verify_region(v),
                None => Err(()),
            },
            _ => Ok(()),
        }
    }
}

impl std::fmt::Debug for Trait {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The types of the operand or result group called `name`.
fn named_types(v: &OpView<'_>, name: &str) -> smallvec::SmallVec<[crate::types::Type; 2]> {
    let Some(def) = v.def() else { return smallvec::SmallVec::new() };
    if let Some(k) = def.operands.iter().position(|d| d.name == name) {
        // A single operand of an op without variadic operands is at its
        // definition's index.
        if def.operands.len() == v.num_operands() && !def.facts.counts[3].1 {
            return v.operand_type(k).into_iter().collect();
        }
        return v.operand_group(k).iter().filter_map(|&x| v.value_type(x)).collect();
    }
    if let Some(k) = def.results.iter().position(|d| d.name == name) {
        if def.results.len() == v.num_results() && !def.facts.counts[1].1 {
            return v.result_type(k).into_iter().collect();
        }
        return v.result_group(k).iter().filter_map(|&x| v.value_type(x)).collect();
    }
    // A typed attribute stands for its type (`AllTypesMatch<["value",
    // "result"]>`).
    if let Some(k) = def.attributes.iter().position(|d| d.name == name) {
        return v.inherent_at(k).and_then(|a| v.cx.attr_type(a)).into_iter().collect();
    }
    smallvec::SmallVec::new()
}
