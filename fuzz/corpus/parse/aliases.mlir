#attr = {a = 1 : i32}
!ty = tensor<4xf32>
!opq = !foo.opaque_type
#lp = "pointee"
"foo.aliases"() {x = #attr, y = #lp} : () -> !ty
"foo.opq"() : () -> !opq
"foo.deferred"() : () -> () loc(#loc_later)
"foo.direct"() : () -> () loc("direct":1:2)
#loc_later = loc("later.mlir":10:20)
