{-# external_resources: { foo: { k3: "0x" } } #-}
