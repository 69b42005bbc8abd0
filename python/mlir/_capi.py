"""ctypes binding of liboxmlir's C API (the functions of ``include/mlir-c``).

The library is looked up, in order, at:

1. ``$OXMLIR_LIB`` (a path to ``liboxmlir.so`` / ``.dylib`` / ``.dll``);
2. ``_lib/`` next to this file (where ``pip install`` puts the library);
3. the repository's cargo target directory (``$CARGO_TARGET_DIR``, then
   ``target/release`` and ``target/debug`` of the checkout this package
   lives in), so the package runs from a source tree after ``cargo build``.

Every C handle (``MlirContext``, ``MlirOperation``, ...) is a 64-bit word
in oxmlir (``docs/ARCHITECTURE.md``, "Handles"), so handles cross the
boundary as plain integers (``c_uint64``: same registers as the one-field
structs of the header). A handle the library finds stale is reported as a
diagnostic beginning with the C function's name; the package's diagnostic
handler records it and :func:`check` (the ``errcheck`` of every function
taking a handle) raises it as a Python exception.
"""
import ctypes
import os
import pathlib
import sys

from ._capi_decls import DECLS

__all__ = ["lib", "StringRef", "StringRefOut", "NamedAttribute", "OperationState", "STRING_CALLBACK",
           "sref", "string", "misuse", "StaleObjectError", "library_path"]


class StaleObjectError(RuntimeError):
    """A Python object names IR that no longer exists (an erased operation,
    block or region, a value of one), or a handle the library refused."""


class StringRef(ctypes.Structure):
    """``MlirStringRef`` as an argument (``data`` kept alive by ctypes)."""
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


class StringRefOut(ctypes.Structure):
    """``MlirStringRef`` as a result or callback argument (not NUL-terminated)."""
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


class NamedAttribute(ctypes.Structure):
    """``MlirNamedAttribute``: identifier and attribute handles."""
    _fields_ = [("name", ctypes.c_uint64), ("attribute", ctypes.c_uint64)]


class OperationState(ctypes.Structure):
    """``MlirOperationState``, filled from Python and passed to ``mlirOperationCreate``."""
    _fields_ = [("name", StringRef), ("location", ctypes.c_uint64),
                ("nResults", ctypes.c_ssize_t), ("results", ctypes.c_void_p),
                ("nOperands", ctypes.c_ssize_t), ("operands", ctypes.c_void_p),
                ("nRegions", ctypes.c_ssize_t), ("regions", ctypes.c_void_p),
                ("nSuccessors", ctypes.c_ssize_t), ("successors", ctypes.c_void_p),
                ("nAttributes", ctypes.c_ssize_t), ("attributes", ctypes.c_void_p),
                ("enableResultTypeInference", ctypes.c_bool)]


class RewritePatternCallbacks(ctypes.Structure):
    """``MlirRewritePatternCallbacks`` (passed by value)."""
    _fields_ = [("construct", ctypes.c_void_p), ("destruct", ctypes.c_void_p),
                ("matchAndRewrite", ctypes.c_void_p)]


class ExternalPassCallbacks(ctypes.Structure):
    """``MlirExternalPassCallbacks`` (passed by value)."""
    _fields_ = [("construct", ctypes.c_void_p), ("destruct", ctypes.c_void_p),
                ("initialize", ctypes.c_void_p), ("clone", ctypes.c_void_p), ("run", ctypes.c_void_p)]


_CODES = {
    "H": ctypes.c_uint64, "S": StringRef, "N": NamedAttribute, "L": ctypes.c_int8,
    "P": ctypes.c_void_p, "E": ctypes.c_int, "void": None, "bool": ctypes.c_bool,
    "intptr": ctypes.c_ssize_t, "uintptr": ctypes.c_size_t, "i64": ctypes.c_int64,
    "u64": ctypes.c_uint64, "i32": ctypes.c_int32, "u32": ctypes.c_uint32, "i16": ctypes.c_int16,
    "u16": ctypes.c_uint16, "i8": ctypes.c_int8, "u8": ctypes.c_uint8, "int": ctypes.c_int,
    "uint": ctypes.c_uint, "f64": ctypes.c_double, "f32": ctypes.c_float, "size": ctypes.c_size_t,
    "OS": OperationState, "EPC": ExternalPassCallbacks, "RPC": RewritePatternCallbacks,
}

#: ``MlirStringCallback``.
STRING_CALLBACK = ctypes.CFUNCTYPE(None, StringRefOut, ctypes.c_void_p)


def _candidates():
    env = os.environ.get("OXMLIR_LIB")
    if env:
        yield pathlib.Path(env)
    names = {"darwin": ["liboxmlir.dylib"], "win32": ["oxmlir.dll"]}.get(sys.platform, ["liboxmlir.so"])
    here = pathlib.Path(__file__).resolve().parent
    dirs = [here / "_lib"]
    target = os.environ.get("CARGO_TARGET_DIR")
    if target:
        dirs += [pathlib.Path(target) / "release", pathlib.Path(target) / "debug"]
    repo = here.parents[1]
    dirs += [repo / "target" / "release", repo / "target" / "debug"]
    for d in dirs:
        for n in names:
            yield d / n


def _load():
    tried = []
    for p in _candidates():
        if p.exists():
            return ctypes.CDLL(str(p)), str(p)
        tried.append(str(p))
    raise ImportError("liboxmlir not found (set OXMLIR_LIB or build it with `cargo build --release`); tried: "
                      + ", ".join(tried))


_dll, library_path = _load()

#: Misuse reports recorded by the diagnostic handlers, raised by :func:`check`.
misuse = []


def _raise_misuse():
    msgs = list(misuse)
    misuse.clear()
    raise StaleObjectError("; ".join(msgs))


def check(result, func, args):
    """``errcheck`` of the C functions taking handles: raises a recorded misuse."""
    if misuse:
        _raise_misuse()
    return result


class _Lib:
    """The C functions, as attributes named as in the header."""


lib = _Lib()
for _name, (_res, _args) in DECLS.items():
    _f = getattr(_dll, _name)
    _f.restype = _CODES[_res] if _res != "S" else StringRefOut
    _f.argtypes = [_CODES[a] for a in _args]
    if "H" in _args:
        _f.errcheck = check
    setattr(lib, _name, _f)


def sref(s):
    """A ``MlirStringRef`` argument for a ``str`` or ``bytes``."""
    b = s.encode() if isinstance(s, str) else bytes(s)
    return StringRef(b, len(b))


def string(r):
    """The ``str`` of a returned ``MlirStringRef``."""
    return ctypes.string_at(r.data, r.length).decode("utf-8", "replace") if r.length else ""
