// Use lists: iteration order, owners and operand numbers; ReplaceUsesOfWith,
// ReplaceAllUsesExcept, ReplaceAllUsesOfWith, SetOperand(s); MoveBefore /
// MoveAfter and IsBeforeInBlock; values printed as operands.
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static void show_uses(const char *label, MlirValue v) {
  printf("%s uses:", label);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    MlirOperation o = mlirOpOperandGetOwner(u);
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
    printf(" %.*s#%u", (int)n.length, n.data, mlirOpOperandGetOperandNumber(u));
    MlirValue vv = mlirOpOperandGetValue(u);
    if (!mlirValueEqual(vv, v)) printf("(!)");
  }
  printf("\n");
}

static MlirOperation find(MlirBlock b, const char *name) {
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
    MlirAttribute a = mlirOperationGetDiscardableAttributeByName(o, S("tag"));
    if (!mlirAttributeIsNull(a) && mlirStringAttrGetValue(a).length == strlen(name) &&
        strncmp(mlirStringAttrGetValue(a).data, name, strlen(name)) == 0)
      return o;
  }
  return (MlirOperation){NULL};
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  const char *src =
      "\"foo.func\"() ({\n"
      "^bb0(%arg0: i32, %arg1: f32):\n"
      "  %0 = \"foo.a\"(%arg0) {tag = \"a\"} : (i32) -> i32\n"
      "  %1 = \"foo.b\"(%0, %0, %arg0) {tag = \"b\"} : (i32, i32, i32) -> i32\n"
      "  %2:2 = \"foo.c\"(%1, %0) {tag = \"c\"} : (i32, i32) -> (i32, i64)\n"
      "  \"foo.d\"(%2#0, %0, %1, %arg1) {tag = \"d\"} : (i32, i32, i32, f32) -> ()\n"
      "  \"foo.ret\"(%0) {tag = \"r\"} : (i32) -> ()\n"
      "}) : () -> ()\n";
  MlirOperation fn = mlirOperationCreateParse(ctx, S(src), S("uses"));
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  MlirOperation a = find(b, "a"), ob = find(b, "b"), c = find(b, "c"), d = find(b, "d"), r = find(b, "r");
  MlirValue v0 = mlirOperationGetResult(a, 0);
  MlirValue v1 = mlirOperationGetResult(ob, 0);
  MlirValue arg0 = mlirBlockGetArgument(b, 0);
  show_uses("%0", v0);
  show_uses("%1", v1);
  show_uses("arg0", arg0);
  printf("v0 hasOneUse? first null=%d\n", mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(c, 1))));

  // replace uses of %0 with %1 only in op d
  mlirOperationReplaceUsesOfWith(d, v0, v1);
  show_uses("%0", v0);
  show_uses("%1", v1);
  mlirOperationPrint(fn, cb, NULL); printf("\n");

  // replace all uses except in b and r
  MlirOperation except[2] = {ob, r};
  mlirValueReplaceAllUsesExcept(v0, arg0, 2, except);
  show_uses("%0", v0);
  show_uses("arg0", arg0);
  mlirOperationPrint(fn, cb, NULL); printf("\n");

  // RAUW of c#0 with arg0
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(c, 0), arg0);
  show_uses("arg0", arg0);
  // setOperand / setOperands
  mlirOperationSetOperand(r, 0, v1);
  MlirValue ops[3] = {arg0, arg0, v1};
  mlirOperationSetOperands(ob, 3, ops);
  show_uses("arg0", arg0);
  show_uses("%1", v1);
  mlirOperationPrint(fn, cb, NULL); printf("\n");

  // moves
  mlirOperationMoveAfter(a, d);
  mlirOperationPrint(fn, cb, NULL); printf("\n");
  printf("a before d: %d, d before a: %d\n", mlirOperationIsBeforeInBlock(a, d), mlirOperationIsBeforeInBlock(d, a));
  mlirOperationMoveBefore(r, ob);
  mlirOperationMoveBefore(a, ob);
  mlirOperationPrint(fn, cb, NULL); printf("\n");
  printf("a before b: %d, r before a: %d c before r: %d\n", mlirOperationIsBeforeInBlock(a, ob),
         mlirOperationIsBeforeInBlock(r, a), mlirOperationIsBeforeInBlock(c, r));
  // results / operand counts
  printf("d operands=%ld results=%ld\n", (long)mlirOperationGetNumOperands(d), (long)mlirOperationGetNumResults(d));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(d); i++) {
    MlirValue v = mlirOperationGetOperand(d, i);
    MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
    MlirAsmState st = mlirAsmStateCreateForOperation(fn, fl);
    mlirValuePrintAsOperand(v, st, cb, NULL);
    mlirAsmStateDestroy(st);
    mlirOpPrintingFlagsDestroy(fl);
    printf(" isArg=%d isRes=%d\n", mlirValueIsABlockArgument(v), mlirValueIsAOpResult(v));
  }
  mlirOperationDestroy(fn);
  mlirContextDestroy(ctx);
  return 0;
}
