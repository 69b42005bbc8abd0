// Standalone type and attribute parsing followed by text the lexer rejects:
// upstream's lexer error tokens sit where the error is reported, so an
// unterminated string (or a bad `@`/`^` identifier) running to the end of
// the input makes the symbol before it count as the whole input (returned,
// with the lexer's error reported), while other lexer errors or trailing
// tokens make the parse fail.
#include "diag_print.h"

static MlirContext ctx;

static void ta(const char *s) {
  printf("A %s\n", s);
  MlirAttribute a = mlirAttributeParseGet(ctx, S(s));
  if (mlirAttributeIsNull(a))
    printf("  <null>\n");
  else {
    printf("  ");
    print_attr(a);
  }
}

static void tt(const char *s) {
  printf("T %s\n", s);
  MlirType t = mlirTypeParseGet(ctx, S(s));
  if (mlirTypeIsNull(t))
    printf("  <null>\n");
  else {
    printf("  ");
    print_type(t);
  }
}

int main(void) {
  ctx = diag_context(1);
  const char *attrs[] = {"1 \"", "-1\" : si16", "1.5e3\" : bf16", "\"a\" \"b", "[1, 2] \"", "1 \"\\", "1 : i32 \"q",
                         "affine_map<(d0) -> (d0)> \"x", "dense<1> : tensor<2xi8> \"", "1 @", "1 #", "1 0x", "1 ~",
                         "1 %", "1 @\"ab", "@\"ab", "[@a, @\"b", "#t.x<\"", "1 ^", "1 ^\"", "loc(\"a\":1:2) \"",
                         "1 \\", "\"\\\\", "1 \"\\\\", "1 \"\\\"", "1 \"\\x", "1 \"\\1", "#t.x\"<[1, (2)]>",
                         "1 \"\n\"", "1 \"\nx", "3\"22", "1\": index"};
  for (unsigned i = 0; i < sizeof(attrs) / sizeof(*attrs); ++i)
    ta(attrs[i]);
  const char *types[] = {"i32 \"abc", "i32 \"", "tensor<2xf32>\"x", "!t.x<\"a\">\">", "!t.x2\">", "i8\"<", "!t.x<\"",
                         "i32 @", "(i32) -> i32 \"", "i32 \"\n"};
  for (unsigned i = 0; i < sizeof(types) / sizeof(*types); ++i)
    tt(types[i]);
  mlirContextDestroy(ctx);
  return 0;
}
