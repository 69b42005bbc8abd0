"""``mlir.dialects.scf``: structured control flow. The op classes are
generated from the definitions (``_scf_ops_gen``); here, upstream's
hand-written conveniences (``ForOp`` building its body block, ``IfOp`` its
branches, ``for_``, ``ForallOp`` from mixed bounds, ``IndexSwitchOp`` with its
blocks)."""
from .. import ir
from .._registry import register_operation
from ._ods_common import get_op_result_or_value as _get_op_result_or_value
from ._scf_ops_gen import *  # noqa: F401,F403
from ._scf_ops_gen import _Dialect, ForOp as _ForBase, IfOp as _IfBase, ForallOp as _ForallBase
from ._scf_ops_gen import InParallelOp as _InParallelBase
from ._scf_ops_gen import IndexSwitchOp as _IndexSwitchBase
from .arith import constant  # noqa: F401 (upstream's scf module exports it too)


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


@register_operation(_Dialect, replace=True)
class InParallelOp(_InParallelBase):
    """``scf.forall.in_parallel`` with its block."""

    def __init__(self, loc=None, ip=None):
        ir.OpView.__init__(self, ir.Operation.create("scf.forall.in_parallel", regions=1, loc=loc, ip=ip))
        self.regions[0].blocks.append()

    @property
    def block(self):
        return self.regions[0].blocks[0]


def forall_in_parallel(*, loc=None, ip=None):
    """Builds ``scf.forall.in_parallel``."""
    return InParallelOp(loc=loc, ip=ip)


@register_operation(_Dialect, replace=True)
class IndexSwitchOp(_IndexSwitchBase):
    """``scf.index_switch``: ``IndexSwitchOp(results, arg, cases, case_body_builder=None,
    default_body_builder=None)``; the default region comes first, then one per case."""

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

