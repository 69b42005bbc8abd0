"""``mlir.passmanager``: pass managers over oxmlir's passes."""
import ctypes
import enum

from . import _capi
from ._capi import lib as _l, sref as _sref
from ._ir_core import _Enum, _current_context, _print_cb, _Printer, _print_to_str, MLIRError

__all__ = ["PassManager", "PassDisplayMode", "ExternalPass"]


class PassDisplayMode(_Enum):
    """How ``enable_statistics`` displays the statistics."""
    LIST = 0
    PIPELINE = 1


def _collect_error(fn, *args):
    key = next(_Printer.ids)
    buf = _Printer.bufs[key] = []
    try:
        ok = fn(*args, _print_cb, key)
    finally:
        del _Printer.bufs[key]
    return ok, b"".join(buf).decode("utf-8", "replace")


class ExternalPass:
    """The pass instance given to a pass written in Python."""
    __slots__ = ("_h",)

    def __init__(self, h):
        self._h = h

    def signal_pass_failure(self):
        _l.mlirExternalPassSignalFailure(self._h)


_RUN_CB = ctypes.CFUNCTYPE(None, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p)
_USER_CB = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_CLONE_CB = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)
_passes = {}
#: Exceptions raised by passes written in Python during the running pipeline.
_pending = []
_next_pass = [1]
_typeids = []


@_RUN_CB
def _run_pass(op, pass_, user):
    run, ctx, _ = _passes[user]
    from ._ir_ops import _view
    try:
        run(_view(op, ctx), ExternalPass(pass_))
    except BaseException as e:  # fails the pass; PassManager.run raises it
        _pending.append(e)
        _l.mlirExternalPassSignalFailure(pass_)


@_USER_CB
def _construct_pass(user):
    _passes[user][2][0] += 1


@_USER_CB
def _destruct_pass(user):
    entry = _passes.get(user)
    if entry is not None:
        entry[2][0] -= 1
        if entry[2][0] <= 0:
            del _passes[user]


@_CLONE_CB
def _clone_pass(user):
    return user


def _external_pass(run, name, argument, description, op_name, ctx):
    if not _typeids:
        _typeids.append(_l.mlirTypeIDAllocatorCreate())
    key = _next_pass[0]
    _next_pass[0] += 1
    _passes[key] = (run, ctx, [0])
    cbs = _capi.ExternalPassCallbacks(ctypes.cast(_construct_pass, ctypes.c_void_p),
                                      ctypes.cast(_destruct_pass, ctypes.c_void_p), None,
                                      ctypes.cast(_clone_pass, ctypes.c_void_p),
                                      ctypes.cast(_run_pass, ctypes.c_void_p))
    name = name if name is not None else getattr(run, "__name__", "python-pass")
    return _l.mlirCreateExternalPass(_l.mlirTypeIDAllocatorAllocateTypeID(_typeids[0]), _sref(name),
                                     _sref(argument or ""), _sref(description or ""), _sref(op_name or ""), 0,
                                     None, cbs, key)


class PassManager:
    """A pass manager anchored on an operation name (``"any"`` by default)."""

    def __init__(self, anchor_op="any", context=None):
        self._ctx = _current_context(context)
        self._h = _l.mlirPassManagerCreateOnOperation(self._ctx._h, _sref(anchor_op))

    def __del__(self):
        try:
            _l.mlirPassManagerDestroy(self._h)
        except Exception:
            pass

    @property
    def _CAPIPtr(self):
        return self._h

    @staticmethod
    def parse(pipeline, context=None):
        """A pass manager from a textual pipeline (``builtin.module(...)``); ``ValueError`` on bad input."""
        ctx = _current_context(context)
        pm = PassManager.__new__(PassManager)
        pm._ctx = ctx
        pm._h = _l.mlirPassManagerCreate(ctx._h)
        ok, msg = _collect_error(_l.mlirParsePassPipeline, _l.mlirPassManagerGetAsOpPassManager(pm._h),
                                 _sref(pipeline))
        if not ok:
            raise ValueError(msg)
        return pm

    def add(self, pipeline, name=None, argument="", description="", op_name=""):
        """Appends the passes of a textual pipeline (without the anchor), or a
        pass written in Python: ``add(run, name=None, ...)`` with
        ``run(op, pass_)`` (``pass_.signal_pass_failure()`` fails the pass)."""
        if callable(pipeline):
            _l.mlirPassManagerAddOwnedPass(self._h, _external_pass(pipeline, name, argument, description, op_name,
                                                                   self._ctx))
            return
        ok, msg = _collect_error(_l.mlirOpPassManagerAddPipeline, _l.mlirPassManagerGetAsOpPassManager(self._h),
                                 _sref(pipeline))
        if not ok:
            raise ValueError(msg)

    def run(self, operation):
        """Runs the pipeline on ``operation``; ``MLIRError`` with the diagnostics on failure."""
        del _pending[:]
        with self._ctx._capture() as errors:
            ok = _l.mlirPassManagerRunOnOp(self._h, operation.operation._h)
        if _pending:  # as upstream: the exception of a pass written in Python
            e = _pending[0]
            del _pending[:]
            raise e
        if not ok:
            raise MLIRError("Failure while executing pass pipeline", errors)

    def enable_verifier(self, enable):
        _l.mlirPassManagerEnableVerifier(self._h, bool(enable))

    def enable_timing(self):
        _l.mlirPassManagerEnableTiming(self._h)

    def enable_statistics(self, displayMode=PassDisplayMode.PIPELINE):
        _l.mlirPassManagerEnableStatistics(self._h, displayMode.value)

    def enable_ir_printing(self, print_before_all=False, print_after_all=True, print_module_scope=False,
                           print_after_change=False, print_after_failure=False, large_elements_limit=None,
                           large_resource_limit=None, enable_debug_info=False, print_generic_op_form=False,
                           tree_printing_dir_path=None):
        """IR printing to stderr (or a directory tree), as ``mlir-opt --mlir-print-ir-*``."""
        f = _l.mlirOpPrintingFlagsCreate()
        if large_elements_limit is not None:
            _l.mlirOpPrintingFlagsElideLargeElementsAttrs(f, large_elements_limit)
        if large_resource_limit is not None:
            _l.mlirOpPrintingFlagsElideLargeResourceString(f, large_resource_limit)
        if enable_debug_info:
            _l.mlirOpPrintingFlagsEnableDebugInfo(f, True, False)
        if print_generic_op_form:
            _l.mlirOpPrintingFlagsPrintGenericOpForm(f)
        _l.mlirPassManagerEnableIRPrinting(self._h, print_before_all, print_after_all, print_module_scope,
                                           print_after_change, print_after_failure, f,
                                           _sref(tree_printing_dir_path or ""))
        _l.mlirOpPrintingFlagsDestroy(f)

    def __str__(self):
        return _print_to_str(_l.mlirPrintPassPipeline, _l.mlirPassManagerGetAsOpPassManager(self._h))
