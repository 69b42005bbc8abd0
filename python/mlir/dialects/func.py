"""``mlir.dialects.func``."""
from .. import ir
from ._ods_common import make_dialect, define_op, get_op_result_or_value

_Dialect = make_dialect("func")


class FuncOp(ir.OpView):
    """``func.func``: ``FuncOp(name, type, *, visibility=None, body_builder=None, loc=None, ip=None)``."""
    OPERATION_NAME = "func.func"
    _ODS_REGIONS = (1, True)

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

    @property
    def result_attrs(self):
        return self.attributes["res_attrs"] if "res_attrs" in self.attributes else None


ir.register_operation(_Dialect)(FuncOp)


def func(name, type, **kw):
    """Builds ``func.func`` (see ``FuncOp``)."""
    return FuncOp(name, type, **kw)


define_op(_Dialect, "ReturnOp", "func.return", ["operands_*"], module_globals=globals(), snake="return_")


class CallOp(ir.OpView):
    """``func.call``: ``CallOp(results, callee, operands)`` or ``CallOp(func_op, operands)``."""
    OPERATION_NAME = "func.call"

    def __init__(self, result_or_callee, callee_or_operands, operands=None, *, loc=None, ip=None):
        if isinstance(result_or_callee, FuncOp):
            results = result_or_callee.type.results
            callee = ir.FlatSymbolRefAttr.get(result_or_callee.name.value)
            operands = callee_or_operands
        else:
            results = list(result_or_callee)
            callee = callee_or_operands
            if isinstance(callee, str):
                callee = ir.FlatSymbolRefAttr.get(callee)
        op = ir.Operation.create("func.call", results=results,
                                 operands=[get_op_result_or_value(o) for o in operands or []],
                                 attributes={"callee": callee}, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)

    @property
    def callee(self):
        return self.attributes["callee"]


ir.register_operation(_Dialect)(CallOp)


def call(*args, **kw):
    """Builds ``func.call`` and returns its result(s)."""
    op = CallOp(*args, **kw)
    n = len(op.results)
    return op.result if n == 1 else (op.results if n else op)
