
"foo.a"() {x = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
