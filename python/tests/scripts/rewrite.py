# Patterns written in Python, the greedy and walk drivers.
from mlir.ir import *
from mlir.dialects import arith
from mlir.rewrite import *

with Context() as ctx, Location.unknown():
    src = """func.func @f(%a: i32, %b: i32) -> i32 {
      %0 = arith.addi %a, %b : i32
      %1 = arith.muli %0, %b : i32
      %2 = arith.subi %1, %1 : i32
      return %2 : i32
    }"""

    def add_to_sub(op, rewriter):
        with rewriter.ip:
            new = arith.subi(op.lhs, op.rhs)
        rewriter.replace_op(op, [new])

    def mul_to_shl(op, rewriter):
        if not isinstance(op.rhs.owner, Block):
            return True
        with rewriter.ip:
            new = arith.ShLIOp(op.lhs, op.rhs)
        rewriter.replace_op(op, new)

    m = Module.parse(src)
    patterns = RewritePatternSet()
    patterns.add(arith.AddIOp, add_to_sub)
    patterns.add("arith.muli", mul_to_shl, benefit=2)
    frozen = patterns.freeze()
    apply_patterns_and_fold_greedily(m, frozen)
    print(m)
    m = Module.parse(src)
    walk_and_apply_patterns(m.operation, frozen)
    print(m)
    cfg = GreedyRewriteConfig()
    cfg.max_iterations = 3
    cfg.enable_folding = False
    cfg.strictness = GreedyRewriteStrictness.EXISTING_OPS
    print(cfg.max_iterations, cfg.enable_folding, cfg.strictness, cfg.use_top_down_traversal,
          cfg.region_simplification_level)
    m = Module.parse(src)
    apply_patterns_and_fold_greedily(m.body.operations[0], frozen, cfg)
    print(m)
