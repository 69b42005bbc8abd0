// The layout of every C API struct and enum: sizes, alignments, field
// offsets and enumerator values, printed so that the differential harness
// compares them with upstream's, and pinned with static asserts.
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Rewrite.h"
#include "mlir-c/Support.h"

#define HANDLE(T)                                                              \
  _Static_assert(sizeof(T) == sizeof(void *), #T " is one pointer");           \
  _Static_assert(offsetof(T, ptr) == 0, #T ".ptr is first");                   \
  printf("%-26s size %zu align %zu\n", #T, sizeof(T), _Alignof(T));

#define FIELD(T, f) printf("  %s.%s at %zu\n", #T, #f, offsetof(T, f));

int main(void) {
  HANDLE(MlirLlvmThreadPool)
  HANDLE(MlirTypeID)
  HANDLE(MlirTypeIDAllocator)
  HANDLE(MlirAsmState)
  HANDLE(MlirBytecodeWriterConfig)
  HANDLE(MlirContext)
  HANDLE(MlirDialect)
  HANDLE(MlirDialectRegistry)
  HANDLE(MlirOperation)
  HANDLE(MlirOpOperand)
  HANDLE(MlirOpPrintingFlags)
  HANDLE(MlirBlock)
  HANDLE(MlirRegion)
  HANDLE(MlirSymbolTable)
  HANDLE(MlirAttribute)
  HANDLE(MlirIdentifier)
  HANDLE(MlirLocation)
  HANDLE(MlirModule)
  HANDLE(MlirType)
  HANDLE(MlirValue)
  HANDLE(MlirDialectHandle)
  HANDLE(MlirDiagnostic)
  HANDLE(MlirPass)
  HANDLE(MlirExternalPass)
  HANDLE(MlirPassManager)
  HANDLE(MlirOpPassManager)
  HANDLE(MlirRewriterBase)
  HANDLE(MlirFrozenRewritePatternSet)
  HANDLE(MlirGreedyRewriteDriverConfig)
  HANDLE(MlirRewritePatternSet)
  HANDLE(MlirPatternRewriter)
  HANDLE(MlirRewritePattern)

  printf("MlirStringRef size %zu\n", sizeof(MlirStringRef));
  FIELD(MlirStringRef, data)
  FIELD(MlirStringRef, length)
  printf("MlirLogicalResult size %zu\n", sizeof(MlirLogicalResult));
  printf("MlirNamedAttribute size %zu\n", sizeof(MlirNamedAttribute));
  FIELD(MlirNamedAttribute, name)
  FIELD(MlirNamedAttribute, attribute)
  printf("MlirOperationState size %zu\n", sizeof(MlirOperationState));
  FIELD(MlirOperationState, name)
  FIELD(MlirOperationState, location)
  FIELD(MlirOperationState, nResults)
  FIELD(MlirOperationState, results)
  FIELD(MlirOperationState, nOperands)
  FIELD(MlirOperationState, operands)
  FIELD(MlirOperationState, nRegions)
  FIELD(MlirOperationState, regions)
  FIELD(MlirOperationState, nSuccessors)
  FIELD(MlirOperationState, successors)
  FIELD(MlirOperationState, nAttributes)
  FIELD(MlirOperationState, attributes)
  FIELD(MlirOperationState, enableResultTypeInference)

  printf("walk results %d %d %d, orders %d %d, size %zu\n",
         MlirWalkResultAdvance, MlirWalkResultInterrupt, MlirWalkResultSkip,
         MlirWalkPreOrder, MlirWalkPostOrder, sizeof(MlirWalkResult));
  printf("severities %d %d %d %d, size %zu\n", MlirDiagnosticError,
         MlirDiagnosticWarning, MlirDiagnosticNote, MlirDiagnosticRemark,
         sizeof(MlirDiagnosticSeverity));
  printf("handler id size %zu\n", sizeof(MlirDiagnosticHandlerID));
  printf("MlirExternalPassCallbacks size %zu\n", sizeof(MlirExternalPassCallbacks));
  FIELD(MlirExternalPassCallbacks, construct)
  FIELD(MlirExternalPassCallbacks, destruct)
  FIELD(MlirExternalPassCallbacks, initialize)
  FIELD(MlirExternalPassCallbacks, clone)
  FIELD(MlirExternalPassCallbacks, run)
  printf("pass display modes %d %d, size %zu\n", MLIR_PASS_DISPLAY_MODE_LIST,
         MLIR_PASS_DISPLAY_MODE_PIPELINE, sizeof(MlirPassDisplayMode));
  printf("MlirRewritePatternCallbacks size %zu\n", sizeof(MlirRewritePatternCallbacks));
  FIELD(MlirRewritePatternCallbacks, construct)
  FIELD(MlirRewritePatternCallbacks, destruct)
  FIELD(MlirRewritePatternCallbacks, matchAndRewrite)
  printf("strictness %d %d %d, size %zu\n", MLIR_GREEDY_REWRITE_STRICTNESS_ANY_OP,
         MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_AND_NEW_OPS,
         MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_OPS, sizeof(MlirGreedyRewriteStrictness));
  printf("region levels %d %d %d, size %zu\n", MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_DISABLED,
         MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_NORMAL, MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_AGGRESSIVE,
         sizeof(MlirGreedySimplifyRegionLevel));
  return 0;
}
