// The transformation passes oxmlir has, created through Transforms.h and
// through pipelines after mlirRegisterTransformsPasses: strip-debuginfo
// (printed with debug info), symbol-privatize (with and without
// exclusions) and symbol-dce, with the pipelines as they print.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

static const char *const SYMBOLS =
    "func.func @a(%x: i32 loc(\"a.c\":1:2)) -> i32 {\n"
    "  %0 = arith.addi %x, %x : i32 loc(\"a.c\":2:3)\n"
    "  return %0 : i32\n"
    "}\n"
    "func.func private @b()\n"
    "func.func nested @c() {\n"
    "  return\n"
    "}\n"
    "module @inner {\n"
    "  func.func @d() {\n"
    "    return\n"
    "  }\n"
    "}\n";

static void print_debug(MlirModule m) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), flags, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
}

int main(void) {
  MlirContext ctx = pass_setup();

  MlirModule m = parse_module(ctx, SYMBOLS);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager f = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f, mlirCreateTransformsStripDebugInfo());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolPrivatize());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  show_pipeline("created", mlirPassManagerGetAsOpPassManager(pm));
  run_on("created", pm, m);
  print_debug(m);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);

  mlirRegisterTransformsPasses();
  m = parse_module(ctx, SYMBOLS);
  pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm),
                 "builtin.module(symbol-privatize{exclude=a,d},builtin.module(symbol-privatize),strip-debuginfo,symbol-dce)");
  show_pipeline("parsed", mlirPassManagerGetAsOpPassManager(pm));
  run_on("parsed", pm, m);
  print_debug(m);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
