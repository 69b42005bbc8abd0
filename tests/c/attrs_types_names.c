// The names of every builtin attribute and type (the *GetName functions).
#include "diag_print.h"
int main(void) {
  printf("mlirAffineMapAttrGetName: "); print_str(mlirAffineMapAttrGetName());
  printf("mlirArrayAttrGetName: "); print_str(mlirArrayAttrGetName());
  printf("mlirBF16TypeGetName: "); print_str(mlirBF16TypeGetName());
  printf("mlirComplexTypeGetName: "); print_str(mlirComplexTypeGetName());
  printf("mlirDenseResourceElementsAttrGetName: "); print_str(mlirDenseResourceElementsAttrGetName());
  printf("mlirDictionaryAttrGetName: "); print_str(mlirDictionaryAttrGetName());
  printf("mlirF16TypeGetName: "); print_str(mlirF16TypeGetName());
  printf("mlirF32TypeGetName: "); print_str(mlirF32TypeGetName());
  printf("mlirF64TypeGetName: "); print_str(mlirF64TypeGetName());
  printf("mlirFlatSymbolRefAttrGetName: "); print_str(mlirFlatSymbolRefAttrGetName());
  printf("mlirFloat4E2M1FNTypeGetName: "); print_str(mlirFloat4E2M1FNTypeGetName());
  printf("mlirFloat6E2M3FNTypeGetName: "); print_str(mlirFloat6E2M3FNTypeGetName());
  printf("mlirFloat6E3M2FNTypeGetName: "); print_str(mlirFloat6E3M2FNTypeGetName());
  printf("mlirFloat8E3M4TypeGetName: "); print_str(mlirFloat8E3M4TypeGetName());
  printf("mlirFloat8E4M3B11FNUZTypeGetName: "); print_str(mlirFloat8E4M3B11FNUZTypeGetName());
  printf("mlirFloat8E4M3FNTypeGetName: "); print_str(mlirFloat8E4M3FNTypeGetName());
  printf("mlirFloat8E4M3FNUZTypeGetName: "); print_str(mlirFloat8E4M3FNUZTypeGetName());
  printf("mlirFloat8E4M3TypeGetName: "); print_str(mlirFloat8E4M3TypeGetName());
  printf("mlirFloat8E5M2FNUZTypeGetName: "); print_str(mlirFloat8E5M2FNUZTypeGetName());
  printf("mlirFloat8E5M2TypeGetName: "); print_str(mlirFloat8E5M2TypeGetName());
  printf("mlirFloat8E8M0FNUTypeGetName: "); print_str(mlirFloat8E8M0FNUTypeGetName());
  printf("mlirFloatAttrGetName: "); print_str(mlirFloatAttrGetName());
  printf("mlirFunctionTypeGetName: "); print_str(mlirFunctionTypeGetName());
  printf("mlirIndexTypeGetName: "); print_str(mlirIndexTypeGetName());
  printf("mlirIntegerAttrGetName: "); print_str(mlirIntegerAttrGetName());
  printf("mlirIntegerSetAttrGetName: "); print_str(mlirIntegerSetAttrGetName());
  printf("mlirIntegerTypeGetName: "); print_str(mlirIntegerTypeGetName());
  printf("mlirMemRefTypeGetName: "); print_str(mlirMemRefTypeGetName());
  printf("mlirNoneTypeGetName: "); print_str(mlirNoneTypeGetName());
  printf("mlirOpaqueAttrGetName: "); print_str(mlirOpaqueAttrGetName());
  printf("mlirOpaqueTypeGetName: "); print_str(mlirOpaqueTypeGetName());
  printf("mlirRankedTensorTypeGetName: "); print_str(mlirRankedTensorTypeGetName());
  printf("mlirStridedLayoutAttrGetName: "); print_str(mlirStridedLayoutAttrGetName());
  printf("mlirStringAttrGetName: "); print_str(mlirStringAttrGetName());
  printf("mlirSymbolRefAttrGetName: "); print_str(mlirSymbolRefAttrGetName());
  printf("mlirTF32TypeGetName: "); print_str(mlirTF32TypeGetName());
  printf("mlirTupleTypeGetName: "); print_str(mlirTupleTypeGetName());
  printf("mlirTypeAttrGetName: "); print_str(mlirTypeAttrGetName());
  printf("mlirUnitAttrGetName: "); print_str(mlirUnitAttrGetName());
  printf("mlirUnrankedMemRefTypeGetName: "); print_str(mlirUnrankedMemRefTypeGetName());
  printf("mlirUnrankedTensorTypeGetName: "); print_str(mlirUnrankedTensorTypeGetName());
  printf("mlirVectorTypeGetName: "); print_str(mlirVectorTypeGetName());
  return 0;
}
