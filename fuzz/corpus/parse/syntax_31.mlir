
"foo.a"() {x = strided<[1, x]>} : () -> ()
