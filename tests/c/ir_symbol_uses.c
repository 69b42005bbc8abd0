// Symbol tables on a parsed module: lookups, mlirSymbolTableReplaceAllSymbolUses
// (nested references, nested tables, a single op, unknown names), insertion
// with renaming, erase, and mlirSymbolTableWalkSymbolTables.
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static void walkcb(MlirOperation op, bool allVisible, void *u) {
  (void)u;
  MlirIdentifier n = mlirOperationGetName(op);
  MlirStringRef s = mlirIdentifierStr(n);
  printf("walk symtab: %.*s allVisible=%d\n", (int)s.length, s.data, allVisible);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  const char *src =
      "module {\n"
      "  \"foo.func\"() ({}) {sym_name = \"a\", sym_visibility = \"private\"} : () -> ()\n"
      "  \"foo.func\"() ({}) {sym_name = \"b\"} : () -> ()\n"
      "  \"foo.call\"() {callee = @a, other = [@a, @b], nested = {x = @a::@c}} : () -> ()\n"
      "  module @inner {\n"
      "    \"foo.func\"() ({}) {sym_name = \"c\", sym_visibility = \"nested\"} : () -> ()\n"
      "    \"foo.call\"() {callee = @c} : () -> ()\n"
      "  }\n"
      "  \"foo.user\"() ({\n"
      "    \"foo.call\"() {callee = @a, t = @a} : () -> ()\n"
      "  }) : () -> ()\n"
      "}\n";
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  MlirOperation mop = mlirModuleGetOperation(m);
  MlirSymbolTable st = mlirSymbolTableCreate(mop);
  printf("lookup a null=%d\n", mlirOperationIsNull(mlirSymbolTableLookup(st, S("a"))));
  printf("lookup c null=%d\n", mlirOperationIsNull(mlirSymbolTableLookup(st, S("c"))));
  printf("lookup inner null=%d\n", mlirOperationIsNull(mlirSymbolTableLookup(st, S("inner"))));

  MlirLogicalResult r = mlirSymbolTableReplaceAllSymbolUses(S("a"), S("z"), mop);
  printf("replace a->z: %d\n", mlirLogicalResultIsSuccess(r));
  mlirOperationPrint(mop, cb, NULL); printf("\n");

  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation inner = mlirBlockGetFirstOperation(body);
  while (!mlirOperationIsNull(inner)) {
    MlirAttribute sn = mlirOperationGetAttributeByName(inner, S("sym_name"));
    if (!mlirAttributeIsNull(sn) && strncmp(mlirStringAttrGetValue(sn).data, "inner", 5) == 0) break;
    inner = mlirOperationGetNextInBlock(inner);
  }
  r = mlirSymbolTableReplaceAllSymbolUses(S("c"), S("d"), inner);
  printf("replace c->d in inner: %d\n", mlirLogicalResultIsSuccess(r));
  mlirOperationPrint(mop, cb, NULL); printf("\n");
  // replace in just one op (not symbol table)
  MlirOperation user = mlirBlockGetTerminator(body); { MlirOperation o = mlirBlockGetFirstOperation(body); while (!mlirOperationIsNull(o)) { user = o; o = mlirOperationGetNextInBlock(o); } }
  r = mlirSymbolTableReplaceAllSymbolUses(S("z"), S("y"), user);
  printf("replace z->y in user: %d\n", mlirLogicalResultIsSuccess(r));
  mlirOperationPrint(user, cb, NULL); printf("\n");
  r = mlirSymbolTableReplaceAllSymbolUses(S("nonexistent"), S("q"), mop);
  printf("replace nonexistent: %d\n", mlirLogicalResultIsSuccess(r));

  // insertion with renaming
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  for (int i = 0; i < 3; i++) {
    MlirOperationState s = mlirOperationStateGet(S("foo.func"), loc);
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")), mlirStringAttrGet(ctx, S("b")));
    mlirOperationStateAddAttributes(&s, 1, &na);
    MlirRegion reg = mlirRegionCreate();
    mlirOperationStateAddOwnedRegions(&s, 1, &reg);
    MlirOperation f = mlirOperationCreate(&s);
    MlirAttribute name = mlirSymbolTableInsert(st, f);
    mlirAttributePrint(name, cb, NULL); printf("\n");
  }
  MlirOperationState s = mlirOperationStateGet(S("foo.func"), loc);
  MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")), mlirStringAttrGet(ctx, S("fresh")));
  mlirOperationStateAddAttributes(&s, 1, &na);
  MlirOperation f = mlirOperationCreate(&s);
  mlirAttributePrint(mlirSymbolTableInsert(st, f), cb, NULL); printf("\n");
  mlirOperationPrint(mop, cb, NULL); printf("\n");
  printf("lookup b_0 null=%d\n", mlirOperationIsNull(mlirSymbolTableLookup(st, S("b_0"))));
  MlirOperation b1 = mlirSymbolTableLookup(st, S("b_1"));
  if (!mlirOperationIsNull(b1)) {
    mlirSymbolTableErase(st, b1);
  }
  printf("after erase lookup b_1 null=%d\n", mlirOperationIsNull(mlirSymbolTableLookup(st, S("b_1"))));
  mlirSymbolTableWalkSymbolTables(mop, true, walkcb, NULL);
  mlirSymbolTableWalkSymbolTables(mop, false, walkcb, NULL);
  mlirOperationPrint(mop, cb, NULL); printf("\n");
  mlirSymbolTableDestroy(st);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
