
{-# dialect_resources: { nodialect: {} } #-}
