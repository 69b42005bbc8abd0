"foo.a"() : () -> vector<0xtensor<f32>>
