
%a:0 = "foo.zero"() : () -> ()
