"""``mlir.ir``: the IR classes of MLIR's Python bindings, over oxmlir's C API."""
from contextlib import contextmanager as _contextmanager

from ._capi import StaleObjectError
from ._ir_core import (
    Context, Location, Module, ThreadPool, Dialect, DialectDescriptor, Dialects, DialectRegistry, Diagnostic,
    DiagnosticInfo,
    DiagnosticHandler, DiagnosticSeverity, MLIRError, WalkOrder, WalkResult,
)
from ._ir_ops import (
    Operation, OpView, Region, Block, Value, OpResult, BlockArgument, OpOperand, InsertionPoint, OpAttributeMap,
    OpOperandList, OpResultList, RegionSequence, BlockList, OperationList, BlockArgumentList, OpSuccessors,
    BlockSuccessors, BlockPredecessors, SymbolTable, AsmState, _OperationBase, InferTypeOpInterface,
)
from ._ir_types import *  # noqa: F401,F403
from ._ir_types import Type, TypeID, register_type_caster
from ._ir_attrs import *  # noqa: F401,F403
from ._ir_attrs import Attribute, NamedAttribute, register_attribute_caster
from ._ir_affine import *  # noqa: F401,F403
from ._registry import register_dialect, register_operation, ATTR_BUILDERS as _ATTR_BUILDERS
from ._registry import VALUE_CASTERS as _VALUE_CASTERS, LOAD_ON_CREATE as _LOAD_ON_CREATE
from ._ir_core import _all_dialects


class AttrBuilder:
    """The builders of attributes from Python values, by ODS attribute kind."""

    @staticmethod
    def contains(attribute_kind):
        return attribute_kind in _ATTR_BUILDERS

    @staticmethod
    def get(attribute_kind):
        if attribute_kind not in _ATTR_BUILDERS:
            raise KeyError(f"attribute builder for '{attribute_kind}' is not registered")
        return _ATTR_BUILDERS[attribute_kind]

    @staticmethod
    def insert(attribute_kind, attr_builder, replace=False):
        if attribute_kind in _ATTR_BUILDERS and not replace:
            raise RuntimeError(f"Attribute builder for '{attribute_kind}' is already registered with func: "
                               f"{_ATTR_BUILDERS[attribute_kind]}")
        _ATTR_BUILDERS[attribute_kind] = attr_builder


def register_attribute_builder(kind, replace=False):
    """Decorator registering ``fn(value, context)`` as the builder of attribute kind ``kind``
    (used by the dialect op classes to turn Python values into attributes)."""
    def deco(fn):
        AttrBuilder.insert(kind, fn, replace)
        return fn
    return deco


def register_value_caster(typeid, replace=False):
    """Decorator registering ``fn(Value) -> Value`` for the values whose type has ``typeid``."""
    def deco(fn):
        if typeid._h in _VALUE_CASTERS and not replace:
            raise RuntimeError(f"Value caster is already registered: {_VALUE_CASTERS[typeid._h]}")
        _VALUE_CASTERS[typeid._h] = fn
        return fn
    return deco


def get_dialect_registry():
    """The registry of every dialect oxmlir has (appended to each new context)."""
    return _all_dialects


def append_load_on_create_dialect(dialect):
    """Loads ``dialect`` into contexts created with ``load_on_create_dialects`` unset."""
    _LOAD_ON_CREATE.append(dialect)


def get_load_on_create_dialects():
    return list(_LOAD_ON_CREATE)


from ._ir_core import _globals  # noqa: E402


@_contextmanager
def loc_tracebacks(*, max_depth=None):
    """Operations created within get the location of the Python code creating
    them (a call-site chain of at most ``max_depth`` frames)."""
    old_enabled, old_limit = _globals.loc_tracebacks_enabled(), _globals.loc_tracebacks_frame_limit()
    _globals.set_loc_tracebacks_frame_limit(old_limit if max_depth is None else max_depth)
    _globals.set_loc_tracebacks_enabled(True)
    try:
        yield
    finally:
        _globals.set_loc_tracebacks_enabled(old_enabled)
        _globals.set_loc_tracebacks_frame_limit(old_limit)
