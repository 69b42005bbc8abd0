
"foo.a"() {x = #foo.bar<1(>} : () -> ()
