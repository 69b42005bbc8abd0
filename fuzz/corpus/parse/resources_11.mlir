{-# external_resources: { foo: { 7: "x" } } #-}
