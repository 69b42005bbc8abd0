// Mistakes with the ub dialect: a value that is not a poison attribute
// (custom and generic form), a malformed custom form, unknown ub
// attributes, ub.unreachable not last in its block, wrong counts.

func.func @not_poison() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @not_poison_generic() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = unit} : () -> i32
  return
}

// -----

func.func @attr_dict_first() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison <#ub.poison> {x} : i32
  return
}

// -----

func.func @missing_type() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @unclosed() {
  // expected-error@+1 {{expected '>'}}
  %0 = ub.poison <#ub.poison : i32
  return
}

// -----

// expected-error@+1 {{unknown attribute `garbage` in dialect `ub`}}
func.func private @f() attributes {a = #ub.garbage}

// -----

// expected-error@+1 {{dialect 'ub' provides no type parsing hook}}
func.func private @g(!ub.poison)

// -----

func.func @unreachable_not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @two_results() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  %0:2 = "ub.poison"() : () -> (i32, i32)
  return
}

// -----

func.func @unreachable_operand(%a: i32) {
  // expected-error@+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%a) : (i32) -> ()
}
