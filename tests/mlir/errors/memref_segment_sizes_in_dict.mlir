// Segment sizes written in the attribute dictionary of a custom form override
// the ones the format computes (they are inherent attributes).
func.func @sizes_match(%n: index) {
  %a = memref.alloc(%n) {operandSegmentSizes = array<i32: 1, 0>} : memref<?xi64>
  return
}

// -----

func.func @sizes_differ(%n: index) {
  // expected-error@+1 {{operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %a = memref.alloca(%n) {operandSegmentSizes = array<i32: 1, 1>} : memref<?xi64>
  return
}

// -----

func.func @subview_sizes(%m: memref<8xi64>, %o: index) {
  // expected-error@+1 {{operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %v = memref.subview %m[%o] [2] [1] {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : memref<8xi64> to memref<2xi64, strided<[1], offset: ?>>
  return
}
