
"foo.a"()
