// The index dialect's binary operations, comparisons, casts, constants
// (with their result names) and index.sizeof in custom form, with
// discardable attributes.

func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b {tag}
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
  return
}

func.func @constants() {
  %c = index.constant 42
  %m = index.constant -3
  %z = index.constant {x} 0
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  "test.use"(%c, %m, %z, %t, %f, %s) : (index, index, index, i1, i1, index) -> ()
  return
}

func.func @compare(%x: index, %y: index) -> (i1, i1) {
  %eq = index.cmp eq(%x, %y)
  %ne = index.cmp ne(%x, %y)
  %slt = index.cmp slt(%x, %y)
  %sle = index.cmp sle(%x, %y)
  %sgt = index.cmp sgt(%x, %y) {note = "signed"}
  %sge = index.cmp sge(%y, %x)
  %ult = index.cmp ult(%x, %x)
  %ule = index.cmp ule(%x, %y)
  %ugt = index.cmp ugt(%x, %y)
  %uge = index.cmp "uge"(%x, %y)
  "other.sink"(%eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return %ugt, %uge : i1, i1
}

func.func @casts(%x: index, %n: i64, %b: i1, %u: ui8, %s: si16) -> index {
  %0 = index.casts %x : index to i32
  %1 = index.castu %x : index to i1
  %2 = index.casts %n : i64 to index
  %3 = index.castu %b {flag} : i1 to index
  %4 = index.casts %u : ui8 to index
  %5 = index.castu %x : index to si16
  %6 = index.casts %s : si16 to index
  "other.sink"(%0, %1, %3, %4, %5, %6) : (i32, i1, index, index, si16, index) -> ()
  return %2 : index
}

// The predicate attribute outside index.cmp: always in the `#index<...>`
// form, since its body is not a bare identifier.
func.func @predicates() attributes {preds = [#index<cmp_predicate eq>, #index<cmp_predicate uge>]} {
  "other.op"() {p = #index<cmp_predicate sle>} : () -> ()
  return
}
