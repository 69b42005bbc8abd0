
// expected-error@+1 {{this is not the message}}
"foo.b"(%y) : (i32) -> ()
