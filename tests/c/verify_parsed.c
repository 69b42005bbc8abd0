// Invalid IR given as text: `mlirModuleCreateParse` verifies what it
// parsed and returns a null module, the verifier's diagnostics carrying
// the source locations.
#include "diag_print.h"

static const char *cases[][2] = {
    {"use before definition in a CFG region",
     "\"foo.holder\"() ({\n"
     "  \"foo.use\"(%x) : (i32) -> ()\n"
     "  %x = \"foo.def\"() : () -> i32\n"
     "  \"foo.br\"()[^bb1] : () -> ()\n"
     "^bb1:\n"
     "  \"foo.end\"() : () -> ()\n"
     "}) : () -> ()\n"},
    {"use before definition in a module body (graph region)",
     "\"foo.use\"(%x) : (i32) -> ()\n"
     "%x = \"foo.def\"() : () -> i32\n"},
    {"nested use of a later value",
     "\"foo.holder\"() ({\n"
     "  \"foo.wrap\"() ({\n"
     "    \"foo.use\"(%x) : (i32) -> ()\n"
     "  }) : () -> ()\n"
     "  %x = \"foo.def\"() : () -> i32\n"
     "  \"foo.br\"()[^bb1] : () -> ()\n"
     "^bb1:\n"
     "  \"foo.end\"() : () -> ()\n"
     "}) : () -> ()\n"},
    {"value of a non-dominating block",
     "\"foo.holder\"() ({\n"
     "  \"foo.cond\"()[^bb1, ^bb2] : () -> ()\n"
     "^bb1:\n"
     "  %x = \"foo.def\"() : () -> i32\n"
     "  \"foo.br\"()[^bb3] : () -> ()\n"
     "^bb2:\n"
     "  \"foo.br\"()[^bb3] : () -> ()\n"
     "^bb3:\n"
     "  \"foo.use\"(%x) : (i32) -> ()\n"
     "}) : () -> ()\n"},
    {"block argument of a non-dominating block",
     "\"foo.holder\"() ({\n"
     "  \"foo.cond\"()[^bb1, ^bb2] : () -> ()\n"
     "^bb1(%a: i32):\n"
     "  \"foo.br\"()[^bb2] : () -> ()\n"
     "^bb2:\n"
     "  \"foo.use\"(%a) : (i32) -> ()\n"
     "}) : () -> ()\n"},
    {"entry block with predecessors",
     "\"foo.holder\"() ({\n"
     "^bb0:\n"
     "  \"foo.br\"()[^bb1] : () -> ()\n"
     "^bb1:\n"
     "  \"foo.br\"()[^bb0] : () -> ()\n"
     "}) : () -> ()\n"},
    {"branch in the middle of a block",
     "\"foo.holder\"() ({\n"
     "  \"foo.br\"()[^bb1] : () -> ()\n"
     "  \"foo.after\"() : () -> ()\n"
     "^bb1:\n"
     "  \"foo.end\"() : () -> ()\n"
     "}) : () -> ()\n"},
    {"block ending with a registered non-terminator",
     "\"foo.holder\"() ({\n"
     "  %0 = \"foo.def\"() : () -> i32\n"
     "  \"foo.br\"()[^bb1] : () -> ()\n"
     "^bb1:\n"
     "  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32\n"
     "}) : () -> ()\n"},
    {"unknown operation of the builtin dialect",
     "\"builtin.unknown\"() : () -> ()\n"},
    {"module with a region argument",
     "\"builtin.module\"() ({\n"
     "^bb0(%arg0: i32):\n"
     "}) : () -> ()\n"},
    {"module with a result",
     "%0 = \"builtin.module\"() ({\n"
     "}) : () -> i32\n"},
    {"named module with a bad visibility",
     "module @m attributes {sym_visibility = \"everywhere\"} {\n"
     "}\n"},
    {"module attribute without a dialect prefix",
     "module attributes {plain} {\n"
     "}\n"},
    {"redefinition of a symbol",
     "\"foo.sym\"() {sym_name = \"s\"} : () -> ()\n"
     "\"foo.sym\"() {sym_name = \"s\"} : () -> ()\n"},
    {"nested modules with one name",
     "module @a {\n"
     "}\n"
     "module @a {\n"
     "}\n"},
    {"cast without results",
     "%0 = \"foo.def\"() : () -> i32\n"
     "\"builtin.unrealized_conversion_cast\"(%0) : (i32) -> ()\n"},
    {"errors in two nested modules",
     "module {\n"
     "  %0 = \"builtin.unrealized_conversion_cast\"() ({\n"
     "  }) : () -> i32\n"
     "}\n"
     "module {\n"
     "  \"builtin.unrealized_conversion_cast\"() : () -> ()\n"
     "}\n"},
    {"valid",
     "module @ok {\n"
     "  %0 = \"foo.def\"() : () -> i32\n"
     "  \"foo.holder\"() ({\n"
     "    \"foo.use\"(%0) : (i32) -> ()\n"
     "    \"foo.br\"()[^bb1] : () -> ()\n"
     "  ^bb1:\n"
     "    \"foo.end\"() : () -> ()\n"
     "  }) : () -> ()\n"
     "}\n"},
};

int main(void) {
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
    MlirContext ctx = diag_context(1);
    printf("== %s\n", cases[i][0]);
    MlirModule m = mlirModuleCreateParse(ctx, S(cases[i][1]));
    printf("parsed: %d\n", !mlirModuleIsNull(m));
    if (!mlirModuleIsNull(m))
      mlirModuleDestroy(m);
    mlirContextDestroy(ctx);
  }
  return 0;
}
