
"foo.a"() : () -> vector<0xf32>
