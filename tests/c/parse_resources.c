// Dense resources through mlirModuleCreateParse: blobs given by the
// file's `{-# dialect_resources #-}` section are attached to the
// attributes that name them (before or after the use), names already used
// in the context get a `_N` suffix (also for names declared by a failed
// parse or a standalone attribute), a resource without a blob keeps no
// data, and unclaimed external resources are skipped with a warning.
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

static MlirLogicalResult on_diag(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diag[%d] ", (int)mlirDiagnosticGetSeverity(d));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

// Parses `src`, prints attribute `name` of its first operation and, when
// `n` > 0, the first `n` i32 values of its blob.
static MlirModule parse(MlirContext ctx, const char *src, const char *name, int n) {
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  if (mlirModuleIsNull(m)) {
    printf("null module\n");
    return m;
  }
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  if (mlirOperationIsNull(op))
    return m;
  MlirAttribute a = mlirOperationGetAttributeByName(op, S(name));
  printf("%s: ", name);
  print_attr(a);
  for (int i = 0; i < n; ++i)
    printf("  [%d] = %d\n", i, mlirDenseInt32ResourceElementsAttrGetValue(a, i));
  return m;
}

static void values(MlirModule m, const char *name, int n) {
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirAttribute a = mlirOperationGetAttributeByName(op, S(name));
  printf("again %s:", name);
  for (int i = 0; i < n; ++i)
    printf(" %d", mlirDenseInt32ResourceElementsAttrGetValue(a, i));
  printf("\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, on_diag, NULL, NULL);

  // The blob after its use, and a use after the blob.
  MlirModule m1 = parse(ctx,
                        "\"foo.a\"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()\n"
                        "{-# dialect_resources: { builtin: { blob1: \"0x080000000100000002000000\", "
                        "early: \"0x04000000FFFFFFFF\" } } #-}\n"
                        "\"foo.b\"() {b = dense_resource<early> : tensor<1xi32>} : () -> ()\n",
                        "a", 2);
  // The same name again in this context: renamed, its own data.
  MlirModule m2 = parse(ctx,
                        "\"foo.a\"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()\n"
                        "{-# dialect_resources: { builtin: { blob1: \"0x040000000300000004000000\" } } #-}\n",
                        "a", 2);
  values(m1, "a", 2);
  // No blob at all.
  MlirModule m3 = parse(ctx, "\"foo.c\"() {c = dense_resource<blob1> : tensor<2xi32>} : () -> ()\n", "c", 0);
  // A section naming the renamed resource of m2 declares a new one: m2
  // keeps its data.
  MlirModule m4 = parse(ctx,
                        "{-# dialect_resources: { builtin: { blob1_1: \"0x0400000009000000\" } } #-}\n"
                        "\"foo.d\"() {d = dense_resource<blob1_1> : tensor<1xi32>} : () -> ()\n",
                        "d", 1);
  values(m2, "a", 2);
  // A standalone attribute declares its name too.
  print_attr(mlirAttributeParseGet(ctx, S("dense_resource<blob1> : tensor<2xi32>")));
  // A failed parse still declared the name it saw.
  MlirModule bad = parse(ctx, "\"foo.e\"() {e = dense_resource<zz> : i32} : () -> ()\n", "e", 0);
  MlirModule m5 = parse(ctx, "\"foo.e\"() {e = dense_resource<zz> : tensor<1xi32>} : () -> ()\n", "e", 0);
  // Errors in the section.
  MlirModule bad2 = parse(ctx, "{-# dialect_resources: { builtin: { x: \"0x0300000007\" } } #-}\n", "x", 0);
  MlirModule bad3 = parse(ctx, "{-# dialect_resources: { builtin: { x: \"0x01\" } } #-}\n", "x", 0);
  // External resources nothing claims: skipped with a warning.
  MlirModule m6 = parse(ctx,
                        "\"foo.f\"() {f = dense_resource<ext> : tensor<1xi32>} : () -> ()\n"
                        "{-# external_resources: { foo: { k1: true, k2: 12 } }, "
                        "dialect_resources: { builtin: { ext: \"0x0400000005000000\" } } #-}\n",
                        "f", 1);
  MlirModule ms[] = {m1, m2, m3, m4, bad, m5, bad2, bad3, m6};
  for (unsigned i = 0; i < sizeof ms / sizeof ms[0]; ++i)
    if (!mlirModuleIsNull(ms[i]))
      mlirModuleDestroy(ms[i]);
  mlirContextDestroy(ctx);
  return 0;
}
