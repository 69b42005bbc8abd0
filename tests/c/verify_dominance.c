// Dominance: SSA dominance in multi-block regions, none in graph regions
// (module bodies, single-block regions of unregistered operations), uses
// from nested regions, block arguments, unreachable blocks, and the notes
// saying where the operand is defined.
#include "diag_print.h"

static MlirType i32;

static MlirOperation def(MlirContext ctx, unsigned line, MlirBlock b) {
  return append(b, op_simple(at(ctx, line), "foo.def", &i32));
}

static MlirOperation use(MlirContext ctx, unsigned line, MlirBlock b, MlirValue v) {
  return append(b, op_make(at(ctx, line), "foo.use", 1, &v, 0, NULL, 0, NULL, 0, NULL));
}

static MlirOperation br(MlirContext ctx, unsigned line, MlirBlock b, int n, MlirBlock *to) {
  return append(b, op_make(at(ctx, line), "foo.br", 0, NULL, 0, NULL, 0, NULL, n, to));
}

static MlirValue res(MlirOperation op) { return mlirOperationGetResult(op, 0); }

// A region of `n` blocks (arguments: one i32 each when `args`).
static MlirRegion blocks(MlirContext ctx, int n, MlirBlock *b, int args) {
  MlirRegion r = mlirRegionCreate();
  MlirLocation l = at(ctx, 99);
  for (int i = 0; i < n; ++i) {
    b[i] = mlirBlockCreate(args ? 1 : 0, &i32, &l);
    mlirRegionAppendOwnedBlock(r, b[i]);
  }
  return r;
}

static MlirOperation holder(MlirContext ctx, unsigned line, MlirRegion r) {
  return op_make(at(ctx, line), "foo.holder", 0, NULL, 0, NULL, 1, &r, 0, NULL);
}

static void run(const char *what, MlirOperation op) {
  check(what, op);
  mlirOperationDestroy(op);
}

static void same_block(MlirContext ctx) {
  MlirBlock b[2];
  MlirRegion r = blocks(ctx, 2, b, 0);
  MlirOperation later = op_simple(at(ctx, 4), "foo.def", &i32);
  use(ctx, 3, b[0], res(later));
  append(b[0], later);
  br(ctx, 5, b[0], 1, &b[1]);
  br(ctx, 6, b[1], 0, NULL);
  run("use before definition in a block with SSA dominance", holder(ctx, 2, r));
}

static void graph_regions(MlirContext ctx) {
  // Module bodies are graph regions.
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 10));
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation later = op_simple(at(ctx, 12), "foo.def", &i32);
  use(ctx, 11, body, res(later));
  append(body, later);
  check("use before definition in a module body", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);

  // Single-block regions of unregistered operations have no dominance.
  MlirBlock only;
  MlirRegion r = region_with_block(&only);
  MlirOperation later2 = op_simple(at(ctx, 15), "foo.def", &i32);
  use(ctx, 14, only, res(later2));
  append(only, later2);
  run("use before definition in a single block of an unregistered operation", holder(ctx, 13, r));
}

static void own_result(MlirContext ctx) {
  MlirBlock b[2];
  MlirRegion r = blocks(ctx, 2, b, 0);
  MlirOperation self = append(b[0], op_simple(at(ctx, 21), "foo.self", &i32));
  MlirValue v = res(self);
  mlirOperationSetOperands(self, 1, &v);
  br(ctx, 22, b[0], 1, &b[1]);
  br(ctx, 23, b[1], 0, NULL);
  run("operation using its own result in an SSA region", holder(ctx, 20, r));

  MlirModule m = mlirModuleCreateEmpty(at(ctx, 24));
  MlirOperation self2 = append(mlirModuleGetBody(m), op_simple(at(ctx, 25), "foo.self", &i32));
  MlirValue v2 = res(self2);
  mlirOperationSetOperands(self2, 1, &v2);
  check("operation using its own result in a graph region", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
}

static void across_blocks(MlirContext ctx) {
  // bb0 -> bb1, bb0 -> bb2, bb1 -> bb3, bb2 -> bb3: a value of bb1 does not
  // dominate bb3, a value of bb0 does.
  MlirBlock b[4];
  MlirRegion r = blocks(ctx, 4, b, 0);
  MlirOperation top = def(ctx, 31, b[0]);
  MlirBlock two[2] = {b[1], b[2]};
  br(ctx, 32, b[0], 2, two);
  MlirOperation left = def(ctx, 33, b[1]);
  br(ctx, 34, b[1], 1, &b[3]);
  br(ctx, 35, b[2], 1, &b[3]);
  use(ctx, 36, b[3], res(top));
  use(ctx, 37, b[3], res(left));
  br(ctx, 38, b[3], 0, NULL);
  run("value of a non-dominating block", holder(ctx, 30, r));

  // A block argument of bb2 used in bb3.
  MlirBlock c[4];
  MlirRegion r2 = blocks(ctx, 4, c, 1);
  MlirBlock two2[2] = {c[1], c[2]};
  br(ctx, 41, c[0], 2, two2);
  br(ctx, 42, c[1], 1, &c[3]);
  br(ctx, 43, c[2], 1, &c[3]);
  use(ctx, 44, c[3], mlirBlockGetArgument(c[0], 0));
  use(ctx, 45, c[3], mlirBlockGetArgument(c[2], 0));
  br(ctx, 46, c[3], 0, NULL);
  run("argument of a non-dominating block", holder(ctx, 40, r2));
}

static void unreachable(MlirContext ctx) {
  // Uses in unreachable blocks are not checked.
  MlirBlock b[3];
  MlirRegion r = blocks(ctx, 3, b, 0);
  br(ctx, 51, b[0], 1, &b[1]);
  MlirOperation d = def(ctx, 52, b[1]);
  br(ctx, 53, b[1], 0, NULL);
  use(ctx, 54, b[2], res(d));
  MlirOperation later = op_simple(at(ctx, 56), "foo.def", &i32);
  use(ctx, 55, b[2], res(later));
  append(b[2], later);
  br(ctx, 57, b[2], 0, NULL);
  run("uses in an unreachable block", holder(ctx, 50, r));

  // A value of an unreachable block does not dominate reachable ones.
  MlirBlock c[3];
  MlirRegion r2 = blocks(ctx, 3, c, 0);
  br(ctx, 61, c[0], 1, &c[1]);
  MlirOperation d2 = def(ctx, 62, c[2]);
  br(ctx, 63, c[2], 1, &c[1]);
  use(ctx, 64, c[1], res(d2));
  br(ctx, 65, c[1], 0, NULL);
  run("value of an unreachable block", holder(ctx, 60, r2));

  // Operations nested in unreachable blocks are still checked inside.
  MlirBlock e[2];
  MlirRegion r3 = blocks(ctx, 2, e, 0);
  br(ctx, 71, e[0], 0, NULL);
  MlirBlock n[2];
  MlirRegion nr = blocks(ctx, 2, n, 0);
  MlirOperation later3 = op_simple(at(ctx, 74), "foo.def", &i32);
  use(ctx, 73, n[0], res(later3));
  append(n[0], later3);
  br(ctx, 75, n[0], 1, &n[1]);
  br(ctx, 76, n[1], 0, NULL);
  append(e[1], holder(ctx, 72, nr));
  br(ctx, 77, e[1], 0, NULL);
  run("nested region inside an unreachable block", holder(ctx, 70, r3));
}

static void nested_regions(MlirContext ctx) {
  // A nested use of a value defined after the enclosing operation.
  MlirBlock b[2];
  MlirRegion r = blocks(ctx, 2, b, 0);
  MlirBlock inner;
  MlirRegion ir = region_with_block(&inner);
  MlirOperation later = op_simple(at(ctx, 84), "foo.def", &i32);
  use(ctx, 82, inner, res(later));
  append(b[0], holder(ctx, 81, ir));
  append(b[0], later);
  br(ctx, 85, b[0], 1, &b[1]);
  br(ctx, 86, b[1], 0, NULL);
  run("nested use of a later value (parent region)", holder(ctx, 80, r));

  // A nested use of a value defined before: fine, also across blocks.
  MlirBlock c[2];
  MlirRegion r2 = blocks(ctx, 2, c, 1);
  MlirOperation d = def(ctx, 91, c[0]);
  br(ctx, 92, c[0], 1, &c[1]);
  MlirBlock inner2;
  MlirRegion ir2 = region_with_block(&inner2);
  use(ctx, 94, inner2, res(d));
  use(ctx, 95, inner2, mlirBlockGetArgument(c[0], 0));
  use(ctx, 96, inner2, mlirBlockGetArgument(c[1], 0));
  append(c[1], holder(ctx, 93, ir2));
  br(ctx, 97, c[1], 0, NULL);
  run("nested uses of dominating values", holder(ctx, 90, r2));

  // A value of a nested region used outside it (child region).
  MlirBlock e[2];
  MlirRegion r3 = blocks(ctx, 2, e, 0);
  MlirBlock inner3;
  MlirRegion ir3 = region_with_block(&inner3);
  MlirOperation hidden = def(ctx, 102, inner3);
  append(e[0], holder(ctx, 101, ir3));
  use(ctx, 103, e[0], res(hidden));
  br(ctx, 104, e[0], 1, &e[1]);
  br(ctx, 105, e[1], 0, NULL);
  run("value of a child region", holder(ctx, 100, r3));

  // A block argument of a child region used outside it.
  MlirBlock f[2];
  MlirRegion r4 = blocks(ctx, 2, f, 0);
  MlirBlock g[2];
  MlirRegion ir4 = blocks(ctx, 2, g, 1);
  br(ctx, 112, g[0], 1, &g[1]);
  br(ctx, 113, g[1], 0, NULL);
  append(f[0], holder(ctx, 111, ir4));
  use(ctx, 114, f[0], mlirBlockGetArgument(g[1], 0));
  br(ctx, 115, f[0], 1, &f[1]);
  br(ctx, 116, f[1], 0, NULL);
  run("block argument of a child region", holder(ctx, 110, r4));
}

static void unrelated(MlirContext ctx) {
  // A value defined in another operation tree.
  MlirBlock ob[2];
  MlirRegion orr = blocks(ctx, 2, ob, 1);
  MlirOperation od = def(ctx, 121, ob[0]);
  br(ctx, 122, ob[0], 1, &ob[1]);
  br(ctx, 123, ob[1], 0, NULL);
  MlirOperation other = holder(ctx, 120, orr);

  MlirBlock b[2];
  MlirRegion r = blocks(ctx, 2, b, 0);
  use(ctx, 131, b[0], res(od));
  br(ctx, 132, b[0], 1, &b[1]);
  br(ctx, 133, b[1], 0, NULL);
  run("value of another operation", holder(ctx, 130, r));

  MlirBlock c[2];
  MlirRegion r2 = blocks(ctx, 2, c, 0);
  use(ctx, 141, c[0], mlirBlockGetArgument(ob[1], 0));
  br(ctx, 142, c[0], 1, &c[1]);
  br(ctx, 143, c[1], 0, NULL);
  run("block argument of another operation", holder(ctx, 140, r2));
  mlirOperationDestroy(other);

  // An argument of a block outside any region.
  MlirLocation l = at(ctx, 150);
  MlirBlock lone = mlirBlockCreate(1, &i32, &l);
  MlirBlock d[2];
  MlirRegion r3 = blocks(ctx, 2, d, 0);
  use(ctx, 151, d[0], mlirBlockGetArgument(lone, 0));
  br(ctx, 152, d[0], 1, &d[1]);
  br(ctx, 153, d[1], 0, NULL);
  run("argument of a block without a region", holder(ctx, 154, r3));
  mlirBlockDestroy(lone);
}

static void report_order(MlirContext ctx) {
  // All operations of a region are checked before nested ones, the most
  // recently found nested operation first.
  MlirBlock b[2];
  MlirRegion r = blocks(ctx, 2, b, 0);
  MlirBlock n1[2], n2[2];
  MlirRegion r1 = blocks(ctx, 2, n1, 0);
  MlirRegion r2 = blocks(ctx, 2, n2, 0);
  MlirOperation l1 = op_simple(at(ctx, 203), "foo.def", &i32);
  use(ctx, 202, n1[0], res(l1));
  append(n1[0], l1);
  br(ctx, 204, n1[0], 1, &n1[1]);
  br(ctx, 205, n1[1], 0, NULL);
  MlirOperation l2 = op_simple(at(ctx, 208), "foo.def", &i32);
  use(ctx, 207, n2[0], res(l2));
  append(n2[0], l2);
  br(ctx, 209, n2[0], 1, &n2[1]);
  br(ctx, 210, n2[1], 0, NULL);
  append(b[0], holder(ctx, 201, r1));
  append(b[0], holder(ctx, 206, r2));
  br(ctx, 211, b[0], 1, &b[1]);
  br(ctx, 212, b[1], 0, NULL);
  run("two nested errors: the later nested operation is reported", holder(ctx, 200, r));

  MlirBlock c[2];
  MlirRegion rc = blocks(ctx, 2, c, 0);
  MlirBlock n3[2];
  MlirRegion r3 = blocks(ctx, 2, n3, 0);
  MlirOperation l3 = op_simple(at(ctx, 223), "foo.def", &i32);
  use(ctx, 222, n3[0], res(l3));
  append(n3[0], l3);
  br(ctx, 224, n3[0], 1, &n3[1]);
  br(ctx, 225, n3[1], 0, NULL);
  append(c[0], holder(ctx, 221, r3));
  MlirOperation l4 = op_simple(at(ctx, 227), "foo.def", &i32);
  use(ctx, 226, c[0], res(l4));
  append(c[0], l4);
  br(ctx, 228, c[0], 1, &c[1]);
  br(ctx, 229, c[1], 0, NULL);
  run("outer error reported before a nested one", holder(ctx, 220, rc));
}

int main(void) {
  MlirContext ctx = diag_context(1);
  i32 = mlirIntegerTypeGet(ctx, 32);
  same_block(ctx);
  graph_regions(ctx);
  own_result(ctx);
  across_blocks(ctx);
  unreachable(ctx);
  nested_regions(ctx);
  unrelated(ctx);
  report_order(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
