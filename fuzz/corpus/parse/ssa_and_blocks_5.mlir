
%a = "foo.none"() : () -> ()
