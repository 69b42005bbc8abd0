// Verifier errors of the func dialect: func.return operand counts and
// types, func.call and func.constant symbol lookups and type checks
// (including lookups that stop at a nested module or at an unregistered
// op, which might be a symbol table), func.call_indirect type
// constraints, func.return's parent and terminator rules, entry blocks
// against the signature, inherent attributes of generic func.func
// (missing, wrong kind, bad visibility, argument/result attribute
// arrays), public declarations and duplicate symbols. One error per split.

func.func @return_too_few() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_too_few) returns 1}}
  return
}

// -----

func.func @return_too_many(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_too_many) returns 0}}
  return %a : i32
}

// -----

func.func @return_type_mismatch(%a: i32, %b: f32) -> (i32, i32) {
  // expected-error@+1 {{type of return operand 1 ('f32') doesn't match function result type ('i32') in function @return_type_mismatch}}
  return %a, %b : i32, f32
}

// -----

"func.func"() <{function_type = () -> (i64), sym_name = "generic_return_mismatch"}> ({
  %x = "foo.x"() : () -> i32
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @generic_return_mismatch}}
  "func.return"(%x) : (i32) -> ()
}) : () -> ()

// -----

func.func @call_undefined() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

module @not_a_function {
}
func.func @call_a_module() {
  // expected-error@+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  call @not_a_function() : () -> ()
  return
}

// -----

func.func private @outer()
module @inner {
  func.func @call_outside_nested_module() {
    // expected-error@+1 {{'func.call' op 'outer' does not reference a valid function}}
    call @outer() : () -> ()
    return
  }
}

// -----

func.func private @g()
func.func @call_in_unregistered_region() {
  "foo.region"() ({
    // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
    func.call @g() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @call_too_few_operands() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %r = call @g() : () -> i32
  return
}

// -----

func.func private @g(i32, f32)
func.func @call_operand_type(%a: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 1}}
  call @g(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @call_too_few_results(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g() -> (i32, f32)
func.func @call_result_type() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'i64'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %r:2 = call @g() : () -> (i32, i64)
  return
}

// -----

func.func @call_without_callee() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @call_indirect_operand(%fn: (i32) -> i32, %a: f32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%fn, %a) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func @call_indirect_result(%fn: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%fn, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @call_indirect_not_a_function(%a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> ()
  return
}

// -----

func.func @call_indirect_no_callee() {
  // expected-error@+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @constant_undefined() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'missing'}}
  %c = constant @missing : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @constant_wrong_type() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %c = constant @g : () -> ()
  return
}

// -----

func.func @constant_not_function_type() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %c = "func.constant"() <{value = @constant_not_function_type}> : () -> i32
  return
}

// -----

func.func @constant_without_value() {
  // expected-error@+1 {{'func.constant' op requires attribute 'value'}}
  %c = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func private @g()
func.func @constant_in_unregistered_region() {
  "foo.region"() ({
    // expected-error@+1 {{'func.constant' op reference to undefined function 'g'}}
    %c = func.constant @g : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

"foo.op"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}) : () -> ()

// -----

func.func @return_in_nested_region() {
  "foo.wrap"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func @return_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "foo.after"() : () -> ()
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_too_many"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Unnamed arguments in the custom form leave the entry block to the body.
// expected-error@+1 {{'func.func' op type of entry block argument #1('i32') must match the type of the corresponding argument in function signature('i64')}}
func.func @unnamed_entry_mismatch(i32, i64) {
^bb0(%a: i32, %b: i32):
  return
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_no_entry_args(i32) {
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration() -> i32

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @explicit_public_declaration(i32)

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_function_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{function_type = () -> (), sym_name = "bad_visibility", sym_visibility = "bogus"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "arg_attrs_count", sym_visibility = "private", arg_attrs = [{}]}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{function_type = () -> i32, sym_name = "res_attrs_count", sym_visibility = "private", res_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "arg_attrs_kind", sym_visibility = "private", arg_attrs = [1]}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @undotted_arg_attr(%a: i32 {x = 1}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @undotted_result_attr() -> (i32 {x})

// -----

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "no_region", sym_visibility = "private"}> : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "two_regions", sym_visibility = "private"}> ({
}, {
}) : () -> ()

// -----

func.func @outer_function() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner_function() {
    return
  }
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @twice()
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func.func private @twice()
