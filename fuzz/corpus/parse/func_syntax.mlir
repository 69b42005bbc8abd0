// Parse errors in the func dialect's custom forms: func.func names,
// visibility keywords, argument lists (named and unnamed mixed, missing
// types, duplicates, trailing commas), result lists, `attributes {...}`
// with inferred attributes, empty bodies, and the syntax of func.call,
// func.call_indirect, func.constant and func.return. One error per split.

// expected-error@+1 {{expected ':'}}
func.func @missing_arg_type(%a) {
  return
}

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func private @named_then_unnamed(%a: i32, i64)

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
func.func private @unnamed_then_named(i32, %a: i64)

// -----

// expected-note@+2 {{previously referenced here}}
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @duplicate_arg(%a: i32, %a: i32) {
  return
}

// -----

// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func.func internal @bad_visibility()

// -----

// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func.func no_at_sign()

// -----

// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func.func (i32) -> i32

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @missing_result_type() -> {

// -----

// expected-error@+1 {{expected ')'}}
func.func private @unclosed_results() -> (i32 {foo.a}

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @trailing_comma_results() -> (i32, )

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @trailing_comma_args(%a: i32,) {
  return
}

// -----

// expected-error@+1 {{expected ')'}}
func.func @missing_comma(%a: i32 %b: i32) {
  return
}

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @variadic(i32, ...)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @bare_word_after_type(i32 foo)

// -----

// expected-error@+1 {{expected location instance}}
func.func private @bad_arg_loc(i32 loc(foo))

// -----

// Result types take no location.
// expected-error@+1 {{expected ')'}}
func.func private @result_loc() -> (i32 loc("x":1:1))

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_name() attributes {sym_name = "g"}

// -----

// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_visibility() attributes {sym_visibility = "private"}

// -----

// expected-error@+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_type() attributes {function_type = () -> ()}

// -----

// expected-error@+1 {{expected '{' in attribute dictionary}}
func.func private @attributes_without_dict() attributes

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error@+2 {{invalid block name in region with named arguments}}
func.func @named_args_and_entry_label(%a: i32) {
^bb0(%b: i32):
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @return_wrong_type(%a: i32) -> i32 {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  return %a : i64
}

// -----

func.func @return_missing_types(%a: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  return %a
}

// -----

func.func private @g(i32)
func.func @call_missing_type(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  call @g(%a)
  return
}

// -----

func.func private @g()
func.func @call_non_function_type() {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call @g() : i32
  return
}

// -----

func.func @call_string_callee() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  call "g"() : () -> ()
  return
}

// -----

func.func @constant_integer() {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %c = constant 1 : () -> ()
  return
}

// -----

func.func @call_indirect_non_function_type(%g: i32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call_indirect %g() : i32
  return
}

// -----

// The default dialect applies to custom-form func.func bodies only.
"func.func"() <{function_type = () -> (), sym_name = "generic_body"}> ({
  // expected-error@+1 {{custom op 'call' is unknown (tried 'builtin.call' as well)}}
  call @generic_body() : () -> ()
  func.return
}) : () -> ()

// -----

func.func @nested_callee() {
  // expected-error@+1 {{invalid properties {callee = @m::@g} for op func.call: Invalid attribute `callee` in property conversion: @m::@g}}
  "func.call"() <{callee = @m::@g}> : () -> ()
  return
}
