"""``AffineExpr``, ``AffineMap`` and ``IntegerSet``."""
import ctypes

from ._capi import lib as _l
from ._ir_core import _Handled, _H, _print_to_str, _handles, _current_context, _raise_null


class AffineExpr:
    """An affine expression; ``+``, ``-``, ``*``, ``%``, ``floor_div``, ``ceil_div`` build new ones."""
    __slots__ = ("_h", "_ctx")
    _ISA = None

    def __init__(self, expr):
        if self._ISA and not getattr(_l, self._ISA)(expr._h):
            raise ValueError(f"Cannot cast affine expression to {type(self).__name__} (from {expr!r})")
        self._h, self._ctx = expr._h, expr._ctx

    @classmethod
    def _wrap(cls, h, ctx):
        if not h:
            _raise_null("affine expression")
        if cls is AffineExpr or cls is AffineBinaryExpr:
            cls = next((c for c in _KINDS if getattr(_l, c._ISA)(h)), AffineExpr)
        e = object.__new__(cls)
        e._h, e._ctx = h, ctx
        return e

    def maybe_downcast(self):
        return AffineExpr._wrap(self._h, self._ctx)

    @staticmethod
    def get_constant(value, context=None):
        return AffineConstantExpr.get(value, context=context)

    @staticmethod
    def get_dim(position, context=None):
        return AffineDimExpr.get(position, context=context)

    @staticmethod
    def get_symbol(position, context=None):
        return AffineSymbolExpr.get(position, context=context)

    def shift_dims(self, num_dims, shift, offset=0):
        return AffineExpr._wrap(_l.mlirAffineExprShiftDims(self._h, num_dims, shift, offset), self._ctx)

    def shift_symbols(self, num_symbols, shift, offset=0):
        return AffineExpr._wrap(_l.mlirAffineExprShiftSymbols(self._h, num_symbols, shift, offset), self._ctx)

    @staticmethod
    def simplify_affine_expr(expr, num_dims, num_symbols):
        return AffineExpr._wrap(_l.mlirSimplifyAffineExpr(expr._h, num_dims, num_symbols), expr._ctx)

    @classmethod
    def isinstance(cls, other):
        return isinstance(other, AffineExpr) and (cls._ISA is None or bool(getattr(_l, cls._ISA)(other._h)))

    def _lift(self, other):
        return other if isinstance(other, AffineExpr) else AffineConstantExpr.get(other, context=self._ctx)

    def __add__(self, o):
        return AffineExpr._wrap(_l.mlirAffineAddExprGet(self._h, self._lift(o)._h), self._ctx)

    __radd__ = __add__

    def __mul__(self, o):
        return AffineExpr._wrap(_l.mlirAffineMulExprGet(self._h, self._lift(o)._h), self._ctx)

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __sub__(self, o):
        return self + (-self._lift(o))

    def __rsub__(self, o):
        return self._lift(o) + (-self)

    def __mod__(self, o):
        return AffineExpr._wrap(_l.mlirAffineModExprGet(self._h, self._lift(o)._h), self._ctx)

    def get_floor_div(self, o):
        return AffineExpr._wrap(_l.mlirAffineFloorDivExprGet(self._h, self._lift(o)._h), self._ctx)

    def get_ceil_div(self, o):
        return AffineExpr._wrap(_l.mlirAffineCeilDivExprGet(self._h, self._lift(o)._h), self._ctx)

    def get_mod(self, o):
        return self % o

    def get_add(self, o):
        return self + o

    def get_mul(self, o):
        return self * o

    def compose(self, affine_map):
        return AffineExpr._wrap(_l.mlirAffineExprCompose(self._h, affine_map._h), self._ctx)

    @property
    def context(self):
        return self._ctx

    def __eq__(self, other):
        return isinstance(other, AffineExpr) and other._h == self._h

    def __hash__(self):
        return hash(self._h)

    def __str__(self):
        return _print_to_str(_l.mlirAffineExprPrint, self._h)

    def __repr__(self):
        return f"AffineExpr({self})"

    def dump(self):
        _l.mlirAffineExprDump(self._h)


class AffineConstantExpr(AffineExpr):
    """A constant."""
    __slots__ = ()
    _ISA = "mlirAffineExprIsAConstant"

    @staticmethod
    def get(value, context=None):
        ctx = _current_context(context)
        return AffineConstantExpr._wrap(_l.mlirAffineConstantExprGet(ctx._h, value), ctx)

    @property
    def value(self):
        return _l.mlirAffineConstantExprGetValue(self._h)


class AffineDimExpr(AffineExpr):
    """``dN``."""
    __slots__ = ()
    _ISA = "mlirAffineExprIsADim"

    @staticmethod
    def get(position, context=None):
        ctx = _current_context(context)
        return AffineDimExpr._wrap(_l.mlirAffineDimExprGet(ctx._h, position), ctx)

    @property
    def position(self):
        return _l.mlirAffineDimExprGetPosition(self._h)


class AffineSymbolExpr(AffineExpr):
    """``sN``."""
    __slots__ = ()
    _ISA = "mlirAffineExprIsASymbol"

    @staticmethod
    def get(position, context=None):
        ctx = _current_context(context)
        return AffineSymbolExpr._wrap(_l.mlirAffineSymbolExprGet(ctx._h, position), ctx)

    @property
    def position(self):
        return _l.mlirAffineSymbolExprGetPosition(self._h)


class AffineBinaryExpr(AffineExpr):
    """A binary expression."""
    __slots__ = ()
    _ISA = "mlirAffineExprIsABinary"

    @property
    def lhs(self):
        return AffineExpr._wrap(_l.mlirAffineBinaryOpExprGetLHS(self._h), self._ctx)

    @property
    def rhs(self):
        return AffineExpr._wrap(_l.mlirAffineBinaryOpExprGetRHS(self._h), self._ctx)


def _binary_get(c_get):
    def get(lhs, rhs):
        return AffineExpr._wrap(getattr(_l, c_get)(lhs._h, rhs._h), lhs._ctx)
    return staticmethod(get)


for _n, _isa in [("AffineAddExpr", "Add"), ("AffineMulExpr", "Mul"), ("AffineModExpr", "Mod"),
                 ("AffineFloorDivExpr", "FloorDiv"), ("AffineCeilDivExpr", "CeilDiv")]:
    globals()[_n] = type(_n, (AffineBinaryExpr,), {"__slots__": (), "_ISA": f"mlirAffineExprIsA{_isa}",
                                                  "get": _binary_get(f"mlirAffine{_isa}ExprGet"),
                                                  "__doc__": f"An {_isa} expression."})
_KINDS = [AffineDimExpr, AffineSymbolExpr, AffineConstantExpr, AffineAddExpr, AffineMulExpr,  # noqa: F821
          AffineModExpr, AffineFloorDivExpr, AffineCeilDivExpr]  # noqa: F821


_POPULATE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_ssize_t, _H)


class AffineMap(_Handled):
    """``(dims)[symbols] -> (results)``."""
    __slots__ = ("_h", "_ctx")

    @classmethod
    def _wrap(cls, h, ctx):
        if not h:
            _raise_null("affine map")
        m = object.__new__(AffineMap)
        m._h, m._ctx = h, ctx
        return m

    @staticmethod
    def get(dim_count, symbol_count, exprs, context=None):
        ctx = _current_context(context)
        return AffineMap._wrap(_l.mlirAffineMapGet(ctx._h, dim_count, symbol_count, len(exprs), _handles(exprs)), ctx)

    @staticmethod
    def get_empty(context=None):
        ctx = _current_context(context)
        return AffineMap._wrap(_l.mlirAffineMapEmptyGet(ctx._h), ctx)

    @staticmethod
    def get_constant(value, context=None):
        ctx = _current_context(context)
        return AffineMap._wrap(_l.mlirAffineMapConstantGet(ctx._h, value), ctx)

    @staticmethod
    def get_identity(n_dims, context=None):
        ctx = _current_context(context)
        return AffineMap._wrap(_l.mlirAffineMapMultiDimIdentityGet(ctx._h, n_dims), ctx)

    @staticmethod
    def get_minor_identity(n_dims, n_results, context=None):
        ctx = _current_context(context)
        return AffineMap._wrap(_l.mlirAffineMapMinorIdentityGet(ctx._h, n_dims, n_results), ctx)

    @staticmethod
    def get_permutation(permutation, context=None):
        ctx = _current_context(context)
        arr = (ctypes.c_uint * len(permutation))(*permutation)
        return AffineMap._wrap(_l.mlirAffineMapPermutationGet(ctx._h, len(permutation), arr), ctx)

    @property
    def n_dims(self):
        return _l.mlirAffineMapGetNumDims(self._h)

    @property
    def n_symbols(self):
        return _l.mlirAffineMapGetNumSymbols(self._h)

    @property
    def n_inputs(self):
        return _l.mlirAffineMapGetNumInputs(self._h)

    @property
    def results(self):
        return [AffineExpr._wrap(_l.mlirAffineMapGetResult(self._h, i), self._ctx)
                for i in range(_l.mlirAffineMapGetNumResults(self._h))]

    @property
    def is_permutation(self):
        return bool(_l.mlirAffineMapIsPermutation(self._h))

    @property
    def is_projected_permutation(self):
        return bool(_l.mlirAffineMapIsProjectedPermutation(self._h))

    @staticmethod
    def compress_unused_symbols(affine_maps, context):
        """The maps with the symbols none of them uses dropped."""
        maps = list(affine_maps)
        arr = _handles(maps)
        out = []

        @_POPULATE
        def populate(res, i, m):
            out.append(m)
        _l.mlirAffineMapCompressUnusedSymbols(arr, len(maps), None, populate)
        return [AffineMap._wrap(h, context) for h in out]

    def replace(self, expr, replacement, num_result_dims, num_result_syms):
        return AffineMap._wrap(_l.mlirAffineMapReplace(self._h, expr._h, replacement._h, num_result_dims,
                                                       num_result_syms), self._ctx)

    def get_submap(self, result_positions):
        arr = (ctypes.c_ssize_t * len(result_positions))(*result_positions)
        return AffineMap._wrap(_l.mlirAffineMapGetSubMap(self._h, len(result_positions), arr), self._ctx)

    def get_major_submap(self, n_results):
        return AffineMap._wrap(_l.mlirAffineMapGetMajorSubMap(self._h, n_results), self._ctx)

    def get_minor_submap(self, n_results):
        return AffineMap._wrap(_l.mlirAffineMapGetMinorSubMap(self._h, n_results), self._ctx)

    def __str__(self):
        return _print_to_str(_l.mlirAffineMapPrint, self._h)

    def __repr__(self):
        return f"AffineMap({self})"

    def dump(self):
        _l.mlirAffineMapDump(self._h)


class IntegerSet(_Handled):
    """``(dims)[symbols] : (constraints)``."""
    __slots__ = ("_h", "_ctx")

    @classmethod
    def _wrap(cls, h, ctx):
        if not h:
            _raise_null("integer set")
        s = object.__new__(IntegerSet)
        s._h, s._ctx = h, ctx
        return s

    @staticmethod
    def get(num_dims, num_symbols, exprs, eq_flags, context=None):
        ctx = _current_context(context)
        if len(exprs) != len(eq_flags):
            raise ValueError("Expected the number of constraints to match that of equality flags")
        flags = (ctypes.c_bool * len(eq_flags))(*eq_flags)
        return IntegerSet._wrap(_l.mlirIntegerSetGet(ctx._h, num_dims, num_symbols, len(exprs), _handles(exprs),
                                                     flags), ctx)

    @staticmethod
    def get_empty(num_dims, num_symbols, context=None):
        ctx = _current_context(context)
        return IntegerSet._wrap(_l.mlirIntegerSetEmptyGet(ctx._h, num_dims, num_symbols), ctx)

    @property
    def is_canonical_empty(self):
        return bool(_l.mlirIntegerSetIsCanonicalEmpty(self._h))

    @property
    def n_dims(self):
        return _l.mlirIntegerSetGetNumDims(self._h)

    @property
    def n_symbols(self):
        return _l.mlirIntegerSetGetNumSymbols(self._h)

    @property
    def n_inputs(self):
        return _l.mlirIntegerSetGetNumInputs(self._h)

    @property
    def n_equalities(self):
        return _l.mlirIntegerSetGetNumEqualities(self._h)

    @property
    def n_inequalities(self):
        return _l.mlirIntegerSetGetNumInequalities(self._h)

    def get_replaced(self, dim_exprs, symbol_exprs, num_result_dims, num_result_symbols):
        return IntegerSet._wrap(_l.mlirIntegerSetReplaceGet(self._h, _handles(dim_exprs), _handles(symbol_exprs),
                                                            num_result_dims, num_result_symbols), self._ctx)

    def dump(self):
        _l.mlirIntegerSetDump(self._h)

    @property
    def n_constraints(self):
        return _l.mlirIntegerSetGetNumConstraints(self._h)

    @property
    def constraints(self):
        return [IntegerSetConstraint(self, i) for i in range(self.n_constraints)]

    def __str__(self):
        return _print_to_str(_l.mlirIntegerSetPrint, self._h)

    def __repr__(self):
        return f"IntegerSet({self})"

class IntegerSetConstraint:
    """One constraint of an integer set: ``expr`` and ``is_eq`` (``== 0`` or ``>= 0``)."""
    __slots__ = ("_set", "_pos")

    def __init__(self, integer_set, pos):
        self._set, self._pos = integer_set, pos

    @property
    def expr(self):
        return AffineExpr._wrap(_l.mlirIntegerSetGetConstraint(self._set._h, self._pos), self._set._ctx)

    @property
    def is_eq(self):
        return bool(_l.mlirIntegerSetIsConstraintEq(self._set._h, self._pos))
