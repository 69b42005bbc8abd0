// The func dialect through the C API: its dialect handle (namespace,
// inserting into a registry, registering, loading), contexts created with
// a registry and with every upstream dialect (RegisterEverything.h),
// which func operations are registered when, the interface queries of
// Interfaces.h on func operations (none of them infers types), parsing
// and printing func IR, mlirFuncSetArgAttr / mlirFuncSetResultAttr,
// building func.func + func.call + func.return through OperationState
// and the diagnostics of invalid func IR (parser and verifier errors).
#include "diag_print.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Interfaces.h"
#include "mlir-c/RegisterEverything.h"

static const char *const FUNC_OPS[] = {"func.func", "func.call", "func.call_indirect",
                                       "func.constant", "func.return", NULL};

static void print_registered(MlirContext ctx, const char *what) {
  printf("%s: registered-dialects=%ld loaded-dialects=%ld ops:", what,
         (long)mlirContextGetNumRegisteredDialects(ctx), (long)mlirContextGetNumLoadedDialects(ctx));
  for (int i = 0; FUNC_OPS[i]; ++i)
    printf(" %d", mlirContextIsRegisteredOperation(ctx, S(FUNC_OPS[i])));
  printf(" func.bogus=%d\n", mlirContextIsRegisteredOperation(ctx, S("func.bogus")));
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), attr);
}

// The first operation named `name` in the module body whose sym_name is
// `sym` (any symbol when `sym` is NULL).
static MlirOperation find_op(MlirModule m, const char *name, const char *sym) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    if (n.length != strlen(name) || strncmp(n.data, name, n.length) != 0)
      continue;
    if (!sym)
      return op;
    MlirAttribute s = mlirOperationGetAttributeByName(op, S("sym_name"));
    if (!mlirAttributeIsNull(s) && mlirAttributeIsAString(s)) {
      MlirStringRef v = mlirStringAttrGetValue(s);
      if (v.length == strlen(sym) && strncmp(v.data, sym, v.length) == 0)
        return op;
    }
  }
  return (MlirOperation){NULL};
}

static void interfaces(MlirContext ctx, MlirModule m) {
  MlirTypeID infer = mlirInferTypeOpInterfaceTypeID();
  MlirTypeID shaped = mlirInferShapedTypeOpInterfaceTypeID();
  printf("interface type ids equal: %d %d\n", mlirTypeIDEqual(infer, infer), mlirTypeIDEqual(infer, shaped));
  for (int i = 0; FUNC_OPS[i]; ++i)
    printf("static %s: infer-type=%d infer-shaped=%d\n", FUNC_OPS[i],
           mlirOperationImplementsInterfaceStatic(S(FUNC_OPS[i]), ctx, infer),
           mlirOperationImplementsInterfaceStatic(S(FUNC_OPS[i]), ctx, shaped));
  printf("static builtin.module: %d, foo.bar: %d\n",
         mlirOperationImplementsInterfaceStatic(S("builtin.module"), ctx, infer),
         mlirOperationImplementsInterfaceStatic(S("foo.bar"), ctx, infer));
  // Every operation of the parsed module, nested ones included (two levels).
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    print_str(mlirIdentifierStr(mlirOperationGetName(op)));
    printf("  infer-type=%d infer-shaped=%d\n", mlirOperationImplementsInterface(op, infer),
           mlirOperationImplementsInterface(op, shaped));
    if (mlirOperationGetNumRegions(op) == 0)
      continue;
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if (mlirBlockIsNull(b))
      continue;
    for (MlirOperation in = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(in);
         in = mlirOperationGetNextInBlock(in)) {
      printf("  ");
      print_str(mlirIdentifierStr(mlirOperationGetName(in)));
      printf("    infer-type=%d infer-shaped=%d\n", mlirOperationImplementsInterface(in, infer),
             mlirOperationImplementsInterface(in, shaped));
    }
  }
}

static void handle_and_registries(void) {
  printf("=== dialect handle\n");
  MlirDialectHandle h = mlirGetDialectHandle__func__();
  print_str(mlirDialectHandleGetNamespace(h));
  printf("same handle twice: %d\n", mlirGetDialectHandle__func__().ptr == h.ptr);

  MlirContext ctx = mlirContextCreateWithThreading(false);
  print_registered(ctx, "fresh");
  mlirDialectHandleRegisterDialect(h, ctx);
  print_registered(ctx, "registered");
  mlirDialectHandleRegisterDialect(h, ctx);
  print_registered(ctx, "registered twice");
  MlirDialect d = mlirDialectHandleLoadDialect(h, ctx);
  printf("loaded: null=%d namespace=", mlirDialectIsNull(d));
  print_str(mlirDialectGetNamespace(d));
  printf("context matches: %d\n", mlirContextEqual(mlirDialectGetContext(d), ctx));
  print_registered(ctx, "loaded");
  MlirDialect again = mlirDialectHandleLoadDialect(h, ctx);
  printf("load again is the same dialect: %d\n", mlirDialectEqual(d, again));
  printf("get-or-load is the same dialect: %d\n", mlirDialectEqual(d, mlirContextGetOrLoadDialect(ctx, S("func"))));
  mlirContextDestroy(ctx);

  // A registry holding func, appended to a context: registered, not
  // loaded until asked for.
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  printf("registry null: %d\n", mlirDialectRegistryIsNull(reg));
  mlirDialectHandleInsertDialect(h, reg);
  mlirDialectHandleInsertDialect(h, reg);
  ctx = mlirContextCreateWithThreading(false);
  mlirContextAppendDialectRegistry(ctx, reg);
  print_registered(ctx, "appended registry");
  MlirDialect loaded = mlirContextGetOrLoadDialect(ctx, S("func"));
  printf("get-or-load: null=%d\n", mlirDialectIsNull(loaded));
  print_registered(ctx, "after get-or-load");
  mlirContextDestroy(ctx);

  // The same registry given at creation.
  ctx = mlirContextCreateWithRegistry(reg, false);
  print_registered(ctx, "created with registry");
  mlirContextLoadAllAvailableDialects(ctx);
  print_registered(ctx, "load all available");
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(reg);

  // Every upstream dialect: func among them. The counts depend on the set
  // of dialects, so only their relation is printed.
  printf("=== register everything\n");
  MlirDialectRegistry all = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(all);
  ctx = mlirContextCreateWithThreading(false);
  mlirContextAppendDialectRegistry(ctx, all);
  intptr_t registered = mlirContextGetNumRegisteredDialects(ctx);
  printf("more than builtin registered: %d, loaded=%ld\n", registered > 1,
         (long)mlirContextGetNumLoadedDialects(ctx));
  printf("func.call before loading: %d\n", mlirContextIsRegisteredOperation(ctx, S("func.call")));
  mlirContextLoadAllAvailableDialects(ctx);
  printf("all registered dialects loaded: %d\n", mlirContextGetNumLoadedDialects(ctx) == registered);
  for (int i = 0; FUNC_OPS[i]; ++i)
    printf("%s registered: %d\n", FUNC_OPS[i], mlirContextIsRegisteredOperation(ctx, S(FUNC_OPS[i])));
  printf("func dialect: null=%d\n", mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("func"))));
  MlirModule m = mlirModuleCreateParse(
      ctx, S("func.func private @ext(i32) -> i32\n"
             "func.func @user(%a: i32) -> i32 {\n"
             "  %r = func.call @ext(%a) : (i32) -> i32\n"
             "  return %r : i32\n"
             "}\n"));
  printf("parsed with every dialect: null=%d\n", mlirModuleIsNull(m));
  print_op(mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(all);
}

static void parse_and_attrs(void) {
  printf("=== parse, print, interfaces, argument and result attributes\n");
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  // func is not registered in a fresh context.
  MlirModule none = mlirModuleCreateParse(ctx, S("func.func private @f()\n"));
  printf("without func: null=%d\n", mlirModuleIsNull(none));

  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  const char *src =
      "func.func private @decl(i32, f32) -> (i64 {foo.r})\n"
      "func.func @body(%a: i32 {foo.a = 1 : i64}, %b: f32) -> (i64, i32) attributes {foo.fn} {\n"
      "  %r = call @decl(%a, %b) : (i32, f32) -> i64\n"
      "  %f = constant @decl : (i32, f32) -> i64\n"
      "  %s = call_indirect %f(%a, %b) : (i32, f32) -> i64\n"
      "  return %s, %a : i64, i32\n"
      "}\n"
      "func.func nested @plain(%x: index) {\n"
      "  return\n"
      "}\n";
  MlirModule m = mlirModuleCreateParse(ctx, S(src));
  printf("parsed: null=%d\n", mlirModuleIsNull(m));
  MlirOperation mop = mlirModuleGetOperation(m);
  print_op(mop);
  print_op_generic(mop);
  printf("verify: %d\n", mlirOperationVerify(mop));
  print_registered(ctx, "after parsing");

  interfaces(ctx, m);

  MlirOperation decl = find_op(m, "func.func", "decl");
  MlirOperation body = find_op(m, "func.func", "body");
  MlirOperation plain = find_op(m, "func.func", "plain");
  printf("found: %d %d %d\n", !mlirOperationIsNull(decl), !mlirOperationIsNull(body),
         !mlirOperationIsNull(plain));

  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  // A new argument attribute next to an existing one, and an overwrite.
  mlirFuncSetArgAttr(body, 0, S("foo.b"), mlirStringAttrGet(ctx, S("new")));
  mlirFuncSetArgAttr(body, 0, S("foo.a"), mlirIntegerAttrGet(i32, 7));
  // The first attribute of the second argument.
  mlirFuncSetArgAttr(body, 1, S("foo.c"), mlirUnitAttrGet(ctx));
  // Result attributes: the function had none.
  mlirFuncSetResultAttr(body, 1, S("foo.second"), mlirBoolAttrGet(ctx, 1));
  mlirFuncSetResultAttr(body, 0, S("foo.first"), mlirTypeAttrGet(i32));
  print_op(body);
  print_op_generic(body);
  // A declaration: existing result attribute kept, new ones added.
  mlirFuncSetArgAttr(decl, 1, S("foo.arg"), mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), 2.5));
  mlirFuncSetResultAttr(decl, 0, S("foo.r"), mlirIntegerAttrGet(mlirIndexTypeGet(ctx), 3));
  mlirFuncSetResultAttr(decl, 0, S("foo.z"), mlirUnitAttrGet(ctx));
  print_op(decl);
  print_op_generic(decl);
  // A function without results or argument attributes.
  mlirFuncSetArgAttr(plain, 0, S("foo.only"), mlirArrayAttrGet(ctx, 0, NULL));
  print_op(plain);
  print_op_generic(plain);
  printf("discardable on body: %ld, arg_attrs present: %d, res_attrs present: %d\n",
         (long)mlirOperationGetNumDiscardableAttributes(body),
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(body, S("arg_attrs"))),
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(body, S("res_attrs"))));
  print_attr(mlirOperationGetAttributeByName(body, S("arg_attrs")));
  print_attr(mlirOperationGetAttributeByName(body, S("res_attrs")));
  print_attr(mlirOperationGetAttributeByName(body, S("function_type")));
  printf("verify after edits: %d\n", mlirOperationVerify(mop));
  print_op(mop);
  // Argument and result attributes must be dialect attributes.
  mlirFuncSetArgAttr(plain, 0, S("undotted"), mlirUnitAttrGet(ctx));
  printf("verify with an undotted argument attribute: %d\n", mlirOperationVerify(mop));
  mlirFuncSetResultAttr(decl, 0, S("plain_result"), mlirUnitAttrGet(ctx));
  printf("verify decl with an undotted result attribute: %d\n", mlirOperationVerify(decl));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

// func.func @callee declared private, and @caller calling it, built from
// OperationState; `bad` makes the return type disagree with the signature.
static MlirModule build(MlirContext ctx, int bad) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("built.mlir"), 1, 1);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType fnType = mlirFunctionTypeGet(ctx, 1, &i32, 1, &i32);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirBlock top = mlirModuleGetBody(m);

  // The declaration: an empty region.
  MlirOperationState decl = mlirOperationStateGet(S("func.func"), loc);
  MlirNamedAttribute declAttrs[] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, S("callee"))),
      named(ctx, "function_type", mlirTypeAttrGet(fnType)),
      named(ctx, "sym_visibility", mlirStringAttrGet(ctx, S("private"))),
  };
  mlirOperationStateAddAttributes(&decl, 3, declAttrs);
  MlirRegion empty = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&decl, 1, &empty);
  mlirBlockAppendOwnedOperation(top, mlirOperationCreate(&decl));

  // The definition: entry block with one argument, a call and a return.
  MlirLocation argLoc = mlirLocationFileLineColGet(ctx, S("built.mlir"), 2, 20);
  MlirBlock entry = mlirBlockCreate(1, &i32, &argLoc);
  MlirRegion bodyRegion = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(bodyRegion, entry);
  MlirValue arg = mlirBlockGetArgument(entry, 0);

  MlirOperationState call = mlirOperationStateGet(S("func.call"), mlirLocationFileLineColGet(ctx, S("built.mlir"), 3, 3));
  mlirOperationStateAddOperands(&call, 1, &arg);
  mlirOperationStateAddResults(&call, 1, &i32);
  MlirNamedAttribute callee = named(ctx, "callee", mlirFlatSymbolRefAttrGet(ctx, S("callee")));
  mlirOperationStateAddAttributes(&call, 1, &callee);
  MlirOperation callOp = mlirOperationCreate(&call);
  mlirBlockAppendOwnedOperation(entry, callOp);
  MlirValue result = mlirOperationGetResult(callOp, 0);

  MlirOperationState ret = mlirOperationStateGet(S("func.return"), mlirLocationFileLineColGet(ctx, S("built.mlir"), 4, 3));
  mlirOperationStateAddOperands(&ret, 1, &result);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&ret));

  MlirType callerType = mlirFunctionTypeGet(ctx, 1, &i32, 1, bad ? &i64 : &i32);
  MlirOperationState def = mlirOperationStateGet(S("func.func"), mlirLocationFileLineColGet(ctx, S("built.mlir"), 2, 1));
  MlirAttribute argDict = mlirDictionaryAttrGet(ctx, 1, (MlirNamedAttribute[]){named(ctx, "foo.arg", mlirUnitAttrGet(ctx))});
  MlirNamedAttribute defAttrs[] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, S("caller"))),
      named(ctx, "function_type", mlirTypeAttrGet(callerType)),
      named(ctx, "arg_attrs", mlirArrayAttrGet(ctx, 1, &argDict)),
      named(ctx, "no_inline", mlirUnitAttrGet(ctx)),
      named(ctx, "foo.discardable", mlirIntegerAttrGet(i64, 5)),
  };
  mlirOperationStateAddAttributes(&def, 5, defAttrs);
  mlirOperationStateAddOwnedRegions(&def, 1, &bodyRegion);
  MlirOperation defOp = mlirOperationCreate(&def);
  mlirBlockAppendOwnedOperation(top, defOp);
  printf("caller: regions=%ld attributes=%ld discardable=%ld\n", (long)mlirOperationGetNumRegions(defOp),
         (long)mlirOperationGetNumAttributes(defOp), (long)mlirOperationGetNumDiscardableAttributes(defOp));
  return m;
}

static void build_ops(void) {
  printf("=== build through OperationState\n");
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  MlirModule m = build(ctx, 0);
  MlirOperation mop = mlirModuleGetOperation(m);
  print_op(mop);
  print_op_generic(mop);
  printf("verify: %d\n", mlirOperationVerify(mop));
  // Attribute edits on the built function.
  MlirOperation caller = find_op(m, "func.func", "caller");
  mlirFuncSetResultAttr(caller, 0, S("foo.res"), mlirStringAttrGet(ctx, S("r")));
  print_op(caller);
  mlirModuleDestroy(m);

  m = build(ctx, 1);
  mop = mlirModuleGetOperation(m);
  print_op(mop);
  printf("verify (return type differs): %d\n", mlirOperationVerify(mop));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void invalid_ir(void) {
  printf("=== diagnostics of invalid func IR\n");
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  const char *srcs[] = {
      "func.func @f() -> i32 {\n  return\n}\n",
      "func.func @f(%a: i32) -> f32 {\n  return %a : i32\n}\n",
      "func.func @f() {\n  call @nowhere() : () -> ()\n  return\n}\n",
      "func.func private @g(i32) -> i32\nfunc.func @f(%a: i64) {\n  %r = call @g(%a) : (i64) -> i32\n  return\n}\n",
      "func.func private @g() -> (i32, f32)\nfunc.func @f() {\n  %r:2 = call @g() : () -> (i32, i32)\n  return\n}\n",
      "func.func private @g(i32)\nfunc.func @f() {\n  %c = constant @g : (i64) -> ()\n  return\n}\n",
      "func.func @f(%fn: (i32) -> i32, %a: f32) {\n  %r = \"func.call_indirect\"(%fn, %a) : ((i32) -> i32, f32) -> i32\n  return\n}\n",
      "func.return\n",
      "func.func @f() -> i32\n",
      "func.func private @f(%a: i32, i64)\n",
      "func.func private @f() attributes {sym_name = \"g\"}\n",
      "func.func @f() {}\n",
      "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i64):\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
      NULL};
  for (int i = 0; srcs[i]; ++i) {
    printf("-- %d\n", i);
    MlirModule m = mlirModuleCreateParse(ctx, S(srcs[i]));
    printf("null=%d\n", mlirModuleIsNull(m));
    if (!mlirModuleIsNull(m))
      mlirModuleDestroy(m);
  }
  // Through mlirOperationCreateParse with a source name.
  MlirOperation op = mlirOperationCreateParse(ctx, S("func.func @named() -> i1 {\n  return\n}\n"), S("named.mlir"));
  printf("operation parse: null=%d\n", mlirOperationIsNull(op));
  mlirContextDestroy(ctx);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  handle_and_registries();
  parse_and_attrs();
  build_ops();
  invalid_ir();
  return 0;
}
