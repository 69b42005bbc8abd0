// Operation attributes: inherent (properties) vs discardable, on a
// registered op (builtin.module: sym_name, sym_visibility) and on
// unregistered ops; the deprecated combined accessors; ordering.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void dump_attrs(MlirOperation op) {
  intptr_t n = mlirOperationGetNumAttributes(op);
  printf("  all(%ld):", (long)n);
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute na = mlirOperationGetAttribute(op, i);
    printf(" ");
    fwrite(mlirIdentifierStr(na.name).data, 1, mlirIdentifierStr(na.name).length, stdout);
    printf("=");
    mlirAttributePrint(na.attribute, print_cb, NULL);
  }
  n = mlirOperationGetNumDiscardableAttributes(op);
  printf("\n  discardable(%ld):", (long)n);
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute na = mlirOperationGetDiscardableAttribute(op, i);
    printf(" ");
    fwrite(mlirIdentifierStr(na.name).data, 1, mlirIdentifierStr(na.name).length, stdout);
  }
  printf("\n");
}

static void probe(MlirOperation op, const char *name) {
  MlirAttribute inh = mlirOperationGetInherentAttributeByName(op, S(name));
  MlirAttribute dis = mlirOperationGetDiscardableAttributeByName(op, S(name));
  MlirAttribute any = mlirOperationGetAttributeByName(op, S(name));
  printf("  %s: hasInherent=%d inherent=%d discardable=%d any=%d\n", name,
         mlirOperationHasInherentAttributeByName(op, S(name)), !mlirAttributeIsNull(inh),
         !mlirAttributeIsNull(dis), !mlirAttributeIsNull(any));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);

  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirOperation mop = mlirModuleGetOperation(m);
  printf("module:\n");
  dump_attrs(mop);
  probe(mop, "sym_name");
  probe(mop, "sym_visibility");
  probe(mop, "foo.bar");
  mlirOperationSetInherentAttributeByName(mop, S("sym_name"), mlirStringAttrGet(ctx, S("m")));
  mlirOperationSetInherentAttributeByName(mop, S("not_inherent"), mlirUnitAttrGet(ctx));
  mlirOperationSetAttributeByName(mop, S("sym_visibility"), mlirStringAttrGet(ctx, S("private")));
  mlirOperationSetDiscardableAttributeByName(mop, S("foo.z"), mlirIntegerAttrGet(i32, 3));
  mlirOperationSetAttributeByName(mop, S("foo.a"), mlirUnitAttrGet(ctx));
  dump_attrs(mop);
  probe(mop, "sym_name");
  probe(mop, "foo.a");
  print_op(mop);
  MlirOpPrintingFlags generic = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(generic);
  mlirOperationPrintWithFlags(mop, generic, print_cb, NULL);
  printf("removed: %d %d %d\n", mlirOperationRemoveAttributeByName(mop, S("sym_visibility")),
         mlirOperationRemoveDiscardableAttributeByName(mop, S("foo.z")),
         mlirOperationRemoveDiscardableAttributeByName(mop, S("foo.z")));
  printf("remove inherent through discardable: %d\n",
         mlirOperationRemoveDiscardableAttributeByName(mop, S("sym_name")));
  dump_attrs(mop);
  mlirOperationPrintWithFlags(mop, generic, print_cb, NULL);

  // Unregistered operation: everything is discardable, sorted by name.
  MlirOperationState st = mlirOperationStateGet(S("foo.op"), loc);
  MlirNamedAttribute nas[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("zeta")), mlirIntegerAttrGet(i32, 1)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("alpha")), mlirUnitAttrGet(ctx)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("Beta")), mlirStringAttrGet(ctx, S("b"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")), mlirStringAttrGet(ctx, S("s"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("with space")), mlirTypeAttrGet(i32)),
  };
  mlirOperationStateAddAttributes(&st, 5, nas);
  MlirOperation op = mlirOperationCreate(&st);
  printf("unregistered:\n");
  dump_attrs(op);
  probe(op, "zeta");
  probe(op, "sym_name");
  print_op(op);
  mlirOperationSetDiscardableAttributeByName(op, S("middle"), mlirUnitAttrGet(ctx));
  mlirOperationSetDiscardableAttributeByName(op, S("zeta"), mlirIntegerAttrGet(i32, 2));
  mlirOperationSetInherentAttributeByName(op, S("zeta"), mlirIntegerAttrGet(i32, 9));
  dump_attrs(op);
  print_op(op);
  printf("typeid null: unregistered=%d module=%d, module ids equal=%d\n",
         mlirTypeIDIsNull(mlirOperationGetTypeID(op)), mlirTypeIDIsNull(mlirOperationGetTypeID(mop)),
         mlirTypeIDEqual(mlirOperationGetTypeID(mop),
                         mlirOperationGetTypeID(mlirModuleGetOperation(mlirModuleCreateEmpty(loc)))));
  mlirOperationDestroy(op);
  mlirOpPrintingFlagsDestroy(generic);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
