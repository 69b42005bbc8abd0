// Opaque types and attributes with data of every shape (identifiers,
// dotted names, bodies in angle brackets balanced or not, quotes, odd
// punctuation) under several namespaces: pretty versus quoted printing;
// parsed dialect symbols round-tripped with their data.
#include "diag_print.h"
int main(void) {
  MlirContext ctx = diag_context(1);
  const char *data[] = {"x", "x.y", "x<1>", "x<", "x>", "x<1>y", "1x", "x_y", "x-y", "x$", "", "x<\"a>\">", "x<(>", "x<[]>", "x<{}>", "x[1]", "x(1)", "x.y.z<a<b>>", "x<a>>", "x<<a>", "x< a >", "x<\"\\\"\">", "_x", "x.", ".x", "x..y", "x<a>\n", "x y", "x<a b>", "X9", "x<'>", "x<\">", "x<a(b]>", "x<[)>", "x<{>}>", "x<\"{\">", "x:y", "x<a:b>", "x<->", "x<#y>", "x<!y>", "x<@y>", "x<%y>", "x<^y>", "x\x01"};
  const char *ns[] = {"t", "tt9", "t_u", "builtin", "t.u"};
  for (unsigned n = 0; n < sizeof(ns)/sizeof(*ns); ++n)
    for (unsigned i = 0; i < sizeof(data)/sizeof(*data); ++i) {
      printf("[%s] [%s]: ", ns[n], data[i]);
      MlirType t = mlirOpaqueTypeGet(ctx, S(ns[n]), S(data[i]));
      mlirTypePrint(t, print_cb, NULL);
      printf(" | ");
      MlirAttribute a = mlirOpaqueAttrGet(ctx, S(ns[n]), strlen(data[i]), data[i], mlirNoneTypeGet(ctx));
      mlirAttributePrint(a, print_cb, NULL);
      printf(" | ");
      MlirAttribute b = mlirOpaqueAttrGet(ctx, S(ns[n]), strlen(data[i]), data[i], mlirIntegerTypeGet(ctx, 8));
      mlirAttributePrint(b, print_cb, NULL);
      printf("\n");
    }
  // parse round trips of dialect symbols
  const char *txt[] = {"!t.x<a<b>>", "!t.x<\"a>\">", "!t<\"x<\">", "!t.x.y", "!t.x<(]>", "#t.x<{a}>", "#t<\"\">", "#t.x<1> : i32", "#t<\"q\"> : i8", "!t.a<[1, 2]>", "!t.a<\"\\n\">"};
  for (unsigned i = 0; i < sizeof(txt)/sizeof(*txt); ++i) {
    printf("%s => ", txt[i]);
    if (txt[i][0] == '!') { MlirType t = mlirTypeParseGet(ctx, S(txt[i])); if (mlirTypeIsNull(t)) printf("<null>\n"); else { print_type(t); print_str(mlirOpaqueTypeGetData(t)); } }
    else { MlirAttribute a = mlirAttributeParseGet(ctx, S(txt[i])); if (mlirAttributeIsNull(a)) printf("<null>\n"); else { print_attr(a); print_str(mlirOpaqueAttrGetData(a)); } }
  }
  mlirContextDestroy(ctx);
  return 0;
}
