# Parsing, printing with flags, navigation, values and uses, errors.
from mlir.ir import *


def t(f):
    try:
        print("OK", f())
    except Exception as e:
        print(type(e).__name__, e)


with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    m = Module.parse('''
      func.func @f(%a: i32, %b: i32) -> i32 {
        %0 = arith.addi %a, %b : i32 loc("x.py":3:4)
        %1 = arith.muli %0, %a : i32
        "t.use"(%0, %1) {note = "n", big = dense<[1, 2, 3, 4]> : tensor<4xi32>} : (i32, i32) -> ()
        return %1 : i32
      }''')
    f = m.body.operations[0]
    blk = f.regions[0].blocks[0]
    ops = list(blk.operations)
    print([o.name for o in ops], len(blk.operations), blk.operations[-1].name)
    add = ops[0]
    print(add.result, add.result.type, add.result.get_name(), add.location)
    print(add.get_asm(print_generic_op_form=True))
    print(add.get_asm(enable_debug_info=True))
    print(ops[2].get_asm(large_elements_limit=2))
    print(f.get_asm(skip_regions=True))
    print([u.owner.name for u in add.result.uses], [u.operand_number for u in add.result.uses])
    print(blk.arguments[0], blk.arguments[1].arg_number, blk.arguments[0].owner == blk)
    print(ops[2].attributes["note"], len(ops[2].attributes), "note" in ops[2].attributes)
    print(repr(ops[2].attributes[0]))
    t(lambda: ops[2].attributes["missing"])
    t(lambda: add.results[3])
    t(lambda: ops[2].result)
    add.result.replace_all_uses_with(blk.arguments[1])
    print(blk)
    ops[1].move_before(ops[0])
    t(lambda: m.operation.verify())
    ops[1].move_after(ops[0])
    t(lambda: m.operation.verify())
    c = ops[2].clone(ip=InsertionPoint.at_block_terminator(blk))
    c.attributes["note"] = StringAttr.get("cloned")
    del c.attributes["big"]
    print(f)
    ops[0].erase()
    print(str(f))
    t(lambda: Module.parse("func.func @g( {"))
    t(lambda: Attribute.parse("[1, "))
    t(lambda: Type.parse("!!"))
    t(lambda: Operation.create("x.y", results=[IntegerType.get_signless(1)], attributes={"a": UnitAttr.get()},
                               regions=1).verify())
    t(lambda: IntegerType(F32Type.get()))
    t(lambda: Location.file("a.mlir", 1, 2, 3, 4))
    t(lambda: Location.fused([Location.name("a"), Location.file("b", 1, 1)]))
    t(lambda: Location.callsite(Location.name("callee"), [Location.name("c1"), Location.name("c2")]))
    t(lambda: [x for x in Location.fused([Location.name("a"), Location.name("b")]).locations])
    t(lambda: Location.name("n", childLoc=Location.file("q", 5, 6)).child_loc)
    t(lambda: ctx.is_registered_operation("arith.addi"))
    t(lambda: ctx.is_registered_operation("nope.op"))
    seen = []

    def handler(d):
        seen.append((d.severity, str(d.location), d.message))
        return True
    h = ctx.attach_diagnostic_handler(handler)
    Location.file("e.py", 9, 1).emit_error("boom")
    h.detach()
    print(seen)
    walked = []
    m.operation.walk(lambda op: walked.append(op.name) or WalkResult.ADVANCE)
    print(walked)
    walked = []
    m.operation.walk(lambda op: walked.append(op.name) or WalkResult.INTERRUPT, walk_order=WalkOrder.PRE_ORDER)
    print(walked)
    blk2 = Block.create_at_start(f.regions[0], [IndexType.get()])
    print(len(f.regions[0].blocks), blk2.arguments[0].type)
    op = Operation.parse('"p.q"() : () -> ()')
    print(op, op.parent if False else "")
    t(lambda: op.detach_from_parent())

# Printing with a shared AsmState, file output, names with local scope.
import io
with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32 loc("n"("x.py":1:1))\n'
                     '  %1 = arith.muli %0, %0 : i32\n  return %1 : i32\n}')
    f = m.body.operations[0]
    ops = list(f.regions[0].blocks[0].operations)
    state = AsmState(f)
    ops[1].print(state)
    print()
    print(ops[1].result.get_name(), ops[1].result.get_name(use_local_scope=True),
          ops[0].result.get_name(use_name_loc_as_prefix=True))
    buf = io.StringIO()
    f.print(file=buf, enable_debug_info=True, pretty_debug_info=True, use_local_scope=True)
    print(buf.getvalue())
    print(f.get_asm(use_name_loc_as_prefix=True, assume_verified=True))
    print(ops[0].is_before_in_block(ops[1]), ops[1].is_before_in_block(ops[0]))
    ops[2].operation.replace_uses_of_with(ops[1].result, ops[0].result)
    print(f)
    print([str(b) for b in f.regions[0]], [repr(type(r)) for r in f.regions][:0])
