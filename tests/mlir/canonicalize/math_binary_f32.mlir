// atan2, copysign and powf on pairs of f32 values (zeros, infinities, NaNs).
func.func private @use(f32)

func.func @atan2() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant -2.5 : f32
  %c6 = arith.constant 3.0 : f32
  %c7 = arith.constant 1.0e-40 : f32
  %c8 = arith.constant 1.0e30 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %c12 = arith.constant 0xFFC00000 : f32
  %c13 = arith.constant 0x7FA00000 : f32
  %c14 = arith.constant 2.0 : f32
  %c15 = arith.constant -0.25 : f32
  %c16 = arith.constant 7.5 : f32
  %c17 = arith.constant -3.0 : f32
  %r0 = math.atan2 %c0, %c0 : f32
  func.call @use(%r0) : (f32) -> ()
  %r1 = math.atan2 %c0, %c1 : f32
  func.call @use(%r1) : (f32) -> ()
  %r2 = math.atan2 %c0, %c2 : f32
  func.call @use(%r2) : (f32) -> ()
  %r3 = math.atan2 %c0, %c3 : f32
  func.call @use(%r3) : (f32) -> ()
  %r4 = math.atan2 %c0, %c4 : f32
  func.call @use(%r4) : (f32) -> ()
  %r5 = math.atan2 %c0, %c5 : f32
  func.call @use(%r5) : (f32) -> ()
  %r6 = math.atan2 %c0, %c6 : f32
  func.call @use(%r6) : (f32) -> ()
  %r7 = math.atan2 %c0, %c7 : f32
  func.call @use(%r7) : (f32) -> ()
  %r8 = math.atan2 %c0, %c8 : f32
  func.call @use(%r8) : (f32) -> ()
  %r9 = math.atan2 %c0, %c9 : f32
  func.call @use(%r9) : (f32) -> ()
  %r10 = math.atan2 %c0, %c10 : f32
  func.call @use(%r10) : (f32) -> ()
  %r11 = math.atan2 %c0, %c11 : f32
  func.call @use(%r11) : (f32) -> ()
  %r12 = math.atan2 %c0, %c12 : f32
  func.call @use(%r12) : (f32) -> ()
  %r13 = math.atan2 %c0, %c13 : f32
  func.call @use(%r13) : (f32) -> ()
  %r14 = math.atan2 %c0, %c14 : f32
  func.call @use(%r14) : (f32) -> ()
  %r15 = math.atan2 %c0, %c15 : f32
  func.call @use(%r15) : (f32) -> ()
  %r16 = math.atan2 %c0, %c16 : f32
  func.call @use(%r16) : (f32) -> ()
  %r17 = math.atan2 %c0, %c17 : f32
  func.call @use(%r17) : (f32) -> ()
  %r18 = math.atan2 %c1, %c0 : f32
  func.call @use(%r18) : (f32) -> ()
  %r19 = math.atan2 %c1, %c1 : f32
  func.call @use(%r19) : (f32) -> ()
  %r20 = math.atan2 %c1, %c2 : f32
  func.call @use(%r20) : (f32) -> ()
  %r21 = math.atan2 %c1, %c3 : f32
  func.call @use(%r21) : (f32) -> ()
  %r22 = math.atan2 %c1, %c4 : f32
  func.call @use(%r22) : (f32) -> ()
  %r23 = math.atan2 %c1, %c5 : f32
  func.call @use(%r23) : (f32) -> ()
  %r24 = math.atan2 %c1, %c6 : f32
  func.call @use(%r24) : (f32) -> ()
  %r25 = math.atan2 %c1, %c7 : f32
  func.call @use(%r25) : (f32) -> ()
  %r26 = math.atan2 %c1, %c8 : f32
  func.call @use(%r26) : (f32) -> ()
  %r27 = math.atan2 %c1, %c9 : f32
  func.call @use(%r27) : (f32) -> ()
  %r28 = math.atan2 %c1, %c10 : f32
  func.call @use(%r28) : (f32) -> ()
  %r29 = math.atan2 %c1, %c11 : f32
  func.call @use(%r29) : (f32) -> ()
  %r30 = math.atan2 %c1, %c12 : f32
  func.call @use(%r30) : (f32) -> ()
  %r31 = math.atan2 %c1, %c13 : f32
  func.call @use(%r31) : (f32) -> ()
  %r32 = math.atan2 %c1, %c14 : f32
  func.call @use(%r32) : (f32) -> ()
  %r33 = math.atan2 %c1, %c15 : f32
  func.call @use(%r33) : (f32) -> ()
  %r34 = math.atan2 %c1, %c16 : f32
  func.call @use(%r34) : (f32) -> ()
  %r35 = math.atan2 %c1, %c17 : f32
  func.call @use(%r35) : (f32) -> ()
  %r36 = math.atan2 %c2, %c0 : f32
  func.call @use(%r36) : (f32) -> ()
  %r37 = math.atan2 %c2, %c1 : f32
  func.call @use(%r37) : (f32) -> ()
  %r38 = math.atan2 %c2, %c2 : f32
  func.call @use(%r38) : (f32) -> ()
  %r39 = math.atan2 %c2, %c3 : f32
  func.call @use(%r39) : (f32) -> ()
  %r40 = math.atan2 %c2, %c4 : f32
  func.call @use(%r40) : (f32) -> ()
  %r41 = math.atan2 %c2, %c5 : f32
  func.call @use(%r41) : (f32) -> ()
  %r42 = math.atan2 %c2, %c6 : f32
  func.call @use(%r42) : (f32) -> ()
  %r43 = math.atan2 %c2, %c7 : f32
  func.call @use(%r43) : (f32) -> ()
  %r44 = math.atan2 %c2, %c8 : f32
  func.call @use(%r44) : (f32) -> ()
  %r45 = math.atan2 %c2, %c9 : f32
  func.call @use(%r45) : (f32) -> ()
  %r46 = math.atan2 %c2, %c10 : f32
  func.call @use(%r46) : (f32) -> ()
  %r47 = math.atan2 %c2, %c11 : f32
  func.call @use(%r47) : (f32) -> ()
  %r48 = math.atan2 %c2, %c12 : f32
  func.call @use(%r48) : (f32) -> ()
  %r49 = math.atan2 %c2, %c13 : f32
  func.call @use(%r49) : (f32) -> ()
  %r50 = math.atan2 %c2, %c14 : f32
  func.call @use(%r50) : (f32) -> ()
  %r51 = math.atan2 %c2, %c15 : f32
  func.call @use(%r51) : (f32) -> ()
  %r52 = math.atan2 %c2, %c16 : f32
  func.call @use(%r52) : (f32) -> ()
  %r53 = math.atan2 %c2, %c17 : f32
  func.call @use(%r53) : (f32) -> ()
  %r54 = math.atan2 %c3, %c0 : f32
  func.call @use(%r54) : (f32) -> ()
  %r55 = math.atan2 %c3, %c1 : f32
  func.call @use(%r55) : (f32) -> ()
  %r56 = math.atan2 %c3, %c2 : f32
  func.call @use(%r56) : (f32) -> ()
  %r57 = math.atan2 %c3, %c3 : f32
  func.call @use(%r57) : (f32) -> ()
  %r58 = math.atan2 %c3, %c4 : f32
  func.call @use(%r58) : (f32) -> ()
  %r59 = math.atan2 %c3, %c5 : f32
  func.call @use(%r59) : (f32) -> ()
  %r60 = math.atan2 %c3, %c6 : f32
  func.call @use(%r60) : (f32) -> ()
  %r61 = math.atan2 %c3, %c7 : f32
  func.call @use(%r61) : (f32) -> ()
  %r62 = math.atan2 %c3, %c8 : f32
  func.call @use(%r62) : (f32) -> ()
  %r63 = math.atan2 %c3, %c9 : f32
  func.call @use(%r63) : (f32) -> ()
  %r64 = math.atan2 %c3, %c10 : f32
  func.call @use(%r64) : (f32) -> ()
  %r65 = math.atan2 %c3, %c11 : f32
  func.call @use(%r65) : (f32) -> ()
  %r66 = math.atan2 %c3, %c12 : f32
  func.call @use(%r66) : (f32) -> ()
  %r67 = math.atan2 %c3, %c13 : f32
  func.call @use(%r67) : (f32) -> ()
  %r68 = math.atan2 %c3, %c14 : f32
  func.call @use(%r68) : (f32) -> ()
  %r69 = math.atan2 %c3, %c15 : f32
  func.call @use(%r69) : (f32) -> ()
  %r70 = math.atan2 %c3, %c16 : f32
  func.call @use(%r70) : (f32) -> ()
  %r71 = math.atan2 %c3, %c17 : f32
  func.call @use(%r71) : (f32) -> ()
  %r72 = math.atan2 %c4, %c0 : f32
  func.call @use(%r72) : (f32) -> ()
  %r73 = math.atan2 %c4, %c1 : f32
  func.call @use(%r73) : (f32) -> ()
  %r74 = math.atan2 %c4, %c2 : f32
  func.call @use(%r74) : (f32) -> ()
  %r75 = math.atan2 %c4, %c3 : f32
  func.call @use(%r75) : (f32) -> ()
  %r76 = math.atan2 %c4, %c4 : f32
  func.call @use(%r76) : (f32) -> ()
  %r77 = math.atan2 %c4, %c5 : f32
  func.call @use(%r77) : (f32) -> ()
  %r78 = math.atan2 %c4, %c6 : f32
  func.call @use(%r78) : (f32) -> ()
  %r79 = math.atan2 %c4, %c7 : f32
  func.call @use(%r79) : (f32) -> ()
  %r80 = math.atan2 %c4, %c8 : f32
  func.call @use(%r80) : (f32) -> ()
  %r81 = math.atan2 %c4, %c9 : f32
  func.call @use(%r81) : (f32) -> ()
  %r82 = math.atan2 %c4, %c10 : f32
  func.call @use(%r82) : (f32) -> ()
  %r83 = math.atan2 %c4, %c11 : f32
  func.call @use(%r83) : (f32) -> ()
  %r84 = math.atan2 %c4, %c12 : f32
  func.call @use(%r84) : (f32) -> ()
  %r85 = math.atan2 %c4, %c13 : f32
  func.call @use(%r85) : (f32) -> ()
  %r86 = math.atan2 %c4, %c14 : f32
  func.call @use(%r86) : (f32) -> ()
  %r87 = math.atan2 %c4, %c15 : f32
  func.call @use(%r87) : (f32) -> ()
  %r88 = math.atan2 %c4, %c16 : f32
  func.call @use(%r88) : (f32) -> ()
  %r89 = math.atan2 %c4, %c17 : f32
  func.call @use(%r89) : (f32) -> ()
  %r90 = math.atan2 %c5, %c0 : f32
  func.call @use(%r90) : (f32) -> ()
  %r91 = math.atan2 %c5, %c1 : f32
  func.call @use(%r91) : (f32) -> ()
  %r92 = math.atan2 %c5, %c2 : f32
  func.call @use(%r92) : (f32) -> ()
  %r93 = math.atan2 %c5, %c3 : f32
  func.call @use(%r93) : (f32) -> ()
  %r94 = math.atan2 %c5, %c4 : f32
  func.call @use(%r94) : (f32) -> ()
  %r95 = math.atan2 %c5, %c5 : f32
  func.call @use(%r95) : (f32) -> ()
  %r96 = math.atan2 %c5, %c6 : f32
  func.call @use(%r96) : (f32) -> ()
  %r97 = math.atan2 %c5, %c7 : f32
  func.call @use(%r97) : (f32) -> ()
  %r98 = math.atan2 %c5, %c8 : f32
  func.call @use(%r98) : (f32) -> ()
  %r99 = math.atan2 %c5, %c9 : f32
  func.call @use(%r99) : (f32) -> ()
  %r100 = math.atan2 %c5, %c10 : f32
  func.call @use(%r100) : (f32) -> ()
  %r101 = math.atan2 %c5, %c11 : f32
  func.call @use(%r101) : (f32) -> ()
  %r102 = math.atan2 %c5, %c12 : f32
  func.call @use(%r102) : (f32) -> ()
  %r103 = math.atan2 %c5, %c13 : f32
  func.call @use(%r103) : (f32) -> ()
  %r104 = math.atan2 %c5, %c14 : f32
  func.call @use(%r104) : (f32) -> ()
  %r105 = math.atan2 %c5, %c15 : f32
  func.call @use(%r105) : (f32) -> ()
  %r106 = math.atan2 %c5, %c16 : f32
  func.call @use(%r106) : (f32) -> ()
  %r107 = math.atan2 %c5, %c17 : f32
  func.call @use(%r107) : (f32) -> ()
  %r108 = math.atan2 %c6, %c0 : f32
  func.call @use(%r108) : (f32) -> ()
  %r109 = math.atan2 %c6, %c1 : f32
  func.call @use(%r109) : (f32) -> ()
  %r110 = math.atan2 %c6, %c2 : f32
  func.call @use(%r110) : (f32) -> ()
  %r111 = math.atan2 %c6, %c3 : f32
  func.call @use(%r111) : (f32) -> ()
  %r112 = math.atan2 %c6, %c4 : f32
  func.call @use(%r112) : (f32) -> ()
  %r113 = math.atan2 %c6, %c5 : f32
  func.call @use(%r113) : (f32) -> ()
  %r114 = math.atan2 %c6, %c6 : f32
  func.call @use(%r114) : (f32) -> ()
  %r115 = math.atan2 %c6, %c7 : f32
  func.call @use(%r115) : (f32) -> ()
  %r116 = math.atan2 %c6, %c8 : f32
  func.call @use(%r116) : (f32) -> ()
  %r117 = math.atan2 %c6, %c9 : f32
  func.call @use(%r117) : (f32) -> ()
  %r118 = math.atan2 %c6, %c10 : f32
  func.call @use(%r118) : (f32) -> ()
  %r119 = math.atan2 %c6, %c11 : f32
  func.call @use(%r119) : (f32) -> ()
  %r120 = math.atan2 %c6, %c12 : f32
  func.call @use(%r120) : (f32) -> ()
  %r121 = math.atan2 %c6, %c13 : f32
  func.call @use(%r121) : (f32) -> ()
  %r122 = math.atan2 %c6, %c14 : f32
  func.call @use(%r122) : (f32) -> ()
  %r123 = math.atan2 %c6, %c15 : f32
  func.call @use(%r123) : (f32) -> ()
  %r124 = math.atan2 %c6, %c16 : f32
  func.call @use(%r124) : (f32) -> ()
  %r125 = math.atan2 %c6, %c17 : f32
  func.call @use(%r125) : (f32) -> ()
  %r126 = math.atan2 %c7, %c0 : f32
  func.call @use(%r126) : (f32) -> ()
  %r127 = math.atan2 %c7, %c1 : f32
  func.call @use(%r127) : (f32) -> ()
  %r128 = math.atan2 %c7, %c2 : f32
  func.call @use(%r128) : (f32) -> ()
  %r129 = math.atan2 %c7, %c3 : f32
  func.call @use(%r129) : (f32) -> ()
  %r130 = math.atan2 %c7, %c4 : f32
  func.call @use(%r130) : (f32) -> ()
  %r131 = math.atan2 %c7, %c5 : f32
  func.call @use(%r131) : (f32) -> ()
  %r132 = math.atan2 %c7, %c6 : f32
  func.call @use(%r132) : (f32) -> ()
  %r133 = math.atan2 %c7, %c7 : f32
  func.call @use(%r133) : (f32) -> ()
  %r134 = math.atan2 %c7, %c8 : f32
  func.call @use(%r134) : (f32) -> ()
  %r135 = math.atan2 %c7, %c9 : f32
  func.call @use(%r135) : (f32) -> ()
  %r136 = math.atan2 %c7, %c10 : f32
  func.call @use(%r136) : (f32) -> ()
  %r137 = math.atan2 %c7, %c11 : f32
  func.call @use(%r137) : (f32) -> ()
  %r138 = math.atan2 %c7, %c12 : f32
  func.call @use(%r138) : (f32) -> ()
  %r139 = math.atan2 %c7, %c13 : f32
  func.call @use(%r139) : (f32) -> ()
  %r140 = math.atan2 %c7, %c14 : f32
  func.call @use(%r140) : (f32) -> ()
  %r141 = math.atan2 %c7, %c15 : f32
  func.call @use(%r141) : (f32) -> ()
  %r142 = math.atan2 %c7, %c16 : f32
  func.call @use(%r142) : (f32) -> ()
  %r143 = math.atan2 %c7, %c17 : f32
  func.call @use(%r143) : (f32) -> ()
  %r144 = math.atan2 %c8, %c0 : f32
  func.call @use(%r144) : (f32) -> ()
  %r145 = math.atan2 %c8, %c1 : f32
  func.call @use(%r145) : (f32) -> ()
  %r146 = math.atan2 %c8, %c2 : f32
  func.call @use(%r146) : (f32) -> ()
  %r147 = math.atan2 %c8, %c3 : f32
  func.call @use(%r147) : (f32) -> ()
  %r148 = math.atan2 %c8, %c4 : f32
  func.call @use(%r148) : (f32) -> ()
  %r149 = math.atan2 %c8, %c5 : f32
  func.call @use(%r149) : (f32) -> ()
  %r150 = math.atan2 %c8, %c6 : f32
  func.call @use(%r150) : (f32) -> ()
  %r151 = math.atan2 %c8, %c7 : f32
  func.call @use(%r151) : (f32) -> ()
  %r152 = math.atan2 %c8, %c8 : f32
  func.call @use(%r152) : (f32) -> ()
  %r153 = math.atan2 %c8, %c9 : f32
  func.call @use(%r153) : (f32) -> ()
  %r154 = math.atan2 %c8, %c10 : f32
  func.call @use(%r154) : (f32) -> ()
  %r155 = math.atan2 %c8, %c11 : f32
  func.call @use(%r155) : (f32) -> ()
  %r156 = math.atan2 %c8, %c12 : f32
  func.call @use(%r156) : (f32) -> ()
  %r157 = math.atan2 %c8, %c13 : f32
  func.call @use(%r157) : (f32) -> ()
  %r158 = math.atan2 %c8, %c14 : f32
  func.call @use(%r158) : (f32) -> ()
  %r159 = math.atan2 %c8, %c15 : f32
  func.call @use(%r159) : (f32) -> ()
  %r160 = math.atan2 %c8, %c16 : f32
  func.call @use(%r160) : (f32) -> ()
  %r161 = math.atan2 %c8, %c17 : f32
  func.call @use(%r161) : (f32) -> ()
  %r162 = math.atan2 %c9, %c0 : f32
  func.call @use(%r162) : (f32) -> ()
  %r163 = math.atan2 %c9, %c1 : f32
  func.call @use(%r163) : (f32) -> ()
  %r164 = math.atan2 %c9, %c2 : f32
  func.call @use(%r164) : (f32) -> ()
  %r165 = math.atan2 %c9, %c3 : f32
  func.call @use(%r165) : (f32) -> ()
  %r166 = math.atan2 %c9, %c4 : f32
  func.call @use(%r166) : (f32) -> ()
  %r167 = math.atan2 %c9, %c5 : f32
  func.call @use(%r167) : (f32) -> ()
  %r168 = math.atan2 %c9, %c6 : f32
  func.call @use(%r168) : (f32) -> ()
  %r169 = math.atan2 %c9, %c7 : f32
  func.call @use(%r169) : (f32) -> ()
  %r170 = math.atan2 %c9, %c8 : f32
  func.call @use(%r170) : (f32) -> ()
  %r171 = math.atan2 %c9, %c9 : f32
  func.call @use(%r171) : (f32) -> ()
  %r172 = math.atan2 %c9, %c10 : f32
  func.call @use(%r172) : (f32) -> ()
  %r173 = math.atan2 %c9, %c11 : f32
  func.call @use(%r173) : (f32) -> ()
  %r174 = math.atan2 %c9, %c12 : f32
  func.call @use(%r174) : (f32) -> ()
  %r175 = math.atan2 %c9, %c13 : f32
  func.call @use(%r175) : (f32) -> ()
  %r176 = math.atan2 %c9, %c14 : f32
  func.call @use(%r176) : (f32) -> ()
  %r177 = math.atan2 %c9, %c15 : f32
  func.call @use(%r177) : (f32) -> ()
  %r178 = math.atan2 %c9, %c16 : f32
  func.call @use(%r178) : (f32) -> ()
  %r179 = math.atan2 %c9, %c17 : f32
  func.call @use(%r179) : (f32) -> ()
  %r180 = math.atan2 %c10, %c0 : f32
  func.call @use(%r180) : (f32) -> ()
  %r181 = math.atan2 %c10, %c1 : f32
  func.call @use(%r181) : (f32) -> ()
  %r182 = math.atan2 %c10, %c2 : f32
  func.call @use(%r182) : (f32) -> ()
  %r183 = math.atan2 %c10, %c3 : f32
  func.call @use(%r183) : (f32) -> ()
  %r184 = math.atan2 %c10, %c4 : f32
  func.call @use(%r184) : (f32) -> ()
  %r185 = math.atan2 %c10, %c5 : f32
  func.call @use(%r185) : (f32) -> ()
  %r186 = math.atan2 %c10, %c6 : f32
  func.call @use(%r186) : (f32) -> ()
  %r187 = math.atan2 %c10, %c7 : f32
  func.call @use(%r187) : (f32) -> ()
  %r188 = math.atan2 %c10, %c8 : f32
  func.call @use(%r188) : (f32) -> ()
  %r189 = math.atan2 %c10, %c9 : f32
  func.call @use(%r189) : (f32) -> ()
  %r190 = math.atan2 %c10, %c10 : f32
  func.call @use(%r190) : (f32) -> ()
  %r191 = math.atan2 %c10, %c11 : f32
  func.call @use(%r191) : (f32) -> ()
  %r192 = math.atan2 %c10, %c12 : f32
  func.call @use(%r192) : (f32) -> ()
  %r193 = math.atan2 %c10, %c13 : f32
  func.call @use(%r193) : (f32) -> ()
  %r194 = math.atan2 %c10, %c14 : f32
  func.call @use(%r194) : (f32) -> ()
  %r195 = math.atan2 %c10, %c15 : f32
  func.call @use(%r195) : (f32) -> ()
  %r196 = math.atan2 %c10, %c16 : f32
  func.call @use(%r196) : (f32) -> ()
  %r197 = math.atan2 %c10, %c17 : f32
  func.call @use(%r197) : (f32) -> ()
  %r198 = math.atan2 %c11, %c0 : f32
  func.call @use(%r198) : (f32) -> ()
  %r199 = math.atan2 %c11, %c1 : f32
  func.call @use(%r199) : (f32) -> ()
  %r200 = math.atan2 %c11, %c2 : f32
  func.call @use(%r200) : (f32) -> ()
  %r201 = math.atan2 %c11, %c3 : f32
  func.call @use(%r201) : (f32) -> ()
  %r202 = math.atan2 %c11, %c4 : f32
  func.call @use(%r202) : (f32) -> ()
  %r203 = math.atan2 %c11, %c5 : f32
  func.call @use(%r203) : (f32) -> ()
  %r204 = math.atan2 %c11, %c6 : f32
  func.call @use(%r204) : (f32) -> ()
  %r205 = math.atan2 %c11, %c7 : f32
  func.call @use(%r205) : (f32) -> ()
  %r206 = math.atan2 %c11, %c8 : f32
  func.call @use(%r206) : (f32) -> ()
  %r207 = math.atan2 %c11, %c9 : f32
  func.call @use(%r207) : (f32) -> ()
  %r208 = math.atan2 %c11, %c10 : f32
  func.call @use(%r208) : (f32) -> ()
  %r209 = math.atan2 %c11, %c11 : f32
  func.call @use(%r209) : (f32) -> ()
  %r210 = math.atan2 %c11, %c12 : f32
  func.call @use(%r210) : (f32) -> ()
  %r211 = math.atan2 %c11, %c13 : f32
  func.call @use(%r211) : (f32) -> ()
  %r212 = math.atan2 %c11, %c14 : f32
  func.call @use(%r212) : (f32) -> ()
  %r213 = math.atan2 %c11, %c15 : f32
  func.call @use(%r213) : (f32) -> ()
  %r214 = math.atan2 %c11, %c16 : f32
  func.call @use(%r214) : (f32) -> ()
  %r215 = math.atan2 %c11, %c17 : f32
  func.call @use(%r215) : (f32) -> ()
  %r216 = math.atan2 %c12, %c0 : f32
  func.call @use(%r216) : (f32) -> ()
  %r217 = math.atan2 %c12, %c1 : f32
  func.call @use(%r217) : (f32) -> ()
  %r218 = math.atan2 %c12, %c2 : f32
  func.call @use(%r218) : (f32) -> ()
  %r219 = math.atan2 %c12, %c3 : f32
  func.call @use(%r219) : (f32) -> ()
  %r220 = math.atan2 %c12, %c4 : f32
  func.call @use(%r220) : (f32) -> ()
  %r221 = math.atan2 %c12, %c5 : f32
  func.call @use(%r221) : (f32) -> ()
  %r222 = math.atan2 %c12, %c6 : f32
  func.call @use(%r222) : (f32) -> ()
  %r223 = math.atan2 %c12, %c7 : f32
  func.call @use(%r223) : (f32) -> ()
  %r224 = math.atan2 %c12, %c8 : f32
  func.call @use(%r224) : (f32) -> ()
  %r225 = math.atan2 %c12, %c9 : f32
  func.call @use(%r225) : (f32) -> ()
  %r226 = math.atan2 %c12, %c10 : f32
  func.call @use(%r226) : (f32) -> ()
  %r227 = math.atan2 %c12, %c11 : f32
  func.call @use(%r227) : (f32) -> ()
  %r228 = math.atan2 %c12, %c12 : f32
  func.call @use(%r228) : (f32) -> ()
  %r229 = math.atan2 %c12, %c13 : f32
  func.call @use(%r229) : (f32) -> ()
  %r230 = math.atan2 %c12, %c14 : f32
  func.call @use(%r230) : (f32) -> ()
  %r231 = math.atan2 %c12, %c15 : f32
  func.call @use(%r231) : (f32) -> ()
  %r232 = math.atan2 %c12, %c16 : f32
  func.call @use(%r232) : (f32) -> ()
  %r233 = math.atan2 %c12, %c17 : f32
  func.call @use(%r233) : (f32) -> ()
  %r234 = math.atan2 %c13, %c0 : f32
  func.call @use(%r234) : (f32) -> ()
  %r235 = math.atan2 %c13, %c1 : f32
  func.call @use(%r235) : (f32) -> ()
  %r236 = math.atan2 %c13, %c2 : f32
  func.call @use(%r236) : (f32) -> ()
  %r237 = math.atan2 %c13, %c3 : f32
  func.call @use(%r237) : (f32) -> ()
  %r238 = math.atan2 %c13, %c4 : f32
  func.call @use(%r238) : (f32) -> ()
  %r239 = math.atan2 %c13, %c5 : f32
  func.call @use(%r239) : (f32) -> ()
  %r240 = math.atan2 %c13, %c6 : f32
  func.call @use(%r240) : (f32) -> ()
  %r241 = math.atan2 %c13, %c7 : f32
  func.call @use(%r241) : (f32) -> ()
  %r242 = math.atan2 %c13, %c8 : f32
  func.call @use(%r242) : (f32) -> ()
  %r243 = math.atan2 %c13, %c9 : f32
  func.call @use(%r243) : (f32) -> ()
  %r244 = math.atan2 %c13, %c10 : f32
  func.call @use(%r244) : (f32) -> ()
  %r245 = math.atan2 %c13, %c11 : f32
  func.call @use(%r245) : (f32) -> ()
  %r246 = math.atan2 %c13, %c12 : f32
  func.call @use(%r246) : (f32) -> ()
  %r247 = math.atan2 %c13, %c13 : f32
  func.call @use(%r247) : (f32) -> ()
  %r248 = math.atan2 %c13, %c14 : f32
  func.call @use(%r248) : (f32) -> ()
  %r249 = math.atan2 %c13, %c15 : f32
  func.call @use(%r249) : (f32) -> ()
  %r250 = math.atan2 %c13, %c16 : f32
  func.call @use(%r250) : (f32) -> ()
  %r251 = math.atan2 %c13, %c17 : f32
  func.call @use(%r251) : (f32) -> ()
  %r252 = math.atan2 %c14, %c0 : f32
  func.call @use(%r252) : (f32) -> ()
  %r253 = math.atan2 %c14, %c1 : f32
  func.call @use(%r253) : (f32) -> ()
  %r254 = math.atan2 %c14, %c2 : f32
  func.call @use(%r254) : (f32) -> ()
  %r255 = math.atan2 %c14, %c3 : f32
  func.call @use(%r255) : (f32) -> ()
  %r256 = math.atan2 %c14, %c4 : f32
  func.call @use(%r256) : (f32) -> ()
  %r257 = math.atan2 %c14, %c5 : f32
  func.call @use(%r257) : (f32) -> ()
  %r258 = math.atan2 %c14, %c6 : f32
  func.call @use(%r258) : (f32) -> ()
  %r259 = math.atan2 %c14, %c7 : f32
  func.call @use(%r259) : (f32) -> ()
  %r260 = math.atan2 %c14, %c8 : f32
  func.call @use(%r260) : (f32) -> ()
  %r261 = math.atan2 %c14, %c9 : f32
  func.call @use(%r261) : (f32) -> ()
  %r262 = math.atan2 %c14, %c10 : f32
  func.call @use(%r262) : (f32) -> ()
  %r263 = math.atan2 %c14, %c11 : f32
  func.call @use(%r263) : (f32) -> ()
  %r264 = math.atan2 %c14, %c12 : f32
  func.call @use(%r264) : (f32) -> ()
  %r265 = math.atan2 %c14, %c13 : f32
  func.call @use(%r265) : (f32) -> ()
  %r266 = math.atan2 %c14, %c14 : f32
  func.call @use(%r266) : (f32) -> ()
  %r267 = math.atan2 %c14, %c15 : f32
  func.call @use(%r267) : (f32) -> ()
  %r268 = math.atan2 %c14, %c16 : f32
  func.call @use(%r268) : (f32) -> ()
  %r269 = math.atan2 %c14, %c17 : f32
  func.call @use(%r269) : (f32) -> ()
  %r270 = math.atan2 %c15, %c0 : f32
  func.call @use(%r270) : (f32) -> ()
  %r271 = math.atan2 %c15, %c1 : f32
  func.call @use(%r271) : (f32) -> ()
  %r272 = math.atan2 %c15, %c2 : f32
  func.call @use(%r272) : (f32) -> ()
  %r273 = math.atan2 %c15, %c3 : f32
  func.call @use(%r273) : (f32) -> ()
  %r274 = math.atan2 %c15, %c4 : f32
  func.call @use(%r274) : (f32) -> ()
  %r275 = math.atan2 %c15, %c5 : f32
  func.call @use(%r275) : (f32) -> ()
  %r276 = math.atan2 %c15, %c6 : f32
  func.call @use(%r276) : (f32) -> ()
  %r277 = math.atan2 %c15, %c7 : f32
  func.call @use(%r277) : (f32) -> ()
  %r278 = math.atan2 %c15, %c8 : f32
  func.call @use(%r278) : (f32) -> ()
  %r279 = math.atan2 %c15, %c9 : f32
  func.call @use(%r279) : (f32) -> ()
  %r280 = math.atan2 %c15, %c10 : f32
  func.call @use(%r280) : (f32) -> ()
  %r281 = math.atan2 %c15, %c11 : f32
  func.call @use(%r281) : (f32) -> ()
  %r282 = math.atan2 %c15, %c12 : f32
  func.call @use(%r282) : (f32) -> ()
  %r283 = math.atan2 %c15, %c13 : f32
  func.call @use(%r283) : (f32) -> ()
  %r284 = math.atan2 %c15, %c14 : f32
  func.call @use(%r284) : (f32) -> ()
  %r285 = math.atan2 %c15, %c15 : f32
  func.call @use(%r285) : (f32) -> ()
  %r286 = math.atan2 %c15, %c16 : f32
  func.call @use(%r286) : (f32) -> ()
  %r287 = math.atan2 %c15, %c17 : f32
  func.call @use(%r287) : (f32) -> ()
  %r288 = math.atan2 %c16, %c0 : f32
  func.call @use(%r288) : (f32) -> ()
  %r289 = math.atan2 %c16, %c1 : f32
  func.call @use(%r289) : (f32) -> ()
  %r290 = math.atan2 %c16, %c2 : f32
  func.call @use(%r290) : (f32) -> ()
  %r291 = math.atan2 %c16, %c3 : f32
  func.call @use(%r291) : (f32) -> ()
  %r292 = math.atan2 %c16, %c4 : f32
  func.call @use(%r292) : (f32) -> ()
  %r293 = math.atan2 %c16, %c5 : f32
  func.call @use(%r293) : (f32) -> ()
  %r294 = math.atan2 %c16, %c6 : f32
  func.call @use(%r294) : (f32) -> ()
  %r295 = math.atan2 %c16, %c7 : f32
  func.call @use(%r295) : (f32) -> ()
  %r296 = math.atan2 %c16, %c8 : f32
  func.call @use(%r296) : (f32) -> ()
  %r297 = math.atan2 %c16, %c9 : f32
  func.call @use(%r297) : (f32) -> ()
  %r298 = math.atan2 %c16, %c10 : f32
  func.call @use(%r298) : (f32) -> ()
  %r299 = math.atan2 %c16, %c11 : f32
  func.call @use(%r299) : (f32) -> ()
  %r300 = math.atan2 %c16, %c12 : f32
  func.call @use(%r300) : (f32) -> ()
  %r301 = math.atan2 %c16, %c13 : f32
  func.call @use(%r301) : (f32) -> ()
  %r302 = math.atan2 %c16, %c14 : f32
  func.call @use(%r302) : (f32) -> ()
  %r303 = math.atan2 %c16, %c15 : f32
  func.call @use(%r303) : (f32) -> ()
  %r304 = math.atan2 %c16, %c16 : f32
  func.call @use(%r304) : (f32) -> ()
  %r305 = math.atan2 %c16, %c17 : f32
  func.call @use(%r305) : (f32) -> ()
  %r306 = math.atan2 %c17, %c0 : f32
  func.call @use(%r306) : (f32) -> ()
  %r307 = math.atan2 %c17, %c1 : f32
  func.call @use(%r307) : (f32) -> ()
  %r308 = math.atan2 %c17, %c2 : f32
  func.call @use(%r308) : (f32) -> ()
  %r309 = math.atan2 %c17, %c3 : f32
  func.call @use(%r309) : (f32) -> ()
  %r310 = math.atan2 %c17, %c4 : f32
  func.call @use(%r310) : (f32) -> ()
  %r311 = math.atan2 %c17, %c5 : f32
  func.call @use(%r311) : (f32) -> ()
  %r312 = math.atan2 %c17, %c6 : f32
  func.call @use(%r312) : (f32) -> ()
  %r313 = math.atan2 %c17, %c7 : f32
  func.call @use(%r313) : (f32) -> ()
  %r314 = math.atan2 %c17, %c8 : f32
  func.call @use(%r314) : (f32) -> ()
  %r315 = math.atan2 %c17, %c9 : f32
  func.call @use(%r315) : (f32) -> ()
  %r316 = math.atan2 %c17, %c10 : f32
  func.call @use(%r316) : (f32) -> ()
  %r317 = math.atan2 %c17, %c11 : f32
  func.call @use(%r317) : (f32) -> ()
  %r318 = math.atan2 %c17, %c12 : f32
  func.call @use(%r318) : (f32) -> ()
  %r319 = math.atan2 %c17, %c13 : f32
  func.call @use(%r319) : (f32) -> ()
  %r320 = math.atan2 %c17, %c14 : f32
  func.call @use(%r320) : (f32) -> ()
  %r321 = math.atan2 %c17, %c15 : f32
  func.call @use(%r321) : (f32) -> ()
  %r322 = math.atan2 %c17, %c16 : f32
  func.call @use(%r322) : (f32) -> ()
  %r323 = math.atan2 %c17, %c17 : f32
  func.call @use(%r323) : (f32) -> ()
  return
}

// -----

func.func private @use(f32)

func.func @copysign() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant -2.5 : f32
  %c6 = arith.constant 3.0 : f32
  %c7 = arith.constant 1.0e-40 : f32
  %c8 = arith.constant 1.0e30 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %c12 = arith.constant 0xFFC00000 : f32
  %c13 = arith.constant 0x7FA00000 : f32
  %c14 = arith.constant 2.0 : f32
  %c15 = arith.constant -0.25 : f32
  %c16 = arith.constant 7.5 : f32
  %c17 = arith.constant -3.0 : f32
  %r0 = math.copysign %c0, %c0 : f32
  func.call @use(%r0) : (f32) -> ()
  %r1 = math.copysign %c0, %c1 : f32
  func.call @use(%r1) : (f32) -> ()
  %r2 = math.copysign %c0, %c2 : f32
  func.call @use(%r2) : (f32) -> ()
  %r3 = math.copysign %c0, %c3 : f32
  func.call @use(%r3) : (f32) -> ()
  %r4 = math.copysign %c0, %c4 : f32
  func.call @use(%r4) : (f32) -> ()
  %r5 = math.copysign %c0, %c5 : f32
  func.call @use(%r5) : (f32) -> ()
  %r6 = math.copysign %c0, %c6 : f32
  func.call @use(%r6) : (f32) -> ()
  %r7 = math.copysign %c0, %c7 : f32
  func.call @use(%r7) : (f32) -> ()
  %r8 = math.copysign %c0, %c8 : f32
  func.call @use(%r8) : (f32) -> ()
  %r9 = math.copysign %c0, %c9 : f32
  func.call @use(%r9) : (f32) -> ()
  %r10 = math.copysign %c0, %c10 : f32
  func.call @use(%r10) : (f32) -> ()
  %r11 = math.copysign %c0, %c11 : f32
  func.call @use(%r11) : (f32) -> ()
  %r12 = math.copysign %c0, %c12 : f32
  func.call @use(%r12) : (f32) -> ()
  %r13 = math.copysign %c0, %c13 : f32
  func.call @use(%r13) : (f32) -> ()
  %r14 = math.copysign %c0, %c14 : f32
  func.call @use(%r14) : (f32) -> ()
  %r15 = math.copysign %c0, %c15 : f32
  func.call @use(%r15) : (f32) -> ()
  %r16 = math.copysign %c0, %c16 : f32
  func.call @use(%r16) : (f32) -> ()
  %r17 = math.copysign %c0, %c17 : f32
  func.call @use(%r17) : (f32) -> ()
  %r18 = math.copysign %c1, %c0 : f32
  func.call @use(%r18) : (f32) -> ()
  %r19 = math.copysign %c1, %c1 : f32
  func.call @use(%r19) : (f32) -> ()
  %r20 = math.copysign %c1, %c2 : f32
  func.call @use(%r20) : (f32) -> ()
  %r21 = math.copysign %c1, %c3 : f32
  func.call @use(%r21) : (f32) -> ()
  %r22 = math.copysign %c1, %c4 : f32
  func.call @use(%r22) : (f32) -> ()
  %r23 = math.copysign %c1, %c5 : f32
  func.call @use(%r23) : (f32) -> ()
  %r24 = math.copysign %c1, %c6 : f32
  func.call @use(%r24) : (f32) -> ()
  %r25 = math.copysign %c1, %c7 : f32
  func.call @use(%r25) : (f32) -> ()
  %r26 = math.copysign %c1, %c8 : f32
  func.call @use(%r26) : (f32) -> ()
  %r27 = math.copysign %c1, %c9 : f32
  func.call @use(%r27) : (f32) -> ()
  %r28 = math.copysign %c1, %c10 : f32
  func.call @use(%r28) : (f32) -> ()
  %r29 = math.copysign %c1, %c11 : f32
  func.call @use(%r29) : (f32) -> ()
  %r30 = math.copysign %c1, %c12 : f32
  func.call @use(%r30) : (f32) -> ()
  %r31 = math.copysign %c1, %c13 : f32
  func.call @use(%r31) : (f32) -> ()
  %r32 = math.copysign %c1, %c14 : f32
  func.call @use(%r32) : (f32) -> ()
  %r33 = math.copysign %c1, %c15 : f32
  func.call @use(%r33) : (f32) -> ()
  %r34 = math.copysign %c1, %c16 : f32
  func.call @use(%r34) : (f32) -> ()
  %r35 = math.copysign %c1, %c17 : f32
  func.call @use(%r35) : (f32) -> ()
  %r36 = math.copysign %c2, %c0 : f32
  func.call @use(%r36) : (f32) -> ()
  %r37 = math.copysign %c2, %c1 : f32
  func.call @use(%r37) : (f32) -> ()
  %r38 = math.copysign %c2, %c2 : f32
  func.call @use(%r38) : (f32) -> ()
  %r39 = math.copysign %c2, %c3 : f32
  func.call @use(%r39) : (f32) -> ()
  %r40 = math.copysign %c2, %c4 : f32
  func.call @use(%r40) : (f32) -> ()
  %r41 = math.copysign %c2, %c5 : f32
  func.call @use(%r41) : (f32) -> ()
  %r42 = math.copysign %c2, %c6 : f32
  func.call @use(%r42) : (f32) -> ()
  %r43 = math.copysign %c2, %c7 : f32
  func.call @use(%r43) : (f32) -> ()
  %r44 = math.copysign %c2, %c8 : f32
  func.call @use(%r44) : (f32) -> ()
  %r45 = math.copysign %c2, %c9 : f32
  func.call @use(%r45) : (f32) -> ()
  %r46 = math.copysign %c2, %c10 : f32
  func.call @use(%r46) : (f32) -> ()
  %r47 = math.copysign %c2, %c11 : f32
  func.call @use(%r47) : (f32) -> ()
  %r48 = math.copysign %c2, %c12 : f32
  func.call @use(%r48) : (f32) -> ()
  %r49 = math.copysign %c2, %c13 : f32
  func.call @use(%r49) : (f32) -> ()
  %r50 = math.copysign %c2, %c14 : f32
  func.call @use(%r50) : (f32) -> ()
  %r51 = math.copysign %c2, %c15 : f32
  func.call @use(%r51) : (f32) -> ()
  %r52 = math.copysign %c2, %c16 : f32
  func.call @use(%r52) : (f32) -> ()
  %r53 = math.copysign %c2, %c17 : f32
  func.call @use(%r53) : (f32) -> ()
  %r54 = math.copysign %c3, %c0 : f32
  func.call @use(%r54) : (f32) -> ()
  %r55 = math.copysign %c3, %c1 : f32
  func.call @use(%r55) : (f32) -> ()
  %r56 = math.copysign %c3, %c2 : f32
  func.call @use(%r56) : (f32) -> ()
  %r57 = math.copysign %c3, %c3 : f32
  func.call @use(%r57) : (f32) -> ()
  %r58 = math.copysign %c3, %c4 : f32
  func.call @use(%r58) : (f32) -> ()
  %r59 = math.copysign %c3, %c5 : f32
  func.call @use(%r59) : (f32) -> ()
  %r60 = math.copysign %c3, %c6 : f32
  func.call @use(%r60) : (f32) -> ()
  %r61 = math.copysign %c3, %c7 : f32
  func.call @use(%r61) : (f32) -> ()
  %r62 = math.copysign %c3, %c8 : f32
  func.call @use(%r62) : (f32) -> ()
  %r63 = math.copysign %c3, %c9 : f32
  func.call @use(%r63) : (f32) -> ()
  %r64 = math.copysign %c3, %c10 : f32
  func.call @use(%r64) : (f32) -> ()
  %r65 = math.copysign %c3, %c11 : f32
  func.call @use(%r65) : (f32) -> ()
  %r66 = math.copysign %c3, %c12 : f32
  func.call @use(%r66) : (f32) -> ()
  %r67 = math.copysign %c3, %c13 : f32
  func.call @use(%r67) : (f32) -> ()
  %r68 = math.copysign %c3, %c14 : f32
  func.call @use(%r68) : (f32) -> ()
  %r69 = math.copysign %c3, %c15 : f32
  func.call @use(%r69) : (f32) -> ()
  %r70 = math.copysign %c3, %c16 : f32
  func.call @use(%r70) : (f32) -> ()
  %r71 = math.copysign %c3, %c17 : f32
  func.call @use(%r71) : (f32) -> ()
  %r72 = math.copysign %c4, %c0 : f32
  func.call @use(%r72) : (f32) -> ()
  %r73 = math.copysign %c4, %c1 : f32
  func.call @use(%r73) : (f32) -> ()
  %r74 = math.copysign %c4, %c2 : f32
  func.call @use(%r74) : (f32) -> ()
  %r75 = math.copysign %c4, %c3 : f32
  func.call @use(%r75) : (f32) -> ()
  %r76 = math.copysign %c4, %c4 : f32
  func.call @use(%r76) : (f32) -> ()
  %r77 = math.copysign %c4, %c5 : f32
  func.call @use(%r77) : (f32) -> ()
  %r78 = math.copysign %c4, %c6 : f32
  func.call @use(%r78) : (f32) -> ()
  %r79 = math.copysign %c4, %c7 : f32
  func.call @use(%r79) : (f32) -> ()
  %r80 = math.copysign %c4, %c8 : f32
  func.call @use(%r80) : (f32) -> ()
  %r81 = math.copysign %c4, %c9 : f32
  func.call @use(%r81) : (f32) -> ()
  %r82 = math.copysign %c4, %c10 : f32
  func.call @use(%r82) : (f32) -> ()
  %r83 = math.copysign %c4, %c11 : f32
  func.call @use(%r83) : (f32) -> ()
  %r84 = math.copysign %c4, %c12 : f32
  func.call @use(%r84) : (f32) -> ()
  %r85 = math.copysign %c4, %c13 : f32
  func.call @use(%r85) : (f32) -> ()
  %r86 = math.copysign %c4, %c14 : f32
  func.call @use(%r86) : (f32) -> ()
  %r87 = math.copysign %c4, %c15 : f32
  func.call @use(%r87) : (f32) -> ()
  %r88 = math.copysign %c4, %c16 : f32
  func.call @use(%r88) : (f32) -> ()
  %r89 = math.copysign %c4, %c17 : f32
  func.call @use(%r89) : (f32) -> ()
  %r90 = math.copysign %c5, %c0 : f32
  func.call @use(%r90) : (f32) -> ()
  %r91 = math.copysign %c5, %c1 : f32
  func.call @use(%r91) : (f32) -> ()
  %r92 = math.copysign %c5, %c2 : f32
  func.call @use(%r92) : (f32) -> ()
  %r93 = math.copysign %c5, %c3 : f32
  func.call @use(%r93) : (f32) -> ()
  %r94 = math.copysign %c5, %c4 : f32
  func.call @use(%r94) : (f32) -> ()
  %r95 = math.copysign %c5, %c5 : f32
  func.call @use(%r95) : (f32) -> ()
  %r96 = math.copysign %c5, %c6 : f32
  func.call @use(%r96) : (f32) -> ()
  %r97 = math.copysign %c5, %c7 : f32
  func.call @use(%r97) : (f32) -> ()
  %r98 = math.copysign %c5, %c8 : f32
  func.call @use(%r98) : (f32) -> ()
  %r99 = math.copysign %c5, %c9 : f32
  func.call @use(%r99) : (f32) -> ()
  %r100 = math.copysign %c5, %c10 : f32
  func.call @use(%r100) : (f32) -> ()
  %r101 = math.copysign %c5, %c11 : f32
  func.call @use(%r101) : (f32) -> ()
  %r102 = math.copysign %c5, %c12 : f32
  func.call @use(%r102) : (f32) -> ()
  %r103 = math.copysign %c5, %c13 : f32
  func.call @use(%r103) : (f32) -> ()
  %r104 = math.copysign %c5, %c14 : f32
  func.call @use(%r104) : (f32) -> ()
  %r105 = math.copysign %c5, %c15 : f32
  func.call @use(%r105) : (f32) -> ()
  %r106 = math.copysign %c5, %c16 : f32
  func.call @use(%r106) : (f32) -> ()
  %r107 = math.copysign %c5, %c17 : f32
  func.call @use(%r107) : (f32) -> ()
  %r108 = math.copysign %c6, %c0 : f32
  func.call @use(%r108) : (f32) -> ()
  %r109 = math.copysign %c6, %c1 : f32
  func.call @use(%r109) : (f32) -> ()
  %r110 = math.copysign %c6, %c2 : f32
  func.call @use(%r110) : (f32) -> ()
  %r111 = math.copysign %c6, %c3 : f32
  func.call @use(%r111) : (f32) -> ()
  %r112 = math.copysign %c6, %c4 : f32
  func.call @use(%r112) : (f32) -> ()
  %r113 = math.copysign %c6, %c5 : f32
  func.call @use(%r113) : (f32) -> ()
  %r114 = math.copysign %c6, %c6 : f32
  func.call @use(%r114) : (f32) -> ()
  %r115 = math.copysign %c6, %c7 : f32
  func.call @use(%r115) : (f32) -> ()
  %r116 = math.copysign %c6, %c8 : f32
  func.call @use(%r116) : (f32) -> ()
  %r117 = math.copysign %c6, %c9 : f32
  func.call @use(%r117) : (f32) -> ()
  %r118 = math.copysign %c6, %c10 : f32
  func.call @use(%r118) : (f32) -> ()
  %r119 = math.copysign %c6, %c11 : f32
  func.call @use(%r119) : (f32) -> ()
  %r120 = math.copysign %c6, %c12 : f32
  func.call @use(%r120) : (f32) -> ()
  %r121 = math.copysign %c6, %c13 : f32
  func.call @use(%r121) : (f32) -> ()
  %r122 = math.copysign %c6, %c14 : f32
  func.call @use(%r122) : (f32) -> ()
  %r123 = math.copysign %c6, %c15 : f32
  func.call @use(%r123) : (f32) -> ()
  %r124 = math.copysign %c6, %c16 : f32
  func.call @use(%r124) : (f32) -> ()
  %r125 = math.copysign %c6, %c17 : f32
  func.call @use(%r125) : (f32) -> ()
  %r126 = math.copysign %c7, %c0 : f32
  func.call @use(%r126) : (f32) -> ()
  %r127 = math.copysign %c7, %c1 : f32
  func.call @use(%r127) : (f32) -> ()
  %r128 = math.copysign %c7, %c2 : f32
  func.call @use(%r128) : (f32) -> ()
  %r129 = math.copysign %c7, %c3 : f32
  func.call @use(%r129) : (f32) -> ()
  %r130 = math.copysign %c7, %c4 : f32
  func.call @use(%r130) : (f32) -> ()
  %r131 = math.copysign %c7, %c5 : f32
  func.call @use(%r131) : (f32) -> ()
  %r132 = math.copysign %c7, %c6 : f32
  func.call @use(%r132) : (f32) -> ()
  %r133 = math.copysign %c7, %c7 : f32
  func.call @use(%r133) : (f32) -> ()
  %r134 = math.copysign %c7, %c8 : f32
  func.call @use(%r134) : (f32) -> ()
  %r135 = math.copysign %c7, %c9 : f32
  func.call @use(%r135) : (f32) -> ()
  %r136 = math.copysign %c7, %c10 : f32
  func.call @use(%r136) : (f32) -> ()
  %r137 = math.copysign %c7, %c11 : f32
  func.call @use(%r137) : (f32) -> ()
  %r138 = math.copysign %c7, %c12 : f32
  func.call @use(%r138) : (f32) -> ()
  %r139 = math.copysign %c7, %c13 : f32
  func.call @use(%r139) : (f32) -> ()
  %r140 = math.copysign %c7, %c14 : f32
  func.call @use(%r140) : (f32) -> ()
  %r141 = math.copysign %c7, %c15 : f32
  func.call @use(%r141) : (f32) -> ()
  %r142 = math.copysign %c7, %c16 : f32
  func.call @use(%r142) : (f32) -> ()
  %r143 = math.copysign %c7, %c17 : f32
  func.call @use(%r143) : (f32) -> ()
  %r144 = math.copysign %c8, %c0 : f32
  func.call @use(%r144) : (f32) -> ()
  %r145 = math.copysign %c8, %c1 : f32
  func.call @use(%r145) : (f32) -> ()
  %r146 = math.copysign %c8, %c2 : f32
  func.call @use(%r146) : (f32) -> ()
  %r147 = math.copysign %c8, %c3 : f32
  func.call @use(%r147) : (f32) -> ()
  %r148 = math.copysign %c8, %c4 : f32
  func.call @use(%r148) : (f32) -> ()
  %r149 = math.copysign %c8, %c5 : f32
  func.call @use(%r149) : (f32) -> ()
  %r150 = math.copysign %c8, %c6 : f32
  func.call @use(%r150) : (f32) -> ()
  %r151 = math.copysign %c8, %c7 : f32
  func.call @use(%r151) : (f32) -> ()
  %r152 = math.copysign %c8, %c8 : f32
  func.call @use(%r152) : (f32) -> ()
  %r153 = math.copysign %c8, %c9 : f32
  func.call @use(%r153) : (f32) -> ()
  %r154 = math.copysign %c8, %c10 : f32
  func.call @use(%r154) : (f32) -> ()
  %r155 = math.copysign %c8, %c11 : f32
  func.call @use(%r155) : (f32) -> ()
  %r156 = math.copysign %c8, %c12 : f32
  func.call @use(%r156) : (f32) -> ()
  %r157 = math.copysign %c8, %c13 : f32
  func.call @use(%r157) : (f32) -> ()
  %r158 = math.copysign %c8, %c14 : f32
  func.call @use(%r158) : (f32) -> ()
  %r159 = math.copysign %c8, %c15 : f32
  func.call @use(%r159) : (f32) -> ()
  %r160 = math.copysign %c8, %c16 : f32
  func.call @use(%r160) : (f32) -> ()
  %r161 = math.copysign %c8, %c17 : f32
  func.call @use(%r161) : (f32) -> ()
  %r162 = math.copysign %c9, %c0 : f32
  func.call @use(%r162) : (f32) -> ()
  %r163 = math.copysign %c9, %c1 : f32
  func.call @use(%r163) : (f32) -> ()
  %r164 = math.copysign %c9, %c2 : f32
  func.call @use(%r164) : (f32) -> ()
  %r165 = math.copysign %c9, %c3 : f32
  func.call @use(%r165) : (f32) -> ()
  %r166 = math.copysign %c9, %c4 : f32
  func.call @use(%r166) : (f32) -> ()
  %r167 = math.copysign %c9, %c5 : f32
  func.call @use(%r167) : (f32) -> ()
  %r168 = math.copysign %c9, %c6 : f32
  func.call @use(%r168) : (f32) -> ()
  %r169 = math.copysign %c9, %c7 : f32
  func.call @use(%r169) : (f32) -> ()
  %r170 = math.copysign %c9, %c8 : f32
  func.call @use(%r170) : (f32) -> ()
  %r171 = math.copysign %c9, %c9 : f32
  func.call @use(%r171) : (f32) -> ()
  %r172 = math.copysign %c9, %c10 : f32
  func.call @use(%r172) : (f32) -> ()
  %r173 = math.copysign %c9, %c11 : f32
  func.call @use(%r173) : (f32) -> ()
  %r174 = math.copysign %c9, %c12 : f32
  func.call @use(%r174) : (f32) -> ()
  %r175 = math.copysign %c9, %c13 : f32
  func.call @use(%r175) : (f32) -> ()
  %r176 = math.copysign %c9, %c14 : f32
  func.call @use(%r176) : (f32) -> ()
  %r177 = math.copysign %c9, %c15 : f32
  func.call @use(%r177) : (f32) -> ()
  %r178 = math.copysign %c9, %c16 : f32
  func.call @use(%r178) : (f32) -> ()
  %r179 = math.copysign %c9, %c17 : f32
  func.call @use(%r179) : (f32) -> ()
  %r180 = math.copysign %c10, %c0 : f32
  func.call @use(%r180) : (f32) -> ()
  %r181 = math.copysign %c10, %c1 : f32
  func.call @use(%r181) : (f32) -> ()
  %r182 = math.copysign %c10, %c2 : f32
  func.call @use(%r182) : (f32) -> ()
  %r183 = math.copysign %c10, %c3 : f32
  func.call @use(%r183) : (f32) -> ()
  %r184 = math.copysign %c10, %c4 : f32
  func.call @use(%r184) : (f32) -> ()
  %r185 = math.copysign %c10, %c5 : f32
  func.call @use(%r185) : (f32) -> ()
  %r186 = math.copysign %c10, %c6 : f32
  func.call @use(%r186) : (f32) -> ()
  %r187 = math.copysign %c10, %c7 : f32
  func.call @use(%r187) : (f32) -> ()
  %r188 = math.copysign %c10, %c8 : f32
  func.call @use(%r188) : (f32) -> ()
  %r189 = math.copysign %c10, %c9 : f32
  func.call @use(%r189) : (f32) -> ()
  %r190 = math.copysign %c10, %c10 : f32
  func.call @use(%r190) : (f32) -> ()
  %r191 = math.copysign %c10, %c11 : f32
  func.call @use(%r191) : (f32) -> ()
  %r192 = math.copysign %c10, %c12 : f32
  func.call @use(%r192) : (f32) -> ()
  %r193 = math.copysign %c10, %c13 : f32
  func.call @use(%r193) : (f32) -> ()
  %r194 = math.copysign %c10, %c14 : f32
  func.call @use(%r194) : (f32) -> ()
  %r195 = math.copysign %c10, %c15 : f32
  func.call @use(%r195) : (f32) -> ()
  %r196 = math.copysign %c10, %c16 : f32
  func.call @use(%r196) : (f32) -> ()
  %r197 = math.copysign %c10, %c17 : f32
  func.call @use(%r197) : (f32) -> ()
  %r198 = math.copysign %c11, %c0 : f32
  func.call @use(%r198) : (f32) -> ()
  %r199 = math.copysign %c11, %c1 : f32
  func.call @use(%r199) : (f32) -> ()
  %r200 = math.copysign %c11, %c2 : f32
  func.call @use(%r200) : (f32) -> ()
  %r201 = math.copysign %c11, %c3 : f32
  func.call @use(%r201) : (f32) -> ()
  %r202 = math.copysign %c11, %c4 : f32
  func.call @use(%r202) : (f32) -> ()
  %r203 = math.copysign %c11, %c5 : f32
  func.call @use(%r203) : (f32) -> ()
  %r204 = math.copysign %c11, %c6 : f32
  func.call @use(%r204) : (f32) -> ()
  %r205 = math.copysign %c11, %c7 : f32
  func.call @use(%r205) : (f32) -> ()
  %r206 = math.copysign %c11, %c8 : f32
  func.call @use(%r206) : (f32) -> ()
  %r207 = math.copysign %c11, %c9 : f32
  func.call @use(%r207) : (f32) -> ()
  %r208 = math.copysign %c11, %c10 : f32
  func.call @use(%r208) : (f32) -> ()
  %r209 = math.copysign %c11, %c11 : f32
  func.call @use(%r209) : (f32) -> ()
  %r210 = math.copysign %c11, %c12 : f32
  func.call @use(%r210) : (f32) -> ()
  %r211 = math.copysign %c11, %c13 : f32
  func.call @use(%r211) : (f32) -> ()
  %r212 = math.copysign %c11, %c14 : f32
  func.call @use(%r212) : (f32) -> ()
  %r213 = math.copysign %c11, %c15 : f32
  func.call @use(%r213) : (f32) -> ()
  %r214 = math.copysign %c11, %c16 : f32
  func.call @use(%r214) : (f32) -> ()
  %r215 = math.copysign %c11, %c17 : f32
  func.call @use(%r215) : (f32) -> ()
  %r216 = math.copysign %c12, %c0 : f32
  func.call @use(%r216) : (f32) -> ()
  %r217 = math.copysign %c12, %c1 : f32
  func.call @use(%r217) : (f32) -> ()
  %r218 = math.copysign %c12, %c2 : f32
  func.call @use(%r218) : (f32) -> ()
  %r219 = math.copysign %c12, %c3 : f32
  func.call @use(%r219) : (f32) -> ()
  %r220 = math.copysign %c12, %c4 : f32
  func.call @use(%r220) : (f32) -> ()
  %r221 = math.copysign %c12, %c5 : f32
  func.call @use(%r221) : (f32) -> ()
  %r222 = math.copysign %c12, %c6 : f32
  func.call @use(%r222) : (f32) -> ()
  %r223 = math.copysign %c12, %c7 : f32
  func.call @use(%r223) : (f32) -> ()
  %r224 = math.copysign %c12, %c8 : f32
  func.call @use(%r224) : (f32) -> ()
  %r225 = math.copysign %c12, %c9 : f32
  func.call @use(%r225) : (f32) -> ()
  %r226 = math.copysign %c12, %c10 : f32
  func.call @use(%r226) : (f32) -> ()
  %r227 = math.copysign %c12, %c11 : f32
  func.call @use(%r227) : (f32) -> ()
  %r228 = math.copysign %c12, %c12 : f32
  func.call @use(%r228) : (f32) -> ()
  %r229 = math.copysign %c12, %c13 : f32
  func.call @use(%r229) : (f32) -> ()
  %r230 = math.copysign %c12, %c14 : f32
  func.call @use(%r230) : (f32) -> ()
  %r231 = math.copysign %c12, %c15 : f32
  func.call @use(%r231) : (f32) -> ()
  %r232 = math.copysign %c12, %c16 : f32
  func.call @use(%r232) : (f32) -> ()
  %r233 = math.copysign %c12, %c17 : f32
  func.call @use(%r233) : (f32) -> ()
  %r234 = math.copysign %c13, %c0 : f32
  func.call @use(%r234) : (f32) -> ()
  %r235 = math.copysign %c13, %c1 : f32
  func.call @use(%r235) : (f32) -> ()
  %r236 = math.copysign %c13, %c2 : f32
  func.call @use(%r236) : (f32) -> ()
  %r237 = math.copysign %c13, %c3 : f32
  func.call @use(%r237) : (f32) -> ()
  %r238 = math.copysign %c13, %c4 : f32
  func.call @use(%r238) : (f32) -> ()
  %r239 = math.copysign %c13, %c5 : f32
  func.call @use(%r239) : (f32) -> ()
  %r240 = math.copysign %c13, %c6 : f32
  func.call @use(%r240) : (f32) -> ()
  %r241 = math.copysign %c13, %c7 : f32
  func.call @use(%r241) : (f32) -> ()
  %r242 = math.copysign %c13, %c8 : f32
  func.call @use(%r242) : (f32) -> ()
  %r243 = math.copysign %c13, %c9 : f32
  func.call @use(%r243) : (f32) -> ()
  %r244 = math.copysign %c13, %c10 : f32
  func.call @use(%r244) : (f32) -> ()
  %r245 = math.copysign %c13, %c11 : f32
  func.call @use(%r245) : (f32) -> ()
  %r246 = math.copysign %c13, %c12 : f32
  func.call @use(%r246) : (f32) -> ()
  %r247 = math.copysign %c13, %c13 : f32
  func.call @use(%r247) : (f32) -> ()
  %r248 = math.copysign %c13, %c14 : f32
  func.call @use(%r248) : (f32) -> ()
  %r249 = math.copysign %c13, %c15 : f32
  func.call @use(%r249) : (f32) -> ()
  %r250 = math.copysign %c13, %c16 : f32
  func.call @use(%r250) : (f32) -> ()
  %r251 = math.copysign %c13, %c17 : f32
  func.call @use(%r251) : (f32) -> ()
  %r252 = math.copysign %c14, %c0 : f32
  func.call @use(%r252) : (f32) -> ()
  %r253 = math.copysign %c14, %c1 : f32
  func.call @use(%r253) : (f32) -> ()
  %r254 = math.copysign %c14, %c2 : f32
  func.call @use(%r254) : (f32) -> ()
  %r255 = math.copysign %c14, %c3 : f32
  func.call @use(%r255) : (f32) -> ()
  %r256 = math.copysign %c14, %c4 : f32
  func.call @use(%r256) : (f32) -> ()
  %r257 = math.copysign %c14, %c5 : f32
  func.call @use(%r257) : (f32) -> ()
  %r258 = math.copysign %c14, %c6 : f32
  func.call @use(%r258) : (f32) -> ()
  %r259 = math.copysign %c14, %c7 : f32
  func.call @use(%r259) : (f32) -> ()
  %r260 = math.copysign %c14, %c8 : f32
  func.call @use(%r260) : (f32) -> ()
  %r261 = math.copysign %c14, %c9 : f32
  func.call @use(%r261) : (f32) -> ()
  %r262 = math.copysign %c14, %c10 : f32
  func.call @use(%r262) : (f32) -> ()
  %r263 = math.copysign %c14, %c11 : f32
  func.call @use(%r263) : (f32) -> ()
  %r264 = math.copysign %c14, %c12 : f32
  func.call @use(%r264) : (f32) -> ()
  %r265 = math.copysign %c14, %c13 : f32
  func.call @use(%r265) : (f32) -> ()
  %r266 = math.copysign %c14, %c14 : f32
  func.call @use(%r266) : (f32) -> ()
  %r267 = math.copysign %c14, %c15 : f32
  func.call @use(%r267) : (f32) -> ()
  %r268 = math.copysign %c14, %c16 : f32
  func.call @use(%r268) : (f32) -> ()
  %r269 = math.copysign %c14, %c17 : f32
  func.call @use(%r269) : (f32) -> ()
  %r270 = math.copysign %c15, %c0 : f32
  func.call @use(%r270) : (f32) -> ()
  %r271 = math.copysign %c15, %c1 : f32
  func.call @use(%r271) : (f32) -> ()
  %r272 = math.copysign %c15, %c2 : f32
  func.call @use(%r272) : (f32) -> ()
  %r273 = math.copysign %c15, %c3 : f32
  func.call @use(%r273) : (f32) -> ()
  %r274 = math.copysign %c15, %c4 : f32
  func.call @use(%r274) : (f32) -> ()
  %r275 = math.copysign %c15, %c5 : f32
  func.call @use(%r275) : (f32) -> ()
  %r276 = math.copysign %c15, %c6 : f32
  func.call @use(%r276) : (f32) -> ()
  %r277 = math.copysign %c15, %c7 : f32
  func.call @use(%r277) : (f32) -> ()
  %r278 = math.copysign %c15, %c8 : f32
  func.call @use(%r278) : (f32) -> ()
  %r279 = math.copysign %c15, %c9 : f32
  func.call @use(%r279) : (f32) -> ()
  %r280 = math.copysign %c15, %c10 : f32
  func.call @use(%r280) : (f32) -> ()
  %r281 = math.copysign %c15, %c11 : f32
  func.call @use(%r281) : (f32) -> ()
  %r282 = math.copysign %c15, %c12 : f32
  func.call @use(%r282) : (f32) -> ()
  %r283 = math.copysign %c15, %c13 : f32
  func.call @use(%r283) : (f32) -> ()
  %r284 = math.copysign %c15, %c14 : f32
  func.call @use(%r284) : (f32) -> ()
  %r285 = math.copysign %c15, %c15 : f32
  func.call @use(%r285) : (f32) -> ()
  %r286 = math.copysign %c15, %c16 : f32
  func.call @use(%r286) : (f32) -> ()
  %r287 = math.copysign %c15, %c17 : f32
  func.call @use(%r287) : (f32) -> ()
  %r288 = math.copysign %c16, %c0 : f32
  func.call @use(%r288) : (f32) -> ()
  %r289 = math.copysign %c16, %c1 : f32
  func.call @use(%r289) : (f32) -> ()
  %r290 = math.copysign %c16, %c2 : f32
  func.call @use(%r290) : (f32) -> ()
  %r291 = math.copysign %c16, %c3 : f32
  func.call @use(%r291) : (f32) -> ()
  %r292 = math.copysign %c16, %c4 : f32
  func.call @use(%r292) : (f32) -> ()
  %r293 = math.copysign %c16, %c5 : f32
  func.call @use(%r293) : (f32) -> ()
  %r294 = math.copysign %c16, %c6 : f32
  func.call @use(%r294) : (f32) -> ()
  %r295 = math.copysign %c16, %c7 : f32
  func.call @use(%r295) : (f32) -> ()
  %r296 = math.copysign %c16, %c8 : f32
  func.call @use(%r296) : (f32) -> ()
  %r297 = math.copysign %c16, %c9 : f32
  func.call @use(%r297) : (f32) -> ()
  %r298 = math.copysign %c16, %c10 : f32
  func.call @use(%r298) : (f32) -> ()
  %r299 = math.copysign %c16, %c11 : f32
  func.call @use(%r299) : (f32) -> ()
  %r300 = math.copysign %c16, %c12 : f32
  func.call @use(%r300) : (f32) -> ()
  %r301 = math.copysign %c16, %c13 : f32
  func.call @use(%r301) : (f32) -> ()
  %r302 = math.copysign %c16, %c14 : f32
  func.call @use(%r302) : (f32) -> ()
  %r303 = math.copysign %c16, %c15 : f32
  func.call @use(%r303) : (f32) -> ()
  %r304 = math.copysign %c16, %c16 : f32
  func.call @use(%r304) : (f32) -> ()
  %r305 = math.copysign %c16, %c17 : f32
  func.call @use(%r305) : (f32) -> ()
  %r306 = math.copysign %c17, %c0 : f32
  func.call @use(%r306) : (f32) -> ()
  %r307 = math.copysign %c17, %c1 : f32
  func.call @use(%r307) : (f32) -> ()
  %r308 = math.copysign %c17, %c2 : f32
  func.call @use(%r308) : (f32) -> ()
  %r309 = math.copysign %c17, %c3 : f32
  func.call @use(%r309) : (f32) -> ()
  %r310 = math.copysign %c17, %c4 : f32
  func.call @use(%r310) : (f32) -> ()
  %r311 = math.copysign %c17, %c5 : f32
  func.call @use(%r311) : (f32) -> ()
  %r312 = math.copysign %c17, %c6 : f32
  func.call @use(%r312) : (f32) -> ()
  %r313 = math.copysign %c17, %c7 : f32
  func.call @use(%r313) : (f32) -> ()
  %r314 = math.copysign %c17, %c8 : f32
  func.call @use(%r314) : (f32) -> ()
  %r315 = math.copysign %c17, %c9 : f32
  func.call @use(%r315) : (f32) -> ()
  %r316 = math.copysign %c17, %c10 : f32
  func.call @use(%r316) : (f32) -> ()
  %r317 = math.copysign %c17, %c11 : f32
  func.call @use(%r317) : (f32) -> ()
  %r318 = math.copysign %c17, %c12 : f32
  func.call @use(%r318) : (f32) -> ()
  %r319 = math.copysign %c17, %c13 : f32
  func.call @use(%r319) : (f32) -> ()
  %r320 = math.copysign %c17, %c14 : f32
  func.call @use(%r320) : (f32) -> ()
  %r321 = math.copysign %c17, %c15 : f32
  func.call @use(%r321) : (f32) -> ()
  %r322 = math.copysign %c17, %c16 : f32
  func.call @use(%r322) : (f32) -> ()
  %r323 = math.copysign %c17, %c17 : f32
  func.call @use(%r323) : (f32) -> ()
  return
}

// -----

func.func private @use(f32)

func.func @powf() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant -2.5 : f32
  %c6 = arith.constant 3.0 : f32
  %c7 = arith.constant 1.0e-40 : f32
  %c8 = arith.constant 1.0e30 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %c12 = arith.constant 0xFFC00000 : f32
  %c13 = arith.constant 0x7FA00000 : f32
  %c14 = arith.constant 2.0 : f32
  %c15 = arith.constant -0.25 : f32
  %c16 = arith.constant 7.5 : f32
  %c17 = arith.constant -3.0 : f32
  %r0 = math.powf %c0, %c0 : f32
  func.call @use(%r0) : (f32) -> ()
  %r1 = math.powf %c0, %c1 : f32
  func.call @use(%r1) : (f32) -> ()
  %r2 = math.powf %c0, %c2 : f32
  func.call @use(%r2) : (f32) -> ()
  %r3 = math.powf %c0, %c3 : f32
  func.call @use(%r3) : (f32) -> ()
  %r4 = math.powf %c0, %c4 : f32
  func.call @use(%r4) : (f32) -> ()
  %r5 = math.powf %c0, %c5 : f32
  func.call @use(%r5) : (f32) -> ()
  %r6 = math.powf %c0, %c6 : f32
  func.call @use(%r6) : (f32) -> ()
  %r7 = math.powf %c0, %c7 : f32
  func.call @use(%r7) : (f32) -> ()
  %r8 = math.powf %c0, %c8 : f32
  func.call @use(%r8) : (f32) -> ()
  %r9 = math.powf %c0, %c9 : f32
  func.call @use(%r9) : (f32) -> ()
  %r10 = math.powf %c0, %c10 : f32
  func.call @use(%r10) : (f32) -> ()
  %r11 = math.powf %c0, %c11 : f32
  func.call @use(%r11) : (f32) -> ()
  %r12 = math.powf %c0, %c12 : f32
  func.call @use(%r12) : (f32) -> ()
  %r13 = math.powf %c0, %c13 : f32
  func.call @use(%r13) : (f32) -> ()
  %r14 = math.powf %c0, %c14 : f32
  func.call @use(%r14) : (f32) -> ()
  %r15 = math.powf %c0, %c15 : f32
  func.call @use(%r15) : (f32) -> ()
  %r16 = math.powf %c0, %c16 : f32
  func.call @use(%r16) : (f32) -> ()
  %r17 = math.powf %c0, %c17 : f32
  func.call @use(%r17) : (f32) -> ()
  %r18 = math.powf %c1, %c0 : f32
  func.call @use(%r18) : (f32) -> ()
  %r19 = math.powf %c1, %c1 : f32
  func.call @use(%r19) : (f32) -> ()
  %r20 = math.powf %c1, %c2 : f32
  func.call @use(%r20) : (f32) -> ()
  %r21 = math.powf %c1, %c3 : f32
  func.call @use(%r21) : (f32) -> ()
  %r22 = math.powf %c1, %c4 : f32
  func.call @use(%r22) : (f32) -> ()
  %r23 = math.powf %c1, %c5 : f32
  func.call @use(%r23) : (f32) -> ()
  %r24 = math.powf %c1, %c6 : f32
  func.call @use(%r24) : (f32) -> ()
  %r25 = math.powf %c1, %c7 : f32
  func.call @use(%r25) : (f32) -> ()
  %r26 = math.powf %c1, %c8 : f32
  func.call @use(%r26) : (f32) -> ()
  %r27 = math.powf %c1, %c9 : f32
  func.call @use(%r27) : (f32) -> ()
  %r28 = math.powf %c1, %c10 : f32
  func.call @use(%r28) : (f32) -> ()
  %r29 = math.powf %c1, %c11 : f32
  func.call @use(%r29) : (f32) -> ()
  %r30 = math.powf %c1, %c12 : f32
  func.call @use(%r30) : (f32) -> ()
  %r31 = math.powf %c1, %c13 : f32
  func.call @use(%r31) : (f32) -> ()
  %r32 = math.powf %c1, %c14 : f32
  func.call @use(%r32) : (f32) -> ()
  %r33 = math.powf %c1, %c15 : f32
  func.call @use(%r33) : (f32) -> ()
  %r34 = math.powf %c1, %c16 : f32
  func.call @use(%r34) : (f32) -> ()
  %r35 = math.powf %c1, %c17 : f32
  func.call @use(%r35) : (f32) -> ()
  %r36 = math.powf %c2, %c0 : f32
  func.call @use(%r36) : (f32) -> ()
  %r37 = math.powf %c2, %c1 : f32
  func.call @use(%r37) : (f32) -> ()
  %r38 = math.powf %c2, %c2 : f32
  func.call @use(%r38) : (f32) -> ()
  %r39 = math.powf %c2, %c3 : f32
  func.call @use(%r39) : (f32) -> ()
  %r40 = math.powf %c2, %c4 : f32
  func.call @use(%r40) : (f32) -> ()
  %r41 = math.powf %c2, %c5 : f32
  func.call @use(%r41) : (f32) -> ()
  %r42 = math.powf %c2, %c6 : f32
  func.call @use(%r42) : (f32) -> ()
  %r43 = math.powf %c2, %c7 : f32
  func.call @use(%r43) : (f32) -> ()
  %r44 = math.powf %c2, %c8 : f32
  func.call @use(%r44) : (f32) -> ()
  %r45 = math.powf %c2, %c9 : f32
  func.call @use(%r45) : (f32) -> ()
  %r46 = math.powf %c2, %c10 : f32
  func.call @use(%r46) : (f32) -> ()
  %r47 = math.powf %c2, %c11 : f32
  func.call @use(%r47) : (f32) -> ()
  %r48 = math.powf %c2, %c12 : f32
  func.call @use(%r48) : (f32) -> ()
  %r49 = math.powf %c2, %c13 : f32
  func.call @use(%r49) : (f32) -> ()
  %r50 = math.powf %c2, %c14 : f32
  func.call @use(%r50) : (f32) -> ()
  %r51 = math.powf %c2, %c15 : f32
  func.call @use(%r51) : (f32) -> ()
  %r52 = math.powf %c2, %c16 : f32
  func.call @use(%r52) : (f32) -> ()
  %r53 = math.powf %c2, %c17 : f32
  func.call @use(%r53) : (f32) -> ()
  %r54 = math.powf %c3, %c0 : f32
  func.call @use(%r54) : (f32) -> ()
  %r55 = math.powf %c3, %c1 : f32
  func.call @use(%r55) : (f32) -> ()
  %r56 = math.powf %c3, %c2 : f32
  func.call @use(%r56) : (f32) -> ()
  %r57 = math.powf %c3, %c3 : f32
  func.call @use(%r57) : (f32) -> ()
  %r58 = math.powf %c3, %c4 : f32
  func.call @use(%r58) : (f32) -> ()
  %r59 = math.powf %c3, %c5 : f32
  func.call @use(%r59) : (f32) -> ()
  %r60 = math.powf %c3, %c6 : f32
  func.call @use(%r60) : (f32) -> ()
  %r61 = math.powf %c3, %c7 : f32
  func.call @use(%r61) : (f32) -> ()
  %r62 = math.powf %c3, %c8 : f32
  func.call @use(%r62) : (f32) -> ()
  %r63 = math.powf %c3, %c9 : f32
  func.call @use(%r63) : (f32) -> ()
  %r64 = math.powf %c3, %c10 : f32
  func.call @use(%r64) : (f32) -> ()
  %r65 = math.powf %c3, %c11 : f32
  func.call @use(%r65) : (f32) -> ()
  %r66 = math.powf %c3, %c12 : f32
  func.call @use(%r66) : (f32) -> ()
  %r67 = math.powf %c3, %c13 : f32
  func.call @use(%r67) : (f32) -> ()
  %r68 = math.powf %c3, %c14 : f32
  func.call @use(%r68) : (f32) -> ()
  %r69 = math.powf %c3, %c15 : f32
  func.call @use(%r69) : (f32) -> ()
  %r70 = math.powf %c3, %c16 : f32
  func.call @use(%r70) : (f32) -> ()
  %r71 = math.powf %c3, %c17 : f32
  func.call @use(%r71) : (f32) -> ()
  %r72 = math.powf %c4, %c0 : f32
  func.call @use(%r72) : (f32) -> ()
  %r73 = math.powf %c4, %c1 : f32
  func.call @use(%r73) : (f32) -> ()
  %r74 = math.powf %c4, %c2 : f32
  func.call @use(%r74) : (f32) -> ()
  %r75 = math.powf %c4, %c3 : f32
  func.call @use(%r75) : (f32) -> ()
  %r76 = math.powf %c4, %c4 : f32
  func.call @use(%r76) : (f32) -> ()
  %r77 = math.powf %c4, %c5 : f32
  func.call @use(%r77) : (f32) -> ()
  %r78 = math.powf %c4, %c6 : f32
  func.call @use(%r78) : (f32) -> ()
  %r79 = math.powf %c4, %c7 : f32
  func.call @use(%r79) : (f32) -> ()
  %r80 = math.powf %c4, %c8 : f32
  func.call @use(%r80) : (f32) -> ()
  %r81 = math.powf %c4, %c9 : f32
  func.call @use(%r81) : (f32) -> ()
  %r82 = math.powf %c4, %c10 : f32
  func.call @use(%r82) : (f32) -> ()
  %r83 = math.powf %c4, %c11 : f32
  func.call @use(%r83) : (f32) -> ()
  %r84 = math.powf %c4, %c12 : f32
  func.call @use(%r84) : (f32) -> ()
  %r85 = math.powf %c4, %c13 : f32
  func.call @use(%r85) : (f32) -> ()
  %r86 = math.powf %c4, %c14 : f32
  func.call @use(%r86) : (f32) -> ()
  %r87 = math.powf %c4, %c15 : f32
  func.call @use(%r87) : (f32) -> ()
  %r88 = math.powf %c4, %c16 : f32
  func.call @use(%r88) : (f32) -> ()
  %r89 = math.powf %c4, %c17 : f32
  func.call @use(%r89) : (f32) -> ()
  %r90 = math.powf %c5, %c0 : f32
  func.call @use(%r90) : (f32) -> ()
  %r91 = math.powf %c5, %c1 : f32
  func.call @use(%r91) : (f32) -> ()
  %r92 = math.powf %c5, %c2 : f32
  func.call @use(%r92) : (f32) -> ()
  %r93 = math.powf %c5, %c3 : f32
  func.call @use(%r93) : (f32) -> ()
  %r94 = math.powf %c5, %c4 : f32
  func.call @use(%r94) : (f32) -> ()
  %r95 = math.powf %c5, %c5 : f32
  func.call @use(%r95) : (f32) -> ()
  %r96 = math.powf %c5, %c6 : f32
  func.call @use(%r96) : (f32) -> ()
  %r97 = math.powf %c5, %c7 : f32
  func.call @use(%r97) : (f32) -> ()
  %r98 = math.powf %c5, %c8 : f32
  func.call @use(%r98) : (f32) -> ()
  %r99 = math.powf %c5, %c9 : f32
  func.call @use(%r99) : (f32) -> ()
  %r100 = math.powf %c5, %c10 : f32
  func.call @use(%r100) : (f32) -> ()
  %r101 = math.powf %c5, %c11 : f32
  func.call @use(%r101) : (f32) -> ()
  %r102 = math.powf %c5, %c12 : f32
  func.call @use(%r102) : (f32) -> ()
  %r103 = math.powf %c5, %c13 : f32
  func.call @use(%r103) : (f32) -> ()
  %r104 = math.powf %c5, %c14 : f32
  func.call @use(%r104) : (f32) -> ()
  %r105 = math.powf %c5, %c15 : f32
  func.call @use(%r105) : (f32) -> ()
  %r106 = math.powf %c5, %c16 : f32
  func.call @use(%r106) : (f32) -> ()
  %r107 = math.powf %c5, %c17 : f32
  func.call @use(%r107) : (f32) -> ()
  %r108 = math.powf %c6, %c0 : f32
  func.call @use(%r108) : (f32) -> ()
  %r109 = math.powf %c6, %c1 : f32
  func.call @use(%r109) : (f32) -> ()
  %r110 = math.powf %c6, %c2 : f32
  func.call @use(%r110) : (f32) -> ()
  %r111 = math.powf %c6, %c3 : f32
  func.call @use(%r111) : (f32) -> ()
  %r112 = math.powf %c6, %c4 : f32
  func.call @use(%r112) : (f32) -> ()
  %r113 = math.powf %c6, %c5 : f32
  func.call @use(%r113) : (f32) -> ()
  %r114 = math.powf %c6, %c6 : f32
  func.call @use(%r114) : (f32) -> ()
  %r115 = math.powf %c6, %c7 : f32
  func.call @use(%r115) : (f32) -> ()
  %r116 = math.powf %c6, %c8 : f32
  func.call @use(%r116) : (f32) -> ()
  %r117 = math.powf %c6, %c9 : f32
  func.call @use(%r117) : (f32) -> ()
  %r118 = math.powf %c6, %c10 : f32
  func.call @use(%r118) : (f32) -> ()
  %r119 = math.powf %c6, %c11 : f32
  func.call @use(%r119) : (f32) -> ()
  %r120 = math.powf %c6, %c12 : f32
  func.call @use(%r120) : (f32) -> ()
  %r121 = math.powf %c6, %c13 : f32
  func.call @use(%r121) : (f32) -> ()
  %r122 = math.powf %c6, %c14 : f32
  func.call @use(%r122) : (f32) -> ()
  %r123 = math.powf %c6, %c15 : f32
  func.call @use(%r123) : (f32) -> ()
  %r124 = math.powf %c6, %c16 : f32
  func.call @use(%r124) : (f32) -> ()
  %r125 = math.powf %c6, %c17 : f32
  func.call @use(%r125) : (f32) -> ()
  %r126 = math.powf %c7, %c0 : f32
  func.call @use(%r126) : (f32) -> ()
  %r127 = math.powf %c7, %c1 : f32
  func.call @use(%r127) : (f32) -> ()
  %r128 = math.powf %c7, %c2 : f32
  func.call @use(%r128) : (f32) -> ()
  %r129 = math.powf %c7, %c3 : f32
  func.call @use(%r129) : (f32) -> ()
  %r130 = math.powf %c7, %c4 : f32
  func.call @use(%r130) : (f32) -> ()
  %r131 = math.powf %c7, %c5 : f32
  func.call @use(%r131) : (f32) -> ()
  %r132 = math.powf %c7, %c6 : f32
  func.call @use(%r132) : (f32) -> ()
  %r133 = math.powf %c7, %c7 : f32
  func.call @use(%r133) : (f32) -> ()
  %r134 = math.powf %c7, %c8 : f32
  func.call @use(%r134) : (f32) -> ()
  %r135 = math.powf %c7, %c9 : f32
  func.call @use(%r135) : (f32) -> ()
  %r136 = math.powf %c7, %c10 : f32
  func.call @use(%r136) : (f32) -> ()
  %r137 = math.powf %c7, %c11 : f32
  func.call @use(%r137) : (f32) -> ()
  %r138 = math.powf %c7, %c12 : f32
  func.call @use(%r138) : (f32) -> ()
  %r139 = math.powf %c7, %c13 : f32
  func.call @use(%r139) : (f32) -> ()
  %r140 = math.powf %c7, %c14 : f32
  func.call @use(%r140) : (f32) -> ()
  %r141 = math.powf %c7, %c15 : f32
  func.call @use(%r141) : (f32) -> ()
  %r142 = math.powf %c7, %c16 : f32
  func.call @use(%r142) : (f32) -> ()
  %r143 = math.powf %c7, %c17 : f32
  func.call @use(%r143) : (f32) -> ()
  %r144 = math.powf %c8, %c0 : f32
  func.call @use(%r144) : (f32) -> ()
  %r145 = math.powf %c8, %c1 : f32
  func.call @use(%r145) : (f32) -> ()
  %r146 = math.powf %c8, %c2 : f32
  func.call @use(%r146) : (f32) -> ()
  %r147 = math.powf %c8, %c3 : f32
  func.call @use(%r147) : (f32) -> ()
  %r148 = math.powf %c8, %c4 : f32
  func.call @use(%r148) : (f32) -> ()
  %r149 = math.powf %c8, %c5 : f32
  func.call @use(%r149) : (f32) -> ()
  %r150 = math.powf %c8, %c6 : f32
  func.call @use(%r150) : (f32) -> ()
  %r151 = math.powf %c8, %c7 : f32
  func.call @use(%r151) : (f32) -> ()
  %r152 = math.powf %c8, %c8 : f32
  func.call @use(%r152) : (f32) -> ()
  %r153 = math.powf %c8, %c9 : f32
  func.call @use(%r153) : (f32) -> ()
  %r154 = math.powf %c8, %c10 : f32
  func.call @use(%r154) : (f32) -> ()
  %r155 = math.powf %c8, %c11 : f32
  func.call @use(%r155) : (f32) -> ()
  %r156 = math.powf %c8, %c12 : f32
  func.call @use(%r156) : (f32) -> ()
  %r157 = math.powf %c8, %c13 : f32
  func.call @use(%r157) : (f32) -> ()
  %r158 = math.powf %c8, %c14 : f32
  func.call @use(%r158) : (f32) -> ()
  %r159 = math.powf %c8, %c15 : f32
  func.call @use(%r159) : (f32) -> ()
  %r160 = math.powf %c8, %c16 : f32
  func.call @use(%r160) : (f32) -> ()
  %r161 = math.powf %c8, %c17 : f32
  func.call @use(%r161) : (f32) -> ()
  %r162 = math.powf %c9, %c0 : f32
  func.call @use(%r162) : (f32) -> ()
  %r163 = math.powf %c9, %c1 : f32
  func.call @use(%r163) : (f32) -> ()
  %r164 = math.powf %c9, %c2 : f32
  func.call @use(%r164) : (f32) -> ()
  %r165 = math.powf %c9, %c3 : f32
  func.call @use(%r165) : (f32) -> ()
  %r166 = math.powf %c9, %c4 : f32
  func.call @use(%r166) : (f32) -> ()
  %r167 = math.powf %c9, %c5 : f32
  func.call @use(%r167) : (f32) -> ()
  %r168 = math.powf %c9, %c6 : f32
  func.call @use(%r168) : (f32) -> ()
  %r169 = math.powf %c9, %c7 : f32
  func.call @use(%r169) : (f32) -> ()
  %r170 = math.powf %c9, %c8 : f32
  func.call @use(%r170) : (f32) -> ()
  %r171 = math.powf %c9, %c9 : f32
  func.call @use(%r171) : (f32) -> ()
  %r172 = math.powf %c9, %c10 : f32
  func.call @use(%r172) : (f32) -> ()
  %r173 = math.powf %c9, %c11 : f32
  func.call @use(%r173) : (f32) -> ()
  %r174 = math.powf %c9, %c12 : f32
  func.call @use(%r174) : (f32) -> ()
  %r175 = math.powf %c9, %c13 : f32
  func.call @use(%r175) : (f32) -> ()
  %r176 = math.powf %c9, %c14 : f32
  func.call @use(%r176) : (f32) -> ()
  %r177 = math.powf %c9, %c15 : f32
  func.call @use(%r177) : (f32) -> ()
  %r178 = math.powf %c9, %c16 : f32
  func.call @use(%r178) : (f32) -> ()
  %r179 = math.powf %c9, %c17 : f32
  func.call @use(%r179) : (f32) -> ()
  %r180 = math.powf %c10, %c0 : f32
  func.call @use(%r180) : (f32) -> ()
  %r181 = math.powf %c10, %c1 : f32
  func.call @use(%r181) : (f32) -> ()
  %r182 = math.powf %c10, %c2 : f32
  func.call @use(%r182) : (f32) -> ()
  %r183 = math.powf %c10, %c3 : f32
  func.call @use(%r183) : (f32) -> ()
  %r184 = math.powf %c10, %c4 : f32
  func.call @use(%r184) : (f32) -> ()
  %r185 = math.powf %c10, %c5 : f32
  func.call @use(%r185) : (f32) -> ()
  %r186 = math.powf %c10, %c6 : f32
  func.call @use(%r186) : (f32) -> ()
  %r187 = math.powf %c10, %c7 : f32
  func.call @use(%r187) : (f32) -> ()
  %r188 = math.powf %c10, %c8 : f32
  func.call @use(%r188) : (f32) -> ()
  %r189 = math.powf %c10, %c9 : f32
  func.call @use(%r189) : (f32) -> ()
  %r190 = math.powf %c10, %c10 : f32
  func.call @use(%r190) : (f32) -> ()
  %r191 = math.powf %c10, %c11 : f32
  func.call @use(%r191) : (f32) -> ()
  %r192 = math.powf %c10, %c12 : f32
  func.call @use(%r192) : (f32) -> ()
  %r193 = math.powf %c10, %c13 : f32
  func.call @use(%r193) : (f32) -> ()
  %r194 = math.powf %c10, %c14 : f32
  func.call @use(%r194) : (f32) -> ()
  %r195 = math.powf %c10, %c15 : f32
  func.call @use(%r195) : (f32) -> ()
  %r196 = math.powf %c10, %c16 : f32
  func.call @use(%r196) : (f32) -> ()
  %r197 = math.powf %c10, %c17 : f32
  func.call @use(%r197) : (f32) -> ()
  %r198 = math.powf %c11, %c0 : f32
  func.call @use(%r198) : (f32) -> ()
  %r199 = math.powf %c11, %c1 : f32
  func.call @use(%r199) : (f32) -> ()
  %r200 = math.powf %c11, %c2 : f32
  func.call @use(%r200) : (f32) -> ()
  %r201 = math.powf %c11, %c3 : f32
  func.call @use(%r201) : (f32) -> ()
  %r202 = math.powf %c11, %c4 : f32
  func.call @use(%r202) : (f32) -> ()
  %r203 = math.powf %c11, %c5 : f32
  func.call @use(%r203) : (f32) -> ()
  %r204 = math.powf %c11, %c6 : f32
  func.call @use(%r204) : (f32) -> ()
  %r205 = math.powf %c11, %c7 : f32
  func.call @use(%r205) : (f32) -> ()
  %r206 = math.powf %c11, %c8 : f32
  func.call @use(%r206) : (f32) -> ()
  %r207 = math.powf %c11, %c9 : f32
  func.call @use(%r207) : (f32) -> ()
  %r208 = math.powf %c11, %c10 : f32
  func.call @use(%r208) : (f32) -> ()
  %r209 = math.powf %c11, %c11 : f32
  func.call @use(%r209) : (f32) -> ()
  %r210 = math.powf %c11, %c12 : f32
  func.call @use(%r210) : (f32) -> ()
  %r211 = math.powf %c11, %c13 : f32
  func.call @use(%r211) : (f32) -> ()
  %r212 = math.powf %c11, %c14 : f32
  func.call @use(%r212) : (f32) -> ()
  %r213 = math.powf %c11, %c15 : f32
  func.call @use(%r213) : (f32) -> ()
  %r214 = math.powf %c11, %c16 : f32
  func.call @use(%r214) : (f32) -> ()
  %r215 = math.powf %c11, %c17 : f32
  func.call @use(%r215) : (f32) -> ()
  %r216 = math.powf %c12, %c0 : f32
  func.call @use(%r216) : (f32) -> ()
  %r217 = math.powf %c12, %c1 : f32
  func.call @use(%r217) : (f32) -> ()
  %r218 = math.powf %c12, %c2 : f32
  func.call @use(%r218) : (f32) -> ()
  %r219 = math.powf %c12, %c3 : f32
  func.call @use(%r219) : (f32) -> ()
  %r220 = math.powf %c12, %c4 : f32
  func.call @use(%r220) : (f32) -> ()
  %r221 = math.powf %c12, %c5 : f32
  func.call @use(%r221) : (f32) -> ()
  %r222 = math.powf %c12, %c6 : f32
  func.call @use(%r222) : (f32) -> ()
  %r223 = math.powf %c12, %c7 : f32
  func.call @use(%r223) : (f32) -> ()
  %r224 = math.powf %c12, %c8 : f32
  func.call @use(%r224) : (f32) -> ()
  %r225 = math.powf %c12, %c9 : f32
  func.call @use(%r225) : (f32) -> ()
  %r226 = math.powf %c12, %c10 : f32
  func.call @use(%r226) : (f32) -> ()
  %r227 = math.powf %c12, %c11 : f32
  func.call @use(%r227) : (f32) -> ()
  %r228 = math.powf %c12, %c12 : f32
  func.call @use(%r228) : (f32) -> ()
  %r229 = math.powf %c12, %c13 : f32
  func.call @use(%r229) : (f32) -> ()
  %r230 = math.powf %c12, %c14 : f32
  func.call @use(%r230) : (f32) -> ()
  %r231 = math.powf %c12, %c15 : f32
  func.call @use(%r231) : (f32) -> ()
  %r232 = math.powf %c12, %c16 : f32
  func.call @use(%r232) : (f32) -> ()
  %r233 = math.powf %c12, %c17 : f32
  func.call @use(%r233) : (f32) -> ()
  %r234 = math.powf %c13, %c0 : f32
  func.call @use(%r234) : (f32) -> ()
  %r235 = math.powf %c13, %c1 : f32
  func.call @use(%r235) : (f32) -> ()
  %r236 = math.powf %c13, %c2 : f32
  func.call @use(%r236) : (f32) -> ()
  %r237 = math.powf %c13, %c3 : f32
  func.call @use(%r237) : (f32) -> ()
  %r238 = math.powf %c13, %c4 : f32
  func.call @use(%r238) : (f32) -> ()
  %r239 = math.powf %c13, %c5 : f32
  func.call @use(%r239) : (f32) -> ()
  %r240 = math.powf %c13, %c6 : f32
  func.call @use(%r240) : (f32) -> ()
  %r241 = math.powf %c13, %c7 : f32
  func.call @use(%r241) : (f32) -> ()
  %r242 = math.powf %c13, %c8 : f32
  func.call @use(%r242) : (f32) -> ()
  %r243 = math.powf %c13, %c9 : f32
  func.call @use(%r243) : (f32) -> ()
  %r244 = math.powf %c13, %c10 : f32
  func.call @use(%r244) : (f32) -> ()
  %r245 = math.powf %c13, %c11 : f32
  func.call @use(%r245) : (f32) -> ()
  %r246 = math.powf %c13, %c12 : f32
  func.call @use(%r246) : (f32) -> ()
  %r247 = math.powf %c13, %c13 : f32
  func.call @use(%r247) : (f32) -> ()
  %r248 = math.powf %c13, %c14 : f32
  func.call @use(%r248) : (f32) -> ()
  %r249 = math.powf %c13, %c15 : f32
  func.call @use(%r249) : (f32) -> ()
  %r250 = math.powf %c13, %c16 : f32
  func.call @use(%r250) : (f32) -> ()
  %r251 = math.powf %c13, %c17 : f32
  func.call @use(%r251) : (f32) -> ()
  %r252 = math.powf %c14, %c0 : f32
  func.call @use(%r252) : (f32) -> ()
  %r253 = math.powf %c14, %c1 : f32
  func.call @use(%r253) : (f32) -> ()
  %r254 = math.powf %c14, %c2 : f32
  func.call @use(%r254) : (f32) -> ()
  %r255 = math.powf %c14, %c3 : f32
  func.call @use(%r255) : (f32) -> ()
  %r256 = math.powf %c14, %c4 : f32
  func.call @use(%r256) : (f32) -> ()
  %r257 = math.powf %c14, %c5 : f32
  func.call @use(%r257) : (f32) -> ()
  %r258 = math.powf %c14, %c6 : f32
  func.call @use(%r258) : (f32) -> ()
  %r259 = math.powf %c14, %c7 : f32
  func.call @use(%r259) : (f32) -> ()
  %r260 = math.powf %c14, %c8 : f32
  func.call @use(%r260) : (f32) -> ()
  %r261 = math.powf %c14, %c9 : f32
  func.call @use(%r261) : (f32) -> ()
  %r262 = math.powf %c14, %c10 : f32
  func.call @use(%r262) : (f32) -> ()
  %r263 = math.powf %c14, %c11 : f32
  func.call @use(%r263) : (f32) -> ()
  %r264 = math.powf %c14, %c12 : f32
  func.call @use(%r264) : (f32) -> ()
  %r265 = math.powf %c14, %c13 : f32
  func.call @use(%r265) : (f32) -> ()
  %r266 = math.powf %c14, %c14 : f32
  func.call @use(%r266) : (f32) -> ()
  %r267 = math.powf %c14, %c15 : f32
  func.call @use(%r267) : (f32) -> ()
  %r268 = math.powf %c14, %c16 : f32
  func.call @use(%r268) : (f32) -> ()
  %r269 = math.powf %c14, %c17 : f32
  func.call @use(%r269) : (f32) -> ()
  %r270 = math.powf %c15, %c0 : f32
  func.call @use(%r270) : (f32) -> ()
  %r271 = math.powf %c15, %c1 : f32
  func.call @use(%r271) : (f32) -> ()
  %r272 = math.powf %c15, %c2 : f32
  func.call @use(%r272) : (f32) -> ()
  %r273 = math.powf %c15, %c3 : f32
  func.call @use(%r273) : (f32) -> ()
  %r274 = math.powf %c15, %c4 : f32
  func.call @use(%r274) : (f32) -> ()
  %r275 = math.powf %c15, %c5 : f32
  func.call @use(%r275) : (f32) -> ()
  %r276 = math.powf %c15, %c6 : f32
  func.call @use(%r276) : (f32) -> ()
  %r277 = math.powf %c15, %c7 : f32
  func.call @use(%r277) : (f32) -> ()
  %r278 = math.powf %c15, %c8 : f32
  func.call @use(%r278) : (f32) -> ()
  %r279 = math.powf %c15, %c9 : f32
  func.call @use(%r279) : (f32) -> ()
  %r280 = math.powf %c15, %c10 : f32
  func.call @use(%r280) : (f32) -> ()
  %r281 = math.powf %c15, %c11 : f32
  func.call @use(%r281) : (f32) -> ()
  %r282 = math.powf %c15, %c12 : f32
  func.call @use(%r282) : (f32) -> ()
  %r283 = math.powf %c15, %c13 : f32
  func.call @use(%r283) : (f32) -> ()
  %r284 = math.powf %c15, %c14 : f32
  func.call @use(%r284) : (f32) -> ()
  %r285 = math.powf %c15, %c15 : f32
  func.call @use(%r285) : (f32) -> ()
  %r286 = math.powf %c15, %c16 : f32
  func.call @use(%r286) : (f32) -> ()
  %r287 = math.powf %c15, %c17 : f32
  func.call @use(%r287) : (f32) -> ()
  %r288 = math.powf %c16, %c0 : f32
  func.call @use(%r288) : (f32) -> ()
  %r289 = math.powf %c16, %c1 : f32
  func.call @use(%r289) : (f32) -> ()
  %r290 = math.powf %c16, %c2 : f32
  func.call @use(%r290) : (f32) -> ()
  %r291 = math.powf %c16, %c3 : f32
  func.call @use(%r291) : (f32) -> ()
  %r292 = math.powf %c16, %c4 : f32
  func.call @use(%r292) : (f32) -> ()
  %r293 = math.powf %c16, %c5 : f32
  func.call @use(%r293) : (f32) -> ()
  %r294 = math.powf %c16, %c6 : f32
  func.call @use(%r294) : (f32) -> ()
  %r295 = math.powf %c16, %c7 : f32
  func.call @use(%r295) : (f32) -> ()
  %r296 = math.powf %c16, %c8 : f32
  func.call @use(%r296) : (f32) -> ()
  %r297 = math.powf %c16, %c9 : f32
  func.call @use(%r297) : (f32) -> ()
  %r298 = math.powf %c16, %c10 : f32
  func.call @use(%r298) : (f32) -> ()
  %r299 = math.powf %c16, %c11 : f32
  func.call @use(%r299) : (f32) -> ()
  %r300 = math.powf %c16, %c12 : f32
  func.call @use(%r300) : (f32) -> ()
  %r301 = math.powf %c16, %c13 : f32
  func.call @use(%r301) : (f32) -> ()
  %r302 = math.powf %c16, %c14 : f32
  func.call @use(%r302) : (f32) -> ()
  %r303 = math.powf %c16, %c15 : f32
  func.call @use(%r303) : (f32) -> ()
  %r304 = math.powf %c16, %c16 : f32
  func.call @use(%r304) : (f32) -> ()
  %r305 = math.powf %c16, %c17 : f32
  func.call @use(%r305) : (f32) -> ()
  %r306 = math.powf %c17, %c0 : f32
  func.call @use(%r306) : (f32) -> ()
  %r307 = math.powf %c17, %c1 : f32
  func.call @use(%r307) : (f32) -> ()
  %r308 = math.powf %c17, %c2 : f32
  func.call @use(%r308) : (f32) -> ()
  %r309 = math.powf %c17, %c3 : f32
  func.call @use(%r309) : (f32) -> ()
  %r310 = math.powf %c17, %c4 : f32
  func.call @use(%r310) : (f32) -> ()
  %r311 = math.powf %c17, %c5 : f32
  func.call @use(%r311) : (f32) -> ()
  %r312 = math.powf %c17, %c6 : f32
  func.call @use(%r312) : (f32) -> ()
  %r313 = math.powf %c17, %c7 : f32
  func.call @use(%r313) : (f32) -> ()
  %r314 = math.powf %c17, %c8 : f32
  func.call @use(%r314) : (f32) -> ()
  %r315 = math.powf %c17, %c9 : f32
  func.call @use(%r315) : (f32) -> ()
  %r316 = math.powf %c17, %c10 : f32
  func.call @use(%r316) : (f32) -> ()
  %r317 = math.powf %c17, %c11 : f32
  func.call @use(%r317) : (f32) -> ()
  %r318 = math.powf %c17, %c12 : f32
  func.call @use(%r318) : (f32) -> ()
  %r319 = math.powf %c17, %c13 : f32
  func.call @use(%r319) : (f32) -> ()
  %r320 = math.powf %c17, %c14 : f32
  func.call @use(%r320) : (f32) -> ()
  %r321 = math.powf %c17, %c15 : f32
  func.call @use(%r321) : (f32) -> ()
  %r322 = math.powf %c17, %c16 : f32
  func.call @use(%r322) : (f32) -> ()
  %r323 = math.powf %c17, %c17 : f32
  func.call @use(%r323) : (f32) -> ()
  return
}
