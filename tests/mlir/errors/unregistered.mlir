"foo.a"() : () -> ()
// -----
"foo.a"() {x = #foo<"bar"> : i32} : () -> ()
// -----
module attributes {foo.x = !foo.ty} {}
// -----
module attributes {foo.x = #foo<"y"> : i32} {}
