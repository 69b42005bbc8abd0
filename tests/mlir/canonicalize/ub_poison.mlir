// ub.poison folds to its value: poison constants are uniqued and hoisted
// like other constants, per type.
func.func private @use(i32)

func.func @poison(%x: i32) -> (i32, i32, f32, vector<4xi8>, vector<4xi8>, index) {
  %0 = ub.poison : i32
  func.call @use(%x) : (i32) -> ()
  %1 = ub.poison : i32
  %2 = ub.poison <#ub.poison> : f32
  %3 = ub.poison : vector<4xi8>
  %4 = ub.poison : vector<4xi8>
  %5 = ub.poison : index
  return %0, %1, %2, %3, %4, %5 : i32, i32, f32, vector<4xi8>, vector<4xi8>, index
}

// -----

// Unused poison is erased; ub.unreachable has no canonicalization.
func.func private @use(i32)

func.func @unused(%x: i32) -> i32 {
  %0 = ub.poison : i64
  func.call @use(%x) : (i32) -> ()
  ub.unreachable
}

// -----

func.func private @use(i16)

func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %p = ub.poison : i16
    func.call @use(%p) : (i16) -> ()
    %q = ub.poison : i16
    func.call @use(%q) : (i16) -> ()
  }
  return
}
