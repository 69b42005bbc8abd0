"""Beyond upstream: using IR whose operation, block or region was erased raises
``StaleObjectError`` (upstream's bindings crash or read freed memory)."""
import unittest

from mlir.ir import Context, Location, Module, StaleObjectError, Operation, InsertionPoint, IntegerType


SRC = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %a : i32
}"""


class Stale(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.loc = Location.unknown(self.ctx)
        self.m = Module.parse(SRC, self.ctx)
        self.f = self.m.body.operations[0]
        self.blk = self.f.regions[0].blocks[0]

    def test_erased_operation(self):
        mul = self.blk.operations[1]
        res = mul.result
        mul.erase()
        for use in (lambda: mul.name, lambda: str(mul), lambda: mul.operands[0], lambda: res.type,
                    lambda: mul.attributes["x"], lambda: mul.verify()):
            with self.assertRaises(StaleObjectError):
                use()
        self.assertEqual(len(self.blk.operations), 2)

    def test_erased_parent_invalidates_block_and_region(self):
        region = self.f.regions[0]
        arg = self.blk.arguments[0]
        self.f.erase()
        for use in (lambda: list(self.blk.operations), lambda: len(region.blocks), lambda: arg.type,
                    lambda: self.blk.arguments[0]):
            with self.assertRaises(StaleObjectError):
                use()
        self.assertEqual(str(self.m), "module {\n}\n")

    def test_no_report_leaks_to_later_calls(self):
        op = self.blk.operations[0]
        op.erase()
        with self.assertRaises(StaleObjectError):
            op.name
        self.assertEqual(self.f.name.value, "f")

    def test_detached_ops_are_freed_and_insertable(self):
        with self.loc, InsertionPoint(self.blk):
            op = Operation.create("arith.constant", results=[IntegerType.get_signless(32)],
                                  attributes={}, ip=None)
        self.assertTrue(op.attached)
        op2 = op.detach_from_parent()
        self.assertFalse(op2.attached)
        InsertionPoint.at_block_begin(self.blk).insert(op2)
        self.assertEqual(self.blk.operations[0].name, "arith.constant")


if __name__ == "__main__":
    unittest.main()


class Finalizers(unittest.TestCase):
    def test_collecting_a_wrapper_of_an_erased_detached_op_reports_nothing(self):
        from mlir import _capi
        ctx = Context()
        with Location.unknown(ctx):
            ctx.allow_unregistered_dialects = True
            op = Operation.create("t.x")
            other = Operation._wrap(op._h, ctx)
            other.erase()  # erases through another wrapper; op's owner still holds the handle
            del op, other
            import gc
            gc.collect()
            self.assertEqual(_capi.misuse, [])
            self.assertEqual(str(Module.create()), "module {\n}\n")

    def test_an_op_inserted_behind_our_back_is_not_destroyed(self):
        ctx = Context()
        with Location.unknown(ctx):
            ctx.allow_unregistered_dialects = True
            m = Module.create()
            op = Operation.create("t.y")
            from mlir._capi import lib
            lib.mlirBlockAppendOwnedOperation(m.body._h, op._h)  # not through the Python API
            del op
            import gc
            gc.collect()
            self.assertEqual(str(m), 'module {\n  "t.y"() : () -> ()\n}\n')

    def test_detached_op_lives_while_any_wrapper_does(self):
        ctx = Context()
        with Location.unknown(ctx):
            ctx.allow_unregistered_dialects = True
            m = Module.parse('"t.a"() : () -> ()\n"t.b"() : () -> ()', ctx)
            a = m.body.operations[0]
            a.detach_from_parent()  # the returned view is dropped at once
            import gc
            gc.collect()
            self.assertEqual(a.name, "t.a")
            parsed = Operation.parse('"t.c"() : () -> ()', context=ctx)
            gc.collect()
            self.assertEqual(parsed.name, "t.c")
            m.body.append(a)
            self.assertEqual([o.name for o in m.body.operations], ["t.b", "t.a"])

    def test_values_and_regions_keep_their_module_alive(self):
        # Upstream's bindings keep the module alive from its operations too,
        # but crash on some of these chains (so no differential script).
        import gc
        ctx = Context()
        op = Module.parse('func.func @f() { return }', ctx).body.operations[0]
        blk = Module.parse('func.func @g() { return }', ctx).body
        gc.collect()
        self.assertEqual(str(op.attributes["sym_name"]), '"f"')
        self.assertEqual(len(blk.operations), 1)
        v = Module.parse('func.func @h(%a: i32) { return }', ctx).body.operations[0].regions[0].blocks[0].arguments[0]
        region = Module.parse('func.func @i() { return }', ctx).body.operations[0].regions[0]
        gc.collect()
        self.assertEqual(str(v.type), "i32")
        self.assertEqual(len(region.blocks), 1)
        top = Module.parse('func.func @k() { return }', ctx).operation
        gc.collect()
        self.assertEqual(str(top.regions[0].blocks[0].operations[0].attributes["sym_name"]), '"k"')

    def test_op_erased_by_a_pass_or_a_pattern_raises(self):
        from mlir.passmanager import PassManager
        from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily
        ctx = Context()
        with Location.unknown(ctx):
            m = Module.parse("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n"
                             "  %1 = arith.muli %a, %a : i32\n  return %a : i32\n}", ctx)
            ops = list(m.body.operations[0].regions[0].blocks[0].operations)
            PassManager.parse("builtin.module(canonicalize)", ctx).run(m.operation)
            with self.assertRaises(StaleObjectError):
                ops[0].name
            m2 = Module.parse("func.func @g(%a: i32) -> i32 {\n  %0 = arith.subi %a, %a : i32\n"
                              "  return %0 : i32\n}", ctx)
            sub = m2.body.operations[0].regions[0].blocks[0].operations[0]
            patterns = RewritePatternSet(ctx)
            patterns.add("arith.subi", lambda op, rw: rw.replace_op(op, [op.lhs]))
            apply_patterns_and_fold_greedily(m2, patterns.freeze())
            with self.assertRaises(StaleObjectError):
                sub.operands[0]
            self.assertNotIn("arith.subi", str(m2))

    def test_creating_an_op_with_a_stale_operand_raises_at_once(self):
        from mlir import _capi
        ctx = Context()
        with Location.unknown(ctx):
            ctx.allow_unregistered_dialects = True
            m = Module.create()
            with InsertionPoint(m.body):
                src = Operation.create("t.src", results=[IntegerType.get_signless(8)])
                v = src.result
                src.erase()
                with self.assertRaises(StaleObjectError):
                    Operation.create("t.use", operands=[v])
            self.assertEqual(_capi.misuse, [])
