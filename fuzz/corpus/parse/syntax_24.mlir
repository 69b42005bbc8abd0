
"foo.a"() {x = "unterminated} : () -> ()
