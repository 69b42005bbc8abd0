// Verifier rules on parsed IR, one per split (compared with mlir-opt).

"foo.holder"() ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// Module bodies are graph regions: any order is fine.
"foo.use"(%x) : (i32) -> ()
%x = "foo.def"() : () -> i32

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
"foo.holder"() ({
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb1(%a: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%a) : (i32) -> ()
}) : () -> ()

// -----

"foo.holder"() ({
  "foo.wrap"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"foo.holder"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

"foo.holder"() ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.after"() : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

"foo.holder"() ({
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has}}
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
}) : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'builtin.unknown' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.unknown"() : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%arg0: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// expected-error@+1 {{visibility expected to be one of ["public", "private", "nested"], but got "everywhere"}}
module @m attributes {sym_visibility = "everywhere"} {
}

// -----

// A module without a name is not a symbol: its visibility is not checked.
module attributes {sym_visibility = "everywhere"} {
}

// -----

// expected-error@+1 {{can only contain attributes with dialect-prefixed names, found: 'plain'}}
module attributes {plain} {
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
"foo.sym"() {sym_name = "s"} : () -> ()
// expected-error@+1 {{redefinition of symbol named 's'}}
"foo.sym"() {sym_name = "s"} : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
module @a {
}
// expected-error@+1 {{redefinition of symbol named 'a'}}
module @a {
}

// -----

%0 = "foo.def"() : () -> i32
// expected-error@+1 {{expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()

// -----

// Every nested module is verified, even after one fails.
module {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
  %0 = "builtin.unrealized_conversion_cast"() ({
  }) : () -> i32
}
module {
  // expected-error@+1 {{expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"() : () -> ()
}

// -----

module @fine {
  %0 = "foo.def"() : () -> i32
  "foo.holder"() ({
    "foo.use"(%0) : (i32) -> ()
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.end"() : () -> ()
  }) : () -> ()
}
