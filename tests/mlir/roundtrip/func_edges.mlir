// Edge cases of the func ops' printed forms: quoted symbol names, empty
// attribute dictionaries (dropped or kept), arg_attrs/res_attrs that are
// all empty, argument names that shadow nothing, result lists with
// attributes on every result, dialect types in signatures and result
// names of func.constant.

func.func private @"quoted name"(i32) -> i32
func.func private @"with.dots$and_signs"()

func.func @"calls quoted"(%v: i32) -> i32 {
  %r = call @"quoted name"(%v) : (i32) -> i32
  call @"with.dots$and_signs"() : () -> ()
  %f = constant @"quoted name" : (i32) -> i32
  return %r : i32
}

func.func private @empty_dicts(i32 {}, f32) -> (i32 {})

func.func @empty_dict_args(%a: i32 {}, %b: i32 {foo.k}) -> (i32 {}, i32) {
  return %a, %b : i32, i32
}

"func.func"() <{arg_attrs = [{}, {}], function_type = (i32, i32) -> i32, res_attrs = [{}], sym_name = "all_empty", sym_visibility = "private"}> ({
}) : () -> ()

func.func @all_results_attrs() -> (i32 {foo.a}, i64 {foo.b = "b"}, f32 {foo.c = 1.5 : f32}) {
  %0:3 = "foo.three"() : () -> (i32, i64, f32)
  return %0#0, %0#1, %0#2 : i32, i64, f32
}

func.func private @dialect_types(!foo.handle, !foo.t<"param">, tensor<*xf32>, memref<2x?xi8, strided<[?, 1]>>) -> !foo.handle

func.func @names_not_kept(%first: i32, %second: i32) -> i32 {
  %sum = "foo.add"(%first, %second) : (i32, i32) -> i32
  %f = constant @names_not_kept : (i32, i32) -> i32
  %again = call_indirect %f(%sum, %sum) : (i32, i32) -> i32
  return %again : i32
}

func.func @attr_kinds() attributes {foo.arr = [1, "two", @sym], foo.aff = affine_map<(d0) -> (d0 + 1)>, foo.dense = dense<[1, 2]> : tensor<2xi32>, foo.type = i32, foo.sym = @attr_kinds} {
  return
}

func.func @many_blocks() {
  "foo.br"()[^bb3] : () -> ()
^bb1:
  return
^bb2:
  "foo.br"()[^bb1] : () -> ()
^bb3:
  "foo.br"()[^bb2] : () -> ()
}

func.func @generic_return_in_custom(%a: i32) -> i32 {
  "func.return"(%a) : (i32) -> ()
}

func.func @unused_and_unnamed(i32, i64) -> ()
  attributes {foo.ext} {
^bb0(%x: i32, %y: i64):
  return
}
