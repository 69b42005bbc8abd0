
"foo.a"() {x = 300 : i8} : () -> () // expected-error {{integer constant out of range}}
