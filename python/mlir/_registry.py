"""Registry of dialect and operation classes (``register_dialect``,
``register_operation``), with on-demand import of ``mlir.dialects.<ns>``."""
import importlib

from ._capi import lib as _l, string as _string

_op_classes = {}
_dialect_classes = {}
_by_ident = {}
_imported = set()


_missing = set()


def _load_namespace(ns):
    """Imports ``mlir.dialects.<ns>`` once; False if there is no such module."""
    if ns not in _imported:
        _imported.add(ns)
        try:
            importlib.import_module(f"mlir.dialects.{ns}")
        except ImportError:
            _missing.add(ns)
    return ns not in _missing


def op_class_for_ident(ident, ctx):
    """The class of the operations named by identifier handle ``ident``."""
    cls = _by_ident.get(ident)
    if cls is not None:
        return cls
    from ._ir_ops import OpView
    name = _string(_l.mlirIdentifierStr(ident))
    # As upstream's lookup: a class is used only when the dialect's module
    # (mlir.dialects.<namespace>) imports.
    cls = _op_classes.get(name, OpView) if _load_namespace(name.partition(".")[0]) else OpView
    _by_ident[ident] = cls
    return cls


def dialect_class(ns):
    """The Python class of dialect ``ns`` (importing its module), or None."""
    _load_namespace(ns)
    return _dialect_classes.get(ns)


def register_dialect(cls):
    """Class decorator: registers a ``Dialect`` subclass with ``DIALECT_NAMESPACE``."""
    _dialect_classes[cls.DIALECT_NAMESPACE] = cls
    return cls


def register_operation(dialect_class, *, replace=False):
    """Class decorator: registers an ``OpView`` subclass for ``OPERATION_NAME``."""
    def deco(cls):
        name = cls.OPERATION_NAME
        if name in _op_classes and not replace and _op_classes[name] is not cls:
            raise RuntimeError(f"Operation '{name}' is already registered.")
        _op_classes[name] = cls
        for k in [k for k, v in _by_ident.items()]:
            del _by_ident[k]
        return cls
    return deco


#: Builders turning Python values into attributes, by ODS attribute kind
#: (``AttrBuilder``, ``register_attribute_builder``).
ATTR_BUILDERS = {}

#: Value casters by type id handle (``register_value_caster``).
VALUE_CASTERS = {}

#: Dialects loaded into each new context when given (``append_load_on_create_dialect``).
LOAD_ON_CREATE = []
