// index.casts / index.castu folds, and the ones that cannot be
// materialized (the index dialect makes only index and i1 constants).
func.func @to_index() -> (index, index, index, index, index, index, index, index) {
  %a = arith.constant -7 : i8
  %b = arith.constant 200 : i32
  %c = arith.constant -1 : i64
  %d = arith.constant 18446744073709551617 : i128
  %0 = index.casts %a : i8 to index
  %1 = index.castu %a : i8 to index
  %2 = index.casts %b : i32 to index
  %3 = index.castu %c : i64 to index
  %4 = index.casts %c : i64 to index
  %5 = index.casts %d : i128 to index
  %6 = index.castu %d : i128 to index
  %t = arith.constant true
  %7 = index.casts %t : i1 to index
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

// -----

func.func @from_index() -> (i1, i1, i1, i32, i64, i64, i48, i128) {
  %m = index.constant -1
  %z = index.constant 0
  %big = index.constant 4294967297
  %0 = index.casts %m : index to i1
  %1 = index.castu %z : index to i1
  %2 = index.castu %big : index to i1
  %3 = index.casts %m : index to i32
  %4 = index.casts %m : index to i64
  %5 = index.castu %big : index to i64
  %6 = index.castu %m : index to i48
  %7 = index.casts %m : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i32, i64, i64, i48, i128
}

// -----

func.func @cast_roundtrip(%x: index, %y: i32) -> (index, i32) {
  %0 = index.casts %x : index to i32
  %1 = index.casts %0 : i32 to index
  %2 = index.castu %y : i32 to index
  %3 = index.castu %2 : index to i32
  return %1, %3 : index, i32
}

// -----

func.func @bool_constants() -> (i1, i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %t2 = index.bool.constant true
  %c = index.constant 3
  %d = index.constant 3
  %e = index.cmp eq(%c, %d)
  return %t2, %e : i1, i1
}
