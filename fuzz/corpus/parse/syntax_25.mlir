
"foo.a"() {x = "bad \q escape"} : () -> ()
