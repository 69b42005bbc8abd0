// mlirModuleCreateParseFromFile: a file without a module (implicit module
// at the file's 0:0 location), one with a module, several top-level
// modules, an empty file, a parse error, and a missing file.
#define _GNU_SOURCE
#include "diag_print.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"

static void write_file(const char *p, const char *text) { FILE *f = fopen(p, "w"); fputs(text, f); fclose(f); }
static void try_parse(MlirContext ctx, const char *path) {
  printf("== %s\n", path);
  MlirModule m = mlirModuleCreateParseFromFile(ctx, S(path));
  if (mlirModuleIsNull(m)) { printf("null\n"); return; }
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  mlirModuleDestroy(m);
}
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  // A private directory: our build and upstream's may run at the same time.
  char dir[] = "/tmp/oxmlir_pf_XXXXXX";
  if (!mkdtemp(dir) || chdir(dir) != 0) return 1;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  write_file("oxmlir_pf_ok.mlir", "\"foo.a\"() : () -> ()\n  %0 = \"foo.b\"() : () -> i32\n");
  write_file("oxmlir_pf_mod.mlir", "module @m {\n  \"foo.a\"() : () -> () loc(\"x\":1:1)\n}\n");
  write_file("oxmlir_pf_bad.mlir", "\"foo.a\"() : () -> ()\n  %0 = \"foo.b\"() : () -> i32\n  bad\n");
  write_file("oxmlir_pf_empty.mlir", "");
  write_file("oxmlir_pf_two.mlir", "module {}\nmodule {}\n");
  try_parse(ctx, "oxmlir_pf_ok.mlir");
  try_parse(ctx, "oxmlir_pf_mod.mlir");
  try_parse(ctx, "oxmlir_pf_bad.mlir");
  try_parse(ctx, "oxmlir_pf_empty.mlir");
  try_parse(ctx, "oxmlir_pf_two.mlir");
  try_parse(ctx, "oxmlir_pf_missing.mlir");
  try_parse(ctx, "");
  unlink("oxmlir_pf_ok.mlir"); unlink("oxmlir_pf_mod.mlir"); unlink("oxmlir_pf_bad.mlir");
  unlink("oxmlir_pf_empty.mlir"); unlink("oxmlir_pf_two.mlir");
  mlirContextDestroy(ctx);
  if (chdir("/") != 0 || rmdir(dir) != 0) return 1;
  return 0;
}
