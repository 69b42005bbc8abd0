// Parsing empty, blank, comment-only and length-limited inputs: where
// upstream reports errors at the end of the input (column 0 for an empty
// one) and how trailing characters are found.
#include "diag_print.h"
static MlirContext ctx;
static void ta(const char *s, size_t n) { printf("A [%.*s]\n", (int)n, s); MlirStringRef r = {s, n}; MlirAttribute a = mlirAttributeParseGet(ctx, r); if (mlirAttributeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_attr(a); } }
static void tt(const char *s, size_t n) { printf("T [%.*s]\n", (int)n, s); MlirStringRef r = {s, n}; MlirType a = mlirTypeParseGet(ctx, r); if (mlirTypeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_type(a); } }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *c[] = {"", " ", "\n", "i32x", "i32\n", "\ni32", "i64 // c", "// c\ni32", "1 : i32\n\n x"};
  for (unsigned i = 0; i < sizeof(c)/sizeof(*c); ++i) { tt(c[i], strlen(c[i])); ta(c[i], strlen(c[i])); }
  tt("i32", 2); ta("123", 2); ta("\"abc\"", 3); tt("i32", 0); ta("1", 0);
  MlirOperation op = mlirOperationCreateParse(ctx, S(""), S(""));
  printf("%d\n", mlirOperationIsNull(op));
  MlirModule m = mlirModuleCreateParse(ctx, S(""));
  if (!mlirModuleIsNull(m)) { print_op(mlirModuleGetOperation(m)); mlirModuleDestroy(m); }
  m = mlirModuleCreateParse(ctx, S("\"x.y\"() : () -> (), ("));
  printf("%d\n", mlirModuleIsNull(m));
  mlirContextDestroy(ctx);
  return 0;
}
