"""The core of ``mlir.ir``: contexts, diagnostics, locations, modules,
operations, regions, blocks, values and insertion points, over the C API."""
import ctypes
import enum
import itertools
import threading
import weakref

from . import _capi
from ._capi import lib as _l, sref as _sref, string as _string, StaleObjectError

_H = ctypes.c_uint64


# ---------------------------------------------------------------- utilities

class _Printer:
    """Collects the text of an ``MlirStringCallback`` into a buffer (one
    buffer per call, keyed by the user-data word, so calls can nest and run
    on several threads)."""
    bufs = {}
    ids = itertools.count(1)


@_capi.STRING_CALLBACK
def _print_cb(s, user):
    _Printer.bufs[user].append(ctypes.string_at(s.data, s.length))


def _print_to_bytes(fn, *args):
    """What ``fn(*args, callback, user_data)`` prints, as bytes (and
    ``fn``'s own result)."""
    key = next(_Printer.ids)
    buf = _Printer.bufs[key] = []
    try:
        result = fn(*args, _print_cb, key)
    finally:
        del _Printer.bufs[key]
    return b"".join(buf), result


def _print_to_str(fn, *args):
    return _print_to_bytes(fn, *args)[0].decode("utf-8", "replace")


def _handles(objs, kind=_H):
    arr = (kind * len(objs))()
    for i, o in enumerate(objs):
        arr[i] = o._h
    return arr


class _Frames(threading.local):
    def __init__(self):
        self.contexts = []
        self.locations = []
        self.ips = []


_frames = _Frames()


# ---------------------------------------------------------------- diagnostics

class _Enum(enum.Enum):
    """An enum whose repr is ``Class.NAME`` (as upstream's)."""

    def __repr__(self):
        return f"{type(self).__name__}.{self.name}"


class DiagnosticSeverity(_Enum):
    """Severity of a diagnostic (values of ``MlirDiagnosticSeverity``)."""
    ERROR = 0
    WARNING = 1
    NOTE = 2
    REMARK = 3


class WalkOrder(_Enum):
    """Order of ``Operation.walk``."""
    PRE_ORDER = 0
    POST_ORDER = 1


class WalkResult(_Enum):
    """What a ``walk`` callback asks for next."""
    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


class DiagnosticInfo:
    """A copy of a diagnostic that outlives the handler call."""

    def __init__(self, diag):
        self.severity = diag.severity
        self.location = diag.location
        self.message = diag.message
        self.notes = [DiagnosticInfo(n) for n in diag.notes]

    def __str__(self):
        return self.message


class Diagnostic:
    """A diagnostic passed to a handler; valid only during the handler call."""

    def __init__(self, h, context):
        self._h = h
        self._context = context
        self._valid = True
        self._notes = None

    def _check(self):
        if not self._valid:
            raise RuntimeError("Diagnostic is invalid (used outside of callback)")

    @property
    def severity(self):
        self._check()
        return DiagnosticSeverity(_l.mlirDiagnosticGetSeverity(self._h))

    @property
    def location(self):
        self._check()
        return Location._wrap(_l.mlirDiagnosticGetLocation(self._h), self._context)

    @property
    def message(self):
        self._check()
        return _print_to_str(_l.mlirDiagnosticPrint, self._h)

    @property
    def notes(self):
        self._check()
        if self._notes is None:
            self._notes = tuple(Diagnostic(_l.mlirDiagnosticGetNote(self._h, i), self._context)
                                for i in range(_l.mlirDiagnosticGetNumNotes(self._h)))
        return self._notes

    def _invalidate(self):
        self._valid = False
        if self._notes:
            for n in self._notes:
                n._invalidate()

    def __str__(self):
        return self.message


class DiagnosticHandler:
    """A Python callable attached to a context as a diagnostic handler."""

    def __init__(self, context, callback):
        self._context = context
        self._callback = callback
        self.attached = True
        self.had_error = False

    def detach(self):
        """Detaches the handler (it is called no more)."""
        if self.attached:
            self.attached = False
            self._context._handlers.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.detach()


class MLIRError(Exception):
    """An error with the diagnostics that explain it (``message``,
    ``error_diagnostics``)."""

    def __init__(self, message, error_diagnostics):
        self.message = message
        self.error_diagnostics = error_diagnostics
        super().__init__(message, error_diagnostics)

    def __str__(self):
        s = self.message
        if self.error_diagnostics:
            s += ":"
        for d in self.error_diagnostics:
            s += "\nerror: " + str(d.location)[4:-1] + ": " + d.message.replace("\n", "\n  ")
            for n in d.notes:
                s += "\n note: " + str(n.location)[4:-1] + ": " + n.message.replace("\n", "\n  ")
        return s


_live_contexts = weakref.WeakValueDictionary()
_DIAG_CB_TYPE = ctypes.CFUNCTYPE(ctypes.c_int8, _H, ctypes.c_void_p)
_MISUSE_PREFIX = "mlir"


@_DIAG_CB_TYPE
def _diag_cb(diag_h, user):
    ctx = _live_contexts.get(user)
    if ctx is None:
        return 0
    try:
        severity = _l.mlirDiagnosticGetSeverity(diag_h)
        if severity == 0 and _l.mlirDiagnosticGetNumNotes(diag_h) == 0:
            text = _print_to_str(_l.mlirDiagnosticPrint, diag_h)
            head, sep, _ = text.partition(": ")
            if sep and head.startswith(_MISUSE_PREFIX) and head.isidentifier() and " " not in head:
                _capi.misuse.append(text)
                return 1
        if ctx._captures and severity == 0 and ctx.emit_error_diagnostics is False:
            d = Diagnostic(diag_h, ctx)
            ctx._captures[-1].append(DiagnosticInfo(d))
            d._invalidate()
            return 1
        for handler in reversed(ctx._handlers):
            d = Diagnostic(diag_h, ctx)
            try:
                handled = handler._callback(d)
                if type(handled) is not bool:  # upstream's handlers must return a bool
                    handler.had_error = True
                    _handler_failed("std::bad_cast")
                    handled = False
            except Exception as e:  # a failing handler counts as not handling
                handler.had_error = True
                _handler_failed(_format_handler_error(e))
                handled = False
            finally:
                d._invalidate()
            if handled:
                return 1
    except Exception:
        return 0
    return 0


def _handler_failed(text):
    import sys
    sys.stderr.write(f"MLIR Python Diagnostic handler raised exception: {text}\n")


def _format_handler_error(exc):
    """The exception as upstream reports it: the Python frames that led to
    the diagnostic and through the handler (not the package's), without
    source lines, then the exception."""
    import traceback
    frames = [f for f in traceback.extract_stack()[:-3] + traceback.extract_tb(exc.__traceback__)
              if not f.filename.startswith(_PACKAGE_DIR)]
    lines = ["Traceback (most recent call last):"]
    lines += [f'  File "{f.filename}", line {f.lineno}, in {f.name}' for f in frames]
    lines += traceback.format_exception_only(type(exc), exc)
    return "\n".join(line.rstrip("\n") for line in lines)


class _Capture:
    """Collects the error diagnostics of one C call (for ``MLIRError``)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.errors = []

    def __enter__(self):
        self.ctx._captures.append(self.errors)
        return self.errors

    def __exit__(self, *exc):
        self.ctx._captures.pop()


class _Handled:
    """Base of the Python objects that name one C handle in a context:
    equal when they name the same object, hashable, ``context``, ``_CAPIPtr``."""
    __slots__ = ()

    def __eq__(self, other):
        return type(other) is type(self) and other._h == self._h

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._h)

    @property
    def context(self):
        return self._ctx

    @property
    def _CAPIPtr(self):
        return self._h


# ---------------------------------------------------------------- context

def _current_context(context=None):
    if context is not None:
        return context
    if _frames.contexts:
        return _frames.contexts[-1]
    raise RuntimeError("An MLIR function requires a Context but none was provided in the call or from the "
                       "surrounding environment. Either pass to the function with a 'context=' argument or "
                       "establish a default using 'with Context():'")


def _current_location(loc=None):
    if loc is not None:
        return loc
    if _frames.locations:
        return _frames.locations[-1]
    raise RuntimeError("An MLIR function requires a Location but none was provided in the call or from the "
                       "surrounding environment. Either pass to the function with a 'loc=' argument or "
                       "establish a default using 'with loc:'")


class DialectRegistry:
    """``MlirDialectRegistry``."""

    def __init__(self):
        self._h = _l.mlirDialectRegistryCreate()

    def __del__(self):
        try:
            _l.mlirDialectRegistryDestroy(self._h)
        except Exception:
            pass


_all_dialects = DialectRegistry()
_l.mlirRegisterAllDialects(_all_dialects._h)
_l.mlirRegisterAllPasses()


class DialectDescriptor:
    """A loaded dialect (its namespace)."""

    def __init__(self, h, context):
        self._h = h
        self.context = context

    @property
    def namespace(self):
        return _string(_l.mlirDialectGetNamespace(self._h))

    def __repr__(self):
        return f"<DialectDescriptor {self.namespace}>"


class Dialect:
    """Base of the per-dialect Python classes (``ctx.dialects.<ns>``)."""

    def __init__(self, descriptor):
        self._descriptor = descriptor

    @property
    def descriptor(self):
        return self._descriptor

    def __repr__(self):
        cls = type(self)
        return f"<Dialect {self._descriptor.namespace} (class {cls.__module__}.{cls.__name__})>"


class Dialects:
    """``Context.dialects``: a loaded dialect by name or attribute."""

    def __init__(self, context):
        self._context = context

    def _get(self, name, exc):
        desc = self._context.get_dialect_descriptor(name) if exc is None else None
        if exc is not None:
            try:
                desc = self._context.get_dialect_descriptor(name)
            except ValueError:
                raise exc(f"Dialect '{name}' not found") from None
        from . import _registry
        cls = _registry.dialect_class(name)
        return (cls or Dialect)(desc)

    def __getitem__(self, name):
        return self._get(name, IndexError)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._get(name, AttributeError)


class ThreadPool:
    """A thread pool to share between contexts (``Context.set_thread_pool``)."""

    def __init__(self):
        self._h = _l.mlirLlvmThreadPoolCreate()

    def __del__(self):
        try:
            _l.mlirLlvmThreadPoolDestroy(self._h)
        except Exception:
            pass

    def get_max_concurrency(self):
        """The number of threads the pool runs at most (the available hardware threads)."""
        import os
        try:
            return len(os.sched_getaffinity(0))
        except AttributeError:
            return os.cpu_count() or 1

    def _mlir_thread_pool_ptr(self):
        return hex(self._h)


class Context:
    """An MLIR context, with every dialect oxmlir has registered (loaded on use)."""

    def __init__(self, load_on_create_dialects=None):
        self._h = _l.mlirContextCreateWithRegistry(_all_dialects._h, True)
        self._handlers = []
        self._captures = []
        self._idents = {}
        self.emit_error_diagnostics = False
        _live_contexts[self._h] = self
        self._diag_id = _l.mlirContextAttachDiagnosticHandler(
            self._h, ctypes.cast(_diag_cb, ctypes.c_void_p), self._h, None)
        # As upstream's package: every available dialect is loaded, unless a list is given.
        if load_on_create_dialects is None:
            _l.mlirContextLoadAllAvailableDialects(self._h)
        else:
            for name in load_on_create_dialects:
                self.get_dialect_descriptor(name)

    def __del__(self):
        try:
            h = self._h
            self._h = 0
            _l.mlirContextDestroy(h)
        except Exception:
            pass

    @staticmethod
    def _wrap(h):
        ctx = _live_contexts.get(h)
        if ctx is None:
            raise StaleObjectError("object of an unknown context")
        return ctx

    @staticmethod
    def _get_live_count():
        return len(_live_contexts)

    @property
    def _CAPIPtr(self):
        return self._h

    def __enter__(self):
        _frames.contexts.append(self)
        return self

    def __exit__(self, *exc):
        _frames.contexts.pop()

    @staticmethod
    def _current():
        return _frames.contexts[-1] if _frames.contexts else None

    current = None  # replaced by a class property below

    @property
    def dialects(self):
        return Dialects(self)

    d = dialects

    def get_dialect_descriptor(self, dialect_name):
        h = _l.mlirContextGetOrLoadDialect(self._h, _sref(dialect_name))
        if not h:
            raise ValueError(f"Dialect '{dialect_name}' not found")
        return DialectDescriptor(h, self)

    @property
    def allow_unregistered_dialects(self):
        return bool(_l.mlirContextGetAllowUnregisteredDialects(self._h))

    @allow_unregistered_dialects.setter
    def allow_unregistered_dialects(self, value):
        _l.mlirContextSetAllowUnregisteredDialects(self._h, bool(value))

    def attach_diagnostic_handler(self, callback):
        """Attaches ``callback(Diagnostic) -> bool`` (``True``: handled)."""
        h = DiagnosticHandler(self, callback)
        self._handlers.append(h)
        return h

    def enable_multithreading(self, enable):
        _l.mlirContextEnableMultithreading(self._h, bool(enable))

    def set_thread_pool(self, pool):
        """Runs the context's parallel work on ``pool`` (a ``ThreadPool``)."""
        self._thread_pool = pool
        _l.mlirContextSetThreadPool(self._h, pool._h)

    def get_num_threads(self):
        return _l.mlirContextGetNumThreads(self._h)

    def is_registered_operation(self, operation_name):
        return bool(_l.mlirContextIsRegisteredOperation(self._h, _sref(operation_name)))

    def append_dialect_registry(self, registry):
        _l.mlirContextAppendDialectRegistry(self._h, registry._h)

    def load_all_available_dialects(self):
        _l.mlirContextLoadAllAvailableDialects(self._h)

    def _capture(self):
        return _Capture(self)

    def _identifier(self, name):
        """The ``MlirIdentifier`` of ``name`` (identifiers are uniqued: cached)."""
        h = self._idents.get(name)
        if h is None:
            h = self._idents[name] = _l.mlirIdentifierGet(self._h, _sref(name))
        return h


class _ClassProperty:
    def __init__(self, fget):
        self.fget = fget

    def __get__(self, obj, cls):
        return self.fget()


Context.current = _ClassProperty(Context._current)


# ---------------------------------------------------------------- attributes (base)

class _Uniqued:
    """Base of types, attributes and locations: a handle and its context."""
    __slots__ = ("_h", "_ctx")

    def __eq__(self, other):
        return isinstance(other, _Uniqued) and type(other)._KIND == self._KIND and other._h == self._h

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._h)

    @property
    def context(self):
        return self._ctx

    @property
    def _CAPIPtr(self):
        return self._h


# ---------------------------------------------------------------- locations

class Location(_Uniqued):
    """A source location (an attribute of the location kinds)."""
    __slots__ = ()
    _KIND = "location"

    @classmethod
    def _wrap(cls, h, ctx):
        if not h:
            _raise_null("Location")
        o = object.__new__(Location)
        o._h = h
        o._ctx = ctx
        return o

    def __enter__(self):
        _frames.contexts.append(self._ctx)
        _frames.locations.append(self)
        return self

    def __exit__(self, *exc):
        _frames.locations.pop()
        _frames.contexts.pop()

    current = _ClassProperty(lambda: _frames.locations[-1] if _frames.locations else None)

    @staticmethod
    def unknown(context=None):
        ctx = _current_context(context)
        return Location._wrap(_l.mlirLocationUnknownGet(ctx._h), ctx)

    @staticmethod
    def file(filename, *args, context=None):
        if len(args) == 2:
            line, col = args
            ctx = _current_context(context)
            return Location._wrap(_l.mlirLocationFileLineColGet(ctx._h, _sref(filename), line, col), ctx)
        if len(args) == 4:
            sl, sc, el, ec = args
            ctx = _current_context(context)
            return Location._wrap(_l.mlirLocationFileLineColRangeGet(ctx._h, _sref(filename), sl, sc, el, ec), ctx)
        raise TypeError("file() takes (filename, line, col) or (filename, start_line, start_col, end_line, end_col)")

    @staticmethod
    def callsite(callee, frames, context=None):
        if not frames:
            raise ValueError("No caller frames provided")
        ctx = _current_context(context)
        caller = frames[-1]._h
        for f in reversed(frames[:-1]):
            caller = _l.mlirLocationCallSiteGet(f._h, caller)
        return Location._wrap(_l.mlirLocationCallSiteGet(callee._h, caller), ctx)

    @staticmethod
    def fused(locations, metadata=None, context=None):
        ctx = _current_context(context)
        arr = _handles(locations)
        return Location._wrap(_l.mlirLocationFusedGet(ctx._h, len(locations), arr, metadata._h if metadata else 0), ctx)

    @staticmethod
    def name(name, childLoc=None, context=None):
        ctx = _current_context(context)
        child = childLoc._h if childLoc is not None else _l.mlirLocationUnknownGet(ctx._h)
        return Location._wrap(_l.mlirLocationNameGet(ctx._h, _sref(name), child), ctx)

    @staticmethod
    def from_attr(attribute, context=None):
        ctx = _current_context(context) if context is not None else attribute.context
        return Location._wrap(_l.mlirLocationFromAttribute(attribute._h), ctx)

    def is_a_callsite(self):
        return bool(_l.mlirLocationIsACallSite(self._h))

    def is_a_file(self):
        return bool(_l.mlirLocationIsAFileLineColRange(self._h))

    def is_a_fused(self):
        return bool(_l.mlirLocationIsAFused(self._h))

    def is_a_name(self):
        return bool(_l.mlirLocationIsAName(self._h))

    @property
    def callee(self):
        return Location._wrap(_l.mlirLocationCallSiteGetCallee(self._h), self._ctx)

    @property
    def caller(self):
        return Location._wrap(_l.mlirLocationCallSiteGetCaller(self._h), self._ctx)

    @property
    def filename(self):
        return _string(_l.mlirIdentifierStr(_l.mlirLocationFileLineColRangeGetFilename(self._h)))

    @property
    def start_line(self):
        return _l.mlirLocationFileLineColRangeGetStartLine(self._h)

    @property
    def start_col(self):
        return _l.mlirLocationFileLineColRangeGetStartColumn(self._h)

    @property
    def end_line(self):
        return _l.mlirLocationFileLineColRangeGetEndLine(self._h)

    @property
    def end_col(self):
        return _l.mlirLocationFileLineColRangeGetEndColumn(self._h)

    @property
    def locations(self):
        n = _l.mlirLocationFusedGetNumLocations(self._h)
        arr = (_H * n)()
        _l.mlirLocationFusedGetLocations(self._h, arr)
        return [Location._wrap(h, self._ctx) for h in arr]

    @property
    def name_str(self):
        return _string(_l.mlirIdentifierStr(_l.mlirLocationNameGetName(self._h)))

    @property
    def child_loc(self):
        return Location._wrap(_l.mlirLocationNameGetChildLoc(self._h), self._ctx)

    @property
    def attr(self):
        from ._ir_attrs import Attribute
        return Attribute._wrap(_l.mlirLocationGetAttribute(self._h), self._ctx)

    def emit_error(self, message):
        _l.mlirEmitError(self._h, message.encode())

    def __str__(self):
        return _print_to_str(_l.mlirLocationPrint, self._h)

    __repr__ = __str__


class _Globals:
    """Process-wide settings of the package (upstream's ``ir._globals``):
    traceback locations."""

    def __init__(self):
        self._tb_enabled = False
        self._tb_limit = 10
        self._tb_exclusions = []
        self._tb_inclusions = []

    def loc_tracebacks_enabled(self):
        return self._tb_enabled

    def set_loc_tracebacks_enabled(self, value):
        self._tb_enabled = bool(value)

    def loc_tracebacks_frame_limit(self):
        return self._tb_limit

    def set_loc_tracebacks_frame_limit(self, value):
        self._tb_limit = value

    def register_traceback_file_exclusion(self, filename):
        self._tb_exclusions.append(filename)

    def register_traceback_file_inclusion(self, filename):
        self._tb_inclusions.append(filename)

    def _user_frame(self, filename):
        if any(filename.startswith(f) for f in self._tb_inclusions):
            return True
        if filename.startswith("<") and filename != "<stdin>" and filename != "<string>":
            return False  # the package's compiled builders
        return not (filename.startswith(_PACKAGE_PRIVATE) or any(filename.startswith(f) for f in self._tb_exclusions))


import os as _os  # noqa: E402
_PACKAGE_DIR = _os.path.dirname(_os.path.abspath(__file__))
_PACKAGE_PRIVATE = tuple(_os.path.join(_PACKAGE_DIR, n) for n in ("_", "ir.py", "passmanager.py", "rewrite.py",
                                                                  _os.path.join("dialects", "_")))
_globals = _Globals()


def _traceback_location(ctx):
    """The location of the Python code creating an operation: a call-site
    chain of ``"function"(file:line:col to :col)`` locations, innermost
    first, without the package's own frames (as upstream's ``loc_tracebacks``)."""
    import sys
    frame = sys._getframe(1)
    locs = []
    while frame is not None and len(locs) < _globals._tb_limit:
        code = frame.f_code
        if _globals._user_frame(code.co_filename):
            name = getattr(code, "co_qualname", code.co_name)
            pos = None
            if hasattr(code, "co_positions") and frame.f_lasti >= 0:
                pos = list(code.co_positions())[frame.f_lasti // 2]
            if pos and pos[0] is not None:
                line, end_line, col, end_col = pos
                file_loc = _l.mlirLocationFileLineColRangeGet(ctx._h, _sref(code.co_filename), line, col or 0,
                                                             end_line or line, end_col or 0)
            else:
                file_loc = _l.mlirLocationFileLineColGet(ctx._h, _sref(code.co_filename), frame.f_lineno, 0)
            locs.append(_l.mlirLocationNameGet(ctx._h, _sref(name), file_loc))
        frame = frame.f_back
    if not locs:
        return None
    h = locs[-1]
    for callee in reversed(locs[:-1]):
        h = _l.mlirLocationCallSiteGet(callee, h)
    return Location._wrap(h, ctx)


def _raise_null(what):
    if _capi.misuse:
        _capi._raise_misuse()
    raise StaleObjectError(f"null {what}")


# ---------------------------------------------------------------- module

class Module(_Handled):
    """A ``builtin.module`` owned by Python."""
    __slots__ = ("_h", "_ctx", "__weakref__")

    @classmethod
    def _wrap(cls, h, ctx):
        m = object.__new__(cls)
        m._h = h
        m._ctx = ctx
        return m

    def __del__(self):
        if self._h and self._ctx._h:
            _quietly(lambda: _l.mlirOperationGetParentOperation(_l.mlirModuleGetOperation(self._h)) == 0
                     and _l.mlirModuleDestroy(self._h))

    @staticmethod
    def parse(asm, context=None):
        ctx = _current_context(context)
        with ctx._capture() as errors:
            h = _l.mlirModuleCreateParse(ctx._h, _sref(asm))
        if not h:
            raise MLIRError("Unable to parse module assembly", errors)
        return Module._wrap(h, ctx)

    @staticmethod
    def parseFile(path, context=None):
        ctx = _current_context(context)
        with ctx._capture() as errors:
            h = _l.mlirModuleCreateParseFromFile(ctx._h, _sref(path))
        if not h:
            raise MLIRError("Unable to parse module assembly", errors)
        return Module._wrap(h, ctx)

    @staticmethod
    def create(loc=None):
        loc = _current_location(loc)
        return Module._wrap(_l.mlirModuleCreateEmpty(loc._h), loc._ctx)

    @property
    def operation(self):
        return Operation._wrap(_l.mlirModuleGetOperation(self._h), self._ctx, self)

    @property
    def body(self):
        return Block._wrap(_l.mlirModuleGetBody(self._h), self._ctx, self)

    def dump(self):
        _l.mlirOperationDump(_l.mlirModuleGetOperation(self._h))

    def __str__(self):
        return str(self.operation)

    @property
    def _CAPIPtr(self):
        return self._h


from ._ir_ops import (  # noqa: E402
    Operation, OpView, Region, Block, Value, OpResult, BlockArgument, OpOperand, InsertionPoint,
    OpAttributeMap, OpOperandList, OpResultList, RegionSequence, BlockList, OperationList,
    BlockArgumentList, OpSuccessors, BlockSuccessors, BlockPredecessors, SymbolTable, AsmState,
    _current_ip, _quietly,
)
