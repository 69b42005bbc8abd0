"foo.a"() {a = array<i24: 1, 2>, b = array<si16: -1, 2>, c = array<ui8: 255>, d = array<f16: 1.5, 2.0>, e = array<bf16: 1.5>} : () -> ()
