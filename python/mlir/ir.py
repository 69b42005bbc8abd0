"""``mlir.ir``: the IR classes of MLIR's Python bindings, over oxmlir's C API."""
from ._capi import StaleObjectError
from ._ir_core import (
    Context, Location, Module, Dialect, DialectDescriptor, Dialects, DialectRegistry, Diagnostic, DiagnosticInfo,
    DiagnosticHandler, DiagnosticSeverity, MLIRError, WalkOrder, WalkResult,
)
from ._ir_ops import (
    Operation, OpView, Region, Block, Value, OpResult, BlockArgument, OpOperand, InsertionPoint, OpAttributeMap,
    OpOperandList, OpResultList, RegionSequence, BlockList, OperationList, BlockArgumentList, OpSuccessors,
    BlockSuccessors, BlockPredecessors, SymbolTable, AsmState, _OperationBase,
)
from ._ir_types import *  # noqa: F401,F403
from ._ir_types import Type, TypeID, register_type_caster
from ._ir_attrs import *  # noqa: F401,F403
from ._ir_attrs import Attribute, NamedAttribute, register_attribute_caster
from ._ir_affine import *  # noqa: F401,F403
from ._registry import register_dialect, register_operation


def register_attribute_builder(kind, replace=False):
    """Decorator registering ``fn(value, context)`` as the builder of attribute kind ``kind``
    (used by the dialect op classes to turn Python values into attributes)."""
    from .dialects import _ods_common
    def deco(fn):
        if kind in _ods_common.ATTR_BUILDERS and not replace:
            raise RuntimeError(f"Attribute builder for '{kind}' is already registered")
        _ods_common.ATTR_BUILDERS[kind] = fn
        return fn
    return deco
