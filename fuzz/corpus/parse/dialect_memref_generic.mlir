// The memref ops written in the generic form (properties, default-valued
// attributes given or not, unset segment sizes, every view-like op).

#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "u", type = memref<3xf16>}> : () -> ()
  "memref.global"() <{sym_name = "d", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value = dense<1> : tensor<2x2xi32>, sym_name = "s", type = memref<2x2xi32>}> : () -> ()
  "func.func"() <{function_type = (index, index, memref<?xf32>, memref<*xf32>, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: memref<?xf32>, %arg12: memref<*xf32>, %arg13: f32):
    %8 = "memref.alloc"(%arg9) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
    %9 = "memref.alloc"(%arg10) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<8x64xf32, #map, 1>
    %10 = "memref.alloca"(%arg9) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "memref.load"(%8, %11, %arg9) <{alignment = 8 : i64, nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
    "memref.store"(%arg13, %8, %11, %arg9) <{nontemporal = false}> : (f32, memref<4x?xf32>, index, index) -> ()
    "memref.store"(%arg13, %arg11, %11) <{alignment = 4 : i64}> : (f32, memref<?xf32>, index) -> ()
    %13 = "memref.dim"(%8, %11) : (memref<4x?xf32>, index) -> index
    %14 = "memref.rank"(%arg12) : (memref<*xf32>) -> index
    %15 = "memref.cast"(%arg11) : (memref<?xf32>) -> memref<4xf32>
    %16 = "memref.cast"(%arg11) : (memref<?xf32>) -> memref<*xf32>
    "memref.copy"(%arg11, %10) : (memref<?xf32>, memref<?xf32>) -> ()
    %17 = "memref.get_global"() <{name = @c}> : () -> memref<2xf32>
    %18 = "memref.assume_alignment"(%arg11) <{alignment = 16 : i32}> : (memref<?xf32>) -> memref<?xf32>
    %19 = "memref.memory_space_cast"(%arg11) : (memref<?xf32>) -> memref<?xf32, 1>
    %20 = "memref.realloc"(%arg11, %arg9) : (memref<?xf32>, index) -> memref<?xf32>
    %21 = "memref.realloc"(%10) <{alignment = 8 : i64}> : (memref<?xf32>) -> memref<10xf32>
    "memref.prefetch"(%8, %11, %arg9) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x?xf32>, index, index) -> ()
    "memref.prefetch"(%arg11, %11) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<?xf32>, index) -> ()
    %22 = "memref.atomic_rmw"(%arg13, %arg11, %11) <{kind = 0 : i64}> : (f32, memref<?xf32>, index) -> f32
    %23 = "memref.generic_atomic_rmw"(%arg11, %11) ({
    ^bb0(%arg14: f32):
      %29 = "arith.addf"(%arg14, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%29) : (f32) -> ()
    }) : (memref<?xf32>, index) -> f32
    %24 = "memref.extract_aligned_pointer_as_index"(%arg11) : (memref<?xf32>) -> index
    %25 = "memref.alloca_scope"() ({
      %28 = "memref.alloca"() : () -> memref<f32>
      "memref.alloca_scope.return"(%arg13) : (f32) -> ()
    }) : () -> f32
    "memref.alloca_scope"() ({
      %27 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %26:2 = "memref.distinct_objects"(%arg11, %10) : (memref<?xf32>, memref<?xf32>) -> (memref<?xf32>, memref<?xf32>)
    "memref.dealloc"(%8) : (memref<4x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%arg4: memref<40x128xf32>, %arg5: memref<2x1024xf32, 1>, %arg6: memref<1xi32>, %arg7: index, %arg8: index):
    "memref.dma_start"(%arg4, %arg7, %arg7, %arg5, %arg7, %arg7, %arg8, %arg6, %arg7) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%arg4, %arg7, %arg7, %arg5, %arg7, %arg7, %arg8, %arg6, %arg7, %arg8, %arg8) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg6, %arg7, %arg8) : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %6 = "memref.get_global"() <{name = @gv}> : () -> memref<2xf32>
    %7 = "memref.get_global"() <{name = @gu}> : () -> memref<2x3xi8>
    "func.return"() : () -> ()
  }) : () -> ()
  "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "gv", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{alignment = 16 : i64, initial_value, sym_name = "gu", sym_visibility = "public", type = memref<2x3xi8>}> {foo} : () -> ()
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "gs", sym_visibility = "nested", type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32, strided<[8, 2], offset: 3>, 5>, index, f32, memref<*xf32, 2>) -> (), sym_name = "access"}> ({
  ^bb0(%arg0: memref<4x4xf32, strided<[8, 2], offset: 3>, 5>, %arg1: index, %arg2: f32, %arg3: memref<*xf32, 2>):
    %0 = "memref.load"(%arg0, %arg1, %arg1) <{nontemporal = false}> : (memref<4x4xf32, strided<[8, 2], offset: 3>, 5>, index, index) -> f32
    "memref.store"(%arg2, %arg0, %arg1, %arg1) <{alignment = 16 : i64}> {other} : (f32, memref<4x4xf32, strided<[8, 2], offset: 3>, 5>, index, index) -> ()
    %1 = "memref.cast"(%arg0) : (memref<4x4xf32, strided<[8, 2], offset: 3>, 5>) -> memref<?x?xf32, strided<[?, ?], offset: ?>, 5>
    %2 = "memref.cast"(%arg3) : (memref<*xf32, 2>) -> memref<4xf32, 2>
    %3 = "memref.memory_space_cast"(%arg3) : (memref<*xf32, 2>) -> memref<*xf32, 3>
    %4 = "memref.dim"(%arg3, %arg1) : (memref<*xf32, 2>, index) -> index
    %5 = "memref.rank"(%arg0) : (memref<4x4xf32, strided<[8, 2], offset: 3>, 5>) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16xf32>, memref<?x?xf32>, memref<*xf32>, index, index, memref<2048xi8>, memref<2xi32>) -> (), sym_name = "views"}> ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %arg2: memref<*xf32>, %arg3: index, %arg4: index, %arg5: memref<2048xi8>, %arg6: memref<2xi32>):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
    %1 = "memref.subview"(%arg0, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 2, 1>}> : (memref<8x16xf32>, index, index) -> memref<4x?xf32, strided<[32, 1], offset: ?>>
    %2 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<16xf32, strided<[1], offset: 16>>
    %3 = "memref.subview"(%arg1, %arg3, %arg4, %arg3, %arg4, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    %4 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16, 8>, static_strides = array<i64: 8, 1>}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[8, 1]>>
    %5 = "memref.reinterpret_cast"(%arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 10, 1>}> : (memref<*xf32>, index, index) -> memref<?x10xf32, strided<[10, 1], offset: ?>>
    %6 = "memref.view"(%arg5, %arg3) : (memref<2048xi8>, index) -> memref<64x4xf32>
    %7 = "memref.view"(%arg5, %arg3, %arg4, %arg4) : (memref<2048xi8>, index, index, index) -> memref<?x4x?xf32>
    %8 = "memref.reshape"(%arg1, %arg6) : (memref<?x?xf32>, memref<2xi32>) -> memref<?x?xf32>
    %9 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
    %10 = "memref.expand_shape"(%arg1, %arg3, %arg4) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
    %11 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<8x16xf32>) -> memref<128xf32>
    %12 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x16xf32, strided<[16, 1], offset: 32>>
    %13 = "memref.collapse_shape"(%12) <{reassociation = [[0, 1]]}> : (memref<4x16xf32, strided<[16, 1], offset: 32>>) -> memref<64xf32, strided<[1], offset: 32>>
    %14 = "memref.transpose"(%arg1) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
    %15 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
    %16:6 = "memref.extract_strided_metadata"(%arg0) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index, index)
    %17:2 = "memref.extract_strided_metadata"(%16#0) : (memref<f32>) -> (memref<f32>, index)
    %18 = "memref.expand_shape"(%16#0) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32>) -> memref<1x1xf32>
    %19 = "memref.collapse_shape"(%18) <{reassociation = []}> : (memref<1x1xf32>) -> memref<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
