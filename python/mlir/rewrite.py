"""``mlir.rewrite``: rewrite patterns written in Python and the greedy and
walk drivers."""
import ctypes
import enum

from . import _capi
from ._capi import lib as _l, sref as _sref
from ._ir_core import _H, _Enum, _current_context, _handles
from ._ir_ops import InsertionPoint, Block, Operation, _view, _detached

__all__ = ["GreedyRewriteStrictness", "GreedySimplifyRegionLevel", "PatternRewriter", "RewritePatternSet",
           "FrozenRewritePatternSet", "GreedyRewriteConfig", "apply_patterns_and_fold_greedily",
           "walk_and_apply_patterns"]


class GreedyRewriteStrictness(_Enum):
    """Which operations the greedy driver may rewrite."""
    ANY_OP = 0
    EXISTING_AND_NEW_OPS = 1
    EXISTING_OPS = 2


class GreedySimplifyRegionLevel(_Enum):
    """How much the greedy driver simplifies regions."""
    DISABLED = 0
    NORMAL = 1
    AGGRESSIVE = 2


class PatternRewriter:
    """The rewriter passed to a pattern; valid during the pattern's call."""
    __slots__ = ("_h", "_ctx")

    def __init__(self, h, ctx):
        self._h, self._ctx = h, ctx

    @property
    def ip(self):
        b = _l.mlirRewriterBaseGetInsertionBlock(self._h)
        ip = InsertionPoint(Block._wrap(b, self._ctx))
        after = _l.mlirRewriterBaseGetOperationAfterInsertion(self._h)
        if after:
            ip._ref = Operation._wrap(after, self._ctx)
        return ip

    def replace_op(self, op, new):
        """Replaces ``op`` by the results of operation ``new`` or by a list of values."""
        _detached.pop(op._h, None)
        if hasattr(new, "_h") and not isinstance(new, (list, tuple)) and hasattr(new, "results"):
            _l.mlirRewriterBaseReplaceOpWithOperation(self._h, op._h, new._h)
        else:
            values = list(new)
            _l.mlirRewriterBaseReplaceOpWithValues(self._h, op._h, len(values), _handles(values))

    def erase_op(self, op):
        """Erases ``op`` (which must have no uses)."""
        _detached.pop(op._h, None)
        _l.mlirRewriterBaseEraseOp(self._h, op._h)


_MATCH_CB = ctypes.CFUNCTYPE(ctypes.c_int8, _H, _H, _H, ctypes.c_void_p)
_patterns = {}
#: Exceptions raised by patterns written in Python during the running driver.
_pending = []


def _raise_pending():
    if _pending:
        e = _pending[0]
        del _pending[:]
        raise e
_next = [1]


@_MATCH_CB
def _match_and_rewrite(pattern, op, rewriter, user):
    fn, ctx = _patterns[user]
    try:
        failed = fn(_view(op, ctx), PatternRewriter(_l.mlirPatternRewriterAsBase(rewriter), ctx))
    except BaseException as e:  # no match; the driver's caller raises it
        _pending.append(e)
        return 0
    return 0 if failed else 1


_DESTRUCT_CB = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


@_DESTRUCT_CB
def _destruct(user):
    _patterns.pop(user, None)


_CALLBACKS = _capi.RewritePatternCallbacks(None, ctypes.cast(_destruct, ctypes.c_void_p),
                                           ctypes.cast(_match_and_rewrite, ctypes.c_void_p))


class FrozenRewritePatternSet:
    """A pattern set ready for the drivers."""

    def __init__(self, h, ctx):
        self._h, self._ctx = h, ctx

    def __del__(self):
        try:
            _l.mlirFrozenRewritePatternSetDestroy(self._h)
        except Exception:
            pass

    @property
    def _CAPIPtr(self):
        return self._h


class RewritePatternSet:
    """Patterns written in Python: ``add(root, fn, benefit=1)``; ``fn(op, rewriter)``
    matches when it returns a false value (``None``)."""

    def __init__(self, context=None):
        self._ctx = _current_context(context)
        self._h = _l.mlirRewritePatternSetCreate(self._ctx._h)

    def __del__(self):
        try:
            if self._h:
                _l.mlirRewritePatternSetDestroy(self._h)
        except Exception:
            pass

    def add(self, root, fn, benefit=1):
        name = root if isinstance(root, str) else root.OPERATION_NAME
        key = _next[0]
        _next[0] += 1
        _patterns[key] = (fn, self._ctx)
        p = _l.mlirOpRewritePatternCreate(_sref(name), benefit, self._ctx._h, _CALLBACKS, key, 0, None)
        _l.mlirRewritePatternSetAdd(self._h, p)

    def freeze(self):
        h, self._h = self._h, 0
        return FrozenRewritePatternSet(_l.mlirFreezeRewritePattern(h), self._ctx)


def _config_prop(getter, setter, wrap=None):
    def get(self):
        v = getattr(_l, getter)(self._h)
        return wrap(v) if wrap else v

    def put(self, v):
        getattr(_l, setter)(self._h, v.value if isinstance(v, enum.Enum) else v)
    return property(get, put)


class GreedyRewriteConfig:
    """Configuration of the greedy driver."""

    def __init__(self):
        self._h = _l.mlirGreedyRewriteDriverConfigCreate()

    def __del__(self):
        try:
            _l.mlirGreedyRewriteDriverConfigDestroy(self._h)
        except Exception:
            pass

    _P = "mlirGreedyRewriteDriverConfig"
    max_iterations = _config_prop(_P + "GetMaxIterations", _P + "SetMaxIterations")
    max_num_rewrites = _config_prop(_P + "GetMaxNumRewrites", _P + "SetMaxNumRewrites")
    use_top_down_traversal = _config_prop(_P + "GetUseTopDownTraversal", _P + "SetUseTopDownTraversal")
    enable_folding = _config_prop(_P + "IsFoldingEnabled", _P + "EnableFolding")
    strictness = _config_prop(_P + "GetStrictness", _P + "SetStrictness", GreedyRewriteStrictness)
    region_simplification_level = _config_prop(_P + "GetRegionSimplificationLevel",
                                               _P + "SetRegionSimplificationLevel", GreedySimplifyRegionLevel)
    enable_constant_cse = _config_prop(_P + "IsConstantCSEEnabled", _P + "EnableConstantCSE")


def apply_patterns_and_fold_greedily(op, set, config=None):
    """Applies the patterns and folding greedily to a module or an operation."""
    from ._ir_core import Module
    cfg = config if config is not None else GreedyRewriteConfig()
    del _pending[:]
    if isinstance(op, Module):
        ok = _l.mlirApplyPatternsAndFoldGreedily(op._h, set._h, cfg._h)
    else:
        ok = _l.mlirApplyPatternsAndFoldGreedilyWithOp(op.operation._h, set._h, cfg._h)
    _raise_pending()
    if not ok:
        raise RuntimeError("pattern application failed to converge")


def walk_and_apply_patterns(op, set):
    """Applies the patterns once to every operation by a walk."""
    del _pending[:]
    _l.mlirWalkAndApplyPatterns(op.operation._h, set._h)
    _raise_pending()
