{-# dialect_resources: { builtin: { k3: "0x" } } #-}
