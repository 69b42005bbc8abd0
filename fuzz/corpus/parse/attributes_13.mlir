"foo.a"() {a = array<i1: 1>} : () -> ()
