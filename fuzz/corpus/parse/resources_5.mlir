{-# dialect_resources: { builtin: { 12: "0x01000000" } } #-}
