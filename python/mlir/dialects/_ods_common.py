"""What the dialect modules share: attribute builders and a small declarative
description of operations from which ``OpView`` subclasses and their
snake_case builder functions are made (following upstream's ``_ods_gen``
conventions: ``XOp(operands..., *, attrs..., results=None, loc=None, ip=None)``,
operand/result/attribute/region accessors, ``x(...)`` returning the result
value). The descriptions are in ``_<ns>_ops_gen.py``, which ``cargo xtask
python-ops`` writes from oxmlir's op definitions."""
import re

from .. import ir
from .._registry import register_dialect, register_operation
from .._ir_ops import _create, _first_result

from .._registry import ATTR_BUILDERS  # noqa: E402


def _make_cext():
    """``_cext``: where upstream's op modules (and user code following
    upstream's documentation) find ``register_dialect``,
    ``register_operation``, the casters and ``ir``."""
    import types
    return types.SimpleNamespace(ir=ir, register_dialect=register_dialect, register_operation=register_operation,
                                 register_type_caster=ir.register_type_caster,
                                 register_value_caster=ir.register_value_caster)


_cext = _make_cext()


def get_default_loc_context(location=None):
    """The context of ``location`` or of the current location."""
    if location is None:
        return ir.Context.current
    return location.context


def _build_attr(kind, value, context):
    if value is None or isinstance(value, ir.Attribute):
        return value
    fn = ATTR_BUILDERS.get(kind)
    if fn is None:
        raise ValueError(f"No attribute builder registered for kind '{kind}' (value {value!r})")
    return fn(value, context)


def get_op_result_or_value(arg):
    """A Value from a Value, an op with one result or a one-result list."""
    if isinstance(arg, ir.Value):
        return arg
    if isinstance(arg, ir._OperationBase):
        return arg.result
    if isinstance(arg, ir.OpResultList):
        return arg[0]
    raise TypeError(f"expected a Value, got {arg!r}")


def dispatch_mixed_values(values):
    """Splits a list of ints and Values into (dynamic values, packed value,
    static list with the dynamic sentinel for each Value), as upstream's
    helper for the mixed offsets / sizes / strides of view operations."""
    if isinstance(values, ir.ArrayAttr):
        return [], None, values
    if isinstance(values, (ir.Value, ir._OperationBase)):
        return [], values, None
    dynamic, static = [], []
    for v in values or []:
        if isinstance(v, int):
            static.append(v)
        else:
            static.append(ir.ShapedType.get_dynamic_size())
            dynamic.append(v)
    return dynamic, None, ir.DenseI64ArrayAttr.get(static)


def get_op_result_or_op_results(op):
    """The op's single result, its results, or the op when it has none."""
    n = len(op.results)
    return op.result if n == 1 else (op.results if n > 1 else op)


class Dialect(ir.Dialect):
    """Base of the generated dialect classes."""


def make_dialect(namespace):
    """Registers and returns the dialect class of ``namespace``."""
    cls = type("_Dialect", (Dialect,), {"DIALECT_NAMESPACE": namespace, "__doc__": f"The {namespace} dialect.",
                                       "__module__": f"mlir.dialects._{namespace}_ops_gen"})
    return register_dialect(cls)


def _parse_args(args):
    """Splits an argument spec list into (kind, name, extra) entries.

    ``"x"`` operand, ``"x*"`` variadic operand, ``"x?"`` optional operand,
    ``"@a:Kind"`` required attribute, ``"@a:Kind?"`` optional attribute
    (``"@a|a_:Kind"``: attribute ``a`` named ``a_`` in Python),
    ``"^d"`` successor, ``"^d*"`` variadic successor.
    """
    out = []
    for a in args:
        if a.startswith("@"):
            name, _, kind = a[1:].partition(":")
            attr_name, _, py_name = name.partition("|")
            out.append(("attr", py_name or attr_name, (kind.rstrip("?"), kind.endswith("?"), attr_name)))
        elif a.startswith("^"):
            out.append(("succ", a[1:].rstrip("*"), a.endswith("*")))
        else:
            out.append(("operand", a.rstrip("*?"), "*" if a.endswith("*") else "?" if a.endswith("?") else ""))
    return out


def define_op(dialect, class_name, op_name, args=(), results=(), regions=0, infer=False, segments=False,
              module_globals=None, snake=None, variadic_region=None):
    """Defines ``class_name``, the ``OpView`` subclass of ``op_name``, and its
    snake_case builder in ``module_globals``, following upstream's generated
    builders: result types first (unless ``infer``: then ``results=None`` is a
    keyword), then the required operands and attributes in ODS argument
    order, then the successors; optional operands and attributes are
    keywords. ``args`` is in the syntax of :func:`_parse_args`; ``results``
    are names (``"r*"`` variadic; ``""`` unnamed: the parameter is ``result``
    or ``_gen_res_<i>``, and there is no accessor); ``segments`` adds ``operandSegmentSizes``;
    ``regions`` is the number of fixed regions (or their names, which makes
    accessors), after which the variadic
    region ``variadic_region`` (if any) adds ``num_<name>`` regions (a
    positional parameter after the operands and attributes).
    """
    spec = _parse_args(args)
    region_names = list(regions) if isinstance(regions, (list, tuple)) else []
    regions = len(region_names) if region_names else regions
    res = [(r.rstrip("*"), r.endswith("*")) for r in results]
    unnamed = {i for i, (r, _) in enumerate(res) if not r}
    res = [(r or ("result" if len(res) == 1 else f"_gen_res_{i}"), v) for i, (r, v) in enumerate(res)]
    positional = [e for e in spec if not (e[0] == "operand" and e[2] == "?") and
                  not (e[0] == "attr" and e[2][1])]
    positional = [e for e in positional if e[0] != "succ"] + [e for e in positional if e[0] == "succ"]

    __init__ = _generate_init(class_name, op_name, spec, res, positional, regions, infer, segments, variadic_region)

    ns = {"OPERATION_NAME": op_name, "_ODS_REGIONS": (regions, variadic_region is None), "__init__": __init__,
          "__doc__": f"``{op_name}``.", "__slots__": (),
          "__module__": (module_globals or {}).get("__name__", __name__)}
    operand_pos = [e for e in spec if e[0] == "operand"]
    simple = all(e[2] == "" for e in operand_pos)
    for i, (kind, name, extra) in enumerate(operand_pos):
        if simple:
            ns[name] = property(lambda self, i=i: self.operation.operands[i])
        else:
            ns[name] = property(lambda self, i=i: _operand_group(self, operand_pos, i, segments))
    for py_name, (kind, optional, aname) in [(e[1], e[2]) for e in spec if e[0] == "attr"]:
        def get(self, aname=aname):
            a = self.operation.attributes
            return a[aname] if aname in a else None

        def put(self, value, aname=aname, kind=kind):
            self.operation.attributes[aname] = _build_attr(kind, value, self.context)
        ns[py_name] = property(get, put)
    if unnamed:
        pass  # (no accessors for unnamed results, as upstream's)
    elif len(res) == 1 and not res[0][1]:
        ns[res[0][0]] = property(lambda self: self.operation.results[0])
    elif res:
        for i, (rname, variadic) in enumerate(res):
            ns[rname] = property(lambda self, i=i, v=variadic: self.operation.results[i:] if v
                                 else self.operation.results[i])
    for i, rname in enumerate(region_names):
        ns[rname] = property(lambda self, i=i: self.regions[i])
    if variadic_region:
        ns[variadic_region] = property(lambda self: self.regions[regions:])
    cls = type(class_name, (ir.OpView,), ns)
    register_operation(dialect)(cls)
    if module_globals is not None:
        module_globals[class_name] = cls
        snake = snake or op_name.split(".", 1)[1].replace(".", "_")
        module_globals[snake] = _generate_builder(cls, snake, op_name, len(res) == 1 and not res[0][1])
    return cls


def _generate_init(class_name, op_name, spec, res, positional, regions, infer, segments, variadic_region=None):
    """The source of the op class's ``__init__``, compiled: an explicit
    signature as upstream's generated builders have (``inspect.signature``
    shows it), and straight-line code (no interpretation of the spec per
    call)."""
    params, body = ["self"], []
    if not infer:
        for rname, variadic in res:
            params.append(rname)
        body.append("    _results = [" + ", ".join(f"*{r}" if v else r for r, v in res) + "]")
    num_regions = f"num_{variadic_region}" if variadic_region else None
    params += [e[1] for e in positional if e[0] != "succ"]
    if num_regions:
        params.append(num_regions)
    params += [e[1] for e in positional if e[0] == "succ"]
    kwonly = [e[1] for e in spec if e not in positional]
    params.append("*")
    params += [f"{k}=None" for k in kwonly]
    if infer:
        params.append("results=None")
    params += ["loc=None", "ip=None"]
    body.append("    _operands = []")
    if segments:
        body.append("    _sizes = []")
    body.append("    _attrs = {}")
    body.append("    _succs = []")
    if segments:
        body.append("    _ctx = _default_ctx(loc)")
    for kind, name, extra in spec:
        if kind == "operand":
            if extra == "*":
                body.append(f"    _g = [_value(x) for x in ({name} or ())]")
                body.append("    _operands.extend(_g)")
                if segments:
                    body.append("    _sizes.append(len(_g))")
            elif extra == "?":
                body.append(f"    if {name} is not None: _operands.append(_value({name}))")
                if segments:
                    body.append(f"    _sizes.append(0 if {name} is None else 1)")
            else:
                body.append(f"    _operands.append(_value({name}))")
                if segments:
                    body.append("    _sizes.append(1)")
        elif kind == "attr":
            attr_kind, optional, attr_name = extra
            body.append(f"    if {name} is not None: _attrs[{attr_name!r}] = _build_attr({attr_kind!r}, {name}, "
                        f"_default_ctx(loc))")
        else:
            body.append(f"    _succs.extend({name})" if extra else f"    _succs.append({name})")
    if segments:
        body.append("    _attrs['operandSegmentSizes'] = _ir.DenseI32ArrayAttr.get(_sizes, context=_ctx)")
    nregions = f"_REGIONS + {num_regions}" if num_regions else "_REGIONS"
    if infer:
        body.append(f"    _init_view(self, _NAME, results, _operands, _attrs, _succs, {nregions}, loc, ip,"
                    " results is None)")
    else:
        body.append(f"    _init_view(self, _NAME, _results, _operands, _attrs, _succs, {nregions}, loc, ip, False)")
    src = f"def __init__({', '.join(params)}):\n" + "\n".join(body) + "\n"
    env = {"_value": _value, "_build_attr": _build_attr, "_default_ctx": get_default_loc_context, "_ir": ir,
           "_init_view": _init_view, "_NAME": op_name, "_REGIONS": regions}
    exec(compile(src, f"<{class_name}.__init__>", "exec"), env)
    fn = env["__init__"]
    fn.__qualname__ = f"{class_name}.__init__"
    fn.__doc__ = f"Builds ``{op_name}``."
    return fn


def _snake(name):
    """``dynamicSizes`` -> ``dynamic_sizes`` (the builders' parameter names, as upstream's)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def _generate_builder(cls, snake, op_name, one_result):
    """The snake_case builder of ``cls``: the class's parameters in snake
    case, returning the result (or results, or the op)."""
    import inspect
    params, call = [], []
    star = False
    for p in list(inspect.signature(cls.__init__).parameters.values())[1:]:
        name = p.name if p.name in ("loc", "ip", "results") else _snake(p.name)
        if p.kind == p.KEYWORD_ONLY:
            if not star:
                params.append("*")
                star = True
            call.append(f"{p.name}={name}")
        else:
            call.append(name)
        params.append(name if p.default is p.empty else f"{name}=None")
    ret = "_first_result(op)" if one_result else "_results_or_op(op)"
    src = (f"def {snake}({', '.join(params)}):\n"
           f"    op = _cls({', '.join(call)})\n"
           f"    return {ret}\n")
    env = {"_cls": cls, "_first_result": _first_result, "_results_or_op": get_op_result_or_op_results}
    exec(compile(src, f"<{snake}>", "exec"), env)
    fn = env[snake]
    fn.__doc__ = f"Builds ``{op_name}`` and returns its result (or results, or the op)."
    fn.__module__ = cls.__module__
    return fn


def _value(x):
    """A Value from a Value, an op with one result or a one-result list (fast path for values)."""
    t = type(x)
    if t is ir.OpResult or t is ir.BlockArgument:
        return x
    return get_op_result_or_value(x)


def _init_view(self, name, results, operands, attrs, succs, regions, loc, ip, infer):
    self._h, self._ctx, self._owner = _create(name, results, operands, attrs, succs, regions, loc, ip, infer)


def _operand_group(op, operand_pos, i, segments):
    """The operand (or operands, for a variadic or optional group) ``i``."""
    ops = op.operation.operands
    if segments:
        sizes = list(ir.DenseI32ArrayAttr(op.operation.attributes["operandSegmentSizes"]))
    else:
        n_var = sum(1 for e in operand_pos if e[2] != "")
        extra = len(ops) - sum(1 for e in operand_pos if e[2] == "")
        sizes = [1 if e[2] == "" else (extra // n_var if n_var else 0) for e in operand_pos]
    start = sum(sizes[:i])
    group = ops[start:start + sizes[i]]
    kind = operand_pos[i][2]
    if kind == "":
        return group[0]
    if kind == "?":
        return group[0] if group else None
    return group


def _register_builtin_builders():
    def int_of(width):
        return lambda v, ctx: ir.IntegerAttr.get(ir.IntegerType.get_signless(width, context=ctx), v)
    ATTR_BUILDERS.update({
        "I32Attr": int_of(32), "I64Attr": int_of(64), "I1Attr": int_of(1), "IndexAttr":
        lambda v, ctx: ir.IntegerAttr.get(ir.IndexType.get(context=ctx), v),
        "StrAttr": lambda v, ctx: ir.StringAttr.get(v, context=ctx),
        "SymbolNameAttr": lambda v, ctx: ir.StringAttr.get(v, context=ctx),
        "FlatSymbolRefAttr": lambda v, ctx: ir.FlatSymbolRefAttr.get(v, context=ctx),
        "UnitAttr": lambda v, ctx: ir.UnitAttr.get(context=ctx) if v else None,
        "BoolAttr": lambda v, ctx: ir.BoolAttr.get(v, context=ctx),
        "TypeAttr": lambda v, ctx: ir.TypeAttr.get(v, context=ctx),
        "MemRefTypeAttr": lambda v, ctx: ir.TypeAttr.get(v, context=ctx),
        "ArrayAttr": lambda v, ctx: ir.ArrayAttr.get(list(v), context=ctx),
        "DeviceMappingArrayAttr": lambda v, ctx: ir.ArrayAttr.get(list(v), context=ctx),
        "DictArrayAttr": lambda v, ctx: ir.ArrayAttr.get(list(v), context=ctx),
        "F32Attr": lambda v, ctx: ir.FloatAttr.get_f32(v, context=ctx),
        "F64Attr": lambda v, ctx: ir.FloatAttr.get_f64(v, context=ctx),
        "AffineMapAttr": lambda v, ctx: ir.AffineMapAttr.get(v),
        "DenseI32ArrayAttr": lambda v, ctx: ir.DenseI32ArrayAttr.get(list(v), context=ctx),
        "DenseI64ArrayAttr": lambda v, ctx: ir.DenseI64ArrayAttr.get(list(v), context=ctx),
    })


_register_builtin_builders()
