// Inherent vs discardable attributes on builtin.module, an unregistered op
// and a parsed op with properties: get/set/remove through every accessor,
// and the custom/generic printed forms (a discardable `sym_name` is not the
// module's name).
#include "diag_print.h"
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void pop(MlirOperation o) { mlirOperationPrint(o, print_cb, NULL); printf("\n"); }

static void dump_attrs(MlirOperation op) {
  intptr_t n = mlirOperationGetNumAttributes(op);
  printf(" numAttrs=%ld numDiscardable=%ld\n", (long)n, (long)mlirOperationGetNumDiscardableAttributes(op));
  for (intptr_t i = 0; i < n; i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(op, i);
    MlirStringRef s = mlirIdentifierStr(na.name);
    printf("  attr[%ld] %.*s = ", (long)i, (int)s.length, s.data); mlirAttributePrint(na.attribute, print_cb, NULL); printf("\n");
  }
  for (intptr_t i = 0; i < mlirOperationGetNumDiscardableAttributes(op); i++) {
    MlirNamedAttribute na = mlirOperationGetDiscardableAttribute(op, i);
    MlirStringRef s = mlirIdentifierStr(na.name);
    printf("  disc[%ld] %.*s = ", (long)i, (int)s.length, s.data); mlirAttributePrint(na.attribute, print_cb, NULL); printf("\n");
  }
  const char *names[] = {"sym_name", "sym_visibility", "x", "y", NULL};
  for (int i = 0; names[i]; i++) {
    MlirAttribute a = mlirOperationGetAttributeByName(op, S(names[i]));
    MlirAttribute in = mlirOperationGetInherentAttributeByName(op, S(names[i]));
    MlirAttribute d = mlirOperationGetDiscardableAttributeByName(op, S(names[i]));
    printf("  %s: has_inherent=%d byName=", names[i], mlirOperationHasInherentAttributeByName(op, S(names[i])));
    if (mlirAttributeIsNull(a)) printf("null"); else mlirAttributePrint(a, print_cb, NULL);
    printf(" inherent=");
    if (mlirAttributeIsNull(in)) printf("null"); else mlirAttributePrint(in, print_cb, NULL);
    printf(" disc=");
    if (mlirAttributeIsNull(d)) printf("null"); else mlirAttributePrint(d, print_cb, NULL);
    printf("\n");
  }
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirOperation mop = mlirModuleGetOperation(m);
  printf("empty module\n"); dump_attrs(mop);
  mlirOperationSetAttributeByName(mop, S("sym_name"), mlirStringAttrGet(ctx, S("mod")));
  mlirOperationSetAttributeByName(mop, S("x"), mlirUnitAttrGet(ctx));
  printf("after set sym_name/x\n"); dump_attrs(mop); pop(mop);
  mlirOperationSetInherentAttributeByName(mop, S("sym_visibility"), mlirStringAttrGet(ctx, S("private")));
  mlirOperationSetInherentAttributeByName(mop, S("y"), mlirUnitAttrGet(ctx));
  printf("after set inherent vis / y\n"); dump_attrs(mop); pop(mop);
  mlirOperationSetDiscardableAttributeByName(mop, S("sym_name"), mlirStringAttrGet(ctx, S("disc")));
  printf("after set discardable sym_name\n"); dump_attrs(mop); pop(mop);
  printf("remove sym_name: %d\n", mlirOperationRemoveAttributeByName(mop, S("sym_name")));
  dump_attrs(mop); pop(mop);
  printf("remove sym_name again: %d\n", mlirOperationRemoveAttributeByName(mop, S("sym_name")));
  printf("remove disc x: %d\n", mlirOperationRemoveDiscardableAttributeByName(mop, S("x")));
  printf("remove disc sym_visibility: %d\n", mlirOperationRemoveDiscardableAttributeByName(mop, S("sym_visibility")));
  dump_attrs(mop); pop(mop);
  printf("remove sym_visibility: %d\n", mlirOperationRemoveAttributeByName(mop, S("sym_visibility")));
  dump_attrs(mop); pop(mop);
  // generic printing of module with props
  mlirOperationSetAttributeByName(mop, S("sym_name"), mlirStringAttrGet(ctx, S("m2")));
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  mlirOperationPrintWithFlags(mop, f, print_cb, NULL); printf("\n");
  // set wrong-typed inherent
  mlirOperationSetAttributeByName(mop, S("sym_name"), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 3));
  dump_attrs(mop);
  mlirOperationPrintWithFlags(mop, f, print_cb, NULL); printf("\n");
  printf("verify: %d\n", mlirOperationVerify(mop));
  mlirOpPrintingFlagsDestroy(f);

  // unregistered op: inherent == none
  MlirOperationState st = mlirOperationStateGet(S("foo.op"), loc);
  MlirNamedAttribute nas[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("y")), mlirUnitAttrGet(ctx)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")), mlirStringAttrGet(ctx, S("s")))};
  mlirOperationStateAddAttributes(&st, 2, nas);
  MlirOperation u = mlirOperationCreate(&st);
  printf("unregistered\n"); dump_attrs(u);
  mlirOperationSetInherentAttributeByName(u, S("z"), mlirUnitAttrGet(ctx));
  dump_attrs(u); pop(u);
  mlirOperationDestroy(u);

  // parsed module with attributes & properties
  MlirModule pm = mlirModuleCreateParse(ctx, S("module @p attributes {a.x = 1 : i32, a.b = \"s\"} {\n  \"foo.o\"() <{x = 2 : i32}> {y = 3} : () -> ()\n}\n"));
  MlirOperation pmo = mlirModuleGetOperation(pm);
  dump_attrs(pmo);
  MlirOperation fo = mlirBlockGetFirstOperation(mlirModuleGetBody(pm));
  dump_attrs(fo);
  pop(fo);
  mlirOperationSetInherentAttributeByName(fo, S("x"), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 9));
  mlirOperationSetAttributeByName(fo, S("x"), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 10));
  dump_attrs(fo);
  pop(fo);
  printf("remove y: %d\n", mlirOperationRemoveAttributeByName(fo, S("y")));
  dump_attrs(fo); pop(fo);
  mlirModuleDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
