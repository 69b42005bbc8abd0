// The scf ops written in the generic form (as --mlir-print-op-generic
// prints them), including properties and empty regions.

"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, i32, tensor<4xf32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg18: index, %arg19: index, %arg20: index, %arg21: i1, %arg22: i32, %arg23: tensor<4xf32>):
    "scf.for"(%arg18, %arg19, %arg20) ({
    ^bb0(%arg39: index):
      "other.op"(%arg39) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %6:2 = "scf.for"(%arg18, %arg19, %arg20, %arg22, %arg22) ({
    ^bb0(%arg36: index, %arg37: i32, %arg38: i32):
      "scf.yield"(%arg37, %arg38) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "scf.for"(%arg22, %arg22, %arg22) ({
    ^bb0(%arg35: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %7 = "scf.if"(%arg21) ({
      "scf.yield"(%arg22) : (i32) -> ()
    }, {
      "scf.yield"(%arg22) : (i32) -> ()
    }) : (i1) -> i32
    "scf.if"(%arg21) ({
      "other.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg21) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %8 = "scf.execute_region"() ({
      "scf.yield"(%arg22) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    %9 = "scf.while"(%arg22) ({
    ^bb0(%arg34: i32):
      "scf.condition"(%arg21, %arg34) : (i1, i32) -> ()
    }, {
    ^bb0(%arg33: i32):
      "scf.yield"(%arg33) : (i32) -> ()
    }) : (i32) -> i32
    "scf.while"() ({
      "scf.condition"(%arg21) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    %10 = "scf.index_switch"(%arg18) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg22) : (i32) -> ()
    }, {
      "scf.yield"(%arg22) : (i32) -> ()
    }, {
      "scf.yield"(%arg22) : (i32) -> ()
    }) : (index) -> i32
    "scf.index_switch"(%arg18) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %11 = "scf.parallel"(%arg18, %arg18, %arg19, %arg19, %arg20, %arg20, %arg22) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg29: index, %arg30: index):
      "scf.reduce"(%arg22) ({
      ^bb0(%arg31: i32, %arg32: i32):
        "scf.reduce.return"(%arg31) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, index, index, index, i32) -> i32
    "scf.parallel"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg28: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %12 = "scf.forall"(%arg19, %arg23) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg25: index, %arg26: index, %arg27: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<4xf32>) -> tensor<4xf32>
    "scf.forall"(%arg19) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg24: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i1, tensor<4xf32>) -> (), sym_name = "more"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: i1, %arg3: tensor<4xf32>):
    %0 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%arg1) : (i32) -> ()
    }) : () -> i32
    %1:2 = "scf.execute_region"() ({
      "other.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg1, %arg2) : (i32, i1) -> ()
    }) {tag = "multi"} : () -> (i32, i1)
    "scf.index_switch"(%arg0) <{cases = array<i64: -3>}> ({
      "scf.yield"() : () -> ()
    }, {
      "other.op"() : () -> ()
      "scf.yield"() : () -> ()
    }) {foo} : (index) -> ()
    %2:2 = "scf.while"(%arg1, %arg0) ({
    ^bb0(%arg16: i32, %arg17: index):
      "scf.condition"(%arg2, %arg16, %arg17) : (i1, i32, index) -> ()
    }, {
    ^bb0(%arg14: i32, %arg15: index):
      "scf.yield"(%arg14, %arg15) : (i32, index) -> ()
    }) {unroll = 2 : i64} : (i32, index) -> (i32, index)
    "scf.parallel"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg12: index, %arg13: index):
      "other.op"(%arg12, %arg13) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) {foo} : (index, index, index, index, index, index) -> ()
    "scf.forall"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -1, -9223372036854775808, 0>, staticStep = array<i64: 1, 1, 2>, staticUpperBound = array<i64: -9223372036854775808, 10, 3>}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %3:2 = "scf.forall"(%arg0, %arg3, %arg3) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>):
      "other.op"(%arg7, %arg8) : (tensor<4xf32>, tensor<4xf32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {foo} : (index, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %4 = "scf.for"(%arg1, %arg1, %arg1, %arg0) ({
    ^bb0(%arg4: i32, %arg5: index):
      %5 = "scf.if"(%arg2) ({
        "scf.yield"(%arg5) : (index) -> ()
      }, {
        "scf.yield"(%arg0) : (index) -> ()
      }) : (i1) -> index
      "scf.yield"(%5) : (index) -> ()
    }) : (i32, i32, i32, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

