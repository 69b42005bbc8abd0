module {
  %0 = "test.const"() {value = 0 : i32} : () -> i32
  %1 = "test.const"() {value = 1 : i32} : () -> i32
  %2 = "test.const"() {value = 2 : i32} : () -> i32
  %3 = "test.add"(%1, %2) : (i32, i32) -> i32
  %4 = "test.const"() {value = 4 : i32} : () -> i32
  %5 = "test.add"(%3, %4) : (i32, i32) -> i32
  %6 = "test.const"() {value = 6 : i32} : () -> i32
  %7 = "test.add"(%5, %6) : (i32, i32) -> i32
  %8 = "test.const"() {value = 8 : i32} : () -> i32
  %9 = "test.add"(%7, %8) : (i32, i32) -> i32
  %10 = "test.const"() {value = 10 : i32} : () -> i32
  %11 = "test.add"(%9, %10) : (i32, i32) -> i32
  %a, %b = "foo.pair"() {s = "x", f = true, u, n = -3 : si8, i = 7 : index} : () -> (f32, index)
  "foo.use"(%a, %b, %11) : (f32, index, i32) -> () loc("x":1:2)
  "foo.use"(%a, %b, %11) : (f32, index, i32) -> ()
}
