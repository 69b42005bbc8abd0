// Dialects defined in IRDL through the C API (mlir-c/Dialect/IRDL.h): the
// irdl dialect handle, loading two dialects from IRDL text with
// mlirLoadIRDLDialects, building their operations with OperationState,
// parsing their types and attributes, verifying valid and invalid
// operations (every constraint kind, variadicity and segment sizes,
// attributes, regions) with a diagnostic handler printing the messages,
// printing them, a definition file that fails to load, and the
// variadicity attributes.
#include "diag_print.h"
#include "mlir-c/Dialect/IRDL.h"

// Two dialects: `geo` (a parametric type, an attribute, operations) and
// `rel`, whose operation uses `geo`'s type.
static const char *DEFS =
    "irdl.dialect @geo {\n"
    "  irdl.type @vec {\n"
    "    %0 = irdl.is i32\n"
    "    %1 = irdl.is f32\n"
    "    %2 = irdl.any_of(%0, %1)\n"
    "    irdl.parameters(elem: %2)\n"
    "  }\n"
    "  irdl.attribute @unit_name {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(name: %0)\n"
    "  }\n"
    "  irdl.operation @norm {\n"
    "    %0 = irdl.any\n"
    "    %1 = irdl.parametric @geo::@vec<%0>\n"
    "    irdl.operands(v: %1)\n"
    "    irdl.results(r: %0)\n"
    "  }\n"
    "  irdl.operation @sum {\n"
    "    %0 = irdl.base \"!builtin.integer\"\n"
    "    irdl.operands(a: %0, b: optional %0, c: variadic %0)\n"
    "    irdl.results(r: %0)\n"
    "  }\n"
    "  irdl.operation @tagged {\n"
    "    %0 = irdl.base @geo::@unit_name\n"
    "    %1 = irdl.is 4 : i64\n"
    "    irdl.attributes {\"unit\" = %0, \"rank\" = %1}\n"
    "  }\n"
    "  irdl.operation @loop {\n"
    "    %0 = irdl.is index\n"
    "    %r = irdl.region(%0) with size 1\n"
    "    irdl.regions(body: %r)\n"
    "  }\n"
    "}\n"
    "irdl.dialect @rel {\n"
    "  irdl.operation @cmp {\n"
    "    %0 = irdl.any\n"
    "    %1 = irdl.parametric @geo::@vec<%0>\n"
    "    %2 = irdl.is i1\n"
    "    %3 = irdl.all_of(%1)\n"
    "    irdl.operands(lhs: %3, rhs: %3)\n"
    "    irdl.results(r: %2)\n"
    "  }\n"
    "}\n";

static MlirType parse_type(MlirContext ctx, const char *text) {
  MlirType t = mlirTypeParseGet(ctx, S(text));
  printf("type %s: ", text);
  if (mlirTypeIsNull(t)) {
    printf("(null)\n");
  } else {
    mlirTypePrint(t, print_cb, NULL);
    printf("\n");
  }
  return t;
}

static MlirOperation make(MlirContext ctx, const char *name, intptr_t nOperands, const MlirValue *operands,
                          intptr_t nResults, const MlirType *results, intptr_t nAttrs,
                          const MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(S(name), mlirLocationFileLineColGet(ctx, S("c.mlir"), 7, 3));
  mlirOperationStateAddOperands(&st, nOperands, operands);
  mlirOperationStateAddResults(&st, nResults, results);
  mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  return mlirOperationCreate(&st);
}

static void check_printed(const char *what, MlirOperation op) {
  printf("-- %s\n", what);
  print_op(op);
  printf("verify: %d\n", mlirOperationVerify(op));
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

int main(void) {
  MlirContext ctx = diag_context(1);
  MlirDialectHandle irdl = mlirGetDialectHandle__irdl__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(irdl);
  printf("namespace: %.*s\n", (int)ns.length, ns.data);
  mlirDialectHandleLoadDialect(irdl, ctx);

  // Variadicity attributes.
  MlirAttribute single = mlirIRDLVariadicityAttrGet(ctx, S("single"));
  MlirAttribute variadic = mlirIRDLVariadicityAttrGet(ctx, S("variadic"));
  MlirAttribute both[] = {single, variadic};
  MlirAttribute array = mlirIRDLVariadicityArrayAttrGet(ctx, 2, both);
  mlirAttributePrint(single, print_cb, NULL);
  printf("\n");
  mlirAttributePrint(array, print_cb, NULL);
  printf("\n");
  mlirAttributePrint(mlirIRDLVariadicityArrayAttrGet(ctx, 0, NULL), print_cb, NULL);
  printf("\n");
  MlirStringRef n1 = mlirIRDLVariadicityAttrGetName(), n2 = mlirIRDLVariadicityArrayAttrGetName();
  printf("names: %.*s %.*s\n", (int)n1.length, n1.data, (int)n2.length, n2.data);
  printf("parsed equal: %d\n",
         mlirAttributeEqual(array, mlirAttributeParseGet(ctx, S("#irdl<variadicity_array[single, variadic]>"))));

  // A definition file that does not load: an any_of whose alternatives
  // both match anything.
  MlirModule bad = mlirModuleCreateParse(
      ctx, S("irdl.dialect @bad {\n  irdl.operation @o {\n    %0 = irdl.any\n    %1 = irdl.any\n"
             "    %2 = irdl.any_of(%0, %1)\n    irdl.operands(x: %2)\n  }\n}\n"));
  printf("load bad: %d\n", mlirLogicalResultIsSuccess(mlirLoadIRDLDialects(bad)));
  mlirModuleDestroy(bad);

  MlirModule defs = mlirModuleCreateParse(ctx, S(DEFS));
  printf("defs parsed: %d\n", !mlirModuleIsNull(defs));
  printf("load: %d\n", mlirLogicalResultIsSuccess(mlirLoadIRDLDialects(defs)));
  printf("registered: geo.norm=%d rel.cmp=%d geo.nope=%d\n", mlirContextIsRegisteredOperation(ctx, S("geo.norm")),
         mlirContextIsRegisteredOperation(ctx, S("rel.cmp")), mlirContextIsRegisteredOperation(ctx, S("geo.nope")));

  // Types and attributes.
  MlirType vi = parse_type(ctx, "!geo.vec<i32>");
  MlirType vf = parse_type(ctx, "!geo.vec<f32>");
  parse_type(ctx, "!geo.vec<i64>");
  parse_type(ctx, "!geo.vec<i32, i32>");
  parse_type(ctx, "!geo.other");
  MlirAttribute meters = mlirAttributeParseGet(ctx, S("#geo.unit_name<\"m\">"));
  mlirAttributePrint(meters, print_cb, NULL);
  printf("\n");
  printf("bad attribute null: %d\n", mlirAttributeIsNull(mlirAttributeParseGet(ctx, S("#geo.unit_name<3>"))));

  // Operations built through OperationState.
  MlirType i1 = mlirIntegerTypeGet(ctx, 1), i8 = mlirIntegerTypeGet(ctx, 8), f32 = mlirF32TypeGet(ctx);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirBlock body = mlirModuleGetBody(m);
  MlirType srcs[] = {vi, vf, i8, f32};
  MlirOperation src = make(ctx, "test.src", 0, NULL, 4, srcs, 0, NULL);
  mlirBlockAppendOwnedOperation(body, src);
  MlirValue v_i = mlirOperationGetResult(src, 0), v_f = mlirOperationGetResult(src, 1);
  MlirValue x8 = mlirOperationGetResult(src, 2), xf = mlirOperationGetResult(src, 3);

  MlirOperation norm = make(ctx, "geo.norm", 1, &v_i, 1, &f32, 0, NULL);
  mlirBlockAppendOwnedOperation(body, norm);
  check_printed("norm: result is not the vector's element", norm);
  MlirOperation norm_ok = make(ctx, "geo.norm", 1, &v_f, 1, &f32, 0, NULL);
  mlirBlockAppendOwnedOperation(body, norm_ok);
  check_printed("norm", norm_ok);
  MlirOperation norm_bad = make(ctx, "geo.norm", 1, &x8, 1, &i8, 0, NULL);
  mlirBlockAppendOwnedOperation(body, norm_bad);
  check_printed("norm: not a vector", norm_bad);

  MlirValue three[] = {x8, x8, x8};
  MlirOperation sum = make(ctx, "geo.sum", 3, three, 1, &i8, 0, NULL);
  mlirBlockAppendOwnedOperation(body, sum);
  check_printed("sum: no segment sizes", sum);
  MlirAttribute seg = mlirAttributeParseGet(ctx, S("array<i32: 1, 0, 2>"));
  MlirNamedAttribute segs = named(ctx, "operandSegmentSizes", seg);
  MlirOperation sum_ok = make(ctx, "geo.sum", 3, three, 1, &i8, 1, &segs);
  mlirBlockAppendOwnedOperation(body, sum_ok);
  check_printed("sum", sum_ok);
  MlirNamedAttribute segs2 = named(ctx, "operandSegmentSizes", mlirAttributeParseGet(ctx, S("array<i32: 1, 2, 0>")));
  MlirOperation sum_opt = make(ctx, "geo.sum", 3, three, 1, &i8, 1, &segs2);
  mlirBlockAppendOwnedOperation(body, sum_opt);
  check_printed("sum: two optional operands", sum_opt);
  MlirValue mixed[] = {x8, xf};
  MlirNamedAttribute segs3 = named(ctx, "operandSegmentSizes", mlirAttributeParseGet(ctx, S("array<i32: 1, 1, 0>")));
  MlirOperation sum_f = make(ctx, "geo.sum", 2, mixed, 1, &i8, 1, &segs3);
  mlirBlockAppendOwnedOperation(body, sum_f);
  check_printed("sum: a float operand", sum_f);

  MlirNamedAttribute tags[] = {named(ctx, "unit", meters), named(ctx, "rank", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 4))};
  MlirOperation tagged = make(ctx, "geo.tagged", 0, NULL, 0, NULL, 2, tags);
  mlirBlockAppendOwnedOperation(body, tagged);
  check_printed("tagged", tagged);
  MlirOperation untagged = make(ctx, "geo.tagged", 0, NULL, 0, NULL, 1, tags);
  mlirBlockAppendOwnedOperation(body, untagged);
  check_printed("tagged: missing attribute", untagged);
  MlirNamedAttribute wrong[] = {named(ctx, "unit", mlirStringAttrGet(ctx, S("m"))), tags[1]};
  MlirOperation mistagged = make(ctx, "geo.tagged", 0, NULL, 0, NULL, 2, wrong);
  mlirBlockAppendOwnedOperation(body, mistagged);
  check_printed("tagged: wrong attribute kind", mistagged);

  // A region whose entry block takes an index.
  MlirRegion region = mlirRegionCreate();
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("c.mlir"), 9, 5);
  MlirBlock entry = mlirBlockCreate(1, &index, &loc);
  mlirRegionAppendOwnedBlock(region, entry);
  MlirOperationState ls = mlirOperationStateGet(S("geo.loop"), mlirLocationFileLineColGet(ctx, S("c.mlir"), 8, 1));
  mlirOperationStateAddOwnedRegions(&ls, 1, &region);
  MlirOperation loop = mlirOperationCreate(&ls);
  mlirBlockAppendOwnedOperation(body, loop);
  check_printed("loop", loop);
  MlirRegion region2 = mlirRegionCreate();
  MlirBlock entry2 = mlirBlockCreate(1, &i1, &loc);
  mlirRegionAppendOwnedBlock(region2, entry2);
  MlirOperationState ls2 = mlirOperationStateGet(S("geo.loop"), mlirLocationFileLineColGet(ctx, S("c.mlir"), 8, 1));
  mlirOperationStateAddOwnedRegions(&ls2, 1, &region2);
  MlirOperation loop2 = mlirOperationCreate(&ls2);
  mlirBlockAppendOwnedOperation(body, loop2);
  check_printed("loop: argument of the wrong type", loop2);
  MlirOperation loop3 = make(ctx, "geo.loop", 0, NULL, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(body, loop3);
  check_printed("loop: no region", loop3);

  MlirValue pair[] = {v_i, v_i};
  MlirOperation cmp = make(ctx, "rel.cmp", 2, pair, 1, &i1, 0, NULL);
  mlirBlockAppendOwnedOperation(body, cmp);
  check_printed("cmp", cmp);
  MlirValue unequal[] = {v_i, v_f};
  MlirOperation cmp2 = make(ctx, "rel.cmp", 2, unequal, 1, &i1, 0, NULL);
  mlirBlockAppendOwnedOperation(body, cmp2);
  check_printed("cmp: different vectors", cmp2);

  // The whole module (invalid: it holds the failing operations).
  printf("module verifies: %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  print_op_generic(mlirModuleGetOperation(m));

  // Parsing: the generic form only.
  MlirModule parsed = mlirModuleCreateParse(
      ctx, S("%v = \"test.src\"() : () -> !geo.vec<f32>\n%n = \"geo.norm\"(%v) : (!geo.vec<f32>) -> f32\n"));
  print_op(mlirModuleGetOperation(parsed));
  MlirModule custom = mlirModuleCreateParse(ctx, S("%v = \"test.src\"() : () -> !geo.vec<f32>\n%n = geo.norm %v\n"));
  printf("custom form parsed: %d\n", !mlirModuleIsNull(custom));

  mlirModuleDestroy(parsed);
  mlirModuleDestroy(m);
  mlirModuleDestroy(defs);
  mlirContextDestroy(ctx);
  return 0;
}
