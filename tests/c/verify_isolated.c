// Isolated-from-above operations (nested modules) are verified on their
// own when their parent is left: every one of them is verified even when
// an earlier one fails (each reporting its first error), in order, and a
// failure among them ends the verification of the parent. Also verifying
// a nested operation directly, with and without multithreading.
#include "diag_print.h"

static MlirContext ctx;
static MlirType i32;

// A nested module at `line` holding an unregistered operation.
static MlirOperation nested_with(unsigned line, const char *opName) {
  MlirModule m = mlirModuleCreateEmpty(at(ctx, line));
  MlirBlock body = mlirModuleGetBody(m);
  append(body, op_simple(at(ctx, line + 1), opName, &i32));
  append(body, op_simple(at(ctx, line + 2), opName, &i32));
  return mlirModuleGetOperation(m);
}

static void every_isolated_child(int threads) {
  mlirContextEnableMultithreading(ctx, threads);
  mlirContextSetAllowUnregisteredDialects(ctx, 0);
  MlirModule top = mlirModuleCreateEmpty(at(ctx, 1));
  MlirBlock body = mlirModuleGetBody(top);
  append(body, nested_with(10, "foo.a"));
  append(body, nested_with(20, "builtin.b"));
  append(body, nested_with(30, "foo.c"));
  check(threads ? "every nested module (multithreaded)" : "every nested module (one thread)",
        mlirModuleGetOperation(top));
  // A module nested in an unregistered operation is verified when that
  // operation is left, before the isolated children of the top module; its
  // failure ends the walk.
  MlirBlock wb;
  MlirRegion wr = region_with_block(&wb);
  append(wb, nested_with(40, "foo.d"));
  append(body, op_make(at(ctx, 50), "foo.wrap", 0, NULL, 0, NULL, 1, &wr, 0, NULL));
  check(threads ? "module in an unregistered operation (multithreaded)"
                : "module in an unregistered operation (one thread)",
        mlirModuleGetOperation(top));
  mlirModuleDestroy(top);
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
}

static void parent_checks_after_children(void) {
  // The duplicate symbol of the top module is only reported once the
  // nested modules verify.
  MlirModule top = mlirModuleCreateEmpty(at(ctx, 60));
  MlirBlock body = mlirModuleGetBody(top);
  MlirRegion r = region_with_block(NULL);
  MlirOperationState st = mlirOperationStateGet(S("builtin.module"), at(ctx, 61));
  mlirOperationStateAddOwnedRegions(&st, 1, &r);
  mlirOperationStateAddResults(&st, 1, &i32);
  MlirOperation bad = append(body, mlirOperationCreate(&st));
  for (unsigned k = 0; k < 2; ++k) {
    MlirOperation s = append(body, op_simple(at(ctx, 62 + k), "foo.sym", NULL));
    mlirOperationSetAttributeByName(s, S("sym_name"), mlirStringAttrGet(ctx, S("twice")));
  }
  check("nested module error before the symbol table", mlirModuleGetOperation(top));
  mlirOperationDestroy(bad);
  check("then the symbol table", mlirModuleGetOperation(top));
  mlirModuleDestroy(top);
}

static void dominance_inside_nested(void) {
  // Dominance inside a nested module is checked with that module; an error
  // there is reported before anything of the parent's dominance.
  MlirModule top = mlirModuleCreateEmpty(at(ctx, 70));
  MlirBlock body = mlirModuleGetBody(top);
  MlirModule inner = mlirModuleCreateEmpty(at(ctx, 71));
  MlirRegion r = mlirRegionCreate();
  MlirBlock b0 = mlirBlockCreate(0, NULL, NULL), b1 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(r, b0);
  mlirRegionAppendOwnedBlock(r, b1);
  MlirOperation later = op_simple(at(ctx, 74), "foo.def", &i32);
  MlirValue lv = mlirOperationGetResult(later, 0);
  append(b0, op_make(at(ctx, 73), "foo.use", 1, &lv, 0, NULL, 0, NULL, 0, NULL));
  append(b0, later);
  append(b0, op_make(at(ctx, 75), "foo.br", 0, NULL, 0, NULL, 0, NULL, 1, &b1));
  append(b1, op_simple(at(ctx, 76), "foo.ret", NULL));
  append(mlirModuleGetBody(inner), op_make(at(ctx, 72), "foo.cfg", 0, NULL, 0, NULL, 1, &r, 0, NULL));
  append(body, mlirModuleGetOperation(inner));
  check("dominance error in a nested module", mlirModuleGetOperation(top));

  // Verifying the nested operation directly.
  check("verifying the nested module alone", mlirModuleGetOperation(inner));
  check("verifying the operation inside alone", mlirBlockGetFirstOperation(mlirModuleGetBody(inner)));
  mlirModuleDestroy(top);
}

int main(void) {
  ctx = diag_context(1);
  i32 = mlirIntegerTypeGet(ctx, 32);
  every_isolated_child(0);
  every_isolated_child(1);
  parent_checks_after_children();
  dominance_inside_nested();
  mlirContextDestroy(ctx);
  return 0;
}
