// The cf dialect in its custom form inside multi-block func.func bodies:
// cf.assert with escaped messages, cf.br to blocks with and without
// arguments, cf.cond_br with operands on either side, the same block on
// both sides and branch weights, cf.switch with only a default, with
// negative and wide case values (printed unsigned; a value whose
// unsigned form is beyond int64 would not parse again, so none is here), several integer
// widths, operands per case, and discardable attributes after each op.

func.func @branches(%a: i32, %b: i64, %c: i1, %f: f32) -> i32 {
  cf.assert %c, "all \"good\"\n"
  cf.assert %c, "" {note = 1 : i32}
  cf.br ^entry2
^entry2:
  cf.cond_br %c, ^left(%a, %f : i32, f32), ^right
^left(%x: i32, %y: f32):
  cf.br ^join(%x : i32)
^right:
  cf.cond_br %c weights([10, 90]), ^join(%a : i32), ^join(%a : i32) {hint}
^join(%j: i32):
  cf.cond_br %c, ^sw, ^sw64
^sw:
  cf.switch %j : i32, [
    default: ^join(%a : i32),
    0: ^out(%j : i32),
    -1: ^sw64,
    2147483647: ^out(%a : i32)
  ]
^sw64:
  cf.switch %b : i64, [
    default: ^only,
    1: ^out(%a : i32),
    9223372036854775807: ^sw64
  ] {tag = "t"}
^only:
  cf.switch %c : i1, [
    default: ^out(%j : i32)
  ]
^out(%r: i32):
  return %r : i32
}

func.func @widths(%i8: i8, %i128: i128, %si: si16, %ui: ui32) {
  cf.switch %i8 : i8, [
    default: ^a,
    255: ^a,
    -128: ^b
  ]
^a:
  cf.switch %i128 : i128, [
    default: ^b,
    5: ^c,
    0x7f: ^b
  ]
^b:
  cf.switch %si : si16, [
    default: ^c,
    -2: ^c
  ]
^c:
  cf.switch %ui : ui32, [
    default: ^d(%ui, %si : ui32, si16),
    7: ^d(%ui, %si : ui32, si16)
  ]
^d(%p: ui32, %q: si16):
  return
}

func.func @loops(%n: index) -> index {
  %zero = "test.zero"() : () -> index
  cf.br ^head(%zero : index)
^head(%i: index):
  %done = "test.cmp"(%i, %n) : (index, index) -> i1
  cf.cond_br %done, ^exit, ^head(%i : index)
^exit:
  return %i : index
}
