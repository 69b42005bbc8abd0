// Port of upstream's mlir/test/CAPI/ir.c value and structure tests
// (testOperands, testClone, testSymbolTable, testOperationWalk,
// testBlockPredecessorsSuccessors) with the func/arith/cf operations written
// as unregistered operations in the generic form. Extended with the other
// use-replacement entry points, successors, block arguments and symbol table
// walks. stderr is redirected to stdout so that mlirOperationDump is
// compared too.
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <unistd.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirOperation constant(MlirContext ctx, const char *literal) {
  MlirType index = mlirIndexTypeGet(ctx);
  MlirNamedAttribute value = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("value")),
                                                   mlirAttributeParseGet(ctx, S(literal)));
  MlirOperationState st = mlirOperationStateGet(S("arith.constant"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddResults(&st, 1, &index);
  mlirOperationStateAddAttributes(&st, 1, &value);
  return mlirOperationCreate(&st);
}

static MlirOperation user(MlirContext ctx, const char *name, intptr_t n, MlirValue *operands) {
  MlirOperationState st = mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, n, operands);
  return mlirOperationCreate(&st);
}

static void print_uses(const char *what, MlirValue v) {
  printf("%s uses:", what);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(mlirOpOperandGetOwner(u)));
    printf(" %.*s#%u", (int)name.length, name.data, mlirOpOperandGetOperandNumber(u));
    if (!mlirValueEqual(mlirOpOperandGetValue(u), v))
      printf("(wrong value)");
  }
  printf("\n");
}

static int operands(void) {
  printf("@testOperands\n");
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirOperation constZero = constant(ctx, "0 : index");
  MlirValue zero = mlirOperationGetResult(constZero, 0);
  MlirOperation constOne = constant(ctx, "1 : index");
  MlirValue one = mlirOperationGetResult(constOne, 0);

  MlirOperation op = user(ctx, "dummy.op", 1, &zero);
  printf("num operands: %" PRIdPTR "\n", mlirOperationGetNumOperands(op));
  MlirValue operand1 = mlirOperationGetOperand(op, 0);
  printf("original operand: ");
  print_value(operand1);
  mlirOperationSetOperand(op, 0, one);
  MlirValue operand2 = mlirOperationGetOperand(op, 0);
  printf("updated operand: ");
  print_value(operand2);

  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(operand1)))
    return 1;
  MlirOpOperand use2 = mlirValueGetFirstUse(operand2);
  if (mlirOpOperandIsNull(use2))
    return 2;
  printf("use owner: ");
  print_op(mlirOpOperandGetOwner(use2));
  printf("use operandNumber: %u\n", mlirOpOperandGetOperandNumber(use2));
  if (!mlirOpOperandIsNull(mlirOpOperandGetNextUse(use2)))
    return 3;

  MlirOperation op2 = user(ctx, "dummy.op2", 1, &one);
  printf("first use owner: ");
  print_op(mlirOpOperandGetOwner(mlirValueGetFirstUse(one)));
  printf("second use owner: ");
  print_op(mlirOpOperandGetOwner(mlirOpOperandGetNextUse(mlirValueGetFirstUse(one))));

  MlirOperation constTwo = constant(ctx, "2 : index");
  MlirValue two = mlirOperationGetResult(constTwo, 0);
  mlirValueReplaceAllUsesOfWith(one, two);
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(one)))
    return 4;
  printf("first replacement use owner: ");
  print_op(mlirOpOperandGetOwner(mlirValueGetFirstUse(two)));
  printf("second replacement use owner: ");
  print_op(mlirOpOperandGetOwner(mlirOpOperandGetNextUse(mlirValueGetFirstUse(two))));
  MlirOpOperand use5 = mlirValueGetFirstUse(two);
  MlirOpOperand use6 = mlirOpOperandGetNextUse(use5);
  if (!mlirValueEqual(mlirOpOperandGetValue(use5), mlirOpOperandGetValue(use6)))
    return 5;

  // The other replacement entry points.
  MlirValue many[] = {two, zero, two, two};
  MlirOperation op3 = user(ctx, "dummy.op3", 4, many);
  print_uses("two", two);
  mlirValueReplaceAllUsesExcept(two, zero, 1, &op3);
  print_uses("two after replace-except", two);
  print_uses("zero", zero);
  mlirOperationReplaceUsesOfWith(op3, two, one);
  print_uses("one", one);
  print_op(op3);
  MlirValue replacement[] = {one, one};
  mlirOperationSetOperands(op3, 2, replacement);
  print_op(op3);
  print_uses("zero after set-operands", zero);
  print_uses("one after set-operands", one);
  mlirValueSetType(one, mlirIntegerTypeGet(ctx, 8));
  print_op(constOne);
  printf("value location: ");
  print_loc(mlirValueGetLocation(one));
  printf("value context ok: %d\n", mlirContextEqual(mlirValueGetContext(one), ctx));

  mlirOperationDestroy(op);
  mlirOperationDestroy(op2);
  mlirOperationDestroy(op3);
  mlirOperationDestroy(constZero);
  mlirOperationDestroy(constOne);
  mlirOperationDestroy(constTwo);
  mlirContextDestroy(ctx);
  return 0;
}

static int clone(void) {
  printf("@testClone\n");
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirOperation constZero = constant(ctx, "0 : index");
  MlirOperation constOne = mlirOperationClone(constZero);
  mlirOperationSetAttributeByName(constOne, S("value"), mlirAttributeParseGet(ctx, S("1 : index")));
  print_op(constZero);
  print_op(constOne);
  printf("equal: %d\n", mlirOperationEqual(constZero, constOne));

  // A clone of an operation with regions and uses inside them.
  MlirOperation outer = mlirOperationCreateParse(
      ctx,
      S("\"foo.outer\"() ({\n^bb0(%a: i32):\n  %0 = \"foo.use\"(%a) : (i32) -> i32\n"
        "  \"foo.yield\"(%0, %a) : (i32, i32) -> ()\n}) : () -> ()"),
      S("outer"));
  MlirOperation copy = mlirOperationClone(outer);
  print_op(copy);
  MlirBlock copied = mlirRegionGetFirstBlock(mlirOperationGetRegion(copy, 0));
  print_uses("copied argument", mlirBlockGetArgument(copied, 0));
  mlirOperationDestroy(outer);
  mlirOperationDestroy(copy);
  mlirOperationDestroy(constZero);
  mlirOperationDestroy(constOne);
  mlirContextDestroy(ctx);
  return 0;
}

static void print_symbol_table(MlirOperation op, bool allUsesVisible, void *user) {
  (void)user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  MlirAttribute sym = mlirOperationGetAttributeByName(op, mlirSymbolTableGetSymbolAttributeName());
  printf("  symbol table %.*s ", (int)name.length, name.data);
  if (mlirAttributeIsNull(sym))
    printf("(unnamed)");
  else
    mlirAttributePrint(sym, print_cb, NULL);
  printf(", all uses visible %d\n", allUsesVisible);
}

static int symbol_table(MlirContext ctx) {
  printf("@testSymbolTable\n");
  const char *moduleString =
      "\"func.func\"() ({}) {function_type = () -> (), sym_name = \"foo\", sym_visibility = \"private\"} : () -> ()\n"
      "\"func.func\"() ({}) {function_type = () -> (), sym_name = \"bar\", sym_visibility = \"private\"} : () -> ()\n";
  const char *otherModuleString =
      "\"func.func\"() ({}) {function_type = () -> (), sym_name = \"qux\", sym_visibility = \"private\"} : () -> ()\n"
      "\"func.func\"() ({}) {function_type = () -> (), sym_name = \"foo\", sym_visibility = \"private\"} : () -> ()\n";
  MlirModule module = mlirModuleCreateParse(ctx, S(moduleString));
  MlirModule otherModule = mlirModuleCreateParse(ctx, S(otherModuleString));
  if (mlirModuleIsNull(module) || mlirModuleIsNull(otherModule))
    return 100;
  MlirSymbolTable table = mlirSymbolTableCreate(mlirModuleGetOperation(module));
  if (mlirSymbolTableIsNull(table))
    return 101;
  printf("symbol attribute name: ");
  print_str(mlirSymbolTableGetSymbolAttributeName());
  printf("visibility attribute name: ");
  print_str(mlirSymbolTableGetVisibilityAttributeName());

  MlirOperation funcFoo = mlirSymbolTableLookup(table, S("foo"));
  if (mlirOperationIsNull(funcFoo))
    return 1;
  MlirOperation funcBar = mlirSymbolTableLookup(table, S("bar"));
  if (mlirOperationEqual(funcFoo, funcBar))
    return 2;
  if (!mlirOperationIsNull(mlirSymbolTableLookup(table, S("qux"))))
    return 3;

  MlirBlock moduleBody = mlirModuleGetBody(module);
  MlirBlock otherModuleBody = mlirModuleGetBody(otherModule);
  MlirOperation operation = mlirBlockGetFirstOperation(otherModuleBody);
  mlirOperationRemoveFromParent(operation);
  mlirBlockAppendOwnedOperation(moduleBody, operation);
  if (!mlirOperationIsNull(mlirSymbolTableLookup(table, S("qux"))))
    return 4;
  MlirAttribute quxName = mlirSymbolTableInsert(table, operation);
  printf("inserted as: ");
  print_attr(quxName);
  if (!mlirOperationEqual(operation, mlirSymbolTableLookup(table, S("qux"))))
    return 5;

  mlirSymbolTableErase(table, funcBar);
  if (!mlirOperationIsNull(mlirSymbolTableLookup(table, S("bar"))))
    return 6;

  MlirOperation duplicate = mlirBlockGetFirstOperation(otherModuleBody);
  mlirOperationRemoveFromParent(duplicate);
  mlirBlockAppendOwnedOperation(moduleBody, duplicate);
  MlirAttribute newName = mlirSymbolTableInsert(table, duplicate);
  printf("renamed to: ");
  print_attr(newName);
  if (mlirStringRefEqual(mlirStringAttrGetValue(newName), S("foo")))
    return 7;
  if (!mlirAttributeEqual(
          mlirOperationGetAttributeByName(duplicate, mlirSymbolTableGetSymbolAttributeName()),
          newName))
    return 8;

  mlirOperationDump(mlirModuleGetOperation(module));
  print_op(mlirModuleGetOperation(module));
  print_op(mlirModuleGetOperation(otherModule));

  printf("walk symbol tables:\n");
  mlirSymbolTableWalkSymbolTables(mlirModuleGetOperation(module), true, print_symbol_table, NULL);
  mlirSymbolTableWalkSymbolTables(mlirModuleGetOperation(module), false, print_symbol_table, NULL);
  // Named and private symbol tables.
  const char *nested[] = {"module @a { module @b {} }", "module @a { module {} }",
                          "module @a { module @b attributes {sym_visibility = \"private\"} { module @c {} } }",
                          "module { module @b {} }"};
  for (size_t i = 0; i < sizeof nested / sizeof nested[0]; ++i) {
    MlirOperation op = mlirOperationCreateParse(ctx, S(nested[i]), S("nested"));
    printf(" %s\n", nested[i]);
    mlirSymbolTableWalkSymbolTables(op, false, print_symbol_table, NULL);
    mlirOperationDestroy(op);
  }

  mlirSymbolTableDestroy(table);
  mlirModuleDestroy(module);
  mlirModuleDestroy(otherModule);
  return 0;
}

typedef struct {
  const char *label;
} WalkData;

static MlirWalkResult walk_print(MlirOperation op, void *user) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  printf("%s: %.*s\n", ((WalkData *)user)->label, (int)name.length, name.data);
  return MlirWalkResultAdvance;
}

static MlirWalkResult walk_skip_interrupt(MlirOperation op, void *user) {
  walk_print(op, user);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (mlirStringRefEqual(name, S("func.func")))
    return MlirWalkResultSkip;
  if (mlirStringRefEqual(name, S("arith.addi")))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static int operation_walk(MlirContext ctx) {
  printf("@testOperationWalk\n");
  const char *moduleString =
      "module {\n"
      "  \"func.func\"() ({\n"
      "    %1 = \"arith.constant\"() {value = 10 : i32} : () -> i32\n"
      "    %2 = \"arith.addi\"(%1, %1) : (i32, i32) -> i32\n"
      "    \"func.return\"() : () -> ()\n"
      "  }) {function_type = () -> (), sym_name = \"foo\"} : () -> ()\n"
      "  \"func.func\"() ({\n"
      "    \"func.return\"() : () -> ()\n"
      "  }) {function_type = () -> (), sym_name = \"bar\"} : () -> ()\n"
      "}";
  MlirModule module = mlirModuleCreateParse(ctx, S(moduleString));
  if (mlirModuleIsNull(module))
    return 1;
  MlirOperation root = mlirModuleGetOperation(module);
  WalkData data = {"post"};
  mlirOperationWalk(root, walk_print, &data, MlirWalkPostOrder);
  data.label = "pre";
  mlirOperationWalk(root, walk_print, &data, MlirWalkPreOrder);
  data.label = "interrupt";
  mlirOperationWalk(root, walk_skip_interrupt, &data, MlirWalkPostOrder);
  data.label = "skip";
  mlirOperationWalk(root, walk_skip_interrupt, &data, MlirWalkPreOrder);
  mlirModuleDestroy(module);
  return 0;
}

static int predecessors_successors(MlirContext ctx) {
  printf("@testBlockPredecessorsSuccessors\n");
  const char *moduleString =
      "module {\n"
      "  \"func.func\"() ({\n"
      "  ^bb0(%arg0: i32, %arg1: i16):\n"
      "    \"cf.br\"(%arg1)[^bb1] : (i16) -> ()\n"
      "  ^bb1(%0: i16):\n"
      "    \"cf.br\"(%arg0)[^bb2] : (i32) -> ()\n"
      "  ^bb2(%1: i32):\n"
      "    \"func.return\"() : () -> ()\n"
      "  }) {function_type = (i32, i16) -> (), sym_name = \"test\"} : () -> ()\n"
      "}\n";
  MlirModule module = mlirModuleCreateParse(ctx, S(moduleString));
  if (mlirModuleIsNull(module))
    return 1;
  MlirBlock moduleBlock = mlirModuleGetBody(module);
  MlirOperation function = mlirBlockGetFirstOperation(moduleBlock);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  MlirBlock middle = mlirBlockGetNextInRegion(entry);
  MlirBlock last = mlirBlockGetNextInRegion(middle);

  printf("entry: predecessors %" PRIdPTR ", successors %" PRIdPTR "\n",
         mlirBlockGetNumPredecessors(entry), mlirBlockGetNumSuccessors(entry));
  printf("entry successor 0 is middle: %d\n", mlirBlockEqual(middle, mlirBlockGetSuccessor(entry, 0)));
  printf("middle: predecessors %" PRIdPTR ", successors %" PRIdPTR "\n",
         mlirBlockGetNumPredecessors(middle), mlirBlockGetNumSuccessors(middle));
  printf("middle predecessor 0 is entry: %d\n",
         mlirBlockEqual(entry, mlirBlockGetPredecessor(middle, 0)));
  printf("middle successor 0 is last: %d\n", mlirBlockEqual(last, mlirBlockGetSuccessor(middle, 0)));
  printf("last: predecessors %" PRIdPTR ", successors %" PRIdPTR "\n",
         mlirBlockGetNumPredecessors(last), mlirBlockGetNumSuccessors(last));
  printf("last predecessor 0 is middle: %d\n",
         mlirBlockEqual(middle, mlirBlockGetPredecessor(last, 0)));

  // Retarget the first branch to the last block: the predecessor lists follow.
  MlirOperation br = mlirBlockGetFirstOperation(entry);
  printf("branch successors: %" PRIdPTR "\n", mlirOperationGetNumSuccessors(br));
  mlirOperationSetSuccessor(br, 0, last);
  printf("after retargeting: middle predecessors %" PRIdPTR ", last predecessors %" PRIdPTR "\n",
         mlirBlockGetNumPredecessors(middle), mlirBlockGetNumPredecessors(last));
  printf("branch successor is last: %d\n", mlirBlockEqual(mlirOperationGetSuccessor(br, 0), last));
  print_op(function);

  // Block argument edits.
  MlirValue arg = mlirBlockInsertArgument(middle, 0, mlirF32TypeGet(ctx),
                                          mlirLocationFileLineColGet(ctx, S("a.c"), 1, 1));
  printf("inserted argument number: %" PRIdPTR "\n", mlirBlockArgumentGetArgNumber(arg));
  mlirBlockArgumentSetType(mlirBlockGetArgument(middle, 1), mlirIntegerTypeGet(ctx, 64));
  mlirBlockArgumentSetLocation(arg, mlirLocationFileLineColGet(ctx, S("b.c"), 2, 2));
  printf("argument location: ");
  print_loc(mlirValueGetLocation(arg));
  mlirBlockEraseArgument(last, 0);
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(function, flags, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(module);
  return 0;
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
  int rc = operands();
  if (!rc)
    rc = clone() ? 10 : 0;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  if (!rc) {
    int r = symbol_table(ctx);
    rc = r ? 1000 + r : 0;
  }
  if (!rc)
    rc = operation_walk(ctx) ? 30 : 0;
  if (!rc)
    rc = predecessors_successors(ctx) ? 40 : 0;
  mlirContextDestroy(ctx);
  if (rc)
    printf("failed: %d\n", rc);
  return rc;
}
