// IR printing around passes (mlirPassManagerEnableIRPrinting; stderr,
// merged into stdout), with threading disabled: before, after, after only
// on change, after only on failure (with and without the after filter),
// module scope (the header names the operation and its symbol; the whole
// module is printed), generic form with debug info, enabled twice, and the
// headers of passes without an argument. External passes change the IR
// (an attribute), leave it alone, or fail.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

static void touch(MlirOperation op, Probe *p) {
  (void)p;
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetDiscardableAttributeByName(op, S("touched"), mlirUnitAttrGet(ctx));
}

typedef struct {
  int before, after, module_scope, on_change, on_failure, generic;
} Config;

static void run_config(MlirContext ctx, const char *label, Config c, int twice) {
  printf("==== %s\n", label);
  MlirModule m = parse_module(ctx, "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
                                    "func.func @g() {\n  return\n}\n");
  Probe t = {.tag = "touch", .quiet = 1, .action = touch}, idle = {.tag = "idle", .quiet = 1},
        anon = {.tag = "anon", .quiet = 1}, bad = {.tag = "bad", .quiet = 1, .fail_on_run = 1};
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (c.generic) {
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  }
  for (int i = 0; i < (twice ? 2 : 1); ++i)
    mlirPassManagerEnableIRPrinting(pm, c.before, c.after, c.module_scope, c.on_change, c.on_failure, flags,
                                    S(""));
  mlirOpPrintingFlagsDestroy(flags);
  MlirOpPassManager f = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Touch", "touch", "func.func", &t));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Idle", "idle", "", &idle));
  mlirPassManagerAddOwnedPass(pm, probe_pass("Anon", "", "", &anon));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintOpStats());
  run_on("good", pm, m);
  MlirOpPassManager f2 = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f2, probe_pass("Bad", "bad", "", &bad));
  mlirPassManagerAddOwnedPass(pm, probe_pass("Idle", "idle", "", &idle));
  run_on("bad", pm, m);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
}

int main(void) {
  merge_stderr();
  MlirContext ctx = pass_context();
  run_config(ctx, "before", (Config){.before = 1}, 0);
  run_config(ctx, "after", (Config){.after = 1}, 0);
  run_config(ctx, "after, only on change", (Config){.after = 1, .on_change = 1}, 0);
  run_config(ctx, "after, only on failure", (Config){.after = 1, .on_failure = 1}, 0);
  run_config(ctx, "only on failure, no after filter", (Config){.on_failure = 1}, 0);
  run_config(ctx, "only on change, no after filter", (Config){.on_change = 1}, 0);
  run_config(ctx, "module scope", (Config){.before = 1, .after = 1, .module_scope = 1}, 0);
  run_config(ctx, "generic with debug info", (Config){.after = 1, .generic = 1}, 0);
  run_config(ctx, "generic with debug info, module scope", (Config){.before = 1, .module_scope = 1, .generic = 1}, 0);
  run_config(ctx, "enabled twice", (Config){.before = 1}, 1);
  mlirContextDestroy(ctx);
  return 0;
}
