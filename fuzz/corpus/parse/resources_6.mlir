{-# dialect_resources: { "builtin": { } } #-}
