"""``mlir.dialects.scf``: structured control flow, with upstream's conveniences
(``ForOp`` building its body block, ``IfOp`` its branches, ``for_``)."""
from .. import ir
from .._registry import register_operation
from ._ods_common import make_dialect, define_op, get_op_result_or_value
from .arith import constant

_Dialect = make_dialect("scf")

_g = globals()
define_op(_Dialect, "YieldOp", "scf.yield", ["results_*"], module_globals=_g, snake="yield_")
define_op(_Dialect, "ConditionOp", "scf.condition", ["condition", "args*"], module_globals=_g)
define_op(_Dialect, "ExecuteRegionOp", "scf.execute_region", ["@no_inline:UnitAttr?"], ["result*"], regions=1,
          module_globals=_g)
define_op(_Dialect, "WhileOp", "scf.while", ["inits*"], ["results_*"], regions=2, module_globals=_g,
          snake="while_")
define_op(_Dialect, "ReduceReturnOp", "scf.reduce.return", ["result"], module_globals=_g)
define_op(_Dialect, "ParallelOp", "scf.parallel", ["lowerBound*", "upperBound*", "step*", "initVals*"],
          ["results_*"], regions=1, segments=True, module_globals=_g)
_ForBase = define_op(_Dialect, "ForOp", "scf.for", ["lowerBound", "upperBound", "step", "initArgs*"],
                     ["results_*"], regions=1)
_IfBase = define_op(_Dialect, "IfOp", "scf.if", ["condition"], ["results_*"], regions=2)


def _values(xs):
    if xs is None:
        return []
    if isinstance(xs, ir._OperationBase):
        return list(xs.results)
    return [get_op_result_or_value(x) for x in xs]


@register_operation(_Dialect, replace=True)
class ForOp(_ForBase):
    """``scf.for``: ``ForOp(lower_bound, upper_bound, step, iter_args=None)`` with its body block."""
    __slots__ = ()

    def __init__(self, lower_bound, upper_bound, step, iter_args=None, *, loc=None, ip=None):
        iter_args = _values(iter_args)
        results = [a.type for a in iter_args]
        super().__init__(results, lower_bound, upper_bound, step, iter_args, loc=loc, ip=ip)
        self.regions[0].blocks.append(get_op_result_or_value(lower_bound).type, *results)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def induction_variable(self):
        return self.body.arguments[0]

    @property
    def inner_iter_args(self):
        return self.body.arguments[1:]


@register_operation(_Dialect, replace=True)
class IfOp(_IfBase):
    """``scf.if``: ``IfOp(cond, results_=None, *, has_else=False)`` with its blocks."""
    __slots__ = ()

    def __init__(self, cond, results_=None, *, has_else=False, loc=None, ip=None):
        super().__init__(list(results_ or []), cond, loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if has_else:
            self.regions[1].blocks.append()

    @property
    def then_block(self):
        return self.regions[0].blocks[0]

    @property
    def else_block(self):
        blocks = self.regions[1].blocks
        return blocks[0] if len(blocks) else None


def for_(start, stop=None, step=None, iter_args=None, *, loc=None, ip=None):
    """A generator over a new ``scf.for``: yields the induction variable (and the
    inner iteration arguments and results) with the insertion point in the body."""
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start
    params = []
    for p in (start, stop, step):
        if isinstance(p, float):
            raise ValueError(f"{p=} must be int.")
        params.append(constant(ir.IndexType.get(), p) if isinstance(p, int) else p)
    op = ForOp(*params, iter_args, loc=loc, ip=ip)
    iv = op.induction_variable
    inner = tuple(op.inner_iter_args)
    with ir.InsertionPoint(op.body):
        if len(inner) > 1:
            yield iv, inner, op.results
        elif len(inner) == 1:
            yield iv, inner[0], op.results[0]
        else:
            yield iv


@register_operation(_Dialect)
class ReduceOp(ir.OpView):
    """``scf.reduce``: ``ReduceOp(operands_, num_reductions)`` with one region per reduction."""
    OPERATION_NAME = "scf.reduce"
    _ODS_REGIONS = (0, False)

    def __init__(self, operands_, num_reductions, *, loc=None, ip=None):
        op = ir.Operation.create("scf.reduce", operands=[get_op_result_or_value(o) for o in operands_],
                                 regions=num_reductions, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)

    @property
    def operands_(self):
        return self.operation.operands[:]

    @property
    def reductions(self):
        return self.regions


def reduce(operands_, num_reductions, *, loc=None, ip=None):
    """Builds ``scf.reduce``."""
    return ReduceOp(operands_, num_reductions, loc=loc, ip=ip)


@register_operation(_Dialect)
class InParallelOp(ir.OpView):
    """``scf.forall.in_parallel`` with its block."""
    OPERATION_NAME = "scf.forall.in_parallel"
    _ODS_REGIONS = (1, True)

    def __init__(self, loc=None, ip=None):
        ir.OpView.__init__(self, ir.Operation.create("scf.forall.in_parallel", regions=1, loc=loc, ip=ip))
        self.regions[0].blocks.append()

    @property
    def block(self):
        return self.regions[0].blocks[0]


def forall_in_parallel(loc=None, ip=None):
    """Builds ``scf.forall.in_parallel``."""
    return InParallelOp(loc=loc, ip=ip)


@register_operation(_Dialect)
class IndexSwitchOp(ir.OpView):
    """``scf.index_switch``: ``IndexSwitchOp(results, arg, cases, case_body_builder=None,
    default_body_builder=None)``; the default region comes first, then one per case."""
    OPERATION_NAME = "scf.index_switch"
    _ODS_REGIONS = (1, False)

    def __init__(self, results, arg, cases, case_body_builder=None, default_body_builder=None, loc=None, ip=None):
        cases = list(cases)
        attrs = {"cases": ir.DenseI64ArrayAttr.get(cases)}
        op = ir.Operation.create("scf.index_switch", results=list(results), operands=[get_op_result_or_value(arg)],
                                 attributes=attrs, regions=1 + len(cases), loc=loc, ip=ip)
        ir.OpView.__init__(self, op)
        for region in self.regions:
            region.blocks.append()
        if default_body_builder is not None:
            with ir.InsertionPoint(self.default_block):
                default_body_builder(self)
        if case_body_builder is not None:
            for i, value in enumerate(cases):
                with ir.InsertionPoint(self.case_block(i)):
                    case_body_builder(self, i, value)

    @property
    def default_region(self):
        return self.regions[0]

    @property
    def default_block(self):
        return self.default_region.blocks[0]

    @property
    def case_regions(self):
        return self.regions[1:]

    def case_region(self, i):
        return self.regions[1 + i]

    @property
    def case_blocks(self):
        return [r.blocks[0] for r in self.case_regions]

    def case_block(self, i):
        return self.case_region(i).blocks[0]


def index_switch(results, arg, cases, case_body_builder=None, default_body_builder=None, loc=None, ip=None):
    """Builds ``scf.index_switch`` and returns its result(s) or the op."""
    op = IndexSwitchOp(results, arg, cases, case_body_builder, default_body_builder, loc=loc, ip=ip)
    n = len(op.results)
    return op.result if n == 1 else (op.results if n else op)
