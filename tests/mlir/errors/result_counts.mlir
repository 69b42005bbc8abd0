// Result-group counts past 32 bits and dense splats whose element count
// overflows.
%0:99999999999 = "foo.op"() : () -> (i32)

// -----

%0:3, %1:4294967294 = "foo.op"() : () -> (i32, i32, i32)

// -----

%0:18446744073709551617 = "foo.op"() : () -> (i32)

// -----

"foo.op"() {a = dense<1> : tensor<4294967296x4294967296xi8>} : () -> ()

// -----

"foo.op"() {a = dense<1.0> : tensor<9223372036854775807x9223372036854775807xf32>} : () -> ()

// -----

"foo.op"() {a = dense<"0x01"> : tensor<4294967296x4294967296xi8>} : () -> ()

// -----

"foo.op"() {a = dense<true> : tensor<3037000500x3037000500xi1>} : () -> ()

// -----

"foo.op"() {a = dense<(1,2)> : tensor<4294967296x4294967296xcomplex<i8>>} : () -> ()

// -----

"foo.op"() {a = dense<"x"> : tensor<4294967296x4294967296x!foo.t>} : () -> ()

// -----

"foo.op"() {a = dense<1> : vector<4294967296x4294967296xi8>} : () -> ()
