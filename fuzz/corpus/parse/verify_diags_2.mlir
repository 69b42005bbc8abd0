
// expected-error@below {{expected non-function type}}
"foo.a"() : () -> (
