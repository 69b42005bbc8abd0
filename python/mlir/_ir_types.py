"""``Type``, ``TypeID`` and the builtin type classes."""
import ctypes
import enum

from ._capi import lib as _l, sref as _sref, string as _string
from ._ir_core import _H, _Uniqued, _print_to_str, _handles, _current_context, _current_location, MLIRError, \
    _raise_null


class TypeID:
    """A type identifier (hashable, comparable)."""
    __slots__ = ("_h",)

    def __init__(self, h):
        self._h = h

    def __eq__(self, other):
        return isinstance(other, TypeID) and other._h == self._h

    def __hash__(self):
        return hash(self._h)

    @property
    def _CAPIPtr(self):
        return self._h


class _StaticTypeID:
    def __get__(self, obj, cls):
        fn = cls.__dict__.get("_TYPEID")
        if fn is None:
            raise AttributeError(f"{cls.__name__} has no static_typeid")
        return TypeID(getattr(_l, fn)())


_type_casters = {}


def _caster_table(casters, classes):
    if not casters:
        for cls in classes:
            fn = cls.__dict__.get("_TYPEID")
            if fn:
                casters.setdefault(getattr(_l, fn)(), cls)
    return casters


class Type(_Uniqued):
    """A type; its builtin subclasses cast from ``Type`` (``IntegerType(t)``)."""
    __slots__ = ()
    _KIND = "type"
    _ISA = None
    static_typeid = _StaticTypeID()

    def __init__(self, cast_from_type):
        if self._ISA and not getattr(_l, self._ISA)(cast_from_type._h):
            raise ValueError(f"Cannot cast type to {type(self).__name__} (from Type({cast_from_type}))")
        self._h, self._ctx = cast_from_type._h, cast_from_type._ctx

    @staticmethod
    def _wrap(h, ctx, downcast=True):
        if not h:
            _raise_null("type")
        cls = Type
        if downcast:
            cls = _caster_table(_type_casters, _all_type_classes()).get(_l.mlirTypeGetTypeID(h), Type)
            cls = _user_type_casters.get(_l.mlirTypeGetTypeID(h), cls)
        t = object.__new__(cls)
        t._h, t._ctx = h, ctx
        return t

    @classmethod
    def isinstance(cls, other):
        return isinstance(other, Type) and (cls._ISA is None or bool(getattr(_l, cls._ISA)(other._h)))

    @staticmethod
    def parse(asm, context=None):
        ctx = _current_context(context)
        with ctx._capture() as errors:
            h = _l.mlirTypeParseGet(ctx._h, _sref(asm))
        if not h:
            raise MLIRError("Unable to parse type", errors)
        return Type._wrap(h, ctx)

    @property
    def typeid(self):
        return TypeID(_l.mlirTypeGetTypeID(self._h))

    def maybe_downcast(self):
        return Type._wrap(self._h, self._ctx)

    def dump(self):
        _l.mlirTypeDump(self._h)

    def __str__(self):
        return _print_to_str(_l.mlirTypePrint, self._h)

    def __repr__(self):
        return f"{type(self).__name__}({self})"

    @classmethod
    def _make(cls, h, ctx, errors=None):
        if not h:
            if errors is not None:
                raise MLIRError("Invalid type", errors)
            _raise_null("type")
        t = object.__new__(cls)
        t._h, t._ctx = h, ctx
        return t


_user_type_casters = {}


def register_type_caster(typeid, replace=False):
    """Registers ``fn(Type) -> Type`` for types of ``typeid`` (as upstream's decorator)."""
    def deco(fn):
        if typeid._h in _user_type_casters and not replace:
            raise RuntimeError(f"Type caster is already registered with caster: {_user_type_casters[typeid._h]}")
        _user_type_casters[typeid._h] = fn
        return fn
    return deco


def _checked(cls, loc, fn, *args):
    loc = _current_location(loc)
    ctx = loc._ctx
    with ctx._capture() as errors:
        h = fn(loc._h, *args)
    return cls._make(h, ctx, errors)


class _Signedness(enum.Enum):
    """Signedness of an integer type."""
    SIGNLESS = 0
    SIGNED = 1
    UNSIGNED = 2

    def __repr__(self):
        return f"Signedness.{self.name}"

    def __str__(self):
        return f"Signedness.{self.name}"


class IntegerType(Type):
    """``iN`` / ``siN`` / ``uiN``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAInteger"
    _TYPEID = "mlirIntegerTypeGetTypeID"
    Signedness = _Signedness
    SIGNLESS = _Signedness.SIGNLESS
    SIGNED = _Signedness.SIGNED
    UNSIGNED = _Signedness.UNSIGNED

    @staticmethod
    def get(width, signedness=_Signedness.SIGNLESS, context=None):
        return {_Signedness.SIGNLESS: IntegerType.get_signless, _Signedness.SIGNED: IntegerType.get_signed,
                _Signedness.UNSIGNED: IntegerType.get_unsigned}[signedness](width, context)

    @property
    def signedness(self):
        if _l.mlirIntegerTypeIsSigned(self._h):
            return _Signedness.SIGNED
        if _l.mlirIntegerTypeIsUnsigned(self._h):
            return _Signedness.UNSIGNED
        return _Signedness.SIGNLESS

    @staticmethod
    def get_signless(width, context=None):
        ctx = _current_context(context)
        return IntegerType._make(_l.mlirIntegerTypeGet(ctx._h, width), ctx)

    @staticmethod
    def get_signed(width, context=None):
        ctx = _current_context(context)
        return IntegerType._make(_l.mlirIntegerTypeSignedGet(ctx._h, width), ctx)

    @staticmethod
    def get_unsigned(width, context=None):
        ctx = _current_context(context)
        return IntegerType._make(_l.mlirIntegerTypeUnsignedGet(ctx._h, width), ctx)

    @property
    def width(self):
        return _l.mlirIntegerTypeGetWidth(self._h)

    @property
    def is_signless(self):
        return bool(_l.mlirIntegerTypeIsSignless(self._h))

    @property
    def is_signed(self):
        return bool(_l.mlirIntegerTypeIsSigned(self._h))

    @property
    def is_unsigned(self):
        return bool(_l.mlirIntegerTypeIsUnsigned(self._h))


def _simple(name, isa, typeid, getter, base=Type, doc=""):
    def get(context=None):
        ctx = _current_context(context)
        return cls._make(getattr(_l, getter)(ctx._h), ctx)
    cls = type(name, (base,), {"__slots__": (), "_ISA": isa, "_TYPEID": typeid, "get": staticmethod(get),
                               "__doc__": doc or f"The builtin type class {name}."})
    return cls


IndexType = _simple("IndexType", "mlirTypeIsAIndex", "mlirIndexTypeGetTypeID", "mlirIndexTypeGet")
NoneType = _simple("NoneType", "mlirTypeIsANone", "mlirNoneTypeGetTypeID", "mlirNoneTypeGet")


class FloatType(Type):
    """Base of the float types."""
    __slots__ = ()
    _ISA = "mlirTypeIsAFloat"

    @property
    def width(self):
        return _l.mlirFloatTypeGetWidth(self._h)


_FLOATS = [
    ("F16Type", "F16", "Float16", "F16"), ("F32Type", "F32", "Float32", "F32"), ("F64Type", "F64", "Float64", "F64"),
    ("BF16Type", "BF16", "BFloat16", "BF16"), ("FloatTF32Type", "TF32", "FloatTF32", "TF32"),
] + [(f"Float{n}Type", f"Float{n}", f"Float{n}", f"Float{n}") for n in (
    "4E2M1FN", "6E2M3FN", "6E3M2FN", "8E4M3FN", "8E5M2", "8E4M3", "8E4M3FNUZ", "8E4M3B11FNUZ", "8E5M2FNUZ", "8E3M4",
    "8E8M0FNU")]
for _n, _isa, _tid, _get in _FLOATS:
    globals()[_n] = _simple(_n, f"mlirTypeIsA{_isa}", f"mlir{_tid}TypeGetTypeID", f"mlir{_get}TypeGet", FloatType)


class ComplexType(Type):
    """``complex<T>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAComplex"
    _TYPEID = "mlirComplexTypeGetTypeID"

    @staticmethod
    def get(element_type):
        return ComplexType._make(_l.mlirComplexTypeGet(element_type._h), element_type._ctx)

    @property
    def element_type(self):
        return Type._wrap(_l.mlirComplexTypeGetElementType(self._h), self._ctx)


_DYNAMIC = -(2 ** 63)


def _i64s(xs):
    return (ctypes.c_int64 * len(xs))(*xs)


class ShapedType(Type):
    """Base of tensors, memrefs and vectors."""
    __slots__ = ()
    _ISA = "mlirTypeIsAShaped"

    @property
    def element_type(self):
        return Type._wrap(_l.mlirShapedTypeGetElementType(self._h), self._ctx)

    @property
    def has_rank(self):
        return bool(_l.mlirShapedTypeHasRank(self._h))

    def _ranked(self):
        if not self.has_rank:
            raise ValueError("calling this method requires that the type has a rank.")

    @property
    def rank(self):
        self._ranked()
        return _l.mlirShapedTypeGetRank(self._h)

    @property
    def has_static_shape(self):
        return bool(_l.mlirShapedTypeHasStaticShape(self._h))

    def is_dynamic_dim(self, dim):
        self._ranked()
        return bool(_l.mlirShapedTypeIsDynamicDim(self._h, dim))

    def is_static_dim(self, dim):
        return not self.is_dynamic_dim(dim)

    def get_dim_size(self, dim):
        self._ranked()
        return _l.mlirShapedTypeGetDimSize(self._h, dim)

    @property
    def shape(self):
        self._ranked()
        return [_l.mlirShapedTypeGetDimSize(self._h, i) for i in range(self.rank)]

    @staticmethod
    def is_dynamic_size(dim_size):
        return bool(_l.mlirShapedTypeIsDynamicSize(dim_size))

    @staticmethod
    def is_static_size(dim_size):
        return not _l.mlirShapedTypeIsDynamicSize(dim_size)

    def is_dynamic_stride_or_offset(self, dim_size):
        return bool(_l.mlirShapedTypeIsDynamicStrideOrOffset(dim_size))

    def is_static_stride_or_offset(self, dim_size):
        return not _l.mlirShapedTypeIsDynamicStrideOrOffset(dim_size)

    @staticmethod
    def get_dynamic_size():
        return _l.mlirShapedTypeGetDynamicSize()

    @staticmethod
    def get_dynamic_stride_or_offset():
        return _l.mlirShapedTypeGetDynamicStrideOrOffset()


class VectorType(ShapedType):
    """``vector<...>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAVector"
    _TYPEID = "mlirVectorTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, *, scalable=None, scalable_dims=None, loc=None):
        if scalable is not None and scalable_dims is not None:
            raise ValueError("'scalable' and 'scalable_dims' kwargs are mutually exclusive.")
        if scalable_dims is not None:
            scalable = [i in scalable_dims for i in range(len(shape))]
        if scalable is not None:
            if len(scalable) != len(shape):
                raise ValueError("Expected len(scalable) == len(shape).")
            flags = (ctypes.c_bool * len(shape))(*scalable)
            return _checked(VectorType, loc, _l.mlirVectorTypeGetScalableChecked, len(shape), _i64s(shape), flags,
                            element_type._h)
        return _checked(VectorType, loc, _l.mlirVectorTypeGetChecked, len(shape), _i64s(shape), element_type._h)

    @staticmethod
    def get_unchecked(shape, element_type, *, scalable=None, scalable_dims=None, context=None):
        ctx = element_type.context
        if scalable_dims is not None:
            scalable = [i in scalable_dims for i in range(len(shape))]
        if scalable is not None:
            flags = (ctypes.c_bool * len(shape))(*scalable)
            return VectorType._make(_l.mlirVectorTypeGetScalable(len(shape), _i64s(shape), flags, element_type._h),
                                    ctx)
        return VectorType._make(_l.mlirVectorTypeGet(len(shape), _i64s(shape), element_type._h), ctx)

    @property
    def scalable(self):
        return bool(_l.mlirVectorTypeIsScalable(self._h))

    @property
    def scalable_dims(self):
        return [bool(_l.mlirVectorTypeIsDimScalable(self._h, i)) for i in range(self.rank)]


class RankedTensorType(ShapedType):
    """``tensor<NxMxT>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsARankedTensor"
    _TYPEID = "mlirRankedTensorTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, encoding=None, loc=None):
        return _checked(RankedTensorType, loc, _l.mlirRankedTensorTypeGetChecked, len(shape), _i64s(shape),
                        element_type._h, encoding._h if encoding else 0)

    @staticmethod
    def get_unchecked(shape, element_type, encoding=None, context=None):
        return RankedTensorType._make(_l.mlirRankedTensorTypeGet(len(shape), _i64s(shape), element_type._h,
                                                                 encoding._h if encoding else 0), element_type._ctx)

    @property
    def encoding(self):
        from ._ir_attrs import Attribute
        h = _l.mlirRankedTensorTypeGetEncoding(self._h)
        return Attribute._wrap(h, self._ctx) if h else None


class UnrankedTensorType(ShapedType):
    """``tensor<*xT>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAUnrankedTensor"
    _TYPEID = "mlirUnrankedTensorTypeGetTypeID"

    @staticmethod
    def get(element_type, loc=None):
        return _checked(UnrankedTensorType, loc, _l.mlirUnrankedTensorTypeGetChecked, element_type._h)

    @staticmethod
    def get_unchecked(element_type, context=None):
        return UnrankedTensorType._make(_l.mlirUnrankedTensorTypeGet(element_type._h), element_type._ctx)


class MemRefType(ShapedType):
    """``memref<...>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAMemRef"
    _TYPEID = "mlirMemRefTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, layout=None, memory_space=None, loc=None):
        return _checked(MemRefType, loc, _l.mlirMemRefTypeGetChecked, element_type._h, len(shape), _i64s(shape),
                        layout._h if layout else 0, memory_space._h if memory_space else 0)

    @staticmethod
    def get_unchecked(shape, element_type, layout=None, memory_space=None, context=None):
        return MemRefType._make(_l.mlirMemRefTypeGet(element_type._h, len(shape), _i64s(shape),
                                                     layout._h if layout else 0,
                                                     memory_space._h if memory_space else 0), element_type._ctx)

    @property
    def layout(self):
        from ._ir_attrs import Attribute
        return Attribute._wrap(_l.mlirMemRefTypeGetLayout(self._h), self._ctx)

    @property
    def affine_map(self):
        from ._ir_affine import AffineMap
        return AffineMap._wrap(_l.mlirMemRefTypeGetAffineMap(self._h), self._ctx)

    @property
    def memory_space(self):
        from ._ir_attrs import Attribute
        h = _l.mlirMemRefTypeGetMemorySpace(self._h)
        return Attribute._wrap(h, self._ctx) if h else None

    def get_strides_and_offset(self):
        """The strides and offset of the layout (``ValueError`` if not strided)."""
        strides = (ctypes.c_int64 * max(self.rank, 1))()
        offset = ctypes.c_int64()
        if not _l.mlirMemRefTypeGetStridesAndOffset(self._h, strides, ctypes.byref(offset)):
            raise ValueError("Failed to extract strides and offset from memref.")
        return list(strides)[:self.rank], offset.value


class UnrankedMemRefType(ShapedType):
    """``memref<*xT>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAUnrankedMemRef"
    _TYPEID = "mlirUnrankedMemRefTypeGetTypeID"

    @staticmethod
    def get(element_type, memory_space, loc=None):
        return _checked(UnrankedMemRefType, loc, _l.mlirUnrankedMemRefTypeGetChecked, element_type._h,
                        memory_space._h if memory_space else 0)

    @staticmethod
    def get_unchecked(element_type, memory_space, context=None):
        return UnrankedMemRefType._make(_l.mlirUnrankedMemRefTypeGet(element_type._h,
                                                                     memory_space._h if memory_space else 0),
                                        element_type._ctx)

    @property
    def memory_space(self):
        from ._ir_attrs import Attribute
        h = _l.mlirUnrankedMemrefGetMemorySpace(self._h)
        return Attribute._wrap(h, self._ctx) if h else None


class TupleType(Type):
    """``tuple<...>``."""
    __slots__ = ()
    _ISA = "mlirTypeIsATuple"
    _TYPEID = "mlirTupleTypeGetTypeID"

    @staticmethod
    def get_tuple(elements, context=None):
        ctx = _current_context(context)
        return TupleType._make(_l.mlirTupleTypeGet(ctx._h, len(elements), _handles(elements)), ctx)

    def get_type(self, pos):
        return Type._wrap(_l.mlirTupleTypeGetType(self._h, pos), self._ctx)

    @property
    def num_types(self):
        return _l.mlirTupleTypeGetNumTypes(self._h)


class FunctionType(Type):
    """``(inputs) -> results``."""
    __slots__ = ()
    _ISA = "mlirTypeIsAFunction"
    _TYPEID = "mlirFunctionTypeGetTypeID"

    @staticmethod
    def get(inputs, results, context=None):
        ctx = _current_context(context)
        return FunctionType._make(_l.mlirFunctionTypeGet(ctx._h, len(inputs), _handles(inputs), len(results),
                                                         _handles(results)), ctx)

    @property
    def inputs(self):
        return [Type._wrap(_l.mlirFunctionTypeGetInput(self._h, i), self._ctx)
                for i in range(_l.mlirFunctionTypeGetNumInputs(self._h))]

    @property
    def results(self):
        return [Type._wrap(_l.mlirFunctionTypeGetResult(self._h, i), self._ctx)
                for i in range(_l.mlirFunctionTypeGetNumResults(self._h))]


class OpaqueType(Type):
    """``!dialect.data`` of an unregistered dialect."""
    __slots__ = ()
    _ISA = "mlirTypeIsAOpaque"
    _TYPEID = "mlirOpaqueTypeGetTypeID"

    @staticmethod
    def get(dialect_namespace, type_data, context=None):
        ctx = _current_context(context)
        return OpaqueType._make(_l.mlirOpaqueTypeGet(ctx._h, _sref(dialect_namespace), _sref(type_data)), ctx)

    @property
    def dialect_namespace(self):
        return _string(_l.mlirOpaqueTypeGetDialectNamespace(self._h))

    @property
    def data(self):
        return _string(_l.mlirOpaqueTypeGetData(self._h))


def _all_type_classes():
    out = []
    stack = [Type]
    while stack:
        c = stack.pop()
        out.append(c)
        stack.extend(c.__subclasses__())
    return out


def _set_names(classes, attr, suffix):
    """Sets ``type_name`` / ``attr_name`` from the C API's ``mlir<X>GetName``."""
    for cls in classes:
        tid = cls.__dict__.get("_TYPEID") or ""
        get = cls.__dict__.get("_GET_NAME")
        for fn in (get, tid.replace("GetTypeID", "GetName"), cls.__dict__.get("_GETTER", "") + "Name"):
            if fn and hasattr(_l, fn):
                setattr(cls, attr, _string(getattr(_l, fn)()))
                break


for _n, _isa, _tid, _get in _FLOATS:
    globals()[_n]._GETTER = f"mlir{_get}TypeGet"
_set_names(_all_type_classes(), "type_name", "Type")
