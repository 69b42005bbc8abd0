// -----
// Split markers as upstream cuts them: a leading marker, two spaces, a
// trailing blank, six dashes, no space, adjacent markers, and a final marker
// without a newline (compared with mlir-opt).
"foo.a"() : () -> ()
//  -----
"foo.b"() : () -> ()
// ----- 
// ------
//-----
"foo.c"() : () -> ()
// -----
// -----

// -----