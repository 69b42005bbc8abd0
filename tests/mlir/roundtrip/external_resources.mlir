"foo.op"() : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(foo)",
      disable_threading: false,
      blob: "0x08000000010203040506070809",
      esc: "a\"b\n\\c\01"
    },
    empty: {},
    other: { x: true }
  }
#-}
