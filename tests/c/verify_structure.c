// Structural rules of the verifier, one case per rule: unregistered
// dialects, successors, terminators, entry blocks, empty
// blocks, branches across regions.
#include "diag_print.h"

static MlirType i32(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 32); }

static void valid_module(void) {
  MlirContext ctx = diag_context(1);
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  MlirBlock body = mlirModuleGetBody(m);
  MlirType t = i32(ctx);
  MlirOperation c = append(body, op_simple(at(ctx, 2), "foo.const", &t));
  MlirValue v = mlirOperationGetResult(c, 0);
  append(body, op_make(at(ctx, 3), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
  check("valid module of unregistered operations", mlirModuleGetOperation(m));
  MlirModule empty = mlirModuleCreateEmpty(at(ctx, 4));
  check("empty module", mlirModuleGetOperation(empty));
  mlirModuleDestroy(empty);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void unregistered_dialect(void) {
  MlirContext ctx = diag_context(0);
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  MlirType t = i32(ctx);
  append(mlirModuleGetBody(m), op_simple(at(ctx, 2), "foo.bar", &t));
  check("unregistered dialect not allowed", mlirModuleGetOperation(m));
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  check("unregistered dialect allowed", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);

  // A name without a dot has no dialect.
  mlirContextSetAllowUnregisteredDialects(ctx, 0);
  MlirOperation nodot = op_simple(at(ctx, 3), "nodot", NULL);
  check("name without a dialect prefix", nodot);
  mlirOperationDestroy(nodot);

  // An unknown operation of a loaded dialect is rejected even when
  // unregistered dialects are allowed.
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  MlirOperation unknown = op_simple(at(ctx, 4), "builtin.unknown", NULL);
  check("unknown operation of the builtin dialect", unknown);
  mlirOperationDestroy(unknown);
  MlirOperation deep = op_simple(at(ctx, 5), "builtin.a.b", NULL);
  check("unknown dotted operation of the builtin dialect", deep);
  mlirOperationDestroy(deep);
  mlirContextDestroy(ctx);
}

// A region with `n` blocks of one `foo.op` each; blocks returned in `b`.
static MlirRegion blocks_region(MlirContext ctx, int n, MlirBlock *b) {
  MlirRegion r = mlirRegionCreate();
  for (int i = 0; i < n; ++i) {
    b[i] = mlirBlockCreate(0, NULL, NULL);
    mlirRegionAppendOwnedBlock(r, b[i]);
  }
  (void)ctx;
  return r;
}

static void successors(void) {
  MlirContext ctx = diag_context(1);
  MlirBlock b[2];
  MlirRegion r = blocks_region(ctx, 2, b);
  // A branch in the middle of the first block.
  append(b[0], op_make(at(ctx, 2), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[1]));
  append(b[0], op_simple(at(ctx, 3), "foo.after", NULL));
  append(b[1], op_simple(at(ctx, 4), "foo.end", NULL));
  MlirOperation holder = op_make(at(ctx, 1), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  check("successors in the middle of a block", holder);
  mlirOperationDestroy(holder);
  mlirContextDestroy(ctx);
}

static void entry_predecessors(void) {
  MlirContext ctx = diag_context(1);
  MlirBlock b[2];
  MlirRegion r = blocks_region(ctx, 2, b);
  append(b[0], op_make(at(ctx, 2), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[1]));
  append(b[1], op_make(at(ctx, 3), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[0]));
  MlirOperation holder = op_make(at(ctx, 1), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  check("entry block with a predecessor", holder);
  mlirOperationDestroy(holder);

  // Also in a single-block region: the block branches to itself.
  MlirBlock only;
  MlirRegion r2 = region_with_block(&only);
  append(only, op_make(at(ctx, 5), "foo.loop", 0, NULL, 0, NULL, 0, NULL, 1, &only));
  MlirOperation holder2 = op_make(at(ctx, 4), "foo.holder", 0, NULL, 0, NULL, 1, &r2, 0, NULL);
  check("single block branching to itself", holder2);
  mlirOperationDestroy(holder2);
  mlirContextDestroy(ctx);
}

static void empty_blocks(void) {
  MlirContext ctx = diag_context(1);
  // An empty block in a multi-block region.
  MlirBlock b[2];
  MlirRegion r = blocks_region(ctx, 2, b);
  append(b[0], op_make(at(ctx, 2), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[1]));
  MlirOperation holder = op_make(at(ctx, 1), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  check("empty block in a multi-block region", holder);
  mlirOperationDestroy(holder);

  // An empty single block of an unregistered operation is fine.
  MlirRegion r2 = region_with_block(NULL);
  MlirOperation holder2 = op_make(at(ctx, 3), "foo.holder", 0, NULL, 0, NULL, 1, &r2, 0, NULL);
  check("empty single block of an unregistered operation", holder2);
  mlirOperationDestroy(holder2);

  // Empty regions are fine.
  MlirRegion r3 = mlirRegionCreate();
  MlirOperation holder3 = op_make(at(ctx, 4), "foo.holder", 0, NULL, 0, NULL, 1, &r3, 0, NULL);
  check("empty region", holder3);
  mlirOperationDestroy(holder3);
  mlirContextDestroy(ctx);
}

static void terminators(void) {
  MlirContext ctx = diag_context(1);
  MlirType t = i32(ctx);
  // A registered operation that is not a terminator ends a block of a
  // multi-block region.
  MlirBlock b[2];
  MlirRegion r = blocks_region(ctx, 2, b);
  append(b[0], op_make(at(ctx, 2), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[1]));
  MlirOperation c = append(b[1], op_simple(at(ctx, 3), "foo.const", &t));
  MlirValue v = mlirOperationGetResult(c, 0);
  append(b[1], op_make(at(ctx, 4), "builtin.unrealized_conversion_cast", 1, &v, 1, &t, 0, NULL, 0, NULL));
  MlirOperation holder = op_make(at(ctx, 1), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
  check("block ending with a registered non-terminator", holder);
  mlirOperationDestroy(holder);

  // A module (with regions) ending such a block: printed over several lines.
  MlirBlock b2[2];
  MlirRegion r2 = blocks_region(ctx, 2, b2);
  append(b2[0], op_make(at(ctx, 6), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b2[1]));
  MlirModule inner = mlirModuleCreateEmpty(at(ctx, 7));
  append(mlirModuleGetBody(inner), op_simple(at(ctx, 8), "foo.inside", NULL));
  append(b2[1], mlirModuleGetOperation(inner));
  MlirOperation holder2 = op_make(at(ctx, 5), "foo.holder", 0, NULL, 0, NULL, 1, &r2, 0, NULL);
  check("block ending with a module", holder2);
  mlirOperationDestroy(holder2);

  // Unregistered operations may terminate blocks.
  MlirBlock b3[2];
  MlirRegion r3 = blocks_region(ctx, 2, b3);
  append(b3[0], op_make(at(ctx, 10), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b3[1]));
  append(b3[1], op_simple(at(ctx, 11), "foo.anything", NULL));
  MlirOperation holder3 = op_make(at(ctx, 9), "foo.holder", 0, NULL, 0, NULL, 1, &r3, 0, NULL);
  check("blocks ending with unregistered operations", holder3);
  mlirOperationDestroy(holder3);

  // A single block of an unregistered operation needs no terminator.
  MlirBlock only;
  MlirRegion r4 = region_with_block(&only);
  MlirOperation c4 = append(only, op_simple(at(ctx, 13), "foo.const", &t));
  MlirValue v4 = mlirOperationGetResult(c4, 0);
  append(only, op_make(at(ctx, 14), "builtin.unrealized_conversion_cast", 1, &v4, 1, &t, 0, NULL, 0, NULL));
  MlirOperation holder4 = op_make(at(ctx, 12), "foo.holder", 0, NULL, 0, NULL, 1, &r4, 0, NULL);
  check("single block of an unregistered operation", holder4);
  mlirOperationDestroy(holder4);
  mlirContextDestroy(ctx);
}

static void branches_across_regions(void) {
  MlirContext ctx = diag_context(1);
  // The branch targets a block of another region (of another operation);
  // both operations are in a module, which numbers every block.
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 8));
  MlirBlock body = mlirModuleGetBody(m);
  MlirBlock other;
  MlirRegion ro = region_with_block(&other);
  append(body, op_make(at(ctx, 9), "foo.elsewhere", 0, NULL, 0, NULL, 1, &ro, 0, NULL));
  MlirBlock b[2];
  MlirRegion r = blocks_region(ctx, 2, b);
  append(b[0], op_make(at(ctx, 2), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b[1]));
  append(b[1], op_make(at(ctx, 3), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &other));
  MlirOperation holder = append(body, op_make(at(ctx, 1), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL));
  check("branch to a block of another region", holder);
  check("branch to a block of another region (from the module)", mlirModuleGetOperation(m));

  // The same, verified alone: the other block is out of the note's scope.
  MlirBlock c[2];
  MlirRegion rc = blocks_region(ctx, 2, c);
  append(c[0], op_make(at(ctx, 6), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &c[1]));
  append(c[1], op_make(at(ctx, 7), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &other));
  MlirOperation lone = op_make(at(ctx, 5), "foo.holder", 0, NULL, 0, NULL, 1, &rc, 0, NULL);
  check("branch to a block of another region (detached holder)", lone);
  mlirOperationDestroy(lone);

  // In a single-block region, successors are not looked at.
  MlirBlock only;
  MlirRegion r2 = region_with_block(&only);
  append(only, op_make(at(ctx, 5), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &other));
  MlirOperation holder2 = op_make(at(ctx, 4), "foo.holder", 0, NULL, 0, NULL, 1, &r2, 0, NULL);
  mlirOperationDestroy(holder);
  append(body, holder2);
  check("single-block region branching elsewhere", holder2);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void first_error_only(void) {
  MlirContext ctx = diag_context(0);
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  MlirBlock body = mlirModuleGetBody(m);
  append(body, op_simple(at(ctx, 2), "foo.one", NULL));
  append(body, op_simple(at(ctx, 3), "foo.two", NULL));
  check("two unregistered operations: the first is reported", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void nested_order(void) {
  // Entering a block checks all its operations for successors before any
  // nested operation is verified; an operation's own unregistered-dialect
  // check comes after everything nested in it.
  MlirContext ctx = diag_context(0);
  MlirBlock inner;
  MlirRegion r = region_with_block(&inner);
  append(inner, op_simple(at(ctx, 3), "foo.nested", NULL));
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  MlirBlock body = mlirModuleGetBody(m);
  append(body, op_make(at(ctx, 2), "foo.outer", 0, NULL, 0, NULL, 1, &r, 0, NULL));
  check("nested unregistered operation reported first", mlirModuleGetOperation(m));

  MlirBlock bb[2];
  MlirRegion r2 = blocks_region(ctx, 2, bb);
  append(bb[0], op_make(at(ctx, 5), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &bb[1]));
  append(bb[0], op_simple(at(ctx, 6), "foo.x", NULL));
  append(bb[1], op_simple(at(ctx, 7), "foo.end", NULL));
  append(body, op_make(at(ctx, 4), "foo.second", 0, NULL, 0, NULL, 1, &r2, 0, NULL));
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  check("structure errors before nested checks", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

int main(void) {
  valid_module();
  unregistered_dialect();
  successors();
  entry_predecessors();
  empty_blocks();
  terminators();
  branches_across_regions();
  first_error_only();
  nested_order();
  return 0;
}
