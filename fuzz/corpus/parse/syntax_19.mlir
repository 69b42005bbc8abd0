
"foo.a"() : () -> vector<4xtensor<f32>>
