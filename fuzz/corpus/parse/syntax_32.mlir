
{-# unknown_key: {} #-}
