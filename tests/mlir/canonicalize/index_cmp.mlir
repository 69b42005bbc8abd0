// index.cmp folds: constants (when the 64-bit and 32-bit comparisons
// agree), cmp(x, x), cmp(max/min(x, a), b), and cmp(x - y, 0).
func.func @constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = index.constant 3
  %b = index.constant -4
  %big = index.constant 4294967296
  %z = index.constant 0
  %h = index.constant 2147483648
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%b, %a)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %a)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%b, %a)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%b, %b)
  %10 = index.cmp eq(%big, %z)
  %11 = index.cmp ult(%z, %big)
  %12 = index.cmp slt(%h, %z)
  %13 = index.cmp ugt(%h, %z)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @same(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp ne(%x, %x)
  %2 = index.cmp slt(%x, %x)
  %3 = index.cmp sle(%x, %x)
  %4 = index.cmp sgt(%x, %x)
  %5 = index.cmp sge(%x, %x)
  %6 = index.cmp ult(%x, %x)
  %7 = index.cmp ule(%x, %x)
  %8 = index.cmp ugt(%x, %x)
  %9 = index.cmp uge(%x, %x)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @min_max(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %cm = index.constant -3
  %big = index.constant 4294967296
  %mins = index.mins %x, %c5
  %minu = index.minu %x, %c5
  %maxs = index.maxs %x, %c5
  %maxu = index.maxu %x, %c5
  %0 = index.cmp slt(%mins, %c10)
  %1 = index.cmp sge(%mins, %c10)
  %2 = index.cmp ult(%minu, %c10)
  %3 = index.cmp sgt(%maxs, %cm)
  %4 = index.cmp ugt(%maxu, %c5)
  %5 = index.cmp uge(%maxu, %c5)
  %6 = index.cmp eq(%mins, %c10)
  %7 = index.cmp ne(%maxs, %cm)
  %8 = index.cmp ne(%minu, %c10)
  %9 = index.cmp slt(%mins, %c5)
  %10 = index.cmp ult(%minu, %big)
  %11 = index.cmp sle(%mins, %c5)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @min_max_big(%x: index) -> (i1, i1, i1, i1) {
  %big = index.constant 4294967296
  %c1 = index.constant 1
  %h = index.constant 2147483648
  %mins = index.mins %x, %big
  %maxu = index.maxu %x, %h
  %0 = index.cmp slt(%mins, %c1)
  %1 = index.cmp sgt(%mins, %big)
  %2 = index.cmp ugt(%maxu, %c1)
  %3 = index.cmp sge(%maxu, %c1)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @sub_zero(%x: index, %y: index) -> (i1, i1, i1, i1, i1) {
  %z = index.constant 0
  %one = index.constant 1
  %d = index.sub %x, %y
  %0 = index.cmp slt(%d, %z)
  %1 = index.cmp ult(%z, %d)
  %2 = index.cmp eq(%d, %one)
  %3 = index.cmp ne(%z, %x)
  %e = index.add %x, %y
  %4 = index.cmp sge(%e, %z)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @zero_operands(%x: index, %y: index) -> (i1, i1) {
  %z = arith.constant 0 : index
  %d = index.sub %x, %y
  %0 = index.cmp sle(%d, %z)
  %s = index.sub %y, %y
  %1 = index.cmp sgt(%s, %z)
  return %0, %1 : i1, i1
}
