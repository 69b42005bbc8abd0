
{-# dialect_resources: { builtin: { blob: "nothex" } } #-}
