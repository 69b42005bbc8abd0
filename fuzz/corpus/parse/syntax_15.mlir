
"foo.a"() {x = affine_map<(d0) -> (d1)>} : () -> ()
