"foo.a"() {a = dense_resource<r> : i32} : () -> ()
