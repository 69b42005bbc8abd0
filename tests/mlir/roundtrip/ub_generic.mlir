// The ub dialect written in generic form: ub.poison with its value given
// as a property, as a discardable-looking attribute, and left out (the
// default is filled in), and ub.unreachable.

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    %1 = "ub.poison"() {value = #ub.poison} : () -> f32
    %2 = "ub.poison"() : () -> vector<2xi1>
    %3 = "ub.poison"() <{value = #ub.poison}> {other = #ub.poison} : () -> i8
    "test.use"(%0, %1, %2, %3) : (i64, f32, vector<2xi1>, i8) -> ()
    "ub.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()
