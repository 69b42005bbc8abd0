#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Visibility of the functions the library exports. On Windows, DLL
// import/export declarations are used only when
// MLIR_CAPI_ENABLE_WINDOWS_DLL_DECLSPEC is defined.
#if (defined(_WIN32) || defined(__CYGWIN__)) &&                                \
    !defined(MLIR_CAPI_ENABLE_WINDOWS_DLL_DECLSPEC)
#define MLIR_CAPI_EXPORTED
#elif defined(_WIN32) || defined(__CYGWIN__)
#if MLIR_CAPI_BUILDING_LIBRARY
#define MLIR_CAPI_EXPORTED __declspec(dllexport)
#else
#define MLIR_CAPI_EXPORTED __declspec(dllimport)
#endif
#else
#define MLIR_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#define MLIR_PYTHON_API_EXPORTED MLIR_CAPI_EXPORTED
