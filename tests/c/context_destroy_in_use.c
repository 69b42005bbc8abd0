// oxmlir-only: upstream frees the context under the other thread (heap
// corruption). mlirContextDestroy while another thread is inside a
// long-running call on that context (here a walk) waits for the call to
// return, after reporting the misuse; from a callback of a call on the same
// context (same thread) it is refused and the context stays alive.
// valgrind
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#include "misuse_capture.h"

static MlirContext ctx;
static MlirModule module;
static atomic_int started;
static atomic_int visited;
static atomic_int names_ok;

static void pause_ms(long ms) {
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

// Counts the operations; on the first one, tells the main thread the walk
// has started and then dawdles so that the destroy happens mid-walk. Each
// visit reads the op's name (context memory) after the pause.
static MlirWalkResult slow_visit(MlirOperation op, void *u) {
  (void)u;
  if (atomic_fetch_add(&visited, 1) == 0) {
    atomic_store(&started, 1);
    pause_ms(300);
  }
  MlirIdentifier name = mlirOperationGetName(op);
  MlirStringRef s = mlirIdentifierStr(name);
  if (s.length > 0 && s.data[0] != 0)
    atomic_fetch_add(&names_ok, 1);
  return MlirWalkResultAdvance;
}

static void *walker(void *arg) {
  (void)arg;
  mlirOperationWalk(mlirModuleGetOperation(module), slow_visit, NULL, MlirWalkPostOrder);
  return NULL;
}

static int destroys_refused;
static MlirWalkResult destroy_from_callback(MlirOperation op, void *u) {
  (void)op;
  int before = reports;
  mlirContextDestroy(*(MlirContext *)u);
  if (reports == before + 1 && strstr(last, "it is left alive"))
    ++destroys_refused;
  return MlirWalkResultInterrupt;
}

static const char *source = "\"a.outer\"() ({\n"
                            "  \"a.x\"() : () -> ()\n"
                            "  \"a.y\"() : () -> ()\n"
                            "  \"a.z\"() : () -> ()\n"
                            "}) : () -> ()\n";

int main(void) {
  (void)expect_report;
  // Another thread walks while the main thread destroys.
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  module = mlirModuleCreateParse(ctx, S(source));
  EXPECT(!mlirModuleIsNull(module));
  pthread_t t;
  pthread_create(&t, NULL, walker, NULL);
  while (!atomic_load(&started))
    pause_ms(1);
  int before = reports;
  mlirContextDestroy(ctx);
  // The destroy returned only after the walk did: every op was visited,
  // with its name read from the live context.
  EXPECT(atomic_load(&visited) == 5);
  EXPECT(atomic_load(&names_ok) == 5);
  EXPECT_REPORT(before, "mlirContextDestroy: 1 call(s) on this context are in progress on other threads");
  pthread_join(t, NULL);
  // The context is gone: its handle is now reported as stale.
  begin_stderr();
  EXPECT(mlirContextGetNumLoadedDialects(ctx) == 0);
  END_STDERR("MlirContext handle does not name a live object");

  // A walk callback destroying the context of its own walk is refused.
  MlirContext c2 = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(c2, true);
  mlirContextAttachDiagnosticHandler(c2, handler, NULL, NULL);
  MlirModule m2 = mlirModuleCreateParse(c2, S(source));
  mlirOperationWalk(mlirModuleGetOperation(m2), destroy_from_callback, &c2, MlirWalkPreOrder);
  EXPECT(destroys_refused == 1);
  // Still alive and usable afterwards.
  EXPECT(mlirOperationVerify(mlirModuleGetOperation(m2)));
  mlirModuleDestroy(m2);
  before = reports;
  mlirContextDestroy(c2);
  EXPECT(reports == before);
  return misuse_finish();
}
