// func.func signatures: external declarations, visibility keywords,
// argument and result types and attributes, multiple results, function
// types as arguments and results, `attributes {...}` (including the
// inherent `no_inline`), locations on arguments and nested modules.

// External declarations (no body).
func.func private @ext_none()
func.func private @ext_args(i32, f32, index) -> i64
func.func private @ext_multi(i1) -> (i32, f32, tensor<4xf32>)
func.func nested @ext_nested(memref<?x8xf32>) -> ()
func.func private @ext_empty_results() -> ()
func.func private @ext_single_paren() -> (i32)
func.func private @ext_arg_attrs(i32 {foo.a}, f32 {foo.b = 1 : i64, foo.c = "x"}, i64) -> (i32 {foo.r = [1, 2]}, i1)
func.func private @ext_res_attr_only() -> (f16 {foo.res})
func.func private @ext_func_attrs(i32) attributes {foo.level = 3 : i32, foo.name = "decl"}
func.func private @ext_fn_typed((i32) -> i1, () -> ()) -> ((f32, f32) -> (f32, i1))
func.func private @ext_nested_fn((() -> ()) -> ()) -> (() -> ((i32) -> i1))
func.func private @ext_loc_args(i32 loc("decl.c":1:2), f32 {foo.a} loc(unknown))
func.func private @ext_no_inline() attributes {no_inline}
func.func private @ext_complex(complex<f32>, vector<4xi8>, tuple<i32, f32>, none) -> !foo.opaque

// Definitions with named arguments.
func.func @empty() {
  return
}

func.func public @public_def(%x: i32) -> i32 {
  return %x : i32
}

func.func private @private_def(%x: i32, %y: i64) -> (i64, i32) {
  return %y, %x : i64, i32
}

func.func nested @nested_def() {
  func.return
}

func.func @arg_attrs(%a: i32 {foo.x = 1}, %b: f32 {foo.flag}, %c: index) -> (i32 {foo.r = "first"}, f32 {foo.s}, index) {
  return %a, %b, %c : i32, f32, index
}

func.func @dict_arg_attrs(%a: i32 {foo.one = 1 : i8, foo.two = [true, false], foo.three = {inner = 2}}) {
  return
}

func.func @with_attrs(%a: i1) -> i1 attributes {foo.z = 0 : i64, foo.a = "first", foo.unit, no_inline} {
  return %a : i1
}

func.func @attrs_no_args() attributes {foo.only} {
  return
}

func.func @fn_typed(%f: (i32) -> i32, %g: () -> (), %h: (f32, f32) -> (f32, i1)) -> ((i32) -> i32, () -> ()) {
  return %f, %g : (i32) -> i32, () -> ()
}

func.func @located(%a: i32 loc("args.mlir":10:4), %b: f32 {foo.attr} loc("args.mlir":10:20), %c: i8 loc(unknown)) {
  return
}

func.func @unnamed_values(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32
  return %0 : i32
}

// Symbols in nested modules.
module @outer {
  func.func private @inner_decl(i32) -> i32
  func.func @inner_def(%v: i32) -> i32 {
    return %v : i32
  }
  module @deeper attributes {foo.tag} {
    func.func nested @deep() {
      return
    }
  }
}

module {
  func.func @anon_module_fn() -> () {
    return
  }
}
