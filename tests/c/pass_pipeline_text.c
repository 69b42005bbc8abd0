// Textual pass pipelines through the C API: printing fresh and nested pass
// managers (anchors, `any`, nesting twice), adding pipeline elements
// (mlirOpPassManagerAddPipeline) with the parser's errors and their partial
// effects, parsing anchored pipelines (mlirParsePassPipeline replaces the
// pass manager and its anchor; errors leave it as it was), option
// printing, external passes with and without an argument (`unknown<Name>`)
// and the per-pass registration functions. Error texts are collected whole (the
// chunking of upstream's stream is an artifact); option value errors go
// to stderr, merged into stdout here.
#define _POSIX_C_SOURCE 200809L
#include "pass_common.h"

int main(void) {
  MlirContext ctx = pass_setup();

  printf("== fresh pass managers\n");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  printf("null: %d %d\n", mlirPassManagerIsNull(pm), mlirPassManagerIsNull((MlirPassManager){NULL}));
  MlirOpPassManager root = mlirPassManagerGetAsOpPassManager(pm);
  show_pipeline("create", root);
  const char *anchors[] = {"builtin.module", "func.func", "foo.bar", "any", "cse", ""};
  for (int i = 0; i < 6; ++i) {
    MlirPassManager p = mlirPassManagerCreateOnOperation(ctx, S(anchors[i]));
    show_pipeline(anchors[i], mlirPassManagerGetAsOpPassManager(p));
    mlirPassManagerDestroy(p);
  }

  printf("== nesting\n");
  MlirOpPassManager f1 = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  MlirOpPassManager f2 = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  MlirOpPassManager anyp = mlirOpPassManagerGetNestedUnder(f1, S("any"));
  MlirOpPassManager deep = mlirOpPassManagerGetNestedUnder(anyp, S("scf.for"));
  mlirOpPassManagerAddOwnedPass(f2, mlirCreateTransformsPrintOpStats());
  mlirOpPassManagerAddOwnedPass(anyp, mlirCreateTransformsPrintIRPass());
  mlirOpPassManagerAddOwnedPass(deep, mlirCreateTransformsPrintIRPass());
  show_pipeline("root", root);
  show_pipeline("f1", f1);
  show_pipeline("f2", f2);
  show_pipeline("any", anyp);
  show_pipeline("deep", deep);

  printf("== adding elements\n");
  MlirPassManager q = mlirPassManagerCreate(ctx);
  MlirOpPassManager qr = mlirPassManagerGetAsOpPassManager(q);
  const char *elements[] = {
      "print-op-stats",
      "",
      "func.func(print-ir)",
      "builtin.module(print-op-stats{json})",
      " print-ir{label=foo} , print-ir{label='a b'} ",
      "print-ir{label={x y}},print-op-stats{json=false}",
      "cse",
      "foo",
      "print-ir,foo",
      "print-ir{label=x",
      "print-ir)",
      "func.func(print-ir",
      "func.func(print-ir),func.func(print-op-stats",
      "print-ir{a=1}x",
      "func.func{a=1}(print-ir)",
      "func.func(print-ir) print-ir",
      "func.func(print-ir),",
      ",print-ir",
      "func.func(),print-ir",
      "print ir",
      "print-ir,\n foo",
      "print-ir,\tfoo",
      "print-ir{}",
      "print-op-stats{foo=1}",
      "print-op-stats{json=maybe}",
      "print-op-stats{json=true json=0}",
      "print-op-stats{=true}",
      "func.func(print-op-stats{foo=1})",
      "any(func.func(print-ir{label=\"q r\" bogus}))",
      "print-ir(print-op-stats)",
      NULL};
  for (int i = 0; elements[i]; ++i) {
    add_pipeline(qr, elements[i]);
    show_pipeline("  now", qr);
  }
  mlirPassManagerDestroy(q);

  printf("== anchored pipelines\n");
  MlirPassManager r = mlirPassManagerCreate(ctx);
  MlirOpPassManager rr = mlirPassManagerGetAsOpPassManager(r);
  const char *pipelines[] = {
      "builtin.module()",
      "  builtin.module  ( print-op-stats )",
      "func.func(print-ir{label='hello world'})",
      "any(print-ir,func.func(print-op-stats{json}),any(print-op-stats))",
      "foo.bar(baz.qux(print-ir))",
      "print-ir",
      "",
      "(print-ir)",
      "builtin.module(print-ir",
      "builtin.module(print-ir)x",
      "builtin.module(foo)",
      "builtin.module(print-ir))",
      "builtin.module(func.func(print-ir)))",
      "builtin.module(func.func(print-ir)",
      "builtin.module(print-ir{a=1)",
      "builtin.module(print-ir{a={1})",
      "builtin.module(print-op-stats{foo=1})",
      "builtin.module(print-ir,func.func(print-op-stats{foo=1}))",
      "builtin.module(print-op-stats{json=2})",
      "builtin.module(print-ir,\n nothing)",
      "builtin.module(func.func(print-ir),func.func(print-op-stats))",
      NULL};
  for (int i = 0; pipelines[i]; ++i) {
    parse_pipeline(rr, pipelines[i]);
    show_pipeline("  now", rr);
  }

  printf("== parsing into a nested pass manager\n");
  MlirOpPassManager n = mlirPassManagerGetNestedUnder(r, S("func.func"));
  mlirOpPassManagerAddOwnedPass(n, mlirCreateTransformsPrintIRPass());
  show_pipeline("before", rr);
  parse_pipeline(n, "scf.for(print-op-stats,any(print-ir))");
  show_pipeline("after", rr);
  show_pipeline("nested", n);
  add_pipeline(n, "print-ir");
  show_pipeline("after add", rr);
  mlirPassManagerDestroy(r);

  printf("== external passes\n");
  Probe named = {.tag = "named"}, anon = {.tag = "anon"}, fn = {.tag = "fn"};
  MlirPassManager e = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(e, probe_pass("NamedPass", "named-pass", "", &named));
  mlirPassManagerAddOwnedPass(e, probe_pass("NoArgPass", "", "", &anon));
  MlirOpPassManager ef = mlirPassManagerGetNestedUnder(e, S("func.func"));
  mlirOpPassManagerAddOwnedPass(ef, probe_pass("FnPass", "fn-pass", "func.func", &fn));
  show_pipeline("external", mlirPassManagerGetAsOpPassManager(e));
  add_pipeline(mlirPassManagerGetAsOpPassManager(e), "named-pass");
  printf("destroy\n");
  mlirPassManagerDestroy(e);
  print_counts(&named);
  print_counts(&anon);
  print_counts(&fn);

  mlirPassManagerDestroy(pm);
  mlirContextDestroy(ctx);
  return 0;
}
