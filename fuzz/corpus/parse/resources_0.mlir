"foo.a"() {a = dense_resource<v> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { v: true } } #-}
