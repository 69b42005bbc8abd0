// The math folds that work in every float format (absf, ceil, floor,
// roundeven, copysign, atan2 of two zeros, the classifications) and the
// ones that fold only f32 and f64 (round, trunc, exp, sqrt, atan2).

func.func private @use(f16)
func.func private @test(i1)

func.func @f16() {
  %c0 = arith.constant 0.0 : f16
  %c1 = arith.constant -0.0 : f16
  %c2 = arith.constant 0.5 : f16
  %c3 = arith.constant -0.5 : f16
  %c4 = arith.constant 1.5 : f16
  %c5 = arith.constant 2.5 : f16
  %c6 = arith.constant -2.5 : f16
  %c7 = arith.constant 0.3 : f16
  %c8 = arith.constant -1.75 : f16
  %c9 = arith.constant 3.0 : f16
  %c10 = arith.constant 100.3 : f16
  %c11 = arith.constant 1.0e-5 : f16
  %c12 = arith.constant 0x7C00 : f16
  %c13 = arith.constant 0xFC00 : f16
  %c14 = arith.constant 0x7E00 : f16
  %c15 = arith.constant 0x7D00 : f16
  %c16 = arith.constant 0x0001 : f16
  %c17 = arith.constant 0x8200 : f16
  %m = arith.constant -1.0 : f16
  %r0 = math.absf %c0 : f16
  func.call @use(%r0) : (f16) -> ()
  %r1 = math.ceil %c0 : f16
  func.call @use(%r1) : (f16) -> ()
  %r2 = math.floor %c0 : f16
  func.call @use(%r2) : (f16) -> ()
  %r3 = math.roundeven %c0 : f16
  func.call @use(%r3) : (f16) -> ()
  %r4 = math.round %c0 : f16
  func.call @use(%r4) : (f16) -> ()
  %r5 = math.trunc %c0 : f16
  func.call @use(%r5) : (f16) -> ()
  %r6 = math.exp %c0 : f16
  func.call @use(%r6) : (f16) -> ()
  %r7 = math.sqrt %c0 : f16
  func.call @use(%r7) : (f16) -> ()
  %r8 = math.copysign %c0, %m : f16
  func.call @use(%r8) : (f16) -> ()
  %r9 = math.copysign %m, %c0 : f16
  func.call @use(%r9) : (f16) -> ()
  %r10 = math.atan2 %c0, %c0 : f16
  func.call @use(%r10) : (f16) -> ()
  %b11 = math.isnan %c0 : f16
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f16
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f16
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f16
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f16
  func.call @use(%r15) : (f16) -> ()
  %r16 = math.ceil %c1 : f16
  func.call @use(%r16) : (f16) -> ()
  %r17 = math.floor %c1 : f16
  func.call @use(%r17) : (f16) -> ()
  %r18 = math.roundeven %c1 : f16
  func.call @use(%r18) : (f16) -> ()
  %r19 = math.round %c1 : f16
  func.call @use(%r19) : (f16) -> ()
  %r20 = math.trunc %c1 : f16
  func.call @use(%r20) : (f16) -> ()
  %r21 = math.exp %c1 : f16
  func.call @use(%r21) : (f16) -> ()
  %r22 = math.sqrt %c1 : f16
  func.call @use(%r22) : (f16) -> ()
  %r23 = math.copysign %c1, %m : f16
  func.call @use(%r23) : (f16) -> ()
  %r24 = math.copysign %m, %c1 : f16
  func.call @use(%r24) : (f16) -> ()
  %r25 = math.atan2 %c1, %c1 : f16
  func.call @use(%r25) : (f16) -> ()
  %b26 = math.isnan %c1 : f16
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f16
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f16
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f16
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f16
  func.call @use(%r30) : (f16) -> ()
  %r31 = math.ceil %c2 : f16
  func.call @use(%r31) : (f16) -> ()
  %r32 = math.floor %c2 : f16
  func.call @use(%r32) : (f16) -> ()
  %r33 = math.roundeven %c2 : f16
  func.call @use(%r33) : (f16) -> ()
  %r34 = math.round %c2 : f16
  func.call @use(%r34) : (f16) -> ()
  %r35 = math.trunc %c2 : f16
  func.call @use(%r35) : (f16) -> ()
  %r36 = math.exp %c2 : f16
  func.call @use(%r36) : (f16) -> ()
  %r37 = math.sqrt %c2 : f16
  func.call @use(%r37) : (f16) -> ()
  %r38 = math.copysign %c2, %m : f16
  func.call @use(%r38) : (f16) -> ()
  %r39 = math.copysign %m, %c2 : f16
  func.call @use(%r39) : (f16) -> ()
  %r40 = math.atan2 %c2, %c2 : f16
  func.call @use(%r40) : (f16) -> ()
  %b41 = math.isnan %c2 : f16
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f16
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f16
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f16
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f16
  func.call @use(%r45) : (f16) -> ()
  %r46 = math.ceil %c3 : f16
  func.call @use(%r46) : (f16) -> ()
  %r47 = math.floor %c3 : f16
  func.call @use(%r47) : (f16) -> ()
  %r48 = math.roundeven %c3 : f16
  func.call @use(%r48) : (f16) -> ()
  %r49 = math.round %c3 : f16
  func.call @use(%r49) : (f16) -> ()
  %r50 = math.trunc %c3 : f16
  func.call @use(%r50) : (f16) -> ()
  %r51 = math.exp %c3 : f16
  func.call @use(%r51) : (f16) -> ()
  %r52 = math.sqrt %c3 : f16
  func.call @use(%r52) : (f16) -> ()
  %r53 = math.copysign %c3, %m : f16
  func.call @use(%r53) : (f16) -> ()
  %r54 = math.copysign %m, %c3 : f16
  func.call @use(%r54) : (f16) -> ()
  %r55 = math.atan2 %c3, %c3 : f16
  func.call @use(%r55) : (f16) -> ()
  %b56 = math.isnan %c3 : f16
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f16
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f16
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f16
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f16
  func.call @use(%r60) : (f16) -> ()
  %r61 = math.ceil %c4 : f16
  func.call @use(%r61) : (f16) -> ()
  %r62 = math.floor %c4 : f16
  func.call @use(%r62) : (f16) -> ()
  %r63 = math.roundeven %c4 : f16
  func.call @use(%r63) : (f16) -> ()
  %r64 = math.round %c4 : f16
  func.call @use(%r64) : (f16) -> ()
  %r65 = math.trunc %c4 : f16
  func.call @use(%r65) : (f16) -> ()
  %r66 = math.exp %c4 : f16
  func.call @use(%r66) : (f16) -> ()
  %r67 = math.sqrt %c4 : f16
  func.call @use(%r67) : (f16) -> ()
  %r68 = math.copysign %c4, %m : f16
  func.call @use(%r68) : (f16) -> ()
  %r69 = math.copysign %m, %c4 : f16
  func.call @use(%r69) : (f16) -> ()
  %r70 = math.atan2 %c4, %c4 : f16
  func.call @use(%r70) : (f16) -> ()
  %b71 = math.isnan %c4 : f16
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f16
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f16
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f16
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f16
  func.call @use(%r75) : (f16) -> ()
  %r76 = math.ceil %c5 : f16
  func.call @use(%r76) : (f16) -> ()
  %r77 = math.floor %c5 : f16
  func.call @use(%r77) : (f16) -> ()
  %r78 = math.roundeven %c5 : f16
  func.call @use(%r78) : (f16) -> ()
  %r79 = math.round %c5 : f16
  func.call @use(%r79) : (f16) -> ()
  %r80 = math.trunc %c5 : f16
  func.call @use(%r80) : (f16) -> ()
  %r81 = math.exp %c5 : f16
  func.call @use(%r81) : (f16) -> ()
  %r82 = math.sqrt %c5 : f16
  func.call @use(%r82) : (f16) -> ()
  %r83 = math.copysign %c5, %m : f16
  func.call @use(%r83) : (f16) -> ()
  %r84 = math.copysign %m, %c5 : f16
  func.call @use(%r84) : (f16) -> ()
  %r85 = math.atan2 %c5, %c5 : f16
  func.call @use(%r85) : (f16) -> ()
  %b86 = math.isnan %c5 : f16
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f16
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f16
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f16
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f16
  func.call @use(%r90) : (f16) -> ()
  %r91 = math.ceil %c6 : f16
  func.call @use(%r91) : (f16) -> ()
  %r92 = math.floor %c6 : f16
  func.call @use(%r92) : (f16) -> ()
  %r93 = math.roundeven %c6 : f16
  func.call @use(%r93) : (f16) -> ()
  %r94 = math.round %c6 : f16
  func.call @use(%r94) : (f16) -> ()
  %r95 = math.trunc %c6 : f16
  func.call @use(%r95) : (f16) -> ()
  %r96 = math.exp %c6 : f16
  func.call @use(%r96) : (f16) -> ()
  %r97 = math.sqrt %c6 : f16
  func.call @use(%r97) : (f16) -> ()
  %r98 = math.copysign %c6, %m : f16
  func.call @use(%r98) : (f16) -> ()
  %r99 = math.copysign %m, %c6 : f16
  func.call @use(%r99) : (f16) -> ()
  %r100 = math.atan2 %c6, %c6 : f16
  func.call @use(%r100) : (f16) -> ()
  %b101 = math.isnan %c6 : f16
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f16
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f16
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f16
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f16
  func.call @use(%r105) : (f16) -> ()
  %r106 = math.ceil %c7 : f16
  func.call @use(%r106) : (f16) -> ()
  %r107 = math.floor %c7 : f16
  func.call @use(%r107) : (f16) -> ()
  %r108 = math.roundeven %c7 : f16
  func.call @use(%r108) : (f16) -> ()
  %r109 = math.round %c7 : f16
  func.call @use(%r109) : (f16) -> ()
  %r110 = math.trunc %c7 : f16
  func.call @use(%r110) : (f16) -> ()
  %r111 = math.exp %c7 : f16
  func.call @use(%r111) : (f16) -> ()
  %r112 = math.sqrt %c7 : f16
  func.call @use(%r112) : (f16) -> ()
  %r113 = math.copysign %c7, %m : f16
  func.call @use(%r113) : (f16) -> ()
  %r114 = math.copysign %m, %c7 : f16
  func.call @use(%r114) : (f16) -> ()
  %r115 = math.atan2 %c7, %c7 : f16
  func.call @use(%r115) : (f16) -> ()
  %b116 = math.isnan %c7 : f16
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f16
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f16
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f16
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f16
  func.call @use(%r120) : (f16) -> ()
  %r121 = math.ceil %c8 : f16
  func.call @use(%r121) : (f16) -> ()
  %r122 = math.floor %c8 : f16
  func.call @use(%r122) : (f16) -> ()
  %r123 = math.roundeven %c8 : f16
  func.call @use(%r123) : (f16) -> ()
  %r124 = math.round %c8 : f16
  func.call @use(%r124) : (f16) -> ()
  %r125 = math.trunc %c8 : f16
  func.call @use(%r125) : (f16) -> ()
  %r126 = math.exp %c8 : f16
  func.call @use(%r126) : (f16) -> ()
  %r127 = math.sqrt %c8 : f16
  func.call @use(%r127) : (f16) -> ()
  %r128 = math.copysign %c8, %m : f16
  func.call @use(%r128) : (f16) -> ()
  %r129 = math.copysign %m, %c8 : f16
  func.call @use(%r129) : (f16) -> ()
  %r130 = math.atan2 %c8, %c8 : f16
  func.call @use(%r130) : (f16) -> ()
  %b131 = math.isnan %c8 : f16
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f16
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f16
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f16
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f16
  func.call @use(%r135) : (f16) -> ()
  %r136 = math.ceil %c9 : f16
  func.call @use(%r136) : (f16) -> ()
  %r137 = math.floor %c9 : f16
  func.call @use(%r137) : (f16) -> ()
  %r138 = math.roundeven %c9 : f16
  func.call @use(%r138) : (f16) -> ()
  %r139 = math.round %c9 : f16
  func.call @use(%r139) : (f16) -> ()
  %r140 = math.trunc %c9 : f16
  func.call @use(%r140) : (f16) -> ()
  %r141 = math.exp %c9 : f16
  func.call @use(%r141) : (f16) -> ()
  %r142 = math.sqrt %c9 : f16
  func.call @use(%r142) : (f16) -> ()
  %r143 = math.copysign %c9, %m : f16
  func.call @use(%r143) : (f16) -> ()
  %r144 = math.copysign %m, %c9 : f16
  func.call @use(%r144) : (f16) -> ()
  %r145 = math.atan2 %c9, %c9 : f16
  func.call @use(%r145) : (f16) -> ()
  %b146 = math.isnan %c9 : f16
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f16
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f16
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f16
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f16
  func.call @use(%r150) : (f16) -> ()
  %r151 = math.ceil %c10 : f16
  func.call @use(%r151) : (f16) -> ()
  %r152 = math.floor %c10 : f16
  func.call @use(%r152) : (f16) -> ()
  %r153 = math.roundeven %c10 : f16
  func.call @use(%r153) : (f16) -> ()
  %r154 = math.round %c10 : f16
  func.call @use(%r154) : (f16) -> ()
  %r155 = math.trunc %c10 : f16
  func.call @use(%r155) : (f16) -> ()
  %r156 = math.exp %c10 : f16
  func.call @use(%r156) : (f16) -> ()
  %r157 = math.sqrt %c10 : f16
  func.call @use(%r157) : (f16) -> ()
  %r158 = math.copysign %c10, %m : f16
  func.call @use(%r158) : (f16) -> ()
  %r159 = math.copysign %m, %c10 : f16
  func.call @use(%r159) : (f16) -> ()
  %r160 = math.atan2 %c10, %c10 : f16
  func.call @use(%r160) : (f16) -> ()
  %b161 = math.isnan %c10 : f16
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f16
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f16
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f16
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f16
  func.call @use(%r165) : (f16) -> ()
  %r166 = math.ceil %c11 : f16
  func.call @use(%r166) : (f16) -> ()
  %r167 = math.floor %c11 : f16
  func.call @use(%r167) : (f16) -> ()
  %r168 = math.roundeven %c11 : f16
  func.call @use(%r168) : (f16) -> ()
  %r169 = math.round %c11 : f16
  func.call @use(%r169) : (f16) -> ()
  %r170 = math.trunc %c11 : f16
  func.call @use(%r170) : (f16) -> ()
  %r171 = math.exp %c11 : f16
  func.call @use(%r171) : (f16) -> ()
  %r172 = math.sqrt %c11 : f16
  func.call @use(%r172) : (f16) -> ()
  %r173 = math.copysign %c11, %m : f16
  func.call @use(%r173) : (f16) -> ()
  %r174 = math.copysign %m, %c11 : f16
  func.call @use(%r174) : (f16) -> ()
  %r175 = math.atan2 %c11, %c11 : f16
  func.call @use(%r175) : (f16) -> ()
  %b176 = math.isnan %c11 : f16
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f16
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f16
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f16
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f16
  func.call @use(%r180) : (f16) -> ()
  %r181 = math.ceil %c12 : f16
  func.call @use(%r181) : (f16) -> ()
  %r182 = math.floor %c12 : f16
  func.call @use(%r182) : (f16) -> ()
  %r183 = math.roundeven %c12 : f16
  func.call @use(%r183) : (f16) -> ()
  %r184 = math.round %c12 : f16
  func.call @use(%r184) : (f16) -> ()
  %r185 = math.trunc %c12 : f16
  func.call @use(%r185) : (f16) -> ()
  %r186 = math.exp %c12 : f16
  func.call @use(%r186) : (f16) -> ()
  %r187 = math.sqrt %c12 : f16
  func.call @use(%r187) : (f16) -> ()
  %r188 = math.copysign %c12, %m : f16
  func.call @use(%r188) : (f16) -> ()
  %r189 = math.copysign %m, %c12 : f16
  func.call @use(%r189) : (f16) -> ()
  %r190 = math.atan2 %c12, %c12 : f16
  func.call @use(%r190) : (f16) -> ()
  %b191 = math.isnan %c12 : f16
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f16
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f16
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f16
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f16
  func.call @use(%r195) : (f16) -> ()
  %r196 = math.ceil %c13 : f16
  func.call @use(%r196) : (f16) -> ()
  %r197 = math.floor %c13 : f16
  func.call @use(%r197) : (f16) -> ()
  %r198 = math.roundeven %c13 : f16
  func.call @use(%r198) : (f16) -> ()
  %r199 = math.round %c13 : f16
  func.call @use(%r199) : (f16) -> ()
  %r200 = math.trunc %c13 : f16
  func.call @use(%r200) : (f16) -> ()
  %r201 = math.exp %c13 : f16
  func.call @use(%r201) : (f16) -> ()
  %r202 = math.sqrt %c13 : f16
  func.call @use(%r202) : (f16) -> ()
  %r203 = math.copysign %c13, %m : f16
  func.call @use(%r203) : (f16) -> ()
  %r204 = math.copysign %m, %c13 : f16
  func.call @use(%r204) : (f16) -> ()
  %r205 = math.atan2 %c13, %c13 : f16
  func.call @use(%r205) : (f16) -> ()
  %b206 = math.isnan %c13 : f16
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f16
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f16
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f16
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f16
  func.call @use(%r210) : (f16) -> ()
  %r211 = math.ceil %c14 : f16
  func.call @use(%r211) : (f16) -> ()
  %r212 = math.floor %c14 : f16
  func.call @use(%r212) : (f16) -> ()
  %r213 = math.roundeven %c14 : f16
  func.call @use(%r213) : (f16) -> ()
  %r214 = math.round %c14 : f16
  func.call @use(%r214) : (f16) -> ()
  %r215 = math.trunc %c14 : f16
  func.call @use(%r215) : (f16) -> ()
  %r216 = math.exp %c14 : f16
  func.call @use(%r216) : (f16) -> ()
  %r217 = math.sqrt %c14 : f16
  func.call @use(%r217) : (f16) -> ()
  %r218 = math.copysign %c14, %m : f16
  func.call @use(%r218) : (f16) -> ()
  %r219 = math.copysign %m, %c14 : f16
  func.call @use(%r219) : (f16) -> ()
  %r220 = math.atan2 %c14, %c14 : f16
  func.call @use(%r220) : (f16) -> ()
  %b221 = math.isnan %c14 : f16
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f16
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f16
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f16
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f16
  func.call @use(%r225) : (f16) -> ()
  %r226 = math.ceil %c15 : f16
  func.call @use(%r226) : (f16) -> ()
  %r227 = math.floor %c15 : f16
  func.call @use(%r227) : (f16) -> ()
  %r228 = math.roundeven %c15 : f16
  func.call @use(%r228) : (f16) -> ()
  %r229 = math.round %c15 : f16
  func.call @use(%r229) : (f16) -> ()
  %r230 = math.trunc %c15 : f16
  func.call @use(%r230) : (f16) -> ()
  %r231 = math.exp %c15 : f16
  func.call @use(%r231) : (f16) -> ()
  %r232 = math.sqrt %c15 : f16
  func.call @use(%r232) : (f16) -> ()
  %r233 = math.copysign %c15, %m : f16
  func.call @use(%r233) : (f16) -> ()
  %r234 = math.copysign %m, %c15 : f16
  func.call @use(%r234) : (f16) -> ()
  %r235 = math.atan2 %c15, %c15 : f16
  func.call @use(%r235) : (f16) -> ()
  %b236 = math.isnan %c15 : f16
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f16
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f16
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f16
  func.call @test(%b239) : (i1) -> ()
  %r240 = math.absf %c16 : f16
  func.call @use(%r240) : (f16) -> ()
  %r241 = math.ceil %c16 : f16
  func.call @use(%r241) : (f16) -> ()
  %r242 = math.floor %c16 : f16
  func.call @use(%r242) : (f16) -> ()
  %r243 = math.roundeven %c16 : f16
  func.call @use(%r243) : (f16) -> ()
  %r244 = math.round %c16 : f16
  func.call @use(%r244) : (f16) -> ()
  %r245 = math.trunc %c16 : f16
  func.call @use(%r245) : (f16) -> ()
  %r246 = math.exp %c16 : f16
  func.call @use(%r246) : (f16) -> ()
  %r247 = math.sqrt %c16 : f16
  func.call @use(%r247) : (f16) -> ()
  %r248 = math.copysign %c16, %m : f16
  func.call @use(%r248) : (f16) -> ()
  %r249 = math.copysign %m, %c16 : f16
  func.call @use(%r249) : (f16) -> ()
  %r250 = math.atan2 %c16, %c16 : f16
  func.call @use(%r250) : (f16) -> ()
  %b251 = math.isnan %c16 : f16
  func.call @test(%b251) : (i1) -> ()
  %b252 = math.isinf %c16 : f16
  func.call @test(%b252) : (i1) -> ()
  %b253 = math.isfinite %c16 : f16
  func.call @test(%b253) : (i1) -> ()
  %b254 = math.isnormal %c16 : f16
  func.call @test(%b254) : (i1) -> ()
  %r255 = math.absf %c17 : f16
  func.call @use(%r255) : (f16) -> ()
  %r256 = math.ceil %c17 : f16
  func.call @use(%r256) : (f16) -> ()
  %r257 = math.floor %c17 : f16
  func.call @use(%r257) : (f16) -> ()
  %r258 = math.roundeven %c17 : f16
  func.call @use(%r258) : (f16) -> ()
  %r259 = math.round %c17 : f16
  func.call @use(%r259) : (f16) -> ()
  %r260 = math.trunc %c17 : f16
  func.call @use(%r260) : (f16) -> ()
  %r261 = math.exp %c17 : f16
  func.call @use(%r261) : (f16) -> ()
  %r262 = math.sqrt %c17 : f16
  func.call @use(%r262) : (f16) -> ()
  %r263 = math.copysign %c17, %m : f16
  func.call @use(%r263) : (f16) -> ()
  %r264 = math.copysign %m, %c17 : f16
  func.call @use(%r264) : (f16) -> ()
  %r265 = math.atan2 %c17, %c17 : f16
  func.call @use(%r265) : (f16) -> ()
  %b266 = math.isnan %c17 : f16
  func.call @test(%b266) : (i1) -> ()
  %b267 = math.isinf %c17 : f16
  func.call @test(%b267) : (i1) -> ()
  %b268 = math.isfinite %c17 : f16
  func.call @test(%b268) : (i1) -> ()
  %b269 = math.isnormal %c17 : f16
  func.call @test(%b269) : (i1) -> ()
  return
}

// -----

func.func private @use(bf16)
func.func private @test(i1)

func.func @bf16() {
  %c0 = arith.constant 0.0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %c2 = arith.constant 0.5 : bf16
  %c3 = arith.constant -0.5 : bf16
  %c4 = arith.constant 1.5 : bf16
  %c5 = arith.constant 2.5 : bf16
  %c6 = arith.constant -2.5 : bf16
  %c7 = arith.constant 0.3 : bf16
  %c8 = arith.constant -1.75 : bf16
  %c9 = arith.constant 3.0 : bf16
  %c10 = arith.constant 100.3 : bf16
  %c11 = arith.constant 1.0e-5 : bf16
  %c12 = arith.constant 0x7F80 : bf16
  %c13 = arith.constant 0xFF80 : bf16
  %c14 = arith.constant 0x7FC0 : bf16
  %c15 = arith.constant 0x7FA0 : bf16
  %c16 = arith.constant 0x0001 : bf16
  %m = arith.constant -1.0 : bf16
  %r0 = math.absf %c0 : bf16
  func.call @use(%r0) : (bf16) -> ()
  %r1 = math.ceil %c0 : bf16
  func.call @use(%r1) : (bf16) -> ()
  %r2 = math.floor %c0 : bf16
  func.call @use(%r2) : (bf16) -> ()
  %r3 = math.roundeven %c0 : bf16
  func.call @use(%r3) : (bf16) -> ()
  %r4 = math.round %c0 : bf16
  func.call @use(%r4) : (bf16) -> ()
  %r5 = math.trunc %c0 : bf16
  func.call @use(%r5) : (bf16) -> ()
  %r6 = math.exp %c0 : bf16
  func.call @use(%r6) : (bf16) -> ()
  %r7 = math.sqrt %c0 : bf16
  func.call @use(%r7) : (bf16) -> ()
  %r8 = math.copysign %c0, %m : bf16
  func.call @use(%r8) : (bf16) -> ()
  %r9 = math.copysign %m, %c0 : bf16
  func.call @use(%r9) : (bf16) -> ()
  %r10 = math.atan2 %c0, %c0 : bf16
  func.call @use(%r10) : (bf16) -> ()
  %b11 = math.isnan %c0 : bf16
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : bf16
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : bf16
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : bf16
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : bf16
  func.call @use(%r15) : (bf16) -> ()
  %r16 = math.ceil %c1 : bf16
  func.call @use(%r16) : (bf16) -> ()
  %r17 = math.floor %c1 : bf16
  func.call @use(%r17) : (bf16) -> ()
  %r18 = math.roundeven %c1 : bf16
  func.call @use(%r18) : (bf16) -> ()
  %r19 = math.round %c1 : bf16
  func.call @use(%r19) : (bf16) -> ()
  %r20 = math.trunc %c1 : bf16
  func.call @use(%r20) : (bf16) -> ()
  %r21 = math.exp %c1 : bf16
  func.call @use(%r21) : (bf16) -> ()
  %r22 = math.sqrt %c1 : bf16
  func.call @use(%r22) : (bf16) -> ()
  %r23 = math.copysign %c1, %m : bf16
  func.call @use(%r23) : (bf16) -> ()
  %r24 = math.copysign %m, %c1 : bf16
  func.call @use(%r24) : (bf16) -> ()
  %r25 = math.atan2 %c1, %c1 : bf16
  func.call @use(%r25) : (bf16) -> ()
  %b26 = math.isnan %c1 : bf16
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : bf16
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : bf16
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : bf16
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : bf16
  func.call @use(%r30) : (bf16) -> ()
  %r31 = math.ceil %c2 : bf16
  func.call @use(%r31) : (bf16) -> ()
  %r32 = math.floor %c2 : bf16
  func.call @use(%r32) : (bf16) -> ()
  %r33 = math.roundeven %c2 : bf16
  func.call @use(%r33) : (bf16) -> ()
  %r34 = math.round %c2 : bf16
  func.call @use(%r34) : (bf16) -> ()
  %r35 = math.trunc %c2 : bf16
  func.call @use(%r35) : (bf16) -> ()
  %r36 = math.exp %c2 : bf16
  func.call @use(%r36) : (bf16) -> ()
  %r37 = math.sqrt %c2 : bf16
  func.call @use(%r37) : (bf16) -> ()
  %r38 = math.copysign %c2, %m : bf16
  func.call @use(%r38) : (bf16) -> ()
  %r39 = math.copysign %m, %c2 : bf16
  func.call @use(%r39) : (bf16) -> ()
  %r40 = math.atan2 %c2, %c2 : bf16
  func.call @use(%r40) : (bf16) -> ()
  %b41 = math.isnan %c2 : bf16
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : bf16
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : bf16
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : bf16
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : bf16
  func.call @use(%r45) : (bf16) -> ()
  %r46 = math.ceil %c3 : bf16
  func.call @use(%r46) : (bf16) -> ()
  %r47 = math.floor %c3 : bf16
  func.call @use(%r47) : (bf16) -> ()
  %r48 = math.roundeven %c3 : bf16
  func.call @use(%r48) : (bf16) -> ()
  %r49 = math.round %c3 : bf16
  func.call @use(%r49) : (bf16) -> ()
  %r50 = math.trunc %c3 : bf16
  func.call @use(%r50) : (bf16) -> ()
  %r51 = math.exp %c3 : bf16
  func.call @use(%r51) : (bf16) -> ()
  %r52 = math.sqrt %c3 : bf16
  func.call @use(%r52) : (bf16) -> ()
  %r53 = math.copysign %c3, %m : bf16
  func.call @use(%r53) : (bf16) -> ()
  %r54 = math.copysign %m, %c3 : bf16
  func.call @use(%r54) : (bf16) -> ()
  %r55 = math.atan2 %c3, %c3 : bf16
  func.call @use(%r55) : (bf16) -> ()
  %b56 = math.isnan %c3 : bf16
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : bf16
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : bf16
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : bf16
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : bf16
  func.call @use(%r60) : (bf16) -> ()
  %r61 = math.ceil %c4 : bf16
  func.call @use(%r61) : (bf16) -> ()
  %r62 = math.floor %c4 : bf16
  func.call @use(%r62) : (bf16) -> ()
  %r63 = math.roundeven %c4 : bf16
  func.call @use(%r63) : (bf16) -> ()
  %r64 = math.round %c4 : bf16
  func.call @use(%r64) : (bf16) -> ()
  %r65 = math.trunc %c4 : bf16
  func.call @use(%r65) : (bf16) -> ()
  %r66 = math.exp %c4 : bf16
  func.call @use(%r66) : (bf16) -> ()
  %r67 = math.sqrt %c4 : bf16
  func.call @use(%r67) : (bf16) -> ()
  %r68 = math.copysign %c4, %m : bf16
  func.call @use(%r68) : (bf16) -> ()
  %r69 = math.copysign %m, %c4 : bf16
  func.call @use(%r69) : (bf16) -> ()
  %r70 = math.atan2 %c4, %c4 : bf16
  func.call @use(%r70) : (bf16) -> ()
  %b71 = math.isnan %c4 : bf16
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : bf16
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : bf16
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : bf16
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : bf16
  func.call @use(%r75) : (bf16) -> ()
  %r76 = math.ceil %c5 : bf16
  func.call @use(%r76) : (bf16) -> ()
  %r77 = math.floor %c5 : bf16
  func.call @use(%r77) : (bf16) -> ()
  %r78 = math.roundeven %c5 : bf16
  func.call @use(%r78) : (bf16) -> ()
  %r79 = math.round %c5 : bf16
  func.call @use(%r79) : (bf16) -> ()
  %r80 = math.trunc %c5 : bf16
  func.call @use(%r80) : (bf16) -> ()
  %r81 = math.exp %c5 : bf16
  func.call @use(%r81) : (bf16) -> ()
  %r82 = math.sqrt %c5 : bf16
  func.call @use(%r82) : (bf16) -> ()
  %r83 = math.copysign %c5, %m : bf16
  func.call @use(%r83) : (bf16) -> ()
  %r84 = math.copysign %m, %c5 : bf16
  func.call @use(%r84) : (bf16) -> ()
  %r85 = math.atan2 %c5, %c5 : bf16
  func.call @use(%r85) : (bf16) -> ()
  %b86 = math.isnan %c5 : bf16
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : bf16
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : bf16
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : bf16
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : bf16
  func.call @use(%r90) : (bf16) -> ()
  %r91 = math.ceil %c6 : bf16
  func.call @use(%r91) : (bf16) -> ()
  %r92 = math.floor %c6 : bf16
  func.call @use(%r92) : (bf16) -> ()
  %r93 = math.roundeven %c6 : bf16
  func.call @use(%r93) : (bf16) -> ()
  %r94 = math.round %c6 : bf16
  func.call @use(%r94) : (bf16) -> ()
  %r95 = math.trunc %c6 : bf16
  func.call @use(%r95) : (bf16) -> ()
  %r96 = math.exp %c6 : bf16
  func.call @use(%r96) : (bf16) -> ()
  %r97 = math.sqrt %c6 : bf16
  func.call @use(%r97) : (bf16) -> ()
  %r98 = math.copysign %c6, %m : bf16
  func.call @use(%r98) : (bf16) -> ()
  %r99 = math.copysign %m, %c6 : bf16
  func.call @use(%r99) : (bf16) -> ()
  %r100 = math.atan2 %c6, %c6 : bf16
  func.call @use(%r100) : (bf16) -> ()
  %b101 = math.isnan %c6 : bf16
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : bf16
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : bf16
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : bf16
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : bf16
  func.call @use(%r105) : (bf16) -> ()
  %r106 = math.ceil %c7 : bf16
  func.call @use(%r106) : (bf16) -> ()
  %r107 = math.floor %c7 : bf16
  func.call @use(%r107) : (bf16) -> ()
  %r108 = math.roundeven %c7 : bf16
  func.call @use(%r108) : (bf16) -> ()
  %r109 = math.round %c7 : bf16
  func.call @use(%r109) : (bf16) -> ()
  %r110 = math.trunc %c7 : bf16
  func.call @use(%r110) : (bf16) -> ()
  %r111 = math.exp %c7 : bf16
  func.call @use(%r111) : (bf16) -> ()
  %r112 = math.sqrt %c7 : bf16
  func.call @use(%r112) : (bf16) -> ()
  %r113 = math.copysign %c7, %m : bf16
  func.call @use(%r113) : (bf16) -> ()
  %r114 = math.copysign %m, %c7 : bf16
  func.call @use(%r114) : (bf16) -> ()
  %r115 = math.atan2 %c7, %c7 : bf16
  func.call @use(%r115) : (bf16) -> ()
  %b116 = math.isnan %c7 : bf16
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : bf16
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : bf16
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : bf16
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : bf16
  func.call @use(%r120) : (bf16) -> ()
  %r121 = math.ceil %c8 : bf16
  func.call @use(%r121) : (bf16) -> ()
  %r122 = math.floor %c8 : bf16
  func.call @use(%r122) : (bf16) -> ()
  %r123 = math.roundeven %c8 : bf16
  func.call @use(%r123) : (bf16) -> ()
  %r124 = math.round %c8 : bf16
  func.call @use(%r124) : (bf16) -> ()
  %r125 = math.trunc %c8 : bf16
  func.call @use(%r125) : (bf16) -> ()
  %r126 = math.exp %c8 : bf16
  func.call @use(%r126) : (bf16) -> ()
  %r127 = math.sqrt %c8 : bf16
  func.call @use(%r127) : (bf16) -> ()
  %r128 = math.copysign %c8, %m : bf16
  func.call @use(%r128) : (bf16) -> ()
  %r129 = math.copysign %m, %c8 : bf16
  func.call @use(%r129) : (bf16) -> ()
  %r130 = math.atan2 %c8, %c8 : bf16
  func.call @use(%r130) : (bf16) -> ()
  %b131 = math.isnan %c8 : bf16
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : bf16
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : bf16
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : bf16
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : bf16
  func.call @use(%r135) : (bf16) -> ()
  %r136 = math.ceil %c9 : bf16
  func.call @use(%r136) : (bf16) -> ()
  %r137 = math.floor %c9 : bf16
  func.call @use(%r137) : (bf16) -> ()
  %r138 = math.roundeven %c9 : bf16
  func.call @use(%r138) : (bf16) -> ()
  %r139 = math.round %c9 : bf16
  func.call @use(%r139) : (bf16) -> ()
  %r140 = math.trunc %c9 : bf16
  func.call @use(%r140) : (bf16) -> ()
  %r141 = math.exp %c9 : bf16
  func.call @use(%r141) : (bf16) -> ()
  %r142 = math.sqrt %c9 : bf16
  func.call @use(%r142) : (bf16) -> ()
  %r143 = math.copysign %c9, %m : bf16
  func.call @use(%r143) : (bf16) -> ()
  %r144 = math.copysign %m, %c9 : bf16
  func.call @use(%r144) : (bf16) -> ()
  %r145 = math.atan2 %c9, %c9 : bf16
  func.call @use(%r145) : (bf16) -> ()
  %b146 = math.isnan %c9 : bf16
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : bf16
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : bf16
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : bf16
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : bf16
  func.call @use(%r150) : (bf16) -> ()
  %r151 = math.ceil %c10 : bf16
  func.call @use(%r151) : (bf16) -> ()
  %r152 = math.floor %c10 : bf16
  func.call @use(%r152) : (bf16) -> ()
  %r153 = math.roundeven %c10 : bf16
  func.call @use(%r153) : (bf16) -> ()
  %r154 = math.round %c10 : bf16
  func.call @use(%r154) : (bf16) -> ()
  %r155 = math.trunc %c10 : bf16
  func.call @use(%r155) : (bf16) -> ()
  %r156 = math.exp %c10 : bf16
  func.call @use(%r156) : (bf16) -> ()
  %r157 = math.sqrt %c10 : bf16
  func.call @use(%r157) : (bf16) -> ()
  %r158 = math.copysign %c10, %m : bf16
  func.call @use(%r158) : (bf16) -> ()
  %r159 = math.copysign %m, %c10 : bf16
  func.call @use(%r159) : (bf16) -> ()
  %r160 = math.atan2 %c10, %c10 : bf16
  func.call @use(%r160) : (bf16) -> ()
  %b161 = math.isnan %c10 : bf16
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : bf16
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : bf16
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : bf16
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : bf16
  func.call @use(%r165) : (bf16) -> ()
  %r166 = math.ceil %c11 : bf16
  func.call @use(%r166) : (bf16) -> ()
  %r167 = math.floor %c11 : bf16
  func.call @use(%r167) : (bf16) -> ()
  %r168 = math.roundeven %c11 : bf16
  func.call @use(%r168) : (bf16) -> ()
  %r169 = math.round %c11 : bf16
  func.call @use(%r169) : (bf16) -> ()
  %r170 = math.trunc %c11 : bf16
  func.call @use(%r170) : (bf16) -> ()
  %r171 = math.exp %c11 : bf16
  func.call @use(%r171) : (bf16) -> ()
  %r172 = math.sqrt %c11 : bf16
  func.call @use(%r172) : (bf16) -> ()
  %r173 = math.copysign %c11, %m : bf16
  func.call @use(%r173) : (bf16) -> ()
  %r174 = math.copysign %m, %c11 : bf16
  func.call @use(%r174) : (bf16) -> ()
  %r175 = math.atan2 %c11, %c11 : bf16
  func.call @use(%r175) : (bf16) -> ()
  %b176 = math.isnan %c11 : bf16
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : bf16
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : bf16
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : bf16
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : bf16
  func.call @use(%r180) : (bf16) -> ()
  %r181 = math.ceil %c12 : bf16
  func.call @use(%r181) : (bf16) -> ()
  %r182 = math.floor %c12 : bf16
  func.call @use(%r182) : (bf16) -> ()
  %r183 = math.roundeven %c12 : bf16
  func.call @use(%r183) : (bf16) -> ()
  %r184 = math.round %c12 : bf16
  func.call @use(%r184) : (bf16) -> ()
  %r185 = math.trunc %c12 : bf16
  func.call @use(%r185) : (bf16) -> ()
  %r186 = math.exp %c12 : bf16
  func.call @use(%r186) : (bf16) -> ()
  %r187 = math.sqrt %c12 : bf16
  func.call @use(%r187) : (bf16) -> ()
  %r188 = math.copysign %c12, %m : bf16
  func.call @use(%r188) : (bf16) -> ()
  %r189 = math.copysign %m, %c12 : bf16
  func.call @use(%r189) : (bf16) -> ()
  %r190 = math.atan2 %c12, %c12 : bf16
  func.call @use(%r190) : (bf16) -> ()
  %b191 = math.isnan %c12 : bf16
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : bf16
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : bf16
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : bf16
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : bf16
  func.call @use(%r195) : (bf16) -> ()
  %r196 = math.ceil %c13 : bf16
  func.call @use(%r196) : (bf16) -> ()
  %r197 = math.floor %c13 : bf16
  func.call @use(%r197) : (bf16) -> ()
  %r198 = math.roundeven %c13 : bf16
  func.call @use(%r198) : (bf16) -> ()
  %r199 = math.round %c13 : bf16
  func.call @use(%r199) : (bf16) -> ()
  %r200 = math.trunc %c13 : bf16
  func.call @use(%r200) : (bf16) -> ()
  %r201 = math.exp %c13 : bf16
  func.call @use(%r201) : (bf16) -> ()
  %r202 = math.sqrt %c13 : bf16
  func.call @use(%r202) : (bf16) -> ()
  %r203 = math.copysign %c13, %m : bf16
  func.call @use(%r203) : (bf16) -> ()
  %r204 = math.copysign %m, %c13 : bf16
  func.call @use(%r204) : (bf16) -> ()
  %r205 = math.atan2 %c13, %c13 : bf16
  func.call @use(%r205) : (bf16) -> ()
  %b206 = math.isnan %c13 : bf16
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : bf16
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : bf16
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : bf16
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : bf16
  func.call @use(%r210) : (bf16) -> ()
  %r211 = math.ceil %c14 : bf16
  func.call @use(%r211) : (bf16) -> ()
  %r212 = math.floor %c14 : bf16
  func.call @use(%r212) : (bf16) -> ()
  %r213 = math.roundeven %c14 : bf16
  func.call @use(%r213) : (bf16) -> ()
  %r214 = math.round %c14 : bf16
  func.call @use(%r214) : (bf16) -> ()
  %r215 = math.trunc %c14 : bf16
  func.call @use(%r215) : (bf16) -> ()
  %r216 = math.exp %c14 : bf16
  func.call @use(%r216) : (bf16) -> ()
  %r217 = math.sqrt %c14 : bf16
  func.call @use(%r217) : (bf16) -> ()
  %r218 = math.copysign %c14, %m : bf16
  func.call @use(%r218) : (bf16) -> ()
  %r219 = math.copysign %m, %c14 : bf16
  func.call @use(%r219) : (bf16) -> ()
  %r220 = math.atan2 %c14, %c14 : bf16
  func.call @use(%r220) : (bf16) -> ()
  %b221 = math.isnan %c14 : bf16
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : bf16
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : bf16
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : bf16
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : bf16
  func.call @use(%r225) : (bf16) -> ()
  %r226 = math.ceil %c15 : bf16
  func.call @use(%r226) : (bf16) -> ()
  %r227 = math.floor %c15 : bf16
  func.call @use(%r227) : (bf16) -> ()
  %r228 = math.roundeven %c15 : bf16
  func.call @use(%r228) : (bf16) -> ()
  %r229 = math.round %c15 : bf16
  func.call @use(%r229) : (bf16) -> ()
  %r230 = math.trunc %c15 : bf16
  func.call @use(%r230) : (bf16) -> ()
  %r231 = math.exp %c15 : bf16
  func.call @use(%r231) : (bf16) -> ()
  %r232 = math.sqrt %c15 : bf16
  func.call @use(%r232) : (bf16) -> ()
  %r233 = math.copysign %c15, %m : bf16
  func.call @use(%r233) : (bf16) -> ()
  %r234 = math.copysign %m, %c15 : bf16
  func.call @use(%r234) : (bf16) -> ()
  %r235 = math.atan2 %c15, %c15 : bf16
  func.call @use(%r235) : (bf16) -> ()
  %b236 = math.isnan %c15 : bf16
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : bf16
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : bf16
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : bf16
  func.call @test(%b239) : (i1) -> ()
  %r240 = math.absf %c16 : bf16
  func.call @use(%r240) : (bf16) -> ()
  %r241 = math.ceil %c16 : bf16
  func.call @use(%r241) : (bf16) -> ()
  %r242 = math.floor %c16 : bf16
  func.call @use(%r242) : (bf16) -> ()
  %r243 = math.roundeven %c16 : bf16
  func.call @use(%r243) : (bf16) -> ()
  %r244 = math.round %c16 : bf16
  func.call @use(%r244) : (bf16) -> ()
  %r245 = math.trunc %c16 : bf16
  func.call @use(%r245) : (bf16) -> ()
  %r246 = math.exp %c16 : bf16
  func.call @use(%r246) : (bf16) -> ()
  %r247 = math.sqrt %c16 : bf16
  func.call @use(%r247) : (bf16) -> ()
  %r248 = math.copysign %c16, %m : bf16
  func.call @use(%r248) : (bf16) -> ()
  %r249 = math.copysign %m, %c16 : bf16
  func.call @use(%r249) : (bf16) -> ()
  %r250 = math.atan2 %c16, %c16 : bf16
  func.call @use(%r250) : (bf16) -> ()
  %b251 = math.isnan %c16 : bf16
  func.call @test(%b251) : (i1) -> ()
  %b252 = math.isinf %c16 : bf16
  func.call @test(%b252) : (i1) -> ()
  %b253 = math.isfinite %c16 : bf16
  func.call @test(%b253) : (i1) -> ()
  %b254 = math.isnormal %c16 : bf16
  func.call @test(%b254) : (i1) -> ()
  return
}

// -----

func.func private @use(f80)
func.func private @test(i1)

func.func @f80() {
  %c0 = arith.constant 0.0 : f80
  %c1 = arith.constant -0.0 : f80
  %c2 = arith.constant 0.5 : f80
  %c3 = arith.constant -0.5 : f80
  %c4 = arith.constant 1.5 : f80
  %c5 = arith.constant 2.5 : f80
  %c6 = arith.constant -2.5 : f80
  %c7 = arith.constant 0.3 : f80
  %c8 = arith.constant -1.75 : f80
  %c9 = arith.constant 3.0 : f80
  %c10 = arith.constant 100.3 : f80
  %c11 = arith.constant 1.0e-5 : f80
  %c12 = arith.constant 0x7FFF8000000000000000 : f80
  %c13 = arith.constant 0x7FFFC000000000000000 : f80
  %c14 = arith.constant 0x7FFFA000000000000000 : f80
  %c15 = arith.constant 0x00000000000000000001 : f80
  %m = arith.constant -1.0 : f80
  %r0 = math.absf %c0 : f80
  func.call @use(%r0) : (f80) -> ()
  %r1 = math.ceil %c0 : f80
  func.call @use(%r1) : (f80) -> ()
  %r2 = math.floor %c0 : f80
  func.call @use(%r2) : (f80) -> ()
  %r3 = math.roundeven %c0 : f80
  func.call @use(%r3) : (f80) -> ()
  %r4 = math.round %c0 : f80
  func.call @use(%r4) : (f80) -> ()
  %r5 = math.trunc %c0 : f80
  func.call @use(%r5) : (f80) -> ()
  %r6 = math.exp %c0 : f80
  func.call @use(%r6) : (f80) -> ()
  %r7 = math.sqrt %c0 : f80
  func.call @use(%r7) : (f80) -> ()
  %r8 = math.copysign %c0, %m : f80
  func.call @use(%r8) : (f80) -> ()
  %r9 = math.copysign %m, %c0 : f80
  func.call @use(%r9) : (f80) -> ()
  %r10 = math.atan2 %c0, %c0 : f80
  func.call @use(%r10) : (f80) -> ()
  %b11 = math.isnan %c0 : f80
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f80
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f80
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f80
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f80
  func.call @use(%r15) : (f80) -> ()
  %r16 = math.ceil %c1 : f80
  func.call @use(%r16) : (f80) -> ()
  %r17 = math.floor %c1 : f80
  func.call @use(%r17) : (f80) -> ()
  %r18 = math.roundeven %c1 : f80
  func.call @use(%r18) : (f80) -> ()
  %r19 = math.round %c1 : f80
  func.call @use(%r19) : (f80) -> ()
  %r20 = math.trunc %c1 : f80
  func.call @use(%r20) : (f80) -> ()
  %r21 = math.exp %c1 : f80
  func.call @use(%r21) : (f80) -> ()
  %r22 = math.sqrt %c1 : f80
  func.call @use(%r22) : (f80) -> ()
  %r23 = math.copysign %c1, %m : f80
  func.call @use(%r23) : (f80) -> ()
  %r24 = math.copysign %m, %c1 : f80
  func.call @use(%r24) : (f80) -> ()
  %r25 = math.atan2 %c1, %c1 : f80
  func.call @use(%r25) : (f80) -> ()
  %b26 = math.isnan %c1 : f80
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f80
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f80
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f80
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f80
  func.call @use(%r30) : (f80) -> ()
  %r31 = math.ceil %c2 : f80
  func.call @use(%r31) : (f80) -> ()
  %r32 = math.floor %c2 : f80
  func.call @use(%r32) : (f80) -> ()
  %r33 = math.roundeven %c2 : f80
  func.call @use(%r33) : (f80) -> ()
  %r34 = math.round %c2 : f80
  func.call @use(%r34) : (f80) -> ()
  %r35 = math.trunc %c2 : f80
  func.call @use(%r35) : (f80) -> ()
  %r36 = math.exp %c2 : f80
  func.call @use(%r36) : (f80) -> ()
  %r37 = math.sqrt %c2 : f80
  func.call @use(%r37) : (f80) -> ()
  %r38 = math.copysign %c2, %m : f80
  func.call @use(%r38) : (f80) -> ()
  %r39 = math.copysign %m, %c2 : f80
  func.call @use(%r39) : (f80) -> ()
  %r40 = math.atan2 %c2, %c2 : f80
  func.call @use(%r40) : (f80) -> ()
  %b41 = math.isnan %c2 : f80
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f80
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f80
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f80
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f80
  func.call @use(%r45) : (f80) -> ()
  %r46 = math.ceil %c3 : f80
  func.call @use(%r46) : (f80) -> ()
  %r47 = math.floor %c3 : f80
  func.call @use(%r47) : (f80) -> ()
  %r48 = math.roundeven %c3 : f80
  func.call @use(%r48) : (f80) -> ()
  %r49 = math.round %c3 : f80
  func.call @use(%r49) : (f80) -> ()
  %r50 = math.trunc %c3 : f80
  func.call @use(%r50) : (f80) -> ()
  %r51 = math.exp %c3 : f80
  func.call @use(%r51) : (f80) -> ()
  %r52 = math.sqrt %c3 : f80
  func.call @use(%r52) : (f80) -> ()
  %r53 = math.copysign %c3, %m : f80
  func.call @use(%r53) : (f80) -> ()
  %r54 = math.copysign %m, %c3 : f80
  func.call @use(%r54) : (f80) -> ()
  %r55 = math.atan2 %c3, %c3 : f80
  func.call @use(%r55) : (f80) -> ()
  %b56 = math.isnan %c3 : f80
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f80
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f80
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f80
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f80
  func.call @use(%r60) : (f80) -> ()
  %r61 = math.ceil %c4 : f80
  func.call @use(%r61) : (f80) -> ()
  %r62 = math.floor %c4 : f80
  func.call @use(%r62) : (f80) -> ()
  %r63 = math.roundeven %c4 : f80
  func.call @use(%r63) : (f80) -> ()
  %r64 = math.round %c4 : f80
  func.call @use(%r64) : (f80) -> ()
  %r65 = math.trunc %c4 : f80
  func.call @use(%r65) : (f80) -> ()
  %r66 = math.exp %c4 : f80
  func.call @use(%r66) : (f80) -> ()
  %r67 = math.sqrt %c4 : f80
  func.call @use(%r67) : (f80) -> ()
  %r68 = math.copysign %c4, %m : f80
  func.call @use(%r68) : (f80) -> ()
  %r69 = math.copysign %m, %c4 : f80
  func.call @use(%r69) : (f80) -> ()
  %r70 = math.atan2 %c4, %c4 : f80
  func.call @use(%r70) : (f80) -> ()
  %b71 = math.isnan %c4 : f80
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f80
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f80
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f80
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f80
  func.call @use(%r75) : (f80) -> ()
  %r76 = math.ceil %c5 : f80
  func.call @use(%r76) : (f80) -> ()
  %r77 = math.floor %c5 : f80
  func.call @use(%r77) : (f80) -> ()
  %r78 = math.roundeven %c5 : f80
  func.call @use(%r78) : (f80) -> ()
  %r79 = math.round %c5 : f80
  func.call @use(%r79) : (f80) -> ()
  %r80 = math.trunc %c5 : f80
  func.call @use(%r80) : (f80) -> ()
  %r81 = math.exp %c5 : f80
  func.call @use(%r81) : (f80) -> ()
  %r82 = math.sqrt %c5 : f80
  func.call @use(%r82) : (f80) -> ()
  %r83 = math.copysign %c5, %m : f80
  func.call @use(%r83) : (f80) -> ()
  %r84 = math.copysign %m, %c5 : f80
  func.call @use(%r84) : (f80) -> ()
  %r85 = math.atan2 %c5, %c5 : f80
  func.call @use(%r85) : (f80) -> ()
  %b86 = math.isnan %c5 : f80
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f80
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f80
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f80
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f80
  func.call @use(%r90) : (f80) -> ()
  %r91 = math.ceil %c6 : f80
  func.call @use(%r91) : (f80) -> ()
  %r92 = math.floor %c6 : f80
  func.call @use(%r92) : (f80) -> ()
  %r93 = math.roundeven %c6 : f80
  func.call @use(%r93) : (f80) -> ()
  %r94 = math.round %c6 : f80
  func.call @use(%r94) : (f80) -> ()
  %r95 = math.trunc %c6 : f80
  func.call @use(%r95) : (f80) -> ()
  %r96 = math.exp %c6 : f80
  func.call @use(%r96) : (f80) -> ()
  %r97 = math.sqrt %c6 : f80
  func.call @use(%r97) : (f80) -> ()
  %r98 = math.copysign %c6, %m : f80
  func.call @use(%r98) : (f80) -> ()
  %r99 = math.copysign %m, %c6 : f80
  func.call @use(%r99) : (f80) -> ()
  %r100 = math.atan2 %c6, %c6 : f80
  func.call @use(%r100) : (f80) -> ()
  %b101 = math.isnan %c6 : f80
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f80
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f80
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f80
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f80
  func.call @use(%r105) : (f80) -> ()
  %r106 = math.ceil %c7 : f80
  func.call @use(%r106) : (f80) -> ()
  %r107 = math.floor %c7 : f80
  func.call @use(%r107) : (f80) -> ()
  %r108 = math.roundeven %c7 : f80
  func.call @use(%r108) : (f80) -> ()
  %r109 = math.round %c7 : f80
  func.call @use(%r109) : (f80) -> ()
  %r110 = math.trunc %c7 : f80
  func.call @use(%r110) : (f80) -> ()
  %r111 = math.exp %c7 : f80
  func.call @use(%r111) : (f80) -> ()
  %r112 = math.sqrt %c7 : f80
  func.call @use(%r112) : (f80) -> ()
  %r113 = math.copysign %c7, %m : f80
  func.call @use(%r113) : (f80) -> ()
  %r114 = math.copysign %m, %c7 : f80
  func.call @use(%r114) : (f80) -> ()
  %r115 = math.atan2 %c7, %c7 : f80
  func.call @use(%r115) : (f80) -> ()
  %b116 = math.isnan %c7 : f80
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f80
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f80
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f80
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f80
  func.call @use(%r120) : (f80) -> ()
  %r121 = math.ceil %c8 : f80
  func.call @use(%r121) : (f80) -> ()
  %r122 = math.floor %c8 : f80
  func.call @use(%r122) : (f80) -> ()
  %r123 = math.roundeven %c8 : f80
  func.call @use(%r123) : (f80) -> ()
  %r124 = math.round %c8 : f80
  func.call @use(%r124) : (f80) -> ()
  %r125 = math.trunc %c8 : f80
  func.call @use(%r125) : (f80) -> ()
  %r126 = math.exp %c8 : f80
  func.call @use(%r126) : (f80) -> ()
  %r127 = math.sqrt %c8 : f80
  func.call @use(%r127) : (f80) -> ()
  %r128 = math.copysign %c8, %m : f80
  func.call @use(%r128) : (f80) -> ()
  %r129 = math.copysign %m, %c8 : f80
  func.call @use(%r129) : (f80) -> ()
  %r130 = math.atan2 %c8, %c8 : f80
  func.call @use(%r130) : (f80) -> ()
  %b131 = math.isnan %c8 : f80
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f80
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f80
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f80
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f80
  func.call @use(%r135) : (f80) -> ()
  %r136 = math.ceil %c9 : f80
  func.call @use(%r136) : (f80) -> ()
  %r137 = math.floor %c9 : f80
  func.call @use(%r137) : (f80) -> ()
  %r138 = math.roundeven %c9 : f80
  func.call @use(%r138) : (f80) -> ()
  %r139 = math.round %c9 : f80
  func.call @use(%r139) : (f80) -> ()
  %r140 = math.trunc %c9 : f80
  func.call @use(%r140) : (f80) -> ()
  %r141 = math.exp %c9 : f80
  func.call @use(%r141) : (f80) -> ()
  %r142 = math.sqrt %c9 : f80
  func.call @use(%r142) : (f80) -> ()
  %r143 = math.copysign %c9, %m : f80
  func.call @use(%r143) : (f80) -> ()
  %r144 = math.copysign %m, %c9 : f80
  func.call @use(%r144) : (f80) -> ()
  %r145 = math.atan2 %c9, %c9 : f80
  func.call @use(%r145) : (f80) -> ()
  %b146 = math.isnan %c9 : f80
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f80
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f80
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f80
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f80
  func.call @use(%r150) : (f80) -> ()
  %r151 = math.ceil %c10 : f80
  func.call @use(%r151) : (f80) -> ()
  %r152 = math.floor %c10 : f80
  func.call @use(%r152) : (f80) -> ()
  %r153 = math.roundeven %c10 : f80
  func.call @use(%r153) : (f80) -> ()
  %r154 = math.round %c10 : f80
  func.call @use(%r154) : (f80) -> ()
  %r155 = math.trunc %c10 : f80
  func.call @use(%r155) : (f80) -> ()
  %r156 = math.exp %c10 : f80
  func.call @use(%r156) : (f80) -> ()
  %r157 = math.sqrt %c10 : f80
  func.call @use(%r157) : (f80) -> ()
  %r158 = math.copysign %c10, %m : f80
  func.call @use(%r158) : (f80) -> ()
  %r159 = math.copysign %m, %c10 : f80
  func.call @use(%r159) : (f80) -> ()
  %r160 = math.atan2 %c10, %c10 : f80
  func.call @use(%r160) : (f80) -> ()
  %b161 = math.isnan %c10 : f80
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f80
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f80
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f80
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f80
  func.call @use(%r165) : (f80) -> ()
  %r166 = math.ceil %c11 : f80
  func.call @use(%r166) : (f80) -> ()
  %r167 = math.floor %c11 : f80
  func.call @use(%r167) : (f80) -> ()
  %r168 = math.roundeven %c11 : f80
  func.call @use(%r168) : (f80) -> ()
  %r169 = math.round %c11 : f80
  func.call @use(%r169) : (f80) -> ()
  %r170 = math.trunc %c11 : f80
  func.call @use(%r170) : (f80) -> ()
  %r171 = math.exp %c11 : f80
  func.call @use(%r171) : (f80) -> ()
  %r172 = math.sqrt %c11 : f80
  func.call @use(%r172) : (f80) -> ()
  %r173 = math.copysign %c11, %m : f80
  func.call @use(%r173) : (f80) -> ()
  %r174 = math.copysign %m, %c11 : f80
  func.call @use(%r174) : (f80) -> ()
  %r175 = math.atan2 %c11, %c11 : f80
  func.call @use(%r175) : (f80) -> ()
  %b176 = math.isnan %c11 : f80
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f80
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f80
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f80
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f80
  func.call @use(%r180) : (f80) -> ()
  %r181 = math.ceil %c12 : f80
  func.call @use(%r181) : (f80) -> ()
  %r182 = math.floor %c12 : f80
  func.call @use(%r182) : (f80) -> ()
  %r183 = math.roundeven %c12 : f80
  func.call @use(%r183) : (f80) -> ()
  %r184 = math.round %c12 : f80
  func.call @use(%r184) : (f80) -> ()
  %r185 = math.trunc %c12 : f80
  func.call @use(%r185) : (f80) -> ()
  %r186 = math.exp %c12 : f80
  func.call @use(%r186) : (f80) -> ()
  %r187 = math.sqrt %c12 : f80
  func.call @use(%r187) : (f80) -> ()
  %r188 = math.copysign %c12, %m : f80
  func.call @use(%r188) : (f80) -> ()
  %r189 = math.copysign %m, %c12 : f80
  func.call @use(%r189) : (f80) -> ()
  %r190 = math.atan2 %c12, %c12 : f80
  func.call @use(%r190) : (f80) -> ()
  %b191 = math.isnan %c12 : f80
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f80
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f80
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f80
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f80
  func.call @use(%r195) : (f80) -> ()
  %r196 = math.ceil %c13 : f80
  func.call @use(%r196) : (f80) -> ()
  %r197 = math.floor %c13 : f80
  func.call @use(%r197) : (f80) -> ()
  %r198 = math.roundeven %c13 : f80
  func.call @use(%r198) : (f80) -> ()
  %r199 = math.round %c13 : f80
  func.call @use(%r199) : (f80) -> ()
  %r200 = math.trunc %c13 : f80
  func.call @use(%r200) : (f80) -> ()
  %r201 = math.exp %c13 : f80
  func.call @use(%r201) : (f80) -> ()
  %r202 = math.sqrt %c13 : f80
  func.call @use(%r202) : (f80) -> ()
  %r203 = math.copysign %c13, %m : f80
  func.call @use(%r203) : (f80) -> ()
  %r204 = math.copysign %m, %c13 : f80
  func.call @use(%r204) : (f80) -> ()
  %r205 = math.atan2 %c13, %c13 : f80
  func.call @use(%r205) : (f80) -> ()
  %b206 = math.isnan %c13 : f80
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f80
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f80
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f80
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f80
  func.call @use(%r210) : (f80) -> ()
  %r211 = math.ceil %c14 : f80
  func.call @use(%r211) : (f80) -> ()
  %r212 = math.floor %c14 : f80
  func.call @use(%r212) : (f80) -> ()
  %r213 = math.roundeven %c14 : f80
  func.call @use(%r213) : (f80) -> ()
  %r214 = math.round %c14 : f80
  func.call @use(%r214) : (f80) -> ()
  %r215 = math.trunc %c14 : f80
  func.call @use(%r215) : (f80) -> ()
  %r216 = math.exp %c14 : f80
  func.call @use(%r216) : (f80) -> ()
  %r217 = math.sqrt %c14 : f80
  func.call @use(%r217) : (f80) -> ()
  %r218 = math.copysign %c14, %m : f80
  func.call @use(%r218) : (f80) -> ()
  %r219 = math.copysign %m, %c14 : f80
  func.call @use(%r219) : (f80) -> ()
  %r220 = math.atan2 %c14, %c14 : f80
  func.call @use(%r220) : (f80) -> ()
  %b221 = math.isnan %c14 : f80
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f80
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f80
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f80
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f80
  func.call @use(%r225) : (f80) -> ()
  %r226 = math.ceil %c15 : f80
  func.call @use(%r226) : (f80) -> ()
  %r227 = math.floor %c15 : f80
  func.call @use(%r227) : (f80) -> ()
  %r228 = math.roundeven %c15 : f80
  func.call @use(%r228) : (f80) -> ()
  %r229 = math.round %c15 : f80
  func.call @use(%r229) : (f80) -> ()
  %r230 = math.trunc %c15 : f80
  func.call @use(%r230) : (f80) -> ()
  %r231 = math.exp %c15 : f80
  func.call @use(%r231) : (f80) -> ()
  %r232 = math.sqrt %c15 : f80
  func.call @use(%r232) : (f80) -> ()
  %r233 = math.copysign %c15, %m : f80
  func.call @use(%r233) : (f80) -> ()
  %r234 = math.copysign %m, %c15 : f80
  func.call @use(%r234) : (f80) -> ()
  %r235 = math.atan2 %c15, %c15 : f80
  func.call @use(%r235) : (f80) -> ()
  %b236 = math.isnan %c15 : f80
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f80
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f80
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f80
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(f128)
func.func private @test(i1)

func.func @f128() {
  %c0 = arith.constant 0.0 : f128
  %c1 = arith.constant -0.0 : f128
  %c2 = arith.constant 0.5 : f128
  %c3 = arith.constant -0.5 : f128
  %c4 = arith.constant 1.5 : f128
  %c5 = arith.constant 2.5 : f128
  %c6 = arith.constant -2.5 : f128
  %c7 = arith.constant 0.3 : f128
  %c8 = arith.constant -1.75 : f128
  %c9 = arith.constant 3.0 : f128
  %c10 = arith.constant 100.3 : f128
  %c11 = arith.constant 1.0e-5 : f128
  %c12 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %c13 = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %c14 = arith.constant 0xFFFF4000000000000000000000000000 : f128
  %c15 = arith.constant 0x00000000000000000000000000000001 : f128
  %m = arith.constant -1.0 : f128
  %r0 = math.absf %c0 : f128
  func.call @use(%r0) : (f128) -> ()
  %r1 = math.ceil %c0 : f128
  func.call @use(%r1) : (f128) -> ()
  %r2 = math.floor %c0 : f128
  func.call @use(%r2) : (f128) -> ()
  %r3 = math.roundeven %c0 : f128
  func.call @use(%r3) : (f128) -> ()
  %r4 = math.round %c0 : f128
  func.call @use(%r4) : (f128) -> ()
  %r5 = math.trunc %c0 : f128
  func.call @use(%r5) : (f128) -> ()
  %r6 = math.exp %c0 : f128
  func.call @use(%r6) : (f128) -> ()
  %r7 = math.sqrt %c0 : f128
  func.call @use(%r7) : (f128) -> ()
  %r8 = math.copysign %c0, %m : f128
  func.call @use(%r8) : (f128) -> ()
  %r9 = math.copysign %m, %c0 : f128
  func.call @use(%r9) : (f128) -> ()
  %r10 = math.atan2 %c0, %c0 : f128
  func.call @use(%r10) : (f128) -> ()
  %b11 = math.isnan %c0 : f128
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f128
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f128
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f128
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f128
  func.call @use(%r15) : (f128) -> ()
  %r16 = math.ceil %c1 : f128
  func.call @use(%r16) : (f128) -> ()
  %r17 = math.floor %c1 : f128
  func.call @use(%r17) : (f128) -> ()
  %r18 = math.roundeven %c1 : f128
  func.call @use(%r18) : (f128) -> ()
  %r19 = math.round %c1 : f128
  func.call @use(%r19) : (f128) -> ()
  %r20 = math.trunc %c1 : f128
  func.call @use(%r20) : (f128) -> ()
  %r21 = math.exp %c1 : f128
  func.call @use(%r21) : (f128) -> ()
  %r22 = math.sqrt %c1 : f128
  func.call @use(%r22) : (f128) -> ()
  %r23 = math.copysign %c1, %m : f128
  func.call @use(%r23) : (f128) -> ()
  %r24 = math.copysign %m, %c1 : f128
  func.call @use(%r24) : (f128) -> ()
  %r25 = math.atan2 %c1, %c1 : f128
  func.call @use(%r25) : (f128) -> ()
  %b26 = math.isnan %c1 : f128
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f128
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f128
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f128
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f128
  func.call @use(%r30) : (f128) -> ()
  %r31 = math.ceil %c2 : f128
  func.call @use(%r31) : (f128) -> ()
  %r32 = math.floor %c2 : f128
  func.call @use(%r32) : (f128) -> ()
  %r33 = math.roundeven %c2 : f128
  func.call @use(%r33) : (f128) -> ()
  %r34 = math.round %c2 : f128
  func.call @use(%r34) : (f128) -> ()
  %r35 = math.trunc %c2 : f128
  func.call @use(%r35) : (f128) -> ()
  %r36 = math.exp %c2 : f128
  func.call @use(%r36) : (f128) -> ()
  %r37 = math.sqrt %c2 : f128
  func.call @use(%r37) : (f128) -> ()
  %r38 = math.copysign %c2, %m : f128
  func.call @use(%r38) : (f128) -> ()
  %r39 = math.copysign %m, %c2 : f128
  func.call @use(%r39) : (f128) -> ()
  %r40 = math.atan2 %c2, %c2 : f128
  func.call @use(%r40) : (f128) -> ()
  %b41 = math.isnan %c2 : f128
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f128
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f128
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f128
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f128
  func.call @use(%r45) : (f128) -> ()
  %r46 = math.ceil %c3 : f128
  func.call @use(%r46) : (f128) -> ()
  %r47 = math.floor %c3 : f128
  func.call @use(%r47) : (f128) -> ()
  %r48 = math.roundeven %c3 : f128
  func.call @use(%r48) : (f128) -> ()
  %r49 = math.round %c3 : f128
  func.call @use(%r49) : (f128) -> ()
  %r50 = math.trunc %c3 : f128
  func.call @use(%r50) : (f128) -> ()
  %r51 = math.exp %c3 : f128
  func.call @use(%r51) : (f128) -> ()
  %r52 = math.sqrt %c3 : f128
  func.call @use(%r52) : (f128) -> ()
  %r53 = math.copysign %c3, %m : f128
  func.call @use(%r53) : (f128) -> ()
  %r54 = math.copysign %m, %c3 : f128
  func.call @use(%r54) : (f128) -> ()
  %r55 = math.atan2 %c3, %c3 : f128
  func.call @use(%r55) : (f128) -> ()
  %b56 = math.isnan %c3 : f128
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f128
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f128
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f128
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f128
  func.call @use(%r60) : (f128) -> ()
  %r61 = math.ceil %c4 : f128
  func.call @use(%r61) : (f128) -> ()
  %r62 = math.floor %c4 : f128
  func.call @use(%r62) : (f128) -> ()
  %r63 = math.roundeven %c4 : f128
  func.call @use(%r63) : (f128) -> ()
  %r64 = math.round %c4 : f128
  func.call @use(%r64) : (f128) -> ()
  %r65 = math.trunc %c4 : f128
  func.call @use(%r65) : (f128) -> ()
  %r66 = math.exp %c4 : f128
  func.call @use(%r66) : (f128) -> ()
  %r67 = math.sqrt %c4 : f128
  func.call @use(%r67) : (f128) -> ()
  %r68 = math.copysign %c4, %m : f128
  func.call @use(%r68) : (f128) -> ()
  %r69 = math.copysign %m, %c4 : f128
  func.call @use(%r69) : (f128) -> ()
  %r70 = math.atan2 %c4, %c4 : f128
  func.call @use(%r70) : (f128) -> ()
  %b71 = math.isnan %c4 : f128
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f128
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f128
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f128
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f128
  func.call @use(%r75) : (f128) -> ()
  %r76 = math.ceil %c5 : f128
  func.call @use(%r76) : (f128) -> ()
  %r77 = math.floor %c5 : f128
  func.call @use(%r77) : (f128) -> ()
  %r78 = math.roundeven %c5 : f128
  func.call @use(%r78) : (f128) -> ()
  %r79 = math.round %c5 : f128
  func.call @use(%r79) : (f128) -> ()
  %r80 = math.trunc %c5 : f128
  func.call @use(%r80) : (f128) -> ()
  %r81 = math.exp %c5 : f128
  func.call @use(%r81) : (f128) -> ()
  %r82 = math.sqrt %c5 : f128
  func.call @use(%r82) : (f128) -> ()
  %r83 = math.copysign %c5, %m : f128
  func.call @use(%r83) : (f128) -> ()
  %r84 = math.copysign %m, %c5 : f128
  func.call @use(%r84) : (f128) -> ()
  %r85 = math.atan2 %c5, %c5 : f128
  func.call @use(%r85) : (f128) -> ()
  %b86 = math.isnan %c5 : f128
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f128
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f128
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f128
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f128
  func.call @use(%r90) : (f128) -> ()
  %r91 = math.ceil %c6 : f128
  func.call @use(%r91) : (f128) -> ()
  %r92 = math.floor %c6 : f128
  func.call @use(%r92) : (f128) -> ()
  %r93 = math.roundeven %c6 : f128
  func.call @use(%r93) : (f128) -> ()
  %r94 = math.round %c6 : f128
  func.call @use(%r94) : (f128) -> ()
  %r95 = math.trunc %c6 : f128
  func.call @use(%r95) : (f128) -> ()
  %r96 = math.exp %c6 : f128
  func.call @use(%r96) : (f128) -> ()
  %r97 = math.sqrt %c6 : f128
  func.call @use(%r97) : (f128) -> ()
  %r98 = math.copysign %c6, %m : f128
  func.call @use(%r98) : (f128) -> ()
  %r99 = math.copysign %m, %c6 : f128
  func.call @use(%r99) : (f128) -> ()
  %r100 = math.atan2 %c6, %c6 : f128
  func.call @use(%r100) : (f128) -> ()
  %b101 = math.isnan %c6 : f128
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f128
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f128
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f128
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f128
  func.call @use(%r105) : (f128) -> ()
  %r106 = math.ceil %c7 : f128
  func.call @use(%r106) : (f128) -> ()
  %r107 = math.floor %c7 : f128
  func.call @use(%r107) : (f128) -> ()
  %r108 = math.roundeven %c7 : f128
  func.call @use(%r108) : (f128) -> ()
  %r109 = math.round %c7 : f128
  func.call @use(%r109) : (f128) -> ()
  %r110 = math.trunc %c7 : f128
  func.call @use(%r110) : (f128) -> ()
  %r111 = math.exp %c7 : f128
  func.call @use(%r111) : (f128) -> ()
  %r112 = math.sqrt %c7 : f128
  func.call @use(%r112) : (f128) -> ()
  %r113 = math.copysign %c7, %m : f128
  func.call @use(%r113) : (f128) -> ()
  %r114 = math.copysign %m, %c7 : f128
  func.call @use(%r114) : (f128) -> ()
  %r115 = math.atan2 %c7, %c7 : f128
  func.call @use(%r115) : (f128) -> ()
  %b116 = math.isnan %c7 : f128
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f128
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f128
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f128
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f128
  func.call @use(%r120) : (f128) -> ()
  %r121 = math.ceil %c8 : f128
  func.call @use(%r121) : (f128) -> ()
  %r122 = math.floor %c8 : f128
  func.call @use(%r122) : (f128) -> ()
  %r123 = math.roundeven %c8 : f128
  func.call @use(%r123) : (f128) -> ()
  %r124 = math.round %c8 : f128
  func.call @use(%r124) : (f128) -> ()
  %r125 = math.trunc %c8 : f128
  func.call @use(%r125) : (f128) -> ()
  %r126 = math.exp %c8 : f128
  func.call @use(%r126) : (f128) -> ()
  %r127 = math.sqrt %c8 : f128
  func.call @use(%r127) : (f128) -> ()
  %r128 = math.copysign %c8, %m : f128
  func.call @use(%r128) : (f128) -> ()
  %r129 = math.copysign %m, %c8 : f128
  func.call @use(%r129) : (f128) -> ()
  %r130 = math.atan2 %c8, %c8 : f128
  func.call @use(%r130) : (f128) -> ()
  %b131 = math.isnan %c8 : f128
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f128
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f128
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f128
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f128
  func.call @use(%r135) : (f128) -> ()
  %r136 = math.ceil %c9 : f128
  func.call @use(%r136) : (f128) -> ()
  %r137 = math.floor %c9 : f128
  func.call @use(%r137) : (f128) -> ()
  %r138 = math.roundeven %c9 : f128
  func.call @use(%r138) : (f128) -> ()
  %r139 = math.round %c9 : f128
  func.call @use(%r139) : (f128) -> ()
  %r140 = math.trunc %c9 : f128
  func.call @use(%r140) : (f128) -> ()
  %r141 = math.exp %c9 : f128
  func.call @use(%r141) : (f128) -> ()
  %r142 = math.sqrt %c9 : f128
  func.call @use(%r142) : (f128) -> ()
  %r143 = math.copysign %c9, %m : f128
  func.call @use(%r143) : (f128) -> ()
  %r144 = math.copysign %m, %c9 : f128
  func.call @use(%r144) : (f128) -> ()
  %r145 = math.atan2 %c9, %c9 : f128
  func.call @use(%r145) : (f128) -> ()
  %b146 = math.isnan %c9 : f128
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f128
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f128
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f128
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f128
  func.call @use(%r150) : (f128) -> ()
  %r151 = math.ceil %c10 : f128
  func.call @use(%r151) : (f128) -> ()
  %r152 = math.floor %c10 : f128
  func.call @use(%r152) : (f128) -> ()
  %r153 = math.roundeven %c10 : f128
  func.call @use(%r153) : (f128) -> ()
  %r154 = math.round %c10 : f128
  func.call @use(%r154) : (f128) -> ()
  %r155 = math.trunc %c10 : f128
  func.call @use(%r155) : (f128) -> ()
  %r156 = math.exp %c10 : f128
  func.call @use(%r156) : (f128) -> ()
  %r157 = math.sqrt %c10 : f128
  func.call @use(%r157) : (f128) -> ()
  %r158 = math.copysign %c10, %m : f128
  func.call @use(%r158) : (f128) -> ()
  %r159 = math.copysign %m, %c10 : f128
  func.call @use(%r159) : (f128) -> ()
  %r160 = math.atan2 %c10, %c10 : f128
  func.call @use(%r160) : (f128) -> ()
  %b161 = math.isnan %c10 : f128
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f128
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f128
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f128
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f128
  func.call @use(%r165) : (f128) -> ()
  %r166 = math.ceil %c11 : f128
  func.call @use(%r166) : (f128) -> ()
  %r167 = math.floor %c11 : f128
  func.call @use(%r167) : (f128) -> ()
  %r168 = math.roundeven %c11 : f128
  func.call @use(%r168) : (f128) -> ()
  %r169 = math.round %c11 : f128
  func.call @use(%r169) : (f128) -> ()
  %r170 = math.trunc %c11 : f128
  func.call @use(%r170) : (f128) -> ()
  %r171 = math.exp %c11 : f128
  func.call @use(%r171) : (f128) -> ()
  %r172 = math.sqrt %c11 : f128
  func.call @use(%r172) : (f128) -> ()
  %r173 = math.copysign %c11, %m : f128
  func.call @use(%r173) : (f128) -> ()
  %r174 = math.copysign %m, %c11 : f128
  func.call @use(%r174) : (f128) -> ()
  %r175 = math.atan2 %c11, %c11 : f128
  func.call @use(%r175) : (f128) -> ()
  %b176 = math.isnan %c11 : f128
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f128
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f128
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f128
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f128
  func.call @use(%r180) : (f128) -> ()
  %r181 = math.ceil %c12 : f128
  func.call @use(%r181) : (f128) -> ()
  %r182 = math.floor %c12 : f128
  func.call @use(%r182) : (f128) -> ()
  %r183 = math.roundeven %c12 : f128
  func.call @use(%r183) : (f128) -> ()
  %r184 = math.round %c12 : f128
  func.call @use(%r184) : (f128) -> ()
  %r185 = math.trunc %c12 : f128
  func.call @use(%r185) : (f128) -> ()
  %r186 = math.exp %c12 : f128
  func.call @use(%r186) : (f128) -> ()
  %r187 = math.sqrt %c12 : f128
  func.call @use(%r187) : (f128) -> ()
  %r188 = math.copysign %c12, %m : f128
  func.call @use(%r188) : (f128) -> ()
  %r189 = math.copysign %m, %c12 : f128
  func.call @use(%r189) : (f128) -> ()
  %r190 = math.atan2 %c12, %c12 : f128
  func.call @use(%r190) : (f128) -> ()
  %b191 = math.isnan %c12 : f128
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f128
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f128
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f128
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f128
  func.call @use(%r195) : (f128) -> ()
  %r196 = math.ceil %c13 : f128
  func.call @use(%r196) : (f128) -> ()
  %r197 = math.floor %c13 : f128
  func.call @use(%r197) : (f128) -> ()
  %r198 = math.roundeven %c13 : f128
  func.call @use(%r198) : (f128) -> ()
  %r199 = math.round %c13 : f128
  func.call @use(%r199) : (f128) -> ()
  %r200 = math.trunc %c13 : f128
  func.call @use(%r200) : (f128) -> ()
  %r201 = math.exp %c13 : f128
  func.call @use(%r201) : (f128) -> ()
  %r202 = math.sqrt %c13 : f128
  func.call @use(%r202) : (f128) -> ()
  %r203 = math.copysign %c13, %m : f128
  func.call @use(%r203) : (f128) -> ()
  %r204 = math.copysign %m, %c13 : f128
  func.call @use(%r204) : (f128) -> ()
  %r205 = math.atan2 %c13, %c13 : f128
  func.call @use(%r205) : (f128) -> ()
  %b206 = math.isnan %c13 : f128
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f128
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f128
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f128
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f128
  func.call @use(%r210) : (f128) -> ()
  %r211 = math.ceil %c14 : f128
  func.call @use(%r211) : (f128) -> ()
  %r212 = math.floor %c14 : f128
  func.call @use(%r212) : (f128) -> ()
  %r213 = math.roundeven %c14 : f128
  func.call @use(%r213) : (f128) -> ()
  %r214 = math.round %c14 : f128
  func.call @use(%r214) : (f128) -> ()
  %r215 = math.trunc %c14 : f128
  func.call @use(%r215) : (f128) -> ()
  %r216 = math.exp %c14 : f128
  func.call @use(%r216) : (f128) -> ()
  %r217 = math.sqrt %c14 : f128
  func.call @use(%r217) : (f128) -> ()
  %r218 = math.copysign %c14, %m : f128
  func.call @use(%r218) : (f128) -> ()
  %r219 = math.copysign %m, %c14 : f128
  func.call @use(%r219) : (f128) -> ()
  %r220 = math.atan2 %c14, %c14 : f128
  func.call @use(%r220) : (f128) -> ()
  %b221 = math.isnan %c14 : f128
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f128
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f128
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f128
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f128
  func.call @use(%r225) : (f128) -> ()
  %r226 = math.ceil %c15 : f128
  func.call @use(%r226) : (f128) -> ()
  %r227 = math.floor %c15 : f128
  func.call @use(%r227) : (f128) -> ()
  %r228 = math.roundeven %c15 : f128
  func.call @use(%r228) : (f128) -> ()
  %r229 = math.round %c15 : f128
  func.call @use(%r229) : (f128) -> ()
  %r230 = math.trunc %c15 : f128
  func.call @use(%r230) : (f128) -> ()
  %r231 = math.exp %c15 : f128
  func.call @use(%r231) : (f128) -> ()
  %r232 = math.sqrt %c15 : f128
  func.call @use(%r232) : (f128) -> ()
  %r233 = math.copysign %c15, %m : f128
  func.call @use(%r233) : (f128) -> ()
  %r234 = math.copysign %m, %c15 : f128
  func.call @use(%r234) : (f128) -> ()
  %r235 = math.atan2 %c15, %c15 : f128
  func.call @use(%r235) : (f128) -> ()
  %b236 = math.isnan %c15 : f128
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f128
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f128
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f128
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(tf32)
func.func private @test(i1)

func.func @tf32() {
  %c0 = arith.constant 0.0 : tf32
  %c1 = arith.constant -0.0 : tf32
  %c2 = arith.constant 0.5 : tf32
  %c3 = arith.constant -0.5 : tf32
  %c4 = arith.constant 1.5 : tf32
  %c5 = arith.constant 2.5 : tf32
  %c6 = arith.constant -2.5 : tf32
  %c7 = arith.constant 0.3 : tf32
  %c8 = arith.constant -1.75 : tf32
  %c9 = arith.constant 3.0 : tf32
  %c10 = arith.constant 100.3 : tf32
  %c11 = arith.constant 1.0e-5 : tf32
  %c12 = arith.constant 0x3FC00 : tf32
  %c13 = arith.constant 0x3FE00 : tf32
  %c14 = arith.constant 0x3FD00 : tf32
  %c15 = arith.constant 0x00001 : tf32
  %m = arith.constant -1.0 : tf32
  %r0 = math.absf %c0 : tf32
  func.call @use(%r0) : (tf32) -> ()
  %r1 = math.ceil %c0 : tf32
  func.call @use(%r1) : (tf32) -> ()
  %r2 = math.floor %c0 : tf32
  func.call @use(%r2) : (tf32) -> ()
  %r3 = math.roundeven %c0 : tf32
  func.call @use(%r3) : (tf32) -> ()
  %r4 = math.round %c0 : tf32
  func.call @use(%r4) : (tf32) -> ()
  %r5 = math.trunc %c0 : tf32
  func.call @use(%r5) : (tf32) -> ()
  %r6 = math.exp %c0 : tf32
  func.call @use(%r6) : (tf32) -> ()
  %r7 = math.sqrt %c0 : tf32
  func.call @use(%r7) : (tf32) -> ()
  %r8 = math.copysign %c0, %m : tf32
  func.call @use(%r8) : (tf32) -> ()
  %r9 = math.copysign %m, %c0 : tf32
  func.call @use(%r9) : (tf32) -> ()
  %r10 = math.atan2 %c0, %c0 : tf32
  func.call @use(%r10) : (tf32) -> ()
  %b11 = math.isnan %c0 : tf32
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : tf32
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : tf32
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : tf32
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : tf32
  func.call @use(%r15) : (tf32) -> ()
  %r16 = math.ceil %c1 : tf32
  func.call @use(%r16) : (tf32) -> ()
  %r17 = math.floor %c1 : tf32
  func.call @use(%r17) : (tf32) -> ()
  %r18 = math.roundeven %c1 : tf32
  func.call @use(%r18) : (tf32) -> ()
  %r19 = math.round %c1 : tf32
  func.call @use(%r19) : (tf32) -> ()
  %r20 = math.trunc %c1 : tf32
  func.call @use(%r20) : (tf32) -> ()
  %r21 = math.exp %c1 : tf32
  func.call @use(%r21) : (tf32) -> ()
  %r22 = math.sqrt %c1 : tf32
  func.call @use(%r22) : (tf32) -> ()
  %r23 = math.copysign %c1, %m : tf32
  func.call @use(%r23) : (tf32) -> ()
  %r24 = math.copysign %m, %c1 : tf32
  func.call @use(%r24) : (tf32) -> ()
  %r25 = math.atan2 %c1, %c1 : tf32
  func.call @use(%r25) : (tf32) -> ()
  %b26 = math.isnan %c1 : tf32
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : tf32
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : tf32
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : tf32
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : tf32
  func.call @use(%r30) : (tf32) -> ()
  %r31 = math.ceil %c2 : tf32
  func.call @use(%r31) : (tf32) -> ()
  %r32 = math.floor %c2 : tf32
  func.call @use(%r32) : (tf32) -> ()
  %r33 = math.roundeven %c2 : tf32
  func.call @use(%r33) : (tf32) -> ()
  %r34 = math.round %c2 : tf32
  func.call @use(%r34) : (tf32) -> ()
  %r35 = math.trunc %c2 : tf32
  func.call @use(%r35) : (tf32) -> ()
  %r36 = math.exp %c2 : tf32
  func.call @use(%r36) : (tf32) -> ()
  %r37 = math.sqrt %c2 : tf32
  func.call @use(%r37) : (tf32) -> ()
  %r38 = math.copysign %c2, %m : tf32
  func.call @use(%r38) : (tf32) -> ()
  %r39 = math.copysign %m, %c2 : tf32
  func.call @use(%r39) : (tf32) -> ()
  %r40 = math.atan2 %c2, %c2 : tf32
  func.call @use(%r40) : (tf32) -> ()
  %b41 = math.isnan %c2 : tf32
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : tf32
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : tf32
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : tf32
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : tf32
  func.call @use(%r45) : (tf32) -> ()
  %r46 = math.ceil %c3 : tf32
  func.call @use(%r46) : (tf32) -> ()
  %r47 = math.floor %c3 : tf32
  func.call @use(%r47) : (tf32) -> ()
  %r48 = math.roundeven %c3 : tf32
  func.call @use(%r48) : (tf32) -> ()
  %r49 = math.round %c3 : tf32
  func.call @use(%r49) : (tf32) -> ()
  %r50 = math.trunc %c3 : tf32
  func.call @use(%r50) : (tf32) -> ()
  %r51 = math.exp %c3 : tf32
  func.call @use(%r51) : (tf32) -> ()
  %r52 = math.sqrt %c3 : tf32
  func.call @use(%r52) : (tf32) -> ()
  %r53 = math.copysign %c3, %m : tf32
  func.call @use(%r53) : (tf32) -> ()
  %r54 = math.copysign %m, %c3 : tf32
  func.call @use(%r54) : (tf32) -> ()
  %r55 = math.atan2 %c3, %c3 : tf32
  func.call @use(%r55) : (tf32) -> ()
  %b56 = math.isnan %c3 : tf32
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : tf32
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : tf32
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : tf32
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : tf32
  func.call @use(%r60) : (tf32) -> ()
  %r61 = math.ceil %c4 : tf32
  func.call @use(%r61) : (tf32) -> ()
  %r62 = math.floor %c4 : tf32
  func.call @use(%r62) : (tf32) -> ()
  %r63 = math.roundeven %c4 : tf32
  func.call @use(%r63) : (tf32) -> ()
  %r64 = math.round %c4 : tf32
  func.call @use(%r64) : (tf32) -> ()
  %r65 = math.trunc %c4 : tf32
  func.call @use(%r65) : (tf32) -> ()
  %r66 = math.exp %c4 : tf32
  func.call @use(%r66) : (tf32) -> ()
  %r67 = math.sqrt %c4 : tf32
  func.call @use(%r67) : (tf32) -> ()
  %r68 = math.copysign %c4, %m : tf32
  func.call @use(%r68) : (tf32) -> ()
  %r69 = math.copysign %m, %c4 : tf32
  func.call @use(%r69) : (tf32) -> ()
  %r70 = math.atan2 %c4, %c4 : tf32
  func.call @use(%r70) : (tf32) -> ()
  %b71 = math.isnan %c4 : tf32
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : tf32
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : tf32
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : tf32
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : tf32
  func.call @use(%r75) : (tf32) -> ()
  %r76 = math.ceil %c5 : tf32
  func.call @use(%r76) : (tf32) -> ()
  %r77 = math.floor %c5 : tf32
  func.call @use(%r77) : (tf32) -> ()
  %r78 = math.roundeven %c5 : tf32
  func.call @use(%r78) : (tf32) -> ()
  %r79 = math.round %c5 : tf32
  func.call @use(%r79) : (tf32) -> ()
  %r80 = math.trunc %c5 : tf32
  func.call @use(%r80) : (tf32) -> ()
  %r81 = math.exp %c5 : tf32
  func.call @use(%r81) : (tf32) -> ()
  %r82 = math.sqrt %c5 : tf32
  func.call @use(%r82) : (tf32) -> ()
  %r83 = math.copysign %c5, %m : tf32
  func.call @use(%r83) : (tf32) -> ()
  %r84 = math.copysign %m, %c5 : tf32
  func.call @use(%r84) : (tf32) -> ()
  %r85 = math.atan2 %c5, %c5 : tf32
  func.call @use(%r85) : (tf32) -> ()
  %b86 = math.isnan %c5 : tf32
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : tf32
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : tf32
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : tf32
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : tf32
  func.call @use(%r90) : (tf32) -> ()
  %r91 = math.ceil %c6 : tf32
  func.call @use(%r91) : (tf32) -> ()
  %r92 = math.floor %c6 : tf32
  func.call @use(%r92) : (tf32) -> ()
  %r93 = math.roundeven %c6 : tf32
  func.call @use(%r93) : (tf32) -> ()
  %r94 = math.round %c6 : tf32
  func.call @use(%r94) : (tf32) -> ()
  %r95 = math.trunc %c6 : tf32
  func.call @use(%r95) : (tf32) -> ()
  %r96 = math.exp %c6 : tf32
  func.call @use(%r96) : (tf32) -> ()
  %r97 = math.sqrt %c6 : tf32
  func.call @use(%r97) : (tf32) -> ()
  %r98 = math.copysign %c6, %m : tf32
  func.call @use(%r98) : (tf32) -> ()
  %r99 = math.copysign %m, %c6 : tf32
  func.call @use(%r99) : (tf32) -> ()
  %r100 = math.atan2 %c6, %c6 : tf32
  func.call @use(%r100) : (tf32) -> ()
  %b101 = math.isnan %c6 : tf32
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : tf32
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : tf32
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : tf32
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : tf32
  func.call @use(%r105) : (tf32) -> ()
  %r106 = math.ceil %c7 : tf32
  func.call @use(%r106) : (tf32) -> ()
  %r107 = math.floor %c7 : tf32
  func.call @use(%r107) : (tf32) -> ()
  %r108 = math.roundeven %c7 : tf32
  func.call @use(%r108) : (tf32) -> ()
  %r109 = math.round %c7 : tf32
  func.call @use(%r109) : (tf32) -> ()
  %r110 = math.trunc %c7 : tf32
  func.call @use(%r110) : (tf32) -> ()
  %r111 = math.exp %c7 : tf32
  func.call @use(%r111) : (tf32) -> ()
  %r112 = math.sqrt %c7 : tf32
  func.call @use(%r112) : (tf32) -> ()
  %r113 = math.copysign %c7, %m : tf32
  func.call @use(%r113) : (tf32) -> ()
  %r114 = math.copysign %m, %c7 : tf32
  func.call @use(%r114) : (tf32) -> ()
  %r115 = math.atan2 %c7, %c7 : tf32
  func.call @use(%r115) : (tf32) -> ()
  %b116 = math.isnan %c7 : tf32
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : tf32
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : tf32
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : tf32
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : tf32
  func.call @use(%r120) : (tf32) -> ()
  %r121 = math.ceil %c8 : tf32
  func.call @use(%r121) : (tf32) -> ()
  %r122 = math.floor %c8 : tf32
  func.call @use(%r122) : (tf32) -> ()
  %r123 = math.roundeven %c8 : tf32
  func.call @use(%r123) : (tf32) -> ()
  %r124 = math.round %c8 : tf32
  func.call @use(%r124) : (tf32) -> ()
  %r125 = math.trunc %c8 : tf32
  func.call @use(%r125) : (tf32) -> ()
  %r126 = math.exp %c8 : tf32
  func.call @use(%r126) : (tf32) -> ()
  %r127 = math.sqrt %c8 : tf32
  func.call @use(%r127) : (tf32) -> ()
  %r128 = math.copysign %c8, %m : tf32
  func.call @use(%r128) : (tf32) -> ()
  %r129 = math.copysign %m, %c8 : tf32
  func.call @use(%r129) : (tf32) -> ()
  %r130 = math.atan2 %c8, %c8 : tf32
  func.call @use(%r130) : (tf32) -> ()
  %b131 = math.isnan %c8 : tf32
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : tf32
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : tf32
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : tf32
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : tf32
  func.call @use(%r135) : (tf32) -> ()
  %r136 = math.ceil %c9 : tf32
  func.call @use(%r136) : (tf32) -> ()
  %r137 = math.floor %c9 : tf32
  func.call @use(%r137) : (tf32) -> ()
  %r138 = math.roundeven %c9 : tf32
  func.call @use(%r138) : (tf32) -> ()
  %r139 = math.round %c9 : tf32
  func.call @use(%r139) : (tf32) -> ()
  %r140 = math.trunc %c9 : tf32
  func.call @use(%r140) : (tf32) -> ()
  %r141 = math.exp %c9 : tf32
  func.call @use(%r141) : (tf32) -> ()
  %r142 = math.sqrt %c9 : tf32
  func.call @use(%r142) : (tf32) -> ()
  %r143 = math.copysign %c9, %m : tf32
  func.call @use(%r143) : (tf32) -> ()
  %r144 = math.copysign %m, %c9 : tf32
  func.call @use(%r144) : (tf32) -> ()
  %r145 = math.atan2 %c9, %c9 : tf32
  func.call @use(%r145) : (tf32) -> ()
  %b146 = math.isnan %c9 : tf32
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : tf32
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : tf32
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : tf32
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : tf32
  func.call @use(%r150) : (tf32) -> ()
  %r151 = math.ceil %c10 : tf32
  func.call @use(%r151) : (tf32) -> ()
  %r152 = math.floor %c10 : tf32
  func.call @use(%r152) : (tf32) -> ()
  %r153 = math.roundeven %c10 : tf32
  func.call @use(%r153) : (tf32) -> ()
  %r154 = math.round %c10 : tf32
  func.call @use(%r154) : (tf32) -> ()
  %r155 = math.trunc %c10 : tf32
  func.call @use(%r155) : (tf32) -> ()
  %r156 = math.exp %c10 : tf32
  func.call @use(%r156) : (tf32) -> ()
  %r157 = math.sqrt %c10 : tf32
  func.call @use(%r157) : (tf32) -> ()
  %r158 = math.copysign %c10, %m : tf32
  func.call @use(%r158) : (tf32) -> ()
  %r159 = math.copysign %m, %c10 : tf32
  func.call @use(%r159) : (tf32) -> ()
  %r160 = math.atan2 %c10, %c10 : tf32
  func.call @use(%r160) : (tf32) -> ()
  %b161 = math.isnan %c10 : tf32
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : tf32
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : tf32
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : tf32
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : tf32
  func.call @use(%r165) : (tf32) -> ()
  %r166 = math.ceil %c11 : tf32
  func.call @use(%r166) : (tf32) -> ()
  %r167 = math.floor %c11 : tf32
  func.call @use(%r167) : (tf32) -> ()
  %r168 = math.roundeven %c11 : tf32
  func.call @use(%r168) : (tf32) -> ()
  %r169 = math.round %c11 : tf32
  func.call @use(%r169) : (tf32) -> ()
  %r170 = math.trunc %c11 : tf32
  func.call @use(%r170) : (tf32) -> ()
  %r171 = math.exp %c11 : tf32
  func.call @use(%r171) : (tf32) -> ()
  %r172 = math.sqrt %c11 : tf32
  func.call @use(%r172) : (tf32) -> ()
  %r173 = math.copysign %c11, %m : tf32
  func.call @use(%r173) : (tf32) -> ()
  %r174 = math.copysign %m, %c11 : tf32
  func.call @use(%r174) : (tf32) -> ()
  %r175 = math.atan2 %c11, %c11 : tf32
  func.call @use(%r175) : (tf32) -> ()
  %b176 = math.isnan %c11 : tf32
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : tf32
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : tf32
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : tf32
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : tf32
  func.call @use(%r180) : (tf32) -> ()
  %r181 = math.ceil %c12 : tf32
  func.call @use(%r181) : (tf32) -> ()
  %r182 = math.floor %c12 : tf32
  func.call @use(%r182) : (tf32) -> ()
  %r183 = math.roundeven %c12 : tf32
  func.call @use(%r183) : (tf32) -> ()
  %r184 = math.round %c12 : tf32
  func.call @use(%r184) : (tf32) -> ()
  %r185 = math.trunc %c12 : tf32
  func.call @use(%r185) : (tf32) -> ()
  %r186 = math.exp %c12 : tf32
  func.call @use(%r186) : (tf32) -> ()
  %r187 = math.sqrt %c12 : tf32
  func.call @use(%r187) : (tf32) -> ()
  %r188 = math.copysign %c12, %m : tf32
  func.call @use(%r188) : (tf32) -> ()
  %r189 = math.copysign %m, %c12 : tf32
  func.call @use(%r189) : (tf32) -> ()
  %r190 = math.atan2 %c12, %c12 : tf32
  func.call @use(%r190) : (tf32) -> ()
  %b191 = math.isnan %c12 : tf32
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : tf32
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : tf32
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : tf32
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : tf32
  func.call @use(%r195) : (tf32) -> ()
  %r196 = math.ceil %c13 : tf32
  func.call @use(%r196) : (tf32) -> ()
  %r197 = math.floor %c13 : tf32
  func.call @use(%r197) : (tf32) -> ()
  %r198 = math.roundeven %c13 : tf32
  func.call @use(%r198) : (tf32) -> ()
  %r199 = math.round %c13 : tf32
  func.call @use(%r199) : (tf32) -> ()
  %r200 = math.trunc %c13 : tf32
  func.call @use(%r200) : (tf32) -> ()
  %r201 = math.exp %c13 : tf32
  func.call @use(%r201) : (tf32) -> ()
  %r202 = math.sqrt %c13 : tf32
  func.call @use(%r202) : (tf32) -> ()
  %r203 = math.copysign %c13, %m : tf32
  func.call @use(%r203) : (tf32) -> ()
  %r204 = math.copysign %m, %c13 : tf32
  func.call @use(%r204) : (tf32) -> ()
  %r205 = math.atan2 %c13, %c13 : tf32
  func.call @use(%r205) : (tf32) -> ()
  %b206 = math.isnan %c13 : tf32
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : tf32
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : tf32
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : tf32
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : tf32
  func.call @use(%r210) : (tf32) -> ()
  %r211 = math.ceil %c14 : tf32
  func.call @use(%r211) : (tf32) -> ()
  %r212 = math.floor %c14 : tf32
  func.call @use(%r212) : (tf32) -> ()
  %r213 = math.roundeven %c14 : tf32
  func.call @use(%r213) : (tf32) -> ()
  %r214 = math.round %c14 : tf32
  func.call @use(%r214) : (tf32) -> ()
  %r215 = math.trunc %c14 : tf32
  func.call @use(%r215) : (tf32) -> ()
  %r216 = math.exp %c14 : tf32
  func.call @use(%r216) : (tf32) -> ()
  %r217 = math.sqrt %c14 : tf32
  func.call @use(%r217) : (tf32) -> ()
  %r218 = math.copysign %c14, %m : tf32
  func.call @use(%r218) : (tf32) -> ()
  %r219 = math.copysign %m, %c14 : tf32
  func.call @use(%r219) : (tf32) -> ()
  %r220 = math.atan2 %c14, %c14 : tf32
  func.call @use(%r220) : (tf32) -> ()
  %b221 = math.isnan %c14 : tf32
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : tf32
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : tf32
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : tf32
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : tf32
  func.call @use(%r225) : (tf32) -> ()
  %r226 = math.ceil %c15 : tf32
  func.call @use(%r226) : (tf32) -> ()
  %r227 = math.floor %c15 : tf32
  func.call @use(%r227) : (tf32) -> ()
  %r228 = math.roundeven %c15 : tf32
  func.call @use(%r228) : (tf32) -> ()
  %r229 = math.round %c15 : tf32
  func.call @use(%r229) : (tf32) -> ()
  %r230 = math.trunc %c15 : tf32
  func.call @use(%r230) : (tf32) -> ()
  %r231 = math.exp %c15 : tf32
  func.call @use(%r231) : (tf32) -> ()
  %r232 = math.sqrt %c15 : tf32
  func.call @use(%r232) : (tf32) -> ()
  %r233 = math.copysign %c15, %m : tf32
  func.call @use(%r233) : (tf32) -> ()
  %r234 = math.copysign %m, %c15 : tf32
  func.call @use(%r234) : (tf32) -> ()
  %r235 = math.atan2 %c15, %c15 : tf32
  func.call @use(%r235) : (tf32) -> ()
  %b236 = math.isnan %c15 : tf32
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : tf32
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : tf32
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : tf32
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E5M2)
func.func private @test(i1)

func.func @f8e5m2() {
  %c0 = arith.constant 0.0 : f8E5M2
  %c1 = arith.constant -0.0 : f8E5M2
  %c2 = arith.constant 0.5 : f8E5M2
  %c3 = arith.constant -0.5 : f8E5M2
  %c4 = arith.constant 1.5 : f8E5M2
  %c5 = arith.constant 2.5 : f8E5M2
  %c6 = arith.constant -2.5 : f8E5M2
  %c7 = arith.constant 0.3 : f8E5M2
  %c8 = arith.constant -1.75 : f8E5M2
  %c9 = arith.constant 3.0 : f8E5M2
  %c10 = arith.constant 100.3 : f8E5M2
  %c11 = arith.constant 1.0e-5 : f8E5M2
  %c12 = arith.constant 0x7C : f8E5M2
  %c13 = arith.constant 0xFC : f8E5M2
  %c14 = arith.constant 0x7E : f8E5M2
  %c15 = arith.constant 0x7D : f8E5M2
  %c16 = arith.constant 0x01 : f8E5M2
  %c17 = arith.constant 0x83 : f8E5M2
  %m = arith.constant -1.0 : f8E5M2
  %r0 = math.absf %c0 : f8E5M2
  func.call @use(%r0) : (f8E5M2) -> ()
  %r1 = math.ceil %c0 : f8E5M2
  func.call @use(%r1) : (f8E5M2) -> ()
  %r2 = math.floor %c0 : f8E5M2
  func.call @use(%r2) : (f8E5M2) -> ()
  %r3 = math.roundeven %c0 : f8E5M2
  func.call @use(%r3) : (f8E5M2) -> ()
  %r4 = math.round %c0 : f8E5M2
  func.call @use(%r4) : (f8E5M2) -> ()
  %r5 = math.trunc %c0 : f8E5M2
  func.call @use(%r5) : (f8E5M2) -> ()
  %r6 = math.exp %c0 : f8E5M2
  func.call @use(%r6) : (f8E5M2) -> ()
  %r7 = math.sqrt %c0 : f8E5M2
  func.call @use(%r7) : (f8E5M2) -> ()
  %r8 = math.copysign %c0, %m : f8E5M2
  func.call @use(%r8) : (f8E5M2) -> ()
  %r9 = math.copysign %m, %c0 : f8E5M2
  func.call @use(%r9) : (f8E5M2) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E5M2
  func.call @use(%r10) : (f8E5M2) -> ()
  %b11 = math.isnan %c0 : f8E5M2
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E5M2
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E5M2
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E5M2
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E5M2
  func.call @use(%r15) : (f8E5M2) -> ()
  %r16 = math.ceil %c1 : f8E5M2
  func.call @use(%r16) : (f8E5M2) -> ()
  %r17 = math.floor %c1 : f8E5M2
  func.call @use(%r17) : (f8E5M2) -> ()
  %r18 = math.roundeven %c1 : f8E5M2
  func.call @use(%r18) : (f8E5M2) -> ()
  %r19 = math.round %c1 : f8E5M2
  func.call @use(%r19) : (f8E5M2) -> ()
  %r20 = math.trunc %c1 : f8E5M2
  func.call @use(%r20) : (f8E5M2) -> ()
  %r21 = math.exp %c1 : f8E5M2
  func.call @use(%r21) : (f8E5M2) -> ()
  %r22 = math.sqrt %c1 : f8E5M2
  func.call @use(%r22) : (f8E5M2) -> ()
  %r23 = math.copysign %c1, %m : f8E5M2
  func.call @use(%r23) : (f8E5M2) -> ()
  %r24 = math.copysign %m, %c1 : f8E5M2
  func.call @use(%r24) : (f8E5M2) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E5M2
  func.call @use(%r25) : (f8E5M2) -> ()
  %b26 = math.isnan %c1 : f8E5M2
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E5M2
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E5M2
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E5M2
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E5M2
  func.call @use(%r30) : (f8E5M2) -> ()
  %r31 = math.ceil %c2 : f8E5M2
  func.call @use(%r31) : (f8E5M2) -> ()
  %r32 = math.floor %c2 : f8E5M2
  func.call @use(%r32) : (f8E5M2) -> ()
  %r33 = math.roundeven %c2 : f8E5M2
  func.call @use(%r33) : (f8E5M2) -> ()
  %r34 = math.round %c2 : f8E5M2
  func.call @use(%r34) : (f8E5M2) -> ()
  %r35 = math.trunc %c2 : f8E5M2
  func.call @use(%r35) : (f8E5M2) -> ()
  %r36 = math.exp %c2 : f8E5M2
  func.call @use(%r36) : (f8E5M2) -> ()
  %r37 = math.sqrt %c2 : f8E5M2
  func.call @use(%r37) : (f8E5M2) -> ()
  %r38 = math.copysign %c2, %m : f8E5M2
  func.call @use(%r38) : (f8E5M2) -> ()
  %r39 = math.copysign %m, %c2 : f8E5M2
  func.call @use(%r39) : (f8E5M2) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E5M2
  func.call @use(%r40) : (f8E5M2) -> ()
  %b41 = math.isnan %c2 : f8E5M2
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E5M2
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E5M2
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E5M2
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E5M2
  func.call @use(%r45) : (f8E5M2) -> ()
  %r46 = math.ceil %c3 : f8E5M2
  func.call @use(%r46) : (f8E5M2) -> ()
  %r47 = math.floor %c3 : f8E5M2
  func.call @use(%r47) : (f8E5M2) -> ()
  %r48 = math.roundeven %c3 : f8E5M2
  func.call @use(%r48) : (f8E5M2) -> ()
  %r49 = math.round %c3 : f8E5M2
  func.call @use(%r49) : (f8E5M2) -> ()
  %r50 = math.trunc %c3 : f8E5M2
  func.call @use(%r50) : (f8E5M2) -> ()
  %r51 = math.exp %c3 : f8E5M2
  func.call @use(%r51) : (f8E5M2) -> ()
  %r52 = math.sqrt %c3 : f8E5M2
  func.call @use(%r52) : (f8E5M2) -> ()
  %r53 = math.copysign %c3, %m : f8E5M2
  func.call @use(%r53) : (f8E5M2) -> ()
  %r54 = math.copysign %m, %c3 : f8E5M2
  func.call @use(%r54) : (f8E5M2) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E5M2
  func.call @use(%r55) : (f8E5M2) -> ()
  %b56 = math.isnan %c3 : f8E5M2
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E5M2
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E5M2
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E5M2
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E5M2
  func.call @use(%r60) : (f8E5M2) -> ()
  %r61 = math.ceil %c4 : f8E5M2
  func.call @use(%r61) : (f8E5M2) -> ()
  %r62 = math.floor %c4 : f8E5M2
  func.call @use(%r62) : (f8E5M2) -> ()
  %r63 = math.roundeven %c4 : f8E5M2
  func.call @use(%r63) : (f8E5M2) -> ()
  %r64 = math.round %c4 : f8E5M2
  func.call @use(%r64) : (f8E5M2) -> ()
  %r65 = math.trunc %c4 : f8E5M2
  func.call @use(%r65) : (f8E5M2) -> ()
  %r66 = math.exp %c4 : f8E5M2
  func.call @use(%r66) : (f8E5M2) -> ()
  %r67 = math.sqrt %c4 : f8E5M2
  func.call @use(%r67) : (f8E5M2) -> ()
  %r68 = math.copysign %c4, %m : f8E5M2
  func.call @use(%r68) : (f8E5M2) -> ()
  %r69 = math.copysign %m, %c4 : f8E5M2
  func.call @use(%r69) : (f8E5M2) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E5M2
  func.call @use(%r70) : (f8E5M2) -> ()
  %b71 = math.isnan %c4 : f8E5M2
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E5M2
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E5M2
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E5M2
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E5M2
  func.call @use(%r75) : (f8E5M2) -> ()
  %r76 = math.ceil %c5 : f8E5M2
  func.call @use(%r76) : (f8E5M2) -> ()
  %r77 = math.floor %c5 : f8E5M2
  func.call @use(%r77) : (f8E5M2) -> ()
  %r78 = math.roundeven %c5 : f8E5M2
  func.call @use(%r78) : (f8E5M2) -> ()
  %r79 = math.round %c5 : f8E5M2
  func.call @use(%r79) : (f8E5M2) -> ()
  %r80 = math.trunc %c5 : f8E5M2
  func.call @use(%r80) : (f8E5M2) -> ()
  %r81 = math.exp %c5 : f8E5M2
  func.call @use(%r81) : (f8E5M2) -> ()
  %r82 = math.sqrt %c5 : f8E5M2
  func.call @use(%r82) : (f8E5M2) -> ()
  %r83 = math.copysign %c5, %m : f8E5M2
  func.call @use(%r83) : (f8E5M2) -> ()
  %r84 = math.copysign %m, %c5 : f8E5M2
  func.call @use(%r84) : (f8E5M2) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E5M2
  func.call @use(%r85) : (f8E5M2) -> ()
  %b86 = math.isnan %c5 : f8E5M2
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E5M2
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E5M2
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E5M2
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E5M2
  func.call @use(%r90) : (f8E5M2) -> ()
  %r91 = math.ceil %c6 : f8E5M2
  func.call @use(%r91) : (f8E5M2) -> ()
  %r92 = math.floor %c6 : f8E5M2
  func.call @use(%r92) : (f8E5M2) -> ()
  %r93 = math.roundeven %c6 : f8E5M2
  func.call @use(%r93) : (f8E5M2) -> ()
  %r94 = math.round %c6 : f8E5M2
  func.call @use(%r94) : (f8E5M2) -> ()
  %r95 = math.trunc %c6 : f8E5M2
  func.call @use(%r95) : (f8E5M2) -> ()
  %r96 = math.exp %c6 : f8E5M2
  func.call @use(%r96) : (f8E5M2) -> ()
  %r97 = math.sqrt %c6 : f8E5M2
  func.call @use(%r97) : (f8E5M2) -> ()
  %r98 = math.copysign %c6, %m : f8E5M2
  func.call @use(%r98) : (f8E5M2) -> ()
  %r99 = math.copysign %m, %c6 : f8E5M2
  func.call @use(%r99) : (f8E5M2) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E5M2
  func.call @use(%r100) : (f8E5M2) -> ()
  %b101 = math.isnan %c6 : f8E5M2
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E5M2
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E5M2
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E5M2
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E5M2
  func.call @use(%r105) : (f8E5M2) -> ()
  %r106 = math.ceil %c7 : f8E5M2
  func.call @use(%r106) : (f8E5M2) -> ()
  %r107 = math.floor %c7 : f8E5M2
  func.call @use(%r107) : (f8E5M2) -> ()
  %r108 = math.roundeven %c7 : f8E5M2
  func.call @use(%r108) : (f8E5M2) -> ()
  %r109 = math.round %c7 : f8E5M2
  func.call @use(%r109) : (f8E5M2) -> ()
  %r110 = math.trunc %c7 : f8E5M2
  func.call @use(%r110) : (f8E5M2) -> ()
  %r111 = math.exp %c7 : f8E5M2
  func.call @use(%r111) : (f8E5M2) -> ()
  %r112 = math.sqrt %c7 : f8E5M2
  func.call @use(%r112) : (f8E5M2) -> ()
  %r113 = math.copysign %c7, %m : f8E5M2
  func.call @use(%r113) : (f8E5M2) -> ()
  %r114 = math.copysign %m, %c7 : f8E5M2
  func.call @use(%r114) : (f8E5M2) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E5M2
  func.call @use(%r115) : (f8E5M2) -> ()
  %b116 = math.isnan %c7 : f8E5M2
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E5M2
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E5M2
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E5M2
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E5M2
  func.call @use(%r120) : (f8E5M2) -> ()
  %r121 = math.ceil %c8 : f8E5M2
  func.call @use(%r121) : (f8E5M2) -> ()
  %r122 = math.floor %c8 : f8E5M2
  func.call @use(%r122) : (f8E5M2) -> ()
  %r123 = math.roundeven %c8 : f8E5M2
  func.call @use(%r123) : (f8E5M2) -> ()
  %r124 = math.round %c8 : f8E5M2
  func.call @use(%r124) : (f8E5M2) -> ()
  %r125 = math.trunc %c8 : f8E5M2
  func.call @use(%r125) : (f8E5M2) -> ()
  %r126 = math.exp %c8 : f8E5M2
  func.call @use(%r126) : (f8E5M2) -> ()
  %r127 = math.sqrt %c8 : f8E5M2
  func.call @use(%r127) : (f8E5M2) -> ()
  %r128 = math.copysign %c8, %m : f8E5M2
  func.call @use(%r128) : (f8E5M2) -> ()
  %r129 = math.copysign %m, %c8 : f8E5M2
  func.call @use(%r129) : (f8E5M2) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E5M2
  func.call @use(%r130) : (f8E5M2) -> ()
  %b131 = math.isnan %c8 : f8E5M2
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E5M2
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E5M2
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E5M2
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E5M2
  func.call @use(%r135) : (f8E5M2) -> ()
  %r136 = math.ceil %c9 : f8E5M2
  func.call @use(%r136) : (f8E5M2) -> ()
  %r137 = math.floor %c9 : f8E5M2
  func.call @use(%r137) : (f8E5M2) -> ()
  %r138 = math.roundeven %c9 : f8E5M2
  func.call @use(%r138) : (f8E5M2) -> ()
  %r139 = math.round %c9 : f8E5M2
  func.call @use(%r139) : (f8E5M2) -> ()
  %r140 = math.trunc %c9 : f8E5M2
  func.call @use(%r140) : (f8E5M2) -> ()
  %r141 = math.exp %c9 : f8E5M2
  func.call @use(%r141) : (f8E5M2) -> ()
  %r142 = math.sqrt %c9 : f8E5M2
  func.call @use(%r142) : (f8E5M2) -> ()
  %r143 = math.copysign %c9, %m : f8E5M2
  func.call @use(%r143) : (f8E5M2) -> ()
  %r144 = math.copysign %m, %c9 : f8E5M2
  func.call @use(%r144) : (f8E5M2) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E5M2
  func.call @use(%r145) : (f8E5M2) -> ()
  %b146 = math.isnan %c9 : f8E5M2
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E5M2
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E5M2
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E5M2
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E5M2
  func.call @use(%r150) : (f8E5M2) -> ()
  %r151 = math.ceil %c10 : f8E5M2
  func.call @use(%r151) : (f8E5M2) -> ()
  %r152 = math.floor %c10 : f8E5M2
  func.call @use(%r152) : (f8E5M2) -> ()
  %r153 = math.roundeven %c10 : f8E5M2
  func.call @use(%r153) : (f8E5M2) -> ()
  %r154 = math.round %c10 : f8E5M2
  func.call @use(%r154) : (f8E5M2) -> ()
  %r155 = math.trunc %c10 : f8E5M2
  func.call @use(%r155) : (f8E5M2) -> ()
  %r156 = math.exp %c10 : f8E5M2
  func.call @use(%r156) : (f8E5M2) -> ()
  %r157 = math.sqrt %c10 : f8E5M2
  func.call @use(%r157) : (f8E5M2) -> ()
  %r158 = math.copysign %c10, %m : f8E5M2
  func.call @use(%r158) : (f8E5M2) -> ()
  %r159 = math.copysign %m, %c10 : f8E5M2
  func.call @use(%r159) : (f8E5M2) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E5M2
  func.call @use(%r160) : (f8E5M2) -> ()
  %b161 = math.isnan %c10 : f8E5M2
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E5M2
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E5M2
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E5M2
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E5M2
  func.call @use(%r165) : (f8E5M2) -> ()
  %r166 = math.ceil %c11 : f8E5M2
  func.call @use(%r166) : (f8E5M2) -> ()
  %r167 = math.floor %c11 : f8E5M2
  func.call @use(%r167) : (f8E5M2) -> ()
  %r168 = math.roundeven %c11 : f8E5M2
  func.call @use(%r168) : (f8E5M2) -> ()
  %r169 = math.round %c11 : f8E5M2
  func.call @use(%r169) : (f8E5M2) -> ()
  %r170 = math.trunc %c11 : f8E5M2
  func.call @use(%r170) : (f8E5M2) -> ()
  %r171 = math.exp %c11 : f8E5M2
  func.call @use(%r171) : (f8E5M2) -> ()
  %r172 = math.sqrt %c11 : f8E5M2
  func.call @use(%r172) : (f8E5M2) -> ()
  %r173 = math.copysign %c11, %m : f8E5M2
  func.call @use(%r173) : (f8E5M2) -> ()
  %r174 = math.copysign %m, %c11 : f8E5M2
  func.call @use(%r174) : (f8E5M2) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E5M2
  func.call @use(%r175) : (f8E5M2) -> ()
  %b176 = math.isnan %c11 : f8E5M2
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E5M2
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E5M2
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E5M2
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E5M2
  func.call @use(%r180) : (f8E5M2) -> ()
  %r181 = math.ceil %c12 : f8E5M2
  func.call @use(%r181) : (f8E5M2) -> ()
  %r182 = math.floor %c12 : f8E5M2
  func.call @use(%r182) : (f8E5M2) -> ()
  %r183 = math.roundeven %c12 : f8E5M2
  func.call @use(%r183) : (f8E5M2) -> ()
  %r184 = math.round %c12 : f8E5M2
  func.call @use(%r184) : (f8E5M2) -> ()
  %r185 = math.trunc %c12 : f8E5M2
  func.call @use(%r185) : (f8E5M2) -> ()
  %r186 = math.exp %c12 : f8E5M2
  func.call @use(%r186) : (f8E5M2) -> ()
  %r187 = math.sqrt %c12 : f8E5M2
  func.call @use(%r187) : (f8E5M2) -> ()
  %r188 = math.copysign %c12, %m : f8E5M2
  func.call @use(%r188) : (f8E5M2) -> ()
  %r189 = math.copysign %m, %c12 : f8E5M2
  func.call @use(%r189) : (f8E5M2) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E5M2
  func.call @use(%r190) : (f8E5M2) -> ()
  %b191 = math.isnan %c12 : f8E5M2
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E5M2
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E5M2
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E5M2
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E5M2
  func.call @use(%r195) : (f8E5M2) -> ()
  %r196 = math.ceil %c13 : f8E5M2
  func.call @use(%r196) : (f8E5M2) -> ()
  %r197 = math.floor %c13 : f8E5M2
  func.call @use(%r197) : (f8E5M2) -> ()
  %r198 = math.roundeven %c13 : f8E5M2
  func.call @use(%r198) : (f8E5M2) -> ()
  %r199 = math.round %c13 : f8E5M2
  func.call @use(%r199) : (f8E5M2) -> ()
  %r200 = math.trunc %c13 : f8E5M2
  func.call @use(%r200) : (f8E5M2) -> ()
  %r201 = math.exp %c13 : f8E5M2
  func.call @use(%r201) : (f8E5M2) -> ()
  %r202 = math.sqrt %c13 : f8E5M2
  func.call @use(%r202) : (f8E5M2) -> ()
  %r203 = math.copysign %c13, %m : f8E5M2
  func.call @use(%r203) : (f8E5M2) -> ()
  %r204 = math.copysign %m, %c13 : f8E5M2
  func.call @use(%r204) : (f8E5M2) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E5M2
  func.call @use(%r205) : (f8E5M2) -> ()
  %b206 = math.isnan %c13 : f8E5M2
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E5M2
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E5M2
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E5M2
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E5M2
  func.call @use(%r210) : (f8E5M2) -> ()
  %r211 = math.ceil %c14 : f8E5M2
  func.call @use(%r211) : (f8E5M2) -> ()
  %r212 = math.floor %c14 : f8E5M2
  func.call @use(%r212) : (f8E5M2) -> ()
  %r213 = math.roundeven %c14 : f8E5M2
  func.call @use(%r213) : (f8E5M2) -> ()
  %r214 = math.round %c14 : f8E5M2
  func.call @use(%r214) : (f8E5M2) -> ()
  %r215 = math.trunc %c14 : f8E5M2
  func.call @use(%r215) : (f8E5M2) -> ()
  %r216 = math.exp %c14 : f8E5M2
  func.call @use(%r216) : (f8E5M2) -> ()
  %r217 = math.sqrt %c14 : f8E5M2
  func.call @use(%r217) : (f8E5M2) -> ()
  %r218 = math.copysign %c14, %m : f8E5M2
  func.call @use(%r218) : (f8E5M2) -> ()
  %r219 = math.copysign %m, %c14 : f8E5M2
  func.call @use(%r219) : (f8E5M2) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E5M2
  func.call @use(%r220) : (f8E5M2) -> ()
  %b221 = math.isnan %c14 : f8E5M2
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E5M2
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E5M2
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E5M2
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f8E5M2
  func.call @use(%r225) : (f8E5M2) -> ()
  %r226 = math.ceil %c15 : f8E5M2
  func.call @use(%r226) : (f8E5M2) -> ()
  %r227 = math.floor %c15 : f8E5M2
  func.call @use(%r227) : (f8E5M2) -> ()
  %r228 = math.roundeven %c15 : f8E5M2
  func.call @use(%r228) : (f8E5M2) -> ()
  %r229 = math.round %c15 : f8E5M2
  func.call @use(%r229) : (f8E5M2) -> ()
  %r230 = math.trunc %c15 : f8E5M2
  func.call @use(%r230) : (f8E5M2) -> ()
  %r231 = math.exp %c15 : f8E5M2
  func.call @use(%r231) : (f8E5M2) -> ()
  %r232 = math.sqrt %c15 : f8E5M2
  func.call @use(%r232) : (f8E5M2) -> ()
  %r233 = math.copysign %c15, %m : f8E5M2
  func.call @use(%r233) : (f8E5M2) -> ()
  %r234 = math.copysign %m, %c15 : f8E5M2
  func.call @use(%r234) : (f8E5M2) -> ()
  %r235 = math.atan2 %c15, %c15 : f8E5M2
  func.call @use(%r235) : (f8E5M2) -> ()
  %b236 = math.isnan %c15 : f8E5M2
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f8E5M2
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f8E5M2
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f8E5M2
  func.call @test(%b239) : (i1) -> ()
  %r240 = math.absf %c16 : f8E5M2
  func.call @use(%r240) : (f8E5M2) -> ()
  %r241 = math.ceil %c16 : f8E5M2
  func.call @use(%r241) : (f8E5M2) -> ()
  %r242 = math.floor %c16 : f8E5M2
  func.call @use(%r242) : (f8E5M2) -> ()
  %r243 = math.roundeven %c16 : f8E5M2
  func.call @use(%r243) : (f8E5M2) -> ()
  %r244 = math.round %c16 : f8E5M2
  func.call @use(%r244) : (f8E5M2) -> ()
  %r245 = math.trunc %c16 : f8E5M2
  func.call @use(%r245) : (f8E5M2) -> ()
  %r246 = math.exp %c16 : f8E5M2
  func.call @use(%r246) : (f8E5M2) -> ()
  %r247 = math.sqrt %c16 : f8E5M2
  func.call @use(%r247) : (f8E5M2) -> ()
  %r248 = math.copysign %c16, %m : f8E5M2
  func.call @use(%r248) : (f8E5M2) -> ()
  %r249 = math.copysign %m, %c16 : f8E5M2
  func.call @use(%r249) : (f8E5M2) -> ()
  %r250 = math.atan2 %c16, %c16 : f8E5M2
  func.call @use(%r250) : (f8E5M2) -> ()
  %b251 = math.isnan %c16 : f8E5M2
  func.call @test(%b251) : (i1) -> ()
  %b252 = math.isinf %c16 : f8E5M2
  func.call @test(%b252) : (i1) -> ()
  %b253 = math.isfinite %c16 : f8E5M2
  func.call @test(%b253) : (i1) -> ()
  %b254 = math.isnormal %c16 : f8E5M2
  func.call @test(%b254) : (i1) -> ()
  %r255 = math.absf %c17 : f8E5M2
  func.call @use(%r255) : (f8E5M2) -> ()
  %r256 = math.ceil %c17 : f8E5M2
  func.call @use(%r256) : (f8E5M2) -> ()
  %r257 = math.floor %c17 : f8E5M2
  func.call @use(%r257) : (f8E5M2) -> ()
  %r258 = math.roundeven %c17 : f8E5M2
  func.call @use(%r258) : (f8E5M2) -> ()
  %r259 = math.round %c17 : f8E5M2
  func.call @use(%r259) : (f8E5M2) -> ()
  %r260 = math.trunc %c17 : f8E5M2
  func.call @use(%r260) : (f8E5M2) -> ()
  %r261 = math.exp %c17 : f8E5M2
  func.call @use(%r261) : (f8E5M2) -> ()
  %r262 = math.sqrt %c17 : f8E5M2
  func.call @use(%r262) : (f8E5M2) -> ()
  %r263 = math.copysign %c17, %m : f8E5M2
  func.call @use(%r263) : (f8E5M2) -> ()
  %r264 = math.copysign %m, %c17 : f8E5M2
  func.call @use(%r264) : (f8E5M2) -> ()
  %r265 = math.atan2 %c17, %c17 : f8E5M2
  func.call @use(%r265) : (f8E5M2) -> ()
  %b266 = math.isnan %c17 : f8E5M2
  func.call @test(%b266) : (i1) -> ()
  %b267 = math.isinf %c17 : f8E5M2
  func.call @test(%b267) : (i1) -> ()
  %b268 = math.isfinite %c17 : f8E5M2
  func.call @test(%b268) : (i1) -> ()
  %b269 = math.isnormal %c17 : f8E5M2
  func.call @test(%b269) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E4M3FN)
func.func private @test(i1)

func.func @f8e4m3fn() {
  %c0 = arith.constant 0.0 : f8E4M3FN
  %c1 = arith.constant -0.0 : f8E4M3FN
  %c2 = arith.constant 0.5 : f8E4M3FN
  %c3 = arith.constant -0.5 : f8E4M3FN
  %c4 = arith.constant 1.5 : f8E4M3FN
  %c5 = arith.constant 2.5 : f8E4M3FN
  %c6 = arith.constant -2.5 : f8E4M3FN
  %c7 = arith.constant 0.3 : f8E4M3FN
  %c8 = arith.constant -1.75 : f8E4M3FN
  %c9 = arith.constant 3.0 : f8E4M3FN
  %c10 = arith.constant 100.3 : f8E4M3FN
  %c11 = arith.constant 1.0e-5 : f8E4M3FN
  %c12 = arith.constant 0x7F : f8E4M3FN
  %c13 = arith.constant 0xFF : f8E4M3FN
  %c14 = arith.constant 0x01 : f8E4M3FN
  %c15 = arith.constant 0x7E : f8E4M3FN
  %m = arith.constant -1.0 : f8E4M3FN
  %r0 = math.absf %c0 : f8E4M3FN
  func.call @use(%r0) : (f8E4M3FN) -> ()
  %r1 = math.ceil %c0 : f8E4M3FN
  func.call @use(%r1) : (f8E4M3FN) -> ()
  %r2 = math.floor %c0 : f8E4M3FN
  func.call @use(%r2) : (f8E4M3FN) -> ()
  %r3 = math.roundeven %c0 : f8E4M3FN
  func.call @use(%r3) : (f8E4M3FN) -> ()
  %r4 = math.round %c0 : f8E4M3FN
  func.call @use(%r4) : (f8E4M3FN) -> ()
  %r5 = math.trunc %c0 : f8E4M3FN
  func.call @use(%r5) : (f8E4M3FN) -> ()
  %r6 = math.exp %c0 : f8E4M3FN
  func.call @use(%r6) : (f8E4M3FN) -> ()
  %r7 = math.sqrt %c0 : f8E4M3FN
  func.call @use(%r7) : (f8E4M3FN) -> ()
  %r8 = math.copysign %c0, %m : f8E4M3FN
  func.call @use(%r8) : (f8E4M3FN) -> ()
  %r9 = math.copysign %m, %c0 : f8E4M3FN
  func.call @use(%r9) : (f8E4M3FN) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E4M3FN
  func.call @use(%r10) : (f8E4M3FN) -> ()
  %b11 = math.isnan %c0 : f8E4M3FN
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E4M3FN
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E4M3FN
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E4M3FN
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E4M3FN
  func.call @use(%r15) : (f8E4M3FN) -> ()
  %r16 = math.ceil %c1 : f8E4M3FN
  func.call @use(%r16) : (f8E4M3FN) -> ()
  %r17 = math.floor %c1 : f8E4M3FN
  func.call @use(%r17) : (f8E4M3FN) -> ()
  %r18 = math.roundeven %c1 : f8E4M3FN
  func.call @use(%r18) : (f8E4M3FN) -> ()
  %r19 = math.round %c1 : f8E4M3FN
  func.call @use(%r19) : (f8E4M3FN) -> ()
  %r20 = math.trunc %c1 : f8E4M3FN
  func.call @use(%r20) : (f8E4M3FN) -> ()
  %r21 = math.exp %c1 : f8E4M3FN
  func.call @use(%r21) : (f8E4M3FN) -> ()
  %r22 = math.sqrt %c1 : f8E4M3FN
  func.call @use(%r22) : (f8E4M3FN) -> ()
  %r23 = math.copysign %c1, %m : f8E4M3FN
  func.call @use(%r23) : (f8E4M3FN) -> ()
  %r24 = math.copysign %m, %c1 : f8E4M3FN
  func.call @use(%r24) : (f8E4M3FN) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E4M3FN
  func.call @use(%r25) : (f8E4M3FN) -> ()
  %b26 = math.isnan %c1 : f8E4M3FN
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E4M3FN
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E4M3FN
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E4M3FN
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E4M3FN
  func.call @use(%r30) : (f8E4M3FN) -> ()
  %r31 = math.ceil %c2 : f8E4M3FN
  func.call @use(%r31) : (f8E4M3FN) -> ()
  %r32 = math.floor %c2 : f8E4M3FN
  func.call @use(%r32) : (f8E4M3FN) -> ()
  %r33 = math.roundeven %c2 : f8E4M3FN
  func.call @use(%r33) : (f8E4M3FN) -> ()
  %r34 = math.round %c2 : f8E4M3FN
  func.call @use(%r34) : (f8E4M3FN) -> ()
  %r35 = math.trunc %c2 : f8E4M3FN
  func.call @use(%r35) : (f8E4M3FN) -> ()
  %r36 = math.exp %c2 : f8E4M3FN
  func.call @use(%r36) : (f8E4M3FN) -> ()
  %r37 = math.sqrt %c2 : f8E4M3FN
  func.call @use(%r37) : (f8E4M3FN) -> ()
  %r38 = math.copysign %c2, %m : f8E4M3FN
  func.call @use(%r38) : (f8E4M3FN) -> ()
  %r39 = math.copysign %m, %c2 : f8E4M3FN
  func.call @use(%r39) : (f8E4M3FN) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E4M3FN
  func.call @use(%r40) : (f8E4M3FN) -> ()
  %b41 = math.isnan %c2 : f8E4M3FN
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E4M3FN
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E4M3FN
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E4M3FN
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E4M3FN
  func.call @use(%r45) : (f8E4M3FN) -> ()
  %r46 = math.ceil %c3 : f8E4M3FN
  func.call @use(%r46) : (f8E4M3FN) -> ()
  %r47 = math.floor %c3 : f8E4M3FN
  func.call @use(%r47) : (f8E4M3FN) -> ()
  %r48 = math.roundeven %c3 : f8E4M3FN
  func.call @use(%r48) : (f8E4M3FN) -> ()
  %r49 = math.round %c3 : f8E4M3FN
  func.call @use(%r49) : (f8E4M3FN) -> ()
  %r50 = math.trunc %c3 : f8E4M3FN
  func.call @use(%r50) : (f8E4M3FN) -> ()
  %r51 = math.exp %c3 : f8E4M3FN
  func.call @use(%r51) : (f8E4M3FN) -> ()
  %r52 = math.sqrt %c3 : f8E4M3FN
  func.call @use(%r52) : (f8E4M3FN) -> ()
  %r53 = math.copysign %c3, %m : f8E4M3FN
  func.call @use(%r53) : (f8E4M3FN) -> ()
  %r54 = math.copysign %m, %c3 : f8E4M3FN
  func.call @use(%r54) : (f8E4M3FN) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E4M3FN
  func.call @use(%r55) : (f8E4M3FN) -> ()
  %b56 = math.isnan %c3 : f8E4M3FN
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E4M3FN
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E4M3FN
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E4M3FN
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E4M3FN
  func.call @use(%r60) : (f8E4M3FN) -> ()
  %r61 = math.ceil %c4 : f8E4M3FN
  func.call @use(%r61) : (f8E4M3FN) -> ()
  %r62 = math.floor %c4 : f8E4M3FN
  func.call @use(%r62) : (f8E4M3FN) -> ()
  %r63 = math.roundeven %c4 : f8E4M3FN
  func.call @use(%r63) : (f8E4M3FN) -> ()
  %r64 = math.round %c4 : f8E4M3FN
  func.call @use(%r64) : (f8E4M3FN) -> ()
  %r65 = math.trunc %c4 : f8E4M3FN
  func.call @use(%r65) : (f8E4M3FN) -> ()
  %r66 = math.exp %c4 : f8E4M3FN
  func.call @use(%r66) : (f8E4M3FN) -> ()
  %r67 = math.sqrt %c4 : f8E4M3FN
  func.call @use(%r67) : (f8E4M3FN) -> ()
  %r68 = math.copysign %c4, %m : f8E4M3FN
  func.call @use(%r68) : (f8E4M3FN) -> ()
  %r69 = math.copysign %m, %c4 : f8E4M3FN
  func.call @use(%r69) : (f8E4M3FN) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E4M3FN
  func.call @use(%r70) : (f8E4M3FN) -> ()
  %b71 = math.isnan %c4 : f8E4M3FN
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E4M3FN
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E4M3FN
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E4M3FN
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E4M3FN
  func.call @use(%r75) : (f8E4M3FN) -> ()
  %r76 = math.ceil %c5 : f8E4M3FN
  func.call @use(%r76) : (f8E4M3FN) -> ()
  %r77 = math.floor %c5 : f8E4M3FN
  func.call @use(%r77) : (f8E4M3FN) -> ()
  %r78 = math.roundeven %c5 : f8E4M3FN
  func.call @use(%r78) : (f8E4M3FN) -> ()
  %r79 = math.round %c5 : f8E4M3FN
  func.call @use(%r79) : (f8E4M3FN) -> ()
  %r80 = math.trunc %c5 : f8E4M3FN
  func.call @use(%r80) : (f8E4M3FN) -> ()
  %r81 = math.exp %c5 : f8E4M3FN
  func.call @use(%r81) : (f8E4M3FN) -> ()
  %r82 = math.sqrt %c5 : f8E4M3FN
  func.call @use(%r82) : (f8E4M3FN) -> ()
  %r83 = math.copysign %c5, %m : f8E4M3FN
  func.call @use(%r83) : (f8E4M3FN) -> ()
  %r84 = math.copysign %m, %c5 : f8E4M3FN
  func.call @use(%r84) : (f8E4M3FN) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E4M3FN
  func.call @use(%r85) : (f8E4M3FN) -> ()
  %b86 = math.isnan %c5 : f8E4M3FN
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E4M3FN
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E4M3FN
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E4M3FN
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E4M3FN
  func.call @use(%r90) : (f8E4M3FN) -> ()
  %r91 = math.ceil %c6 : f8E4M3FN
  func.call @use(%r91) : (f8E4M3FN) -> ()
  %r92 = math.floor %c6 : f8E4M3FN
  func.call @use(%r92) : (f8E4M3FN) -> ()
  %r93 = math.roundeven %c6 : f8E4M3FN
  func.call @use(%r93) : (f8E4M3FN) -> ()
  %r94 = math.round %c6 : f8E4M3FN
  func.call @use(%r94) : (f8E4M3FN) -> ()
  %r95 = math.trunc %c6 : f8E4M3FN
  func.call @use(%r95) : (f8E4M3FN) -> ()
  %r96 = math.exp %c6 : f8E4M3FN
  func.call @use(%r96) : (f8E4M3FN) -> ()
  %r97 = math.sqrt %c6 : f8E4M3FN
  func.call @use(%r97) : (f8E4M3FN) -> ()
  %r98 = math.copysign %c6, %m : f8E4M3FN
  func.call @use(%r98) : (f8E4M3FN) -> ()
  %r99 = math.copysign %m, %c6 : f8E4M3FN
  func.call @use(%r99) : (f8E4M3FN) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E4M3FN
  func.call @use(%r100) : (f8E4M3FN) -> ()
  %b101 = math.isnan %c6 : f8E4M3FN
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E4M3FN
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E4M3FN
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E4M3FN
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E4M3FN
  func.call @use(%r105) : (f8E4M3FN) -> ()
  %r106 = math.ceil %c7 : f8E4M3FN
  func.call @use(%r106) : (f8E4M3FN) -> ()
  %r107 = math.floor %c7 : f8E4M3FN
  func.call @use(%r107) : (f8E4M3FN) -> ()
  %r108 = math.roundeven %c7 : f8E4M3FN
  func.call @use(%r108) : (f8E4M3FN) -> ()
  %r109 = math.round %c7 : f8E4M3FN
  func.call @use(%r109) : (f8E4M3FN) -> ()
  %r110 = math.trunc %c7 : f8E4M3FN
  func.call @use(%r110) : (f8E4M3FN) -> ()
  %r111 = math.exp %c7 : f8E4M3FN
  func.call @use(%r111) : (f8E4M3FN) -> ()
  %r112 = math.sqrt %c7 : f8E4M3FN
  func.call @use(%r112) : (f8E4M3FN) -> ()
  %r113 = math.copysign %c7, %m : f8E4M3FN
  func.call @use(%r113) : (f8E4M3FN) -> ()
  %r114 = math.copysign %m, %c7 : f8E4M3FN
  func.call @use(%r114) : (f8E4M3FN) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E4M3FN
  func.call @use(%r115) : (f8E4M3FN) -> ()
  %b116 = math.isnan %c7 : f8E4M3FN
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E4M3FN
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E4M3FN
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E4M3FN
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E4M3FN
  func.call @use(%r120) : (f8E4M3FN) -> ()
  %r121 = math.ceil %c8 : f8E4M3FN
  func.call @use(%r121) : (f8E4M3FN) -> ()
  %r122 = math.floor %c8 : f8E4M3FN
  func.call @use(%r122) : (f8E4M3FN) -> ()
  %r123 = math.roundeven %c8 : f8E4M3FN
  func.call @use(%r123) : (f8E4M3FN) -> ()
  %r124 = math.round %c8 : f8E4M3FN
  func.call @use(%r124) : (f8E4M3FN) -> ()
  %r125 = math.trunc %c8 : f8E4M3FN
  func.call @use(%r125) : (f8E4M3FN) -> ()
  %r126 = math.exp %c8 : f8E4M3FN
  func.call @use(%r126) : (f8E4M3FN) -> ()
  %r127 = math.sqrt %c8 : f8E4M3FN
  func.call @use(%r127) : (f8E4M3FN) -> ()
  %r128 = math.copysign %c8, %m : f8E4M3FN
  func.call @use(%r128) : (f8E4M3FN) -> ()
  %r129 = math.copysign %m, %c8 : f8E4M3FN
  func.call @use(%r129) : (f8E4M3FN) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E4M3FN
  func.call @use(%r130) : (f8E4M3FN) -> ()
  %b131 = math.isnan %c8 : f8E4M3FN
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E4M3FN
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E4M3FN
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E4M3FN
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E4M3FN
  func.call @use(%r135) : (f8E4M3FN) -> ()
  %r136 = math.ceil %c9 : f8E4M3FN
  func.call @use(%r136) : (f8E4M3FN) -> ()
  %r137 = math.floor %c9 : f8E4M3FN
  func.call @use(%r137) : (f8E4M3FN) -> ()
  %r138 = math.roundeven %c9 : f8E4M3FN
  func.call @use(%r138) : (f8E4M3FN) -> ()
  %r139 = math.round %c9 : f8E4M3FN
  func.call @use(%r139) : (f8E4M3FN) -> ()
  %r140 = math.trunc %c9 : f8E4M3FN
  func.call @use(%r140) : (f8E4M3FN) -> ()
  %r141 = math.exp %c9 : f8E4M3FN
  func.call @use(%r141) : (f8E4M3FN) -> ()
  %r142 = math.sqrt %c9 : f8E4M3FN
  func.call @use(%r142) : (f8E4M3FN) -> ()
  %r143 = math.copysign %c9, %m : f8E4M3FN
  func.call @use(%r143) : (f8E4M3FN) -> ()
  %r144 = math.copysign %m, %c9 : f8E4M3FN
  func.call @use(%r144) : (f8E4M3FN) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E4M3FN
  func.call @use(%r145) : (f8E4M3FN) -> ()
  %b146 = math.isnan %c9 : f8E4M3FN
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E4M3FN
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E4M3FN
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E4M3FN
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E4M3FN
  func.call @use(%r150) : (f8E4M3FN) -> ()
  %r151 = math.ceil %c10 : f8E4M3FN
  func.call @use(%r151) : (f8E4M3FN) -> ()
  %r152 = math.floor %c10 : f8E4M3FN
  func.call @use(%r152) : (f8E4M3FN) -> ()
  %r153 = math.roundeven %c10 : f8E4M3FN
  func.call @use(%r153) : (f8E4M3FN) -> ()
  %r154 = math.round %c10 : f8E4M3FN
  func.call @use(%r154) : (f8E4M3FN) -> ()
  %r155 = math.trunc %c10 : f8E4M3FN
  func.call @use(%r155) : (f8E4M3FN) -> ()
  %r156 = math.exp %c10 : f8E4M3FN
  func.call @use(%r156) : (f8E4M3FN) -> ()
  %r157 = math.sqrt %c10 : f8E4M3FN
  func.call @use(%r157) : (f8E4M3FN) -> ()
  %r158 = math.copysign %c10, %m : f8E4M3FN
  func.call @use(%r158) : (f8E4M3FN) -> ()
  %r159 = math.copysign %m, %c10 : f8E4M3FN
  func.call @use(%r159) : (f8E4M3FN) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E4M3FN
  func.call @use(%r160) : (f8E4M3FN) -> ()
  %b161 = math.isnan %c10 : f8E4M3FN
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E4M3FN
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E4M3FN
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E4M3FN
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E4M3FN
  func.call @use(%r165) : (f8E4M3FN) -> ()
  %r166 = math.ceil %c11 : f8E4M3FN
  func.call @use(%r166) : (f8E4M3FN) -> ()
  %r167 = math.floor %c11 : f8E4M3FN
  func.call @use(%r167) : (f8E4M3FN) -> ()
  %r168 = math.roundeven %c11 : f8E4M3FN
  func.call @use(%r168) : (f8E4M3FN) -> ()
  %r169 = math.round %c11 : f8E4M3FN
  func.call @use(%r169) : (f8E4M3FN) -> ()
  %r170 = math.trunc %c11 : f8E4M3FN
  func.call @use(%r170) : (f8E4M3FN) -> ()
  %r171 = math.exp %c11 : f8E4M3FN
  func.call @use(%r171) : (f8E4M3FN) -> ()
  %r172 = math.sqrt %c11 : f8E4M3FN
  func.call @use(%r172) : (f8E4M3FN) -> ()
  %r173 = math.copysign %c11, %m : f8E4M3FN
  func.call @use(%r173) : (f8E4M3FN) -> ()
  %r174 = math.copysign %m, %c11 : f8E4M3FN
  func.call @use(%r174) : (f8E4M3FN) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E4M3FN
  func.call @use(%r175) : (f8E4M3FN) -> ()
  %b176 = math.isnan %c11 : f8E4M3FN
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E4M3FN
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E4M3FN
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E4M3FN
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E4M3FN
  func.call @use(%r180) : (f8E4M3FN) -> ()
  %r181 = math.ceil %c12 : f8E4M3FN
  func.call @use(%r181) : (f8E4M3FN) -> ()
  %r182 = math.floor %c12 : f8E4M3FN
  func.call @use(%r182) : (f8E4M3FN) -> ()
  %r183 = math.roundeven %c12 : f8E4M3FN
  func.call @use(%r183) : (f8E4M3FN) -> ()
  %r184 = math.round %c12 : f8E4M3FN
  func.call @use(%r184) : (f8E4M3FN) -> ()
  %r185 = math.trunc %c12 : f8E4M3FN
  func.call @use(%r185) : (f8E4M3FN) -> ()
  %r186 = math.exp %c12 : f8E4M3FN
  func.call @use(%r186) : (f8E4M3FN) -> ()
  %r187 = math.sqrt %c12 : f8E4M3FN
  func.call @use(%r187) : (f8E4M3FN) -> ()
  %r188 = math.copysign %c12, %m : f8E4M3FN
  func.call @use(%r188) : (f8E4M3FN) -> ()
  %r189 = math.copysign %m, %c12 : f8E4M3FN
  func.call @use(%r189) : (f8E4M3FN) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E4M3FN
  func.call @use(%r190) : (f8E4M3FN) -> ()
  %b191 = math.isnan %c12 : f8E4M3FN
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E4M3FN
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E4M3FN
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E4M3FN
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E4M3FN
  func.call @use(%r195) : (f8E4M3FN) -> ()
  %r196 = math.ceil %c13 : f8E4M3FN
  func.call @use(%r196) : (f8E4M3FN) -> ()
  %r197 = math.floor %c13 : f8E4M3FN
  func.call @use(%r197) : (f8E4M3FN) -> ()
  %r198 = math.roundeven %c13 : f8E4M3FN
  func.call @use(%r198) : (f8E4M3FN) -> ()
  %r199 = math.round %c13 : f8E4M3FN
  func.call @use(%r199) : (f8E4M3FN) -> ()
  %r200 = math.trunc %c13 : f8E4M3FN
  func.call @use(%r200) : (f8E4M3FN) -> ()
  %r201 = math.exp %c13 : f8E4M3FN
  func.call @use(%r201) : (f8E4M3FN) -> ()
  %r202 = math.sqrt %c13 : f8E4M3FN
  func.call @use(%r202) : (f8E4M3FN) -> ()
  %r203 = math.copysign %c13, %m : f8E4M3FN
  func.call @use(%r203) : (f8E4M3FN) -> ()
  %r204 = math.copysign %m, %c13 : f8E4M3FN
  func.call @use(%r204) : (f8E4M3FN) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E4M3FN
  func.call @use(%r205) : (f8E4M3FN) -> ()
  %b206 = math.isnan %c13 : f8E4M3FN
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E4M3FN
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E4M3FN
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E4M3FN
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E4M3FN
  func.call @use(%r210) : (f8E4M3FN) -> ()
  %r211 = math.ceil %c14 : f8E4M3FN
  func.call @use(%r211) : (f8E4M3FN) -> ()
  %r212 = math.floor %c14 : f8E4M3FN
  func.call @use(%r212) : (f8E4M3FN) -> ()
  %r213 = math.roundeven %c14 : f8E4M3FN
  func.call @use(%r213) : (f8E4M3FN) -> ()
  %r214 = math.round %c14 : f8E4M3FN
  func.call @use(%r214) : (f8E4M3FN) -> ()
  %r215 = math.trunc %c14 : f8E4M3FN
  func.call @use(%r215) : (f8E4M3FN) -> ()
  %r216 = math.exp %c14 : f8E4M3FN
  func.call @use(%r216) : (f8E4M3FN) -> ()
  %r217 = math.sqrt %c14 : f8E4M3FN
  func.call @use(%r217) : (f8E4M3FN) -> ()
  %r218 = math.copysign %c14, %m : f8E4M3FN
  func.call @use(%r218) : (f8E4M3FN) -> ()
  %r219 = math.copysign %m, %c14 : f8E4M3FN
  func.call @use(%r219) : (f8E4M3FN) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E4M3FN
  func.call @use(%r220) : (f8E4M3FN) -> ()
  %b221 = math.isnan %c14 : f8E4M3FN
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E4M3FN
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E4M3FN
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E4M3FN
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f8E4M3FN
  func.call @use(%r225) : (f8E4M3FN) -> ()
  %r226 = math.ceil %c15 : f8E4M3FN
  func.call @use(%r226) : (f8E4M3FN) -> ()
  %r227 = math.floor %c15 : f8E4M3FN
  func.call @use(%r227) : (f8E4M3FN) -> ()
  %r228 = math.roundeven %c15 : f8E4M3FN
  func.call @use(%r228) : (f8E4M3FN) -> ()
  %r229 = math.round %c15 : f8E4M3FN
  func.call @use(%r229) : (f8E4M3FN) -> ()
  %r230 = math.trunc %c15 : f8E4M3FN
  func.call @use(%r230) : (f8E4M3FN) -> ()
  %r231 = math.exp %c15 : f8E4M3FN
  func.call @use(%r231) : (f8E4M3FN) -> ()
  %r232 = math.sqrt %c15 : f8E4M3FN
  func.call @use(%r232) : (f8E4M3FN) -> ()
  %r233 = math.copysign %c15, %m : f8E4M3FN
  func.call @use(%r233) : (f8E4M3FN) -> ()
  %r234 = math.copysign %m, %c15 : f8E4M3FN
  func.call @use(%r234) : (f8E4M3FN) -> ()
  %r235 = math.atan2 %c15, %c15 : f8E4M3FN
  func.call @use(%r235) : (f8E4M3FN) -> ()
  %b236 = math.isnan %c15 : f8E4M3FN
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f8E4M3FN
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f8E4M3FN
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f8E4M3FN
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E4M3FNUZ)
func.func private @test(i1)

func.func @f8e4m3fnuz() {
  %c0 = arith.constant 0.0 : f8E4M3FNUZ
  %c1 = arith.constant -0.0 : f8E4M3FNUZ
  %c2 = arith.constant 0.5 : f8E4M3FNUZ
  %c3 = arith.constant -0.5 : f8E4M3FNUZ
  %c4 = arith.constant 1.5 : f8E4M3FNUZ
  %c5 = arith.constant 2.5 : f8E4M3FNUZ
  %c6 = arith.constant -2.5 : f8E4M3FNUZ
  %c7 = arith.constant 0.3 : f8E4M3FNUZ
  %c8 = arith.constant -1.75 : f8E4M3FNUZ
  %c9 = arith.constant 3.0 : f8E4M3FNUZ
  %c10 = arith.constant 100.3 : f8E4M3FNUZ
  %c11 = arith.constant 1.0e-5 : f8E4M3FNUZ
  %c12 = arith.constant 0x80 : f8E4M3FNUZ
  %c13 = arith.constant 0x01 : f8E4M3FNUZ
  %c14 = arith.constant 0x7F : f8E4M3FNUZ
  %m = arith.constant -1.0 : f8E4M3FNUZ
  %r0 = math.absf %c0 : f8E4M3FNUZ
  func.call @use(%r0) : (f8E4M3FNUZ) -> ()
  %r1 = math.ceil %c0 : f8E4M3FNUZ
  func.call @use(%r1) : (f8E4M3FNUZ) -> ()
  %r2 = math.floor %c0 : f8E4M3FNUZ
  func.call @use(%r2) : (f8E4M3FNUZ) -> ()
  %r3 = math.roundeven %c0 : f8E4M3FNUZ
  func.call @use(%r3) : (f8E4M3FNUZ) -> ()
  %r4 = math.round %c0 : f8E4M3FNUZ
  func.call @use(%r4) : (f8E4M3FNUZ) -> ()
  %r5 = math.trunc %c0 : f8E4M3FNUZ
  func.call @use(%r5) : (f8E4M3FNUZ) -> ()
  %r6 = math.exp %c0 : f8E4M3FNUZ
  func.call @use(%r6) : (f8E4M3FNUZ) -> ()
  %r7 = math.sqrt %c0 : f8E4M3FNUZ
  func.call @use(%r7) : (f8E4M3FNUZ) -> ()
  %r8 = math.copysign %c0, %m : f8E4M3FNUZ
  func.call @use(%r8) : (f8E4M3FNUZ) -> ()
  %r9 = math.copysign %m, %c0 : f8E4M3FNUZ
  func.call @use(%r9) : (f8E4M3FNUZ) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E4M3FNUZ
  func.call @use(%r10) : (f8E4M3FNUZ) -> ()
  %b11 = math.isnan %c0 : f8E4M3FNUZ
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E4M3FNUZ
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E4M3FNUZ
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E4M3FNUZ
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E4M3FNUZ
  func.call @use(%r15) : (f8E4M3FNUZ) -> ()
  %r16 = math.ceil %c1 : f8E4M3FNUZ
  func.call @use(%r16) : (f8E4M3FNUZ) -> ()
  %r17 = math.floor %c1 : f8E4M3FNUZ
  func.call @use(%r17) : (f8E4M3FNUZ) -> ()
  %r18 = math.roundeven %c1 : f8E4M3FNUZ
  func.call @use(%r18) : (f8E4M3FNUZ) -> ()
  %r19 = math.round %c1 : f8E4M3FNUZ
  func.call @use(%r19) : (f8E4M3FNUZ) -> ()
  %r20 = math.trunc %c1 : f8E4M3FNUZ
  func.call @use(%r20) : (f8E4M3FNUZ) -> ()
  %r21 = math.exp %c1 : f8E4M3FNUZ
  func.call @use(%r21) : (f8E4M3FNUZ) -> ()
  %r22 = math.sqrt %c1 : f8E4M3FNUZ
  func.call @use(%r22) : (f8E4M3FNUZ) -> ()
  %r23 = math.copysign %c1, %m : f8E4M3FNUZ
  func.call @use(%r23) : (f8E4M3FNUZ) -> ()
  %r24 = math.copysign %m, %c1 : f8E4M3FNUZ
  func.call @use(%r24) : (f8E4M3FNUZ) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E4M3FNUZ
  func.call @use(%r25) : (f8E4M3FNUZ) -> ()
  %b26 = math.isnan %c1 : f8E4M3FNUZ
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E4M3FNUZ
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E4M3FNUZ
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E4M3FNUZ
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E4M3FNUZ
  func.call @use(%r30) : (f8E4M3FNUZ) -> ()
  %r31 = math.ceil %c2 : f8E4M3FNUZ
  func.call @use(%r31) : (f8E4M3FNUZ) -> ()
  %r32 = math.floor %c2 : f8E4M3FNUZ
  func.call @use(%r32) : (f8E4M3FNUZ) -> ()
  %r33 = math.roundeven %c2 : f8E4M3FNUZ
  func.call @use(%r33) : (f8E4M3FNUZ) -> ()
  %r34 = math.round %c2 : f8E4M3FNUZ
  func.call @use(%r34) : (f8E4M3FNUZ) -> ()
  %r35 = math.trunc %c2 : f8E4M3FNUZ
  func.call @use(%r35) : (f8E4M3FNUZ) -> ()
  %r36 = math.exp %c2 : f8E4M3FNUZ
  func.call @use(%r36) : (f8E4M3FNUZ) -> ()
  %r37 = math.sqrt %c2 : f8E4M3FNUZ
  func.call @use(%r37) : (f8E4M3FNUZ) -> ()
  %r38 = math.copysign %c2, %m : f8E4M3FNUZ
  func.call @use(%r38) : (f8E4M3FNUZ) -> ()
  %r39 = math.copysign %m, %c2 : f8E4M3FNUZ
  func.call @use(%r39) : (f8E4M3FNUZ) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E4M3FNUZ
  func.call @use(%r40) : (f8E4M3FNUZ) -> ()
  %b41 = math.isnan %c2 : f8E4M3FNUZ
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E4M3FNUZ
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E4M3FNUZ
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E4M3FNUZ
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E4M3FNUZ
  func.call @use(%r45) : (f8E4M3FNUZ) -> ()
  %r46 = math.ceil %c3 : f8E4M3FNUZ
  func.call @use(%r46) : (f8E4M3FNUZ) -> ()
  %r47 = math.floor %c3 : f8E4M3FNUZ
  func.call @use(%r47) : (f8E4M3FNUZ) -> ()
  %r48 = math.roundeven %c3 : f8E4M3FNUZ
  func.call @use(%r48) : (f8E4M3FNUZ) -> ()
  %r49 = math.round %c3 : f8E4M3FNUZ
  func.call @use(%r49) : (f8E4M3FNUZ) -> ()
  %r50 = math.trunc %c3 : f8E4M3FNUZ
  func.call @use(%r50) : (f8E4M3FNUZ) -> ()
  %r51 = math.exp %c3 : f8E4M3FNUZ
  func.call @use(%r51) : (f8E4M3FNUZ) -> ()
  %r52 = math.sqrt %c3 : f8E4M3FNUZ
  func.call @use(%r52) : (f8E4M3FNUZ) -> ()
  %r53 = math.copysign %c3, %m : f8E4M3FNUZ
  func.call @use(%r53) : (f8E4M3FNUZ) -> ()
  %r54 = math.copysign %m, %c3 : f8E4M3FNUZ
  func.call @use(%r54) : (f8E4M3FNUZ) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E4M3FNUZ
  func.call @use(%r55) : (f8E4M3FNUZ) -> ()
  %b56 = math.isnan %c3 : f8E4M3FNUZ
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E4M3FNUZ
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E4M3FNUZ
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E4M3FNUZ
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E4M3FNUZ
  func.call @use(%r60) : (f8E4M3FNUZ) -> ()
  %r61 = math.ceil %c4 : f8E4M3FNUZ
  func.call @use(%r61) : (f8E4M3FNUZ) -> ()
  %r62 = math.floor %c4 : f8E4M3FNUZ
  func.call @use(%r62) : (f8E4M3FNUZ) -> ()
  %r63 = math.roundeven %c4 : f8E4M3FNUZ
  func.call @use(%r63) : (f8E4M3FNUZ) -> ()
  %r64 = math.round %c4 : f8E4M3FNUZ
  func.call @use(%r64) : (f8E4M3FNUZ) -> ()
  %r65 = math.trunc %c4 : f8E4M3FNUZ
  func.call @use(%r65) : (f8E4M3FNUZ) -> ()
  %r66 = math.exp %c4 : f8E4M3FNUZ
  func.call @use(%r66) : (f8E4M3FNUZ) -> ()
  %r67 = math.sqrt %c4 : f8E4M3FNUZ
  func.call @use(%r67) : (f8E4M3FNUZ) -> ()
  %r68 = math.copysign %c4, %m : f8E4M3FNUZ
  func.call @use(%r68) : (f8E4M3FNUZ) -> ()
  %r69 = math.copysign %m, %c4 : f8E4M3FNUZ
  func.call @use(%r69) : (f8E4M3FNUZ) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E4M3FNUZ
  func.call @use(%r70) : (f8E4M3FNUZ) -> ()
  %b71 = math.isnan %c4 : f8E4M3FNUZ
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E4M3FNUZ
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E4M3FNUZ
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E4M3FNUZ
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E4M3FNUZ
  func.call @use(%r75) : (f8E4M3FNUZ) -> ()
  %r76 = math.ceil %c5 : f8E4M3FNUZ
  func.call @use(%r76) : (f8E4M3FNUZ) -> ()
  %r77 = math.floor %c5 : f8E4M3FNUZ
  func.call @use(%r77) : (f8E4M3FNUZ) -> ()
  %r78 = math.roundeven %c5 : f8E4M3FNUZ
  func.call @use(%r78) : (f8E4M3FNUZ) -> ()
  %r79 = math.round %c5 : f8E4M3FNUZ
  func.call @use(%r79) : (f8E4M3FNUZ) -> ()
  %r80 = math.trunc %c5 : f8E4M3FNUZ
  func.call @use(%r80) : (f8E4M3FNUZ) -> ()
  %r81 = math.exp %c5 : f8E4M3FNUZ
  func.call @use(%r81) : (f8E4M3FNUZ) -> ()
  %r82 = math.sqrt %c5 : f8E4M3FNUZ
  func.call @use(%r82) : (f8E4M3FNUZ) -> ()
  %r83 = math.copysign %c5, %m : f8E4M3FNUZ
  func.call @use(%r83) : (f8E4M3FNUZ) -> ()
  %r84 = math.copysign %m, %c5 : f8E4M3FNUZ
  func.call @use(%r84) : (f8E4M3FNUZ) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E4M3FNUZ
  func.call @use(%r85) : (f8E4M3FNUZ) -> ()
  %b86 = math.isnan %c5 : f8E4M3FNUZ
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E4M3FNUZ
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E4M3FNUZ
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E4M3FNUZ
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E4M3FNUZ
  func.call @use(%r90) : (f8E4M3FNUZ) -> ()
  %r91 = math.ceil %c6 : f8E4M3FNUZ
  func.call @use(%r91) : (f8E4M3FNUZ) -> ()
  %r92 = math.floor %c6 : f8E4M3FNUZ
  func.call @use(%r92) : (f8E4M3FNUZ) -> ()
  %r93 = math.roundeven %c6 : f8E4M3FNUZ
  func.call @use(%r93) : (f8E4M3FNUZ) -> ()
  %r94 = math.round %c6 : f8E4M3FNUZ
  func.call @use(%r94) : (f8E4M3FNUZ) -> ()
  %r95 = math.trunc %c6 : f8E4M3FNUZ
  func.call @use(%r95) : (f8E4M3FNUZ) -> ()
  %r96 = math.exp %c6 : f8E4M3FNUZ
  func.call @use(%r96) : (f8E4M3FNUZ) -> ()
  %r97 = math.sqrt %c6 : f8E4M3FNUZ
  func.call @use(%r97) : (f8E4M3FNUZ) -> ()
  %r98 = math.copysign %c6, %m : f8E4M3FNUZ
  func.call @use(%r98) : (f8E4M3FNUZ) -> ()
  %r99 = math.copysign %m, %c6 : f8E4M3FNUZ
  func.call @use(%r99) : (f8E4M3FNUZ) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E4M3FNUZ
  func.call @use(%r100) : (f8E4M3FNUZ) -> ()
  %b101 = math.isnan %c6 : f8E4M3FNUZ
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E4M3FNUZ
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E4M3FNUZ
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E4M3FNUZ
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E4M3FNUZ
  func.call @use(%r105) : (f8E4M3FNUZ) -> ()
  %r106 = math.ceil %c7 : f8E4M3FNUZ
  func.call @use(%r106) : (f8E4M3FNUZ) -> ()
  %r107 = math.floor %c7 : f8E4M3FNUZ
  func.call @use(%r107) : (f8E4M3FNUZ) -> ()
  %r108 = math.roundeven %c7 : f8E4M3FNUZ
  func.call @use(%r108) : (f8E4M3FNUZ) -> ()
  %r109 = math.round %c7 : f8E4M3FNUZ
  func.call @use(%r109) : (f8E4M3FNUZ) -> ()
  %r110 = math.trunc %c7 : f8E4M3FNUZ
  func.call @use(%r110) : (f8E4M3FNUZ) -> ()
  %r111 = math.exp %c7 : f8E4M3FNUZ
  func.call @use(%r111) : (f8E4M3FNUZ) -> ()
  %r112 = math.sqrt %c7 : f8E4M3FNUZ
  func.call @use(%r112) : (f8E4M3FNUZ) -> ()
  %r113 = math.copysign %c7, %m : f8E4M3FNUZ
  func.call @use(%r113) : (f8E4M3FNUZ) -> ()
  %r114 = math.copysign %m, %c7 : f8E4M3FNUZ
  func.call @use(%r114) : (f8E4M3FNUZ) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E4M3FNUZ
  func.call @use(%r115) : (f8E4M3FNUZ) -> ()
  %b116 = math.isnan %c7 : f8E4M3FNUZ
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E4M3FNUZ
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E4M3FNUZ
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E4M3FNUZ
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E4M3FNUZ
  func.call @use(%r120) : (f8E4M3FNUZ) -> ()
  %r121 = math.ceil %c8 : f8E4M3FNUZ
  func.call @use(%r121) : (f8E4M3FNUZ) -> ()
  %r122 = math.floor %c8 : f8E4M3FNUZ
  func.call @use(%r122) : (f8E4M3FNUZ) -> ()
  %r123 = math.roundeven %c8 : f8E4M3FNUZ
  func.call @use(%r123) : (f8E4M3FNUZ) -> ()
  %r124 = math.round %c8 : f8E4M3FNUZ
  func.call @use(%r124) : (f8E4M3FNUZ) -> ()
  %r125 = math.trunc %c8 : f8E4M3FNUZ
  func.call @use(%r125) : (f8E4M3FNUZ) -> ()
  %r126 = math.exp %c8 : f8E4M3FNUZ
  func.call @use(%r126) : (f8E4M3FNUZ) -> ()
  %r127 = math.sqrt %c8 : f8E4M3FNUZ
  func.call @use(%r127) : (f8E4M3FNUZ) -> ()
  %r128 = math.copysign %c8, %m : f8E4M3FNUZ
  func.call @use(%r128) : (f8E4M3FNUZ) -> ()
  %r129 = math.copysign %m, %c8 : f8E4M3FNUZ
  func.call @use(%r129) : (f8E4M3FNUZ) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E4M3FNUZ
  func.call @use(%r130) : (f8E4M3FNUZ) -> ()
  %b131 = math.isnan %c8 : f8E4M3FNUZ
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E4M3FNUZ
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E4M3FNUZ
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E4M3FNUZ
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E4M3FNUZ
  func.call @use(%r135) : (f8E4M3FNUZ) -> ()
  %r136 = math.ceil %c9 : f8E4M3FNUZ
  func.call @use(%r136) : (f8E4M3FNUZ) -> ()
  %r137 = math.floor %c9 : f8E4M3FNUZ
  func.call @use(%r137) : (f8E4M3FNUZ) -> ()
  %r138 = math.roundeven %c9 : f8E4M3FNUZ
  func.call @use(%r138) : (f8E4M3FNUZ) -> ()
  %r139 = math.round %c9 : f8E4M3FNUZ
  func.call @use(%r139) : (f8E4M3FNUZ) -> ()
  %r140 = math.trunc %c9 : f8E4M3FNUZ
  func.call @use(%r140) : (f8E4M3FNUZ) -> ()
  %r141 = math.exp %c9 : f8E4M3FNUZ
  func.call @use(%r141) : (f8E4M3FNUZ) -> ()
  %r142 = math.sqrt %c9 : f8E4M3FNUZ
  func.call @use(%r142) : (f8E4M3FNUZ) -> ()
  %r143 = math.copysign %c9, %m : f8E4M3FNUZ
  func.call @use(%r143) : (f8E4M3FNUZ) -> ()
  %r144 = math.copysign %m, %c9 : f8E4M3FNUZ
  func.call @use(%r144) : (f8E4M3FNUZ) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E4M3FNUZ
  func.call @use(%r145) : (f8E4M3FNUZ) -> ()
  %b146 = math.isnan %c9 : f8E4M3FNUZ
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E4M3FNUZ
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E4M3FNUZ
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E4M3FNUZ
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E4M3FNUZ
  func.call @use(%r150) : (f8E4M3FNUZ) -> ()
  %r151 = math.ceil %c10 : f8E4M3FNUZ
  func.call @use(%r151) : (f8E4M3FNUZ) -> ()
  %r152 = math.floor %c10 : f8E4M3FNUZ
  func.call @use(%r152) : (f8E4M3FNUZ) -> ()
  %r153 = math.roundeven %c10 : f8E4M3FNUZ
  func.call @use(%r153) : (f8E4M3FNUZ) -> ()
  %r154 = math.round %c10 : f8E4M3FNUZ
  func.call @use(%r154) : (f8E4M3FNUZ) -> ()
  %r155 = math.trunc %c10 : f8E4M3FNUZ
  func.call @use(%r155) : (f8E4M3FNUZ) -> ()
  %r156 = math.exp %c10 : f8E4M3FNUZ
  func.call @use(%r156) : (f8E4M3FNUZ) -> ()
  %r157 = math.sqrt %c10 : f8E4M3FNUZ
  func.call @use(%r157) : (f8E4M3FNUZ) -> ()
  %r158 = math.copysign %c10, %m : f8E4M3FNUZ
  func.call @use(%r158) : (f8E4M3FNUZ) -> ()
  %r159 = math.copysign %m, %c10 : f8E4M3FNUZ
  func.call @use(%r159) : (f8E4M3FNUZ) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E4M3FNUZ
  func.call @use(%r160) : (f8E4M3FNUZ) -> ()
  %b161 = math.isnan %c10 : f8E4M3FNUZ
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E4M3FNUZ
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E4M3FNUZ
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E4M3FNUZ
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E4M3FNUZ
  func.call @use(%r165) : (f8E4M3FNUZ) -> ()
  %r166 = math.ceil %c11 : f8E4M3FNUZ
  func.call @use(%r166) : (f8E4M3FNUZ) -> ()
  %r167 = math.floor %c11 : f8E4M3FNUZ
  func.call @use(%r167) : (f8E4M3FNUZ) -> ()
  %r168 = math.roundeven %c11 : f8E4M3FNUZ
  func.call @use(%r168) : (f8E4M3FNUZ) -> ()
  %r169 = math.round %c11 : f8E4M3FNUZ
  func.call @use(%r169) : (f8E4M3FNUZ) -> ()
  %r170 = math.trunc %c11 : f8E4M3FNUZ
  func.call @use(%r170) : (f8E4M3FNUZ) -> ()
  %r171 = math.exp %c11 : f8E4M3FNUZ
  func.call @use(%r171) : (f8E4M3FNUZ) -> ()
  %r172 = math.sqrt %c11 : f8E4M3FNUZ
  func.call @use(%r172) : (f8E4M3FNUZ) -> ()
  %r173 = math.copysign %c11, %m : f8E4M3FNUZ
  func.call @use(%r173) : (f8E4M3FNUZ) -> ()
  %r174 = math.copysign %m, %c11 : f8E4M3FNUZ
  func.call @use(%r174) : (f8E4M3FNUZ) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E4M3FNUZ
  func.call @use(%r175) : (f8E4M3FNUZ) -> ()
  %b176 = math.isnan %c11 : f8E4M3FNUZ
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E4M3FNUZ
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E4M3FNUZ
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E4M3FNUZ
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E4M3FNUZ
  func.call @use(%r180) : (f8E4M3FNUZ) -> ()
  %r181 = math.ceil %c12 : f8E4M3FNUZ
  func.call @use(%r181) : (f8E4M3FNUZ) -> ()
  %r182 = math.floor %c12 : f8E4M3FNUZ
  func.call @use(%r182) : (f8E4M3FNUZ) -> ()
  %r183 = math.roundeven %c12 : f8E4M3FNUZ
  func.call @use(%r183) : (f8E4M3FNUZ) -> ()
  %r184 = math.round %c12 : f8E4M3FNUZ
  func.call @use(%r184) : (f8E4M3FNUZ) -> ()
  %r185 = math.trunc %c12 : f8E4M3FNUZ
  func.call @use(%r185) : (f8E4M3FNUZ) -> ()
  %r186 = math.exp %c12 : f8E4M3FNUZ
  func.call @use(%r186) : (f8E4M3FNUZ) -> ()
  %r187 = math.sqrt %c12 : f8E4M3FNUZ
  func.call @use(%r187) : (f8E4M3FNUZ) -> ()
  %r188 = math.copysign %c12, %m : f8E4M3FNUZ
  func.call @use(%r188) : (f8E4M3FNUZ) -> ()
  %r189 = math.copysign %m, %c12 : f8E4M3FNUZ
  func.call @use(%r189) : (f8E4M3FNUZ) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E4M3FNUZ
  func.call @use(%r190) : (f8E4M3FNUZ) -> ()
  %b191 = math.isnan %c12 : f8E4M3FNUZ
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E4M3FNUZ
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E4M3FNUZ
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E4M3FNUZ
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E4M3FNUZ
  func.call @use(%r195) : (f8E4M3FNUZ) -> ()
  %r196 = math.ceil %c13 : f8E4M3FNUZ
  func.call @use(%r196) : (f8E4M3FNUZ) -> ()
  %r197 = math.floor %c13 : f8E4M3FNUZ
  func.call @use(%r197) : (f8E4M3FNUZ) -> ()
  %r198 = math.roundeven %c13 : f8E4M3FNUZ
  func.call @use(%r198) : (f8E4M3FNUZ) -> ()
  %r199 = math.round %c13 : f8E4M3FNUZ
  func.call @use(%r199) : (f8E4M3FNUZ) -> ()
  %r200 = math.trunc %c13 : f8E4M3FNUZ
  func.call @use(%r200) : (f8E4M3FNUZ) -> ()
  %r201 = math.exp %c13 : f8E4M3FNUZ
  func.call @use(%r201) : (f8E4M3FNUZ) -> ()
  %r202 = math.sqrt %c13 : f8E4M3FNUZ
  func.call @use(%r202) : (f8E4M3FNUZ) -> ()
  %r203 = math.copysign %c13, %m : f8E4M3FNUZ
  func.call @use(%r203) : (f8E4M3FNUZ) -> ()
  %r204 = math.copysign %m, %c13 : f8E4M3FNUZ
  func.call @use(%r204) : (f8E4M3FNUZ) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E4M3FNUZ
  func.call @use(%r205) : (f8E4M3FNUZ) -> ()
  %b206 = math.isnan %c13 : f8E4M3FNUZ
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E4M3FNUZ
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E4M3FNUZ
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E4M3FNUZ
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E4M3FNUZ
  func.call @use(%r210) : (f8E4M3FNUZ) -> ()
  %r211 = math.ceil %c14 : f8E4M3FNUZ
  func.call @use(%r211) : (f8E4M3FNUZ) -> ()
  %r212 = math.floor %c14 : f8E4M3FNUZ
  func.call @use(%r212) : (f8E4M3FNUZ) -> ()
  %r213 = math.roundeven %c14 : f8E4M3FNUZ
  func.call @use(%r213) : (f8E4M3FNUZ) -> ()
  %r214 = math.round %c14 : f8E4M3FNUZ
  func.call @use(%r214) : (f8E4M3FNUZ) -> ()
  %r215 = math.trunc %c14 : f8E4M3FNUZ
  func.call @use(%r215) : (f8E4M3FNUZ) -> ()
  %r216 = math.exp %c14 : f8E4M3FNUZ
  func.call @use(%r216) : (f8E4M3FNUZ) -> ()
  %r217 = math.sqrt %c14 : f8E4M3FNUZ
  func.call @use(%r217) : (f8E4M3FNUZ) -> ()
  %r218 = math.copysign %c14, %m : f8E4M3FNUZ
  func.call @use(%r218) : (f8E4M3FNUZ) -> ()
  %r219 = math.copysign %m, %c14 : f8E4M3FNUZ
  func.call @use(%r219) : (f8E4M3FNUZ) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E4M3FNUZ
  func.call @use(%r220) : (f8E4M3FNUZ) -> ()
  %b221 = math.isnan %c14 : f8E4M3FNUZ
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E4M3FNUZ
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E4M3FNUZ
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E4M3FNUZ
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E5M2FNUZ)
func.func private @test(i1)

func.func @f8e5m2fnuz() {
  %c0 = arith.constant 0.0 : f8E5M2FNUZ
  %c1 = arith.constant -0.0 : f8E5M2FNUZ
  %c2 = arith.constant 0.5 : f8E5M2FNUZ
  %c3 = arith.constant -0.5 : f8E5M2FNUZ
  %c4 = arith.constant 1.5 : f8E5M2FNUZ
  %c5 = arith.constant 2.5 : f8E5M2FNUZ
  %c6 = arith.constant -2.5 : f8E5M2FNUZ
  %c7 = arith.constant 0.3 : f8E5M2FNUZ
  %c8 = arith.constant -1.75 : f8E5M2FNUZ
  %c9 = arith.constant 3.0 : f8E5M2FNUZ
  %c10 = arith.constant 100.3 : f8E5M2FNUZ
  %c11 = arith.constant 1.0e-5 : f8E5M2FNUZ
  %c12 = arith.constant 0x80 : f8E5M2FNUZ
  %c13 = arith.constant 0x01 : f8E5M2FNUZ
  %c14 = arith.constant 0xFF : f8E5M2FNUZ
  %m = arith.constant -1.0 : f8E5M2FNUZ
  %r0 = math.absf %c0 : f8E5M2FNUZ
  func.call @use(%r0) : (f8E5M2FNUZ) -> ()
  %r1 = math.ceil %c0 : f8E5M2FNUZ
  func.call @use(%r1) : (f8E5M2FNUZ) -> ()
  %r2 = math.floor %c0 : f8E5M2FNUZ
  func.call @use(%r2) : (f8E5M2FNUZ) -> ()
  %r3 = math.roundeven %c0 : f8E5M2FNUZ
  func.call @use(%r3) : (f8E5M2FNUZ) -> ()
  %r4 = math.round %c0 : f8E5M2FNUZ
  func.call @use(%r4) : (f8E5M2FNUZ) -> ()
  %r5 = math.trunc %c0 : f8E5M2FNUZ
  func.call @use(%r5) : (f8E5M2FNUZ) -> ()
  %r6 = math.exp %c0 : f8E5M2FNUZ
  func.call @use(%r6) : (f8E5M2FNUZ) -> ()
  %r7 = math.sqrt %c0 : f8E5M2FNUZ
  func.call @use(%r7) : (f8E5M2FNUZ) -> ()
  %r8 = math.copysign %c0, %m : f8E5M2FNUZ
  func.call @use(%r8) : (f8E5M2FNUZ) -> ()
  %r9 = math.copysign %m, %c0 : f8E5M2FNUZ
  func.call @use(%r9) : (f8E5M2FNUZ) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E5M2FNUZ
  func.call @use(%r10) : (f8E5M2FNUZ) -> ()
  %b11 = math.isnan %c0 : f8E5M2FNUZ
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E5M2FNUZ
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E5M2FNUZ
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E5M2FNUZ
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E5M2FNUZ
  func.call @use(%r15) : (f8E5M2FNUZ) -> ()
  %r16 = math.ceil %c1 : f8E5M2FNUZ
  func.call @use(%r16) : (f8E5M2FNUZ) -> ()
  %r17 = math.floor %c1 : f8E5M2FNUZ
  func.call @use(%r17) : (f8E5M2FNUZ) -> ()
  %r18 = math.roundeven %c1 : f8E5M2FNUZ
  func.call @use(%r18) : (f8E5M2FNUZ) -> ()
  %r19 = math.round %c1 : f8E5M2FNUZ
  func.call @use(%r19) : (f8E5M2FNUZ) -> ()
  %r20 = math.trunc %c1 : f8E5M2FNUZ
  func.call @use(%r20) : (f8E5M2FNUZ) -> ()
  %r21 = math.exp %c1 : f8E5M2FNUZ
  func.call @use(%r21) : (f8E5M2FNUZ) -> ()
  %r22 = math.sqrt %c1 : f8E5M2FNUZ
  func.call @use(%r22) : (f8E5M2FNUZ) -> ()
  %r23 = math.copysign %c1, %m : f8E5M2FNUZ
  func.call @use(%r23) : (f8E5M2FNUZ) -> ()
  %r24 = math.copysign %m, %c1 : f8E5M2FNUZ
  func.call @use(%r24) : (f8E5M2FNUZ) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E5M2FNUZ
  func.call @use(%r25) : (f8E5M2FNUZ) -> ()
  %b26 = math.isnan %c1 : f8E5M2FNUZ
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E5M2FNUZ
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E5M2FNUZ
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E5M2FNUZ
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E5M2FNUZ
  func.call @use(%r30) : (f8E5M2FNUZ) -> ()
  %r31 = math.ceil %c2 : f8E5M2FNUZ
  func.call @use(%r31) : (f8E5M2FNUZ) -> ()
  %r32 = math.floor %c2 : f8E5M2FNUZ
  func.call @use(%r32) : (f8E5M2FNUZ) -> ()
  %r33 = math.roundeven %c2 : f8E5M2FNUZ
  func.call @use(%r33) : (f8E5M2FNUZ) -> ()
  %r34 = math.round %c2 : f8E5M2FNUZ
  func.call @use(%r34) : (f8E5M2FNUZ) -> ()
  %r35 = math.trunc %c2 : f8E5M2FNUZ
  func.call @use(%r35) : (f8E5M2FNUZ) -> ()
  %r36 = math.exp %c2 : f8E5M2FNUZ
  func.call @use(%r36) : (f8E5M2FNUZ) -> ()
  %r37 = math.sqrt %c2 : f8E5M2FNUZ
  func.call @use(%r37) : (f8E5M2FNUZ) -> ()
  %r38 = math.copysign %c2, %m : f8E5M2FNUZ
  func.call @use(%r38) : (f8E5M2FNUZ) -> ()
  %r39 = math.copysign %m, %c2 : f8E5M2FNUZ
  func.call @use(%r39) : (f8E5M2FNUZ) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E5M2FNUZ
  func.call @use(%r40) : (f8E5M2FNUZ) -> ()
  %b41 = math.isnan %c2 : f8E5M2FNUZ
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E5M2FNUZ
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E5M2FNUZ
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E5M2FNUZ
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E5M2FNUZ
  func.call @use(%r45) : (f8E5M2FNUZ) -> ()
  %r46 = math.ceil %c3 : f8E5M2FNUZ
  func.call @use(%r46) : (f8E5M2FNUZ) -> ()
  %r47 = math.floor %c3 : f8E5M2FNUZ
  func.call @use(%r47) : (f8E5M2FNUZ) -> ()
  %r48 = math.roundeven %c3 : f8E5M2FNUZ
  func.call @use(%r48) : (f8E5M2FNUZ) -> ()
  %r49 = math.round %c3 : f8E5M2FNUZ
  func.call @use(%r49) : (f8E5M2FNUZ) -> ()
  %r50 = math.trunc %c3 : f8E5M2FNUZ
  func.call @use(%r50) : (f8E5M2FNUZ) -> ()
  %r51 = math.exp %c3 : f8E5M2FNUZ
  func.call @use(%r51) : (f8E5M2FNUZ) -> ()
  %r52 = math.sqrt %c3 : f8E5M2FNUZ
  func.call @use(%r52) : (f8E5M2FNUZ) -> ()
  %r53 = math.copysign %c3, %m : f8E5M2FNUZ
  func.call @use(%r53) : (f8E5M2FNUZ) -> ()
  %r54 = math.copysign %m, %c3 : f8E5M2FNUZ
  func.call @use(%r54) : (f8E5M2FNUZ) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E5M2FNUZ
  func.call @use(%r55) : (f8E5M2FNUZ) -> ()
  %b56 = math.isnan %c3 : f8E5M2FNUZ
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E5M2FNUZ
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E5M2FNUZ
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E5M2FNUZ
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E5M2FNUZ
  func.call @use(%r60) : (f8E5M2FNUZ) -> ()
  %r61 = math.ceil %c4 : f8E5M2FNUZ
  func.call @use(%r61) : (f8E5M2FNUZ) -> ()
  %r62 = math.floor %c4 : f8E5M2FNUZ
  func.call @use(%r62) : (f8E5M2FNUZ) -> ()
  %r63 = math.roundeven %c4 : f8E5M2FNUZ
  func.call @use(%r63) : (f8E5M2FNUZ) -> ()
  %r64 = math.round %c4 : f8E5M2FNUZ
  func.call @use(%r64) : (f8E5M2FNUZ) -> ()
  %r65 = math.trunc %c4 : f8E5M2FNUZ
  func.call @use(%r65) : (f8E5M2FNUZ) -> ()
  %r66 = math.exp %c4 : f8E5M2FNUZ
  func.call @use(%r66) : (f8E5M2FNUZ) -> ()
  %r67 = math.sqrt %c4 : f8E5M2FNUZ
  func.call @use(%r67) : (f8E5M2FNUZ) -> ()
  %r68 = math.copysign %c4, %m : f8E5M2FNUZ
  func.call @use(%r68) : (f8E5M2FNUZ) -> ()
  %r69 = math.copysign %m, %c4 : f8E5M2FNUZ
  func.call @use(%r69) : (f8E5M2FNUZ) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E5M2FNUZ
  func.call @use(%r70) : (f8E5M2FNUZ) -> ()
  %b71 = math.isnan %c4 : f8E5M2FNUZ
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E5M2FNUZ
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E5M2FNUZ
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E5M2FNUZ
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E5M2FNUZ
  func.call @use(%r75) : (f8E5M2FNUZ) -> ()
  %r76 = math.ceil %c5 : f8E5M2FNUZ
  func.call @use(%r76) : (f8E5M2FNUZ) -> ()
  %r77 = math.floor %c5 : f8E5M2FNUZ
  func.call @use(%r77) : (f8E5M2FNUZ) -> ()
  %r78 = math.roundeven %c5 : f8E5M2FNUZ
  func.call @use(%r78) : (f8E5M2FNUZ) -> ()
  %r79 = math.round %c5 : f8E5M2FNUZ
  func.call @use(%r79) : (f8E5M2FNUZ) -> ()
  %r80 = math.trunc %c5 : f8E5M2FNUZ
  func.call @use(%r80) : (f8E5M2FNUZ) -> ()
  %r81 = math.exp %c5 : f8E5M2FNUZ
  func.call @use(%r81) : (f8E5M2FNUZ) -> ()
  %r82 = math.sqrt %c5 : f8E5M2FNUZ
  func.call @use(%r82) : (f8E5M2FNUZ) -> ()
  %r83 = math.copysign %c5, %m : f8E5M2FNUZ
  func.call @use(%r83) : (f8E5M2FNUZ) -> ()
  %r84 = math.copysign %m, %c5 : f8E5M2FNUZ
  func.call @use(%r84) : (f8E5M2FNUZ) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E5M2FNUZ
  func.call @use(%r85) : (f8E5M2FNUZ) -> ()
  %b86 = math.isnan %c5 : f8E5M2FNUZ
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E5M2FNUZ
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E5M2FNUZ
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E5M2FNUZ
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E5M2FNUZ
  func.call @use(%r90) : (f8E5M2FNUZ) -> ()
  %r91 = math.ceil %c6 : f8E5M2FNUZ
  func.call @use(%r91) : (f8E5M2FNUZ) -> ()
  %r92 = math.floor %c6 : f8E5M2FNUZ
  func.call @use(%r92) : (f8E5M2FNUZ) -> ()
  %r93 = math.roundeven %c6 : f8E5M2FNUZ
  func.call @use(%r93) : (f8E5M2FNUZ) -> ()
  %r94 = math.round %c6 : f8E5M2FNUZ
  func.call @use(%r94) : (f8E5M2FNUZ) -> ()
  %r95 = math.trunc %c6 : f8E5M2FNUZ
  func.call @use(%r95) : (f8E5M2FNUZ) -> ()
  %r96 = math.exp %c6 : f8E5M2FNUZ
  func.call @use(%r96) : (f8E5M2FNUZ) -> ()
  %r97 = math.sqrt %c6 : f8E5M2FNUZ
  func.call @use(%r97) : (f8E5M2FNUZ) -> ()
  %r98 = math.copysign %c6, %m : f8E5M2FNUZ
  func.call @use(%r98) : (f8E5M2FNUZ) -> ()
  %r99 = math.copysign %m, %c6 : f8E5M2FNUZ
  func.call @use(%r99) : (f8E5M2FNUZ) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E5M2FNUZ
  func.call @use(%r100) : (f8E5M2FNUZ) -> ()
  %b101 = math.isnan %c6 : f8E5M2FNUZ
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E5M2FNUZ
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E5M2FNUZ
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E5M2FNUZ
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E5M2FNUZ
  func.call @use(%r105) : (f8E5M2FNUZ) -> ()
  %r106 = math.ceil %c7 : f8E5M2FNUZ
  func.call @use(%r106) : (f8E5M2FNUZ) -> ()
  %r107 = math.floor %c7 : f8E5M2FNUZ
  func.call @use(%r107) : (f8E5M2FNUZ) -> ()
  %r108 = math.roundeven %c7 : f8E5M2FNUZ
  func.call @use(%r108) : (f8E5M2FNUZ) -> ()
  %r109 = math.round %c7 : f8E5M2FNUZ
  func.call @use(%r109) : (f8E5M2FNUZ) -> ()
  %r110 = math.trunc %c7 : f8E5M2FNUZ
  func.call @use(%r110) : (f8E5M2FNUZ) -> ()
  %r111 = math.exp %c7 : f8E5M2FNUZ
  func.call @use(%r111) : (f8E5M2FNUZ) -> ()
  %r112 = math.sqrt %c7 : f8E5M2FNUZ
  func.call @use(%r112) : (f8E5M2FNUZ) -> ()
  %r113 = math.copysign %c7, %m : f8E5M2FNUZ
  func.call @use(%r113) : (f8E5M2FNUZ) -> ()
  %r114 = math.copysign %m, %c7 : f8E5M2FNUZ
  func.call @use(%r114) : (f8E5M2FNUZ) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E5M2FNUZ
  func.call @use(%r115) : (f8E5M2FNUZ) -> ()
  %b116 = math.isnan %c7 : f8E5M2FNUZ
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E5M2FNUZ
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E5M2FNUZ
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E5M2FNUZ
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E5M2FNUZ
  func.call @use(%r120) : (f8E5M2FNUZ) -> ()
  %r121 = math.ceil %c8 : f8E5M2FNUZ
  func.call @use(%r121) : (f8E5M2FNUZ) -> ()
  %r122 = math.floor %c8 : f8E5M2FNUZ
  func.call @use(%r122) : (f8E5M2FNUZ) -> ()
  %r123 = math.roundeven %c8 : f8E5M2FNUZ
  func.call @use(%r123) : (f8E5M2FNUZ) -> ()
  %r124 = math.round %c8 : f8E5M2FNUZ
  func.call @use(%r124) : (f8E5M2FNUZ) -> ()
  %r125 = math.trunc %c8 : f8E5M2FNUZ
  func.call @use(%r125) : (f8E5M2FNUZ) -> ()
  %r126 = math.exp %c8 : f8E5M2FNUZ
  func.call @use(%r126) : (f8E5M2FNUZ) -> ()
  %r127 = math.sqrt %c8 : f8E5M2FNUZ
  func.call @use(%r127) : (f8E5M2FNUZ) -> ()
  %r128 = math.copysign %c8, %m : f8E5M2FNUZ
  func.call @use(%r128) : (f8E5M2FNUZ) -> ()
  %r129 = math.copysign %m, %c8 : f8E5M2FNUZ
  func.call @use(%r129) : (f8E5M2FNUZ) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E5M2FNUZ
  func.call @use(%r130) : (f8E5M2FNUZ) -> ()
  %b131 = math.isnan %c8 : f8E5M2FNUZ
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E5M2FNUZ
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E5M2FNUZ
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E5M2FNUZ
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E5M2FNUZ
  func.call @use(%r135) : (f8E5M2FNUZ) -> ()
  %r136 = math.ceil %c9 : f8E5M2FNUZ
  func.call @use(%r136) : (f8E5M2FNUZ) -> ()
  %r137 = math.floor %c9 : f8E5M2FNUZ
  func.call @use(%r137) : (f8E5M2FNUZ) -> ()
  %r138 = math.roundeven %c9 : f8E5M2FNUZ
  func.call @use(%r138) : (f8E5M2FNUZ) -> ()
  %r139 = math.round %c9 : f8E5M2FNUZ
  func.call @use(%r139) : (f8E5M2FNUZ) -> ()
  %r140 = math.trunc %c9 : f8E5M2FNUZ
  func.call @use(%r140) : (f8E5M2FNUZ) -> ()
  %r141 = math.exp %c9 : f8E5M2FNUZ
  func.call @use(%r141) : (f8E5M2FNUZ) -> ()
  %r142 = math.sqrt %c9 : f8E5M2FNUZ
  func.call @use(%r142) : (f8E5M2FNUZ) -> ()
  %r143 = math.copysign %c9, %m : f8E5M2FNUZ
  func.call @use(%r143) : (f8E5M2FNUZ) -> ()
  %r144 = math.copysign %m, %c9 : f8E5M2FNUZ
  func.call @use(%r144) : (f8E5M2FNUZ) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E5M2FNUZ
  func.call @use(%r145) : (f8E5M2FNUZ) -> ()
  %b146 = math.isnan %c9 : f8E5M2FNUZ
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E5M2FNUZ
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E5M2FNUZ
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E5M2FNUZ
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E5M2FNUZ
  func.call @use(%r150) : (f8E5M2FNUZ) -> ()
  %r151 = math.ceil %c10 : f8E5M2FNUZ
  func.call @use(%r151) : (f8E5M2FNUZ) -> ()
  %r152 = math.floor %c10 : f8E5M2FNUZ
  func.call @use(%r152) : (f8E5M2FNUZ) -> ()
  %r153 = math.roundeven %c10 : f8E5M2FNUZ
  func.call @use(%r153) : (f8E5M2FNUZ) -> ()
  %r154 = math.round %c10 : f8E5M2FNUZ
  func.call @use(%r154) : (f8E5M2FNUZ) -> ()
  %r155 = math.trunc %c10 : f8E5M2FNUZ
  func.call @use(%r155) : (f8E5M2FNUZ) -> ()
  %r156 = math.exp %c10 : f8E5M2FNUZ
  func.call @use(%r156) : (f8E5M2FNUZ) -> ()
  %r157 = math.sqrt %c10 : f8E5M2FNUZ
  func.call @use(%r157) : (f8E5M2FNUZ) -> ()
  %r158 = math.copysign %c10, %m : f8E5M2FNUZ
  func.call @use(%r158) : (f8E5M2FNUZ) -> ()
  %r159 = math.copysign %m, %c10 : f8E5M2FNUZ
  func.call @use(%r159) : (f8E5M2FNUZ) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E5M2FNUZ
  func.call @use(%r160) : (f8E5M2FNUZ) -> ()
  %b161 = math.isnan %c10 : f8E5M2FNUZ
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E5M2FNUZ
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E5M2FNUZ
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E5M2FNUZ
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E5M2FNUZ
  func.call @use(%r165) : (f8E5M2FNUZ) -> ()
  %r166 = math.ceil %c11 : f8E5M2FNUZ
  func.call @use(%r166) : (f8E5M2FNUZ) -> ()
  %r167 = math.floor %c11 : f8E5M2FNUZ
  func.call @use(%r167) : (f8E5M2FNUZ) -> ()
  %r168 = math.roundeven %c11 : f8E5M2FNUZ
  func.call @use(%r168) : (f8E5M2FNUZ) -> ()
  %r169 = math.round %c11 : f8E5M2FNUZ
  func.call @use(%r169) : (f8E5M2FNUZ) -> ()
  %r170 = math.trunc %c11 : f8E5M2FNUZ
  func.call @use(%r170) : (f8E5M2FNUZ) -> ()
  %r171 = math.exp %c11 : f8E5M2FNUZ
  func.call @use(%r171) : (f8E5M2FNUZ) -> ()
  %r172 = math.sqrt %c11 : f8E5M2FNUZ
  func.call @use(%r172) : (f8E5M2FNUZ) -> ()
  %r173 = math.copysign %c11, %m : f8E5M2FNUZ
  func.call @use(%r173) : (f8E5M2FNUZ) -> ()
  %r174 = math.copysign %m, %c11 : f8E5M2FNUZ
  func.call @use(%r174) : (f8E5M2FNUZ) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E5M2FNUZ
  func.call @use(%r175) : (f8E5M2FNUZ) -> ()
  %b176 = math.isnan %c11 : f8E5M2FNUZ
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E5M2FNUZ
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E5M2FNUZ
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E5M2FNUZ
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E5M2FNUZ
  func.call @use(%r180) : (f8E5M2FNUZ) -> ()
  %r181 = math.ceil %c12 : f8E5M2FNUZ
  func.call @use(%r181) : (f8E5M2FNUZ) -> ()
  %r182 = math.floor %c12 : f8E5M2FNUZ
  func.call @use(%r182) : (f8E5M2FNUZ) -> ()
  %r183 = math.roundeven %c12 : f8E5M2FNUZ
  func.call @use(%r183) : (f8E5M2FNUZ) -> ()
  %r184 = math.round %c12 : f8E5M2FNUZ
  func.call @use(%r184) : (f8E5M2FNUZ) -> ()
  %r185 = math.trunc %c12 : f8E5M2FNUZ
  func.call @use(%r185) : (f8E5M2FNUZ) -> ()
  %r186 = math.exp %c12 : f8E5M2FNUZ
  func.call @use(%r186) : (f8E5M2FNUZ) -> ()
  %r187 = math.sqrt %c12 : f8E5M2FNUZ
  func.call @use(%r187) : (f8E5M2FNUZ) -> ()
  %r188 = math.copysign %c12, %m : f8E5M2FNUZ
  func.call @use(%r188) : (f8E5M2FNUZ) -> ()
  %r189 = math.copysign %m, %c12 : f8E5M2FNUZ
  func.call @use(%r189) : (f8E5M2FNUZ) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E5M2FNUZ
  func.call @use(%r190) : (f8E5M2FNUZ) -> ()
  %b191 = math.isnan %c12 : f8E5M2FNUZ
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E5M2FNUZ
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E5M2FNUZ
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E5M2FNUZ
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E5M2FNUZ
  func.call @use(%r195) : (f8E5M2FNUZ) -> ()
  %r196 = math.ceil %c13 : f8E5M2FNUZ
  func.call @use(%r196) : (f8E5M2FNUZ) -> ()
  %r197 = math.floor %c13 : f8E5M2FNUZ
  func.call @use(%r197) : (f8E5M2FNUZ) -> ()
  %r198 = math.roundeven %c13 : f8E5M2FNUZ
  func.call @use(%r198) : (f8E5M2FNUZ) -> ()
  %r199 = math.round %c13 : f8E5M2FNUZ
  func.call @use(%r199) : (f8E5M2FNUZ) -> ()
  %r200 = math.trunc %c13 : f8E5M2FNUZ
  func.call @use(%r200) : (f8E5M2FNUZ) -> ()
  %r201 = math.exp %c13 : f8E5M2FNUZ
  func.call @use(%r201) : (f8E5M2FNUZ) -> ()
  %r202 = math.sqrt %c13 : f8E5M2FNUZ
  func.call @use(%r202) : (f8E5M2FNUZ) -> ()
  %r203 = math.copysign %c13, %m : f8E5M2FNUZ
  func.call @use(%r203) : (f8E5M2FNUZ) -> ()
  %r204 = math.copysign %m, %c13 : f8E5M2FNUZ
  func.call @use(%r204) : (f8E5M2FNUZ) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E5M2FNUZ
  func.call @use(%r205) : (f8E5M2FNUZ) -> ()
  %b206 = math.isnan %c13 : f8E5M2FNUZ
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E5M2FNUZ
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E5M2FNUZ
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E5M2FNUZ
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E5M2FNUZ
  func.call @use(%r210) : (f8E5M2FNUZ) -> ()
  %r211 = math.ceil %c14 : f8E5M2FNUZ
  func.call @use(%r211) : (f8E5M2FNUZ) -> ()
  %r212 = math.floor %c14 : f8E5M2FNUZ
  func.call @use(%r212) : (f8E5M2FNUZ) -> ()
  %r213 = math.roundeven %c14 : f8E5M2FNUZ
  func.call @use(%r213) : (f8E5M2FNUZ) -> ()
  %r214 = math.round %c14 : f8E5M2FNUZ
  func.call @use(%r214) : (f8E5M2FNUZ) -> ()
  %r215 = math.trunc %c14 : f8E5M2FNUZ
  func.call @use(%r215) : (f8E5M2FNUZ) -> ()
  %r216 = math.exp %c14 : f8E5M2FNUZ
  func.call @use(%r216) : (f8E5M2FNUZ) -> ()
  %r217 = math.sqrt %c14 : f8E5M2FNUZ
  func.call @use(%r217) : (f8E5M2FNUZ) -> ()
  %r218 = math.copysign %c14, %m : f8E5M2FNUZ
  func.call @use(%r218) : (f8E5M2FNUZ) -> ()
  %r219 = math.copysign %m, %c14 : f8E5M2FNUZ
  func.call @use(%r219) : (f8E5M2FNUZ) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E5M2FNUZ
  func.call @use(%r220) : (f8E5M2FNUZ) -> ()
  %b221 = math.isnan %c14 : f8E5M2FNUZ
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E5M2FNUZ
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E5M2FNUZ
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E5M2FNUZ
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E4M3B11FNUZ)
func.func private @test(i1)

func.func @f8e4m3b11fnuz() {
  %c0 = arith.constant 0.0 : f8E4M3B11FNUZ
  %c1 = arith.constant -0.0 : f8E4M3B11FNUZ
  %c2 = arith.constant 0.5 : f8E4M3B11FNUZ
  %c3 = arith.constant -0.5 : f8E4M3B11FNUZ
  %c4 = arith.constant 1.5 : f8E4M3B11FNUZ
  %c5 = arith.constant 2.5 : f8E4M3B11FNUZ
  %c6 = arith.constant -2.5 : f8E4M3B11FNUZ
  %c7 = arith.constant 0.3 : f8E4M3B11FNUZ
  %c8 = arith.constant -1.75 : f8E4M3B11FNUZ
  %c9 = arith.constant 3.0 : f8E4M3B11FNUZ
  %c10 = arith.constant 100.3 : f8E4M3B11FNUZ
  %c11 = arith.constant 1.0e-5 : f8E4M3B11FNUZ
  %c12 = arith.constant 0x80 : f8E4M3B11FNUZ
  %c13 = arith.constant 0x01 : f8E4M3B11FNUZ
  %c14 = arith.constant 0x7F : f8E4M3B11FNUZ
  %m = arith.constant -1.0 : f8E4M3B11FNUZ
  %r0 = math.absf %c0 : f8E4M3B11FNUZ
  func.call @use(%r0) : (f8E4M3B11FNUZ) -> ()
  %r1 = math.ceil %c0 : f8E4M3B11FNUZ
  func.call @use(%r1) : (f8E4M3B11FNUZ) -> ()
  %r2 = math.floor %c0 : f8E4M3B11FNUZ
  func.call @use(%r2) : (f8E4M3B11FNUZ) -> ()
  %r3 = math.roundeven %c0 : f8E4M3B11FNUZ
  func.call @use(%r3) : (f8E4M3B11FNUZ) -> ()
  %r4 = math.round %c0 : f8E4M3B11FNUZ
  func.call @use(%r4) : (f8E4M3B11FNUZ) -> ()
  %r5 = math.trunc %c0 : f8E4M3B11FNUZ
  func.call @use(%r5) : (f8E4M3B11FNUZ) -> ()
  %r6 = math.exp %c0 : f8E4M3B11FNUZ
  func.call @use(%r6) : (f8E4M3B11FNUZ) -> ()
  %r7 = math.sqrt %c0 : f8E4M3B11FNUZ
  func.call @use(%r7) : (f8E4M3B11FNUZ) -> ()
  %r8 = math.copysign %c0, %m : f8E4M3B11FNUZ
  func.call @use(%r8) : (f8E4M3B11FNUZ) -> ()
  %r9 = math.copysign %m, %c0 : f8E4M3B11FNUZ
  func.call @use(%r9) : (f8E4M3B11FNUZ) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E4M3B11FNUZ
  func.call @use(%r10) : (f8E4M3B11FNUZ) -> ()
  %b11 = math.isnan %c0 : f8E4M3B11FNUZ
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E4M3B11FNUZ
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E4M3B11FNUZ
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E4M3B11FNUZ
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E4M3B11FNUZ
  func.call @use(%r15) : (f8E4M3B11FNUZ) -> ()
  %r16 = math.ceil %c1 : f8E4M3B11FNUZ
  func.call @use(%r16) : (f8E4M3B11FNUZ) -> ()
  %r17 = math.floor %c1 : f8E4M3B11FNUZ
  func.call @use(%r17) : (f8E4M3B11FNUZ) -> ()
  %r18 = math.roundeven %c1 : f8E4M3B11FNUZ
  func.call @use(%r18) : (f8E4M3B11FNUZ) -> ()
  %r19 = math.round %c1 : f8E4M3B11FNUZ
  func.call @use(%r19) : (f8E4M3B11FNUZ) -> ()
  %r20 = math.trunc %c1 : f8E4M3B11FNUZ
  func.call @use(%r20) : (f8E4M3B11FNUZ) -> ()
  %r21 = math.exp %c1 : f8E4M3B11FNUZ
  func.call @use(%r21) : (f8E4M3B11FNUZ) -> ()
  %r22 = math.sqrt %c1 : f8E4M3B11FNUZ
  func.call @use(%r22) : (f8E4M3B11FNUZ) -> ()
  %r23 = math.copysign %c1, %m : f8E4M3B11FNUZ
  func.call @use(%r23) : (f8E4M3B11FNUZ) -> ()
  %r24 = math.copysign %m, %c1 : f8E4M3B11FNUZ
  func.call @use(%r24) : (f8E4M3B11FNUZ) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E4M3B11FNUZ
  func.call @use(%r25) : (f8E4M3B11FNUZ) -> ()
  %b26 = math.isnan %c1 : f8E4M3B11FNUZ
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E4M3B11FNUZ
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E4M3B11FNUZ
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E4M3B11FNUZ
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E4M3B11FNUZ
  func.call @use(%r30) : (f8E4M3B11FNUZ) -> ()
  %r31 = math.ceil %c2 : f8E4M3B11FNUZ
  func.call @use(%r31) : (f8E4M3B11FNUZ) -> ()
  %r32 = math.floor %c2 : f8E4M3B11FNUZ
  func.call @use(%r32) : (f8E4M3B11FNUZ) -> ()
  %r33 = math.roundeven %c2 : f8E4M3B11FNUZ
  func.call @use(%r33) : (f8E4M3B11FNUZ) -> ()
  %r34 = math.round %c2 : f8E4M3B11FNUZ
  func.call @use(%r34) : (f8E4M3B11FNUZ) -> ()
  %r35 = math.trunc %c2 : f8E4M3B11FNUZ
  func.call @use(%r35) : (f8E4M3B11FNUZ) -> ()
  %r36 = math.exp %c2 : f8E4M3B11FNUZ
  func.call @use(%r36) : (f8E4M3B11FNUZ) -> ()
  %r37 = math.sqrt %c2 : f8E4M3B11FNUZ
  func.call @use(%r37) : (f8E4M3B11FNUZ) -> ()
  %r38 = math.copysign %c2, %m : f8E4M3B11FNUZ
  func.call @use(%r38) : (f8E4M3B11FNUZ) -> ()
  %r39 = math.copysign %m, %c2 : f8E4M3B11FNUZ
  func.call @use(%r39) : (f8E4M3B11FNUZ) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E4M3B11FNUZ
  func.call @use(%r40) : (f8E4M3B11FNUZ) -> ()
  %b41 = math.isnan %c2 : f8E4M3B11FNUZ
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E4M3B11FNUZ
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E4M3B11FNUZ
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E4M3B11FNUZ
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E4M3B11FNUZ
  func.call @use(%r45) : (f8E4M3B11FNUZ) -> ()
  %r46 = math.ceil %c3 : f8E4M3B11FNUZ
  func.call @use(%r46) : (f8E4M3B11FNUZ) -> ()
  %r47 = math.floor %c3 : f8E4M3B11FNUZ
  func.call @use(%r47) : (f8E4M3B11FNUZ) -> ()
  %r48 = math.roundeven %c3 : f8E4M3B11FNUZ
  func.call @use(%r48) : (f8E4M3B11FNUZ) -> ()
  %r49 = math.round %c3 : f8E4M3B11FNUZ
  func.call @use(%r49) : (f8E4M3B11FNUZ) -> ()
  %r50 = math.trunc %c3 : f8E4M3B11FNUZ
  func.call @use(%r50) : (f8E4M3B11FNUZ) -> ()
  %r51 = math.exp %c3 : f8E4M3B11FNUZ
  func.call @use(%r51) : (f8E4M3B11FNUZ) -> ()
  %r52 = math.sqrt %c3 : f8E4M3B11FNUZ
  func.call @use(%r52) : (f8E4M3B11FNUZ) -> ()
  %r53 = math.copysign %c3, %m : f8E4M3B11FNUZ
  func.call @use(%r53) : (f8E4M3B11FNUZ) -> ()
  %r54 = math.copysign %m, %c3 : f8E4M3B11FNUZ
  func.call @use(%r54) : (f8E4M3B11FNUZ) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E4M3B11FNUZ
  func.call @use(%r55) : (f8E4M3B11FNUZ) -> ()
  %b56 = math.isnan %c3 : f8E4M3B11FNUZ
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E4M3B11FNUZ
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E4M3B11FNUZ
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E4M3B11FNUZ
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E4M3B11FNUZ
  func.call @use(%r60) : (f8E4M3B11FNUZ) -> ()
  %r61 = math.ceil %c4 : f8E4M3B11FNUZ
  func.call @use(%r61) : (f8E4M3B11FNUZ) -> ()
  %r62 = math.floor %c4 : f8E4M3B11FNUZ
  func.call @use(%r62) : (f8E4M3B11FNUZ) -> ()
  %r63 = math.roundeven %c4 : f8E4M3B11FNUZ
  func.call @use(%r63) : (f8E4M3B11FNUZ) -> ()
  %r64 = math.round %c4 : f8E4M3B11FNUZ
  func.call @use(%r64) : (f8E4M3B11FNUZ) -> ()
  %r65 = math.trunc %c4 : f8E4M3B11FNUZ
  func.call @use(%r65) : (f8E4M3B11FNUZ) -> ()
  %r66 = math.exp %c4 : f8E4M3B11FNUZ
  func.call @use(%r66) : (f8E4M3B11FNUZ) -> ()
  %r67 = math.sqrt %c4 : f8E4M3B11FNUZ
  func.call @use(%r67) : (f8E4M3B11FNUZ) -> ()
  %r68 = math.copysign %c4, %m : f8E4M3B11FNUZ
  func.call @use(%r68) : (f8E4M3B11FNUZ) -> ()
  %r69 = math.copysign %m, %c4 : f8E4M3B11FNUZ
  func.call @use(%r69) : (f8E4M3B11FNUZ) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E4M3B11FNUZ
  func.call @use(%r70) : (f8E4M3B11FNUZ) -> ()
  %b71 = math.isnan %c4 : f8E4M3B11FNUZ
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E4M3B11FNUZ
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E4M3B11FNUZ
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E4M3B11FNUZ
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E4M3B11FNUZ
  func.call @use(%r75) : (f8E4M3B11FNUZ) -> ()
  %r76 = math.ceil %c5 : f8E4M3B11FNUZ
  func.call @use(%r76) : (f8E4M3B11FNUZ) -> ()
  %r77 = math.floor %c5 : f8E4M3B11FNUZ
  func.call @use(%r77) : (f8E4M3B11FNUZ) -> ()
  %r78 = math.roundeven %c5 : f8E4M3B11FNUZ
  func.call @use(%r78) : (f8E4M3B11FNUZ) -> ()
  %r79 = math.round %c5 : f8E4M3B11FNUZ
  func.call @use(%r79) : (f8E4M3B11FNUZ) -> ()
  %r80 = math.trunc %c5 : f8E4M3B11FNUZ
  func.call @use(%r80) : (f8E4M3B11FNUZ) -> ()
  %r81 = math.exp %c5 : f8E4M3B11FNUZ
  func.call @use(%r81) : (f8E4M3B11FNUZ) -> ()
  %r82 = math.sqrt %c5 : f8E4M3B11FNUZ
  func.call @use(%r82) : (f8E4M3B11FNUZ) -> ()
  %r83 = math.copysign %c5, %m : f8E4M3B11FNUZ
  func.call @use(%r83) : (f8E4M3B11FNUZ) -> ()
  %r84 = math.copysign %m, %c5 : f8E4M3B11FNUZ
  func.call @use(%r84) : (f8E4M3B11FNUZ) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E4M3B11FNUZ
  func.call @use(%r85) : (f8E4M3B11FNUZ) -> ()
  %b86 = math.isnan %c5 : f8E4M3B11FNUZ
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E4M3B11FNUZ
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E4M3B11FNUZ
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E4M3B11FNUZ
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E4M3B11FNUZ
  func.call @use(%r90) : (f8E4M3B11FNUZ) -> ()
  %r91 = math.ceil %c6 : f8E4M3B11FNUZ
  func.call @use(%r91) : (f8E4M3B11FNUZ) -> ()
  %r92 = math.floor %c6 : f8E4M3B11FNUZ
  func.call @use(%r92) : (f8E4M3B11FNUZ) -> ()
  %r93 = math.roundeven %c6 : f8E4M3B11FNUZ
  func.call @use(%r93) : (f8E4M3B11FNUZ) -> ()
  %r94 = math.round %c6 : f8E4M3B11FNUZ
  func.call @use(%r94) : (f8E4M3B11FNUZ) -> ()
  %r95 = math.trunc %c6 : f8E4M3B11FNUZ
  func.call @use(%r95) : (f8E4M3B11FNUZ) -> ()
  %r96 = math.exp %c6 : f8E4M3B11FNUZ
  func.call @use(%r96) : (f8E4M3B11FNUZ) -> ()
  %r97 = math.sqrt %c6 : f8E4M3B11FNUZ
  func.call @use(%r97) : (f8E4M3B11FNUZ) -> ()
  %r98 = math.copysign %c6, %m : f8E4M3B11FNUZ
  func.call @use(%r98) : (f8E4M3B11FNUZ) -> ()
  %r99 = math.copysign %m, %c6 : f8E4M3B11FNUZ
  func.call @use(%r99) : (f8E4M3B11FNUZ) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E4M3B11FNUZ
  func.call @use(%r100) : (f8E4M3B11FNUZ) -> ()
  %b101 = math.isnan %c6 : f8E4M3B11FNUZ
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E4M3B11FNUZ
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E4M3B11FNUZ
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E4M3B11FNUZ
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E4M3B11FNUZ
  func.call @use(%r105) : (f8E4M3B11FNUZ) -> ()
  %r106 = math.ceil %c7 : f8E4M3B11FNUZ
  func.call @use(%r106) : (f8E4M3B11FNUZ) -> ()
  %r107 = math.floor %c7 : f8E4M3B11FNUZ
  func.call @use(%r107) : (f8E4M3B11FNUZ) -> ()
  %r108 = math.roundeven %c7 : f8E4M3B11FNUZ
  func.call @use(%r108) : (f8E4M3B11FNUZ) -> ()
  %r109 = math.round %c7 : f8E4M3B11FNUZ
  func.call @use(%r109) : (f8E4M3B11FNUZ) -> ()
  %r110 = math.trunc %c7 : f8E4M3B11FNUZ
  func.call @use(%r110) : (f8E4M3B11FNUZ) -> ()
  %r111 = math.exp %c7 : f8E4M3B11FNUZ
  func.call @use(%r111) : (f8E4M3B11FNUZ) -> ()
  %r112 = math.sqrt %c7 : f8E4M3B11FNUZ
  func.call @use(%r112) : (f8E4M3B11FNUZ) -> ()
  %r113 = math.copysign %c7, %m : f8E4M3B11FNUZ
  func.call @use(%r113) : (f8E4M3B11FNUZ) -> ()
  %r114 = math.copysign %m, %c7 : f8E4M3B11FNUZ
  func.call @use(%r114) : (f8E4M3B11FNUZ) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E4M3B11FNUZ
  func.call @use(%r115) : (f8E4M3B11FNUZ) -> ()
  %b116 = math.isnan %c7 : f8E4M3B11FNUZ
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E4M3B11FNUZ
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E4M3B11FNUZ
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E4M3B11FNUZ
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E4M3B11FNUZ
  func.call @use(%r120) : (f8E4M3B11FNUZ) -> ()
  %r121 = math.ceil %c8 : f8E4M3B11FNUZ
  func.call @use(%r121) : (f8E4M3B11FNUZ) -> ()
  %r122 = math.floor %c8 : f8E4M3B11FNUZ
  func.call @use(%r122) : (f8E4M3B11FNUZ) -> ()
  %r123 = math.roundeven %c8 : f8E4M3B11FNUZ
  func.call @use(%r123) : (f8E4M3B11FNUZ) -> ()
  %r124 = math.round %c8 : f8E4M3B11FNUZ
  func.call @use(%r124) : (f8E4M3B11FNUZ) -> ()
  %r125 = math.trunc %c8 : f8E4M3B11FNUZ
  func.call @use(%r125) : (f8E4M3B11FNUZ) -> ()
  %r126 = math.exp %c8 : f8E4M3B11FNUZ
  func.call @use(%r126) : (f8E4M3B11FNUZ) -> ()
  %r127 = math.sqrt %c8 : f8E4M3B11FNUZ
  func.call @use(%r127) : (f8E4M3B11FNUZ) -> ()
  %r128 = math.copysign %c8, %m : f8E4M3B11FNUZ
  func.call @use(%r128) : (f8E4M3B11FNUZ) -> ()
  %r129 = math.copysign %m, %c8 : f8E4M3B11FNUZ
  func.call @use(%r129) : (f8E4M3B11FNUZ) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E4M3B11FNUZ
  func.call @use(%r130) : (f8E4M3B11FNUZ) -> ()
  %b131 = math.isnan %c8 : f8E4M3B11FNUZ
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E4M3B11FNUZ
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E4M3B11FNUZ
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E4M3B11FNUZ
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E4M3B11FNUZ
  func.call @use(%r135) : (f8E4M3B11FNUZ) -> ()
  %r136 = math.ceil %c9 : f8E4M3B11FNUZ
  func.call @use(%r136) : (f8E4M3B11FNUZ) -> ()
  %r137 = math.floor %c9 : f8E4M3B11FNUZ
  func.call @use(%r137) : (f8E4M3B11FNUZ) -> ()
  %r138 = math.roundeven %c9 : f8E4M3B11FNUZ
  func.call @use(%r138) : (f8E4M3B11FNUZ) -> ()
  %r139 = math.round %c9 : f8E4M3B11FNUZ
  func.call @use(%r139) : (f8E4M3B11FNUZ) -> ()
  %r140 = math.trunc %c9 : f8E4M3B11FNUZ
  func.call @use(%r140) : (f8E4M3B11FNUZ) -> ()
  %r141 = math.exp %c9 : f8E4M3B11FNUZ
  func.call @use(%r141) : (f8E4M3B11FNUZ) -> ()
  %r142 = math.sqrt %c9 : f8E4M3B11FNUZ
  func.call @use(%r142) : (f8E4M3B11FNUZ) -> ()
  %r143 = math.copysign %c9, %m : f8E4M3B11FNUZ
  func.call @use(%r143) : (f8E4M3B11FNUZ) -> ()
  %r144 = math.copysign %m, %c9 : f8E4M3B11FNUZ
  func.call @use(%r144) : (f8E4M3B11FNUZ) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E4M3B11FNUZ
  func.call @use(%r145) : (f8E4M3B11FNUZ) -> ()
  %b146 = math.isnan %c9 : f8E4M3B11FNUZ
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E4M3B11FNUZ
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E4M3B11FNUZ
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E4M3B11FNUZ
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E4M3B11FNUZ
  func.call @use(%r150) : (f8E4M3B11FNUZ) -> ()
  %r151 = math.ceil %c10 : f8E4M3B11FNUZ
  func.call @use(%r151) : (f8E4M3B11FNUZ) -> ()
  %r152 = math.floor %c10 : f8E4M3B11FNUZ
  func.call @use(%r152) : (f8E4M3B11FNUZ) -> ()
  %r153 = math.roundeven %c10 : f8E4M3B11FNUZ
  func.call @use(%r153) : (f8E4M3B11FNUZ) -> ()
  %r154 = math.round %c10 : f8E4M3B11FNUZ
  func.call @use(%r154) : (f8E4M3B11FNUZ) -> ()
  %r155 = math.trunc %c10 : f8E4M3B11FNUZ
  func.call @use(%r155) : (f8E4M3B11FNUZ) -> ()
  %r156 = math.exp %c10 : f8E4M3B11FNUZ
  func.call @use(%r156) : (f8E4M3B11FNUZ) -> ()
  %r157 = math.sqrt %c10 : f8E4M3B11FNUZ
  func.call @use(%r157) : (f8E4M3B11FNUZ) -> ()
  %r158 = math.copysign %c10, %m : f8E4M3B11FNUZ
  func.call @use(%r158) : (f8E4M3B11FNUZ) -> ()
  %r159 = math.copysign %m, %c10 : f8E4M3B11FNUZ
  func.call @use(%r159) : (f8E4M3B11FNUZ) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E4M3B11FNUZ
  func.call @use(%r160) : (f8E4M3B11FNUZ) -> ()
  %b161 = math.isnan %c10 : f8E4M3B11FNUZ
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E4M3B11FNUZ
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E4M3B11FNUZ
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E4M3B11FNUZ
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E4M3B11FNUZ
  func.call @use(%r165) : (f8E4M3B11FNUZ) -> ()
  %r166 = math.ceil %c11 : f8E4M3B11FNUZ
  func.call @use(%r166) : (f8E4M3B11FNUZ) -> ()
  %r167 = math.floor %c11 : f8E4M3B11FNUZ
  func.call @use(%r167) : (f8E4M3B11FNUZ) -> ()
  %r168 = math.roundeven %c11 : f8E4M3B11FNUZ
  func.call @use(%r168) : (f8E4M3B11FNUZ) -> ()
  %r169 = math.round %c11 : f8E4M3B11FNUZ
  func.call @use(%r169) : (f8E4M3B11FNUZ) -> ()
  %r170 = math.trunc %c11 : f8E4M3B11FNUZ
  func.call @use(%r170) : (f8E4M3B11FNUZ) -> ()
  %r171 = math.exp %c11 : f8E4M3B11FNUZ
  func.call @use(%r171) : (f8E4M3B11FNUZ) -> ()
  %r172 = math.sqrt %c11 : f8E4M3B11FNUZ
  func.call @use(%r172) : (f8E4M3B11FNUZ) -> ()
  %r173 = math.copysign %c11, %m : f8E4M3B11FNUZ
  func.call @use(%r173) : (f8E4M3B11FNUZ) -> ()
  %r174 = math.copysign %m, %c11 : f8E4M3B11FNUZ
  func.call @use(%r174) : (f8E4M3B11FNUZ) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E4M3B11FNUZ
  func.call @use(%r175) : (f8E4M3B11FNUZ) -> ()
  %b176 = math.isnan %c11 : f8E4M3B11FNUZ
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E4M3B11FNUZ
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E4M3B11FNUZ
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E4M3B11FNUZ
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E4M3B11FNUZ
  func.call @use(%r180) : (f8E4M3B11FNUZ) -> ()
  %r181 = math.ceil %c12 : f8E4M3B11FNUZ
  func.call @use(%r181) : (f8E4M3B11FNUZ) -> ()
  %r182 = math.floor %c12 : f8E4M3B11FNUZ
  func.call @use(%r182) : (f8E4M3B11FNUZ) -> ()
  %r183 = math.roundeven %c12 : f8E4M3B11FNUZ
  func.call @use(%r183) : (f8E4M3B11FNUZ) -> ()
  %r184 = math.round %c12 : f8E4M3B11FNUZ
  func.call @use(%r184) : (f8E4M3B11FNUZ) -> ()
  %r185 = math.trunc %c12 : f8E4M3B11FNUZ
  func.call @use(%r185) : (f8E4M3B11FNUZ) -> ()
  %r186 = math.exp %c12 : f8E4M3B11FNUZ
  func.call @use(%r186) : (f8E4M3B11FNUZ) -> ()
  %r187 = math.sqrt %c12 : f8E4M3B11FNUZ
  func.call @use(%r187) : (f8E4M3B11FNUZ) -> ()
  %r188 = math.copysign %c12, %m : f8E4M3B11FNUZ
  func.call @use(%r188) : (f8E4M3B11FNUZ) -> ()
  %r189 = math.copysign %m, %c12 : f8E4M3B11FNUZ
  func.call @use(%r189) : (f8E4M3B11FNUZ) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E4M3B11FNUZ
  func.call @use(%r190) : (f8E4M3B11FNUZ) -> ()
  %b191 = math.isnan %c12 : f8E4M3B11FNUZ
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E4M3B11FNUZ
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E4M3B11FNUZ
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E4M3B11FNUZ
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E4M3B11FNUZ
  func.call @use(%r195) : (f8E4M3B11FNUZ) -> ()
  %r196 = math.ceil %c13 : f8E4M3B11FNUZ
  func.call @use(%r196) : (f8E4M3B11FNUZ) -> ()
  %r197 = math.floor %c13 : f8E4M3B11FNUZ
  func.call @use(%r197) : (f8E4M3B11FNUZ) -> ()
  %r198 = math.roundeven %c13 : f8E4M3B11FNUZ
  func.call @use(%r198) : (f8E4M3B11FNUZ) -> ()
  %r199 = math.round %c13 : f8E4M3B11FNUZ
  func.call @use(%r199) : (f8E4M3B11FNUZ) -> ()
  %r200 = math.trunc %c13 : f8E4M3B11FNUZ
  func.call @use(%r200) : (f8E4M3B11FNUZ) -> ()
  %r201 = math.exp %c13 : f8E4M3B11FNUZ
  func.call @use(%r201) : (f8E4M3B11FNUZ) -> ()
  %r202 = math.sqrt %c13 : f8E4M3B11FNUZ
  func.call @use(%r202) : (f8E4M3B11FNUZ) -> ()
  %r203 = math.copysign %c13, %m : f8E4M3B11FNUZ
  func.call @use(%r203) : (f8E4M3B11FNUZ) -> ()
  %r204 = math.copysign %m, %c13 : f8E4M3B11FNUZ
  func.call @use(%r204) : (f8E4M3B11FNUZ) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E4M3B11FNUZ
  func.call @use(%r205) : (f8E4M3B11FNUZ) -> ()
  %b206 = math.isnan %c13 : f8E4M3B11FNUZ
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E4M3B11FNUZ
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E4M3B11FNUZ
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E4M3B11FNUZ
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E4M3B11FNUZ
  func.call @use(%r210) : (f8E4M3B11FNUZ) -> ()
  %r211 = math.ceil %c14 : f8E4M3B11FNUZ
  func.call @use(%r211) : (f8E4M3B11FNUZ) -> ()
  %r212 = math.floor %c14 : f8E4M3B11FNUZ
  func.call @use(%r212) : (f8E4M3B11FNUZ) -> ()
  %r213 = math.roundeven %c14 : f8E4M3B11FNUZ
  func.call @use(%r213) : (f8E4M3B11FNUZ) -> ()
  %r214 = math.round %c14 : f8E4M3B11FNUZ
  func.call @use(%r214) : (f8E4M3B11FNUZ) -> ()
  %r215 = math.trunc %c14 : f8E4M3B11FNUZ
  func.call @use(%r215) : (f8E4M3B11FNUZ) -> ()
  %r216 = math.exp %c14 : f8E4M3B11FNUZ
  func.call @use(%r216) : (f8E4M3B11FNUZ) -> ()
  %r217 = math.sqrt %c14 : f8E4M3B11FNUZ
  func.call @use(%r217) : (f8E4M3B11FNUZ) -> ()
  %r218 = math.copysign %c14, %m : f8E4M3B11FNUZ
  func.call @use(%r218) : (f8E4M3B11FNUZ) -> ()
  %r219 = math.copysign %m, %c14 : f8E4M3B11FNUZ
  func.call @use(%r219) : (f8E4M3B11FNUZ) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E4M3B11FNUZ
  func.call @use(%r220) : (f8E4M3B11FNUZ) -> ()
  %b221 = math.isnan %c14 : f8E4M3B11FNUZ
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E4M3B11FNUZ
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E4M3B11FNUZ
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E4M3B11FNUZ
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E3M4)
func.func private @test(i1)

func.func @f8e3m4() {
  %c0 = arith.constant 0.0 : f8E3M4
  %c1 = arith.constant -0.0 : f8E3M4
  %c2 = arith.constant 0.5 : f8E3M4
  %c3 = arith.constant -0.5 : f8E3M4
  %c4 = arith.constant 1.5 : f8E3M4
  %c5 = arith.constant 2.5 : f8E3M4
  %c6 = arith.constant -2.5 : f8E3M4
  %c7 = arith.constant 0.3 : f8E3M4
  %c8 = arith.constant -1.75 : f8E3M4
  %c9 = arith.constant 3.0 : f8E3M4
  %c10 = arith.constant 100.3 : f8E3M4
  %c11 = arith.constant 1.0e-5 : f8E3M4
  %c12 = arith.constant 0x70 : f8E3M4
  %c13 = arith.constant 0x78 : f8E3M4
  %c14 = arith.constant 0x74 : f8E3M4
  %c15 = arith.constant 0x01 : f8E3M4
  %m = arith.constant -1.0 : f8E3M4
  %r0 = math.absf %c0 : f8E3M4
  func.call @use(%r0) : (f8E3M4) -> ()
  %r1 = math.ceil %c0 : f8E3M4
  func.call @use(%r1) : (f8E3M4) -> ()
  %r2 = math.floor %c0 : f8E3M4
  func.call @use(%r2) : (f8E3M4) -> ()
  %r3 = math.roundeven %c0 : f8E3M4
  func.call @use(%r3) : (f8E3M4) -> ()
  %r4 = math.round %c0 : f8E3M4
  func.call @use(%r4) : (f8E3M4) -> ()
  %r5 = math.trunc %c0 : f8E3M4
  func.call @use(%r5) : (f8E3M4) -> ()
  %r6 = math.exp %c0 : f8E3M4
  func.call @use(%r6) : (f8E3M4) -> ()
  %r7 = math.sqrt %c0 : f8E3M4
  func.call @use(%r7) : (f8E3M4) -> ()
  %r8 = math.copysign %c0, %m : f8E3M4
  func.call @use(%r8) : (f8E3M4) -> ()
  %r9 = math.copysign %m, %c0 : f8E3M4
  func.call @use(%r9) : (f8E3M4) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E3M4
  func.call @use(%r10) : (f8E3M4) -> ()
  %b11 = math.isnan %c0 : f8E3M4
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E3M4
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E3M4
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E3M4
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E3M4
  func.call @use(%r15) : (f8E3M4) -> ()
  %r16 = math.ceil %c1 : f8E3M4
  func.call @use(%r16) : (f8E3M4) -> ()
  %r17 = math.floor %c1 : f8E3M4
  func.call @use(%r17) : (f8E3M4) -> ()
  %r18 = math.roundeven %c1 : f8E3M4
  func.call @use(%r18) : (f8E3M4) -> ()
  %r19 = math.round %c1 : f8E3M4
  func.call @use(%r19) : (f8E3M4) -> ()
  %r20 = math.trunc %c1 : f8E3M4
  func.call @use(%r20) : (f8E3M4) -> ()
  %r21 = math.exp %c1 : f8E3M4
  func.call @use(%r21) : (f8E3M4) -> ()
  %r22 = math.sqrt %c1 : f8E3M4
  func.call @use(%r22) : (f8E3M4) -> ()
  %r23 = math.copysign %c1, %m : f8E3M4
  func.call @use(%r23) : (f8E3M4) -> ()
  %r24 = math.copysign %m, %c1 : f8E3M4
  func.call @use(%r24) : (f8E3M4) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E3M4
  func.call @use(%r25) : (f8E3M4) -> ()
  %b26 = math.isnan %c1 : f8E3M4
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E3M4
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E3M4
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E3M4
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E3M4
  func.call @use(%r30) : (f8E3M4) -> ()
  %r31 = math.ceil %c2 : f8E3M4
  func.call @use(%r31) : (f8E3M4) -> ()
  %r32 = math.floor %c2 : f8E3M4
  func.call @use(%r32) : (f8E3M4) -> ()
  %r33 = math.roundeven %c2 : f8E3M4
  func.call @use(%r33) : (f8E3M4) -> ()
  %r34 = math.round %c2 : f8E3M4
  func.call @use(%r34) : (f8E3M4) -> ()
  %r35 = math.trunc %c2 : f8E3M4
  func.call @use(%r35) : (f8E3M4) -> ()
  %r36 = math.exp %c2 : f8E3M4
  func.call @use(%r36) : (f8E3M4) -> ()
  %r37 = math.sqrt %c2 : f8E3M4
  func.call @use(%r37) : (f8E3M4) -> ()
  %r38 = math.copysign %c2, %m : f8E3M4
  func.call @use(%r38) : (f8E3M4) -> ()
  %r39 = math.copysign %m, %c2 : f8E3M4
  func.call @use(%r39) : (f8E3M4) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E3M4
  func.call @use(%r40) : (f8E3M4) -> ()
  %b41 = math.isnan %c2 : f8E3M4
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E3M4
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E3M4
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E3M4
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E3M4
  func.call @use(%r45) : (f8E3M4) -> ()
  %r46 = math.ceil %c3 : f8E3M4
  func.call @use(%r46) : (f8E3M4) -> ()
  %r47 = math.floor %c3 : f8E3M4
  func.call @use(%r47) : (f8E3M4) -> ()
  %r48 = math.roundeven %c3 : f8E3M4
  func.call @use(%r48) : (f8E3M4) -> ()
  %r49 = math.round %c3 : f8E3M4
  func.call @use(%r49) : (f8E3M4) -> ()
  %r50 = math.trunc %c3 : f8E3M4
  func.call @use(%r50) : (f8E3M4) -> ()
  %r51 = math.exp %c3 : f8E3M4
  func.call @use(%r51) : (f8E3M4) -> ()
  %r52 = math.sqrt %c3 : f8E3M4
  func.call @use(%r52) : (f8E3M4) -> ()
  %r53 = math.copysign %c3, %m : f8E3M4
  func.call @use(%r53) : (f8E3M4) -> ()
  %r54 = math.copysign %m, %c3 : f8E3M4
  func.call @use(%r54) : (f8E3M4) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E3M4
  func.call @use(%r55) : (f8E3M4) -> ()
  %b56 = math.isnan %c3 : f8E3M4
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E3M4
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E3M4
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E3M4
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E3M4
  func.call @use(%r60) : (f8E3M4) -> ()
  %r61 = math.ceil %c4 : f8E3M4
  func.call @use(%r61) : (f8E3M4) -> ()
  %r62 = math.floor %c4 : f8E3M4
  func.call @use(%r62) : (f8E3M4) -> ()
  %r63 = math.roundeven %c4 : f8E3M4
  func.call @use(%r63) : (f8E3M4) -> ()
  %r64 = math.round %c4 : f8E3M4
  func.call @use(%r64) : (f8E3M4) -> ()
  %r65 = math.trunc %c4 : f8E3M4
  func.call @use(%r65) : (f8E3M4) -> ()
  %r66 = math.exp %c4 : f8E3M4
  func.call @use(%r66) : (f8E3M4) -> ()
  %r67 = math.sqrt %c4 : f8E3M4
  func.call @use(%r67) : (f8E3M4) -> ()
  %r68 = math.copysign %c4, %m : f8E3M4
  func.call @use(%r68) : (f8E3M4) -> ()
  %r69 = math.copysign %m, %c4 : f8E3M4
  func.call @use(%r69) : (f8E3M4) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E3M4
  func.call @use(%r70) : (f8E3M4) -> ()
  %b71 = math.isnan %c4 : f8E3M4
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E3M4
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E3M4
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E3M4
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E3M4
  func.call @use(%r75) : (f8E3M4) -> ()
  %r76 = math.ceil %c5 : f8E3M4
  func.call @use(%r76) : (f8E3M4) -> ()
  %r77 = math.floor %c5 : f8E3M4
  func.call @use(%r77) : (f8E3M4) -> ()
  %r78 = math.roundeven %c5 : f8E3M4
  func.call @use(%r78) : (f8E3M4) -> ()
  %r79 = math.round %c5 : f8E3M4
  func.call @use(%r79) : (f8E3M4) -> ()
  %r80 = math.trunc %c5 : f8E3M4
  func.call @use(%r80) : (f8E3M4) -> ()
  %r81 = math.exp %c5 : f8E3M4
  func.call @use(%r81) : (f8E3M4) -> ()
  %r82 = math.sqrt %c5 : f8E3M4
  func.call @use(%r82) : (f8E3M4) -> ()
  %r83 = math.copysign %c5, %m : f8E3M4
  func.call @use(%r83) : (f8E3M4) -> ()
  %r84 = math.copysign %m, %c5 : f8E3M4
  func.call @use(%r84) : (f8E3M4) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E3M4
  func.call @use(%r85) : (f8E3M4) -> ()
  %b86 = math.isnan %c5 : f8E3M4
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E3M4
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E3M4
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E3M4
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E3M4
  func.call @use(%r90) : (f8E3M4) -> ()
  %r91 = math.ceil %c6 : f8E3M4
  func.call @use(%r91) : (f8E3M4) -> ()
  %r92 = math.floor %c6 : f8E3M4
  func.call @use(%r92) : (f8E3M4) -> ()
  %r93 = math.roundeven %c6 : f8E3M4
  func.call @use(%r93) : (f8E3M4) -> ()
  %r94 = math.round %c6 : f8E3M4
  func.call @use(%r94) : (f8E3M4) -> ()
  %r95 = math.trunc %c6 : f8E3M4
  func.call @use(%r95) : (f8E3M4) -> ()
  %r96 = math.exp %c6 : f8E3M4
  func.call @use(%r96) : (f8E3M4) -> ()
  %r97 = math.sqrt %c6 : f8E3M4
  func.call @use(%r97) : (f8E3M4) -> ()
  %r98 = math.copysign %c6, %m : f8E3M4
  func.call @use(%r98) : (f8E3M4) -> ()
  %r99 = math.copysign %m, %c6 : f8E3M4
  func.call @use(%r99) : (f8E3M4) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E3M4
  func.call @use(%r100) : (f8E3M4) -> ()
  %b101 = math.isnan %c6 : f8E3M4
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E3M4
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E3M4
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E3M4
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E3M4
  func.call @use(%r105) : (f8E3M4) -> ()
  %r106 = math.ceil %c7 : f8E3M4
  func.call @use(%r106) : (f8E3M4) -> ()
  %r107 = math.floor %c7 : f8E3M4
  func.call @use(%r107) : (f8E3M4) -> ()
  %r108 = math.roundeven %c7 : f8E3M4
  func.call @use(%r108) : (f8E3M4) -> ()
  %r109 = math.round %c7 : f8E3M4
  func.call @use(%r109) : (f8E3M4) -> ()
  %r110 = math.trunc %c7 : f8E3M4
  func.call @use(%r110) : (f8E3M4) -> ()
  %r111 = math.exp %c7 : f8E3M4
  func.call @use(%r111) : (f8E3M4) -> ()
  %r112 = math.sqrt %c7 : f8E3M4
  func.call @use(%r112) : (f8E3M4) -> ()
  %r113 = math.copysign %c7, %m : f8E3M4
  func.call @use(%r113) : (f8E3M4) -> ()
  %r114 = math.copysign %m, %c7 : f8E3M4
  func.call @use(%r114) : (f8E3M4) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E3M4
  func.call @use(%r115) : (f8E3M4) -> ()
  %b116 = math.isnan %c7 : f8E3M4
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E3M4
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E3M4
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E3M4
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E3M4
  func.call @use(%r120) : (f8E3M4) -> ()
  %r121 = math.ceil %c8 : f8E3M4
  func.call @use(%r121) : (f8E3M4) -> ()
  %r122 = math.floor %c8 : f8E3M4
  func.call @use(%r122) : (f8E3M4) -> ()
  %r123 = math.roundeven %c8 : f8E3M4
  func.call @use(%r123) : (f8E3M4) -> ()
  %r124 = math.round %c8 : f8E3M4
  func.call @use(%r124) : (f8E3M4) -> ()
  %r125 = math.trunc %c8 : f8E3M4
  func.call @use(%r125) : (f8E3M4) -> ()
  %r126 = math.exp %c8 : f8E3M4
  func.call @use(%r126) : (f8E3M4) -> ()
  %r127 = math.sqrt %c8 : f8E3M4
  func.call @use(%r127) : (f8E3M4) -> ()
  %r128 = math.copysign %c8, %m : f8E3M4
  func.call @use(%r128) : (f8E3M4) -> ()
  %r129 = math.copysign %m, %c8 : f8E3M4
  func.call @use(%r129) : (f8E3M4) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E3M4
  func.call @use(%r130) : (f8E3M4) -> ()
  %b131 = math.isnan %c8 : f8E3M4
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E3M4
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E3M4
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E3M4
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E3M4
  func.call @use(%r135) : (f8E3M4) -> ()
  %r136 = math.ceil %c9 : f8E3M4
  func.call @use(%r136) : (f8E3M4) -> ()
  %r137 = math.floor %c9 : f8E3M4
  func.call @use(%r137) : (f8E3M4) -> ()
  %r138 = math.roundeven %c9 : f8E3M4
  func.call @use(%r138) : (f8E3M4) -> ()
  %r139 = math.round %c9 : f8E3M4
  func.call @use(%r139) : (f8E3M4) -> ()
  %r140 = math.trunc %c9 : f8E3M4
  func.call @use(%r140) : (f8E3M4) -> ()
  %r141 = math.exp %c9 : f8E3M4
  func.call @use(%r141) : (f8E3M4) -> ()
  %r142 = math.sqrt %c9 : f8E3M4
  func.call @use(%r142) : (f8E3M4) -> ()
  %r143 = math.copysign %c9, %m : f8E3M4
  func.call @use(%r143) : (f8E3M4) -> ()
  %r144 = math.copysign %m, %c9 : f8E3M4
  func.call @use(%r144) : (f8E3M4) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E3M4
  func.call @use(%r145) : (f8E3M4) -> ()
  %b146 = math.isnan %c9 : f8E3M4
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E3M4
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E3M4
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E3M4
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E3M4
  func.call @use(%r150) : (f8E3M4) -> ()
  %r151 = math.ceil %c10 : f8E3M4
  func.call @use(%r151) : (f8E3M4) -> ()
  %r152 = math.floor %c10 : f8E3M4
  func.call @use(%r152) : (f8E3M4) -> ()
  %r153 = math.roundeven %c10 : f8E3M4
  func.call @use(%r153) : (f8E3M4) -> ()
  %r154 = math.round %c10 : f8E3M4
  func.call @use(%r154) : (f8E3M4) -> ()
  %r155 = math.trunc %c10 : f8E3M4
  func.call @use(%r155) : (f8E3M4) -> ()
  %r156 = math.exp %c10 : f8E3M4
  func.call @use(%r156) : (f8E3M4) -> ()
  %r157 = math.sqrt %c10 : f8E3M4
  func.call @use(%r157) : (f8E3M4) -> ()
  %r158 = math.copysign %c10, %m : f8E3M4
  func.call @use(%r158) : (f8E3M4) -> ()
  %r159 = math.copysign %m, %c10 : f8E3M4
  func.call @use(%r159) : (f8E3M4) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E3M4
  func.call @use(%r160) : (f8E3M4) -> ()
  %b161 = math.isnan %c10 : f8E3M4
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E3M4
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E3M4
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E3M4
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E3M4
  func.call @use(%r165) : (f8E3M4) -> ()
  %r166 = math.ceil %c11 : f8E3M4
  func.call @use(%r166) : (f8E3M4) -> ()
  %r167 = math.floor %c11 : f8E3M4
  func.call @use(%r167) : (f8E3M4) -> ()
  %r168 = math.roundeven %c11 : f8E3M4
  func.call @use(%r168) : (f8E3M4) -> ()
  %r169 = math.round %c11 : f8E3M4
  func.call @use(%r169) : (f8E3M4) -> ()
  %r170 = math.trunc %c11 : f8E3M4
  func.call @use(%r170) : (f8E3M4) -> ()
  %r171 = math.exp %c11 : f8E3M4
  func.call @use(%r171) : (f8E3M4) -> ()
  %r172 = math.sqrt %c11 : f8E3M4
  func.call @use(%r172) : (f8E3M4) -> ()
  %r173 = math.copysign %c11, %m : f8E3M4
  func.call @use(%r173) : (f8E3M4) -> ()
  %r174 = math.copysign %m, %c11 : f8E3M4
  func.call @use(%r174) : (f8E3M4) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E3M4
  func.call @use(%r175) : (f8E3M4) -> ()
  %b176 = math.isnan %c11 : f8E3M4
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E3M4
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E3M4
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E3M4
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E3M4
  func.call @use(%r180) : (f8E3M4) -> ()
  %r181 = math.ceil %c12 : f8E3M4
  func.call @use(%r181) : (f8E3M4) -> ()
  %r182 = math.floor %c12 : f8E3M4
  func.call @use(%r182) : (f8E3M4) -> ()
  %r183 = math.roundeven %c12 : f8E3M4
  func.call @use(%r183) : (f8E3M4) -> ()
  %r184 = math.round %c12 : f8E3M4
  func.call @use(%r184) : (f8E3M4) -> ()
  %r185 = math.trunc %c12 : f8E3M4
  func.call @use(%r185) : (f8E3M4) -> ()
  %r186 = math.exp %c12 : f8E3M4
  func.call @use(%r186) : (f8E3M4) -> ()
  %r187 = math.sqrt %c12 : f8E3M4
  func.call @use(%r187) : (f8E3M4) -> ()
  %r188 = math.copysign %c12, %m : f8E3M4
  func.call @use(%r188) : (f8E3M4) -> ()
  %r189 = math.copysign %m, %c12 : f8E3M4
  func.call @use(%r189) : (f8E3M4) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E3M4
  func.call @use(%r190) : (f8E3M4) -> ()
  %b191 = math.isnan %c12 : f8E3M4
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E3M4
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E3M4
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E3M4
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E3M4
  func.call @use(%r195) : (f8E3M4) -> ()
  %r196 = math.ceil %c13 : f8E3M4
  func.call @use(%r196) : (f8E3M4) -> ()
  %r197 = math.floor %c13 : f8E3M4
  func.call @use(%r197) : (f8E3M4) -> ()
  %r198 = math.roundeven %c13 : f8E3M4
  func.call @use(%r198) : (f8E3M4) -> ()
  %r199 = math.round %c13 : f8E3M4
  func.call @use(%r199) : (f8E3M4) -> ()
  %r200 = math.trunc %c13 : f8E3M4
  func.call @use(%r200) : (f8E3M4) -> ()
  %r201 = math.exp %c13 : f8E3M4
  func.call @use(%r201) : (f8E3M4) -> ()
  %r202 = math.sqrt %c13 : f8E3M4
  func.call @use(%r202) : (f8E3M4) -> ()
  %r203 = math.copysign %c13, %m : f8E3M4
  func.call @use(%r203) : (f8E3M4) -> ()
  %r204 = math.copysign %m, %c13 : f8E3M4
  func.call @use(%r204) : (f8E3M4) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E3M4
  func.call @use(%r205) : (f8E3M4) -> ()
  %b206 = math.isnan %c13 : f8E3M4
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E3M4
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E3M4
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E3M4
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E3M4
  func.call @use(%r210) : (f8E3M4) -> ()
  %r211 = math.ceil %c14 : f8E3M4
  func.call @use(%r211) : (f8E3M4) -> ()
  %r212 = math.floor %c14 : f8E3M4
  func.call @use(%r212) : (f8E3M4) -> ()
  %r213 = math.roundeven %c14 : f8E3M4
  func.call @use(%r213) : (f8E3M4) -> ()
  %r214 = math.round %c14 : f8E3M4
  func.call @use(%r214) : (f8E3M4) -> ()
  %r215 = math.trunc %c14 : f8E3M4
  func.call @use(%r215) : (f8E3M4) -> ()
  %r216 = math.exp %c14 : f8E3M4
  func.call @use(%r216) : (f8E3M4) -> ()
  %r217 = math.sqrt %c14 : f8E3M4
  func.call @use(%r217) : (f8E3M4) -> ()
  %r218 = math.copysign %c14, %m : f8E3M4
  func.call @use(%r218) : (f8E3M4) -> ()
  %r219 = math.copysign %m, %c14 : f8E3M4
  func.call @use(%r219) : (f8E3M4) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E3M4
  func.call @use(%r220) : (f8E3M4) -> ()
  %b221 = math.isnan %c14 : f8E3M4
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E3M4
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E3M4
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E3M4
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f8E3M4
  func.call @use(%r225) : (f8E3M4) -> ()
  %r226 = math.ceil %c15 : f8E3M4
  func.call @use(%r226) : (f8E3M4) -> ()
  %r227 = math.floor %c15 : f8E3M4
  func.call @use(%r227) : (f8E3M4) -> ()
  %r228 = math.roundeven %c15 : f8E3M4
  func.call @use(%r228) : (f8E3M4) -> ()
  %r229 = math.round %c15 : f8E3M4
  func.call @use(%r229) : (f8E3M4) -> ()
  %r230 = math.trunc %c15 : f8E3M4
  func.call @use(%r230) : (f8E3M4) -> ()
  %r231 = math.exp %c15 : f8E3M4
  func.call @use(%r231) : (f8E3M4) -> ()
  %r232 = math.sqrt %c15 : f8E3M4
  func.call @use(%r232) : (f8E3M4) -> ()
  %r233 = math.copysign %c15, %m : f8E3M4
  func.call @use(%r233) : (f8E3M4) -> ()
  %r234 = math.copysign %m, %c15 : f8E3M4
  func.call @use(%r234) : (f8E3M4) -> ()
  %r235 = math.atan2 %c15, %c15 : f8E3M4
  func.call @use(%r235) : (f8E3M4) -> ()
  %b236 = math.isnan %c15 : f8E3M4
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f8E3M4
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f8E3M4
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f8E3M4
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E4M3)
func.func private @test(i1)

func.func @f8e4m3() {
  %c0 = arith.constant 0.0 : f8E4M3
  %c1 = arith.constant -0.0 : f8E4M3
  %c2 = arith.constant 0.5 : f8E4M3
  %c3 = arith.constant -0.5 : f8E4M3
  %c4 = arith.constant 1.5 : f8E4M3
  %c5 = arith.constant 2.5 : f8E4M3
  %c6 = arith.constant -2.5 : f8E4M3
  %c7 = arith.constant 0.3 : f8E4M3
  %c8 = arith.constant -1.75 : f8E4M3
  %c9 = arith.constant 3.0 : f8E4M3
  %c10 = arith.constant 100.3 : f8E4M3
  %c11 = arith.constant 1.0e-5 : f8E4M3
  %c12 = arith.constant 0x78 : f8E4M3
  %c13 = arith.constant 0x7C : f8E4M3
  %c14 = arith.constant 0x7A : f8E4M3
  %c15 = arith.constant 0x01 : f8E4M3
  %m = arith.constant -1.0 : f8E4M3
  %r0 = math.absf %c0 : f8E4M3
  func.call @use(%r0) : (f8E4M3) -> ()
  %r1 = math.ceil %c0 : f8E4M3
  func.call @use(%r1) : (f8E4M3) -> ()
  %r2 = math.floor %c0 : f8E4M3
  func.call @use(%r2) : (f8E4M3) -> ()
  %r3 = math.roundeven %c0 : f8E4M3
  func.call @use(%r3) : (f8E4M3) -> ()
  %r4 = math.round %c0 : f8E4M3
  func.call @use(%r4) : (f8E4M3) -> ()
  %r5 = math.trunc %c0 : f8E4M3
  func.call @use(%r5) : (f8E4M3) -> ()
  %r6 = math.exp %c0 : f8E4M3
  func.call @use(%r6) : (f8E4M3) -> ()
  %r7 = math.sqrt %c0 : f8E4M3
  func.call @use(%r7) : (f8E4M3) -> ()
  %r8 = math.copysign %c0, %m : f8E4M3
  func.call @use(%r8) : (f8E4M3) -> ()
  %r9 = math.copysign %m, %c0 : f8E4M3
  func.call @use(%r9) : (f8E4M3) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E4M3
  func.call @use(%r10) : (f8E4M3) -> ()
  %b11 = math.isnan %c0 : f8E4M3
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E4M3
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E4M3
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E4M3
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E4M3
  func.call @use(%r15) : (f8E4M3) -> ()
  %r16 = math.ceil %c1 : f8E4M3
  func.call @use(%r16) : (f8E4M3) -> ()
  %r17 = math.floor %c1 : f8E4M3
  func.call @use(%r17) : (f8E4M3) -> ()
  %r18 = math.roundeven %c1 : f8E4M3
  func.call @use(%r18) : (f8E4M3) -> ()
  %r19 = math.round %c1 : f8E4M3
  func.call @use(%r19) : (f8E4M3) -> ()
  %r20 = math.trunc %c1 : f8E4M3
  func.call @use(%r20) : (f8E4M3) -> ()
  %r21 = math.exp %c1 : f8E4M3
  func.call @use(%r21) : (f8E4M3) -> ()
  %r22 = math.sqrt %c1 : f8E4M3
  func.call @use(%r22) : (f8E4M3) -> ()
  %r23 = math.copysign %c1, %m : f8E4M3
  func.call @use(%r23) : (f8E4M3) -> ()
  %r24 = math.copysign %m, %c1 : f8E4M3
  func.call @use(%r24) : (f8E4M3) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E4M3
  func.call @use(%r25) : (f8E4M3) -> ()
  %b26 = math.isnan %c1 : f8E4M3
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E4M3
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E4M3
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E4M3
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E4M3
  func.call @use(%r30) : (f8E4M3) -> ()
  %r31 = math.ceil %c2 : f8E4M3
  func.call @use(%r31) : (f8E4M3) -> ()
  %r32 = math.floor %c2 : f8E4M3
  func.call @use(%r32) : (f8E4M3) -> ()
  %r33 = math.roundeven %c2 : f8E4M3
  func.call @use(%r33) : (f8E4M3) -> ()
  %r34 = math.round %c2 : f8E4M3
  func.call @use(%r34) : (f8E4M3) -> ()
  %r35 = math.trunc %c2 : f8E4M3
  func.call @use(%r35) : (f8E4M3) -> ()
  %r36 = math.exp %c2 : f8E4M3
  func.call @use(%r36) : (f8E4M3) -> ()
  %r37 = math.sqrt %c2 : f8E4M3
  func.call @use(%r37) : (f8E4M3) -> ()
  %r38 = math.copysign %c2, %m : f8E4M3
  func.call @use(%r38) : (f8E4M3) -> ()
  %r39 = math.copysign %m, %c2 : f8E4M3
  func.call @use(%r39) : (f8E4M3) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E4M3
  func.call @use(%r40) : (f8E4M3) -> ()
  %b41 = math.isnan %c2 : f8E4M3
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E4M3
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E4M3
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E4M3
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E4M3
  func.call @use(%r45) : (f8E4M3) -> ()
  %r46 = math.ceil %c3 : f8E4M3
  func.call @use(%r46) : (f8E4M3) -> ()
  %r47 = math.floor %c3 : f8E4M3
  func.call @use(%r47) : (f8E4M3) -> ()
  %r48 = math.roundeven %c3 : f8E4M3
  func.call @use(%r48) : (f8E4M3) -> ()
  %r49 = math.round %c3 : f8E4M3
  func.call @use(%r49) : (f8E4M3) -> ()
  %r50 = math.trunc %c3 : f8E4M3
  func.call @use(%r50) : (f8E4M3) -> ()
  %r51 = math.exp %c3 : f8E4M3
  func.call @use(%r51) : (f8E4M3) -> ()
  %r52 = math.sqrt %c3 : f8E4M3
  func.call @use(%r52) : (f8E4M3) -> ()
  %r53 = math.copysign %c3, %m : f8E4M3
  func.call @use(%r53) : (f8E4M3) -> ()
  %r54 = math.copysign %m, %c3 : f8E4M3
  func.call @use(%r54) : (f8E4M3) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E4M3
  func.call @use(%r55) : (f8E4M3) -> ()
  %b56 = math.isnan %c3 : f8E4M3
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E4M3
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E4M3
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E4M3
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E4M3
  func.call @use(%r60) : (f8E4M3) -> ()
  %r61 = math.ceil %c4 : f8E4M3
  func.call @use(%r61) : (f8E4M3) -> ()
  %r62 = math.floor %c4 : f8E4M3
  func.call @use(%r62) : (f8E4M3) -> ()
  %r63 = math.roundeven %c4 : f8E4M3
  func.call @use(%r63) : (f8E4M3) -> ()
  %r64 = math.round %c4 : f8E4M3
  func.call @use(%r64) : (f8E4M3) -> ()
  %r65 = math.trunc %c4 : f8E4M3
  func.call @use(%r65) : (f8E4M3) -> ()
  %r66 = math.exp %c4 : f8E4M3
  func.call @use(%r66) : (f8E4M3) -> ()
  %r67 = math.sqrt %c4 : f8E4M3
  func.call @use(%r67) : (f8E4M3) -> ()
  %r68 = math.copysign %c4, %m : f8E4M3
  func.call @use(%r68) : (f8E4M3) -> ()
  %r69 = math.copysign %m, %c4 : f8E4M3
  func.call @use(%r69) : (f8E4M3) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E4M3
  func.call @use(%r70) : (f8E4M3) -> ()
  %b71 = math.isnan %c4 : f8E4M3
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E4M3
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E4M3
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E4M3
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E4M3
  func.call @use(%r75) : (f8E4M3) -> ()
  %r76 = math.ceil %c5 : f8E4M3
  func.call @use(%r76) : (f8E4M3) -> ()
  %r77 = math.floor %c5 : f8E4M3
  func.call @use(%r77) : (f8E4M3) -> ()
  %r78 = math.roundeven %c5 : f8E4M3
  func.call @use(%r78) : (f8E4M3) -> ()
  %r79 = math.round %c5 : f8E4M3
  func.call @use(%r79) : (f8E4M3) -> ()
  %r80 = math.trunc %c5 : f8E4M3
  func.call @use(%r80) : (f8E4M3) -> ()
  %r81 = math.exp %c5 : f8E4M3
  func.call @use(%r81) : (f8E4M3) -> ()
  %r82 = math.sqrt %c5 : f8E4M3
  func.call @use(%r82) : (f8E4M3) -> ()
  %r83 = math.copysign %c5, %m : f8E4M3
  func.call @use(%r83) : (f8E4M3) -> ()
  %r84 = math.copysign %m, %c5 : f8E4M3
  func.call @use(%r84) : (f8E4M3) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E4M3
  func.call @use(%r85) : (f8E4M3) -> ()
  %b86 = math.isnan %c5 : f8E4M3
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E4M3
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E4M3
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E4M3
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E4M3
  func.call @use(%r90) : (f8E4M3) -> ()
  %r91 = math.ceil %c6 : f8E4M3
  func.call @use(%r91) : (f8E4M3) -> ()
  %r92 = math.floor %c6 : f8E4M3
  func.call @use(%r92) : (f8E4M3) -> ()
  %r93 = math.roundeven %c6 : f8E4M3
  func.call @use(%r93) : (f8E4M3) -> ()
  %r94 = math.round %c6 : f8E4M3
  func.call @use(%r94) : (f8E4M3) -> ()
  %r95 = math.trunc %c6 : f8E4M3
  func.call @use(%r95) : (f8E4M3) -> ()
  %r96 = math.exp %c6 : f8E4M3
  func.call @use(%r96) : (f8E4M3) -> ()
  %r97 = math.sqrt %c6 : f8E4M3
  func.call @use(%r97) : (f8E4M3) -> ()
  %r98 = math.copysign %c6, %m : f8E4M3
  func.call @use(%r98) : (f8E4M3) -> ()
  %r99 = math.copysign %m, %c6 : f8E4M3
  func.call @use(%r99) : (f8E4M3) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E4M3
  func.call @use(%r100) : (f8E4M3) -> ()
  %b101 = math.isnan %c6 : f8E4M3
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E4M3
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E4M3
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E4M3
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E4M3
  func.call @use(%r105) : (f8E4M3) -> ()
  %r106 = math.ceil %c7 : f8E4M3
  func.call @use(%r106) : (f8E4M3) -> ()
  %r107 = math.floor %c7 : f8E4M3
  func.call @use(%r107) : (f8E4M3) -> ()
  %r108 = math.roundeven %c7 : f8E4M3
  func.call @use(%r108) : (f8E4M3) -> ()
  %r109 = math.round %c7 : f8E4M3
  func.call @use(%r109) : (f8E4M3) -> ()
  %r110 = math.trunc %c7 : f8E4M3
  func.call @use(%r110) : (f8E4M3) -> ()
  %r111 = math.exp %c7 : f8E4M3
  func.call @use(%r111) : (f8E4M3) -> ()
  %r112 = math.sqrt %c7 : f8E4M3
  func.call @use(%r112) : (f8E4M3) -> ()
  %r113 = math.copysign %c7, %m : f8E4M3
  func.call @use(%r113) : (f8E4M3) -> ()
  %r114 = math.copysign %m, %c7 : f8E4M3
  func.call @use(%r114) : (f8E4M3) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E4M3
  func.call @use(%r115) : (f8E4M3) -> ()
  %b116 = math.isnan %c7 : f8E4M3
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E4M3
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E4M3
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E4M3
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E4M3
  func.call @use(%r120) : (f8E4M3) -> ()
  %r121 = math.ceil %c8 : f8E4M3
  func.call @use(%r121) : (f8E4M3) -> ()
  %r122 = math.floor %c8 : f8E4M3
  func.call @use(%r122) : (f8E4M3) -> ()
  %r123 = math.roundeven %c8 : f8E4M3
  func.call @use(%r123) : (f8E4M3) -> ()
  %r124 = math.round %c8 : f8E4M3
  func.call @use(%r124) : (f8E4M3) -> ()
  %r125 = math.trunc %c8 : f8E4M3
  func.call @use(%r125) : (f8E4M3) -> ()
  %r126 = math.exp %c8 : f8E4M3
  func.call @use(%r126) : (f8E4M3) -> ()
  %r127 = math.sqrt %c8 : f8E4M3
  func.call @use(%r127) : (f8E4M3) -> ()
  %r128 = math.copysign %c8, %m : f8E4M3
  func.call @use(%r128) : (f8E4M3) -> ()
  %r129 = math.copysign %m, %c8 : f8E4M3
  func.call @use(%r129) : (f8E4M3) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E4M3
  func.call @use(%r130) : (f8E4M3) -> ()
  %b131 = math.isnan %c8 : f8E4M3
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E4M3
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E4M3
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E4M3
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E4M3
  func.call @use(%r135) : (f8E4M3) -> ()
  %r136 = math.ceil %c9 : f8E4M3
  func.call @use(%r136) : (f8E4M3) -> ()
  %r137 = math.floor %c9 : f8E4M3
  func.call @use(%r137) : (f8E4M3) -> ()
  %r138 = math.roundeven %c9 : f8E4M3
  func.call @use(%r138) : (f8E4M3) -> ()
  %r139 = math.round %c9 : f8E4M3
  func.call @use(%r139) : (f8E4M3) -> ()
  %r140 = math.trunc %c9 : f8E4M3
  func.call @use(%r140) : (f8E4M3) -> ()
  %r141 = math.exp %c9 : f8E4M3
  func.call @use(%r141) : (f8E4M3) -> ()
  %r142 = math.sqrt %c9 : f8E4M3
  func.call @use(%r142) : (f8E4M3) -> ()
  %r143 = math.copysign %c9, %m : f8E4M3
  func.call @use(%r143) : (f8E4M3) -> ()
  %r144 = math.copysign %m, %c9 : f8E4M3
  func.call @use(%r144) : (f8E4M3) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E4M3
  func.call @use(%r145) : (f8E4M3) -> ()
  %b146 = math.isnan %c9 : f8E4M3
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E4M3
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E4M3
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E4M3
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E4M3
  func.call @use(%r150) : (f8E4M3) -> ()
  %r151 = math.ceil %c10 : f8E4M3
  func.call @use(%r151) : (f8E4M3) -> ()
  %r152 = math.floor %c10 : f8E4M3
  func.call @use(%r152) : (f8E4M3) -> ()
  %r153 = math.roundeven %c10 : f8E4M3
  func.call @use(%r153) : (f8E4M3) -> ()
  %r154 = math.round %c10 : f8E4M3
  func.call @use(%r154) : (f8E4M3) -> ()
  %r155 = math.trunc %c10 : f8E4M3
  func.call @use(%r155) : (f8E4M3) -> ()
  %r156 = math.exp %c10 : f8E4M3
  func.call @use(%r156) : (f8E4M3) -> ()
  %r157 = math.sqrt %c10 : f8E4M3
  func.call @use(%r157) : (f8E4M3) -> ()
  %r158 = math.copysign %c10, %m : f8E4M3
  func.call @use(%r158) : (f8E4M3) -> ()
  %r159 = math.copysign %m, %c10 : f8E4M3
  func.call @use(%r159) : (f8E4M3) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E4M3
  func.call @use(%r160) : (f8E4M3) -> ()
  %b161 = math.isnan %c10 : f8E4M3
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E4M3
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E4M3
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E4M3
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E4M3
  func.call @use(%r165) : (f8E4M3) -> ()
  %r166 = math.ceil %c11 : f8E4M3
  func.call @use(%r166) : (f8E4M3) -> ()
  %r167 = math.floor %c11 : f8E4M3
  func.call @use(%r167) : (f8E4M3) -> ()
  %r168 = math.roundeven %c11 : f8E4M3
  func.call @use(%r168) : (f8E4M3) -> ()
  %r169 = math.round %c11 : f8E4M3
  func.call @use(%r169) : (f8E4M3) -> ()
  %r170 = math.trunc %c11 : f8E4M3
  func.call @use(%r170) : (f8E4M3) -> ()
  %r171 = math.exp %c11 : f8E4M3
  func.call @use(%r171) : (f8E4M3) -> ()
  %r172 = math.sqrt %c11 : f8E4M3
  func.call @use(%r172) : (f8E4M3) -> ()
  %r173 = math.copysign %c11, %m : f8E4M3
  func.call @use(%r173) : (f8E4M3) -> ()
  %r174 = math.copysign %m, %c11 : f8E4M3
  func.call @use(%r174) : (f8E4M3) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E4M3
  func.call @use(%r175) : (f8E4M3) -> ()
  %b176 = math.isnan %c11 : f8E4M3
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E4M3
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E4M3
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E4M3
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E4M3
  func.call @use(%r180) : (f8E4M3) -> ()
  %r181 = math.ceil %c12 : f8E4M3
  func.call @use(%r181) : (f8E4M3) -> ()
  %r182 = math.floor %c12 : f8E4M3
  func.call @use(%r182) : (f8E4M3) -> ()
  %r183 = math.roundeven %c12 : f8E4M3
  func.call @use(%r183) : (f8E4M3) -> ()
  %r184 = math.round %c12 : f8E4M3
  func.call @use(%r184) : (f8E4M3) -> ()
  %r185 = math.trunc %c12 : f8E4M3
  func.call @use(%r185) : (f8E4M3) -> ()
  %r186 = math.exp %c12 : f8E4M3
  func.call @use(%r186) : (f8E4M3) -> ()
  %r187 = math.sqrt %c12 : f8E4M3
  func.call @use(%r187) : (f8E4M3) -> ()
  %r188 = math.copysign %c12, %m : f8E4M3
  func.call @use(%r188) : (f8E4M3) -> ()
  %r189 = math.copysign %m, %c12 : f8E4M3
  func.call @use(%r189) : (f8E4M3) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E4M3
  func.call @use(%r190) : (f8E4M3) -> ()
  %b191 = math.isnan %c12 : f8E4M3
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E4M3
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E4M3
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E4M3
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E4M3
  func.call @use(%r195) : (f8E4M3) -> ()
  %r196 = math.ceil %c13 : f8E4M3
  func.call @use(%r196) : (f8E4M3) -> ()
  %r197 = math.floor %c13 : f8E4M3
  func.call @use(%r197) : (f8E4M3) -> ()
  %r198 = math.roundeven %c13 : f8E4M3
  func.call @use(%r198) : (f8E4M3) -> ()
  %r199 = math.round %c13 : f8E4M3
  func.call @use(%r199) : (f8E4M3) -> ()
  %r200 = math.trunc %c13 : f8E4M3
  func.call @use(%r200) : (f8E4M3) -> ()
  %r201 = math.exp %c13 : f8E4M3
  func.call @use(%r201) : (f8E4M3) -> ()
  %r202 = math.sqrt %c13 : f8E4M3
  func.call @use(%r202) : (f8E4M3) -> ()
  %r203 = math.copysign %c13, %m : f8E4M3
  func.call @use(%r203) : (f8E4M3) -> ()
  %r204 = math.copysign %m, %c13 : f8E4M3
  func.call @use(%r204) : (f8E4M3) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E4M3
  func.call @use(%r205) : (f8E4M3) -> ()
  %b206 = math.isnan %c13 : f8E4M3
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E4M3
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E4M3
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E4M3
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E4M3
  func.call @use(%r210) : (f8E4M3) -> ()
  %r211 = math.ceil %c14 : f8E4M3
  func.call @use(%r211) : (f8E4M3) -> ()
  %r212 = math.floor %c14 : f8E4M3
  func.call @use(%r212) : (f8E4M3) -> ()
  %r213 = math.roundeven %c14 : f8E4M3
  func.call @use(%r213) : (f8E4M3) -> ()
  %r214 = math.round %c14 : f8E4M3
  func.call @use(%r214) : (f8E4M3) -> ()
  %r215 = math.trunc %c14 : f8E4M3
  func.call @use(%r215) : (f8E4M3) -> ()
  %r216 = math.exp %c14 : f8E4M3
  func.call @use(%r216) : (f8E4M3) -> ()
  %r217 = math.sqrt %c14 : f8E4M3
  func.call @use(%r217) : (f8E4M3) -> ()
  %r218 = math.copysign %c14, %m : f8E4M3
  func.call @use(%r218) : (f8E4M3) -> ()
  %r219 = math.copysign %m, %c14 : f8E4M3
  func.call @use(%r219) : (f8E4M3) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E4M3
  func.call @use(%r220) : (f8E4M3) -> ()
  %b221 = math.isnan %c14 : f8E4M3
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E4M3
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E4M3
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E4M3
  func.call @test(%b224) : (i1) -> ()
  %r225 = math.absf %c15 : f8E4M3
  func.call @use(%r225) : (f8E4M3) -> ()
  %r226 = math.ceil %c15 : f8E4M3
  func.call @use(%r226) : (f8E4M3) -> ()
  %r227 = math.floor %c15 : f8E4M3
  func.call @use(%r227) : (f8E4M3) -> ()
  %r228 = math.roundeven %c15 : f8E4M3
  func.call @use(%r228) : (f8E4M3) -> ()
  %r229 = math.round %c15 : f8E4M3
  func.call @use(%r229) : (f8E4M3) -> ()
  %r230 = math.trunc %c15 : f8E4M3
  func.call @use(%r230) : (f8E4M3) -> ()
  %r231 = math.exp %c15 : f8E4M3
  func.call @use(%r231) : (f8E4M3) -> ()
  %r232 = math.sqrt %c15 : f8E4M3
  func.call @use(%r232) : (f8E4M3) -> ()
  %r233 = math.copysign %c15, %m : f8E4M3
  func.call @use(%r233) : (f8E4M3) -> ()
  %r234 = math.copysign %m, %c15 : f8E4M3
  func.call @use(%r234) : (f8E4M3) -> ()
  %r235 = math.atan2 %c15, %c15 : f8E4M3
  func.call @use(%r235) : (f8E4M3) -> ()
  %b236 = math.isnan %c15 : f8E4M3
  func.call @test(%b236) : (i1) -> ()
  %b237 = math.isinf %c15 : f8E4M3
  func.call @test(%b237) : (i1) -> ()
  %b238 = math.isfinite %c15 : f8E4M3
  func.call @test(%b238) : (i1) -> ()
  %b239 = math.isnormal %c15 : f8E4M3
  func.call @test(%b239) : (i1) -> ()
  return
}

// -----

func.func private @use(f6E2M3FN)
func.func private @test(i1)

func.func @f6e2m3fn() {
  %c0 = arith.constant 0.0 : f6E2M3FN
  %c1 = arith.constant -0.0 : f6E2M3FN
  %c2 = arith.constant 0.5 : f6E2M3FN
  %c3 = arith.constant -0.5 : f6E2M3FN
  %c4 = arith.constant 1.5 : f6E2M3FN
  %c5 = arith.constant 2.5 : f6E2M3FN
  %c6 = arith.constant -2.5 : f6E2M3FN
  %c7 = arith.constant 0.3 : f6E2M3FN
  %c8 = arith.constant -1.75 : f6E2M3FN
  %c9 = arith.constant 3.0 : f6E2M3FN
  %c10 = arith.constant 100.3 : f6E2M3FN
  %c11 = arith.constant 1.0e-5 : f6E2M3FN
  %c12 = arith.constant 0x1F : f6E2M3FN
  %c13 = arith.constant 0x3F : f6E2M3FN
  %c14 = arith.constant 0x01 : f6E2M3FN
  %m = arith.constant -1.0 : f6E2M3FN
  %r0 = math.absf %c0 : f6E2M3FN
  func.call @use(%r0) : (f6E2M3FN) -> ()
  %r1 = math.ceil %c0 : f6E2M3FN
  func.call @use(%r1) : (f6E2M3FN) -> ()
  %r2 = math.floor %c0 : f6E2M3FN
  func.call @use(%r2) : (f6E2M3FN) -> ()
  %r3 = math.roundeven %c0 : f6E2M3FN
  func.call @use(%r3) : (f6E2M3FN) -> ()
  %r4 = math.round %c0 : f6E2M3FN
  func.call @use(%r4) : (f6E2M3FN) -> ()
  %r5 = math.trunc %c0 : f6E2M3FN
  func.call @use(%r5) : (f6E2M3FN) -> ()
  %r6 = math.exp %c0 : f6E2M3FN
  func.call @use(%r6) : (f6E2M3FN) -> ()
  %r7 = math.sqrt %c0 : f6E2M3FN
  func.call @use(%r7) : (f6E2M3FN) -> ()
  %r8 = math.copysign %c0, %m : f6E2M3FN
  func.call @use(%r8) : (f6E2M3FN) -> ()
  %r9 = math.copysign %m, %c0 : f6E2M3FN
  func.call @use(%r9) : (f6E2M3FN) -> ()
  %r10 = math.atan2 %c0, %c0 : f6E2M3FN
  func.call @use(%r10) : (f6E2M3FN) -> ()
  %b11 = math.isnan %c0 : f6E2M3FN
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f6E2M3FN
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f6E2M3FN
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f6E2M3FN
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f6E2M3FN
  func.call @use(%r15) : (f6E2M3FN) -> ()
  %r16 = math.ceil %c1 : f6E2M3FN
  func.call @use(%r16) : (f6E2M3FN) -> ()
  %r17 = math.floor %c1 : f6E2M3FN
  func.call @use(%r17) : (f6E2M3FN) -> ()
  %r18 = math.roundeven %c1 : f6E2M3FN
  func.call @use(%r18) : (f6E2M3FN) -> ()
  %r19 = math.round %c1 : f6E2M3FN
  func.call @use(%r19) : (f6E2M3FN) -> ()
  %r20 = math.trunc %c1 : f6E2M3FN
  func.call @use(%r20) : (f6E2M3FN) -> ()
  %r21 = math.exp %c1 : f6E2M3FN
  func.call @use(%r21) : (f6E2M3FN) -> ()
  %r22 = math.sqrt %c1 : f6E2M3FN
  func.call @use(%r22) : (f6E2M3FN) -> ()
  %r23 = math.copysign %c1, %m : f6E2M3FN
  func.call @use(%r23) : (f6E2M3FN) -> ()
  %r24 = math.copysign %m, %c1 : f6E2M3FN
  func.call @use(%r24) : (f6E2M3FN) -> ()
  %r25 = math.atan2 %c1, %c1 : f6E2M3FN
  func.call @use(%r25) : (f6E2M3FN) -> ()
  %b26 = math.isnan %c1 : f6E2M3FN
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f6E2M3FN
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f6E2M3FN
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f6E2M3FN
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f6E2M3FN
  func.call @use(%r30) : (f6E2M3FN) -> ()
  %r31 = math.ceil %c2 : f6E2M3FN
  func.call @use(%r31) : (f6E2M3FN) -> ()
  %r32 = math.floor %c2 : f6E2M3FN
  func.call @use(%r32) : (f6E2M3FN) -> ()
  %r33 = math.roundeven %c2 : f6E2M3FN
  func.call @use(%r33) : (f6E2M3FN) -> ()
  %r34 = math.round %c2 : f6E2M3FN
  func.call @use(%r34) : (f6E2M3FN) -> ()
  %r35 = math.trunc %c2 : f6E2M3FN
  func.call @use(%r35) : (f6E2M3FN) -> ()
  %r36 = math.exp %c2 : f6E2M3FN
  func.call @use(%r36) : (f6E2M3FN) -> ()
  %r37 = math.sqrt %c2 : f6E2M3FN
  func.call @use(%r37) : (f6E2M3FN) -> ()
  %r38 = math.copysign %c2, %m : f6E2M3FN
  func.call @use(%r38) : (f6E2M3FN) -> ()
  %r39 = math.copysign %m, %c2 : f6E2M3FN
  func.call @use(%r39) : (f6E2M3FN) -> ()
  %r40 = math.atan2 %c2, %c2 : f6E2M3FN
  func.call @use(%r40) : (f6E2M3FN) -> ()
  %b41 = math.isnan %c2 : f6E2M3FN
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f6E2M3FN
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f6E2M3FN
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f6E2M3FN
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f6E2M3FN
  func.call @use(%r45) : (f6E2M3FN) -> ()
  %r46 = math.ceil %c3 : f6E2M3FN
  func.call @use(%r46) : (f6E2M3FN) -> ()
  %r47 = math.floor %c3 : f6E2M3FN
  func.call @use(%r47) : (f6E2M3FN) -> ()
  %r48 = math.roundeven %c3 : f6E2M3FN
  func.call @use(%r48) : (f6E2M3FN) -> ()
  %r49 = math.round %c3 : f6E2M3FN
  func.call @use(%r49) : (f6E2M3FN) -> ()
  %r50 = math.trunc %c3 : f6E2M3FN
  func.call @use(%r50) : (f6E2M3FN) -> ()
  %r51 = math.exp %c3 : f6E2M3FN
  func.call @use(%r51) : (f6E2M3FN) -> ()
  %r52 = math.sqrt %c3 : f6E2M3FN
  func.call @use(%r52) : (f6E2M3FN) -> ()
  %r53 = math.copysign %c3, %m : f6E2M3FN
  func.call @use(%r53) : (f6E2M3FN) -> ()
  %r54 = math.copysign %m, %c3 : f6E2M3FN
  func.call @use(%r54) : (f6E2M3FN) -> ()
  %r55 = math.atan2 %c3, %c3 : f6E2M3FN
  func.call @use(%r55) : (f6E2M3FN) -> ()
  %b56 = math.isnan %c3 : f6E2M3FN
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f6E2M3FN
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f6E2M3FN
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f6E2M3FN
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f6E2M3FN
  func.call @use(%r60) : (f6E2M3FN) -> ()
  %r61 = math.ceil %c4 : f6E2M3FN
  func.call @use(%r61) : (f6E2M3FN) -> ()
  %r62 = math.floor %c4 : f6E2M3FN
  func.call @use(%r62) : (f6E2M3FN) -> ()
  %r63 = math.roundeven %c4 : f6E2M3FN
  func.call @use(%r63) : (f6E2M3FN) -> ()
  %r64 = math.round %c4 : f6E2M3FN
  func.call @use(%r64) : (f6E2M3FN) -> ()
  %r65 = math.trunc %c4 : f6E2M3FN
  func.call @use(%r65) : (f6E2M3FN) -> ()
  %r66 = math.exp %c4 : f6E2M3FN
  func.call @use(%r66) : (f6E2M3FN) -> ()
  %r67 = math.sqrt %c4 : f6E2M3FN
  func.call @use(%r67) : (f6E2M3FN) -> ()
  %r68 = math.copysign %c4, %m : f6E2M3FN
  func.call @use(%r68) : (f6E2M3FN) -> ()
  %r69 = math.copysign %m, %c4 : f6E2M3FN
  func.call @use(%r69) : (f6E2M3FN) -> ()
  %r70 = math.atan2 %c4, %c4 : f6E2M3FN
  func.call @use(%r70) : (f6E2M3FN) -> ()
  %b71 = math.isnan %c4 : f6E2M3FN
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f6E2M3FN
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f6E2M3FN
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f6E2M3FN
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f6E2M3FN
  func.call @use(%r75) : (f6E2M3FN) -> ()
  %r76 = math.ceil %c5 : f6E2M3FN
  func.call @use(%r76) : (f6E2M3FN) -> ()
  %r77 = math.floor %c5 : f6E2M3FN
  func.call @use(%r77) : (f6E2M3FN) -> ()
  %r78 = math.roundeven %c5 : f6E2M3FN
  func.call @use(%r78) : (f6E2M3FN) -> ()
  %r79 = math.round %c5 : f6E2M3FN
  func.call @use(%r79) : (f6E2M3FN) -> ()
  %r80 = math.trunc %c5 : f6E2M3FN
  func.call @use(%r80) : (f6E2M3FN) -> ()
  %r81 = math.exp %c5 : f6E2M3FN
  func.call @use(%r81) : (f6E2M3FN) -> ()
  %r82 = math.sqrt %c5 : f6E2M3FN
  func.call @use(%r82) : (f6E2M3FN) -> ()
  %r83 = math.copysign %c5, %m : f6E2M3FN
  func.call @use(%r83) : (f6E2M3FN) -> ()
  %r84 = math.copysign %m, %c5 : f6E2M3FN
  func.call @use(%r84) : (f6E2M3FN) -> ()
  %r85 = math.atan2 %c5, %c5 : f6E2M3FN
  func.call @use(%r85) : (f6E2M3FN) -> ()
  %b86 = math.isnan %c5 : f6E2M3FN
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f6E2M3FN
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f6E2M3FN
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f6E2M3FN
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f6E2M3FN
  func.call @use(%r90) : (f6E2M3FN) -> ()
  %r91 = math.ceil %c6 : f6E2M3FN
  func.call @use(%r91) : (f6E2M3FN) -> ()
  %r92 = math.floor %c6 : f6E2M3FN
  func.call @use(%r92) : (f6E2M3FN) -> ()
  %r93 = math.roundeven %c6 : f6E2M3FN
  func.call @use(%r93) : (f6E2M3FN) -> ()
  %r94 = math.round %c6 : f6E2M3FN
  func.call @use(%r94) : (f6E2M3FN) -> ()
  %r95 = math.trunc %c6 : f6E2M3FN
  func.call @use(%r95) : (f6E2M3FN) -> ()
  %r96 = math.exp %c6 : f6E2M3FN
  func.call @use(%r96) : (f6E2M3FN) -> ()
  %r97 = math.sqrt %c6 : f6E2M3FN
  func.call @use(%r97) : (f6E2M3FN) -> ()
  %r98 = math.copysign %c6, %m : f6E2M3FN
  func.call @use(%r98) : (f6E2M3FN) -> ()
  %r99 = math.copysign %m, %c6 : f6E2M3FN
  func.call @use(%r99) : (f6E2M3FN) -> ()
  %r100 = math.atan2 %c6, %c6 : f6E2M3FN
  func.call @use(%r100) : (f6E2M3FN) -> ()
  %b101 = math.isnan %c6 : f6E2M3FN
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f6E2M3FN
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f6E2M3FN
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f6E2M3FN
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f6E2M3FN
  func.call @use(%r105) : (f6E2M3FN) -> ()
  %r106 = math.ceil %c7 : f6E2M3FN
  func.call @use(%r106) : (f6E2M3FN) -> ()
  %r107 = math.floor %c7 : f6E2M3FN
  func.call @use(%r107) : (f6E2M3FN) -> ()
  %r108 = math.roundeven %c7 : f6E2M3FN
  func.call @use(%r108) : (f6E2M3FN) -> ()
  %r109 = math.round %c7 : f6E2M3FN
  func.call @use(%r109) : (f6E2M3FN) -> ()
  %r110 = math.trunc %c7 : f6E2M3FN
  func.call @use(%r110) : (f6E2M3FN) -> ()
  %r111 = math.exp %c7 : f6E2M3FN
  func.call @use(%r111) : (f6E2M3FN) -> ()
  %r112 = math.sqrt %c7 : f6E2M3FN
  func.call @use(%r112) : (f6E2M3FN) -> ()
  %r113 = math.copysign %c7, %m : f6E2M3FN
  func.call @use(%r113) : (f6E2M3FN) -> ()
  %r114 = math.copysign %m, %c7 : f6E2M3FN
  func.call @use(%r114) : (f6E2M3FN) -> ()
  %r115 = math.atan2 %c7, %c7 : f6E2M3FN
  func.call @use(%r115) : (f6E2M3FN) -> ()
  %b116 = math.isnan %c7 : f6E2M3FN
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f6E2M3FN
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f6E2M3FN
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f6E2M3FN
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f6E2M3FN
  func.call @use(%r120) : (f6E2M3FN) -> ()
  %r121 = math.ceil %c8 : f6E2M3FN
  func.call @use(%r121) : (f6E2M3FN) -> ()
  %r122 = math.floor %c8 : f6E2M3FN
  func.call @use(%r122) : (f6E2M3FN) -> ()
  %r123 = math.roundeven %c8 : f6E2M3FN
  func.call @use(%r123) : (f6E2M3FN) -> ()
  %r124 = math.round %c8 : f6E2M3FN
  func.call @use(%r124) : (f6E2M3FN) -> ()
  %r125 = math.trunc %c8 : f6E2M3FN
  func.call @use(%r125) : (f6E2M3FN) -> ()
  %r126 = math.exp %c8 : f6E2M3FN
  func.call @use(%r126) : (f6E2M3FN) -> ()
  %r127 = math.sqrt %c8 : f6E2M3FN
  func.call @use(%r127) : (f6E2M3FN) -> ()
  %r128 = math.copysign %c8, %m : f6E2M3FN
  func.call @use(%r128) : (f6E2M3FN) -> ()
  %r129 = math.copysign %m, %c8 : f6E2M3FN
  func.call @use(%r129) : (f6E2M3FN) -> ()
  %r130 = math.atan2 %c8, %c8 : f6E2M3FN
  func.call @use(%r130) : (f6E2M3FN) -> ()
  %b131 = math.isnan %c8 : f6E2M3FN
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f6E2M3FN
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f6E2M3FN
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f6E2M3FN
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f6E2M3FN
  func.call @use(%r135) : (f6E2M3FN) -> ()
  %r136 = math.ceil %c9 : f6E2M3FN
  func.call @use(%r136) : (f6E2M3FN) -> ()
  %r137 = math.floor %c9 : f6E2M3FN
  func.call @use(%r137) : (f6E2M3FN) -> ()
  %r138 = math.roundeven %c9 : f6E2M3FN
  func.call @use(%r138) : (f6E2M3FN) -> ()
  %r139 = math.round %c9 : f6E2M3FN
  func.call @use(%r139) : (f6E2M3FN) -> ()
  %r140 = math.trunc %c9 : f6E2M3FN
  func.call @use(%r140) : (f6E2M3FN) -> ()
  %r141 = math.exp %c9 : f6E2M3FN
  func.call @use(%r141) : (f6E2M3FN) -> ()
  %r142 = math.sqrt %c9 : f6E2M3FN
  func.call @use(%r142) : (f6E2M3FN) -> ()
  %r143 = math.copysign %c9, %m : f6E2M3FN
  func.call @use(%r143) : (f6E2M3FN) -> ()
  %r144 = math.copysign %m, %c9 : f6E2M3FN
  func.call @use(%r144) : (f6E2M3FN) -> ()
  %r145 = math.atan2 %c9, %c9 : f6E2M3FN
  func.call @use(%r145) : (f6E2M3FN) -> ()
  %b146 = math.isnan %c9 : f6E2M3FN
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f6E2M3FN
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f6E2M3FN
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f6E2M3FN
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f6E2M3FN
  func.call @use(%r150) : (f6E2M3FN) -> ()
  %r151 = math.ceil %c10 : f6E2M3FN
  func.call @use(%r151) : (f6E2M3FN) -> ()
  %r152 = math.floor %c10 : f6E2M3FN
  func.call @use(%r152) : (f6E2M3FN) -> ()
  %r153 = math.roundeven %c10 : f6E2M3FN
  func.call @use(%r153) : (f6E2M3FN) -> ()
  %r154 = math.round %c10 : f6E2M3FN
  func.call @use(%r154) : (f6E2M3FN) -> ()
  %r155 = math.trunc %c10 : f6E2M3FN
  func.call @use(%r155) : (f6E2M3FN) -> ()
  %r156 = math.exp %c10 : f6E2M3FN
  func.call @use(%r156) : (f6E2M3FN) -> ()
  %r157 = math.sqrt %c10 : f6E2M3FN
  func.call @use(%r157) : (f6E2M3FN) -> ()
  %r158 = math.copysign %c10, %m : f6E2M3FN
  func.call @use(%r158) : (f6E2M3FN) -> ()
  %r159 = math.copysign %m, %c10 : f6E2M3FN
  func.call @use(%r159) : (f6E2M3FN) -> ()
  %r160 = math.atan2 %c10, %c10 : f6E2M3FN
  func.call @use(%r160) : (f6E2M3FN) -> ()
  %b161 = math.isnan %c10 : f6E2M3FN
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f6E2M3FN
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f6E2M3FN
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f6E2M3FN
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f6E2M3FN
  func.call @use(%r165) : (f6E2M3FN) -> ()
  %r166 = math.ceil %c11 : f6E2M3FN
  func.call @use(%r166) : (f6E2M3FN) -> ()
  %r167 = math.floor %c11 : f6E2M3FN
  func.call @use(%r167) : (f6E2M3FN) -> ()
  %r168 = math.roundeven %c11 : f6E2M3FN
  func.call @use(%r168) : (f6E2M3FN) -> ()
  %r169 = math.round %c11 : f6E2M3FN
  func.call @use(%r169) : (f6E2M3FN) -> ()
  %r170 = math.trunc %c11 : f6E2M3FN
  func.call @use(%r170) : (f6E2M3FN) -> ()
  %r171 = math.exp %c11 : f6E2M3FN
  func.call @use(%r171) : (f6E2M3FN) -> ()
  %r172 = math.sqrt %c11 : f6E2M3FN
  func.call @use(%r172) : (f6E2M3FN) -> ()
  %r173 = math.copysign %c11, %m : f6E2M3FN
  func.call @use(%r173) : (f6E2M3FN) -> ()
  %r174 = math.copysign %m, %c11 : f6E2M3FN
  func.call @use(%r174) : (f6E2M3FN) -> ()
  %r175 = math.atan2 %c11, %c11 : f6E2M3FN
  func.call @use(%r175) : (f6E2M3FN) -> ()
  %b176 = math.isnan %c11 : f6E2M3FN
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f6E2M3FN
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f6E2M3FN
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f6E2M3FN
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f6E2M3FN
  func.call @use(%r180) : (f6E2M3FN) -> ()
  %r181 = math.ceil %c12 : f6E2M3FN
  func.call @use(%r181) : (f6E2M3FN) -> ()
  %r182 = math.floor %c12 : f6E2M3FN
  func.call @use(%r182) : (f6E2M3FN) -> ()
  %r183 = math.roundeven %c12 : f6E2M3FN
  func.call @use(%r183) : (f6E2M3FN) -> ()
  %r184 = math.round %c12 : f6E2M3FN
  func.call @use(%r184) : (f6E2M3FN) -> ()
  %r185 = math.trunc %c12 : f6E2M3FN
  func.call @use(%r185) : (f6E2M3FN) -> ()
  %r186 = math.exp %c12 : f6E2M3FN
  func.call @use(%r186) : (f6E2M3FN) -> ()
  %r187 = math.sqrt %c12 : f6E2M3FN
  func.call @use(%r187) : (f6E2M3FN) -> ()
  %r188 = math.copysign %c12, %m : f6E2M3FN
  func.call @use(%r188) : (f6E2M3FN) -> ()
  %r189 = math.copysign %m, %c12 : f6E2M3FN
  func.call @use(%r189) : (f6E2M3FN) -> ()
  %r190 = math.atan2 %c12, %c12 : f6E2M3FN
  func.call @use(%r190) : (f6E2M3FN) -> ()
  %b191 = math.isnan %c12 : f6E2M3FN
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f6E2M3FN
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f6E2M3FN
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f6E2M3FN
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f6E2M3FN
  func.call @use(%r195) : (f6E2M3FN) -> ()
  %r196 = math.ceil %c13 : f6E2M3FN
  func.call @use(%r196) : (f6E2M3FN) -> ()
  %r197 = math.floor %c13 : f6E2M3FN
  func.call @use(%r197) : (f6E2M3FN) -> ()
  %r198 = math.roundeven %c13 : f6E2M3FN
  func.call @use(%r198) : (f6E2M3FN) -> ()
  %r199 = math.round %c13 : f6E2M3FN
  func.call @use(%r199) : (f6E2M3FN) -> ()
  %r200 = math.trunc %c13 : f6E2M3FN
  func.call @use(%r200) : (f6E2M3FN) -> ()
  %r201 = math.exp %c13 : f6E2M3FN
  func.call @use(%r201) : (f6E2M3FN) -> ()
  %r202 = math.sqrt %c13 : f6E2M3FN
  func.call @use(%r202) : (f6E2M3FN) -> ()
  %r203 = math.copysign %c13, %m : f6E2M3FN
  func.call @use(%r203) : (f6E2M3FN) -> ()
  %r204 = math.copysign %m, %c13 : f6E2M3FN
  func.call @use(%r204) : (f6E2M3FN) -> ()
  %r205 = math.atan2 %c13, %c13 : f6E2M3FN
  func.call @use(%r205) : (f6E2M3FN) -> ()
  %b206 = math.isnan %c13 : f6E2M3FN
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f6E2M3FN
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f6E2M3FN
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f6E2M3FN
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f6E2M3FN
  func.call @use(%r210) : (f6E2M3FN) -> ()
  %r211 = math.ceil %c14 : f6E2M3FN
  func.call @use(%r211) : (f6E2M3FN) -> ()
  %r212 = math.floor %c14 : f6E2M3FN
  func.call @use(%r212) : (f6E2M3FN) -> ()
  %r213 = math.roundeven %c14 : f6E2M3FN
  func.call @use(%r213) : (f6E2M3FN) -> ()
  %r214 = math.round %c14 : f6E2M3FN
  func.call @use(%r214) : (f6E2M3FN) -> ()
  %r215 = math.trunc %c14 : f6E2M3FN
  func.call @use(%r215) : (f6E2M3FN) -> ()
  %r216 = math.exp %c14 : f6E2M3FN
  func.call @use(%r216) : (f6E2M3FN) -> ()
  %r217 = math.sqrt %c14 : f6E2M3FN
  func.call @use(%r217) : (f6E2M3FN) -> ()
  %r218 = math.copysign %c14, %m : f6E2M3FN
  func.call @use(%r218) : (f6E2M3FN) -> ()
  %r219 = math.copysign %m, %c14 : f6E2M3FN
  func.call @use(%r219) : (f6E2M3FN) -> ()
  %r220 = math.atan2 %c14, %c14 : f6E2M3FN
  func.call @use(%r220) : (f6E2M3FN) -> ()
  %b221 = math.isnan %c14 : f6E2M3FN
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f6E2M3FN
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f6E2M3FN
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f6E2M3FN
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f6E3M2FN)
func.func private @test(i1)

func.func @f6e3m2fn() {
  %c0 = arith.constant 0.0 : f6E3M2FN
  %c1 = arith.constant -0.0 : f6E3M2FN
  %c2 = arith.constant 0.5 : f6E3M2FN
  %c3 = arith.constant -0.5 : f6E3M2FN
  %c4 = arith.constant 1.5 : f6E3M2FN
  %c5 = arith.constant 2.5 : f6E3M2FN
  %c6 = arith.constant -2.5 : f6E3M2FN
  %c7 = arith.constant 0.3 : f6E3M2FN
  %c8 = arith.constant -1.75 : f6E3M2FN
  %c9 = arith.constant 3.0 : f6E3M2FN
  %c10 = arith.constant 100.3 : f6E3M2FN
  %c11 = arith.constant 1.0e-5 : f6E3M2FN
  %c12 = arith.constant 0x1F : f6E3M2FN
  %c13 = arith.constant 0x3F : f6E3M2FN
  %c14 = arith.constant 0x01 : f6E3M2FN
  %m = arith.constant -1.0 : f6E3M2FN
  %r0 = math.absf %c0 : f6E3M2FN
  func.call @use(%r0) : (f6E3M2FN) -> ()
  %r1 = math.ceil %c0 : f6E3M2FN
  func.call @use(%r1) : (f6E3M2FN) -> ()
  %r2 = math.floor %c0 : f6E3M2FN
  func.call @use(%r2) : (f6E3M2FN) -> ()
  %r3 = math.roundeven %c0 : f6E3M2FN
  func.call @use(%r3) : (f6E3M2FN) -> ()
  %r4 = math.round %c0 : f6E3M2FN
  func.call @use(%r4) : (f6E3M2FN) -> ()
  %r5 = math.trunc %c0 : f6E3M2FN
  func.call @use(%r5) : (f6E3M2FN) -> ()
  %r6 = math.exp %c0 : f6E3M2FN
  func.call @use(%r6) : (f6E3M2FN) -> ()
  %r7 = math.sqrt %c0 : f6E3M2FN
  func.call @use(%r7) : (f6E3M2FN) -> ()
  %r8 = math.copysign %c0, %m : f6E3M2FN
  func.call @use(%r8) : (f6E3M2FN) -> ()
  %r9 = math.copysign %m, %c0 : f6E3M2FN
  func.call @use(%r9) : (f6E3M2FN) -> ()
  %r10 = math.atan2 %c0, %c0 : f6E3M2FN
  func.call @use(%r10) : (f6E3M2FN) -> ()
  %b11 = math.isnan %c0 : f6E3M2FN
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f6E3M2FN
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f6E3M2FN
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f6E3M2FN
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f6E3M2FN
  func.call @use(%r15) : (f6E3M2FN) -> ()
  %r16 = math.ceil %c1 : f6E3M2FN
  func.call @use(%r16) : (f6E3M2FN) -> ()
  %r17 = math.floor %c1 : f6E3M2FN
  func.call @use(%r17) : (f6E3M2FN) -> ()
  %r18 = math.roundeven %c1 : f6E3M2FN
  func.call @use(%r18) : (f6E3M2FN) -> ()
  %r19 = math.round %c1 : f6E3M2FN
  func.call @use(%r19) : (f6E3M2FN) -> ()
  %r20 = math.trunc %c1 : f6E3M2FN
  func.call @use(%r20) : (f6E3M2FN) -> ()
  %r21 = math.exp %c1 : f6E3M2FN
  func.call @use(%r21) : (f6E3M2FN) -> ()
  %r22 = math.sqrt %c1 : f6E3M2FN
  func.call @use(%r22) : (f6E3M2FN) -> ()
  %r23 = math.copysign %c1, %m : f6E3M2FN
  func.call @use(%r23) : (f6E3M2FN) -> ()
  %r24 = math.copysign %m, %c1 : f6E3M2FN
  func.call @use(%r24) : (f6E3M2FN) -> ()
  %r25 = math.atan2 %c1, %c1 : f6E3M2FN
  func.call @use(%r25) : (f6E3M2FN) -> ()
  %b26 = math.isnan %c1 : f6E3M2FN
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f6E3M2FN
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f6E3M2FN
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f6E3M2FN
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f6E3M2FN
  func.call @use(%r30) : (f6E3M2FN) -> ()
  %r31 = math.ceil %c2 : f6E3M2FN
  func.call @use(%r31) : (f6E3M2FN) -> ()
  %r32 = math.floor %c2 : f6E3M2FN
  func.call @use(%r32) : (f6E3M2FN) -> ()
  %r33 = math.roundeven %c2 : f6E3M2FN
  func.call @use(%r33) : (f6E3M2FN) -> ()
  %r34 = math.round %c2 : f6E3M2FN
  func.call @use(%r34) : (f6E3M2FN) -> ()
  %r35 = math.trunc %c2 : f6E3M2FN
  func.call @use(%r35) : (f6E3M2FN) -> ()
  %r36 = math.exp %c2 : f6E3M2FN
  func.call @use(%r36) : (f6E3M2FN) -> ()
  %r37 = math.sqrt %c2 : f6E3M2FN
  func.call @use(%r37) : (f6E3M2FN) -> ()
  %r38 = math.copysign %c2, %m : f6E3M2FN
  func.call @use(%r38) : (f6E3M2FN) -> ()
  %r39 = math.copysign %m, %c2 : f6E3M2FN
  func.call @use(%r39) : (f6E3M2FN) -> ()
  %r40 = math.atan2 %c2, %c2 : f6E3M2FN
  func.call @use(%r40) : (f6E3M2FN) -> ()
  %b41 = math.isnan %c2 : f6E3M2FN
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f6E3M2FN
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f6E3M2FN
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f6E3M2FN
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f6E3M2FN
  func.call @use(%r45) : (f6E3M2FN) -> ()
  %r46 = math.ceil %c3 : f6E3M2FN
  func.call @use(%r46) : (f6E3M2FN) -> ()
  %r47 = math.floor %c3 : f6E3M2FN
  func.call @use(%r47) : (f6E3M2FN) -> ()
  %r48 = math.roundeven %c3 : f6E3M2FN
  func.call @use(%r48) : (f6E3M2FN) -> ()
  %r49 = math.round %c3 : f6E3M2FN
  func.call @use(%r49) : (f6E3M2FN) -> ()
  %r50 = math.trunc %c3 : f6E3M2FN
  func.call @use(%r50) : (f6E3M2FN) -> ()
  %r51 = math.exp %c3 : f6E3M2FN
  func.call @use(%r51) : (f6E3M2FN) -> ()
  %r52 = math.sqrt %c3 : f6E3M2FN
  func.call @use(%r52) : (f6E3M2FN) -> ()
  %r53 = math.copysign %c3, %m : f6E3M2FN
  func.call @use(%r53) : (f6E3M2FN) -> ()
  %r54 = math.copysign %m, %c3 : f6E3M2FN
  func.call @use(%r54) : (f6E3M2FN) -> ()
  %r55 = math.atan2 %c3, %c3 : f6E3M2FN
  func.call @use(%r55) : (f6E3M2FN) -> ()
  %b56 = math.isnan %c3 : f6E3M2FN
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f6E3M2FN
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f6E3M2FN
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f6E3M2FN
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f6E3M2FN
  func.call @use(%r60) : (f6E3M2FN) -> ()
  %r61 = math.ceil %c4 : f6E3M2FN
  func.call @use(%r61) : (f6E3M2FN) -> ()
  %r62 = math.floor %c4 : f6E3M2FN
  func.call @use(%r62) : (f6E3M2FN) -> ()
  %r63 = math.roundeven %c4 : f6E3M2FN
  func.call @use(%r63) : (f6E3M2FN) -> ()
  %r64 = math.round %c4 : f6E3M2FN
  func.call @use(%r64) : (f6E3M2FN) -> ()
  %r65 = math.trunc %c4 : f6E3M2FN
  func.call @use(%r65) : (f6E3M2FN) -> ()
  %r66 = math.exp %c4 : f6E3M2FN
  func.call @use(%r66) : (f6E3M2FN) -> ()
  %r67 = math.sqrt %c4 : f6E3M2FN
  func.call @use(%r67) : (f6E3M2FN) -> ()
  %r68 = math.copysign %c4, %m : f6E3M2FN
  func.call @use(%r68) : (f6E3M2FN) -> ()
  %r69 = math.copysign %m, %c4 : f6E3M2FN
  func.call @use(%r69) : (f6E3M2FN) -> ()
  %r70 = math.atan2 %c4, %c4 : f6E3M2FN
  func.call @use(%r70) : (f6E3M2FN) -> ()
  %b71 = math.isnan %c4 : f6E3M2FN
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f6E3M2FN
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f6E3M2FN
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f6E3M2FN
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f6E3M2FN
  func.call @use(%r75) : (f6E3M2FN) -> ()
  %r76 = math.ceil %c5 : f6E3M2FN
  func.call @use(%r76) : (f6E3M2FN) -> ()
  %r77 = math.floor %c5 : f6E3M2FN
  func.call @use(%r77) : (f6E3M2FN) -> ()
  %r78 = math.roundeven %c5 : f6E3M2FN
  func.call @use(%r78) : (f6E3M2FN) -> ()
  %r79 = math.round %c5 : f6E3M2FN
  func.call @use(%r79) : (f6E3M2FN) -> ()
  %r80 = math.trunc %c5 : f6E3M2FN
  func.call @use(%r80) : (f6E3M2FN) -> ()
  %r81 = math.exp %c5 : f6E3M2FN
  func.call @use(%r81) : (f6E3M2FN) -> ()
  %r82 = math.sqrt %c5 : f6E3M2FN
  func.call @use(%r82) : (f6E3M2FN) -> ()
  %r83 = math.copysign %c5, %m : f6E3M2FN
  func.call @use(%r83) : (f6E3M2FN) -> ()
  %r84 = math.copysign %m, %c5 : f6E3M2FN
  func.call @use(%r84) : (f6E3M2FN) -> ()
  %r85 = math.atan2 %c5, %c5 : f6E3M2FN
  func.call @use(%r85) : (f6E3M2FN) -> ()
  %b86 = math.isnan %c5 : f6E3M2FN
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f6E3M2FN
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f6E3M2FN
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f6E3M2FN
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f6E3M2FN
  func.call @use(%r90) : (f6E3M2FN) -> ()
  %r91 = math.ceil %c6 : f6E3M2FN
  func.call @use(%r91) : (f6E3M2FN) -> ()
  %r92 = math.floor %c6 : f6E3M2FN
  func.call @use(%r92) : (f6E3M2FN) -> ()
  %r93 = math.roundeven %c6 : f6E3M2FN
  func.call @use(%r93) : (f6E3M2FN) -> ()
  %r94 = math.round %c6 : f6E3M2FN
  func.call @use(%r94) : (f6E3M2FN) -> ()
  %r95 = math.trunc %c6 : f6E3M2FN
  func.call @use(%r95) : (f6E3M2FN) -> ()
  %r96 = math.exp %c6 : f6E3M2FN
  func.call @use(%r96) : (f6E3M2FN) -> ()
  %r97 = math.sqrt %c6 : f6E3M2FN
  func.call @use(%r97) : (f6E3M2FN) -> ()
  %r98 = math.copysign %c6, %m : f6E3M2FN
  func.call @use(%r98) : (f6E3M2FN) -> ()
  %r99 = math.copysign %m, %c6 : f6E3M2FN
  func.call @use(%r99) : (f6E3M2FN) -> ()
  %r100 = math.atan2 %c6, %c6 : f6E3M2FN
  func.call @use(%r100) : (f6E3M2FN) -> ()
  %b101 = math.isnan %c6 : f6E3M2FN
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f6E3M2FN
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f6E3M2FN
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f6E3M2FN
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f6E3M2FN
  func.call @use(%r105) : (f6E3M2FN) -> ()
  %r106 = math.ceil %c7 : f6E3M2FN
  func.call @use(%r106) : (f6E3M2FN) -> ()
  %r107 = math.floor %c7 : f6E3M2FN
  func.call @use(%r107) : (f6E3M2FN) -> ()
  %r108 = math.roundeven %c7 : f6E3M2FN
  func.call @use(%r108) : (f6E3M2FN) -> ()
  %r109 = math.round %c7 : f6E3M2FN
  func.call @use(%r109) : (f6E3M2FN) -> ()
  %r110 = math.trunc %c7 : f6E3M2FN
  func.call @use(%r110) : (f6E3M2FN) -> ()
  %r111 = math.exp %c7 : f6E3M2FN
  func.call @use(%r111) : (f6E3M2FN) -> ()
  %r112 = math.sqrt %c7 : f6E3M2FN
  func.call @use(%r112) : (f6E3M2FN) -> ()
  %r113 = math.copysign %c7, %m : f6E3M2FN
  func.call @use(%r113) : (f6E3M2FN) -> ()
  %r114 = math.copysign %m, %c7 : f6E3M2FN
  func.call @use(%r114) : (f6E3M2FN) -> ()
  %r115 = math.atan2 %c7, %c7 : f6E3M2FN
  func.call @use(%r115) : (f6E3M2FN) -> ()
  %b116 = math.isnan %c7 : f6E3M2FN
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f6E3M2FN
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f6E3M2FN
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f6E3M2FN
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f6E3M2FN
  func.call @use(%r120) : (f6E3M2FN) -> ()
  %r121 = math.ceil %c8 : f6E3M2FN
  func.call @use(%r121) : (f6E3M2FN) -> ()
  %r122 = math.floor %c8 : f6E3M2FN
  func.call @use(%r122) : (f6E3M2FN) -> ()
  %r123 = math.roundeven %c8 : f6E3M2FN
  func.call @use(%r123) : (f6E3M2FN) -> ()
  %r124 = math.round %c8 : f6E3M2FN
  func.call @use(%r124) : (f6E3M2FN) -> ()
  %r125 = math.trunc %c8 : f6E3M2FN
  func.call @use(%r125) : (f6E3M2FN) -> ()
  %r126 = math.exp %c8 : f6E3M2FN
  func.call @use(%r126) : (f6E3M2FN) -> ()
  %r127 = math.sqrt %c8 : f6E3M2FN
  func.call @use(%r127) : (f6E3M2FN) -> ()
  %r128 = math.copysign %c8, %m : f6E3M2FN
  func.call @use(%r128) : (f6E3M2FN) -> ()
  %r129 = math.copysign %m, %c8 : f6E3M2FN
  func.call @use(%r129) : (f6E3M2FN) -> ()
  %r130 = math.atan2 %c8, %c8 : f6E3M2FN
  func.call @use(%r130) : (f6E3M2FN) -> ()
  %b131 = math.isnan %c8 : f6E3M2FN
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f6E3M2FN
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f6E3M2FN
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f6E3M2FN
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f6E3M2FN
  func.call @use(%r135) : (f6E3M2FN) -> ()
  %r136 = math.ceil %c9 : f6E3M2FN
  func.call @use(%r136) : (f6E3M2FN) -> ()
  %r137 = math.floor %c9 : f6E3M2FN
  func.call @use(%r137) : (f6E3M2FN) -> ()
  %r138 = math.roundeven %c9 : f6E3M2FN
  func.call @use(%r138) : (f6E3M2FN) -> ()
  %r139 = math.round %c9 : f6E3M2FN
  func.call @use(%r139) : (f6E3M2FN) -> ()
  %r140 = math.trunc %c9 : f6E3M2FN
  func.call @use(%r140) : (f6E3M2FN) -> ()
  %r141 = math.exp %c9 : f6E3M2FN
  func.call @use(%r141) : (f6E3M2FN) -> ()
  %r142 = math.sqrt %c9 : f6E3M2FN
  func.call @use(%r142) : (f6E3M2FN) -> ()
  %r143 = math.copysign %c9, %m : f6E3M2FN
  func.call @use(%r143) : (f6E3M2FN) -> ()
  %r144 = math.copysign %m, %c9 : f6E3M2FN
  func.call @use(%r144) : (f6E3M2FN) -> ()
  %r145 = math.atan2 %c9, %c9 : f6E3M2FN
  func.call @use(%r145) : (f6E3M2FN) -> ()
  %b146 = math.isnan %c9 : f6E3M2FN
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f6E3M2FN
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f6E3M2FN
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f6E3M2FN
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f6E3M2FN
  func.call @use(%r150) : (f6E3M2FN) -> ()
  %r151 = math.ceil %c10 : f6E3M2FN
  func.call @use(%r151) : (f6E3M2FN) -> ()
  %r152 = math.floor %c10 : f6E3M2FN
  func.call @use(%r152) : (f6E3M2FN) -> ()
  %r153 = math.roundeven %c10 : f6E3M2FN
  func.call @use(%r153) : (f6E3M2FN) -> ()
  %r154 = math.round %c10 : f6E3M2FN
  func.call @use(%r154) : (f6E3M2FN) -> ()
  %r155 = math.trunc %c10 : f6E3M2FN
  func.call @use(%r155) : (f6E3M2FN) -> ()
  %r156 = math.exp %c10 : f6E3M2FN
  func.call @use(%r156) : (f6E3M2FN) -> ()
  %r157 = math.sqrt %c10 : f6E3M2FN
  func.call @use(%r157) : (f6E3M2FN) -> ()
  %r158 = math.copysign %c10, %m : f6E3M2FN
  func.call @use(%r158) : (f6E3M2FN) -> ()
  %r159 = math.copysign %m, %c10 : f6E3M2FN
  func.call @use(%r159) : (f6E3M2FN) -> ()
  %r160 = math.atan2 %c10, %c10 : f6E3M2FN
  func.call @use(%r160) : (f6E3M2FN) -> ()
  %b161 = math.isnan %c10 : f6E3M2FN
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f6E3M2FN
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f6E3M2FN
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f6E3M2FN
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f6E3M2FN
  func.call @use(%r165) : (f6E3M2FN) -> ()
  %r166 = math.ceil %c11 : f6E3M2FN
  func.call @use(%r166) : (f6E3M2FN) -> ()
  %r167 = math.floor %c11 : f6E3M2FN
  func.call @use(%r167) : (f6E3M2FN) -> ()
  %r168 = math.roundeven %c11 : f6E3M2FN
  func.call @use(%r168) : (f6E3M2FN) -> ()
  %r169 = math.round %c11 : f6E3M2FN
  func.call @use(%r169) : (f6E3M2FN) -> ()
  %r170 = math.trunc %c11 : f6E3M2FN
  func.call @use(%r170) : (f6E3M2FN) -> ()
  %r171 = math.exp %c11 : f6E3M2FN
  func.call @use(%r171) : (f6E3M2FN) -> ()
  %r172 = math.sqrt %c11 : f6E3M2FN
  func.call @use(%r172) : (f6E3M2FN) -> ()
  %r173 = math.copysign %c11, %m : f6E3M2FN
  func.call @use(%r173) : (f6E3M2FN) -> ()
  %r174 = math.copysign %m, %c11 : f6E3M2FN
  func.call @use(%r174) : (f6E3M2FN) -> ()
  %r175 = math.atan2 %c11, %c11 : f6E3M2FN
  func.call @use(%r175) : (f6E3M2FN) -> ()
  %b176 = math.isnan %c11 : f6E3M2FN
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f6E3M2FN
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f6E3M2FN
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f6E3M2FN
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f6E3M2FN
  func.call @use(%r180) : (f6E3M2FN) -> ()
  %r181 = math.ceil %c12 : f6E3M2FN
  func.call @use(%r181) : (f6E3M2FN) -> ()
  %r182 = math.floor %c12 : f6E3M2FN
  func.call @use(%r182) : (f6E3M2FN) -> ()
  %r183 = math.roundeven %c12 : f6E3M2FN
  func.call @use(%r183) : (f6E3M2FN) -> ()
  %r184 = math.round %c12 : f6E3M2FN
  func.call @use(%r184) : (f6E3M2FN) -> ()
  %r185 = math.trunc %c12 : f6E3M2FN
  func.call @use(%r185) : (f6E3M2FN) -> ()
  %r186 = math.exp %c12 : f6E3M2FN
  func.call @use(%r186) : (f6E3M2FN) -> ()
  %r187 = math.sqrt %c12 : f6E3M2FN
  func.call @use(%r187) : (f6E3M2FN) -> ()
  %r188 = math.copysign %c12, %m : f6E3M2FN
  func.call @use(%r188) : (f6E3M2FN) -> ()
  %r189 = math.copysign %m, %c12 : f6E3M2FN
  func.call @use(%r189) : (f6E3M2FN) -> ()
  %r190 = math.atan2 %c12, %c12 : f6E3M2FN
  func.call @use(%r190) : (f6E3M2FN) -> ()
  %b191 = math.isnan %c12 : f6E3M2FN
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f6E3M2FN
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f6E3M2FN
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f6E3M2FN
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f6E3M2FN
  func.call @use(%r195) : (f6E3M2FN) -> ()
  %r196 = math.ceil %c13 : f6E3M2FN
  func.call @use(%r196) : (f6E3M2FN) -> ()
  %r197 = math.floor %c13 : f6E3M2FN
  func.call @use(%r197) : (f6E3M2FN) -> ()
  %r198 = math.roundeven %c13 : f6E3M2FN
  func.call @use(%r198) : (f6E3M2FN) -> ()
  %r199 = math.round %c13 : f6E3M2FN
  func.call @use(%r199) : (f6E3M2FN) -> ()
  %r200 = math.trunc %c13 : f6E3M2FN
  func.call @use(%r200) : (f6E3M2FN) -> ()
  %r201 = math.exp %c13 : f6E3M2FN
  func.call @use(%r201) : (f6E3M2FN) -> ()
  %r202 = math.sqrt %c13 : f6E3M2FN
  func.call @use(%r202) : (f6E3M2FN) -> ()
  %r203 = math.copysign %c13, %m : f6E3M2FN
  func.call @use(%r203) : (f6E3M2FN) -> ()
  %r204 = math.copysign %m, %c13 : f6E3M2FN
  func.call @use(%r204) : (f6E3M2FN) -> ()
  %r205 = math.atan2 %c13, %c13 : f6E3M2FN
  func.call @use(%r205) : (f6E3M2FN) -> ()
  %b206 = math.isnan %c13 : f6E3M2FN
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f6E3M2FN
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f6E3M2FN
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f6E3M2FN
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f6E3M2FN
  func.call @use(%r210) : (f6E3M2FN) -> ()
  %r211 = math.ceil %c14 : f6E3M2FN
  func.call @use(%r211) : (f6E3M2FN) -> ()
  %r212 = math.floor %c14 : f6E3M2FN
  func.call @use(%r212) : (f6E3M2FN) -> ()
  %r213 = math.roundeven %c14 : f6E3M2FN
  func.call @use(%r213) : (f6E3M2FN) -> ()
  %r214 = math.round %c14 : f6E3M2FN
  func.call @use(%r214) : (f6E3M2FN) -> ()
  %r215 = math.trunc %c14 : f6E3M2FN
  func.call @use(%r215) : (f6E3M2FN) -> ()
  %r216 = math.exp %c14 : f6E3M2FN
  func.call @use(%r216) : (f6E3M2FN) -> ()
  %r217 = math.sqrt %c14 : f6E3M2FN
  func.call @use(%r217) : (f6E3M2FN) -> ()
  %r218 = math.copysign %c14, %m : f6E3M2FN
  func.call @use(%r218) : (f6E3M2FN) -> ()
  %r219 = math.copysign %m, %c14 : f6E3M2FN
  func.call @use(%r219) : (f6E3M2FN) -> ()
  %r220 = math.atan2 %c14, %c14 : f6E3M2FN
  func.call @use(%r220) : (f6E3M2FN) -> ()
  %b221 = math.isnan %c14 : f6E3M2FN
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f6E3M2FN
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f6E3M2FN
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f6E3M2FN
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f4E2M1FN)
func.func private @test(i1)

func.func @f4e2m1fn() {
  %c0 = arith.constant 0.0 : f4E2M1FN
  %c1 = arith.constant -0.0 : f4E2M1FN
  %c2 = arith.constant 0.5 : f4E2M1FN
  %c3 = arith.constant -0.5 : f4E2M1FN
  %c4 = arith.constant 1.5 : f4E2M1FN
  %c5 = arith.constant 2.5 : f4E2M1FN
  %c6 = arith.constant -2.5 : f4E2M1FN
  %c7 = arith.constant 0.3 : f4E2M1FN
  %c8 = arith.constant -1.75 : f4E2M1FN
  %c9 = arith.constant 3.0 : f4E2M1FN
  %c10 = arith.constant 100.3 : f4E2M1FN
  %c11 = arith.constant 1.0e-5 : f4E2M1FN
  %c12 = arith.constant 0x7 : f4E2M1FN
  %c13 = arith.constant 0xF : f4E2M1FN
  %c14 = arith.constant 0x1 : f4E2M1FN
  %m = arith.constant -1.0 : f4E2M1FN
  %r0 = math.absf %c0 : f4E2M1FN
  func.call @use(%r0) : (f4E2M1FN) -> ()
  %r1 = math.ceil %c0 : f4E2M1FN
  func.call @use(%r1) : (f4E2M1FN) -> ()
  %r2 = math.floor %c0 : f4E2M1FN
  func.call @use(%r2) : (f4E2M1FN) -> ()
  %r3 = math.roundeven %c0 : f4E2M1FN
  func.call @use(%r3) : (f4E2M1FN) -> ()
  %r4 = math.round %c0 : f4E2M1FN
  func.call @use(%r4) : (f4E2M1FN) -> ()
  %r5 = math.trunc %c0 : f4E2M1FN
  func.call @use(%r5) : (f4E2M1FN) -> ()
  %r6 = math.exp %c0 : f4E2M1FN
  func.call @use(%r6) : (f4E2M1FN) -> ()
  %r7 = math.sqrt %c0 : f4E2M1FN
  func.call @use(%r7) : (f4E2M1FN) -> ()
  %r8 = math.copysign %c0, %m : f4E2M1FN
  func.call @use(%r8) : (f4E2M1FN) -> ()
  %r9 = math.copysign %m, %c0 : f4E2M1FN
  func.call @use(%r9) : (f4E2M1FN) -> ()
  %r10 = math.atan2 %c0, %c0 : f4E2M1FN
  func.call @use(%r10) : (f4E2M1FN) -> ()
  %b11 = math.isnan %c0 : f4E2M1FN
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f4E2M1FN
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f4E2M1FN
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f4E2M1FN
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f4E2M1FN
  func.call @use(%r15) : (f4E2M1FN) -> ()
  %r16 = math.ceil %c1 : f4E2M1FN
  func.call @use(%r16) : (f4E2M1FN) -> ()
  %r17 = math.floor %c1 : f4E2M1FN
  func.call @use(%r17) : (f4E2M1FN) -> ()
  %r18 = math.roundeven %c1 : f4E2M1FN
  func.call @use(%r18) : (f4E2M1FN) -> ()
  %r19 = math.round %c1 : f4E2M1FN
  func.call @use(%r19) : (f4E2M1FN) -> ()
  %r20 = math.trunc %c1 : f4E2M1FN
  func.call @use(%r20) : (f4E2M1FN) -> ()
  %r21 = math.exp %c1 : f4E2M1FN
  func.call @use(%r21) : (f4E2M1FN) -> ()
  %r22 = math.sqrt %c1 : f4E2M1FN
  func.call @use(%r22) : (f4E2M1FN) -> ()
  %r23 = math.copysign %c1, %m : f4E2M1FN
  func.call @use(%r23) : (f4E2M1FN) -> ()
  %r24 = math.copysign %m, %c1 : f4E2M1FN
  func.call @use(%r24) : (f4E2M1FN) -> ()
  %r25 = math.atan2 %c1, %c1 : f4E2M1FN
  func.call @use(%r25) : (f4E2M1FN) -> ()
  %b26 = math.isnan %c1 : f4E2M1FN
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f4E2M1FN
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f4E2M1FN
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f4E2M1FN
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f4E2M1FN
  func.call @use(%r30) : (f4E2M1FN) -> ()
  %r31 = math.ceil %c2 : f4E2M1FN
  func.call @use(%r31) : (f4E2M1FN) -> ()
  %r32 = math.floor %c2 : f4E2M1FN
  func.call @use(%r32) : (f4E2M1FN) -> ()
  %r33 = math.roundeven %c2 : f4E2M1FN
  func.call @use(%r33) : (f4E2M1FN) -> ()
  %r34 = math.round %c2 : f4E2M1FN
  func.call @use(%r34) : (f4E2M1FN) -> ()
  %r35 = math.trunc %c2 : f4E2M1FN
  func.call @use(%r35) : (f4E2M1FN) -> ()
  %r36 = math.exp %c2 : f4E2M1FN
  func.call @use(%r36) : (f4E2M1FN) -> ()
  %r37 = math.sqrt %c2 : f4E2M1FN
  func.call @use(%r37) : (f4E2M1FN) -> ()
  %r38 = math.copysign %c2, %m : f4E2M1FN
  func.call @use(%r38) : (f4E2M1FN) -> ()
  %r39 = math.copysign %m, %c2 : f4E2M1FN
  func.call @use(%r39) : (f4E2M1FN) -> ()
  %r40 = math.atan2 %c2, %c2 : f4E2M1FN
  func.call @use(%r40) : (f4E2M1FN) -> ()
  %b41 = math.isnan %c2 : f4E2M1FN
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f4E2M1FN
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f4E2M1FN
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f4E2M1FN
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f4E2M1FN
  func.call @use(%r45) : (f4E2M1FN) -> ()
  %r46 = math.ceil %c3 : f4E2M1FN
  func.call @use(%r46) : (f4E2M1FN) -> ()
  %r47 = math.floor %c3 : f4E2M1FN
  func.call @use(%r47) : (f4E2M1FN) -> ()
  %r48 = math.roundeven %c3 : f4E2M1FN
  func.call @use(%r48) : (f4E2M1FN) -> ()
  %r49 = math.round %c3 : f4E2M1FN
  func.call @use(%r49) : (f4E2M1FN) -> ()
  %r50 = math.trunc %c3 : f4E2M1FN
  func.call @use(%r50) : (f4E2M1FN) -> ()
  %r51 = math.exp %c3 : f4E2M1FN
  func.call @use(%r51) : (f4E2M1FN) -> ()
  %r52 = math.sqrt %c3 : f4E2M1FN
  func.call @use(%r52) : (f4E2M1FN) -> ()
  %r53 = math.copysign %c3, %m : f4E2M1FN
  func.call @use(%r53) : (f4E2M1FN) -> ()
  %r54 = math.copysign %m, %c3 : f4E2M1FN
  func.call @use(%r54) : (f4E2M1FN) -> ()
  %r55 = math.atan2 %c3, %c3 : f4E2M1FN
  func.call @use(%r55) : (f4E2M1FN) -> ()
  %b56 = math.isnan %c3 : f4E2M1FN
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f4E2M1FN
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f4E2M1FN
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f4E2M1FN
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f4E2M1FN
  func.call @use(%r60) : (f4E2M1FN) -> ()
  %r61 = math.ceil %c4 : f4E2M1FN
  func.call @use(%r61) : (f4E2M1FN) -> ()
  %r62 = math.floor %c4 : f4E2M1FN
  func.call @use(%r62) : (f4E2M1FN) -> ()
  %r63 = math.roundeven %c4 : f4E2M1FN
  func.call @use(%r63) : (f4E2M1FN) -> ()
  %r64 = math.round %c4 : f4E2M1FN
  func.call @use(%r64) : (f4E2M1FN) -> ()
  %r65 = math.trunc %c4 : f4E2M1FN
  func.call @use(%r65) : (f4E2M1FN) -> ()
  %r66 = math.exp %c4 : f4E2M1FN
  func.call @use(%r66) : (f4E2M1FN) -> ()
  %r67 = math.sqrt %c4 : f4E2M1FN
  func.call @use(%r67) : (f4E2M1FN) -> ()
  %r68 = math.copysign %c4, %m : f4E2M1FN
  func.call @use(%r68) : (f4E2M1FN) -> ()
  %r69 = math.copysign %m, %c4 : f4E2M1FN
  func.call @use(%r69) : (f4E2M1FN) -> ()
  %r70 = math.atan2 %c4, %c4 : f4E2M1FN
  func.call @use(%r70) : (f4E2M1FN) -> ()
  %b71 = math.isnan %c4 : f4E2M1FN
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f4E2M1FN
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f4E2M1FN
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f4E2M1FN
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f4E2M1FN
  func.call @use(%r75) : (f4E2M1FN) -> ()
  %r76 = math.ceil %c5 : f4E2M1FN
  func.call @use(%r76) : (f4E2M1FN) -> ()
  %r77 = math.floor %c5 : f4E2M1FN
  func.call @use(%r77) : (f4E2M1FN) -> ()
  %r78 = math.roundeven %c5 : f4E2M1FN
  func.call @use(%r78) : (f4E2M1FN) -> ()
  %r79 = math.round %c5 : f4E2M1FN
  func.call @use(%r79) : (f4E2M1FN) -> ()
  %r80 = math.trunc %c5 : f4E2M1FN
  func.call @use(%r80) : (f4E2M1FN) -> ()
  %r81 = math.exp %c5 : f4E2M1FN
  func.call @use(%r81) : (f4E2M1FN) -> ()
  %r82 = math.sqrt %c5 : f4E2M1FN
  func.call @use(%r82) : (f4E2M1FN) -> ()
  %r83 = math.copysign %c5, %m : f4E2M1FN
  func.call @use(%r83) : (f4E2M1FN) -> ()
  %r84 = math.copysign %m, %c5 : f4E2M1FN
  func.call @use(%r84) : (f4E2M1FN) -> ()
  %r85 = math.atan2 %c5, %c5 : f4E2M1FN
  func.call @use(%r85) : (f4E2M1FN) -> ()
  %b86 = math.isnan %c5 : f4E2M1FN
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f4E2M1FN
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f4E2M1FN
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f4E2M1FN
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f4E2M1FN
  func.call @use(%r90) : (f4E2M1FN) -> ()
  %r91 = math.ceil %c6 : f4E2M1FN
  func.call @use(%r91) : (f4E2M1FN) -> ()
  %r92 = math.floor %c6 : f4E2M1FN
  func.call @use(%r92) : (f4E2M1FN) -> ()
  %r93 = math.roundeven %c6 : f4E2M1FN
  func.call @use(%r93) : (f4E2M1FN) -> ()
  %r94 = math.round %c6 : f4E2M1FN
  func.call @use(%r94) : (f4E2M1FN) -> ()
  %r95 = math.trunc %c6 : f4E2M1FN
  func.call @use(%r95) : (f4E2M1FN) -> ()
  %r96 = math.exp %c6 : f4E2M1FN
  func.call @use(%r96) : (f4E2M1FN) -> ()
  %r97 = math.sqrt %c6 : f4E2M1FN
  func.call @use(%r97) : (f4E2M1FN) -> ()
  %r98 = math.copysign %c6, %m : f4E2M1FN
  func.call @use(%r98) : (f4E2M1FN) -> ()
  %r99 = math.copysign %m, %c6 : f4E2M1FN
  func.call @use(%r99) : (f4E2M1FN) -> ()
  %r100 = math.atan2 %c6, %c6 : f4E2M1FN
  func.call @use(%r100) : (f4E2M1FN) -> ()
  %b101 = math.isnan %c6 : f4E2M1FN
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f4E2M1FN
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f4E2M1FN
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f4E2M1FN
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f4E2M1FN
  func.call @use(%r105) : (f4E2M1FN) -> ()
  %r106 = math.ceil %c7 : f4E2M1FN
  func.call @use(%r106) : (f4E2M1FN) -> ()
  %r107 = math.floor %c7 : f4E2M1FN
  func.call @use(%r107) : (f4E2M1FN) -> ()
  %r108 = math.roundeven %c7 : f4E2M1FN
  func.call @use(%r108) : (f4E2M1FN) -> ()
  %r109 = math.round %c7 : f4E2M1FN
  func.call @use(%r109) : (f4E2M1FN) -> ()
  %r110 = math.trunc %c7 : f4E2M1FN
  func.call @use(%r110) : (f4E2M1FN) -> ()
  %r111 = math.exp %c7 : f4E2M1FN
  func.call @use(%r111) : (f4E2M1FN) -> ()
  %r112 = math.sqrt %c7 : f4E2M1FN
  func.call @use(%r112) : (f4E2M1FN) -> ()
  %r113 = math.copysign %c7, %m : f4E2M1FN
  func.call @use(%r113) : (f4E2M1FN) -> ()
  %r114 = math.copysign %m, %c7 : f4E2M1FN
  func.call @use(%r114) : (f4E2M1FN) -> ()
  %r115 = math.atan2 %c7, %c7 : f4E2M1FN
  func.call @use(%r115) : (f4E2M1FN) -> ()
  %b116 = math.isnan %c7 : f4E2M1FN
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f4E2M1FN
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f4E2M1FN
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f4E2M1FN
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f4E2M1FN
  func.call @use(%r120) : (f4E2M1FN) -> ()
  %r121 = math.ceil %c8 : f4E2M1FN
  func.call @use(%r121) : (f4E2M1FN) -> ()
  %r122 = math.floor %c8 : f4E2M1FN
  func.call @use(%r122) : (f4E2M1FN) -> ()
  %r123 = math.roundeven %c8 : f4E2M1FN
  func.call @use(%r123) : (f4E2M1FN) -> ()
  %r124 = math.round %c8 : f4E2M1FN
  func.call @use(%r124) : (f4E2M1FN) -> ()
  %r125 = math.trunc %c8 : f4E2M1FN
  func.call @use(%r125) : (f4E2M1FN) -> ()
  %r126 = math.exp %c8 : f4E2M1FN
  func.call @use(%r126) : (f4E2M1FN) -> ()
  %r127 = math.sqrt %c8 : f4E2M1FN
  func.call @use(%r127) : (f4E2M1FN) -> ()
  %r128 = math.copysign %c8, %m : f4E2M1FN
  func.call @use(%r128) : (f4E2M1FN) -> ()
  %r129 = math.copysign %m, %c8 : f4E2M1FN
  func.call @use(%r129) : (f4E2M1FN) -> ()
  %r130 = math.atan2 %c8, %c8 : f4E2M1FN
  func.call @use(%r130) : (f4E2M1FN) -> ()
  %b131 = math.isnan %c8 : f4E2M1FN
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f4E2M1FN
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f4E2M1FN
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f4E2M1FN
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f4E2M1FN
  func.call @use(%r135) : (f4E2M1FN) -> ()
  %r136 = math.ceil %c9 : f4E2M1FN
  func.call @use(%r136) : (f4E2M1FN) -> ()
  %r137 = math.floor %c9 : f4E2M1FN
  func.call @use(%r137) : (f4E2M1FN) -> ()
  %r138 = math.roundeven %c9 : f4E2M1FN
  func.call @use(%r138) : (f4E2M1FN) -> ()
  %r139 = math.round %c9 : f4E2M1FN
  func.call @use(%r139) : (f4E2M1FN) -> ()
  %r140 = math.trunc %c9 : f4E2M1FN
  func.call @use(%r140) : (f4E2M1FN) -> ()
  %r141 = math.exp %c9 : f4E2M1FN
  func.call @use(%r141) : (f4E2M1FN) -> ()
  %r142 = math.sqrt %c9 : f4E2M1FN
  func.call @use(%r142) : (f4E2M1FN) -> ()
  %r143 = math.copysign %c9, %m : f4E2M1FN
  func.call @use(%r143) : (f4E2M1FN) -> ()
  %r144 = math.copysign %m, %c9 : f4E2M1FN
  func.call @use(%r144) : (f4E2M1FN) -> ()
  %r145 = math.atan2 %c9, %c9 : f4E2M1FN
  func.call @use(%r145) : (f4E2M1FN) -> ()
  %b146 = math.isnan %c9 : f4E2M1FN
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f4E2M1FN
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f4E2M1FN
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f4E2M1FN
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f4E2M1FN
  func.call @use(%r150) : (f4E2M1FN) -> ()
  %r151 = math.ceil %c10 : f4E2M1FN
  func.call @use(%r151) : (f4E2M1FN) -> ()
  %r152 = math.floor %c10 : f4E2M1FN
  func.call @use(%r152) : (f4E2M1FN) -> ()
  %r153 = math.roundeven %c10 : f4E2M1FN
  func.call @use(%r153) : (f4E2M1FN) -> ()
  %r154 = math.round %c10 : f4E2M1FN
  func.call @use(%r154) : (f4E2M1FN) -> ()
  %r155 = math.trunc %c10 : f4E2M1FN
  func.call @use(%r155) : (f4E2M1FN) -> ()
  %r156 = math.exp %c10 : f4E2M1FN
  func.call @use(%r156) : (f4E2M1FN) -> ()
  %r157 = math.sqrt %c10 : f4E2M1FN
  func.call @use(%r157) : (f4E2M1FN) -> ()
  %r158 = math.copysign %c10, %m : f4E2M1FN
  func.call @use(%r158) : (f4E2M1FN) -> ()
  %r159 = math.copysign %m, %c10 : f4E2M1FN
  func.call @use(%r159) : (f4E2M1FN) -> ()
  %r160 = math.atan2 %c10, %c10 : f4E2M1FN
  func.call @use(%r160) : (f4E2M1FN) -> ()
  %b161 = math.isnan %c10 : f4E2M1FN
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f4E2M1FN
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f4E2M1FN
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f4E2M1FN
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f4E2M1FN
  func.call @use(%r165) : (f4E2M1FN) -> ()
  %r166 = math.ceil %c11 : f4E2M1FN
  func.call @use(%r166) : (f4E2M1FN) -> ()
  %r167 = math.floor %c11 : f4E2M1FN
  func.call @use(%r167) : (f4E2M1FN) -> ()
  %r168 = math.roundeven %c11 : f4E2M1FN
  func.call @use(%r168) : (f4E2M1FN) -> ()
  %r169 = math.round %c11 : f4E2M1FN
  func.call @use(%r169) : (f4E2M1FN) -> ()
  %r170 = math.trunc %c11 : f4E2M1FN
  func.call @use(%r170) : (f4E2M1FN) -> ()
  %r171 = math.exp %c11 : f4E2M1FN
  func.call @use(%r171) : (f4E2M1FN) -> ()
  %r172 = math.sqrt %c11 : f4E2M1FN
  func.call @use(%r172) : (f4E2M1FN) -> ()
  %r173 = math.copysign %c11, %m : f4E2M1FN
  func.call @use(%r173) : (f4E2M1FN) -> ()
  %r174 = math.copysign %m, %c11 : f4E2M1FN
  func.call @use(%r174) : (f4E2M1FN) -> ()
  %r175 = math.atan2 %c11, %c11 : f4E2M1FN
  func.call @use(%r175) : (f4E2M1FN) -> ()
  %b176 = math.isnan %c11 : f4E2M1FN
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f4E2M1FN
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f4E2M1FN
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f4E2M1FN
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f4E2M1FN
  func.call @use(%r180) : (f4E2M1FN) -> ()
  %r181 = math.ceil %c12 : f4E2M1FN
  func.call @use(%r181) : (f4E2M1FN) -> ()
  %r182 = math.floor %c12 : f4E2M1FN
  func.call @use(%r182) : (f4E2M1FN) -> ()
  %r183 = math.roundeven %c12 : f4E2M1FN
  func.call @use(%r183) : (f4E2M1FN) -> ()
  %r184 = math.round %c12 : f4E2M1FN
  func.call @use(%r184) : (f4E2M1FN) -> ()
  %r185 = math.trunc %c12 : f4E2M1FN
  func.call @use(%r185) : (f4E2M1FN) -> ()
  %r186 = math.exp %c12 : f4E2M1FN
  func.call @use(%r186) : (f4E2M1FN) -> ()
  %r187 = math.sqrt %c12 : f4E2M1FN
  func.call @use(%r187) : (f4E2M1FN) -> ()
  %r188 = math.copysign %c12, %m : f4E2M1FN
  func.call @use(%r188) : (f4E2M1FN) -> ()
  %r189 = math.copysign %m, %c12 : f4E2M1FN
  func.call @use(%r189) : (f4E2M1FN) -> ()
  %r190 = math.atan2 %c12, %c12 : f4E2M1FN
  func.call @use(%r190) : (f4E2M1FN) -> ()
  %b191 = math.isnan %c12 : f4E2M1FN
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f4E2M1FN
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f4E2M1FN
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f4E2M1FN
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f4E2M1FN
  func.call @use(%r195) : (f4E2M1FN) -> ()
  %r196 = math.ceil %c13 : f4E2M1FN
  func.call @use(%r196) : (f4E2M1FN) -> ()
  %r197 = math.floor %c13 : f4E2M1FN
  func.call @use(%r197) : (f4E2M1FN) -> ()
  %r198 = math.roundeven %c13 : f4E2M1FN
  func.call @use(%r198) : (f4E2M1FN) -> ()
  %r199 = math.round %c13 : f4E2M1FN
  func.call @use(%r199) : (f4E2M1FN) -> ()
  %r200 = math.trunc %c13 : f4E2M1FN
  func.call @use(%r200) : (f4E2M1FN) -> ()
  %r201 = math.exp %c13 : f4E2M1FN
  func.call @use(%r201) : (f4E2M1FN) -> ()
  %r202 = math.sqrt %c13 : f4E2M1FN
  func.call @use(%r202) : (f4E2M1FN) -> ()
  %r203 = math.copysign %c13, %m : f4E2M1FN
  func.call @use(%r203) : (f4E2M1FN) -> ()
  %r204 = math.copysign %m, %c13 : f4E2M1FN
  func.call @use(%r204) : (f4E2M1FN) -> ()
  %r205 = math.atan2 %c13, %c13 : f4E2M1FN
  func.call @use(%r205) : (f4E2M1FN) -> ()
  %b206 = math.isnan %c13 : f4E2M1FN
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f4E2M1FN
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f4E2M1FN
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f4E2M1FN
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f4E2M1FN
  func.call @use(%r210) : (f4E2M1FN) -> ()
  %r211 = math.ceil %c14 : f4E2M1FN
  func.call @use(%r211) : (f4E2M1FN) -> ()
  %r212 = math.floor %c14 : f4E2M1FN
  func.call @use(%r212) : (f4E2M1FN) -> ()
  %r213 = math.roundeven %c14 : f4E2M1FN
  func.call @use(%r213) : (f4E2M1FN) -> ()
  %r214 = math.round %c14 : f4E2M1FN
  func.call @use(%r214) : (f4E2M1FN) -> ()
  %r215 = math.trunc %c14 : f4E2M1FN
  func.call @use(%r215) : (f4E2M1FN) -> ()
  %r216 = math.exp %c14 : f4E2M1FN
  func.call @use(%r216) : (f4E2M1FN) -> ()
  %r217 = math.sqrt %c14 : f4E2M1FN
  func.call @use(%r217) : (f4E2M1FN) -> ()
  %r218 = math.copysign %c14, %m : f4E2M1FN
  func.call @use(%r218) : (f4E2M1FN) -> ()
  %r219 = math.copysign %m, %c14 : f4E2M1FN
  func.call @use(%r219) : (f4E2M1FN) -> ()
  %r220 = math.atan2 %c14, %c14 : f4E2M1FN
  func.call @use(%r220) : (f4E2M1FN) -> ()
  %b221 = math.isnan %c14 : f4E2M1FN
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f4E2M1FN
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f4E2M1FN
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f4E2M1FN
  func.call @test(%b224) : (i1) -> ()
  return
}

// -----

func.func private @use(f8E8M0FNU)
func.func private @test(i1)

func.func @f8e8m0fnu() {
  %c0 = arith.constant 0.0 : f8E8M0FNU
  %c1 = arith.constant -0.0 : f8E8M0FNU
  %c2 = arith.constant 0.5 : f8E8M0FNU
  %c3 = arith.constant -0.5 : f8E8M0FNU
  %c4 = arith.constant 1.5 : f8E8M0FNU
  %c5 = arith.constant 2.5 : f8E8M0FNU
  %c6 = arith.constant -2.5 : f8E8M0FNU
  %c7 = arith.constant 0.3 : f8E8M0FNU
  %c8 = arith.constant -1.75 : f8E8M0FNU
  %c9 = arith.constant 3.0 : f8E8M0FNU
  %c10 = arith.constant 100.3 : f8E8M0FNU
  %c11 = arith.constant 1.0e-5 : f8E8M0FNU
  %c12 = arith.constant 0xFF : f8E8M0FNU
  %c13 = arith.constant 0x00 : f8E8M0FNU
  %c14 = arith.constant 0x7F : f8E8M0FNU
  %m = arith.constant -1.0 : f8E8M0FNU
  %r0 = math.absf %c0 : f8E8M0FNU
  func.call @use(%r0) : (f8E8M0FNU) -> ()
  %r1 = math.ceil %c0 : f8E8M0FNU
  func.call @use(%r1) : (f8E8M0FNU) -> ()
  %r2 = math.floor %c0 : f8E8M0FNU
  func.call @use(%r2) : (f8E8M0FNU) -> ()
  %r3 = math.roundeven %c0 : f8E8M0FNU
  func.call @use(%r3) : (f8E8M0FNU) -> ()
  %r4 = math.round %c0 : f8E8M0FNU
  func.call @use(%r4) : (f8E8M0FNU) -> ()
  %r5 = math.trunc %c0 : f8E8M0FNU
  func.call @use(%r5) : (f8E8M0FNU) -> ()
  %r6 = math.exp %c0 : f8E8M0FNU
  func.call @use(%r6) : (f8E8M0FNU) -> ()
  %r7 = math.sqrt %c0 : f8E8M0FNU
  func.call @use(%r7) : (f8E8M0FNU) -> ()
  %r8 = math.copysign %c0, %m : f8E8M0FNU
  func.call @use(%r8) : (f8E8M0FNU) -> ()
  %r9 = math.copysign %m, %c0 : f8E8M0FNU
  func.call @use(%r9) : (f8E8M0FNU) -> ()
  %r10 = math.atan2 %c0, %c0 : f8E8M0FNU
  func.call @use(%r10) : (f8E8M0FNU) -> ()
  %b11 = math.isnan %c0 : f8E8M0FNU
  func.call @test(%b11) : (i1) -> ()
  %b12 = math.isinf %c0 : f8E8M0FNU
  func.call @test(%b12) : (i1) -> ()
  %b13 = math.isfinite %c0 : f8E8M0FNU
  func.call @test(%b13) : (i1) -> ()
  %b14 = math.isnormal %c0 : f8E8M0FNU
  func.call @test(%b14) : (i1) -> ()
  %r15 = math.absf %c1 : f8E8M0FNU
  func.call @use(%r15) : (f8E8M0FNU) -> ()
  %r16 = math.ceil %c1 : f8E8M0FNU
  func.call @use(%r16) : (f8E8M0FNU) -> ()
  %r17 = math.floor %c1 : f8E8M0FNU
  func.call @use(%r17) : (f8E8M0FNU) -> ()
  %r18 = math.roundeven %c1 : f8E8M0FNU
  func.call @use(%r18) : (f8E8M0FNU) -> ()
  %r19 = math.round %c1 : f8E8M0FNU
  func.call @use(%r19) : (f8E8M0FNU) -> ()
  %r20 = math.trunc %c1 : f8E8M0FNU
  func.call @use(%r20) : (f8E8M0FNU) -> ()
  %r21 = math.exp %c1 : f8E8M0FNU
  func.call @use(%r21) : (f8E8M0FNU) -> ()
  %r22 = math.sqrt %c1 : f8E8M0FNU
  func.call @use(%r22) : (f8E8M0FNU) -> ()
  %r23 = math.copysign %c1, %m : f8E8M0FNU
  func.call @use(%r23) : (f8E8M0FNU) -> ()
  %r24 = math.copysign %m, %c1 : f8E8M0FNU
  func.call @use(%r24) : (f8E8M0FNU) -> ()
  %r25 = math.atan2 %c1, %c1 : f8E8M0FNU
  func.call @use(%r25) : (f8E8M0FNU) -> ()
  %b26 = math.isnan %c1 : f8E8M0FNU
  func.call @test(%b26) : (i1) -> ()
  %b27 = math.isinf %c1 : f8E8M0FNU
  func.call @test(%b27) : (i1) -> ()
  %b28 = math.isfinite %c1 : f8E8M0FNU
  func.call @test(%b28) : (i1) -> ()
  %b29 = math.isnormal %c1 : f8E8M0FNU
  func.call @test(%b29) : (i1) -> ()
  %r30 = math.absf %c2 : f8E8M0FNU
  func.call @use(%r30) : (f8E8M0FNU) -> ()
  %r31 = math.ceil %c2 : f8E8M0FNU
  func.call @use(%r31) : (f8E8M0FNU) -> ()
  %r32 = math.floor %c2 : f8E8M0FNU
  func.call @use(%r32) : (f8E8M0FNU) -> ()
  %r33 = math.roundeven %c2 : f8E8M0FNU
  func.call @use(%r33) : (f8E8M0FNU) -> ()
  %r34 = math.round %c2 : f8E8M0FNU
  func.call @use(%r34) : (f8E8M0FNU) -> ()
  %r35 = math.trunc %c2 : f8E8M0FNU
  func.call @use(%r35) : (f8E8M0FNU) -> ()
  %r36 = math.exp %c2 : f8E8M0FNU
  func.call @use(%r36) : (f8E8M0FNU) -> ()
  %r37 = math.sqrt %c2 : f8E8M0FNU
  func.call @use(%r37) : (f8E8M0FNU) -> ()
  %r38 = math.copysign %c2, %m : f8E8M0FNU
  func.call @use(%r38) : (f8E8M0FNU) -> ()
  %r39 = math.copysign %m, %c2 : f8E8M0FNU
  func.call @use(%r39) : (f8E8M0FNU) -> ()
  %r40 = math.atan2 %c2, %c2 : f8E8M0FNU
  func.call @use(%r40) : (f8E8M0FNU) -> ()
  %b41 = math.isnan %c2 : f8E8M0FNU
  func.call @test(%b41) : (i1) -> ()
  %b42 = math.isinf %c2 : f8E8M0FNU
  func.call @test(%b42) : (i1) -> ()
  %b43 = math.isfinite %c2 : f8E8M0FNU
  func.call @test(%b43) : (i1) -> ()
  %b44 = math.isnormal %c2 : f8E8M0FNU
  func.call @test(%b44) : (i1) -> ()
  %r45 = math.absf %c3 : f8E8M0FNU
  func.call @use(%r45) : (f8E8M0FNU) -> ()
  %r46 = math.ceil %c3 : f8E8M0FNU
  func.call @use(%r46) : (f8E8M0FNU) -> ()
  %r47 = math.floor %c3 : f8E8M0FNU
  func.call @use(%r47) : (f8E8M0FNU) -> ()
  %r48 = math.roundeven %c3 : f8E8M0FNU
  func.call @use(%r48) : (f8E8M0FNU) -> ()
  %r49 = math.round %c3 : f8E8M0FNU
  func.call @use(%r49) : (f8E8M0FNU) -> ()
  %r50 = math.trunc %c3 : f8E8M0FNU
  func.call @use(%r50) : (f8E8M0FNU) -> ()
  %r51 = math.exp %c3 : f8E8M0FNU
  func.call @use(%r51) : (f8E8M0FNU) -> ()
  %r52 = math.sqrt %c3 : f8E8M0FNU
  func.call @use(%r52) : (f8E8M0FNU) -> ()
  %r53 = math.copysign %c3, %m : f8E8M0FNU
  func.call @use(%r53) : (f8E8M0FNU) -> ()
  %r54 = math.copysign %m, %c3 : f8E8M0FNU
  func.call @use(%r54) : (f8E8M0FNU) -> ()
  %r55 = math.atan2 %c3, %c3 : f8E8M0FNU
  func.call @use(%r55) : (f8E8M0FNU) -> ()
  %b56 = math.isnan %c3 : f8E8M0FNU
  func.call @test(%b56) : (i1) -> ()
  %b57 = math.isinf %c3 : f8E8M0FNU
  func.call @test(%b57) : (i1) -> ()
  %b58 = math.isfinite %c3 : f8E8M0FNU
  func.call @test(%b58) : (i1) -> ()
  %b59 = math.isnormal %c3 : f8E8M0FNU
  func.call @test(%b59) : (i1) -> ()
  %r60 = math.absf %c4 : f8E8M0FNU
  func.call @use(%r60) : (f8E8M0FNU) -> ()
  %r61 = math.ceil %c4 : f8E8M0FNU
  func.call @use(%r61) : (f8E8M0FNU) -> ()
  %r62 = math.floor %c4 : f8E8M0FNU
  func.call @use(%r62) : (f8E8M0FNU) -> ()
  %r63 = math.roundeven %c4 : f8E8M0FNU
  func.call @use(%r63) : (f8E8M0FNU) -> ()
  %r64 = math.round %c4 : f8E8M0FNU
  func.call @use(%r64) : (f8E8M0FNU) -> ()
  %r65 = math.trunc %c4 : f8E8M0FNU
  func.call @use(%r65) : (f8E8M0FNU) -> ()
  %r66 = math.exp %c4 : f8E8M0FNU
  func.call @use(%r66) : (f8E8M0FNU) -> ()
  %r67 = math.sqrt %c4 : f8E8M0FNU
  func.call @use(%r67) : (f8E8M0FNU) -> ()
  %r68 = math.copysign %c4, %m : f8E8M0FNU
  func.call @use(%r68) : (f8E8M0FNU) -> ()
  %r69 = math.copysign %m, %c4 : f8E8M0FNU
  func.call @use(%r69) : (f8E8M0FNU) -> ()
  %r70 = math.atan2 %c4, %c4 : f8E8M0FNU
  func.call @use(%r70) : (f8E8M0FNU) -> ()
  %b71 = math.isnan %c4 : f8E8M0FNU
  func.call @test(%b71) : (i1) -> ()
  %b72 = math.isinf %c4 : f8E8M0FNU
  func.call @test(%b72) : (i1) -> ()
  %b73 = math.isfinite %c4 : f8E8M0FNU
  func.call @test(%b73) : (i1) -> ()
  %b74 = math.isnormal %c4 : f8E8M0FNU
  func.call @test(%b74) : (i1) -> ()
  %r75 = math.absf %c5 : f8E8M0FNU
  func.call @use(%r75) : (f8E8M0FNU) -> ()
  %r76 = math.ceil %c5 : f8E8M0FNU
  func.call @use(%r76) : (f8E8M0FNU) -> ()
  %r77 = math.floor %c5 : f8E8M0FNU
  func.call @use(%r77) : (f8E8M0FNU) -> ()
  %r78 = math.roundeven %c5 : f8E8M0FNU
  func.call @use(%r78) : (f8E8M0FNU) -> ()
  %r79 = math.round %c5 : f8E8M0FNU
  func.call @use(%r79) : (f8E8M0FNU) -> ()
  %r80 = math.trunc %c5 : f8E8M0FNU
  func.call @use(%r80) : (f8E8M0FNU) -> ()
  %r81 = math.exp %c5 : f8E8M0FNU
  func.call @use(%r81) : (f8E8M0FNU) -> ()
  %r82 = math.sqrt %c5 : f8E8M0FNU
  func.call @use(%r82) : (f8E8M0FNU) -> ()
  %r83 = math.copysign %c5, %m : f8E8M0FNU
  func.call @use(%r83) : (f8E8M0FNU) -> ()
  %r84 = math.copysign %m, %c5 : f8E8M0FNU
  func.call @use(%r84) : (f8E8M0FNU) -> ()
  %r85 = math.atan2 %c5, %c5 : f8E8M0FNU
  func.call @use(%r85) : (f8E8M0FNU) -> ()
  %b86 = math.isnan %c5 : f8E8M0FNU
  func.call @test(%b86) : (i1) -> ()
  %b87 = math.isinf %c5 : f8E8M0FNU
  func.call @test(%b87) : (i1) -> ()
  %b88 = math.isfinite %c5 : f8E8M0FNU
  func.call @test(%b88) : (i1) -> ()
  %b89 = math.isnormal %c5 : f8E8M0FNU
  func.call @test(%b89) : (i1) -> ()
  %r90 = math.absf %c6 : f8E8M0FNU
  func.call @use(%r90) : (f8E8M0FNU) -> ()
  %r91 = math.ceil %c6 : f8E8M0FNU
  func.call @use(%r91) : (f8E8M0FNU) -> ()
  %r92 = math.floor %c6 : f8E8M0FNU
  func.call @use(%r92) : (f8E8M0FNU) -> ()
  %r93 = math.roundeven %c6 : f8E8M0FNU
  func.call @use(%r93) : (f8E8M0FNU) -> ()
  %r94 = math.round %c6 : f8E8M0FNU
  func.call @use(%r94) : (f8E8M0FNU) -> ()
  %r95 = math.trunc %c6 : f8E8M0FNU
  func.call @use(%r95) : (f8E8M0FNU) -> ()
  %r96 = math.exp %c6 : f8E8M0FNU
  func.call @use(%r96) : (f8E8M0FNU) -> ()
  %r97 = math.sqrt %c6 : f8E8M0FNU
  func.call @use(%r97) : (f8E8M0FNU) -> ()
  %r98 = math.copysign %c6, %m : f8E8M0FNU
  func.call @use(%r98) : (f8E8M0FNU) -> ()
  %r99 = math.copysign %m, %c6 : f8E8M0FNU
  func.call @use(%r99) : (f8E8M0FNU) -> ()
  %r100 = math.atan2 %c6, %c6 : f8E8M0FNU
  func.call @use(%r100) : (f8E8M0FNU) -> ()
  %b101 = math.isnan %c6 : f8E8M0FNU
  func.call @test(%b101) : (i1) -> ()
  %b102 = math.isinf %c6 : f8E8M0FNU
  func.call @test(%b102) : (i1) -> ()
  %b103 = math.isfinite %c6 : f8E8M0FNU
  func.call @test(%b103) : (i1) -> ()
  %b104 = math.isnormal %c6 : f8E8M0FNU
  func.call @test(%b104) : (i1) -> ()
  %r105 = math.absf %c7 : f8E8M0FNU
  func.call @use(%r105) : (f8E8M0FNU) -> ()
  %r106 = math.ceil %c7 : f8E8M0FNU
  func.call @use(%r106) : (f8E8M0FNU) -> ()
  %r107 = math.floor %c7 : f8E8M0FNU
  func.call @use(%r107) : (f8E8M0FNU) -> ()
  %r108 = math.roundeven %c7 : f8E8M0FNU
  func.call @use(%r108) : (f8E8M0FNU) -> ()
  %r109 = math.round %c7 : f8E8M0FNU
  func.call @use(%r109) : (f8E8M0FNU) -> ()
  %r110 = math.trunc %c7 : f8E8M0FNU
  func.call @use(%r110) : (f8E8M0FNU) -> ()
  %r111 = math.exp %c7 : f8E8M0FNU
  func.call @use(%r111) : (f8E8M0FNU) -> ()
  %r112 = math.sqrt %c7 : f8E8M0FNU
  func.call @use(%r112) : (f8E8M0FNU) -> ()
  %r113 = math.copysign %c7, %m : f8E8M0FNU
  func.call @use(%r113) : (f8E8M0FNU) -> ()
  %r114 = math.copysign %m, %c7 : f8E8M0FNU
  func.call @use(%r114) : (f8E8M0FNU) -> ()
  %r115 = math.atan2 %c7, %c7 : f8E8M0FNU
  func.call @use(%r115) : (f8E8M0FNU) -> ()
  %b116 = math.isnan %c7 : f8E8M0FNU
  func.call @test(%b116) : (i1) -> ()
  %b117 = math.isinf %c7 : f8E8M0FNU
  func.call @test(%b117) : (i1) -> ()
  %b118 = math.isfinite %c7 : f8E8M0FNU
  func.call @test(%b118) : (i1) -> ()
  %b119 = math.isnormal %c7 : f8E8M0FNU
  func.call @test(%b119) : (i1) -> ()
  %r120 = math.absf %c8 : f8E8M0FNU
  func.call @use(%r120) : (f8E8M0FNU) -> ()
  %r121 = math.ceil %c8 : f8E8M0FNU
  func.call @use(%r121) : (f8E8M0FNU) -> ()
  %r122 = math.floor %c8 : f8E8M0FNU
  func.call @use(%r122) : (f8E8M0FNU) -> ()
  %r123 = math.roundeven %c8 : f8E8M0FNU
  func.call @use(%r123) : (f8E8M0FNU) -> ()
  %r124 = math.round %c8 : f8E8M0FNU
  func.call @use(%r124) : (f8E8M0FNU) -> ()
  %r125 = math.trunc %c8 : f8E8M0FNU
  func.call @use(%r125) : (f8E8M0FNU) -> ()
  %r126 = math.exp %c8 : f8E8M0FNU
  func.call @use(%r126) : (f8E8M0FNU) -> ()
  %r127 = math.sqrt %c8 : f8E8M0FNU
  func.call @use(%r127) : (f8E8M0FNU) -> ()
  %r128 = math.copysign %c8, %m : f8E8M0FNU
  func.call @use(%r128) : (f8E8M0FNU) -> ()
  %r129 = math.copysign %m, %c8 : f8E8M0FNU
  func.call @use(%r129) : (f8E8M0FNU) -> ()
  %r130 = math.atan2 %c8, %c8 : f8E8M0FNU
  func.call @use(%r130) : (f8E8M0FNU) -> ()
  %b131 = math.isnan %c8 : f8E8M0FNU
  func.call @test(%b131) : (i1) -> ()
  %b132 = math.isinf %c8 : f8E8M0FNU
  func.call @test(%b132) : (i1) -> ()
  %b133 = math.isfinite %c8 : f8E8M0FNU
  func.call @test(%b133) : (i1) -> ()
  %b134 = math.isnormal %c8 : f8E8M0FNU
  func.call @test(%b134) : (i1) -> ()
  %r135 = math.absf %c9 : f8E8M0FNU
  func.call @use(%r135) : (f8E8M0FNU) -> ()
  %r136 = math.ceil %c9 : f8E8M0FNU
  func.call @use(%r136) : (f8E8M0FNU) -> ()
  %r137 = math.floor %c9 : f8E8M0FNU
  func.call @use(%r137) : (f8E8M0FNU) -> ()
  %r138 = math.roundeven %c9 : f8E8M0FNU
  func.call @use(%r138) : (f8E8M0FNU) -> ()
  %r139 = math.round %c9 : f8E8M0FNU
  func.call @use(%r139) : (f8E8M0FNU) -> ()
  %r140 = math.trunc %c9 : f8E8M0FNU
  func.call @use(%r140) : (f8E8M0FNU) -> ()
  %r141 = math.exp %c9 : f8E8M0FNU
  func.call @use(%r141) : (f8E8M0FNU) -> ()
  %r142 = math.sqrt %c9 : f8E8M0FNU
  func.call @use(%r142) : (f8E8M0FNU) -> ()
  %r143 = math.copysign %c9, %m : f8E8M0FNU
  func.call @use(%r143) : (f8E8M0FNU) -> ()
  %r144 = math.copysign %m, %c9 : f8E8M0FNU
  func.call @use(%r144) : (f8E8M0FNU) -> ()
  %r145 = math.atan2 %c9, %c9 : f8E8M0FNU
  func.call @use(%r145) : (f8E8M0FNU) -> ()
  %b146 = math.isnan %c9 : f8E8M0FNU
  func.call @test(%b146) : (i1) -> ()
  %b147 = math.isinf %c9 : f8E8M0FNU
  func.call @test(%b147) : (i1) -> ()
  %b148 = math.isfinite %c9 : f8E8M0FNU
  func.call @test(%b148) : (i1) -> ()
  %b149 = math.isnormal %c9 : f8E8M0FNU
  func.call @test(%b149) : (i1) -> ()
  %r150 = math.absf %c10 : f8E8M0FNU
  func.call @use(%r150) : (f8E8M0FNU) -> ()
  %r151 = math.ceil %c10 : f8E8M0FNU
  func.call @use(%r151) : (f8E8M0FNU) -> ()
  %r152 = math.floor %c10 : f8E8M0FNU
  func.call @use(%r152) : (f8E8M0FNU) -> ()
  %r153 = math.roundeven %c10 : f8E8M0FNU
  func.call @use(%r153) : (f8E8M0FNU) -> ()
  %r154 = math.round %c10 : f8E8M0FNU
  func.call @use(%r154) : (f8E8M0FNU) -> ()
  %r155 = math.trunc %c10 : f8E8M0FNU
  func.call @use(%r155) : (f8E8M0FNU) -> ()
  %r156 = math.exp %c10 : f8E8M0FNU
  func.call @use(%r156) : (f8E8M0FNU) -> ()
  %r157 = math.sqrt %c10 : f8E8M0FNU
  func.call @use(%r157) : (f8E8M0FNU) -> ()
  %r158 = math.copysign %c10, %m : f8E8M0FNU
  func.call @use(%r158) : (f8E8M0FNU) -> ()
  %r159 = math.copysign %m, %c10 : f8E8M0FNU
  func.call @use(%r159) : (f8E8M0FNU) -> ()
  %r160 = math.atan2 %c10, %c10 : f8E8M0FNU
  func.call @use(%r160) : (f8E8M0FNU) -> ()
  %b161 = math.isnan %c10 : f8E8M0FNU
  func.call @test(%b161) : (i1) -> ()
  %b162 = math.isinf %c10 : f8E8M0FNU
  func.call @test(%b162) : (i1) -> ()
  %b163 = math.isfinite %c10 : f8E8M0FNU
  func.call @test(%b163) : (i1) -> ()
  %b164 = math.isnormal %c10 : f8E8M0FNU
  func.call @test(%b164) : (i1) -> ()
  %r165 = math.absf %c11 : f8E8M0FNU
  func.call @use(%r165) : (f8E8M0FNU) -> ()
  %r166 = math.ceil %c11 : f8E8M0FNU
  func.call @use(%r166) : (f8E8M0FNU) -> ()
  %r167 = math.floor %c11 : f8E8M0FNU
  func.call @use(%r167) : (f8E8M0FNU) -> ()
  %r168 = math.roundeven %c11 : f8E8M0FNU
  func.call @use(%r168) : (f8E8M0FNU) -> ()
  %r169 = math.round %c11 : f8E8M0FNU
  func.call @use(%r169) : (f8E8M0FNU) -> ()
  %r170 = math.trunc %c11 : f8E8M0FNU
  func.call @use(%r170) : (f8E8M0FNU) -> ()
  %r171 = math.exp %c11 : f8E8M0FNU
  func.call @use(%r171) : (f8E8M0FNU) -> ()
  %r172 = math.sqrt %c11 : f8E8M0FNU
  func.call @use(%r172) : (f8E8M0FNU) -> ()
  %r173 = math.copysign %c11, %m : f8E8M0FNU
  func.call @use(%r173) : (f8E8M0FNU) -> ()
  %r174 = math.copysign %m, %c11 : f8E8M0FNU
  func.call @use(%r174) : (f8E8M0FNU) -> ()
  %r175 = math.atan2 %c11, %c11 : f8E8M0FNU
  func.call @use(%r175) : (f8E8M0FNU) -> ()
  %b176 = math.isnan %c11 : f8E8M0FNU
  func.call @test(%b176) : (i1) -> ()
  %b177 = math.isinf %c11 : f8E8M0FNU
  func.call @test(%b177) : (i1) -> ()
  %b178 = math.isfinite %c11 : f8E8M0FNU
  func.call @test(%b178) : (i1) -> ()
  %b179 = math.isnormal %c11 : f8E8M0FNU
  func.call @test(%b179) : (i1) -> ()
  %r180 = math.absf %c12 : f8E8M0FNU
  func.call @use(%r180) : (f8E8M0FNU) -> ()
  %r181 = math.ceil %c12 : f8E8M0FNU
  func.call @use(%r181) : (f8E8M0FNU) -> ()
  %r182 = math.floor %c12 : f8E8M0FNU
  func.call @use(%r182) : (f8E8M0FNU) -> ()
  %r183 = math.roundeven %c12 : f8E8M0FNU
  func.call @use(%r183) : (f8E8M0FNU) -> ()
  %r184 = math.round %c12 : f8E8M0FNU
  func.call @use(%r184) : (f8E8M0FNU) -> ()
  %r185 = math.trunc %c12 : f8E8M0FNU
  func.call @use(%r185) : (f8E8M0FNU) -> ()
  %r186 = math.exp %c12 : f8E8M0FNU
  func.call @use(%r186) : (f8E8M0FNU) -> ()
  %r187 = math.sqrt %c12 : f8E8M0FNU
  func.call @use(%r187) : (f8E8M0FNU) -> ()
  %r188 = math.copysign %c12, %m : f8E8M0FNU
  func.call @use(%r188) : (f8E8M0FNU) -> ()
  %r189 = math.copysign %m, %c12 : f8E8M0FNU
  func.call @use(%r189) : (f8E8M0FNU) -> ()
  %r190 = math.atan2 %c12, %c12 : f8E8M0FNU
  func.call @use(%r190) : (f8E8M0FNU) -> ()
  %b191 = math.isnan %c12 : f8E8M0FNU
  func.call @test(%b191) : (i1) -> ()
  %b192 = math.isinf %c12 : f8E8M0FNU
  func.call @test(%b192) : (i1) -> ()
  %b193 = math.isfinite %c12 : f8E8M0FNU
  func.call @test(%b193) : (i1) -> ()
  %b194 = math.isnormal %c12 : f8E8M0FNU
  func.call @test(%b194) : (i1) -> ()
  %r195 = math.absf %c13 : f8E8M0FNU
  func.call @use(%r195) : (f8E8M0FNU) -> ()
  %r196 = math.ceil %c13 : f8E8M0FNU
  func.call @use(%r196) : (f8E8M0FNU) -> ()
  %r197 = math.floor %c13 : f8E8M0FNU
  func.call @use(%r197) : (f8E8M0FNU) -> ()
  %r198 = math.roundeven %c13 : f8E8M0FNU
  func.call @use(%r198) : (f8E8M0FNU) -> ()
  %r199 = math.round %c13 : f8E8M0FNU
  func.call @use(%r199) : (f8E8M0FNU) -> ()
  %r200 = math.trunc %c13 : f8E8M0FNU
  func.call @use(%r200) : (f8E8M0FNU) -> ()
  %r201 = math.exp %c13 : f8E8M0FNU
  func.call @use(%r201) : (f8E8M0FNU) -> ()
  %r202 = math.sqrt %c13 : f8E8M0FNU
  func.call @use(%r202) : (f8E8M0FNU) -> ()
  %r203 = math.copysign %c13, %m : f8E8M0FNU
  func.call @use(%r203) : (f8E8M0FNU) -> ()
  %r204 = math.copysign %m, %c13 : f8E8M0FNU
  func.call @use(%r204) : (f8E8M0FNU) -> ()
  %r205 = math.atan2 %c13, %c13 : f8E8M0FNU
  func.call @use(%r205) : (f8E8M0FNU) -> ()
  %b206 = math.isnan %c13 : f8E8M0FNU
  func.call @test(%b206) : (i1) -> ()
  %b207 = math.isinf %c13 : f8E8M0FNU
  func.call @test(%b207) : (i1) -> ()
  %b208 = math.isfinite %c13 : f8E8M0FNU
  func.call @test(%b208) : (i1) -> ()
  %b209 = math.isnormal %c13 : f8E8M0FNU
  func.call @test(%b209) : (i1) -> ()
  %r210 = math.absf %c14 : f8E8M0FNU
  func.call @use(%r210) : (f8E8M0FNU) -> ()
  %r211 = math.ceil %c14 : f8E8M0FNU
  func.call @use(%r211) : (f8E8M0FNU) -> ()
  %r212 = math.floor %c14 : f8E8M0FNU
  func.call @use(%r212) : (f8E8M0FNU) -> ()
  %r213 = math.roundeven %c14 : f8E8M0FNU
  func.call @use(%r213) : (f8E8M0FNU) -> ()
  %r214 = math.round %c14 : f8E8M0FNU
  func.call @use(%r214) : (f8E8M0FNU) -> ()
  %r215 = math.trunc %c14 : f8E8M0FNU
  func.call @use(%r215) : (f8E8M0FNU) -> ()
  %r216 = math.exp %c14 : f8E8M0FNU
  func.call @use(%r216) : (f8E8M0FNU) -> ()
  %r217 = math.sqrt %c14 : f8E8M0FNU
  func.call @use(%r217) : (f8E8M0FNU) -> ()
  %r218 = math.copysign %c14, %m : f8E8M0FNU
  func.call @use(%r218) : (f8E8M0FNU) -> ()
  %r219 = math.copysign %m, %c14 : f8E8M0FNU
  func.call @use(%r219) : (f8E8M0FNU) -> ()
  %r220 = math.atan2 %c14, %c14 : f8E8M0FNU
  func.call @use(%r220) : (f8E8M0FNU) -> ()
  %b221 = math.isnan %c14 : f8E8M0FNU
  func.call @test(%b221) : (i1) -> ()
  %b222 = math.isinf %c14 : f8E8M0FNU
  func.call @test(%b222) : (i1) -> ()
  %b223 = math.isfinite %c14 : f8E8M0FNU
  func.call @test(%b223) : (i1) -> ()
  %b224 = math.isnormal %c14 : f8E8M0FNU
  func.call @test(%b224) : (i1) -> ()
  return
}
