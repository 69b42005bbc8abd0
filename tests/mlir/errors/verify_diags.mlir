// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()
// -----
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value}}
%0 = "foo.b"() : () -> i32
// -----
// expected-error@below {{expected non-function type}}
"foo.a"() : () -> (
// -----
"foo.a"() {x = 300 : i8} : () -> () // expected-error {{integer constant out of range}}
// -----
// expected-error@+1 {{this is not the message}}
"foo.b"(%y) : (i32) -> ()
// -----
"foo.ok"() : () -> ()
