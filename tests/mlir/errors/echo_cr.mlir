// Line ends made of CR alone.
"foo.a"() : () -> ()  %x = "foo.c"(%y) : (i32) -> i32"foo.b"() : () -> ()
// -----
  %x = "foo.c"(%y) : (i32) -> i32"foo.a"() : () -> ()
// -----
"foo.f"() : () -> ()
"foo.g"(%q) : (i32) -> ()
// -----
"foo.h"() : () -> ()// ---- after a CR
"foo.i"() : () -> ()
// -----
"foo.j"(%q) : (i32) -> ()// expected-error {{never produced}}
