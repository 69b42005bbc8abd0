
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value}}
%0 = "foo.b"() : () -> i32
