"""What the dialect modules share: attribute builders and a small declarative
description of operations from which ``OpView`` subclasses and their
snake_case builder functions are made (following upstream's ``_ods_gen``
conventions: ``XOp(operands..., *, attrs..., results=None, loc=None, ip=None)``,
operand/result/attribute accessors, ``x(...)`` returning the result value)."""
from .. import ir
from .._registry import register_dialect, register_operation

#: Builders turning Python values into attributes, by attribute kind.
ATTR_BUILDERS = {}


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


def define_op(dialect, class_name, op_name, operands=(), results=(), attributes=(), regions=0, infer=False,
              module_globals=None, attrs_first=False):
    """Defines ``class_name`` (an ``OpView`` subclass for ``op_name``).

    ``operands``: names, a trailing ``*`` marks a variadic one; ``results``:
    names (their types are arguments before the operands unless ``infer``);
    ``attributes``: ``(name, kind, optional)``; ``attrs_first``: the required
    attributes come before the operands (as in the op's ODS argument list).
    """
    ops = [o.rstrip("*") for o in operands]
    variadic = [o.endswith("*") for o in operands]

    def __init__(self, *args, loc=None, ip=None, results=None, **kw):
        args = list(args)
        nres = 0 if infer else len(class_results)
        if results is None:
            results = args[:nres] if nres else None
            args = args[nres:]
        ctx = get_default_loc_context(loc)
        attrs = {}

        def take_attrs():
            for aname, kind, optional in attributes:
                v = args.pop(0) if args and not optional else kw.pop(aname, None)
                if v is None and not optional:
                    raise ValueError(f"missing required attribute '{aname}'")
                a = _build_attr(kind, v, ctx)
                if a is not None:
                    attrs[aname] = a
        if attrs_first:
            take_attrs()
        vals = []
        for i, name in enumerate(ops):
            if variadic[i]:
                v = args.pop(0) if args else kw.pop(name, [])
                vals.extend(get_op_result_or_value(x) for x in v)
            else:
                v = args.pop(0) if args else kw.pop(name)
                vals.append(get_op_result_or_value(v))
        if not attrs_first:
            take_attrs()
        if args or kw:
            raise TypeError(f"{class_name}: unexpected arguments {args or ''} {list(kw) or ''}")
        if infer and results is None:
            h = ir.Operation.create(op_name, operands=vals, attributes=attrs, regions=regions, loc=loc, ip=ip,
                                    infer_type=True)
        else:
            h = ir.Operation.create(op_name, results=list(results or []), operands=vals, attributes=attrs,
                                    regions=regions, loc=loc, ip=ip)
        ir.OpView.__init__(self, h)

    class_results = list(results)
    ns = {"OPERATION_NAME": op_name, "_ODS_REGIONS": (regions, True), "__init__": __init__,
          "__doc__": f"``{op_name}``.", "__slots__": ()}
    for i, name in enumerate(ops):
        if not variadic[i]:
            ns[name] = property(lambda self, i=i: self.operation.operands[i])
        else:
            ns[name] = property(lambda self, i=i: self.operation.operands[i:])
    for i, name in enumerate(results):
        ns[name] = property(lambda self, i=i: self.operation.results[i])
    for aname, kind, optional in attributes:
        def get(self, aname=aname):
            a = self.operation.attributes
            return a[aname] if aname in a else None

        def put(self, value, aname=aname, kind=kind):
            self.operation.attributes[aname] = _build_attr(kind, value, self.context)
        ns[aname] = property(get, put)
    cls = type(class_name, (ir.OpView,), ns)
    register_operation(dialect)(cls)
    if module_globals is not None:
        module_globals[class_name] = cls
        snake = op_name.split(".", 1)[1].replace(".", "_")

        if len(results) == 1 and not any(variadic):
            def builder(*args, **kw):
                return cls(*args, **kw).result
        else:
            def builder(*args, **kw):
                return get_op_result_or_op_results(cls(*args, **kw))
        builder.__name__ = snake
        builder.__doc__ = f"Builds ``{op_name}`` and returns its result (or results, or the op)."
        module_globals[snake] = builder
    return cls


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
        "ArrayAttr": lambda v, ctx: ir.ArrayAttr.get(list(v), context=ctx),
        "DictArrayAttr": lambda v, ctx: ir.ArrayAttr.get(list(v), context=ctx),
        "F32Attr": lambda v, ctx: ir.FloatAttr.get_f32(v, context=ctx),
        "F64Attr": lambda v, ctx: ir.FloatAttr.get_f64(v, context=ctx),
    })


_register_builtin_builders()
