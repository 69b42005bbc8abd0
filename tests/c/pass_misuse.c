// oxmlir-only: upstream crashes or aborts on these calls. Checks that
// misuse of the pass manager API is reported (through the context's
// diagnostic handler when a context is known, on stderr otherwise) and
// that the calls return safe values: destroyed pass managers and their
// operation pass managers, operation pass managers replaced by
// mlirParsePassPipeline or merged away by a run, a pass added twice, an
// op-specific pass added to a pass manager anchored elsewhere (upstream's
// fatal error becomes a diagnostic; the pass is destroyed), module-scope
// IR printing on a multithreaded context, signalling failure outside a
// run, a pass using the pass manager
// running it, null handles, an invalid display mode, an external pass
// without a run callback, operations of another context or erased; and
// the registration of every pass.
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "misuse_capture.h"
#include "pass_common.h"

static MlirPassManager running_pm;

// A run callback that uses the pass manager running it.
static void reenter(MlirOperation op, Probe *p) {
  (void)op;
  (void)p;
  Text t = {{0}, 0};
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(running_pm), text_cb, &t);
  mlirPassManagerDestroy(running_pm);
  mlirPassManagerAddOwnedPass(running_pm, mlirCreateTransformsPrintIRPass());
}

int main(void) {
  MlirContext ctx = pass_context();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirModule m = parse_module(ctx, THREE_FUNCS);
  MlirOperation module = mlirModuleGetOperation(m);
  int r;

  // Registration: every pass, then the transforms group.
  mlirRegisterAllPasses();
  mlirRegisterTransformsPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  Text t = {{0}, 0};
  EXPECT(mlirLogicalResultIsSuccess(
      mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm), S("print-ir,print-op-stats"), text_cb, &t)));

  // A destroyed pass manager and its operation pass managers.
  MlirOpPassManager nested = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  MlirOpPassManager rootop = mlirPassManagerGetAsOpPassManager(pm);
  EXPECT(rootop.ptr == mlirPassManagerGetAsOpPassManager(pm).ptr);
  mlirPassManagerDestroy(pm);
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, module)));
  EXPECT_REPORT(r, "mlirPassManagerRunOnOp: MlirPassManager handle does not name a live pass manager");
  begin_stderr();
  mlirPassManagerDestroy(pm);
  END_STDERR("mlirPassManagerDestroy: MlirPassManager handle does not name a live pass manager");
  begin_stderr();
  EXPECT(mlirOpPassManagerGetNestedUnder(nested, S("x")).ptr == NULL);
  END_STDERR("MlirOpPassManager handle does not name a live pass manager");
  begin_stderr();
  mlirPrintPassPipeline(rootop, text_cb, &t);
  END_STDERR("mlirPrintPassPipeline: MlirOpPassManager handle does not name a live pass manager");
  begin_stderr();
  EXPECT(mlirPassManagerGetAsOpPassManager(pm).ptr == NULL);
  END_STDERR("mlirPassManagerGetAsOpPassManager");
  // A pass given to a destroyed pass manager stays the caller's.
  Probe kept = {.tag = "kept", .quiet = 1};
  MlirPass keptPass = probe_pass("Kept", "kept", "", &kept);
  begin_stderr();
  mlirPassManagerAddOwnedPass(pm, keptPass);
  END_STDERR("mlirPassManagerAddOwnedPass");
  EXPECT(kept.destructs == 0);

  // A pass added twice; the operation pass managers that parsing replaces.
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, keptPass);
  r = reports;
  mlirPassManagerAddOwnedPass(pm, keptPass);
  EXPECT_REPORT(r, "MlirPass handle does not name a pass the caller owns");
  nested = mlirPassManagerGetNestedUnder(pm, S("func.func"));
  MlirOpPassManager deeper = mlirOpPassManagerGetNestedUnder(nested, S("any"));
  rootop = mlirPassManagerGetAsOpPassManager(pm);
  t.len = 0;
  EXPECT(mlirLogicalResultIsSuccess(mlirParsePassPipeline(rootop, S("builtin.module(print-ir)"), text_cb, &t)));
  EXPECT(kept.destructs == 1);
  // (A retired handle no longer leads to a context: reported on stderr.)
  begin_stderr();
  mlirOpPassManagerAddOwnedPass(deeper, mlirCreateTransformsPrintIRPass());
  END_STDERR("replaced by mlirParsePassPipeline");
  begin_stderr();
  add_pipeline(nested, "print-ir");
  END_STDERR("mlirOpPassManagerAddPipeline");
  t.len = 0;
  mlirPrintPassPipeline(rootop, text_cb, &t);
  EXPECT(strcmp(t.buf, "builtin.module(print-ir{label=})") == 0);

  // Nested pass managers merged away by a run.
  MlirPassManager merging = mlirPassManagerCreate(ctx);
  MlirOpPassManager first = mlirPassManagerGetNestedUnder(merging, S("func.func"));
  MlirOpPassManager second = mlirPassManagerGetNestedUnder(merging, S("func.func"));
  mlirOpPassManagerAddOwnedPass(first, mlirCreateTransformsPrintOpStats());
  mlirOpPassManagerAddOwnedPass(second, mlirCreateTransformsPrintOpStats());
  begin_stderr();
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(merging, module)));
  END_STDERR("Operations encountered");
  t.len = 0;
  mlirPrintPassPipeline(first, text_cb, &t);
  EXPECT(strcmp(t.buf, "func.func(print-op-stats{json=false},print-op-stats{json=false})") == 0);
  begin_stderr();
  mlirPrintPassPipeline(second, text_cb, &t);
  END_STDERR("mlirPrintPassPipeline: MlirOpPassManager handle does not name a live pass manager");
  mlirPassManagerDestroy(merging);

  // An op-specific pass on a pass manager anchored elsewhere.
  Probe fn = {.tag = "fn", .quiet = 1};
  r = reports;
  mlirPassManagerAddOwnedPass(pm, probe_pass("FnPass", "fn", "func.func", &fn));
  EXPECT_REPORT(r, "Can't add pass 'FnPass' restricted to 'func.func' on a PassManager intended to run on "
                   "'builtin.module', did you intend to nest?");
  EXPECT(fn.constructs == 1 && fn.destructs == 1);
  t.len = 0;
  mlirPrintPassPipeline(rootop, text_cb, &t);
  EXPECT(strcmp(t.buf, "builtin.module(print-ir{label=})") == 0);
  nested = mlirPassManagerGetNestedUnder(pm, S("scf.for"));
  r = reports;
  mlirOpPassManagerAddOwnedPass(nested, probe_pass("FnPass", "fn", "func.func", &fn));
  EXPECT_REPORT(r, "intended to run on 'scf.for', did you intend to nest?");
  EXPECT(fn.constructs == 2 && fn.destructs == 2);
  mlirPassManagerDestroy(pm);

  // IR printing that cannot be set up.
  MlirContext threaded = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(threaded, handler, NULL, NULL);
  pm = mlirPassManagerCreate(threaded);
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  r = reports;
  mlirPassManagerEnableIRPrinting(pm, true, true, true, false, false, flags, S(""));
  EXPECT_REPORT(r, "IR printing can't be setup on a pass-manager without disabling multi-threading first.");
  r = reports;
  mlirPassManagerEnableIRPrinting(pm, true, true, false, false, false, (MlirOpPrintingFlags){NULL}, S(""));
  EXPECT_REPORT(r, "null MlirOpPrintingFlags");
  mlirOpPrintingFlagsDestroy(flags);
  r = reports;
  mlirPassManagerEnableIRPrinting(pm, true, true, false, false, false, flags, S(""));
  EXPECT_REPORT(r, "MlirOpPrintingFlags");
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsPrintIRPass());
  MlirModule tm = mlirModuleCreateEmpty(mlirLocationUnknownGet(threaded));
  r = reports;
  // Nothing was enabled: the run prints only the pass's own dump.
  begin_stderr();
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(tm))));
  END_STDERR("// -----// IR Dump //----- //\nmodule {\n}\n");
  EXPECT(reports == r);
  // An operation of another context.
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, module)));
  EXPECT_REPORT(r, "different contexts");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(tm);
  mlirContextDestroy(threaded);

  // Signalling failure outside a run.
  begin_stderr();
  mlirExternalPassSignalFailure((MlirExternalPass){(void *)(uintptr_t)12345});
  END_STDERR("mlirExternalPassSignalFailure: MlirExternalPass handle does not name a running pass");
  begin_stderr();
  mlirExternalPassSignalFailure((MlirExternalPass){NULL});
  END_STDERR("null MlirExternalPass handle");

  // A pass using the pass manager that runs it.
  Probe re = {.tag = "re", .quiet = 1, .action = reenter};
  running_pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(running_pm, probe_pass("Re", "re", "", &re));
  r = reports;
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(running_pm, module)));
  EXPECT(reports == r + 3);
  EXPECT(strstr(last, "the pass manager is in use by this thread") != NULL);
  t.len = 0;
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(running_pm), text_cb, &t);
  EXPECT(strcmp(t.buf, "any(re)") == 0);
  mlirPassManagerDestroy(running_pm);
  EXPECT(re.destructs == 1);

  // Null handles, an invalid display mode, a pass without a run callback.
  mlirPassManagerDestroy((MlirPassManager){NULL});
  begin_stderr();
  EXPECT(mlirLogicalResultIsFailure(mlirPassManagerRunOnOp((MlirPassManager){NULL}, (MlirOperation){NULL})));
  END_STDERR("null MlirOperation handle");
  pm = mlirPassManagerCreate(ctx);
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirPassManagerRunOnOp((MlirPassManager){NULL}, module)));
  EXPECT_REPORT(r, "null MlirPassManager handle");
  r = reports;
  mlirPassManagerAddOwnedPass(pm, (MlirPass){NULL});
  EXPECT_REPORT(r, "null MlirPass handle");
  r = reports;
  mlirOpPassManagerAddOwnedPass((MlirOpPassManager){NULL}, mlirCreateTransformsPrintIRPass());
  EXPECT(reports == r);
  r = reports;
  mlirPassManagerEnableStatistics(pm, (MlirPassDisplayMode)7);
  EXPECT_REPORT(r, "invalid MlirPassDisplayMode 7");
  Probe norun = {.tag = "norun", .quiet = 1};
  MlirExternalPassCallbacks cb = {probe_construct, probe_destruct, NULL, NULL, NULL};
  begin_stderr();
  MlirPass np = mlirCreateExternalPass(mlirTypeIDCreate(&probe_type_id_storage), S("NoRun"), S("no-run"), S(""),
                                       S(""), 0, NULL, cb, &norun);
  END_STDERR("the run callback is required");
  EXPECT(np.ptr == NULL && norun.constructs == 0);
  MlirDialectHandle bogus = {(const void *)&norun};
  begin_stderr();
  np = mlirCreateExternalPass(mlirTypeIDCreate(&probe_type_id_storage), S("Dep"), S("dep"), S(""), S(""), 1,
                              &bogus, (MlirExternalPassCallbacks){NULL, NULL, NULL, NULL, probe_run}, &norun);
  END_STDERR("MlirDialectHandle");
  EXPECT(np.ptr == NULL);

  // An erased operation.
  MlirOperation f = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  mlirOperationDestroy(f);
  r = reports;
  EXPECT(mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, f)));
  EXPECT_REPORT(r, "mlirPassManagerRunOnOp");
  mlirPassManagerDestroy(pm);

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  if (failures)
    return 1;
  printf("ok\n");
  return 0;
}
