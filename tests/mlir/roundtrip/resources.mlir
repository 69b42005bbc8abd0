// Dense resources: used before their blob, without a blob, with an empty
// blob, with quoted names, a blob given twice (the last one wins), a blob
// never used, and external resources of every entry kind.
"foo.a"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob1> : tensor<2xi32>} : () -> ()
"foo.b"() {c = dense_resource<nodata> : tensor<2xi32>, d = dense_resource<"quoted name"> : tensor<1xi8>} : () -> ()
"foo.c"() {e = dense_resource<empty> : tensor<0xi32>, f = dense_resource<twice> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { blob1: "0x080000000100000002000000", "quoted name": "0x0100000007" } } #-}
"foo.d"() {g = dense_resource<early> : tensor<1xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      empty: "0x04000000",
      twice: "0x0100000007",
      twice: "0x0100000008",
      unused: "0x0400000001000000"
    }
  },
  external_resources: {
    foo: { k1: true, k2: "str", k3: "0x0400000001020304" },
    bar: {}
  },
  external_resources: { foo: { k5: false } }
#-}
{-# dialect_resources: { builtin: { early: "0x1000000001000000" } } #-}
