"""``Attribute``, ``NamedAttribute`` and the builtin attribute classes."""
import ctypes
import struct

from ._capi import lib as _l, sref as _sref, string as _string, NamedAttribute as _CNamed
from ._ir_core import _H, _Uniqued, _print_to_str, _handles, _current_context, _current_location, MLIRError, \
    _raise_null
from ._ir_types import Type, TypeID, _StaticTypeID, _caster_table


_attr_casters = {}
_user_attr_casters = {}


class Attribute(_Uniqued):
    """An attribute; its builtin subclasses cast from ``Attribute``."""
    __slots__ = ()
    _KIND = "attribute"
    _ISA = None
    static_typeid = _StaticTypeID()

    def __init__(self, cast_from_attr):
        if self._ISA and not getattr(_l, self._ISA)(cast_from_attr._h):
            raise ValueError(f"Cannot cast attribute to {type(self).__name__} (from Attribute({cast_from_attr}))")
        self._h, self._ctx = cast_from_attr._h, cast_from_attr._ctx

    @staticmethod
    def _wrap(h, ctx, downcast=True):
        if not h:
            _raise_null("attribute")
        cls = Attribute
        if downcast:
            tid = _l.mlirAttributeGetTypeID(h)
            cls = _caster_table(_attr_casters, _all_attr_classes()).get(tid, Attribute)
            if cls is IntegerAttr and _l.mlirAttributeIsABool(h):
                cls = BoolAttr
            elif cls is DenseElementsAttr:
                cls = DenseIntElementsAttr if _l.mlirAttributeIsADenseIntElements(h) else (
                    DenseFPElementsAttr if _l.mlirAttributeIsADenseFPElements(h) else DenseElementsAttr)
            elif cls is _DenseArray:
                cls = next((c for c in _DenseArray.__subclasses__() if getattr(_l, c._ISA)(h)), Attribute)
            elif cls is SymbolRefAttr and _l.mlirAttributeIsAFlatSymbolRef(h):
                cls = FlatSymbolRefAttr
            cls = _user_attr_casters.get(tid, cls)
        a = object.__new__(cls)
        a._h, a._ctx = h, ctx
        return a

    @classmethod
    def _make(cls, h, ctx, errors=None, what="attribute"):
        if not h:
            if errors is not None:
                raise MLIRError(f"Invalid {what}", errors)
            _raise_null("attribute")
        a = object.__new__(cls)
        a._h, a._ctx = h, ctx
        return a

    @classmethod
    def isinstance(cls, other):
        return isinstance(other, Attribute) and (cls._ISA is None or bool(getattr(_l, cls._ISA)(other._h)))

    @staticmethod
    def parse(asm, context=None):
        ctx = _current_context(context)
        with ctx._capture() as errors:
            h = _l.mlirAttributeParseGet(ctx._h, _sref(asm))
        if not h:
            raise MLIRError("Unable to parse attribute", errors)
        return Attribute._wrap(h, ctx)

    @property
    def type(self):
        return Type._wrap(_l.mlirAttributeGetType(self._h), self._ctx)

    @property
    def typeid(self):
        return TypeID(_l.mlirAttributeGetTypeID(self._h))

    def get_named(self, name):
        return NamedAttribute._from(name, self)

    def maybe_downcast(self):
        return Attribute._wrap(self._h, self._ctx)

    def dump(self):
        _l.mlirAttributeDump(self._h)

    def __str__(self):
        return _print_to_str(_l.mlirAttributePrint, self._h)

    def __repr__(self):
        return f"{type(self).__name__}({self})"


def register_attribute_caster(typeid, replace=False):
    """Registers ``fn(Attribute) -> Attribute`` for attributes of ``typeid``."""
    def deco(fn):
        _user_attr_casters[typeid._h] = fn
        return fn
    return deco


class NamedAttribute:
    """A (name, attribute) pair."""
    __slots__ = ("name", "attr")

    @staticmethod
    def _wrap(na, ctx):
        n = object.__new__(NamedAttribute)
        n.name = _string(_l.mlirIdentifierStr(na.name))
        n.attr = Attribute._wrap(na.attribute, ctx)
        return n

    @staticmethod
    def _from(name, attr):
        n = object.__new__(NamedAttribute)
        n.name, n.attr = name, attr
        return n

    def __repr__(self):
        return f"NamedAttribute({self.name}={self.attr})"


def _attr_class(name, isa, typeid, doc):
    return type(name, (Attribute,), {"__slots__": (), "_ISA": isa, "_TYPEID": typeid, "__doc__": doc})


class IntegerAttr(Attribute):
    """An integer (or index) constant."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAInteger"
    _TYPEID = "mlirIntegerAttrGetTypeID"

    @staticmethod
    def get(type, value):
        return IntegerAttr._make(_l.mlirIntegerAttrGet(type._h, value), type._ctx)

    @property
    def value(self):
        t = _l.mlirAttributeGetType(self._h)
        if _l.mlirTypeIsAInteger(t):
            if _l.mlirIntegerTypeIsSigned(t):
                return _l.mlirIntegerAttrGetValueSInt(self._h)
            if _l.mlirIntegerTypeIsUnsigned(t):
                return _l.mlirIntegerAttrGetValueUInt(self._h)
        return _l.mlirIntegerAttrGetValueInt(self._h)

    def __int__(self):
        return self.value


class BoolAttr(Attribute):
    """``true`` / ``false``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsABool"

    @staticmethod
    def get(value, context=None):
        ctx = _current_context(context)
        return BoolAttr._make(_l.mlirBoolAttrGet(ctx._h, 1 if value else 0), ctx)

    @property
    def value(self):
        return bool(_l.mlirBoolAttrGetValue(self._h))

    def __bool__(self):
        return self.value


class FloatAttr(Attribute):
    """A floating-point constant."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAFloat"
    _TYPEID = "mlirFloatAttrGetTypeID"

    @staticmethod
    def get(type, value, loc=None):
        loc = _current_location(loc)
        with loc._ctx._capture() as errors:
            h = _l.mlirFloatAttrDoubleGetChecked(loc._h, type._h, value)
        return FloatAttr._make(h, loc._ctx, errors)

    @staticmethod
    def get_f32(value, context=None):
        ctx = _current_context(context)
        return FloatAttr._make(_l.mlirFloatAttrDoubleGet(ctx._h, _l.mlirF32TypeGet(ctx._h), value), ctx)

    @staticmethod
    def get_f64(value, context=None):
        ctx = _current_context(context)
        return FloatAttr._make(_l.mlirFloatAttrDoubleGet(ctx._h, _l.mlirF64TypeGet(ctx._h), value), ctx)

    @staticmethod
    def get_unchecked(type, value, context=None):
        ctx = _current_context(context)
        return FloatAttr._make(_l.mlirFloatAttrDoubleGet(ctx._h, type._h, value), ctx)

    @property
    def value(self):
        return _l.mlirFloatAttrGetValueDouble(self._h)

    def __float__(self):
        return self.value


class StringAttr(Attribute):
    """A string constant."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAString"
    _TYPEID = "mlirStringAttrGetTypeID"

    @staticmethod
    def get(value, context=None):
        ctx = _current_context(context)
        return StringAttr._make(_l.mlirStringAttrGet(ctx._h, _sref(value)), ctx)

    @staticmethod
    def get_typed(type, value):
        return StringAttr._make(_l.mlirStringAttrTypedGet(type._h, _sref(value)), type._ctx)

    @property
    def value(self):
        return _string(_l.mlirStringAttrGetValue(self._h))

    @property
    def value_bytes(self):
        r = _l.mlirStringAttrGetValue(self._h)
        return ctypes.string_at(r.data, r.length)


class ArrayAttr(Attribute):
    """``[a, b, ...]``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAArray"
    _TYPEID = "mlirArrayAttrGetTypeID"

    @staticmethod
    def get(attributes, context=None):
        ctx = _current_context(context)
        return ArrayAttr._make(_l.mlirArrayAttrGet(ctx._h, len(attributes), _handles(attributes)), ctx)

    def __len__(self):
        return _l.mlirArrayAttrGetNumElements(self._h)

    def __getitem__(self, i):
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("ArrayAttribute index out of range")
        return Attribute._wrap(_l.mlirArrayAttrGetElement(self._h, i), self._ctx)

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __add__(self, other):
        return ArrayAttr.get(list(self) + list(other), context=self._ctx)


class DictAttr(Attribute):
    """``{name = attr, ...}``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsADictionary"
    _TYPEID = "mlirDictionaryAttrGetTypeID"

    @staticmethod
    def get(value=None, context=None):
        ctx = _current_context(context)
        value = value or {}
        arr = (_CNamed * len(value))()
        for i, (k, v) in enumerate(value.items()):
            arr[i].name = _l.mlirIdentifierGet(ctx._h, _sref(k))
            arr[i].attribute = v._h
        return DictAttr._make(_l.mlirDictionaryAttrGet(ctx._h, len(value), arr), ctx)

    def __len__(self):
        return _l.mlirDictionaryAttrGetNumElements(self._h)

    def __contains__(self, name):
        return bool(_l.mlirDictionaryAttrGetElementByName(self._h, _sref(name)))

    def __getitem__(self, key):
        if isinstance(key, int):
            if key < 0:
                key += len(self)
            if not 0 <= key < len(self):
                raise IndexError("attempt to access out of bounds attribute")
            return NamedAttribute._wrap(_l.mlirDictionaryAttrGetElement(self._h, key), self._ctx)
        h = _l.mlirDictionaryAttrGetElementByName(self._h, _sref(key))
        if not h:
            raise KeyError("attempt to access a non-existent attribute")
        return Attribute._wrap(h, self._ctx)


class TypeAttr(Attribute):
    """A type as an attribute."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAType"
    _TYPEID = "mlirTypeAttrGetTypeID"

    @staticmethod
    def get(value, context=None):
        return TypeAttr._make(_l.mlirTypeAttrGet(value._h), value._ctx)

    @property
    def value(self):
        return Type._wrap(_l.mlirTypeAttrGetValue(self._h), self._ctx)


class UnitAttr(Attribute):
    """``unit``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAUnit"
    _TYPEID = "mlirUnitAttrGetTypeID"

    @staticmethod
    def get(context=None):
        ctx = _current_context(context)
        return UnitAttr._make(_l.mlirUnitAttrGet(ctx._h), ctx)


class SymbolRefAttr(Attribute):
    """``@root::@nested``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsASymbolRef"
    _TYPEID = "mlirSymbolRefAttrGetTypeID"

    @staticmethod
    def get(symbols, context=None):
        ctx = _current_context(context)
        if not symbols:
            raise ValueError("SymbolRefAttr must be composed of at least one symbol.")
        nested = [FlatSymbolRefAttr.get(s, context=ctx) for s in symbols[1:]]
        return SymbolRefAttr._make(_l.mlirSymbolRefAttrGet(ctx._h, _sref(symbols[0]), len(nested),
                                                           _handles(nested)), ctx)

    @property
    def value(self):
        out = [_string(_l.mlirSymbolRefAttrGetRootReference(self._h))]
        for i in range(_l.mlirSymbolRefAttrGetNumNestedReferences(self._h)):
            nested = _l.mlirSymbolRefAttrGetNestedReference(self._h, i)
            out.append(_string(_l.mlirSymbolRefAttrGetRootReference(nested)))
        return out


class FlatSymbolRefAttr(Attribute):
    """``@name``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAFlatSymbolRef"

    @staticmethod
    def get(value, context=None):
        ctx = _current_context(context)
        return FlatSymbolRefAttr._make(_l.mlirFlatSymbolRefAttrGet(ctx._h, _sref(value)), ctx)

    @property
    def value(self):
        return _string(_l.mlirFlatSymbolRefAttrGetValue(self._h))


class OpaqueAttr(Attribute):
    """``#dialect<data>`` of an unregistered dialect."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAOpaque"
    _TYPEID = "mlirOpaqueAttrGetTypeID"

    @staticmethod
    def get(dialect_namespace, buffer, type, context=None):
        ctx = _current_context(context)
        b = bytes(buffer)
        return OpaqueAttr._make(_l.mlirOpaqueAttrGet(ctx._h, _sref(dialect_namespace), len(b), b, type._h), ctx)

    @property
    def dialect_namespace(self):
        return _string(_l.mlirOpaqueAttrGetDialectNamespace(self._h))

    @property
    def data(self):
        r = _l.mlirOpaqueAttrGetData(self._h)
        return ctypes.string_at(r.data, r.length)


class AffineMapAttr(Attribute):
    """``affine_map<...>``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAAffineMap"
    _TYPEID = "mlirAffineMapAttrGetTypeID"

    @staticmethod
    def get(affine_map):
        return AffineMapAttr._make(_l.mlirAffineMapAttrGet(affine_map._h), affine_map._ctx)

    @property
    def value(self):
        from ._ir_affine import AffineMap
        return AffineMap._wrap(_l.mlirAffineMapAttrGetValue(self._h), self._ctx)


class IntegerSetAttr(Attribute):
    """``affine_set<...>``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAIntegerSet"
    _TYPEID = "mlirIntegerSetAttrGetTypeID"

    @staticmethod
    def get(integer_set):
        return IntegerSetAttr._make(_l.mlirIntegerSetAttrGet(integer_set._h), integer_set._ctx)


class StridedLayoutAttr(Attribute):
    """``strided<[...], offset: N>``."""
    __slots__ = ()
    _ISA = "mlirAttributeIsAStridedLayout"
    _TYPEID = "mlirStridedLayoutAttrGetTypeID"

    @staticmethod
    def get_fully_dynamic(rank, context=None):
        dyn = _l.mlirShapedTypeGetDynamicStrideOrOffset()
        return StridedLayoutAttr.get(dyn, [dyn] * rank, context=context)

    @staticmethod
    def get(offset, strides, context=None):
        ctx = _current_context(context)
        arr = (ctypes.c_int64 * len(strides))(*strides)
        return StridedLayoutAttr._make(_l.mlirStridedLayoutAttrGet(ctx._h, offset, len(strides), arr), ctx)

    @property
    def offset(self):
        return _l.mlirStridedLayoutAttrGetOffset(self._h)

    @property
    def strides(self):
        return [_l.mlirStridedLayoutAttrGetStride(self._h, i)
                for i in range(_l.mlirStridedLayoutAttrGetNumStrides(self._h))]


class _DenseArray(Attribute):
    """Base of ``array<T: ...>`` attributes."""
    __slots__ = ()
    _TYPEID = "mlirDenseArrayAttrGetTypeID"
    _C = None
    _NAME = None

    @classmethod
    def get(cls, values, context=None):
        ctx = _current_context(context)
        arr = (cls._C * len(values))(*values)
        return cls._make(getattr(_l, f"mlirDense{cls._NAME}ArrayGet")(ctx._h, len(values), arr), ctx)

    def __len__(self):
        return _l.mlirDenseArrayGetNumElements(self._h)

    def __getitem__(self, i):
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("DenseArray index out of range")
        v = getattr(_l, f"mlirDense{self._NAME}ArrayGetElement")(self._h, i)
        return bool(v) if self._NAME == "Bool" else v

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __add__(self, other):
        return type(self).get(list(self) + list(other), context=self._ctx)


for _n, _c in [("Bool", ctypes.c_int), ("I8", ctypes.c_int8), ("I16", ctypes.c_int16), ("I32", ctypes.c_int32),
               ("I64", ctypes.c_int64), ("F32", ctypes.c_float), ("F64", ctypes.c_double)]:
    globals()[f"Dense{_n}ArrayAttr"] = type(f"Dense{_n}ArrayAttr", (_DenseArray,), {
        "__slots__": (), "_ISA": f"mlirAttributeIsADense{_n}Array", "_C": _c, "_NAME": _n,
        "__doc__": f"``array<...>`` of {_n} elements."})


class DenseElementsAttr(Attribute):
    """``dense<...>`` over a shaped type."""
    __slots__ = ()
    _ISA = "mlirAttributeIsADenseElements"
    _TYPEID = "mlirDenseIntOrFPElementsAttrGetTypeID"

    @staticmethod
    def get_splat(shaped_type, element_attr):
        return DenseElementsAttr._make(_l.mlirDenseElementsAttrSplatGet(shaped_type._h, element_attr._h),
                                       shaped_type._ctx)

    @staticmethod
    def get(array, signless=True, type=None, shape=None, context=None):
        """From a buffer (numpy array) of the element type's width; ``type`` gives the element type."""
        import numpy as np
        from ._ir_types import RankedTensorType, IntegerType, F32Type, F64Type, F16Type
        ctx = _current_context(context)
        a = np.ascontiguousarray(array)
        if type is None:
            kinds = {"f4": lambda: F32Type.get(context=ctx), "f8": lambda: F64Type.get(context=ctx),
                     "f2": lambda: F16Type.get(context=ctx)}
            key = f"{a.dtype.kind}{a.dtype.itemsize}"
            if key in kinds:
                type = kinds[key]()
            elif a.dtype.kind in "iu":
                w = a.dtype.itemsize * 8
                type = IntegerType.get_signless(w, ctx) if signless else (
                    IntegerType.get_signed(w, ctx) if a.dtype.kind == "i" else IntegerType.get_unsigned(w, ctx))
            elif a.dtype.kind == "b":
                type = IntegerType.get_signless(1, ctx)
                a = np.packbits(a, bitorder="little")
            else:
                raise ValueError(f"unsupported element type {a.dtype}")
        shp = list(shape if shape is not None else array.shape)
        st = RankedTensorType.get(shp, type, loc=_current_location(None) if True else None) \
            if not isinstance(type, RankedTensorType) else type
        buf = a.tobytes()
        return DenseElementsAttr._make(_l.mlirDenseElementsAttrRawBufferGet(st._h, len(buf), buf), ctx)

    @property
    def is_splat(self):
        return bool(_l.mlirDenseElementsAttrIsSplat(self._h))

    def get_splat_value(self):
        if not self.is_splat:
            raise ValueError("get_splat_value called on a non-splat attribute")
        return Attribute._wrap(_l.mlirDenseElementsAttrGetSplatValue(self._h), self._ctx)

    def __len__(self):
        return _l.mlirElementsAttrGetNumElements(self._h)

    def __array__(self, dtype=None, copy=None):
        """The elements as a numpy array (numpy is an optional dependency)."""
        import numpy as np
        t = _l.mlirAttributeGetType(self._h)
        et = _l.mlirShapedTypeGetElementType(t)
        shape = [_l.mlirShapedTypeGetDimSize(t, i) for i in range(_l.mlirShapedTypeGetRank(t))]
        if _l.mlirTypeIsAInteger(et):
            w = _l.mlirIntegerTypeGetWidth(et)
            if w == 1:
                a = np.array([bool(_l.mlirDenseElementsAttrGetBoolValue(self._h, i)) for i in range(len(self))])
                return a.reshape(shape).astype(dtype) if dtype else a.reshape(shape)
            kind = "u" if _l.mlirIntegerTypeIsUnsigned(et) else "i"
            np_dtype = np.dtype(f"{kind}{w // 8}")
        elif _l.mlirTypeIsAIndex(et):
            np_dtype = np.dtype("i8")
        elif _l.mlirTypeIsAF32(et):
            np_dtype = np.dtype("f4")
        elif _l.mlirTypeIsAF64(et):
            np_dtype = np.dtype("f8")
        elif _l.mlirTypeIsAF16(et):
            np_dtype = np.dtype("f2")
        else:
            raise ValueError(f"unsupported element type {Type._wrap(et, self._ctx)} for a numpy array")
        n = 1 if self.is_splat else len(self)
        raw = ctypes.string_at(_l.mlirDenseElementsAttrGetRawData(self._h), n * np_dtype.itemsize)
        a = np.frombuffer(raw, dtype=np_dtype)
        a = np.full(shape, a[0], dtype=np_dtype) if self.is_splat else a.reshape(shape).copy()
        return a.astype(dtype) if dtype else a


class DenseIntElementsAttr(DenseElementsAttr):
    """``dense<...>`` of integers."""
    __slots__ = ()
    _ISA = "mlirAttributeIsADenseIntElements"
    _TYPEID = None

    def __getitem__(self, i):
        if not 0 <= i < len(self):
            raise IndexError("attempt to access out of bounds element")
        from ._ir_types import IntegerType
        et = IntegerType(self.type.element_type) if _l.mlirTypeIsAInteger(
            _l.mlirShapedTypeGetElementType(_l.mlirAttributeGetType(self._h))) else None
        w = et.width if et is not None else 64
        signed = et is None or not et.is_unsigned
        if w == 1:
            return bool(_l.mlirDenseElementsAttrGetBoolValue(self._h, i))
        n = 8 if w <= 8 else 16 if w <= 16 else 32 if w <= 32 else 64
        fn = f"mlirDenseElementsAttrGet{'' if signed else 'U'}Int{n}Value"
        return getattr(_l, fn)(self._h, i)


class DenseFPElementsAttr(DenseElementsAttr):
    """``dense<...>`` of floats."""
    __slots__ = ()
    _ISA = "mlirAttributeIsADenseFPElements"
    _TYPEID = None

    def __getitem__(self, i):
        if not 0 <= i < len(self):
            raise IndexError("attempt to access out of bounds element")
        if _l.mlirTypeIsAF64(_l.mlirShapedTypeGetElementType(_l.mlirAttributeGetType(self._h))):
            return _l.mlirDenseElementsAttrGetDoubleValue(self._h, i)
        return _l.mlirDenseElementsAttrGetFloatValue(self._h, i)


_RESOURCE_DELETER = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t)
_resource_buffers = {}


@_RESOURCE_DELETER
def _release_resource(user, data, size, align):
    _resource_buffers.pop(user, None)


class DenseResourceElementsAttr(Attribute):
    """``dense_resource<name>``: elements held in a resource blob (as upstream's,
    attributes read back from IR are not cast to it: the C API gives it no
    type id)."""
    __slots__ = ()
    _ISA = "mlirAttributeIsADenseResourceElements"
    _GET_NAME = "mlirDenseResourceElementsAttrGetName"

    @staticmethod
    def get_from_buffer(array, name, type, alignment=None, is_mutable=False, context=None):
        """The attribute over a copy of ``array``'s bytes (any object with the
        buffer protocol), kept until the resource blob is released."""
        view = memoryview(array)
        if not view.c_contiguous:
            raise ValueError("Contiguous buffer required")
        data = view.tobytes()
        buf = ctypes.create_string_buffer(data, len(data) or 1)
        key = id(buf)
        _resource_buffers[key] = buf
        align = alignment if alignment is not None else view.itemsize
        h = _l.mlirUnmanagedDenseResourceElementsAttrGet(type._h, _sref(name), ctypes.addressof(buf), len(data),
                                                         align, bool(is_mutable), _release_resource, key)
        if not h:
            _resource_buffers.pop(key, None)
        return DenseResourceElementsAttr._make(h, type._ctx)


def _all_attr_classes():
    out = []
    stack = [Attribute]
    while stack:
        c = stack.pop()
        if c not in (BoolAttr, FlatSymbolRefAttr, DenseResourceElementsAttr):
            out.append(c)
        stack.extend(c.__subclasses__())
    return out


FlatSymbolRefAttr._GET_NAME = "mlirFlatSymbolRefAttrGetName"
from ._ir_types import _set_names  # noqa: E402
_set_names([c for c in _all_attr_classes() + [FlatSymbolRefAttr, DenseResourceElementsAttr]
            if c is not DenseElementsAttr],
           "attr_name", "Attr")
