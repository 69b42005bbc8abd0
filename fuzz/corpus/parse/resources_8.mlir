{-# external_resources: { foo: { k1: true, k4: 12 } } #-}
