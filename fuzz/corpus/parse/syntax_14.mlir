
"foo.a"() {x = array<i32: 1.5>} : () -> ()
