
"foo.a"() {x = #foo<"bar"> : i32} : () -> ()
