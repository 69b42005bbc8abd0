// op(op(x, c1), c2) -> op(x, op(c2, c1)) for the associative and
// commutative operations, when the constant part folds.
func.func @chains(%x: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c6 = index.constant 6
  %a0 = index.add %x, %c1
  %a1 = index.add %a0, %c2
  %m0 = index.mul %x, %c2
  %m1 = index.mul %m0, %c6
  %n0 = index.and %x, %c6
  %n1 = index.and %n0, %c2
  %o0 = index.or %x, %c1
  %o1 = index.or %o0, %c2
  %x0 = index.xor %x, %c6
  %x1 = index.xor %x0, %c2
  %s0 = index.maxs %x, %c1
  %s1 = index.maxs %s0, %c6
  %u0 = index.maxu %x, %c6
  %u1 = index.maxu %u0, %c1
  %t0 = index.mins %x, %c2
  %t1 = index.mins %t0, %c1
  %v0 = index.minu %x, %c2
  %v1 = index.minu %v0, %c6
  %w0 = index.add %c1, %x
  %w1 = index.add %c2, %w0
  return %a1, %m1, %n1, %o1, %x1, %s1, %u1, %t1, %v1, %w1 : index, index, index, index, index, index, index, index, index, index
}

// -----

// The inner constant fold of maxs/mins fails when 64-bit and 32-bit
// results differ: the pattern does not apply.
func.func @no_fold_inner(%x: index) -> (index, index, index) {
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %neg = index.constant 2147483648
  %a0 = index.maxs %x, %big
  %a1 = index.maxs %a0, %c1
  %b0 = index.minu %x, %neg
  %b1 = index.minu %b0, %big
  %c0 = index.mins %x, %neg
  %c2 = index.mins %c0, %c1
  return %a1, %b1, %c2 : index, index, index
}

// -----

// Chains of three and non-constant inner operands.
func.func @longer(%x: index, %y: index) -> (index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %a0 = index.add %x, %c1
  %a1 = index.add %a0, %c2
  %a2 = index.add %a1, %c3
  %b0 = index.add %x, %y
  %b1 = index.add %b0, %c3
  return %a2, %b1 : index, index
}

// -----

// The intermediate op has other uses.
func.func @shared(%x: index) -> (index, index) {
  %c4 = index.constant 4
  %c5 = index.constant 5
  %a0 = index.mul %x, %c4
  %a1 = index.mul %a0, %c5
  return %a0, %a1 : index, index
}
