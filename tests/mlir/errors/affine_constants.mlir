// Integer literals in affine expressions must fit in a signed 64-bit index,
// with or without a minus sign in front.

// expected-error@+1 {{constant too large for index}}
#a = affine_map<(d0) -> (-9223372036854775808)>

// -----

// expected-error@+1 {{constant too large for index}}
#a = affine_map<(d0) -> (d0 * -9223372036854775808)>

// -----

// expected-error@+1 {{constant too large for index}}
#a = affine_map<(d0) -> (9223372036854775808 floordiv -1)>

// -----

// expected-error@+1 {{constant too large for index}}
#s = affine_set<(d0) : (d0 - 18446744073709551616 >= 0)>

// -----

// The smallest index is reachable through arithmetic, and stays unfolded
// where folding would overflow.
"t.a"() {m = affine_map<(d0) -> (-9223372036854775807 - 1)>} : () -> ()
"t.b"() {m = affine_map<(d0) -> ((-9223372036854775807 - 1) floordiv -1)>} : () -> ()
"t.c"() {m = affine_map<(d0) -> ((-9223372036854775807 - 1) * -1)>} : () -> ()
"t.d"() {m = affine_map<(d0) -> (d0 mod 9223372036854775807)>} : () -> ()
