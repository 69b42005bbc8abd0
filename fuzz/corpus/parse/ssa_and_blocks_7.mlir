
"foo.r"() ({
  "foo.br"()[^nowhere] : () -> ()
}) : () -> ()
