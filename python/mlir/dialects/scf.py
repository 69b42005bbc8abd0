"""``mlir.dialects.scf``: structured control flow, with upstream's conveniences
(``ForOp`` building its body block, ``IfOp`` its branches, ``for_``)."""
from .. import ir
from .._registry import register_operation
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op
from ._ods_common import get_op_result_or_value as _get_op_result_or_value
from ._ods_common import _generate_builder
from .arith import constant  # noqa: F401 (upstream's scf module exports it too)

_Dialect = _make_dialect("scf")

_g = globals()
_define_op(_Dialect, "YieldOp", "scf.yield", ["results_*"], module_globals=_g, snake="yield_")
_define_op(_Dialect, "ConditionOp", "scf.condition", ["condition", "args*"], module_globals=_g)
_define_op(_Dialect, "ExecuteRegionOp", "scf.execute_region", ["@no_inline:UnitAttr?"], ["result*"], regions=1,
          module_globals=_g)
_define_op(_Dialect, "WhileOp", "scf.while", ["inits*"], ["results_*"], regions=2, module_globals=_g,
          snake="while_")
_define_op(_Dialect, "ReduceReturnOp", "scf.reduce.return", ["result"], module_globals=_g)
_define_op(_Dialect, "ParallelOp", "scf.parallel", ["lowerBound*", "upperBound*", "step*", "initVals*"],
          ["results_*"], regions=1, segments=True, module_globals=_g)
_ForallBase = _define_op(
    _Dialect, "ForallOp", "scf.forall",
    ["dynamicLowerBound*", "dynamicUpperBound*", "dynamicStep*", "@staticLowerBound:DenseI64ArrayAttr",
     "@staticUpperBound:DenseI64ArrayAttr", "@staticStep:DenseI64ArrayAttr", "outputs*", "@mapping:ArrayAttr?"],
    ["results_*"], regions=1, segments=True)
_ForBase = _define_op(_Dialect, "ForOp", "scf.for", ["lowerBound", "upperBound", "step", "initArgs*"],
                     ["results_*"], regions=1)
_IfBase = _define_op(_Dialect, "IfOp", "scf.if", ["condition"], ["results_*"], regions=2)
# The snake_case builders of scf.if and scf.forall take the generated (raw) arguments, as upstream's.
if_ = _generate_builder(_IfBase, "if_", "scf.if", False)


def _values(xs):
    if xs is None:
        return []
    if isinstance(xs, ir._OperationBase):
        return list(xs.results)
    return [_get_op_result_or_value(x) for x in xs]


@register_operation(_Dialect, replace=True)
class ForOp(_ForBase):
    """``scf.for``: ``ForOp(lower_bound, upper_bound, step, iter_args=None)`` with its body block."""
    __slots__ = ()

    def __init__(self, lower_bound, upper_bound, step, iter_args=None, *, loc=None, ip=None):
        iter_args = _values(iter_args)
        results = [a.type for a in iter_args]
        super().__init__(results, lower_bound, upper_bound, step, iter_args, loc=loc, ip=ip)
        self.regions[0].blocks.append(_get_op_result_or_value(lower_bound).type, *results)

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
        op = ir.Operation.create("scf.reduce", operands=[_get_op_result_or_value(o) for o in operands_],
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


def forall_in_parallel(*, loc=None, ip=None):
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
        op = ir.Operation.create("scf.index_switch", results=list(results), operands=[_get_op_result_or_value(arg)],
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


def _index_fold_results(values):
    """(dynamic Values, static list with the dynamic sentinel) of mixed ints and Values."""
    dynamic, static = [], []
    for v in values:
        if isinstance(v, (ir.Value, ir._OperationBase)):
            dynamic.append(_get_op_result_or_value(v))
            static.append(ir.ShapedType.get_dynamic_size())
        else:
            static.append(v)
    return dynamic, static


@register_operation(_Dialect, replace=True)
class ForallOp(_ForallBase):
    """``scf.forall``: ``ForallOp(lower_bounds, upper_bounds, steps, shared_outs=None, *, mapping=None)``
    from mixed ints and Values, with its body block (induction variables, then the shared outputs)."""
    __slots__ = ()

    def __init__(self, lower_bounds, upper_bounds, steps, shared_outs=None, *, mapping=None, loc=None, ip=None):
        assert len(lower_bounds) == len(upper_bounds) == len(steps), \
            "Mismatch in length of lower bounds, upper bounds, and steps"
        shared_outs = _values(shared_outs)
        dyn_lb, st_lb = _index_fold_results(lower_bounds)
        dyn_ub, st_ub = _index_fold_results(upper_bounds)
        dyn_st, st_st = _index_fold_results(steps)
        results = [v.type for v in shared_outs]
        super().__init__(results, dyn_lb, dyn_ub, dyn_st, st_lb, st_ub, st_st, shared_outs, mapping=mapping,
                         loc=loc, ip=ip)
        self.regions[0].blocks.append(*([ir.IndexType.get()] * len(st_lb)), *results)

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def rank(self):
        return len(ir.DenseI64ArrayAttr(self.attributes["staticLowerBound"]))

    @property
    def induction_variables(self):
        return self.body.arguments[:self.rank]

    @property
    def inner_iter_args(self):
        return self.body.arguments[self.rank:]

    def terminator(self):
        """The ``scf.forall.in_parallel`` terminator, created if absent."""
        ops = self.body.operations
        with ir.InsertionPoint(self.body):
            if not len(ops):
                return InParallelOp()
            last = ops[len(ops) - 1]
            return last if isinstance(last, InParallelOp) else InParallelOp()


forall = _generate_builder(_ForallBase, "forall", "scf.forall", False)
