
module attributes {foo.x = #foo<"y"> : i32} {}
