// Identity folds of index.add, index.sub and index.mul, and the ops that
// must stay when an operand is not a constant.
func.func @identities(%x: index, %y: index) -> (index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  %a = index.add %x, %c0
  %b = index.add %c0, %x
  %s = index.sub %x, %c0
  %t = index.sub %c0, %x
  %m = index.mul %x, %c1
  %n = index.mul %c1, %y
  %z = index.mul %x, %c0
  %k = index.mul %x, %c2
  return %a, %b, %s, %t, %m, %n, %z, %k : index, index, index, index, index, index, index, index
}

// -----

func.func @no_identity(%x: index) -> (index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %a = index.divs %x, %c1
  %b = index.divu %x, %c1
  %c = index.shl %x, %c0
  %d = index.and %x, %c0
  %e = index.or %x, %c0
  %f = index.xor %x, %x
  %g = index.sub %x, %x
  return %a, %b, %c, %d, %e, %f, %g : index, index, index, index, index, index, index
}

// -----

// Constants from arith.constant of type index fold too.
func.func @arith_operands() -> (index, index) {
  %a = arith.constant 40 : index
  %b = arith.constant 2 : index
  %r = index.add %a, %b
  %s = index.maxs %a, %b
  return %r, %s : index, index
}

// -----

func.func @sizeof_stays() -> index {
  %0 = index.sizeof
  %1 = index.sizeof
  %2 = index.add %0, %1
  return %2 : index
}

// -----

// Commutative operations move constants to the right.
func.func @commute(%x: index) -> (index, index, index, index) {
  %c5 = index.constant 5
  %a = index.add %c5, %x
  %b = index.maxu %c5, %x
  %c = index.xor %c5, %x
  %d = index.sub %c5, %x
  return %a, %b, %c, %d : index, index, index, index
}
