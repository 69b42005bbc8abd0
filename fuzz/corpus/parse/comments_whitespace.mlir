// A comment at the top.
   // Indented comment.
"foo.a"() : () -> () // trailing comment
	"foo.tab"()	:	()	->	()

// Between ops.
%0 = "foo.b"()
  {attr = 1}
  : () -> i32
