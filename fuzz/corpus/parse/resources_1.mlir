{-# dialect_resources: { builtin: { y: "0x0300000007" } } #-}
