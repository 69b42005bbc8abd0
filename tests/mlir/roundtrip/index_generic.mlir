// The index dialect in generic form.

"func.func"() <{function_type = (index, index) -> index, sym_name = "g"}> ({
^bb0(%a: index, %b: index):
  %0 = "index.add"(%a, %b) : (index, index) -> index
  %1 = "index.constant"() <{value = 7 : index}> : () -> index
  %2 = "index.bool.constant"() <{value = false}> : () -> i1
  %3 = "index.sizeof"() {n} : () -> index
  %4 = "index.shru"(%0, %1) : (index, index) -> index
  %5 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ult>}> {k} : (index, index) -> i1
  %6 = "index.casts"(%4) : (index) -> i16
  %7 = "index.castu"(%6) : (i16) -> index
  "test.use"(%2, %3, %5, %7) : (i1, index, i1, index) -> ()
  "func.return"(%4) : (index) -> ()
}) : () -> ()
