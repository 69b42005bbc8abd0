// The custom form of builtin.module with inherent attributes in its
// `attributes {...}` dictionary: ill-typed sym_name/sym_visibility are
// reported where the dictionary starts (as ODS's verifyInherentAttrs in the
// generated parser), a dictionary sym_name replaces the name written before
// it, and the generic form reports the same constraint without the custom
// op prefix.
#include "diag_print.h"

static void parse(MlirContext ctx, const char *src) {
  printf("-- %s", src);
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  if (mlirModuleIsNull(m)) {
    printf("<null>\n");
    return;
  }
  print_op(mlirModuleGetOperation(m));
  MlirAttribute n = mlirOperationGetAttributeByName(mlirModuleGetOperation(m), S("sym_name"));
  printf("sym_name: ");
  if (mlirAttributeIsNull(n))
    printf("<none>\n");
  else
    print_attr(n);
  mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = diag_context(1);
  const char *srcs[] = {
      "module attributes {sym_name = 3} {\n}\n",
      "module attributes {sym_visibility = 3} {\n}\n",
      "module @a attributes {sym_name = \"b\"} {\n}\n",
      "module @a attributes {sym_name = @q} {\n}\n",
      "module attributes {sym_name = \"x\"} {\n}\n",
      "module @a attributes {sym_visibility = \"private\", x = 1} {\n}\n",
      "module @a attributes {sym_name = \"b\", sym_name = \"c\"} {\n}\n",
      "module attributes {sym_name} {\n}\n",
      "module {\n  module @n attributes {sym_visibility = 1} {\n  }\n}\n",
      "module {\n  module @n attributes {sym_name = \"m\"} {\n  }\n}\n",
      "\"builtin.module\"() ({\n}) {sym_name = 3} : () -> ()\n",
      "\"builtin.module\"() ({\n}) {sym_name = \"g\"} : () -> ()\n",
  };
  for (unsigned i = 0; i < sizeof(srcs) / sizeof(*srcs); ++i)
    parse(ctx, srcs[i]);
  MlirOperation op = mlirOperationCreateParse(ctx, S("module @p attributes {sym_name = 1.0} {\n}\n"), S("op.mlir"));
  printf("op null=%d\n", mlirOperationIsNull(op));
  op = mlirOperationCreateParse(ctx, S("module @p attributes {sym_name = \"r\"} {\n}\n"), S("op.mlir"));
  if (!mlirOperationIsNull(op)) {
    print_op(op);
    mlirOperationDestroy(op);
  }
  mlirContextDestroy(ctx);
  return 0;
}
