%c = "t.src"() : () -> !cmath.complex<i32>
// -----
%c = "t.src"() : () -> !cmath.complex<f32, f32>
// -----
%c = "t.src"() : () -> !cmath.complex
// -----
%c = "t.src"() : () -> !cmath.nope<f32>
// -----
"t.o"() {a = #cmath.level<"x">} : () -> ()
// -----
"t.o"() {a = #cmath.complex<f32>} : () -> ()
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%n = "cmath.norm"(%c) : (!cmath.complex<f32>) -> f64
// -----
%i = "t.src"() : () -> i32
%n = "cmath.norm"(%i) : (i32) -> f64
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%d = "t.src"() : () -> !cmath.complex<f64>
%m = "cmath.mul"(%c, %d) : (!cmath.complex<f32>, !cmath.complex<f64>) -> !cmath.complex<f32>
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%m = "cmath.mul"(%c) : (!cmath.complex<f32>) -> !cmath.complex<f32>
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%m = "cmath.mul"(%c, %c) : (!cmath.complex<f32>, !cmath.complex<f32>) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = 3} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 1, -1, 3>} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 2, 1, 0>} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 1, 2, 0>} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 1, 1, 2>} : (i32, i32, i32) -> ()
// -----
%i = "t.src"() : () -> i32
%f = "t.src"() : () -> f32
"cmath.vars"(%i, %i, %f) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, f32) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.one_var"(%i) : (i32) -> (i32)
// -----
%i = "t.src"() : () -> i32
"cmath.one_var"(%i, %i) : (i32, i32) -> (i32, i32, i32)
// -----
%i = "t.src"() : () -> i32
"cmath.one_var"(%i, %i) : (i32, i32) -> ()
// -----
"cmath.attrs"() {count = 3 : i64} : () -> ()
// -----
"cmath.attrs"() {count = 3.0 : f32, tag = "foo"} : () -> ()
// -----
"cmath.attrs"() {count = 3, tag = "bar"} : () -> ()
// -----
"cmath.regs"() ({}, {^bb0(%a: i32): "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}) : () -> ()
// -----
"cmath.regs"() ({}, {^bb0(%a: i32): "t.x"() : () -> ()}, {}) : () -> ()
// -----
"cmath.regs"() ({}, {^bb0(%a: i64): "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}, {}) : () -> ()
// -----
"cmath.regs"() ({}, {^bb0(%a: i32, %b: i32): "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}, {}) : () -> ()
// -----
"cmath.regs"() ({}, {^bb0: "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}, {}) : () -> ()
// -----
"cmath.regs"() ({}, {^bb0(%a: i32): "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}, {^bb0(%x: i1): "t.x"() : () -> ()}) : () -> ()
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
"cmath.lvl"(%c) {l = #cmath.level<3 : i32>} : (!cmath.complex<f32>) -> ()
"cmath.lvl"(%c) {l = 3 : i32} : (!cmath.complex<f32>) -> ()
// -----
%i = "t.src"() : () -> i32
"cmath.lvl"(%i) {l = #cmath.level<3 : i32>} : (i32) -> ()
// -----
"cmath.nope"() : () -> ()
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%n = cmath.norm %c : !cmath.complex<f32>
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%n = "cmath.norm"(%c) {x = 1} : (!cmath.complex<f32>) -> f32 loc("here")
// -----
%c = "t.src"() : () -> !cmath.complex<f32>
%n = "cmath.norm"(%c) : (!cmath.complex<f32>) -> f32
%m = "cmath.mul"(%c, %c) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
%i = "t.src"() : () -> i32
"cmath.vars"(%i, %i, %i) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, i32, i32) -> ()
"cmath.one_var"(%i, %i) : (i32, i32) -> (i32)
"cmath.one_var"(%i, %i, %i, %i) : (i32, i32, i32, i32) -> (i32, i32)
"cmath.attrs"() {count = 3 : i64, tag = "foo"} : () -> ()
"cmath.regs"() ({}, {^bb0(%a: i32): "t.x"() : () -> () ^bb1: "t.y"() : () -> ()}, {}) : () -> ()
"cmath.lvl"(%c) {l = #cmath.level<3 : i32>} : (!cmath.complex<f32>) -> ()
%e = "t.src"() : () -> !cmath.empty
%s = "cmath.same"(%i, %i) : (i32, i32) -> i32
"t.use"() {a = #cmath.level<7>, b = #cmath<level<8>>} : () -> (!cmath<complex<f64>>)
// -----
%i = "t.src"() : () -> i32
%x = "t.src"() : () -> index
%s = "cmath.same"(%i, %x) : (i32, index) -> i32
// -----
%i = "t.src"() : () -> i32
%s = "cmath.same"(%i, %i) : (i32, i32) -> i64
// -----
%f = "t.src"() : () -> f32
%s = "cmath.same"(%f, %f) : (f32, f32) -> f32
// -----
%f = "t.src"() : () -> f32
"cmath.unchecked"(%f) : (f32) -> ()
// -----
%e = "t.src"() : () -> !cmath.empty<i32>
// -----
"t.o"() {a = #cmath.level} : () -> ()
// -----
%c = "t.src"() : () -> !cmath.complex<>
// -----
%c = "t.src"() : () -> !cmath.complex<f32
