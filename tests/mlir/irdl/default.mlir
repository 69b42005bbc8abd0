// The input run with each defs_*.irdl.mlir definition file.
"t.o"() : () -> ()
// -----
%0 = "bb.o"() : () -> !aa.t<i1>
%1 = "bb.o"() : () -> !aa.t<i2>
// -----
"dd.foo"() : () -> ()
