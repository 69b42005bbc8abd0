"foo.a"() {a = array<complex<f32>: 1>} : () -> ()
