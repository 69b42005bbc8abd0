// The func ops in generic form, mixed with the custom form: properties
// given in `<{...}>` or as inherent attributes in the attribute
// dictionary (sym_visibility, arg_attrs, res_attrs, no_inline), entry
// block arguments spelled out, and custom-form bodies in generic
// functions and the other way round.

"func.func"() <{function_type = (i32, f32) -> i64, sym_name = "g_decl", sym_visibility = "private"}> ({
}) : () -> ()

"func.func"() ({
}) {function_type = () -> (), sym_name = "g_decl_attr_dict", sym_visibility = "private"} : () -> ()

"func.func"() ({
}) {sym_visibility = "nested", function_type = (i1) -> i1, sym_name = "g_nested", arg_attrs = [{foo.a}], res_attrs = [{foo.r = 1 : i64}]} : () -> ()

"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g_def", arg_attrs = [{foo.first}, {}], res_attrs = [{foo.out}]}> ({
^bb0(%a: i32, %b: i32):
  %s = "foo.add"(%a, %b) : (i32, i32) -> i32
  func.return %s : i32
}) {foo.discardable = "kept"} : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "g_no_inline", no_inline}> ({
  "func.return"() : () -> ()
}) : () -> ()

"func.func"() <{function_type = (index) -> (index, index), sym_name = "g_blocks", sym_visibility = "public"}> ({
^entry(%i: index):
  "foo.br"(%i)[^next] : (index) -> ()
^next(%j: index):
  "func.return"(%j, %i) : (index, index) -> ()
}) : () -> ()

func.func @custom_with_generic_body(%x: i32) -> (i32, i32) {
  %c = "func.call"(%x) <{callee = @g_def_twice}> : (i32) -> i32
  %d = "func.call"(%c, %x) {callee = @g_def} : (i32, i32) -> i32
  %f = "func.constant"() <{value = @g_def}> : () -> ((i32, i32) -> i32)
  %e = "func.call_indirect"(%f, %c, %d) : ((i32, i32) -> i32, i32, i32) -> i32
  "func.call"() <{callee = @g_no_inline, no_inline}> : () -> ()
  %k = "func.constant"() {value = @g_decl} : () -> ((i32, f32) -> i64)
  "func.return"(%e, %d) : (i32, i32) -> ()
}

"func.func"() <{function_type = (i32) -> i32, sym_name = "g_def_twice"}> ({
^bb0(%v: i32):
  %r = func.call @g_def(%v, %v) : (i32, i32) -> i32
  func.return %r : i32
}) : () -> ()

func.func @loc_args(%p: i32 loc("p.mlir":3:4), %q: f32 loc(fused["a", "b"])) {
  "func.return"() : () -> () loc("ret.mlir":9:9)
} loc("fn.mlir":1:1)

"builtin.module"() <{sym_name = "gen_mod"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "inside", sym_visibility = "private"}> ({
  }) : () -> ()
  func.func @caller() {
    "func.call"() <{callee = @inside}> : () -> ()
    func.return
  }
}) : () -> ()

// Inherent attributes in the attribute dictionary next to `<{...}>`: one
// missing from the properties moves into them; one already there is
// dropped (the property wins).
"func.func"() <{function_type = () -> (), sym_name = "g_merge"}> ({
  "func.return"() : () -> ()
}) {sym_visibility = "private", no_inline, foo.extra} : () -> ()

"func.func"() <{function_type = () -> (), sym_name = "g_conflict", sym_visibility = "nested"}> ({
  "func.return"() : () -> ()
}) {sym_visibility = "private"} : () -> ()

// Calls at module level (outside any function).
"func.call"() <{callee = @g_merge}> {callee = @g_conflict} : () -> ()
func.call @g_conflict() : () -> ()
%mf = func.constant @g_decl : (i32, f32) -> i64
%mr = func.call_indirect %mf(%mi, %mg) : (i32, f32) -> i64
%mi = "foo.i32"() : () -> i32
%mg = "foo.f32"() : () -> f32
