# Op classes written by users as upstream documents: OpView subclasses with
# ODS segment specs, build_generic, register_operation, a user dialect class.
from mlir.ir import *
from mlir.dialects import arith
from mlir.dialects._ods_common import _cext


@_cext.register_dialect
class MyDialect(Dialect):
    DIALECT_NAMESPACE = "my"


@_cext.register_operation(MyDialect)
class PackOp(OpView):
    OPERATION_NAME = "my.pack"
    _ODS_REGIONS = (1, True)
    _ODS_OPERAND_SEGMENTS = [1, -1, 0]
    _ODS_RESULT_SEGMENTS = [-1, 1]

    def __init__(self, results, first, rest, maybe=None, *, loc=None, ip=None):
        super().__init__(self.OPERATION_NAME, self._ODS_REGIONS, self._ODS_OPERAND_SEGMENTS,
                         self._ODS_RESULT_SEGMENTS, results=results, operands=[first, rest, maybe],
                         attributes={"tag": StringAttr.get("p")}, loc=loc, ip=ip)

    @property
    def first(self):
        return self.operands[0]


with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    m = Module.create()
    with InsertionPoint(m.body):
        a = arith.constant(i32, 1)
        b = arith.constant(i32, 2)
        p = PackOp([[i32, i32], i32], a, [b, a])
        q = PackOp([[], i32], a, [], maybe=b)
        g = arith.AddIOp.build_generic(operands=[a, b])
        h = arith.AddIOp.build_generic(results=[i32], operands=[a, b], attributes={})
    print(m)
    # (a class is looked up only for namespaces with a mlir.dialects module, as upstream)
    print(type(m.body.operations[2]).__name__, m.body.operations[2].operands[0] == a, p.first == a)
    print(type(g).__name__, g.result.type, type(h).__name__)
    try:
        PackOp([[], i32], None, [])
    except Exception as e:
        print(type(e).__name__)
