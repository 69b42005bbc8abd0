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
