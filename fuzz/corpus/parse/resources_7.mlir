{-# dialect_resources: { builtin: { x "0x01000000" } } #-}
