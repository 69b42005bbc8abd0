"""``mlir.dialects.func``: the op classes are generated from the definitions
(``_func_ops_gen``); here, upstream's hand-written ``FuncOp`` (its builder,
accessors and ``from_py_func``) and ``CallOp`` builders."""
from .. import ir
from ._ods_common import get_op_result_or_value as _get_op_result_or_value
from ._func_ops_gen import *  # noqa: F401,F403
from ._func_ops_gen import _Dialect, FuncOp as _FuncOpBase, CallOp as _CallOpBase


@ir.register_operation(_Dialect, replace=True)
class FuncOp(_FuncOpBase):
    """``func.func``: ``FuncOp(name, type, *, visibility=None, body_builder=None, loc=None, ip=None)``."""

    def __init__(self, name, type, *, visibility=None, body_builder=None, loc=None, ip=None):
        if isinstance(type, tuple):
            type = ir.FunctionType.get(inputs=list(type[0]), results=list(type[1]))
        attrs = {"sym_name": ir.StringAttr.get(str(name)), "function_type": ir.TypeAttr.get(type)}
        if visibility is not None:
            attrs["sym_visibility"] = ir.StringAttr.get(str(visibility))
        op = ir.Operation.create("func.func", attributes=attrs, regions=1, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)
        if body_builder:
            entry = self.add_entry_block()
            with ir.InsertionPoint(entry):
                body_builder(self)

    @property
    def is_external(self):
        return len(self.regions[0].blocks) == 0

    @property
    def body(self):
        return self.regions[0]

    @property
    def type(self):
        return ir.FunctionType(ir.TypeAttr(self.attributes["function_type"]).value)

    @property
    def name(self):
        return self.attributes["sym_name"]

    @property
    def visibility(self):
        return self.attributes["sym_visibility"] if "sym_visibility" in self.attributes else None

    @property
    def entry_block(self):
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs=None):
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)
        return self.body.blocks[0]

    @property
    def arguments(self):
        return self.entry_block.arguments

    @property
    def arg_attrs(self):
        return self.attributes["arg_attrs"] if "arg_attrs" in self.attributes else None

    @arg_attrs.setter
    def arg_attrs(self, attribute):
        if not isinstance(attribute, ir.ArrayAttr):
            attribute = ir.ArrayAttr.get(list(attribute))
        self.attributes["arg_attrs"] = attribute

    @property
    def result_attrs(self):
        return self.attributes["res_attrs"] if "res_attrs" in self.attributes else None

    @result_attrs.setter
    def result_attrs(self, attribute):
        self.attributes["res_attrs"] = attribute

    @classmethod
    def from_py_func(cls, *inputs, results=None, name=None):
        """Decorator: the decorated Python function builds the body of a new
        ``func.func`` taking ``inputs`` (its arguments are the block
        arguments; a ``func_op`` keyword receives the op). Without
        ``results``, what the function returns is returned by an implicit
        ``func.return`` and gives the result types. The decorated name then
        emits a ``func.call`` at the current insertion point."""
        import inspect

        def decorator(f):
            params = inspect.signature(f).parameters.values()
            wants_op = any(p.kind == p.VAR_KEYWORD or p.name == "func_op" and
                           p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) for p in params)
            implicit = results is None
            symbol = name or f.__name__
            op = cls(symbol, ir.FunctionType.get(list(inputs), [] if implicit else list(results)))
            with ir.InsertionPoint(op.add_entry_block()):
                returned = f(*op.entry_block.arguments, **({"func_op": op} if wants_op else {}))
                if not implicit:
                    assert returned is None, ("Capturing a python function with explicit `results=` requires "
                                              "that the wrapped function returns None.")
                    types = list(results)
                else:
                    if returned is None:
                        values = []
                    elif isinstance(returned, ir.Value):
                        values = [returned]
                    elif isinstance(returned, ir._OperationBase):
                        values = list(returned.results)
                    else:
                        values = list(returned)
                    ReturnOp(values)
                    types = [v.type for v in values]
                    op.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(list(inputs), types))

            def emit_call(*args):
                call_op = CallOp(types, ir.FlatSymbolRefAttr.get(symbol), list(args))
                return call_op.result if len(types) == 1 else (call_op.results if types else None)
            emit_call.__name__ = f.__name__
            emit_call.func_op = op
            return emit_call
        return decorator


func = FuncOp.from_py_func


@ir.register_operation(_Dialect, replace=True)
class CallOp(_CallOpBase):
    """``func.call``: ``CallOp(results, callee, arguments)`` or ``CallOp(func_op, arguments)``."""

    def __init__(self, calleeOrResults, argumentsOrCallee, arguments=None, *, loc=None, ip=None):
        if isinstance(calleeOrResults, FuncOp):
            results = calleeOrResults.type.results
            callee = ir.FlatSymbolRefAttr.get(calleeOrResults.name.value)
            operands = argumentsOrCallee
        else:
            results = list(calleeOrResults)
            callee = argumentsOrCallee
            operands = arguments
            if isinstance(callee, str):
                callee = ir.FlatSymbolRefAttr.get(callee)
        op = ir.Operation.create("func.call", results=results,
                                 operands=[_get_op_result_or_value(o) for o in operands or []],
                                 attributes={"callee": callee}, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)

    @property
    def callee(self):
        return self.attributes["callee"]
