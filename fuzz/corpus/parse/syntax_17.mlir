
"foo.a"() {x = affine_set<(d0) -> (d0)>} : () -> ()
