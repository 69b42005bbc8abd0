# Blocks and regions: creation, arguments, successors, predecessors, operand
# and successor updates, use replacement.
from mlir.ir import *
from mlir.dialects import cf, func, arith

with Context() as ctx, Location.unknown() as loc:
    i32 = IntegerType.get_signless(32)
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("g", ([i32, i32], [i32]))
    entry = f.add_entry_block()
    exit_ = entry.create_after(i32)
    mid = exit_.create_before()
    with InsertionPoint(entry):
        s = arith.addi(entry.arguments[0], entry.arguments[1])
        br = cf.BranchOp([], mid)
    with InsertionPoint(mid):
        cf.BranchOp([s], exit_)
    with InsertionPoint(exit_):
        func.ReturnOp([exit_.arguments[0]])
    print(f)
    print(len(f.regions[0].blocks), [len(b.arguments) for b in f.regions[0].blocks])
    print([len(b.predecessors) for b in f.regions[0].blocks], [len(b.successors) for b in f.regions[0].blocks])
    print(entry.successors[0] == mid, exit_.predecessors[0] == mid, br.successors[0] == mid)
    br.operation.successors[0] = exit_
    br.operation.operands  # no operands yet
    print(f.verify() if False else "", len(br.operands))
    arg = exit_.add_argument(i32, loc)
    print(arg.arg_number, exit_.arguments.types, entry.arguments.types)
    exit_.erase_argument(1)
    print(len(exit_.arguments))
    s.owner.operands[1] = entry.arguments[0]
    print(s.owner)
    entry.arguments[1].replace_all_uses_with(entry.arguments[0])
    s.replace_all_uses_except(entry.arguments[1], [])
    print(s.owner.results.types, s.owner.results.owner == s.owner if False else "", len(list(s.uses)))
    r = Region.__name__
    spare = Block.create_at_start(f.regions[0], [i32, i32], [loc, loc])
    print(len(f.regions[0].blocks), spare.arguments.types, spare.region == f.regions[0], spare.owner.name)
    try:
        Block.create_at_start(f.regions[0], [i32], [])
    except Exception as e:
        print(type(e).__name__)
    print(str(spare))
    del spare
    print(entry.operations[0].is_before_in_block(entry.operations[1]))
    first, second = list(entry.operations)
    second.move_before(first)
    print([o.name for o in entry.operations])
    first.move_before(second)
    other = Module.create()
    spare2 = Block.create_at_start(f.regions[0])
    spare2.append(Operation.create("t.noop") if False else arith.ConstantOp(i32, 5, ip=InsertionPoint(spare2)).operation)
    print(len(spare2.operations), spare2.operations[0].name)
