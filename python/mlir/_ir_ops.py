"""Operations, op views, regions, blocks, values and insertion points."""
import ctypes
import sys
import weakref

from . import _capi, _registry
from ._registry import VALUE_CASTERS
from ._capi import lib as _l, sref as _sref, string as _string, StaleObjectError, OperationState, NamedAttribute
from ._capi import StringRef as _StringRef

_byref = ctypes.byref
from ._ir_core import (_H, _frames, _print_to_str, _print_to_bytes, _handles, _current_context,
                       _current_location, Location, MLIRError, _Handled, WalkOrder, WalkResult, Context, _raise_null,
                       _globals, _traceback_location)

# Operations created (or detached) by Python and not inserted anywhere:
# handle -> weak reference to their owner. Only the wrappers hold the owner,
# so the operation is destroyed with its last wrapper.
_detached = {}


class _Owner:
    """Destroys a detached operation when its last Python wrapper goes
    (keeps the context alive until then)."""
    __slots__ = ("h", "ctx", "keep", "__weakref__")

    def __init__(self, h, ctx):
        self.h = h
        self.ctx = ctx
        self.keep = None

    def __del__(self):
        h = self.h
        r = _detached.get(h) if h else None
        if r is not None and r() in (None, self) and self.ctx._h:
            del _detached[h]
            # Destroy it only if it is still detached (something we do not
            # track may have inserted it); a stale handle is not an error here.
            _quietly(lambda: _l.mlirOperationGetBlock(h) == 0 and _l.mlirOperationDestroy(h))


def _quietly(fn):
    """Runs ``fn`` from a finalizer: misuse reports it causes are dropped."""
    n = len(_capi.misuse)
    try:
        fn()
    except Exception:
        pass
    del _capi.misuse[n:]


def _own(h, ctx):
    o = _Owner(h, ctx)
    _detached[h] = weakref.ref(o)
    return o


def _owner_of(h):
    """The owner of a detached operation made by Python, or None."""
    r = _detached.get(h)
    return r() if r is not None else None


def _attach(h, keep=None):
    """The operation is now owned by a block: Python no longer destroys it,
    and its wrappers keep what keeps the block alive (``keep``)."""
    r = _detached.pop(h, None)
    o = r() if r is not None else None
    if o is not None:
        o.h = 0
        o.keep = keep


def _op_from_handle(h, ctx, owner=None):
    if not h:
        _raise_null("operation")
    return Operation._wrap(h, ctx, owner)


def _view(h, ctx, owner=None):
    """The OpView (or registered subclass) of an operation handle."""
    if not h:
        _raise_null("operation")
    cls = _registry.op_class_for_ident(_l.mlirOperationGetName(h), ctx)
    v = object.__new__(cls)
    v._h = h
    v._ctx = ctx
    v._owner = _owner_of(h) or owner
    return v


class _OperationBase:
    """What operations and op views share."""
    __slots__ = ()

    @property
    def _CAPIPtr(self):
        return self._h

    def __eq__(self, other):
        return isinstance(other, _OperationBase) and isinstance(other, Operation) == isinstance(self, Operation) \
            and other._h == self._h

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._h)

    @property
    def context(self):
        return self._ctx

    @property
    def name(self):
        return _string(_l.mlirIdentifierStr(_l.mlirOperationGetName(self._h)))

    @property
    def attributes(self):
        return OpAttributeMap(self)

    @property
    def operands(self):
        return OpOperandList(self)

    @property
    def regions(self):
        return RegionSequence(self)

    @property
    def results(self):
        return OpResultList(self)

    @property
    def result(self):
        n = _l.mlirOperationGetNumResults(self._h)
        if n != 1:
            raise ValueError(f"Cannot call .result on operation {self.name} which has {n} results (it is only "
                             "valid for operations with a single result)")
        return _wrap_as(OpResult, _l.mlirOperationGetResult(self._h, 0), self._ctx, self._owner)

    @property
    def successors(self):
        return OpSuccessors(self)

    @property
    def location(self):
        return Location._wrap(_l.mlirOperationGetLocation(self._h), self._ctx)

    @location.setter
    def location(self, loc):
        _l.mlirOperationSetLocation(self._h, loc._h)

    @property
    def parent(self):
        if _l.mlirOperationGetBlock(self._h) == 0 and self._h in _detached:
            raise ValueError("Detached operations have no parent")
        p = _l.mlirOperationGetParentOperation(self._h)
        return _view(p, self._ctx, self._owner) if p else None

    @property
    def attached(self):
        return _l.mlirOperationGetBlock(self._h) != 0

    def _flags(self, large_elements_limit=None, large_resource_limit=None, enable_debug_info=False,
               pretty_debug_info=False, print_generic_op_form=False, use_local_scope=False,
               use_name_loc_as_prefix=False, assume_verified=False, skip_regions=False):
        f = _l.mlirOpPrintingFlagsCreate()
        if large_elements_limit is not None:
            _l.mlirOpPrintingFlagsElideLargeElementsAttrs(f, large_elements_limit)
        if large_resource_limit is not None:
            _l.mlirOpPrintingFlagsElideLargeResourceString(f, large_resource_limit)
        if enable_debug_info:
            _l.mlirOpPrintingFlagsEnableDebugInfo(f, True, bool(pretty_debug_info))
        if print_generic_op_form:
            _l.mlirOpPrintingFlagsPrintGenericOpForm(f)
        if use_local_scope:
            _l.mlirOpPrintingFlagsUseLocalScope(f)
        if use_name_loc_as_prefix:
            _l.mlirOpPrintingFlagsPrintNameLocAsPrefix(f)
        if assume_verified:
            _l.mlirOpPrintingFlagsAssumeVerified(f)
        if skip_regions:
            _l.mlirOpPrintingFlagsSkipRegions(f)
        return f

    def get_asm(self, binary=False, large_elements_limit=None, large_resource_limit=None, enable_debug_info=False,
                pretty_debug_info=False, print_generic_op_form=False, use_local_scope=False,
                use_name_loc_as_prefix=False, assume_verified=False, skip_regions=False):
        """The operation's text (``binary=True``: as ``bytes``)."""
        f = self._flags(large_elements_limit, large_resource_limit, enable_debug_info, pretty_debug_info,
                        print_generic_op_form, use_local_scope, use_name_loc_as_prefix, assume_verified,
                        skip_regions)
        try:
            if binary:
                return _print_to_bytes(_l.mlirOperationPrintWithFlags, self._h, f)[0]
            return _print_to_str(_l.mlirOperationPrintWithFlags, self._h, f)
        finally:
            _l.mlirOpPrintingFlagsDestroy(f)

    def write_bytecode(self, file, desired_version=None):
        """Writes the operation's bytecode to ``file`` (a binary file object,
        or a path), at bytecode version ``desired_version`` if given
        (``ValueError`` if it cannot be honored)."""
        if desired_version is None:
            data = _print_to_bytes(_l.mlirOperationWriteBytecode, self._h)[0]
        else:
            config = _l.mlirBytecodeWriterConfigCreate()
            try:
                _l.mlirBytecodeWriterConfigDesiredEmitVersion(config, desired_version)
                data, ok = _print_to_bytes(_l.mlirOperationWriteBytecodeWithConfig, self._h, config)
            finally:
                _l.mlirBytecodeWriterConfigDestroy(config)
            if not ok:
                raise ValueError(f"Unable to honor desired bytecode version {desired_version}")
        if isinstance(file, (str, bytes)) or hasattr(file, "__fspath__"):
            with open(file, "wb") as f:
                f.write(data)
        else:
            file.write(data)

    def print(self, large_elements_limit=None, large_resource_limit=None, enable_debug_info=False,
              pretty_debug_info=False, print_generic_op_form=False, use_local_scope=False,
              use_name_loc_as_prefix=False, assume_verified=False, file=None, binary=False, skip_regions=False,
              state=None):
        """Prints the operation to ``file`` (default ``sys.stdout``)."""
        if isinstance(large_elements_limit, AsmState):
            state, large_elements_limit = large_elements_limit, None
        if state is not None:
            text = _print_to_str(_l.mlirOperationPrintWithState, self._h, state._h)
        elif binary:
            text = self.get_asm(True, large_elements_limit, large_resource_limit, enable_debug_info,
                                pretty_debug_info, print_generic_op_form, use_local_scope, use_name_loc_as_prefix,
                                assume_verified, skip_regions)
            (file if file is not None else sys.stdout.buffer).write(text)
            return
        else:
            text = self.get_asm(binary, large_elements_limit, large_resource_limit, enable_debug_info,
                                pretty_debug_info, print_generic_op_form, use_local_scope, use_name_loc_as_prefix,
                                assume_verified, skip_regions)
        (file if file is not None else sys.stdout).write(text)

    def __str__(self):
        return self.get_asm()

    def verify(self):
        with self._ctx._capture() as errors:
            ok = _l.mlirOperationVerify(self._h)
        if not ok:
            raise MLIRError("Verification failed", errors)
        return True

    def move_after(self, other):
        _l.mlirOperationMoveAfter(self._h, other._h)
        _attach(self._h, other._owner)

    def move_before(self, other):
        _l.mlirOperationMoveBefore(self._h, other._h)
        _attach(self._h, other._owner)

    def is_before_in_block(self, other):
        return bool(_l.mlirOperationIsBeforeInBlock(self._h, other._h))

    def clone(self, ip=None):
        h = _l.mlirOperationClone(self._h)
        if not h:
            _raise_null("operation")
        owner = _own(h, self._ctx)
        op = Operation._wrap(h, self._ctx)
        op._owner = owner
        ip = ip if ip is not None else (_frames.ips[-1] if _frames.ips else None)
        if ip is not None:
            ip.insert(op)
        return op

    def detach_from_parent(self):
        if _l.mlirOperationGetBlock(self._h) == 0:
            raise ValueError("Detached operation has no parent.")
        _l.mlirOperationRemoveFromParent(self._h)
        self._owner = _own(self._h, self._ctx)  # this wrapper and the view share the ownership
        return _view(self._h, self._ctx)

    def erase(self):
        _detached.pop(self._h, None)
        _l.mlirOperationDestroy(self._h)

    def walk(self, callback, walk_order=WalkOrder.POST_ORDER):
        ctx = self._ctx
        err = []

        new = object.__new__
        detached = _detached
        keep = self._owner

        @_WALK_CB
        def cb(h, _):
            op = new(Operation)
            op._h, op._ctx, op._owner = h, ctx, (_owner_of(h) if h in detached else None) or keep
            try:
                r = callback(op)
            except BaseException as e:  # re-raised after the walk
                err.append(e)
                return 1
            code = _WALK_CODES.get(r)
            return code if code is not None else int(r)
        _l.mlirOperationWalk(self._h, ctypes.cast(cb, ctypes.c_void_p), None, walk_order.value)
        if err:
            raise err[0]



_WALK_CB = ctypes.CFUNCTYPE(ctypes.c_int, _H, ctypes.c_void_p)
_WALK_CODES = {None: 0, WalkResult.ADVANCE: 0, WalkResult.INTERRUPT: 1, WalkResult.SKIP: 2}


class _StatePool:
    """One reusable ``MlirOperationState`` (``mlirOperationCreate`` keeps
    nothing of it), reset per creation from a zeroed template of the op name
    (one ``memmove``); a nested creation (from a callback) gets a fresh one."""
    state = OperationState()
    ref = ctypes.byref(state)
    addr = ctypes.addressof(state)
    size = ctypes.sizeof(OperationState)
    busy = False
    templates = {}


def _template(name):
    t = _StatePool.templates.get(name)
    if t is None:
        b = name.encode()
        st = OperationState(_StringRef(b, len(b)))  # st keeps b alive
        t = _StatePool.templates[name] = ctypes.addressof(st), st
    return t


def _fill_state(name, results, operands, attributes, successors, regions, loc, infer_type):
    """An ``MlirOperationState``: name, location and the inference flag set
    from Python, the arrays added through the ``mlirOperationStateAdd*``
    functions (``mlirOperationCreate`` frees the arrays they allocate).
    Returns the state, a reference to pass, and whether it is the pool's."""
    addr, template = _template(name)
    if _StatePool.busy:
        st = OperationState()
        ctypes.memmove(ctypes.addressof(st), addr, _StatePool.size)
        ref, pooled = _byref(st), False
    else:
        st, ref, pooled = _StatePool.state, _StatePool.ref, True
        _memmove(_StatePool.addr, addr, _StatePool.size)
        _StatePool.busy = True
    st.location = loc._h
    if infer_type:
        st.enableResultTypeInference = True
    try:
        if results:
            _l.mlirOperationStateAddResults(ref, len(results), (_H * len(results))(*[t._h for t in results]))
        if operands:
            for o in operands:
                if not isinstance(o, Value):
                    raise TypeError(f"Operand {o!r} is not a Value")
            n = len(operands)
            _l.mlirOperationStateAddOperands(ref, n, (_H * n)(*[o._h for o in operands]))
        if regions:
            _l.mlirOperationStateAddOwnedRegions(ref, regions, (_H * regions)(*[_l.mlirRegionCreate()
                                                                                for _ in range(regions)]))
        if successors:
            _l.mlirOperationStateAddSuccessors(ref, len(successors), _handles(successors))
        if attributes:
            # MlirNamedAttribute is two handle words: a flat word array has its layout.
            ident = loc._ctx._identifier
            flat = []
            for k, v in attributes.items():
                if v is None:
                    raise TypeError(f"attribute {k!r} is None")
                flat += (ident(k), v._h)
            _l.mlirOperationStateAddAttributes(ref, len(attributes), (_H * len(flat))(*flat))
    except BaseException:
        if pooled:
            _StatePool.busy = False
        raise
    return ref, pooled


_memmove = ctypes.memmove


def _create(name, results, operands, attributes, successors, regions, loc, ip, infer_type):
    if loc is None and _globals._tb_enabled:
        loc = _traceback_location(_current_context(None))
    loc = _current_location(loc)
    ctx = loc._ctx
    ref, pooled = _fill_state(name, results, operands, attributes, successors, regions, loc, infer_type)
    errors = []
    ctx._captures.append(errors)
    try:
        h = _l.mlirOperationCreate(ref)
    finally:
        ctx._captures.pop()
        if pooled:
            _StatePool.busy = False
    if not h:
        if _capi.misuse:  # a stale operand, result type, successor or attribute
            _capi._raise_misuse()
        raise MLIRError(f"Operation creation failed for '{name}'", errors)
    ip = ip if ip is not None else (_frames.ips[-1] if _frames.ips else None)
    if ip is None:
        return h, ctx, _own(h, ctx)
    if ip._ref is not None:
        _l.mlirBlockInsertOwnedOperationBefore(ip._block._h, ip._ref._h, h)
    else:
        _l.mlirBlockAppendOwnedOperation(ip._block._h, h)
    return h, ctx, ip._block._owner


class Operation(_OperationBase):
    """An operation (generic view)."""
    __slots__ = ("_h", "_ctx", "_owner")

    @classmethod
    def _wrap(cls, h, ctx, owner=None):
        o = object.__new__(Operation)
        o._h = h
        o._ctx = ctx
        o._owner = _owner_of(h) or owner
        return o

    @staticmethod
    def create(name, results=None, operands=None, attributes=None, successors=None, regions=0, loc=None, ip=None,
               infer_type=False):
        h, ctx, owner = _create(name, results, operands, attributes, successors, regions, loc, ip, infer_type)
        op = Operation._wrap(h, ctx)
        op._owner = owner
        return op

    @staticmethod
    def parse(source, *, source_name="", context=None):
        ctx = _current_context(context)
        with ctx._capture() as errors:
            h = _l.mlirOperationCreateParse(ctx._h, _sref(source), _sref(source_name))
        if not h:
            raise MLIRError("Unable to parse operation assembly", errors)
        owner = _own(h, ctx)  # noqa: F841 (alive until the view holds it)
        return _view(h, ctx)

    @property
    def operation(self):
        return self

    @property
    def opview(self):
        return _view(self._h, self._ctx, self._owner)

    def replace_uses_of_with(self, of, with_):
        _l.mlirOperationReplaceUsesOfWith(self._h, of._h, with_._h)

    @property
    def block(self):
        b = _l.mlirOperationGetBlock(self._h)
        if not b:
            raise ValueError("Operation has no parent block")
        return Block._wrap(b, self._ctx, self._owner)


class OpView(_OperationBase):
    """A typed view of an operation; dialect op classes derive from it."""
    __slots__ = ("_h", "_ctx", "_owner", "__weakref__", "__dict__")
    OPERATION_NAME = None
    _ODS_REGIONS = (0, True)
    _ODS_OPERAND_SEGMENTS = None
    _ODS_RESULT_SEGMENTS = None

    def __init__(self, operation, opRegionSpec=None, operandSegmentSpecObj=None, resultSegmentSpecObj=None,
                 results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None):
        if isinstance(operation, str):
            self._h, self._ctx, self._owner = _build_generic(
                operation, opRegionSpec or (0, True), operandSegmentSpecObj, resultSegmentSpecObj, results,
                operands, attributes, successors, regions, loc, ip)
            return
        op = operation.operation
        self._h, self._ctx, self._owner = op._h, op._ctx, getattr(op, "_owner", None)

    @classmethod
    def build_generic(cls, results=None, operands=None, attributes=None, successors=None, regions=None, loc=None,
                      ip=None):
        """Creates the operation from its parts (as upstream's, returns the ``Operation``)."""
        h, ctx, owner = _build_generic(cls.OPERATION_NAME, cls._ODS_REGIONS, cls._ODS_OPERAND_SEGMENTS,
                                       cls._ODS_RESULT_SEGMENTS, results, operands, attributes, successors, regions,
                                       loc, ip)
        op = Operation._wrap(h, ctx)
        op._owner = owner
        return op

    @classmethod
    def parse(cls, source, *, source_name="", context=None):
        op = Operation.parse(source, source_name=source_name, context=context)
        if cls.OPERATION_NAME and op.name != cls.OPERATION_NAME:
            raise ValueError(f"Expected a '{cls.OPERATION_NAME}' op, got: '{op.name}'")
        return op

    @property
    def operation(self):
        return Operation._wrap(self._h, self._ctx, self._owner)

    @property
    def opview(self):
        return self


def _segments(kind, spec, groups):
    """Flattens ``groups`` by the ODS segment ``spec`` (1 single, 0 optional,
    -1 variadic) and returns (flat list, segment sizes)."""
    if len(groups) != len(spec):
        raise ValueError(f"Operation \"{kind}\" requires {len(spec)} segments but was given {len(groups)}")
    flat, sizes = [], []
    for n, g in zip(spec, groups):
        if n == 1:
            if g is None:
                raise ValueError("a single segment must not be None")
            flat.append(g)
            sizes.append(1)
        elif n == 0:
            flat += [] if g is None else [g]
            sizes.append(0 if g is None else 1)
        else:
            g = list(g or [])
            flat += g
            sizes.append(len(g))
    return flat, sizes


def _build_generic(name, region_spec, operand_spec, result_spec, results, operands, attributes, successors,
                   regions, loc, ip):
    """Creates an operation as upstream's ``OpView`` generic builder: segment
    sizes from the ODS segment specs, result types inferred when none are
    given and the operation implements ``InferTypeOpInterface``."""
    from ._ir_attrs import DenseI32ArrayAttr
    attributes = dict(attributes or {})
    operands = [_value_of(o) for o in (operands or [])]
    if operand_spec is not None:
        operands, sizes = _segments("operands", operand_spec, operands)
        operands = [_value_of(o) for o in operands]
        attributes["operandSegmentSizes"] = DenseI32ArrayAttr.get(sizes, context=_current_location(loc)._ctx)
    infer = False
    if results is None:
        loc_ = _current_location(loc)
        infer = bool(_l.mlirOperationImplementsInterfaceStatic(_sref(name), loc_._ctx._h,
                                                                _l.mlirInferTypeOpInterfaceTypeID()))
        results = []
    elif result_spec is not None:
        results, sizes = _segments("results", result_spec, list(results))
        attributes["resultSegmentSizes"] = DenseI32ArrayAttr.get(sizes, context=_current_location(loc)._ctx)
    else:
        results = _flatten(results)
    n = regions if regions is not None else region_spec[0]
    return _create(name, results or None, operands, attributes, successors, n, loc, ip, infer)


def _flatten(xs):
    if not xs:
        return xs
    out = []
    for x in xs:
        if isinstance(x, (list, tuple)):
            out.extend(v if isinstance(v, (Value, _Type())) else _value_of(v) for v in x)
        elif x is None:
            continue
        else:
            out.append(x if isinstance(x, (Value, _Type())) else _value_of(x))
    return out


def _Type():
    from ._ir_types import Type
    return Type


def _value_of(x):
    """A Value from a Value, an op with one result, or an OpResultList of one."""
    if isinstance(x, Value):
        return x
    if isinstance(x, _OperationBase):
        return x.result
    if isinstance(x, OpResultList) and len(x) == 1:
        return x[0]
    return x


# ---------------------------------------------------------------- op containers

class OpAttributeMap:
    """``op.attributes``: the attributes of an operation by name or index."""
    __slots__ = ("_op",)

    def __init__(self, op):
        self._op = op

    def __len__(self):
        return _l.mlirOperationGetNumAttributes(self._op._h)

    def __contains__(self, name):
        return bool(_l.mlirOperationGetAttributeByName(self._op._h, _sref(name)))

    def __getitem__(self, key):
        from ._ir_attrs import Attribute, NamedAttribute as PyNamed
        if isinstance(key, int):
            n = len(self)
            if key < 0:
                key += n
            if not 0 <= key < n:
                raise IndexError("attempt to access out of bounds attribute")
            na = _l.mlirOperationGetAttribute(self._op._h, key)
            return PyNamed._wrap(na, self._op._ctx)
        h = _l.mlirOperationGetAttributeByName(self._op._h, _sref(key))
        if not h:
            raise KeyError("attempt to access a non-existent attribute")
        return Attribute._wrap(h, self._op._ctx)

    def __setitem__(self, name, attr):
        _l.mlirOperationSetAttributeByName(self._op._h, _sref(name), attr._h)

    def __delitem__(self, name):
        if not _l.mlirOperationRemoveAttributeByName(self._op._h, _sref(name)):
            raise KeyError("attempt to delete a non-existent attribute")

    def __iter__(self):
        return iter([self[i].name for i in range(len(self))])

    def keys(self):
        return [self[i].name for i in range(len(self))]

    def values(self):
        return [self[i].attr for i in range(len(self))]

    def items(self):
        return [(na.name, na.attr) for na in (self[i] for i in range(len(self)))]

    def get(self, name, default=None):
        return self[name] if name in self else default


class _Seq:
    """Base of the indexable, sliceable sequences of IR objects: ``_COUNT`` and
    ``_GET`` name the C functions over the owner's handle, ``_WRAP`` the
    Python class of the items."""
    __slots__ = ("_o",)
    _WHAT = "item"
    _OUT_OF_RANGE = None
    _COUNT = _GET = None

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls._COUNT:
            cls._count = getattr(_l, cls._COUNT)
            cls._getf = getattr(_l, cls._GET)

    def __init__(self, owner):
        self._o = owner

    def __len__(self):
        return self._count(self._o._h)

    def _get(self, i):
        return self._wrap_item(self._getf(self._o._h, i), self._o._ctx, self._o._owner)

    def __getitem__(self, i):
        n = len(self)
        if isinstance(i, slice):
            return [self._get(j) for j in range(*i.indices(n))]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(self._OUT_OF_RANGE or f"attempt to access out of bounds {self._WHAT}")
        return self._get(i)

    def __iter__(self):
        h, ctx, get, wrap, owner = self._o._h, self._o._ctx, self._getf, self._wrap_item, self._o._owner
        for i in range(self._count(h)):
            yield wrap(get(h, i), ctx, owner)

    def __add__(self, other):
        return list(self) + list(other)


class OpOperandList(_Seq):
    """``op.operands``."""
    __slots__ = ()
    _WHAT = "operand"
    _COUNT, _GET = "mlirOperationGetNumOperands", "mlirOperationGetOperand"
    _WRAP = "Value"

    def __setitem__(self, i, value):
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("attempt to access out of bounds operand")
        _l.mlirOperationSetOperand(self._o._h, i, value._h)

    @property
    def types(self):
        return [v.type for v in self]


class OpResultList(_Seq):
    """``op.results``."""
    __slots__ = ()
    _WHAT = "result"
    _OUT_OF_RANGE = "index out of range"
    _COUNT, _GET = "mlirOperationGetNumResults", "mlirOperationGetResult"
    _WRAP = "as:OpResult"

    @property
    def types(self):
        return [v.type for v in self]

    @property
    def owner(self):
        return self._o.opview


class RegionSequence(_Seq):
    """``op.regions``."""
    __slots__ = ()
    _WHAT = "region"
    _COUNT, _GET = "mlirOperationGetNumRegions", "mlirOperationGetRegion"
    _WRAP = "Region"


class OpSuccessors(_Seq):
    """``op.successors``."""
    __slots__ = ()
    _WHAT = "successor"
    _COUNT, _GET = "mlirOperationGetNumSuccessors", "mlirOperationGetSuccessor"
    _WRAP = "Block"

    def __setitem__(self, i, block):
        _l.mlirOperationSetSuccessor(self._o._h, i, block._h)


# ---------------------------------------------------------------- regions and blocks

class Region(_Handled):
    """A region of an operation."""
    __slots__ = ("_h", "_ctx", "_owner")

    @classmethod
    def _wrap(cls, h, ctx, owner=None):
        if not h:
            _raise_null("region")
        r = object.__new__(Region)
        r._h, r._ctx, r._owner = h, ctx, owner
        return r

    @property
    def blocks(self):
        return BlockList(self)

    @property
    def owner(self):
        return _view(_l.mlirRegionGetParentOperation(self._h), self._ctx, self._owner)

    def __iter__(self):
        return iter(self.blocks)

    @property
    def _CAPIPtr(self):
        return self._h


class BlockList:
    """``region.blocks``."""
    __slots__ = ("_r",)

    def __init__(self, region):
        self._r = region

    def __iter__(self):
        b = _l.mlirRegionGetFirstBlock(self._r._h)
        ctx, owner = self._r._ctx, self._r._owner
        while b:
            yield Block._wrap(b, ctx, owner)
            b = _l.mlirBlockGetNextInRegion(b)

    def __len__(self):
        n = 0
        b = _l.mlirRegionGetFirstBlock(self._r._h)
        while b:
            n += 1
            b = _l.mlirBlockGetNextInRegion(b)
        return n

    def __getitem__(self, i):
        blocks = list(self)
        if isinstance(i, slice):
            return blocks[i]
        if i < 0:
            i += len(blocks)
        if not 0 <= i < len(blocks):
            raise IndexError("attempt to access out of bounds block")
        return blocks[i]

    def append(self, *arg_types, arg_locs=None):
        b = _new_block(arg_types, arg_locs)
        _l.mlirRegionAppendOwnedBlock(self._r._h, b)
        return Block._wrap(b, self._r._ctx, self._r._owner)


def _new_block(arg_types, arg_locs):
    arg_types = list(arg_types)
    if arg_locs is None:
        loc = _current_location(None) if arg_types else None
        arg_locs = [loc] * len(arg_types)
    if len(arg_locs) != len(arg_types):
        raise ValueError(f"Expected {len(arg_types)} locations, got: {len(arg_locs)}")
    return _l.mlirBlockCreate(len(arg_types), _handles(arg_types), _handles(arg_locs))


class Block(_Handled):
    """A block of a region."""
    __slots__ = ("_h", "_ctx", "_owner")

    @classmethod
    def _wrap(cls, h, ctx, owner=None):
        if not h:
            _raise_null("block")
        b = object.__new__(Block)
        b._h, b._ctx, b._owner = h, ctx, owner
        return b

    @staticmethod
    def create_at_start(parent, arg_types=(), arg_locs=None):
        b = _new_block(arg_types, arg_locs)
        _l.mlirRegionInsertOwnedBlock(parent._h, 0, b)
        return Block._wrap(b, parent._ctx, parent._owner)

    def append_to(self, region):
        _l.mlirBlockDetach(self._h)
        _l.mlirRegionAppendOwnedBlock(region._h, self._h)

    def create_before(self, *arg_types, arg_locs=None):
        b = _new_block(arg_types, arg_locs)
        _l.mlirRegionInsertOwnedBlockBefore(_l.mlirBlockGetParentRegion(self._h), self._h, b)
        return Block._wrap(b, self._ctx, self._owner)

    def create_after(self, *arg_types, arg_locs=None):
        b = _new_block(arg_types, arg_locs)
        _l.mlirRegionInsertOwnedBlockAfter(_l.mlirBlockGetParentRegion(self._h), self._h, b)
        return Block._wrap(b, self._ctx, self._owner)

    @property
    def owner(self):
        return _view(_l.mlirBlockGetParentOperation(self._h), self._ctx, self._owner)

    @property
    def region(self):
        return Region._wrap(_l.mlirBlockGetParentRegion(self._h), self._ctx, self._owner)

    @property
    def arguments(self):
        return BlockArgumentList(self)

    def add_argument(self, type, loc):
        return Value._wrap(_l.mlirBlockAddArgument(self._h, type._h, loc._h), self._ctx, self._owner)

    def erase_argument(self, index):
        _l.mlirBlockEraseArgument(self._h, index)

    @property
    def operations(self):
        return OperationList(self)

    def __iter__(self):
        return iter(self.operations)

    def append(self, operation):
        if _l.mlirOperationGetBlock(operation._h):
            _l.mlirOperationRemoveFromParent(operation._h)
        _l.mlirBlockAppendOwnedOperation(self._h, operation._h)
        _attach(operation._h, self._owner)

    @property
    def successors(self):
        return BlockSuccessors(self)

    @property
    def predecessors(self):
        return BlockPredecessors(self)

    def __str__(self):
        return _print_to_str(_l.mlirBlockPrint, self._h)

    @property
    def _CAPIPtr(self):
        return self._h


class BlockArgumentList(_Seq):
    """``block.arguments``."""
    __slots__ = ()
    _WHAT = "block argument"
    _COUNT, _GET = "mlirBlockGetNumArguments", "mlirBlockGetArgument"
    _WRAP = "as:BlockArgument"

    @property
    def types(self):
        return [v.type for v in self]


class BlockSuccessors(_Seq):
    """``block.successors``: the successors of the block's terminator."""
    __slots__ = ()
    _WHAT = "successor"
    _COUNT, _GET = "mlirBlockGetNumSuccessors", "mlirBlockGetSuccessor"
    _WRAP = "Block"


class BlockPredecessors(_Seq):
    """``block.predecessors``."""
    __slots__ = ()
    _WHAT = "predecessor"
    _COUNT, _GET = "mlirBlockGetNumPredecessors", "mlirBlockGetPredecessor"
    _WRAP = "Block"


class OperationList:
    """``block.operations``."""
    __slots__ = ("_b",)

    def __init__(self, block):
        self._b = block

    def __iter__(self):
        ctx, owner = self._b._ctx, self._b._owner
        op = _l.mlirBlockGetFirstOperation(self._b._h)
        nxt = _l.mlirOperationGetNextInBlock
        while op:
            yield _view(op, ctx, owner)
            op = nxt(op)

    def __len__(self):
        n = 0
        op = _l.mlirBlockGetFirstOperation(self._b._h)
        nxt = _l.mlirOperationGetNextInBlock
        while op:
            n += 1
            op = nxt(op)
        return n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self)[i]
        if i < 0:
            i += len(self)
        if i >= 0:
            op = _l.mlirBlockGetFirstOperation(self._b._h)
            for _ in range(i):
                if not op:
                    break
                op = _l.mlirOperationGetNextInBlock(op)
            if op:
                return _view(op, self._b._ctx, self._b._owner)
        raise IndexError("attempt to access out of bounds operation")


# ---------------------------------------------------------------- values

class Value:
    """An SSA value (an operation result or a block argument)."""
    __slots__ = ("_h", "_ctx", "_owner")

    @staticmethod
    def _wrap(h, ctx, owner=None):
        if not h:
            _raise_null("value")
        cls = OpResult if _l.mlirValueIsAOpResult(h) else BlockArgument
        v = object.__new__(cls)
        v._h, v._ctx, v._owner = h, ctx, owner
        return _cast_value(v) if VALUE_CASTERS else v

    def __init__(self, value):
        self._h, self._ctx, self._owner = value._h, value._ctx, value._owner

    @property
    def context(self):
        return self._ctx

    @property
    def type(self):
        from ._ir_types import Type
        return Type._wrap(_l.mlirValueGetType(self._h), self._ctx)

    def set_type(self, type):
        _l.mlirValueSetType(self._h, type._h)

    @property
    def location(self):
        return Location._wrap(_l.mlirValueGetLocation(self._h), self._ctx)

    @property
    def owner(self):
        if _l.mlirValueIsAOpResult(self._h):
            return _view(_l.mlirOpResultGetOwner(self._h), self._ctx, self._owner)
        return Block._wrap(_l.mlirBlockArgumentGetOwner(self._h), self._ctx, self._owner)

    @property
    def uses(self):
        u = _l.mlirValueGetFirstUse(self._h)
        ctx, owner = self._ctx, self._owner
        while u:
            yield OpOperand._wrap(u, ctx, owner)
            u = _l.mlirOpOperandGetNextUse(u)

    def replace_all_uses_with(self, with_):
        _l.mlirValueReplaceAllUsesOfWith(self._h, with_._h)

    def replace_all_uses_except(self, with_, exceptions):
        if isinstance(exceptions, _OperationBase):
            exceptions = [exceptions]
        _l.mlirValueReplaceAllUsesExcept(self._h, with_._h, len(exceptions), _handles(exceptions))

    def get_name(self, use_local_scope=False, use_name_loc_as_prefix=False):
        f = _l.mlirOpPrintingFlagsCreate()
        if use_local_scope:
            _l.mlirOpPrintingFlagsUseLocalScope(f)
        if use_name_loc_as_prefix:
            _l.mlirOpPrintingFlagsPrintNameLocAsPrefix(f)
        state = _l.mlirAsmStateCreateForValue(self._h, f)
        try:
            return _print_to_str(_l.mlirValuePrintAsOperand, self._h, state)
        finally:
            _l.mlirAsmStateDestroy(state)
            _l.mlirOpPrintingFlagsDestroy(f)

    def dump(self):
        _l.mlirValueDump(self._h)

    def __str__(self):
        return f"{type(self).__name__}({_print_to_str(_l.mlirValuePrint, self._h)})"

    def __eq__(self, other):
        return isinstance(other, Value) and other._h == self._h

    def __hash__(self):
        return hash(self._h)

    @property
    def _CAPIPtr(self):
        return self._h

    def maybe_downcast(self):
        return self


def _bind_sequence_wrappers():
    """Binds each sequence's item wrapper (a class's ``_wrap``, or
    ``_wrap_as`` of a value kind through ``functools.partial``: no Python
    frame per item)."""
    import functools
    for cls in _Seq.__subclasses__():
        w = cls._WRAP
        if w.startswith("as:"):
            cls._wrap_item = staticmethod(functools.partial(_wrap_as, globals()[w[3:]]))
        else:
            cls._wrap_item = staticmethod(getattr(globals()[w], "_wrap"))


def _first_result(op):
    """Result 0 of an operation known to have one."""
    return _wrap_as(OpResult, _l.mlirOperationGetResult(op._h, 0), op._ctx, op._owner)


def _wrap_as(cls, h, ctx, owner=None):
    """A value of known kind (no ``mlirValueIsAOpResult`` call)."""
    if not h:
        _raise_null("value")
    v = object.__new__(cls)
    v._h, v._ctx, v._owner = h, ctx, owner
    return _cast_value(v) if VALUE_CASTERS else v


def _cast_value(v):
    """``v`` through the value caster registered for its type, if any."""
    fn = VALUE_CASTERS.get(_l.mlirTypeGetTypeID(_l.mlirValueGetType(v._h)))
    return fn(v) if fn is not None else v


class OpResult(Value):
    """A result of an operation."""
    __slots__ = ()

    @property
    def result_number(self):
        return _l.mlirOpResultGetResultNumber(self._h)


class BlockArgument(Value):
    """An argument of a block."""
    __slots__ = ()

    @property
    def arg_number(self):
        return _l.mlirBlockArgumentGetArgNumber(self._h)

    def set_type(self, type):
        _l.mlirBlockArgumentSetType(self._h, type._h)

    def set_location(self, loc):
        _l.mlirBlockArgumentSetLocation(self._h, loc._h)


class OpOperand:
    """A use of a value: an operand of an operation."""
    __slots__ = ("_h", "_ctx", "_owner")

    @staticmethod
    def _wrap(h, ctx, owner=None):
        o = object.__new__(OpOperand)
        o._h, o._ctx, o._owner = h, ctx, owner
        return o

    @property
    def owner(self):
        return _view(_l.mlirOpOperandGetOwner(self._h), self._ctx, self._owner)

    @property
    def operand_number(self):
        return _l.mlirOpOperandGetOperandNumber(self._h)

    def get(self):
        return Value._wrap(_l.mlirOpOperandGetValue(self._h), self._ctx, self._owner)

    def set(self, value):
        _l.mlirOpOperandSet(self._h, value._h)


# ---------------------------------------------------------------- insertion points

def _ip_insert(ip, h):
    if _l.mlirOperationGetBlock(h):
        raise ValueError("Attempt to insert operation that is already attached")
    if ip._ref is not None:
        _l.mlirBlockInsertOwnedOperationBefore(ip._block._h, ip._ref._h, h)
    else:
        _l.mlirBlockAppendOwnedOperation(ip._block._h, h)
    _attach(h, ip._block._owner)


def _current_ip():
    return _frames.ips[-1] if _frames.ips else None


class InsertionPoint:
    """Where new operations go: the end of a block or before an operation."""
    __slots__ = ("_block", "_ref")

    def __init__(self, block_or_op):
        if isinstance(block_or_op, Block):
            self._block, self._ref = block_or_op, None
        else:
            op = block_or_op
            b = _l.mlirOperationGetBlock(op._h)
            if not b:
                raise ValueError("Operation has no parent block")
            self._block, self._ref = Block._wrap(b, op._ctx, op._owner), op.operation

    @staticmethod
    def at_block_begin(block):
        first = _l.mlirBlockGetFirstOperation(block._h)
        ip = InsertionPoint(block)
        if first:
            ip._ref = Operation._wrap(first, block._ctx, block._owner)
        return ip

    @staticmethod
    def at_block_terminator(block):
        t = _l.mlirBlockGetTerminator(block._h)
        if not t:
            raise ValueError("Block has no terminator")
        ip = InsertionPoint(block)
        ip._ref = Operation._wrap(t, block._ctx, block._owner)
        return ip

    @staticmethod
    def after(operation):
        nxt = _l.mlirOperationGetNextInBlock(operation._h)
        b = _l.mlirOperationGetBlock(operation._h)
        if not b:
            raise ValueError("Operation has no parent block")
        ip = InsertionPoint(Block._wrap(b, operation._ctx, operation._owner))
        if nxt:
            ip._ref = Operation._wrap(nxt, operation._ctx, operation._owner)
        return ip

    def insert(self, operation):
        _ip_insert(self, operation._h)

    @property
    def block(self):
        return self._block

    @property
    def ref_operation(self):
        return self._ref

    current = None

    def __enter__(self):
        _frames.ips.append(self)
        return self

    def __exit__(self, *exc):
        _frames.ips.pop()


def _ip_current():
    if not _frames.ips:
        raise ValueError("No current InsertionPoint")
    return _frames.ips[-1]


class _IPCurrent:
    def __get__(self, obj, cls):
        return _ip_current()


InsertionPoint.current = _IPCurrent()


# ---------------------------------------------------------------- symbol tables, asm state

class AsmState:
    """Printing state shared by several ``print`` calls."""

    def __init__(self, value, use_local_scope=False):
        self._flags = _l.mlirOpPrintingFlagsCreate()
        if use_local_scope:
            _l.mlirOpPrintingFlagsUseLocalScope(self._flags)
        if isinstance(value, Value):
            self._h = _l.mlirAsmStateCreateForValue(value._h, self._flags)
        else:
            self._h = _l.mlirAsmStateCreateForOperation(value._h, self._flags)

    def __del__(self):
        try:
            _l.mlirAsmStateDestroy(self._h)
            _l.mlirOpPrintingFlagsDestroy(self._flags)
        except Exception:
            pass


_SYMTAB_CB = ctypes.CFUNCTYPE(None, _H, ctypes.c_bool, ctypes.c_void_p)


class SymbolTable:
    """The symbol table of an operation with the ``SymbolTable`` trait."""

    def __init__(self, symbol_table_op):
        self._op = symbol_table_op.operation
        self._ctx = self._op._ctx
        self._h = _l.mlirSymbolTableCreate(self._op._h)
        if not self._h:
            raise TypeError("Operation is not a Symbol Table.")

    def __del__(self):
        try:
            _l.mlirSymbolTableDestroy(self._h)
        except Exception:
            pass

    def __getitem__(self, name):
        h = _l.mlirSymbolTableLookup(self._h, _sref(name))
        if not h:
            raise KeyError(f"Symbol '{name}' not in the symbol table.")
        return _view(h, self._ctx, self._op._owner)

    def __contains__(self, name):
        return bool(_l.mlirSymbolTableLookup(self._h, _sref(name)))

    def insert(self, operation):
        from ._ir_attrs import Attribute
        return Attribute._wrap(_l.mlirSymbolTableInsert(self._h, operation._h), self._ctx)

    def erase(self, operation):
        _detached.pop(operation._h, None)
        _l.mlirSymbolTableErase(self._h, operation._h)

    def __delitem__(self, name):
        self.erase(self[name])

    @staticmethod
    def get_symbol_name(symbol):
        from ._ir_attrs import Attribute
        h = _l.mlirOperationGetAttributeByName(symbol._h, _sref("sym_name"))
        if not h:
            raise ValueError("Expected operation to have a symbol name.")
        return Attribute._wrap(h, symbol._ctx)

    @staticmethod
    def get_visibility(symbol):
        from ._ir_attrs import Attribute
        h = _l.mlirOperationGetAttributeByName(symbol._h, _sref("sym_visibility"))
        return Attribute._wrap(h, symbol._ctx) if h else None

    @staticmethod
    def set_symbol_name(symbol, name):
        from ._ir_attrs import StringAttr
        if "sym_name" not in symbol.attributes:
            raise ValueError("Expected operation to have a symbol name.")
        symbol.attributes["sym_name"] = StringAttr.get(name, context=symbol._ctx)

    @staticmethod
    def set_visibility(symbol, visibility):
        from ._ir_attrs import StringAttr
        if visibility not in ("public", "private", "nested"):
            raise ValueError("Expected visibility to be 'public', 'private' or 'nested'")
        symbol.attributes["sym_visibility"] = StringAttr.get(visibility, context=symbol._ctx)

    @staticmethod
    def replace_all_symbol_uses(old_symbol, new_symbol, from_op):
        if not _l.mlirSymbolTableReplaceAllSymbolUses(_sref(old_symbol), _sref(new_symbol), from_op._h):
            raise RuntimeError("Unable to replace symbol uses")

    @staticmethod
    def walk_symbol_tables(from_op, all_sym_uses_visible, callback):
        ctx, keep = from_op._ctx, from_op._owner
        err = []

        @_SYMTAB_CB
        def cb(h, visible, _):
            if err:
                return
            try:
                callback(_view(h, ctx, keep), bool(visible))
            except BaseException as e:
                err.append(e)
        _l.mlirSymbolTableWalkSymbolTables(from_op._h, bool(all_sym_uses_visible), cb, None)
        if err:
            raise err[0]


_bind_sequence_wrappers()

_TYPES_CB = ctypes.CFUNCTYPE(None, ctypes.c_ssize_t, ctypes.POINTER(_H), ctypes.c_void_p)


class InferTypeOpInterface:
    """``InferTypeOpInterface`` of an operation, an op view or an ``OpView``
    subclass: ``inferReturnTypes(operands=..., attributes=..., regions=...)``."""

    def __init__(self, object, context=None):
        if isinstance(object, type):
            self._name = object.OPERATION_NAME
            self._op = None
            self._ctx = _current_context(context)
        else:
            self._op = object.operation
            self._name = self._op.name
            self._ctx = self._op._ctx
        if not _l.mlirOperationImplementsInterfaceStatic(_sref(self._name), self._ctx._h,
                                                          _l.mlirInferTypeOpInterfaceTypeID()):
            raise ValueError("the operation does not implement InferTypeOpInterface")

    @property
    def operation(self):
        if self._op is None:
            raise TypeError("Cannot get an operation from a static interface")
        return self._op

    @property
    def opview(self):
        return self.operation.opview

    def inferReturnTypes(self, operands=None, attributes=None, properties=None, regions=None, context=None,
                         loc=None):
        from ._ir_types import Type
        ctx = context if context is not None else self._ctx
        loc = loc if loc is not None else (_frames.locations[-1] if _frames.locations else Location.unknown(ctx))
        operands = list(operands or [])
        regions = list(regions or [])
        types = []

        @_TYPES_CB
        def collect(n, arr, _):
            types.extend(arr[i] for i in range(n))
        with ctx._capture():
            ok = _l.mlirInferTypeOpInterfaceInferReturnTypes(
                _sref(self._name), ctx._h, loc._h, len(operands), _handles(operands),
                attributes._h if attributes is not None else 0, None, len(regions), _handles(regions), collect,
                None)
        if not ok:
            raise ValueError("Failed to infer result types")
        return [Type._wrap(h, ctx, downcast=False) for h in types]
