// Type and attribute aliases: affine maps and sets, distinct attributes
// (not for unit), tuples of more than 16 elements, nested aliases deeper
// than their parts, aliases in memref layouts, tensor encodings, block
// arguments and regions, and attributes printed only inside regions.
!big = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
!bigger = tuple<!big, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#m0 = affine_map<(d0) -> (d0 + 1)>
#enc = distinct[9]<"enc">
%0 = "foo.a"() {m = #m0, n = [affine_map<(d0)[s0] -> (d0 * 2 + s0)>, #m0], s = affine_set<(d0) : (d0 - 2 >= 0, d0 == 0)>, d = distinct[7]<42 : i32>, u = distinct[8]<>, t = !bigger, w = tuple<!big>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
%1 = "foo.b"(%0) ({
^bb0(%arg: tensor<4xi32, #enc>):
  "foo.inner"() {only_here = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
}) : (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>) -> !big
"foo.c"() {dense = dense<[1, 2, 3, 4]> : tensor<4xi32>, splat = dense<5> : tensor<8xi8>, strs = dense<["a", "b", "c"]> : tensor<3x!foo.s>, sparse = sparse<[[0, 1]], [7]> : tensor<2x2xi32>} : () -> ()
