// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%undefined) : (i32) -> ()
