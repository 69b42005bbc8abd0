{-# external_resources: { foo: { k: "0x0100000" } } #-}
