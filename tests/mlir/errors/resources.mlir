"foo.a"() {a = dense_resource<v> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { v: true } } #-}
// -----
{-# dialect_resources: { builtin: { y: "0x0300000007" } } #-}
// -----
{-# dialect_resources: { builtin: { k3: "0x" } } #-}
// -----
{-# dialect_resources: { builtin: { k3: "0x010000" } } #-}
// -----
{-# dialect_resources: { builtin: { k3: "0x0100000" } } #-}
// -----
{-# dialect_resources: { builtin: { 12: "0x01000000" } } #-}
// -----
{-# dialect_resources: { "builtin": { } } #-}
// -----
{-# dialect_resources: { builtin: { x "0x01000000" } } #-}
// -----
{-# external_resources: { foo: { k1: true, k4: 12 } } #-}
// -----
{-# external_resources: { foo: { k3: "0x03000000" } } #-}
// -----
{-# external_resources: { foo: { k3: "0x" } } #-}
// -----
{-# external_resources: { foo: { 7: "x" } } #-}
// -----
{-# external_resources: { foo: { k: "0x0100000" } } #-}
// -----
"foo.a"() {a = dense_resource<> : tensor<1xi8>} : () -> ()
// -----
"foo.a"() {a = dense_resource<x : tensor<1xi8>} : () -> ()
// -----
"foo.a"() {a = dense<"0x102"> : tensor<2xi8>} : () -> ()
