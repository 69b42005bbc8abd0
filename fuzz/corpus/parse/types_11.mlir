"foo.a"() : () -> vector<[4]x0xf32>
