// Diagnostics at locations with no file position, call sites and ranges
// (compared with mlir-opt).

"builtin.module"() : () -> () loc(unknown)
// -----
"builtin.module"() : () -> () loc("name")
// -----
"builtin.module"() : () -> () loc(fused<"x">["a"])
// -----
"builtin.module"() : () -> () loc(callsite("a" at "b"))
// -----
"builtin.module"() : () -> () loc(callsite("a" at "f":1:2))
// -----
"builtin.module"() : () -> () loc("n"("f":1:2))
// -----
"builtin.module"() : () -> () loc(#foo.bar)
// -----
"builtin.module"() : () -> () loc("f":1:2 to 3)
// -----
"builtin.module"() : () -> () loc("f":1:2 to 3:4)
// -----
"builtin.module"() : () -> () loc(fused["f":1:2 to 3:4, "g":5:6])
// -----
"builtin.module"() : () -> () loc(callsite("a" at callsite("b" at callsite("c" at "d":1:1))))
// -----
"builtin.module"() : () -> () loc(callsite(callsite("x":3:3 at "b") at callsite(callsite("c" at "d":1:1) at "q":2:2)))
// -----
"builtin.module"() : () -> () loc(callsite("a" at callsite("b" at callsite("c" at callsite("d" at callsite("e" at callsite("f" at callsite("g" at callsite("h" at callsite("i" at callsite("j" at callsite("k" at callsite("l" at "m"))))))))))))) 
// -----
"builtin.module"() : () -> () loc(fused["n", callsite("a" at "f":1:2), callsite("z" at "zz")])
// -----
"builtin.module"() : () -> () loc("n"(callsite("Cargo.toml":1:2 at "no/such/file.mlir":2:1)))
// -----
"builtin.module"() : () -> () loc(fused<"Cargo.toml":1:1>["n"])
