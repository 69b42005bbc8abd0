
"foo.a"() {x = distinct[0]<1>, y = distinct[0]<2>} : () -> ()
