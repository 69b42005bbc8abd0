"foo.a"() {a = array<i8: true>} : () -> ()
