
"foo.a"() {x = #undefined} : () -> ()
