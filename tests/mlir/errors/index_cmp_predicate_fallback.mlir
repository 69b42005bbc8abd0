#notpred = 7
func.func @alias_of_other_kind(%x: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = index.cmp #notpred(%x, %x)
  return
}

// -----

func.func @unknown_alias(%x: index) {
  // expected-error@+1 {{undefined symbol alias id 'nothere'}}
  %0 = index.cmp #nothere(%x, %x)
  return
}

// -----

func.func @unknown_mnemonic(%x: index) {
  // expected-error@+1 {{unknown attribute `predicate` in dialect `index`}}
  %0 = index.cmp #index<predicate eq>(%x, %x)
  return
}

// -----

func.func @other_dialect_attr(%x: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = index.cmp #arith.overflow<nsw>(%x, %x)
  return
}

// -----

func.func @fastmath_alias_of_wrong_kind(%a: f16) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = arith.mulf %a, %a fastmath #index<cmp_predicate eq> : f16
  return
}
