"foo.a"() {a = 1.5 : index} : () -> ()
