// Pass statistics and timing (stderr; threading disabled). Statistics: the
// report after each run, in both display modes (this upstream build has
// no statistics, so the report is its header). Timing: the report printed
// when the pass manager is destroyed, accumulated over the runs, with the
// figures masked (they differ from run to run): nested pipelines, passes
// by name, the Rest and Total rows; a pass manager that never ran; the
// order of the report and the passes' destruction.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

// Destroys `pm` with stderr captured, then prints the captured text with
// the times masked: the figure columns of each row after the column
// header, and the digits of the total.
static void destroy_timed(MlirPassManager pm) {
  FILE *capture = tmpfile();
  int saved = dup(2);
  dup2(fileno(capture), 2);
  mlirPassManagerDestroy(pm);
  dup2(saved, 2);
  close(saved);
  rewind(capture);
  char line[512];
  int rows = 0;
  while (fgets(line, sizeof line, capture)) {
    if (rows && strlen(line) > 21) {
      printf("<time>%s", line + 21);
      continue;
    }
    if (strstr(line, "----Name----"))
      rows = 1;
    for (char *c = line; *c; ++c)
      if (*c >= '0' && *c <= '9')
        *c = '#';
    fputs(line, stdout);
  }
  fclose(capture);
}

int main(void) {
  MlirContext ctx = pass_setup();
  MlirModule m = parse_module(ctx, THREE_FUNCS);

  printf("== statistics\n");
  MlirPassDisplayMode modes[] = {MLIR_PASS_DISPLAY_MODE_LIST, MLIR_PASS_DISPLAY_MODE_PIPELINE};
  for (int i = 0; i < 2; ++i) {
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    mlirPassManagerEnableStatistics(pm, modes[i]);
    add_pipeline(mlirPassManagerGetAsOpPassManager(pm), "func.func(print-ir{label=x})");
    run_on("statistics", pm, m);
    run_on("statistics again", pm, m);
    mlirPassManagerDestroy(pm);
  }
  Probe bad = {.tag = "bad", .quiet = 1, .fail_on_run = 1};
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerEnableStatistics(pm, MLIR_PASS_DISPLAY_MODE_PIPELINE);
  mlirPassManagerAddOwnedPass(pm, probe_pass("Bad", "bad", "", &bad));
  run_on("failing with statistics", pm, m);
  mlirPassManagerDestroy(pm);

  printf("== timing\n");
  Probe top = {.tag = "top"}, fn = {.tag = "fn", .quiet = 1};
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerEnableTiming(pm);
  MlirOpPassManager f = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Fn", "fn", "func.func", &fn));
  add_pipeline(f, "print-ir{label=inner}");
  mlirPassManagerAddOwnedPass(pm, probe_pass("Top", "top", "", &top));
  run_on("timed", pm, m);
  run_on("timed again", pm, m);
  destroy_timed(pm);

  printf("== timing, never run\n");
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerEnableTiming(pm);
  destroy_timed(pm);

  printf("== timing, builtin.module pm with a failing pass\n");
  pm = mlirPassManagerCreateOnOperation(ctx, S("builtin.module"));
  mlirPassManagerEnableTiming(pm);
  f = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  mlirOpPassManagerAddOwnedPass(f, probe_pass("Bad", "bad", "", &bad));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintOpStats());
  run_on("timed failure", pm, m);
  destroy_timed(pm);

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
