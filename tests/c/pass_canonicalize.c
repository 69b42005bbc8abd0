// The canonicalizer through Transforms.h: created with its defaults, and
// parsed from pipeline text with options after
// mlirRegisterTransformsCanonicalizer; an indirect call of a constant
// becomes a direct call, equal constants are uniqued and hoisted, dead
// code and unreachable blocks go.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

static const char *const INPUT =
    "func.func private @callee(i32) -> i32\n"
    "func.func @f(%x: i32) -> (i32, i32) {\n"
    "  %f = func.constant @callee : (i32) -> i32\n"
    "  %a = arith.constant 4 : i32\n"
    "  %0 = func.call_indirect %f(%x) : (i32) -> i32\n"
    "  %b = arith.constant 4 : i32\n"
    "  %1 = arith.muli %b, %0 : i32\n"
    "  %dead = arith.addi %a, %1 : i32\n"
    "  return %0, %1 : i32, i32\n"
    "^bb1:\n"
    "  %2 = arith.addi %x, %x : i32\n"
    "  return %2, %2 : i32, i32\n"
    "}\n";

int main(void) {
  MlirContext ctx = pass_setup();

  MlirModule m = parse_module(ctx, INPUT);
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCanonicalizer());
  show_pipeline("created", mlirPassManagerGetAsOpPassManager(pm));
  run_on("created", pm, m);
  mlirOperationDump(mlirModuleGetOperation(m));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);

  mlirRegisterTransformsCanonicalizer();
  m = parse_module(ctx, INPUT);
  pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm),
                 "builtin.module(func.func(canonicalize{top-down=false max-iterations=1 region-simplify=disabled}))");
  show_pipeline("parsed", mlirPassManagerGetAsOpPassManager(pm));
  run_on("parsed", pm, m);
  mlirOperationDump(mlirModuleGetOperation(m));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
