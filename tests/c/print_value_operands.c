// Values printed whole and as operands under AsmStates made for the value
// and for the module with local-scope / name-loc flags; block predecessors,
// successor swaps, PrintWithState with a null state, debug info.
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static MlirWalkResult collect(MlirOperation op, void *u) {
  MlirOperation *arr = u;
  int i = 0; while (arr[i].ptr) i++;
  arr[i] = op;
  return MlirWalkResultAdvance;
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  const char *src =
      "module {\n"
      "\"foo.func\"() ({\n"
      "^bb0(%a: i32 loc(\"x.c\":3:4), %b: i1):\n"
      "  %c = \"foo.c\"() : () -> i32 loc(\"cname\")\n"
      "  \"foo.br\"(%b, %a, %c)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i1, i32, i32) -> ()\n"
      "^bb1(%x: i32):\n"
      "  %r:3 = \"foo.m\"(%x) ({\n"
      "  ^bb0(%in: f32):\n"
      "    %q = \"foo.q\"(%in, %x) : (f32, i32) -> f32\n"
      "    \"foo.y\"(%q) : (f32) -> ()\n"
      "  }) : (i32) -> (i32, i32, i32)\n"
      "  \"foo.br\"(%r#2)[^bb2] : (i32) -> ()\n"
      "^bb2(%z: i32):\n"
      "  \"foo.ret\"(%z) : (i32) -> ()\n"
      "}) {sym_name = \"f\"} : () -> ()\n"
      "}\n";
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  MlirOperation mop = mlirModuleGetOperation(m);
  MlirOperation ops[64] = {{0}};
  mlirOperationWalk(mop, collect, ops, MlirWalkPreOrder);
  MlirOpPrintingFlags flags[4];
  for (int k = 0; k < 4; k++) {
    flags[k] = mlirOpPrintingFlagsCreate();
    if (k & 1) mlirOpPrintingFlagsUseLocalScope(flags[k]);
    if (k & 2) mlirOpPrintingFlagsPrintNameLocAsPrefix(flags[k]);
  }
  for (int i = 0; ops[i].ptr; i++) {
    MlirOperation o = ops[i];
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
    printf("== %.*s succ=%ld\n", (int)n.length, n.data, (long)mlirOperationGetNumSuccessors(o));
    for (intptr_t r = 0; r < mlirOperationGetNumResults(o); r++) {
      MlirValue v = mlirOperationGetResult(o, r);
      printf("result %ld: ", (long)r);
      mlirValuePrint(v, cb, NULL); printf("\n");
      for (int k = 0; k < 4; k++) {
        MlirAsmState st = mlirAsmStateCreateForValue(v, flags[k]);
        printf("  asop[%d] ", k); mlirValuePrintAsOperand(v, st, cb, NULL); printf("\n");
        mlirAsmStateDestroy(st);
        MlirAsmState st2 = mlirAsmStateCreateForOperation(mop, flags[k]);
        printf("  asop-mod[%d] ", k); mlirValuePrintAsOperand(v, st2, cb, NULL); printf("\n");
        mlirAsmStateDestroy(st2);
      }
    }
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(o); r++) {
      MlirRegion reg = mlirOperationGetRegion(o, r);
      for (MlirBlock b = mlirRegionGetFirstBlock(reg); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
        printf(" block preds=%ld args=%ld\n", (long)mlirBlockGetNumPredecessors(b), (long)mlirBlockGetNumArguments(b));
        for (intptr_t p = 0; p < mlirBlockGetNumPredecessors(b); p++) {
          MlirBlock pb = mlirBlockGetPredecessor(b, p);
          printf("  pred has %ld args\n", (long)mlirBlockGetNumArguments(pb));
        }
        for (intptr_t a = 0; a < mlirBlockGetNumArguments(b); a++) {
          MlirValue v = mlirBlockGetArgument(b, a);
          printf("  arg: "); mlirValuePrint(v, cb, NULL); printf("\n");
          for (int k = 0; k < 4; k++) {
            MlirAsmState st = mlirAsmStateCreateForValue(v, flags[k]);
            printf("  asop[%d] ", k); mlirValuePrintAsOperand(v, st, cb, NULL); printf("\n");
            mlirAsmStateDestroy(st);
          }
        }
      }
    }
  }
  // successor manipulation
  MlirOperation br = {0};
  for (int i = 0; ops[i].ptr; i++) if (mlirOperationGetNumSuccessors(ops[i]) == 2) br = ops[i];
  MlirBlock s0 = mlirOperationGetSuccessor(br, 0), s1 = mlirOperationGetSuccessor(br, 1);
  mlirOperationSetSuccessor(br, 0, s1);
  mlirOperationSetSuccessor(br, 1, s0);
  printf("after swap preds: %ld %ld\n", (long)mlirBlockGetNumPredecessors(s0), (long)mlirBlockGetNumPredecessors(s1));
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirAsmState st = mlirAsmStateCreateForOperation(func, flags[0]);
  mlirOperationPrintWithState(func, st, cb, NULL); printf("\n");
  mlirOperationPrintWithState(br, st, cb, NULL); printf("\n");
  mlirAsmStateDestroy(st);
  mlirOperationPrintWithState(br, (MlirAsmState){NULL}, cb, NULL); printf("\n");
  MlirOpPrintingFlags dbg = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(dbg, true, false);
  mlirOperationPrintWithFlags(func, dbg, cb, NULL); printf("\n");
  mlirOpPrintingFlagsEnableDebugInfo(dbg, true, true);
  mlirOperationPrintWithFlags(func, dbg, cb, NULL); printf("\n");
  mlirOpPrintingFlagsPrintGenericOpForm(dbg);
  mlirOperationPrintWithFlags(func, dbg, cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(dbg);
  for (int k = 0; k < 4; k++) mlirOpPrintingFlagsDestroy(flags[k]);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
