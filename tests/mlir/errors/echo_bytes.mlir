// Echoed source lines: a line with a non-ASCII byte gets no caret line,
// invalid UTF-8 is echoed as it is, a tab before the column is expanded.
"foo.a"(%x) {s = "cafÃ©"} : (i32) -> ()
// -----
%0 = "foo.b"(%y) {s = "ÿþ"} : (i32) -> i32
// -----
	%1 = "foo.c"(%z) : (i32) -> i32
// -----
"foo.d"() {s = "â‚¬"} : () -> (
// -----
// A near miss of the split marker on a line with a non-ASCII byte:
// ---- Ã©
"foo.e"() : () -> ()
