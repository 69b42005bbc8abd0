"foo.a"() {a = array<i4: 1>} : () -> ()
