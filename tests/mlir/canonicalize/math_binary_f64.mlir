// atan2, copysign and powf on pairs of f64 values.
func.func private @use(f64)

func.func @atan2() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant -0.0 : f64
  %c2 = arith.constant 1.0 : f64
  %c3 = arith.constant -1.0 : f64
  %c4 = arith.constant 0.5 : f64
  %c5 = arith.constant -2.5 : f64
  %c6 = arith.constant 3.0 : f64
  %c7 = arith.constant 4.9e-324 : f64
  %c8 = arith.constant 1.0e300 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %c12 = arith.constant 0xFFF8000000000000 : f64
  %c13 = arith.constant 0x7FF4000000000000 : f64
  %c14 = arith.constant 2.0 : f64
  %c15 = arith.constant -0.25 : f64
  %c16 = arith.constant 7.5 : f64
  %c17 = arith.constant -3.0 : f64
  %r0 = math.atan2 %c0, %c0 : f64
  func.call @use(%r0) : (f64) -> ()
  %r1 = math.atan2 %c0, %c1 : f64
  func.call @use(%r1) : (f64) -> ()
  %r2 = math.atan2 %c0, %c2 : f64
  func.call @use(%r2) : (f64) -> ()
  %r3 = math.atan2 %c0, %c3 : f64
  func.call @use(%r3) : (f64) -> ()
  %r4 = math.atan2 %c0, %c4 : f64
  func.call @use(%r4) : (f64) -> ()
  %r5 = math.atan2 %c0, %c5 : f64
  func.call @use(%r5) : (f64) -> ()
  %r6 = math.atan2 %c0, %c6 : f64
  func.call @use(%r6) : (f64) -> ()
  %r7 = math.atan2 %c0, %c7 : f64
  func.call @use(%r7) : (f64) -> ()
  %r8 = math.atan2 %c0, %c8 : f64
  func.call @use(%r8) : (f64) -> ()
  %r9 = math.atan2 %c0, %c9 : f64
  func.call @use(%r9) : (f64) -> ()
  %r10 = math.atan2 %c0, %c10 : f64
  func.call @use(%r10) : (f64) -> ()
  %r11 = math.atan2 %c0, %c11 : f64
  func.call @use(%r11) : (f64) -> ()
  %r12 = math.atan2 %c0, %c12 : f64
  func.call @use(%r12) : (f64) -> ()
  %r13 = math.atan2 %c0, %c13 : f64
  func.call @use(%r13) : (f64) -> ()
  %r14 = math.atan2 %c0, %c14 : f64
  func.call @use(%r14) : (f64) -> ()
  %r15 = math.atan2 %c0, %c15 : f64
  func.call @use(%r15) : (f64) -> ()
  %r16 = math.atan2 %c0, %c16 : f64
  func.call @use(%r16) : (f64) -> ()
  %r17 = math.atan2 %c0, %c17 : f64
  func.call @use(%r17) : (f64) -> ()
  %r18 = math.atan2 %c1, %c0 : f64
  func.call @use(%r18) : (f64) -> ()
  %r19 = math.atan2 %c1, %c1 : f64
  func.call @use(%r19) : (f64) -> ()
  %r20 = math.atan2 %c1, %c2 : f64
  func.call @use(%r20) : (f64) -> ()
  %r21 = math.atan2 %c1, %c3 : f64
  func.call @use(%r21) : (f64) -> ()
  %r22 = math.atan2 %c1, %c4 : f64
  func.call @use(%r22) : (f64) -> ()
  %r23 = math.atan2 %c1, %c5 : f64
  func.call @use(%r23) : (f64) -> ()
  %r24 = math.atan2 %c1, %c6 : f64
  func.call @use(%r24) : (f64) -> ()
  %r25 = math.atan2 %c1, %c7 : f64
  func.call @use(%r25) : (f64) -> ()
  %r26 = math.atan2 %c1, %c8 : f64
  func.call @use(%r26) : (f64) -> ()
  %r27 = math.atan2 %c1, %c9 : f64
  func.call @use(%r27) : (f64) -> ()
  %r28 = math.atan2 %c1, %c10 : f64
  func.call @use(%r28) : (f64) -> ()
  %r29 = math.atan2 %c1, %c11 : f64
  func.call @use(%r29) : (f64) -> ()
  %r30 = math.atan2 %c1, %c12 : f64
  func.call @use(%r30) : (f64) -> ()
  %r31 = math.atan2 %c1, %c13 : f64
  func.call @use(%r31) : (f64) -> ()
  %r32 = math.atan2 %c1, %c14 : f64
  func.call @use(%r32) : (f64) -> ()
  %r33 = math.atan2 %c1, %c15 : f64
  func.call @use(%r33) : (f64) -> ()
  %r34 = math.atan2 %c1, %c16 : f64
  func.call @use(%r34) : (f64) -> ()
  %r35 = math.atan2 %c1, %c17 : f64
  func.call @use(%r35) : (f64) -> ()
  %r36 = math.atan2 %c2, %c0 : f64
  func.call @use(%r36) : (f64) -> ()
  %r37 = math.atan2 %c2, %c1 : f64
  func.call @use(%r37) : (f64) -> ()
  %r38 = math.atan2 %c2, %c2 : f64
  func.call @use(%r38) : (f64) -> ()
  %r39 = math.atan2 %c2, %c3 : f64
  func.call @use(%r39) : (f64) -> ()
  %r40 = math.atan2 %c2, %c4 : f64
  func.call @use(%r40) : (f64) -> ()
  %r41 = math.atan2 %c2, %c5 : f64
  func.call @use(%r41) : (f64) -> ()
  %r42 = math.atan2 %c2, %c6 : f64
  func.call @use(%r42) : (f64) -> ()
  %r43 = math.atan2 %c2, %c7 : f64
  func.call @use(%r43) : (f64) -> ()
  %r44 = math.atan2 %c2, %c8 : f64
  func.call @use(%r44) : (f64) -> ()
  %r45 = math.atan2 %c2, %c9 : f64
  func.call @use(%r45) : (f64) -> ()
  %r46 = math.atan2 %c2, %c10 : f64
  func.call @use(%r46) : (f64) -> ()
  %r47 = math.atan2 %c2, %c11 : f64
  func.call @use(%r47) : (f64) -> ()
  %r48 = math.atan2 %c2, %c12 : f64
  func.call @use(%r48) : (f64) -> ()
  %r49 = math.atan2 %c2, %c13 : f64
  func.call @use(%r49) : (f64) -> ()
  %r50 = math.atan2 %c2, %c14 : f64
  func.call @use(%r50) : (f64) -> ()
  %r51 = math.atan2 %c2, %c15 : f64
  func.call @use(%r51) : (f64) -> ()
  %r52 = math.atan2 %c2, %c16 : f64
  func.call @use(%r52) : (f64) -> ()
  %r53 = math.atan2 %c2, %c17 : f64
  func.call @use(%r53) : (f64) -> ()
  %r54 = math.atan2 %c3, %c0 : f64
  func.call @use(%r54) : (f64) -> ()
  %r55 = math.atan2 %c3, %c1 : f64
  func.call @use(%r55) : (f64) -> ()
  %r56 = math.atan2 %c3, %c2 : f64
  func.call @use(%r56) : (f64) -> ()
  %r57 = math.atan2 %c3, %c3 : f64
  func.call @use(%r57) : (f64) -> ()
  %r58 = math.atan2 %c3, %c4 : f64
  func.call @use(%r58) : (f64) -> ()
  %r59 = math.atan2 %c3, %c5 : f64
  func.call @use(%r59) : (f64) -> ()
  %r60 = math.atan2 %c3, %c6 : f64
  func.call @use(%r60) : (f64) -> ()
  %r61 = math.atan2 %c3, %c7 : f64
  func.call @use(%r61) : (f64) -> ()
  %r62 = math.atan2 %c3, %c8 : f64
  func.call @use(%r62) : (f64) -> ()
  %r63 = math.atan2 %c3, %c9 : f64
  func.call @use(%r63) : (f64) -> ()
  %r64 = math.atan2 %c3, %c10 : f64
  func.call @use(%r64) : (f64) -> ()
  %r65 = math.atan2 %c3, %c11 : f64
  func.call @use(%r65) : (f64) -> ()
  %r66 = math.atan2 %c3, %c12 : f64
  func.call @use(%r66) : (f64) -> ()
  %r67 = math.atan2 %c3, %c13 : f64
  func.call @use(%r67) : (f64) -> ()
  %r68 = math.atan2 %c3, %c14 : f64
  func.call @use(%r68) : (f64) -> ()
  %r69 = math.atan2 %c3, %c15 : f64
  func.call @use(%r69) : (f64) -> ()
  %r70 = math.atan2 %c3, %c16 : f64
  func.call @use(%r70) : (f64) -> ()
  %r71 = math.atan2 %c3, %c17 : f64
  func.call @use(%r71) : (f64) -> ()
  %r72 = math.atan2 %c4, %c0 : f64
  func.call @use(%r72) : (f64) -> ()
  %r73 = math.atan2 %c4, %c1 : f64
  func.call @use(%r73) : (f64) -> ()
  %r74 = math.atan2 %c4, %c2 : f64
  func.call @use(%r74) : (f64) -> ()
  %r75 = math.atan2 %c4, %c3 : f64
  func.call @use(%r75) : (f64) -> ()
  %r76 = math.atan2 %c4, %c4 : f64
  func.call @use(%r76) : (f64) -> ()
  %r77 = math.atan2 %c4, %c5 : f64
  func.call @use(%r77) : (f64) -> ()
  %r78 = math.atan2 %c4, %c6 : f64
  func.call @use(%r78) : (f64) -> ()
  %r79 = math.atan2 %c4, %c7 : f64
  func.call @use(%r79) : (f64) -> ()
  %r80 = math.atan2 %c4, %c8 : f64
  func.call @use(%r80) : (f64) -> ()
  %r81 = math.atan2 %c4, %c9 : f64
  func.call @use(%r81) : (f64) -> ()
  %r82 = math.atan2 %c4, %c10 : f64
  func.call @use(%r82) : (f64) -> ()
  %r83 = math.atan2 %c4, %c11 : f64
  func.call @use(%r83) : (f64) -> ()
  %r84 = math.atan2 %c4, %c12 : f64
  func.call @use(%r84) : (f64) -> ()
  %r85 = math.atan2 %c4, %c13 : f64
  func.call @use(%r85) : (f64) -> ()
  %r86 = math.atan2 %c4, %c14 : f64
  func.call @use(%r86) : (f64) -> ()
  %r87 = math.atan2 %c4, %c15 : f64
  func.call @use(%r87) : (f64) -> ()
  %r88 = math.atan2 %c4, %c16 : f64
  func.call @use(%r88) : (f64) -> ()
  %r89 = math.atan2 %c4, %c17 : f64
  func.call @use(%r89) : (f64) -> ()
  %r90 = math.atan2 %c5, %c0 : f64
  func.call @use(%r90) : (f64) -> ()
  %r91 = math.atan2 %c5, %c1 : f64
  func.call @use(%r91) : (f64) -> ()
  %r92 = math.atan2 %c5, %c2 : f64
  func.call @use(%r92) : (f64) -> ()
  %r93 = math.atan2 %c5, %c3 : f64
  func.call @use(%r93) : (f64) -> ()
  %r94 = math.atan2 %c5, %c4 : f64
  func.call @use(%r94) : (f64) -> ()
  %r95 = math.atan2 %c5, %c5 : f64
  func.call @use(%r95) : (f64) -> ()
  %r96 = math.atan2 %c5, %c6 : f64
  func.call @use(%r96) : (f64) -> ()
  %r97 = math.atan2 %c5, %c7 : f64
  func.call @use(%r97) : (f64) -> ()
  %r98 = math.atan2 %c5, %c8 : f64
  func.call @use(%r98) : (f64) -> ()
  %r99 = math.atan2 %c5, %c9 : f64
  func.call @use(%r99) : (f64) -> ()
  %r100 = math.atan2 %c5, %c10 : f64
  func.call @use(%r100) : (f64) -> ()
  %r101 = math.atan2 %c5, %c11 : f64
  func.call @use(%r101) : (f64) -> ()
  %r102 = math.atan2 %c5, %c12 : f64
  func.call @use(%r102) : (f64) -> ()
  %r103 = math.atan2 %c5, %c13 : f64
  func.call @use(%r103) : (f64) -> ()
  %r104 = math.atan2 %c5, %c14 : f64
  func.call @use(%r104) : (f64) -> ()
  %r105 = math.atan2 %c5, %c15 : f64
  func.call @use(%r105) : (f64) -> ()
  %r106 = math.atan2 %c5, %c16 : f64
  func.call @use(%r106) : (f64) -> ()
  %r107 = math.atan2 %c5, %c17 : f64
  func.call @use(%r107) : (f64) -> ()
  %r108 = math.atan2 %c6, %c0 : f64
  func.call @use(%r108) : (f64) -> ()
  %r109 = math.atan2 %c6, %c1 : f64
  func.call @use(%r109) : (f64) -> ()
  %r110 = math.atan2 %c6, %c2 : f64
  func.call @use(%r110) : (f64) -> ()
  %r111 = math.atan2 %c6, %c3 : f64
  func.call @use(%r111) : (f64) -> ()
  %r112 = math.atan2 %c6, %c4 : f64
  func.call @use(%r112) : (f64) -> ()
  %r113 = math.atan2 %c6, %c5 : f64
  func.call @use(%r113) : (f64) -> ()
  %r114 = math.atan2 %c6, %c6 : f64
  func.call @use(%r114) : (f64) -> ()
  %r115 = math.atan2 %c6, %c7 : f64
  func.call @use(%r115) : (f64) -> ()
  %r116 = math.atan2 %c6, %c8 : f64
  func.call @use(%r116) : (f64) -> ()
  %r117 = math.atan2 %c6, %c9 : f64
  func.call @use(%r117) : (f64) -> ()
  %r118 = math.atan2 %c6, %c10 : f64
  func.call @use(%r118) : (f64) -> ()
  %r119 = math.atan2 %c6, %c11 : f64
  func.call @use(%r119) : (f64) -> ()
  %r120 = math.atan2 %c6, %c12 : f64
  func.call @use(%r120) : (f64) -> ()
  %r121 = math.atan2 %c6, %c13 : f64
  func.call @use(%r121) : (f64) -> ()
  %r122 = math.atan2 %c6, %c14 : f64
  func.call @use(%r122) : (f64) -> ()
  %r123 = math.atan2 %c6, %c15 : f64
  func.call @use(%r123) : (f64) -> ()
  %r124 = math.atan2 %c6, %c16 : f64
  func.call @use(%r124) : (f64) -> ()
  %r125 = math.atan2 %c6, %c17 : f64
  func.call @use(%r125) : (f64) -> ()
  %r126 = math.atan2 %c7, %c0 : f64
  func.call @use(%r126) : (f64) -> ()
  %r127 = math.atan2 %c7, %c1 : f64
  func.call @use(%r127) : (f64) -> ()
  %r128 = math.atan2 %c7, %c2 : f64
  func.call @use(%r128) : (f64) -> ()
  %r129 = math.atan2 %c7, %c3 : f64
  func.call @use(%r129) : (f64) -> ()
  %r130 = math.atan2 %c7, %c4 : f64
  func.call @use(%r130) : (f64) -> ()
  %r131 = math.atan2 %c7, %c5 : f64
  func.call @use(%r131) : (f64) -> ()
  %r132 = math.atan2 %c7, %c6 : f64
  func.call @use(%r132) : (f64) -> ()
  %r133 = math.atan2 %c7, %c7 : f64
  func.call @use(%r133) : (f64) -> ()
  %r134 = math.atan2 %c7, %c8 : f64
  func.call @use(%r134) : (f64) -> ()
  %r135 = math.atan2 %c7, %c9 : f64
  func.call @use(%r135) : (f64) -> ()
  %r136 = math.atan2 %c7, %c10 : f64
  func.call @use(%r136) : (f64) -> ()
  %r137 = math.atan2 %c7, %c11 : f64
  func.call @use(%r137) : (f64) -> ()
  %r138 = math.atan2 %c7, %c12 : f64
  func.call @use(%r138) : (f64) -> ()
  %r139 = math.atan2 %c7, %c13 : f64
  func.call @use(%r139) : (f64) -> ()
  %r140 = math.atan2 %c7, %c14 : f64
  func.call @use(%r140) : (f64) -> ()
  %r141 = math.atan2 %c7, %c15 : f64
  func.call @use(%r141) : (f64) -> ()
  %r142 = math.atan2 %c7, %c16 : f64
  func.call @use(%r142) : (f64) -> ()
  %r143 = math.atan2 %c7, %c17 : f64
  func.call @use(%r143) : (f64) -> ()
  %r144 = math.atan2 %c8, %c0 : f64
  func.call @use(%r144) : (f64) -> ()
  %r145 = math.atan2 %c8, %c1 : f64
  func.call @use(%r145) : (f64) -> ()
  %r146 = math.atan2 %c8, %c2 : f64
  func.call @use(%r146) : (f64) -> ()
  %r147 = math.atan2 %c8, %c3 : f64
  func.call @use(%r147) : (f64) -> ()
  %r148 = math.atan2 %c8, %c4 : f64
  func.call @use(%r148) : (f64) -> ()
  %r149 = math.atan2 %c8, %c5 : f64
  func.call @use(%r149) : (f64) -> ()
  %r150 = math.atan2 %c8, %c6 : f64
  func.call @use(%r150) : (f64) -> ()
  %r151 = math.atan2 %c8, %c7 : f64
  func.call @use(%r151) : (f64) -> ()
  %r152 = math.atan2 %c8, %c8 : f64
  func.call @use(%r152) : (f64) -> ()
  %r153 = math.atan2 %c8, %c9 : f64
  func.call @use(%r153) : (f64) -> ()
  %r154 = math.atan2 %c8, %c10 : f64
  func.call @use(%r154) : (f64) -> ()
  %r155 = math.atan2 %c8, %c11 : f64
  func.call @use(%r155) : (f64) -> ()
  %r156 = math.atan2 %c8, %c12 : f64
  func.call @use(%r156) : (f64) -> ()
  %r157 = math.atan2 %c8, %c13 : f64
  func.call @use(%r157) : (f64) -> ()
  %r158 = math.atan2 %c8, %c14 : f64
  func.call @use(%r158) : (f64) -> ()
  %r159 = math.atan2 %c8, %c15 : f64
  func.call @use(%r159) : (f64) -> ()
  %r160 = math.atan2 %c8, %c16 : f64
  func.call @use(%r160) : (f64) -> ()
  %r161 = math.atan2 %c8, %c17 : f64
  func.call @use(%r161) : (f64) -> ()
  %r162 = math.atan2 %c9, %c0 : f64
  func.call @use(%r162) : (f64) -> ()
  %r163 = math.atan2 %c9, %c1 : f64
  func.call @use(%r163) : (f64) -> ()
  %r164 = math.atan2 %c9, %c2 : f64
  func.call @use(%r164) : (f64) -> ()
  %r165 = math.atan2 %c9, %c3 : f64
  func.call @use(%r165) : (f64) -> ()
  %r166 = math.atan2 %c9, %c4 : f64
  func.call @use(%r166) : (f64) -> ()
  %r167 = math.atan2 %c9, %c5 : f64
  func.call @use(%r167) : (f64) -> ()
  %r168 = math.atan2 %c9, %c6 : f64
  func.call @use(%r168) : (f64) -> ()
  %r169 = math.atan2 %c9, %c7 : f64
  func.call @use(%r169) : (f64) -> ()
  %r170 = math.atan2 %c9, %c8 : f64
  func.call @use(%r170) : (f64) -> ()
  %r171 = math.atan2 %c9, %c9 : f64
  func.call @use(%r171) : (f64) -> ()
  %r172 = math.atan2 %c9, %c10 : f64
  func.call @use(%r172) : (f64) -> ()
  %r173 = math.atan2 %c9, %c11 : f64
  func.call @use(%r173) : (f64) -> ()
  %r174 = math.atan2 %c9, %c12 : f64
  func.call @use(%r174) : (f64) -> ()
  %r175 = math.atan2 %c9, %c13 : f64
  func.call @use(%r175) : (f64) -> ()
  %r176 = math.atan2 %c9, %c14 : f64
  func.call @use(%r176) : (f64) -> ()
  %r177 = math.atan2 %c9, %c15 : f64
  func.call @use(%r177) : (f64) -> ()
  %r178 = math.atan2 %c9, %c16 : f64
  func.call @use(%r178) : (f64) -> ()
  %r179 = math.atan2 %c9, %c17 : f64
  func.call @use(%r179) : (f64) -> ()
  %r180 = math.atan2 %c10, %c0 : f64
  func.call @use(%r180) : (f64) -> ()
  %r181 = math.atan2 %c10, %c1 : f64
  func.call @use(%r181) : (f64) -> ()
  %r182 = math.atan2 %c10, %c2 : f64
  func.call @use(%r182) : (f64) -> ()
  %r183 = math.atan2 %c10, %c3 : f64
  func.call @use(%r183) : (f64) -> ()
  %r184 = math.atan2 %c10, %c4 : f64
  func.call @use(%r184) : (f64) -> ()
  %r185 = math.atan2 %c10, %c5 : f64
  func.call @use(%r185) : (f64) -> ()
  %r186 = math.atan2 %c10, %c6 : f64
  func.call @use(%r186) : (f64) -> ()
  %r187 = math.atan2 %c10, %c7 : f64
  func.call @use(%r187) : (f64) -> ()
  %r188 = math.atan2 %c10, %c8 : f64
  func.call @use(%r188) : (f64) -> ()
  %r189 = math.atan2 %c10, %c9 : f64
  func.call @use(%r189) : (f64) -> ()
  %r190 = math.atan2 %c10, %c10 : f64
  func.call @use(%r190) : (f64) -> ()
  %r191 = math.atan2 %c10, %c11 : f64
  func.call @use(%r191) : (f64) -> ()
  %r192 = math.atan2 %c10, %c12 : f64
  func.call @use(%r192) : (f64) -> ()
  %r193 = math.atan2 %c10, %c13 : f64
  func.call @use(%r193) : (f64) -> ()
  %r194 = math.atan2 %c10, %c14 : f64
  func.call @use(%r194) : (f64) -> ()
  %r195 = math.atan2 %c10, %c15 : f64
  func.call @use(%r195) : (f64) -> ()
  %r196 = math.atan2 %c10, %c16 : f64
  func.call @use(%r196) : (f64) -> ()
  %r197 = math.atan2 %c10, %c17 : f64
  func.call @use(%r197) : (f64) -> ()
  %r198 = math.atan2 %c11, %c0 : f64
  func.call @use(%r198) : (f64) -> ()
  %r199 = math.atan2 %c11, %c1 : f64
  func.call @use(%r199) : (f64) -> ()
  %r200 = math.atan2 %c11, %c2 : f64
  func.call @use(%r200) : (f64) -> ()
  %r201 = math.atan2 %c11, %c3 : f64
  func.call @use(%r201) : (f64) -> ()
  %r202 = math.atan2 %c11, %c4 : f64
  func.call @use(%r202) : (f64) -> ()
  %r203 = math.atan2 %c11, %c5 : f64
  func.call @use(%r203) : (f64) -> ()
  %r204 = math.atan2 %c11, %c6 : f64
  func.call @use(%r204) : (f64) -> ()
  %r205 = math.atan2 %c11, %c7 : f64
  func.call @use(%r205) : (f64) -> ()
  %r206 = math.atan2 %c11, %c8 : f64
  func.call @use(%r206) : (f64) -> ()
  %r207 = math.atan2 %c11, %c9 : f64
  func.call @use(%r207) : (f64) -> ()
  %r208 = math.atan2 %c11, %c10 : f64
  func.call @use(%r208) : (f64) -> ()
  %r209 = math.atan2 %c11, %c11 : f64
  func.call @use(%r209) : (f64) -> ()
  %r210 = math.atan2 %c11, %c12 : f64
  func.call @use(%r210) : (f64) -> ()
  %r211 = math.atan2 %c11, %c13 : f64
  func.call @use(%r211) : (f64) -> ()
  %r212 = math.atan2 %c11, %c14 : f64
  func.call @use(%r212) : (f64) -> ()
  %r213 = math.atan2 %c11, %c15 : f64
  func.call @use(%r213) : (f64) -> ()
  %r214 = math.atan2 %c11, %c16 : f64
  func.call @use(%r214) : (f64) -> ()
  %r215 = math.atan2 %c11, %c17 : f64
  func.call @use(%r215) : (f64) -> ()
  %r216 = math.atan2 %c12, %c0 : f64
  func.call @use(%r216) : (f64) -> ()
  %r217 = math.atan2 %c12, %c1 : f64
  func.call @use(%r217) : (f64) -> ()
  %r218 = math.atan2 %c12, %c2 : f64
  func.call @use(%r218) : (f64) -> ()
  %r219 = math.atan2 %c12, %c3 : f64
  func.call @use(%r219) : (f64) -> ()
  %r220 = math.atan2 %c12, %c4 : f64
  func.call @use(%r220) : (f64) -> ()
  %r221 = math.atan2 %c12, %c5 : f64
  func.call @use(%r221) : (f64) -> ()
  %r222 = math.atan2 %c12, %c6 : f64
  func.call @use(%r222) : (f64) -> ()
  %r223 = math.atan2 %c12, %c7 : f64
  func.call @use(%r223) : (f64) -> ()
  %r224 = math.atan2 %c12, %c8 : f64
  func.call @use(%r224) : (f64) -> ()
  %r225 = math.atan2 %c12, %c9 : f64
  func.call @use(%r225) : (f64) -> ()
  %r226 = math.atan2 %c12, %c10 : f64
  func.call @use(%r226) : (f64) -> ()
  %r227 = math.atan2 %c12, %c11 : f64
  func.call @use(%r227) : (f64) -> ()
  %r228 = math.atan2 %c12, %c12 : f64
  func.call @use(%r228) : (f64) -> ()
  %r229 = math.atan2 %c12, %c13 : f64
  func.call @use(%r229) : (f64) -> ()
  %r230 = math.atan2 %c12, %c14 : f64
  func.call @use(%r230) : (f64) -> ()
  %r231 = math.atan2 %c12, %c15 : f64
  func.call @use(%r231) : (f64) -> ()
  %r232 = math.atan2 %c12, %c16 : f64
  func.call @use(%r232) : (f64) -> ()
  %r233 = math.atan2 %c12, %c17 : f64
  func.call @use(%r233) : (f64) -> ()
  %r234 = math.atan2 %c13, %c0 : f64
  func.call @use(%r234) : (f64) -> ()
  %r235 = math.atan2 %c13, %c1 : f64
  func.call @use(%r235) : (f64) -> ()
  %r236 = math.atan2 %c13, %c2 : f64
  func.call @use(%r236) : (f64) -> ()
  %r237 = math.atan2 %c13, %c3 : f64
  func.call @use(%r237) : (f64) -> ()
  %r238 = math.atan2 %c13, %c4 : f64
  func.call @use(%r238) : (f64) -> ()
  %r239 = math.atan2 %c13, %c5 : f64
  func.call @use(%r239) : (f64) -> ()
  %r240 = math.atan2 %c13, %c6 : f64
  func.call @use(%r240) : (f64) -> ()
  %r241 = math.atan2 %c13, %c7 : f64
  func.call @use(%r241) : (f64) -> ()
  %r242 = math.atan2 %c13, %c8 : f64
  func.call @use(%r242) : (f64) -> ()
  %r243 = math.atan2 %c13, %c9 : f64
  func.call @use(%r243) : (f64) -> ()
  %r244 = math.atan2 %c13, %c10 : f64
  func.call @use(%r244) : (f64) -> ()
  %r245 = math.atan2 %c13, %c11 : f64
  func.call @use(%r245) : (f64) -> ()
  %r246 = math.atan2 %c13, %c12 : f64
  func.call @use(%r246) : (f64) -> ()
  %r247 = math.atan2 %c13, %c13 : f64
  func.call @use(%r247) : (f64) -> ()
  %r248 = math.atan2 %c13, %c14 : f64
  func.call @use(%r248) : (f64) -> ()
  %r249 = math.atan2 %c13, %c15 : f64
  func.call @use(%r249) : (f64) -> ()
  %r250 = math.atan2 %c13, %c16 : f64
  func.call @use(%r250) : (f64) -> ()
  %r251 = math.atan2 %c13, %c17 : f64
  func.call @use(%r251) : (f64) -> ()
  %r252 = math.atan2 %c14, %c0 : f64
  func.call @use(%r252) : (f64) -> ()
  %r253 = math.atan2 %c14, %c1 : f64
  func.call @use(%r253) : (f64) -> ()
  %r254 = math.atan2 %c14, %c2 : f64
  func.call @use(%r254) : (f64) -> ()
  %r255 = math.atan2 %c14, %c3 : f64
  func.call @use(%r255) : (f64) -> ()
  %r256 = math.atan2 %c14, %c4 : f64
  func.call @use(%r256) : (f64) -> ()
  %r257 = math.atan2 %c14, %c5 : f64
  func.call @use(%r257) : (f64) -> ()
  %r258 = math.atan2 %c14, %c6 : f64
  func.call @use(%r258) : (f64) -> ()
  %r259 = math.atan2 %c14, %c7 : f64
  func.call @use(%r259) : (f64) -> ()
  %r260 = math.atan2 %c14, %c8 : f64
  func.call @use(%r260) : (f64) -> ()
  %r261 = math.atan2 %c14, %c9 : f64
  func.call @use(%r261) : (f64) -> ()
  %r262 = math.atan2 %c14, %c10 : f64
  func.call @use(%r262) : (f64) -> ()
  %r263 = math.atan2 %c14, %c11 : f64
  func.call @use(%r263) : (f64) -> ()
  %r264 = math.atan2 %c14, %c12 : f64
  func.call @use(%r264) : (f64) -> ()
  %r265 = math.atan2 %c14, %c13 : f64
  func.call @use(%r265) : (f64) -> ()
  %r266 = math.atan2 %c14, %c14 : f64
  func.call @use(%r266) : (f64) -> ()
  %r267 = math.atan2 %c14, %c15 : f64
  func.call @use(%r267) : (f64) -> ()
  %r268 = math.atan2 %c14, %c16 : f64
  func.call @use(%r268) : (f64) -> ()
  %r269 = math.atan2 %c14, %c17 : f64
  func.call @use(%r269) : (f64) -> ()
  %r270 = math.atan2 %c15, %c0 : f64
  func.call @use(%r270) : (f64) -> ()
  %r271 = math.atan2 %c15, %c1 : f64
  func.call @use(%r271) : (f64) -> ()
  %r272 = math.atan2 %c15, %c2 : f64
  func.call @use(%r272) : (f64) -> ()
  %r273 = math.atan2 %c15, %c3 : f64
  func.call @use(%r273) : (f64) -> ()
  %r274 = math.atan2 %c15, %c4 : f64
  func.call @use(%r274) : (f64) -> ()
  %r275 = math.atan2 %c15, %c5 : f64
  func.call @use(%r275) : (f64) -> ()
  %r276 = math.atan2 %c15, %c6 : f64
  func.call @use(%r276) : (f64) -> ()
  %r277 = math.atan2 %c15, %c7 : f64
  func.call @use(%r277) : (f64) -> ()
  %r278 = math.atan2 %c15, %c8 : f64
  func.call @use(%r278) : (f64) -> ()
  %r279 = math.atan2 %c15, %c9 : f64
  func.call @use(%r279) : (f64) -> ()
  %r280 = math.atan2 %c15, %c10 : f64
  func.call @use(%r280) : (f64) -> ()
  %r281 = math.atan2 %c15, %c11 : f64
  func.call @use(%r281) : (f64) -> ()
  %r282 = math.atan2 %c15, %c12 : f64
  func.call @use(%r282) : (f64) -> ()
  %r283 = math.atan2 %c15, %c13 : f64
  func.call @use(%r283) : (f64) -> ()
  %r284 = math.atan2 %c15, %c14 : f64
  func.call @use(%r284) : (f64) -> ()
  %r285 = math.atan2 %c15, %c15 : f64
  func.call @use(%r285) : (f64) -> ()
  %r286 = math.atan2 %c15, %c16 : f64
  func.call @use(%r286) : (f64) -> ()
  %r287 = math.atan2 %c15, %c17 : f64
  func.call @use(%r287) : (f64) -> ()
  %r288 = math.atan2 %c16, %c0 : f64
  func.call @use(%r288) : (f64) -> ()
  %r289 = math.atan2 %c16, %c1 : f64
  func.call @use(%r289) : (f64) -> ()
  %r290 = math.atan2 %c16, %c2 : f64
  func.call @use(%r290) : (f64) -> ()
  %r291 = math.atan2 %c16, %c3 : f64
  func.call @use(%r291) : (f64) -> ()
  %r292 = math.atan2 %c16, %c4 : f64
  func.call @use(%r292) : (f64) -> ()
  %r293 = math.atan2 %c16, %c5 : f64
  func.call @use(%r293) : (f64) -> ()
  %r294 = math.atan2 %c16, %c6 : f64
  func.call @use(%r294) : (f64) -> ()
  %r295 = math.atan2 %c16, %c7 : f64
  func.call @use(%r295) : (f64) -> ()
  %r296 = math.atan2 %c16, %c8 : f64
  func.call @use(%r296) : (f64) -> ()
  %r297 = math.atan2 %c16, %c9 : f64
  func.call @use(%r297) : (f64) -> ()
  %r298 = math.atan2 %c16, %c10 : f64
  func.call @use(%r298) : (f64) -> ()
  %r299 = math.atan2 %c16, %c11 : f64
  func.call @use(%r299) : (f64) -> ()
  %r300 = math.atan2 %c16, %c12 : f64
  func.call @use(%r300) : (f64) -> ()
  %r301 = math.atan2 %c16, %c13 : f64
  func.call @use(%r301) : (f64) -> ()
  %r302 = math.atan2 %c16, %c14 : f64
  func.call @use(%r302) : (f64) -> ()
  %r303 = math.atan2 %c16, %c15 : f64
  func.call @use(%r303) : (f64) -> ()
  %r304 = math.atan2 %c16, %c16 : f64
  func.call @use(%r304) : (f64) -> ()
  %r305 = math.atan2 %c16, %c17 : f64
  func.call @use(%r305) : (f64) -> ()
  %r306 = math.atan2 %c17, %c0 : f64
  func.call @use(%r306) : (f64) -> ()
  %r307 = math.atan2 %c17, %c1 : f64
  func.call @use(%r307) : (f64) -> ()
  %r308 = math.atan2 %c17, %c2 : f64
  func.call @use(%r308) : (f64) -> ()
  %r309 = math.atan2 %c17, %c3 : f64
  func.call @use(%r309) : (f64) -> ()
  %r310 = math.atan2 %c17, %c4 : f64
  func.call @use(%r310) : (f64) -> ()
  %r311 = math.atan2 %c17, %c5 : f64
  func.call @use(%r311) : (f64) -> ()
  %r312 = math.atan2 %c17, %c6 : f64
  func.call @use(%r312) : (f64) -> ()
  %r313 = math.atan2 %c17, %c7 : f64
  func.call @use(%r313) : (f64) -> ()
  %r314 = math.atan2 %c17, %c8 : f64
  func.call @use(%r314) : (f64) -> ()
  %r315 = math.atan2 %c17, %c9 : f64
  func.call @use(%r315) : (f64) -> ()
  %r316 = math.atan2 %c17, %c10 : f64
  func.call @use(%r316) : (f64) -> ()
  %r317 = math.atan2 %c17, %c11 : f64
  func.call @use(%r317) : (f64) -> ()
  %r318 = math.atan2 %c17, %c12 : f64
  func.call @use(%r318) : (f64) -> ()
  %r319 = math.atan2 %c17, %c13 : f64
  func.call @use(%r319) : (f64) -> ()
  %r320 = math.atan2 %c17, %c14 : f64
  func.call @use(%r320) : (f64) -> ()
  %r321 = math.atan2 %c17, %c15 : f64
  func.call @use(%r321) : (f64) -> ()
  %r322 = math.atan2 %c17, %c16 : f64
  func.call @use(%r322) : (f64) -> ()
  %r323 = math.atan2 %c17, %c17 : f64
  func.call @use(%r323) : (f64) -> ()
  return
}

// -----

func.func private @use(f64)

func.func @copysign() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant -0.0 : f64
  %c2 = arith.constant 1.0 : f64
  %c3 = arith.constant -1.0 : f64
  %c4 = arith.constant 0.5 : f64
  %c5 = arith.constant -2.5 : f64
  %c6 = arith.constant 3.0 : f64
  %c7 = arith.constant 4.9e-324 : f64
  %c8 = arith.constant 1.0e300 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %c12 = arith.constant 0xFFF8000000000000 : f64
  %c13 = arith.constant 0x7FF4000000000000 : f64
  %c14 = arith.constant 2.0 : f64
  %c15 = arith.constant -0.25 : f64
  %c16 = arith.constant 7.5 : f64
  %c17 = arith.constant -3.0 : f64
  %r0 = math.copysign %c0, %c0 : f64
  func.call @use(%r0) : (f64) -> ()
  %r1 = math.copysign %c0, %c1 : f64
  func.call @use(%r1) : (f64) -> ()
  %r2 = math.copysign %c0, %c2 : f64
  func.call @use(%r2) : (f64) -> ()
  %r3 = math.copysign %c0, %c3 : f64
  func.call @use(%r3) : (f64) -> ()
  %r4 = math.copysign %c0, %c4 : f64
  func.call @use(%r4) : (f64) -> ()
  %r5 = math.copysign %c0, %c5 : f64
  func.call @use(%r5) : (f64) -> ()
  %r6 = math.copysign %c0, %c6 : f64
  func.call @use(%r6) : (f64) -> ()
  %r7 = math.copysign %c0, %c7 : f64
  func.call @use(%r7) : (f64) -> ()
  %r8 = math.copysign %c0, %c8 : f64
  func.call @use(%r8) : (f64) -> ()
  %r9 = math.copysign %c0, %c9 : f64
  func.call @use(%r9) : (f64) -> ()
  %r10 = math.copysign %c0, %c10 : f64
  func.call @use(%r10) : (f64) -> ()
  %r11 = math.copysign %c0, %c11 : f64
  func.call @use(%r11) : (f64) -> ()
  %r12 = math.copysign %c0, %c12 : f64
  func.call @use(%r12) : (f64) -> ()
  %r13 = math.copysign %c0, %c13 : f64
  func.call @use(%r13) : (f64) -> ()
  %r14 = math.copysign %c0, %c14 : f64
  func.call @use(%r14) : (f64) -> ()
  %r15 = math.copysign %c0, %c15 : f64
  func.call @use(%r15) : (f64) -> ()
  %r16 = math.copysign %c0, %c16 : f64
  func.call @use(%r16) : (f64) -> ()
  %r17 = math.copysign %c0, %c17 : f64
  func.call @use(%r17) : (f64) -> ()
  %r18 = math.copysign %c1, %c0 : f64
  func.call @use(%r18) : (f64) -> ()
  %r19 = math.copysign %c1, %c1 : f64
  func.call @use(%r19) : (f64) -> ()
  %r20 = math.copysign %c1, %c2 : f64
  func.call @use(%r20) : (f64) -> ()
  %r21 = math.copysign %c1, %c3 : f64
  func.call @use(%r21) : (f64) -> ()
  %r22 = math.copysign %c1, %c4 : f64
  func.call @use(%r22) : (f64) -> ()
  %r23 = math.copysign %c1, %c5 : f64
  func.call @use(%r23) : (f64) -> ()
  %r24 = math.copysign %c1, %c6 : f64
  func.call @use(%r24) : (f64) -> ()
  %r25 = math.copysign %c1, %c7 : f64
  func.call @use(%r25) : (f64) -> ()
  %r26 = math.copysign %c1, %c8 : f64
  func.call @use(%r26) : (f64) -> ()
  %r27 = math.copysign %c1, %c9 : f64
  func.call @use(%r27) : (f64) -> ()
  %r28 = math.copysign %c1, %c10 : f64
  func.call @use(%r28) : (f64) -> ()
  %r29 = math.copysign %c1, %c11 : f64
  func.call @use(%r29) : (f64) -> ()
  %r30 = math.copysign %c1, %c12 : f64
  func.call @use(%r30) : (f64) -> ()
  %r31 = math.copysign %c1, %c13 : f64
  func.call @use(%r31) : (f64) -> ()
  %r32 = math.copysign %c1, %c14 : f64
  func.call @use(%r32) : (f64) -> ()
  %r33 = math.copysign %c1, %c15 : f64
  func.call @use(%r33) : (f64) -> ()
  %r34 = math.copysign %c1, %c16 : f64
  func.call @use(%r34) : (f64) -> ()
  %r35 = math.copysign %c1, %c17 : f64
  func.call @use(%r35) : (f64) -> ()
  %r36 = math.copysign %c2, %c0 : f64
  func.call @use(%r36) : (f64) -> ()
  %r37 = math.copysign %c2, %c1 : f64
  func.call @use(%r37) : (f64) -> ()
  %r38 = math.copysign %c2, %c2 : f64
  func.call @use(%r38) : (f64) -> ()
  %r39 = math.copysign %c2, %c3 : f64
  func.call @use(%r39) : (f64) -> ()
  %r40 = math.copysign %c2, %c4 : f64
  func.call @use(%r40) : (f64) -> ()
  %r41 = math.copysign %c2, %c5 : f64
  func.call @use(%r41) : (f64) -> ()
  %r42 = math.copysign %c2, %c6 : f64
  func.call @use(%r42) : (f64) -> ()
  %r43 = math.copysign %c2, %c7 : f64
  func.call @use(%r43) : (f64) -> ()
  %r44 = math.copysign %c2, %c8 : f64
  func.call @use(%r44) : (f64) -> ()
  %r45 = math.copysign %c2, %c9 : f64
  func.call @use(%r45) : (f64) -> ()
  %r46 = math.copysign %c2, %c10 : f64
  func.call @use(%r46) : (f64) -> ()
  %r47 = math.copysign %c2, %c11 : f64
  func.call @use(%r47) : (f64) -> ()
  %r48 = math.copysign %c2, %c12 : f64
  func.call @use(%r48) : (f64) -> ()
  %r49 = math.copysign %c2, %c13 : f64
  func.call @use(%r49) : (f64) -> ()
  %r50 = math.copysign %c2, %c14 : f64
  func.call @use(%r50) : (f64) -> ()
  %r51 = math.copysign %c2, %c15 : f64
  func.call @use(%r51) : (f64) -> ()
  %r52 = math.copysign %c2, %c16 : f64
  func.call @use(%r52) : (f64) -> ()
  %r53 = math.copysign %c2, %c17 : f64
  func.call @use(%r53) : (f64) -> ()
  %r54 = math.copysign %c3, %c0 : f64
  func.call @use(%r54) : (f64) -> ()
  %r55 = math.copysign %c3, %c1 : f64
  func.call @use(%r55) : (f64) -> ()
  %r56 = math.copysign %c3, %c2 : f64
  func.call @use(%r56) : (f64) -> ()
  %r57 = math.copysign %c3, %c3 : f64
  func.call @use(%r57) : (f64) -> ()
  %r58 = math.copysign %c3, %c4 : f64
  func.call @use(%r58) : (f64) -> ()
  %r59 = math.copysign %c3, %c5 : f64
  func.call @use(%r59) : (f64) -> ()
  %r60 = math.copysign %c3, %c6 : f64
  func.call @use(%r60) : (f64) -> ()
  %r61 = math.copysign %c3, %c7 : f64
  func.call @use(%r61) : (f64) -> ()
  %r62 = math.copysign %c3, %c8 : f64
  func.call @use(%r62) : (f64) -> ()
  %r63 = math.copysign %c3, %c9 : f64
  func.call @use(%r63) : (f64) -> ()
  %r64 = math.copysign %c3, %c10 : f64
  func.call @use(%r64) : (f64) -> ()
  %r65 = math.copysign %c3, %c11 : f64
  func.call @use(%r65) : (f64) -> ()
  %r66 = math.copysign %c3, %c12 : f64
  func.call @use(%r66) : (f64) -> ()
  %r67 = math.copysign %c3, %c13 : f64
  func.call @use(%r67) : (f64) -> ()
  %r68 = math.copysign %c3, %c14 : f64
  func.call @use(%r68) : (f64) -> ()
  %r69 = math.copysign %c3, %c15 : f64
  func.call @use(%r69) : (f64) -> ()
  %r70 = math.copysign %c3, %c16 : f64
  func.call @use(%r70) : (f64) -> ()
  %r71 = math.copysign %c3, %c17 : f64
  func.call @use(%r71) : (f64) -> ()
  %r72 = math.copysign %c4, %c0 : f64
  func.call @use(%r72) : (f64) -> ()
  %r73 = math.copysign %c4, %c1 : f64
  func.call @use(%r73) : (f64) -> ()
  %r74 = math.copysign %c4, %c2 : f64
  func.call @use(%r74) : (f64) -> ()
  %r75 = math.copysign %c4, %c3 : f64
  func.call @use(%r75) : (f64) -> ()
  %r76 = math.copysign %c4, %c4 : f64
  func.call @use(%r76) : (f64) -> ()
  %r77 = math.copysign %c4, %c5 : f64
  func.call @use(%r77) : (f64) -> ()
  %r78 = math.copysign %c4, %c6 : f64
  func.call @use(%r78) : (f64) -> ()
  %r79 = math.copysign %c4, %c7 : f64
  func.call @use(%r79) : (f64) -> ()
  %r80 = math.copysign %c4, %c8 : f64
  func.call @use(%r80) : (f64) -> ()
  %r81 = math.copysign %c4, %c9 : f64
  func.call @use(%r81) : (f64) -> ()
  %r82 = math.copysign %c4, %c10 : f64
  func.call @use(%r82) : (f64) -> ()
  %r83 = math.copysign %c4, %c11 : f64
  func.call @use(%r83) : (f64) -> ()
  %r84 = math.copysign %c4, %c12 : f64
  func.call @use(%r84) : (f64) -> ()
  %r85 = math.copysign %c4, %c13 : f64
  func.call @use(%r85) : (f64) -> ()
  %r86 = math.copysign %c4, %c14 : f64
  func.call @use(%r86) : (f64) -> ()
  %r87 = math.copysign %c4, %c15 : f64
  func.call @use(%r87) : (f64) -> ()
  %r88 = math.copysign %c4, %c16 : f64
  func.call @use(%r88) : (f64) -> ()
  %r89 = math.copysign %c4, %c17 : f64
  func.call @use(%r89) : (f64) -> ()
  %r90 = math.copysign %c5, %c0 : f64
  func.call @use(%r90) : (f64) -> ()
  %r91 = math.copysign %c5, %c1 : f64
  func.call @use(%r91) : (f64) -> ()
  %r92 = math.copysign %c5, %c2 : f64
  func.call @use(%r92) : (f64) -> ()
  %r93 = math.copysign %c5, %c3 : f64
  func.call @use(%r93) : (f64) -> ()
  %r94 = math.copysign %c5, %c4 : f64
  func.call @use(%r94) : (f64) -> ()
  %r95 = math.copysign %c5, %c5 : f64
  func.call @use(%r95) : (f64) -> ()
  %r96 = math.copysign %c5, %c6 : f64
  func.call @use(%r96) : (f64) -> ()
  %r97 = math.copysign %c5, %c7 : f64
  func.call @use(%r97) : (f64) -> ()
  %r98 = math.copysign %c5, %c8 : f64
  func.call @use(%r98) : (f64) -> ()
  %r99 = math.copysign %c5, %c9 : f64
  func.call @use(%r99) : (f64) -> ()
  %r100 = math.copysign %c5, %c10 : f64
  func.call @use(%r100) : (f64) -> ()
  %r101 = math.copysign %c5, %c11 : f64
  func.call @use(%r101) : (f64) -> ()
  %r102 = math.copysign %c5, %c12 : f64
  func.call @use(%r102) : (f64) -> ()
  %r103 = math.copysign %c5, %c13 : f64
  func.call @use(%r103) : (f64) -> ()
  %r104 = math.copysign %c5, %c14 : f64
  func.call @use(%r104) : (f64) -> ()
  %r105 = math.copysign %c5, %c15 : f64
  func.call @use(%r105) : (f64) -> ()
  %r106 = math.copysign %c5, %c16 : f64
  func.call @use(%r106) : (f64) -> ()
  %r107 = math.copysign %c5, %c17 : f64
  func.call @use(%r107) : (f64) -> ()
  %r108 = math.copysign %c6, %c0 : f64
  func.call @use(%r108) : (f64) -> ()
  %r109 = math.copysign %c6, %c1 : f64
  func.call @use(%r109) : (f64) -> ()
  %r110 = math.copysign %c6, %c2 : f64
  func.call @use(%r110) : (f64) -> ()
  %r111 = math.copysign %c6, %c3 : f64
  func.call @use(%r111) : (f64) -> ()
  %r112 = math.copysign %c6, %c4 : f64
  func.call @use(%r112) : (f64) -> ()
  %r113 = math.copysign %c6, %c5 : f64
  func.call @use(%r113) : (f64) -> ()
  %r114 = math.copysign %c6, %c6 : f64
  func.call @use(%r114) : (f64) -> ()
  %r115 = math.copysign %c6, %c7 : f64
  func.call @use(%r115) : (f64) -> ()
  %r116 = math.copysign %c6, %c8 : f64
  func.call @use(%r116) : (f64) -> ()
  %r117 = math.copysign %c6, %c9 : f64
  func.call @use(%r117) : (f64) -> ()
  %r118 = math.copysign %c6, %c10 : f64
  func.call @use(%r118) : (f64) -> ()
  %r119 = math.copysign %c6, %c11 : f64
  func.call @use(%r119) : (f64) -> ()
  %r120 = math.copysign %c6, %c12 : f64
  func.call @use(%r120) : (f64) -> ()
  %r121 = math.copysign %c6, %c13 : f64
  func.call @use(%r121) : (f64) -> ()
  %r122 = math.copysign %c6, %c14 : f64
  func.call @use(%r122) : (f64) -> ()
  %r123 = math.copysign %c6, %c15 : f64
  func.call @use(%r123) : (f64) -> ()
  %r124 = math.copysign %c6, %c16 : f64
  func.call @use(%r124) : (f64) -> ()
  %r125 = math.copysign %c6, %c17 : f64
  func.call @use(%r125) : (f64) -> ()
  %r126 = math.copysign %c7, %c0 : f64
  func.call @use(%r126) : (f64) -> ()
  %r127 = math.copysign %c7, %c1 : f64
  func.call @use(%r127) : (f64) -> ()
  %r128 = math.copysign %c7, %c2 : f64
  func.call @use(%r128) : (f64) -> ()
  %r129 = math.copysign %c7, %c3 : f64
  func.call @use(%r129) : (f64) -> ()
  %r130 = math.copysign %c7, %c4 : f64
  func.call @use(%r130) : (f64) -> ()
  %r131 = math.copysign %c7, %c5 : f64
  func.call @use(%r131) : (f64) -> ()
  %r132 = math.copysign %c7, %c6 : f64
  func.call @use(%r132) : (f64) -> ()
  %r133 = math.copysign %c7, %c7 : f64
  func.call @use(%r133) : (f64) -> ()
  %r134 = math.copysign %c7, %c8 : f64
  func.call @use(%r134) : (f64) -> ()
  %r135 = math.copysign %c7, %c9 : f64
  func.call @use(%r135) : (f64) -> ()
  %r136 = math.copysign %c7, %c10 : f64
  func.call @use(%r136) : (f64) -> ()
  %r137 = math.copysign %c7, %c11 : f64
  func.call @use(%r137) : (f64) -> ()
  %r138 = math.copysign %c7, %c12 : f64
  func.call @use(%r138) : (f64) -> ()
  %r139 = math.copysign %c7, %c13 : f64
  func.call @use(%r139) : (f64) -> ()
  %r140 = math.copysign %c7, %c14 : f64
  func.call @use(%r140) : (f64) -> ()
  %r141 = math.copysign %c7, %c15 : f64
  func.call @use(%r141) : (f64) -> ()
  %r142 = math.copysign %c7, %c16 : f64
  func.call @use(%r142) : (f64) -> ()
  %r143 = math.copysign %c7, %c17 : f64
  func.call @use(%r143) : (f64) -> ()
  %r144 = math.copysign %c8, %c0 : f64
  func.call @use(%r144) : (f64) -> ()
  %r145 = math.copysign %c8, %c1 : f64
  func.call @use(%r145) : (f64) -> ()
  %r146 = math.copysign %c8, %c2 : f64
  func.call @use(%r146) : (f64) -> ()
  %r147 = math.copysign %c8, %c3 : f64
  func.call @use(%r147) : (f64) -> ()
  %r148 = math.copysign %c8, %c4 : f64
  func.call @use(%r148) : (f64) -> ()
  %r149 = math.copysign %c8, %c5 : f64
  func.call @use(%r149) : (f64) -> ()
  %r150 = math.copysign %c8, %c6 : f64
  func.call @use(%r150) : (f64) -> ()
  %r151 = math.copysign %c8, %c7 : f64
  func.call @use(%r151) : (f64) -> ()
  %r152 = math.copysign %c8, %c8 : f64
  func.call @use(%r152) : (f64) -> ()
  %r153 = math.copysign %c8, %c9 : f64
  func.call @use(%r153) : (f64) -> ()
  %r154 = math.copysign %c8, %c10 : f64
  func.call @use(%r154) : (f64) -> ()
  %r155 = math.copysign %c8, %c11 : f64
  func.call @use(%r155) : (f64) -> ()
  %r156 = math.copysign %c8, %c12 : f64
  func.call @use(%r156) : (f64) -> ()
  %r157 = math.copysign %c8, %c13 : f64
  func.call @use(%r157) : (f64) -> ()
  %r158 = math.copysign %c8, %c14 : f64
  func.call @use(%r158) : (f64) -> ()
  %r159 = math.copysign %c8, %c15 : f64
  func.call @use(%r159) : (f64) -> ()
  %r160 = math.copysign %c8, %c16 : f64
  func.call @use(%r160) : (f64) -> ()
  %r161 = math.copysign %c8, %c17 : f64
  func.call @use(%r161) : (f64) -> ()
  %r162 = math.copysign %c9, %c0 : f64
  func.call @use(%r162) : (f64) -> ()
  %r163 = math.copysign %c9, %c1 : f64
  func.call @use(%r163) : (f64) -> ()
  %r164 = math.copysign %c9, %c2 : f64
  func.call @use(%r164) : (f64) -> ()
  %r165 = math.copysign %c9, %c3 : f64
  func.call @use(%r165) : (f64) -> ()
  %r166 = math.copysign %c9, %c4 : f64
  func.call @use(%r166) : (f64) -> ()
  %r167 = math.copysign %c9, %c5 : f64
  func.call @use(%r167) : (f64) -> ()
  %r168 = math.copysign %c9, %c6 : f64
  func.call @use(%r168) : (f64) -> ()
  %r169 = math.copysign %c9, %c7 : f64
  func.call @use(%r169) : (f64) -> ()
  %r170 = math.copysign %c9, %c8 : f64
  func.call @use(%r170) : (f64) -> ()
  %r171 = math.copysign %c9, %c9 : f64
  func.call @use(%r171) : (f64) -> ()
  %r172 = math.copysign %c9, %c10 : f64
  func.call @use(%r172) : (f64) -> ()
  %r173 = math.copysign %c9, %c11 : f64
  func.call @use(%r173) : (f64) -> ()
  %r174 = math.copysign %c9, %c12 : f64
  func.call @use(%r174) : (f64) -> ()
  %r175 = math.copysign %c9, %c13 : f64
  func.call @use(%r175) : (f64) -> ()
  %r176 = math.copysign %c9, %c14 : f64
  func.call @use(%r176) : (f64) -> ()
  %r177 = math.copysign %c9, %c15 : f64
  func.call @use(%r177) : (f64) -> ()
  %r178 = math.copysign %c9, %c16 : f64
  func.call @use(%r178) : (f64) -> ()
  %r179 = math.copysign %c9, %c17 : f64
  func.call @use(%r179) : (f64) -> ()
  %r180 = math.copysign %c10, %c0 : f64
  func.call @use(%r180) : (f64) -> ()
  %r181 = math.copysign %c10, %c1 : f64
  func.call @use(%r181) : (f64) -> ()
  %r182 = math.copysign %c10, %c2 : f64
  func.call @use(%r182) : (f64) -> ()
  %r183 = math.copysign %c10, %c3 : f64
  func.call @use(%r183) : (f64) -> ()
  %r184 = math.copysign %c10, %c4 : f64
  func.call @use(%r184) : (f64) -> ()
  %r185 = math.copysign %c10, %c5 : f64
  func.call @use(%r185) : (f64) -> ()
  %r186 = math.copysign %c10, %c6 : f64
  func.call @use(%r186) : (f64) -> ()
  %r187 = math.copysign %c10, %c7 : f64
  func.call @use(%r187) : (f64) -> ()
  %r188 = math.copysign %c10, %c8 : f64
  func.call @use(%r188) : (f64) -> ()
  %r189 = math.copysign %c10, %c9 : f64
  func.call @use(%r189) : (f64) -> ()
  %r190 = math.copysign %c10, %c10 : f64
  func.call @use(%r190) : (f64) -> ()
  %r191 = math.copysign %c10, %c11 : f64
  func.call @use(%r191) : (f64) -> ()
  %r192 = math.copysign %c10, %c12 : f64
  func.call @use(%r192) : (f64) -> ()
  %r193 = math.copysign %c10, %c13 : f64
  func.call @use(%r193) : (f64) -> ()
  %r194 = math.copysign %c10, %c14 : f64
  func.call @use(%r194) : (f64) -> ()
  %r195 = math.copysign %c10, %c15 : f64
  func.call @use(%r195) : (f64) -> ()
  %r196 = math.copysign %c10, %c16 : f64
  func.call @use(%r196) : (f64) -> ()
  %r197 = math.copysign %c10, %c17 : f64
  func.call @use(%r197) : (f64) -> ()
  %r198 = math.copysign %c11, %c0 : f64
  func.call @use(%r198) : (f64) -> ()
  %r199 = math.copysign %c11, %c1 : f64
  func.call @use(%r199) : (f64) -> ()
  %r200 = math.copysign %c11, %c2 : f64
  func.call @use(%r200) : (f64) -> ()
  %r201 = math.copysign %c11, %c3 : f64
  func.call @use(%r201) : (f64) -> ()
  %r202 = math.copysign %c11, %c4 : f64
  func.call @use(%r202) : (f64) -> ()
  %r203 = math.copysign %c11, %c5 : f64
  func.call @use(%r203) : (f64) -> ()
  %r204 = math.copysign %c11, %c6 : f64
  func.call @use(%r204) : (f64) -> ()
  %r205 = math.copysign %c11, %c7 : f64
  func.call @use(%r205) : (f64) -> ()
  %r206 = math.copysign %c11, %c8 : f64
  func.call @use(%r206) : (f64) -> ()
  %r207 = math.copysign %c11, %c9 : f64
  func.call @use(%r207) : (f64) -> ()
  %r208 = math.copysign %c11, %c10 : f64
  func.call @use(%r208) : (f64) -> ()
  %r209 = math.copysign %c11, %c11 : f64
  func.call @use(%r209) : (f64) -> ()
  %r210 = math.copysign %c11, %c12 : f64
  func.call @use(%r210) : (f64) -> ()
  %r211 = math.copysign %c11, %c13 : f64
  func.call @use(%r211) : (f64) -> ()
  %r212 = math.copysign %c11, %c14 : f64
  func.call @use(%r212) : (f64) -> ()
  %r213 = math.copysign %c11, %c15 : f64
  func.call @use(%r213) : (f64) -> ()
  %r214 = math.copysign %c11, %c16 : f64
  func.call @use(%r214) : (f64) -> ()
  %r215 = math.copysign %c11, %c17 : f64
  func.call @use(%r215) : (f64) -> ()
  %r216 = math.copysign %c12, %c0 : f64
  func.call @use(%r216) : (f64) -> ()
  %r217 = math.copysign %c12, %c1 : f64
  func.call @use(%r217) : (f64) -> ()
  %r218 = math.copysign %c12, %c2 : f64
  func.call @use(%r218) : (f64) -> ()
  %r219 = math.copysign %c12, %c3 : f64
  func.call @use(%r219) : (f64) -> ()
  %r220 = math.copysign %c12, %c4 : f64
  func.call @use(%r220) : (f64) -> ()
  %r221 = math.copysign %c12, %c5 : f64
  func.call @use(%r221) : (f64) -> ()
  %r222 = math.copysign %c12, %c6 : f64
  func.call @use(%r222) : (f64) -> ()
  %r223 = math.copysign %c12, %c7 : f64
  func.call @use(%r223) : (f64) -> ()
  %r224 = math.copysign %c12, %c8 : f64
  func.call @use(%r224) : (f64) -> ()
  %r225 = math.copysign %c12, %c9 : f64
  func.call @use(%r225) : (f64) -> ()
  %r226 = math.copysign %c12, %c10 : f64
  func.call @use(%r226) : (f64) -> ()
  %r227 = math.copysign %c12, %c11 : f64
  func.call @use(%r227) : (f64) -> ()
  %r228 = math.copysign %c12, %c12 : f64
  func.call @use(%r228) : (f64) -> ()
  %r229 = math.copysign %c12, %c13 : f64
  func.call @use(%r229) : (f64) -> ()
  %r230 = math.copysign %c12, %c14 : f64
  func.call @use(%r230) : (f64) -> ()
  %r231 = math.copysign %c12, %c15 : f64
  func.call @use(%r231) : (f64) -> ()
  %r232 = math.copysign %c12, %c16 : f64
  func.call @use(%r232) : (f64) -> ()
  %r233 = math.copysign %c12, %c17 : f64
  func.call @use(%r233) : (f64) -> ()
  %r234 = math.copysign %c13, %c0 : f64
  func.call @use(%r234) : (f64) -> ()
  %r235 = math.copysign %c13, %c1 : f64
  func.call @use(%r235) : (f64) -> ()
  %r236 = math.copysign %c13, %c2 : f64
  func.call @use(%r236) : (f64) -> ()
  %r237 = math.copysign %c13, %c3 : f64
  func.call @use(%r237) : (f64) -> ()
  %r238 = math.copysign %c13, %c4 : f64
  func.call @use(%r238) : (f64) -> ()
  %r239 = math.copysign %c13, %c5 : f64
  func.call @use(%r239) : (f64) -> ()
  %r240 = math.copysign %c13, %c6 : f64
  func.call @use(%r240) : (f64) -> ()
  %r241 = math.copysign %c13, %c7 : f64
  func.call @use(%r241) : (f64) -> ()
  %r242 = math.copysign %c13, %c8 : f64
  func.call @use(%r242) : (f64) -> ()
  %r243 = math.copysign %c13, %c9 : f64
  func.call @use(%r243) : (f64) -> ()
  %r244 = math.copysign %c13, %c10 : f64
  func.call @use(%r244) : (f64) -> ()
  %r245 = math.copysign %c13, %c11 : f64
  func.call @use(%r245) : (f64) -> ()
  %r246 = math.copysign %c13, %c12 : f64
  func.call @use(%r246) : (f64) -> ()
  %r247 = math.copysign %c13, %c13 : f64
  func.call @use(%r247) : (f64) -> ()
  %r248 = math.copysign %c13, %c14 : f64
  func.call @use(%r248) : (f64) -> ()
  %r249 = math.copysign %c13, %c15 : f64
  func.call @use(%r249) : (f64) -> ()
  %r250 = math.copysign %c13, %c16 : f64
  func.call @use(%r250) : (f64) -> ()
  %r251 = math.copysign %c13, %c17 : f64
  func.call @use(%r251) : (f64) -> ()
  %r252 = math.copysign %c14, %c0 : f64
  func.call @use(%r252) : (f64) -> ()
  %r253 = math.copysign %c14, %c1 : f64
  func.call @use(%r253) : (f64) -> ()
  %r254 = math.copysign %c14, %c2 : f64
  func.call @use(%r254) : (f64) -> ()
  %r255 = math.copysign %c14, %c3 : f64
  func.call @use(%r255) : (f64) -> ()
  %r256 = math.copysign %c14, %c4 : f64
  func.call @use(%r256) : (f64) -> ()
  %r257 = math.copysign %c14, %c5 : f64
  func.call @use(%r257) : (f64) -> ()
  %r258 = math.copysign %c14, %c6 : f64
  func.call @use(%r258) : (f64) -> ()
  %r259 = math.copysign %c14, %c7 : f64
  func.call @use(%r259) : (f64) -> ()
  %r260 = math.copysign %c14, %c8 : f64
  func.call @use(%r260) : (f64) -> ()
  %r261 = math.copysign %c14, %c9 : f64
  func.call @use(%r261) : (f64) -> ()
  %r262 = math.copysign %c14, %c10 : f64
  func.call @use(%r262) : (f64) -> ()
  %r263 = math.copysign %c14, %c11 : f64
  func.call @use(%r263) : (f64) -> ()
  %r264 = math.copysign %c14, %c12 : f64
  func.call @use(%r264) : (f64) -> ()
  %r265 = math.copysign %c14, %c13 : f64
  func.call @use(%r265) : (f64) -> ()
  %r266 = math.copysign %c14, %c14 : f64
  func.call @use(%r266) : (f64) -> ()
  %r267 = math.copysign %c14, %c15 : f64
  func.call @use(%r267) : (f64) -> ()
  %r268 = math.copysign %c14, %c16 : f64
  func.call @use(%r268) : (f64) -> ()
  %r269 = math.copysign %c14, %c17 : f64
  func.call @use(%r269) : (f64) -> ()
  %r270 = math.copysign %c15, %c0 : f64
  func.call @use(%r270) : (f64) -> ()
  %r271 = math.copysign %c15, %c1 : f64
  func.call @use(%r271) : (f64) -> ()
  %r272 = math.copysign %c15, %c2 : f64
  func.call @use(%r272) : (f64) -> ()
  %r273 = math.copysign %c15, %c3 : f64
  func.call @use(%r273) : (f64) -> ()
  %r274 = math.copysign %c15, %c4 : f64
  func.call @use(%r274) : (f64) -> ()
  %r275 = math.copysign %c15, %c5 : f64
  func.call @use(%r275) : (f64) -> ()
  %r276 = math.copysign %c15, %c6 : f64
  func.call @use(%r276) : (f64) -> ()
  %r277 = math.copysign %c15, %c7 : f64
  func.call @use(%r277) : (f64) -> ()
  %r278 = math.copysign %c15, %c8 : f64
  func.call @use(%r278) : (f64) -> ()
  %r279 = math.copysign %c15, %c9 : f64
  func.call @use(%r279) : (f64) -> ()
  %r280 = math.copysign %c15, %c10 : f64
  func.call @use(%r280) : (f64) -> ()
  %r281 = math.copysign %c15, %c11 : f64
  func.call @use(%r281) : (f64) -> ()
  %r282 = math.copysign %c15, %c12 : f64
  func.call @use(%r282) : (f64) -> ()
  %r283 = math.copysign %c15, %c13 : f64
  func.call @use(%r283) : (f64) -> ()
  %r284 = math.copysign %c15, %c14 : f64
  func.call @use(%r284) : (f64) -> ()
  %r285 = math.copysign %c15, %c15 : f64
  func.call @use(%r285) : (f64) -> ()
  %r286 = math.copysign %c15, %c16 : f64
  func.call @use(%r286) : (f64) -> ()
  %r287 = math.copysign %c15, %c17 : f64
  func.call @use(%r287) : (f64) -> ()
  %r288 = math.copysign %c16, %c0 : f64
  func.call @use(%r288) : (f64) -> ()
  %r289 = math.copysign %c16, %c1 : f64
  func.call @use(%r289) : (f64) -> ()
  %r290 = math.copysign %c16, %c2 : f64
  func.call @use(%r290) : (f64) -> ()
  %r291 = math.copysign %c16, %c3 : f64
  func.call @use(%r291) : (f64) -> ()
  %r292 = math.copysign %c16, %c4 : f64
  func.call @use(%r292) : (f64) -> ()
  %r293 = math.copysign %c16, %c5 : f64
  func.call @use(%r293) : (f64) -> ()
  %r294 = math.copysign %c16, %c6 : f64
  func.call @use(%r294) : (f64) -> ()
  %r295 = math.copysign %c16, %c7 : f64
  func.call @use(%r295) : (f64) -> ()
  %r296 = math.copysign %c16, %c8 : f64
  func.call @use(%r296) : (f64) -> ()
  %r297 = math.copysign %c16, %c9 : f64
  func.call @use(%r297) : (f64) -> ()
  %r298 = math.copysign %c16, %c10 : f64
  func.call @use(%r298) : (f64) -> ()
  %r299 = math.copysign %c16, %c11 : f64
  func.call @use(%r299) : (f64) -> ()
  %r300 = math.copysign %c16, %c12 : f64
  func.call @use(%r300) : (f64) -> ()
  %r301 = math.copysign %c16, %c13 : f64
  func.call @use(%r301) : (f64) -> ()
  %r302 = math.copysign %c16, %c14 : f64
  func.call @use(%r302) : (f64) -> ()
  %r303 = math.copysign %c16, %c15 : f64
  func.call @use(%r303) : (f64) -> ()
  %r304 = math.copysign %c16, %c16 : f64
  func.call @use(%r304) : (f64) -> ()
  %r305 = math.copysign %c16, %c17 : f64
  func.call @use(%r305) : (f64) -> ()
  %r306 = math.copysign %c17, %c0 : f64
  func.call @use(%r306) : (f64) -> ()
  %r307 = math.copysign %c17, %c1 : f64
  func.call @use(%r307) : (f64) -> ()
  %r308 = math.copysign %c17, %c2 : f64
  func.call @use(%r308) : (f64) -> ()
  %r309 = math.copysign %c17, %c3 : f64
  func.call @use(%r309) : (f64) -> ()
  %r310 = math.copysign %c17, %c4 : f64
  func.call @use(%r310) : (f64) -> ()
  %r311 = math.copysign %c17, %c5 : f64
  func.call @use(%r311) : (f64) -> ()
  %r312 = math.copysign %c17, %c6 : f64
  func.call @use(%r312) : (f64) -> ()
  %r313 = math.copysign %c17, %c7 : f64
  func.call @use(%r313) : (f64) -> ()
  %r314 = math.copysign %c17, %c8 : f64
  func.call @use(%r314) : (f64) -> ()
  %r315 = math.copysign %c17, %c9 : f64
  func.call @use(%r315) : (f64) -> ()
  %r316 = math.copysign %c17, %c10 : f64
  func.call @use(%r316) : (f64) -> ()
  %r317 = math.copysign %c17, %c11 : f64
  func.call @use(%r317) : (f64) -> ()
  %r318 = math.copysign %c17, %c12 : f64
  func.call @use(%r318) : (f64) -> ()
  %r319 = math.copysign %c17, %c13 : f64
  func.call @use(%r319) : (f64) -> ()
  %r320 = math.copysign %c17, %c14 : f64
  func.call @use(%r320) : (f64) -> ()
  %r321 = math.copysign %c17, %c15 : f64
  func.call @use(%r321) : (f64) -> ()
  %r322 = math.copysign %c17, %c16 : f64
  func.call @use(%r322) : (f64) -> ()
  %r323 = math.copysign %c17, %c17 : f64
  func.call @use(%r323) : (f64) -> ()
  return
}

// -----

func.func private @use(f64)

func.func @powf() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant -0.0 : f64
  %c2 = arith.constant 1.0 : f64
  %c3 = arith.constant -1.0 : f64
  %c4 = arith.constant 0.5 : f64
  %c5 = arith.constant -2.5 : f64
  %c6 = arith.constant 3.0 : f64
  %c7 = arith.constant 4.9e-324 : f64
  %c8 = arith.constant 1.0e300 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %c12 = arith.constant 0xFFF8000000000000 : f64
  %c13 = arith.constant 0x7FF4000000000000 : f64
  %c14 = arith.constant 2.0 : f64
  %c15 = arith.constant -0.25 : f64
  %c16 = arith.constant 7.5 : f64
  %c17 = arith.constant -3.0 : f64
  %r0 = math.powf %c0, %c0 : f64
  func.call @use(%r0) : (f64) -> ()
  %r1 = math.powf %c0, %c1 : f64
  func.call @use(%r1) : (f64) -> ()
  %r2 = math.powf %c0, %c2 : f64
  func.call @use(%r2) : (f64) -> ()
  %r3 = math.powf %c0, %c3 : f64
  func.call @use(%r3) : (f64) -> ()
  %r4 = math.powf %c0, %c4 : f64
  func.call @use(%r4) : (f64) -> ()
  %r5 = math.powf %c0, %c5 : f64
  func.call @use(%r5) : (f64) -> ()
  %r6 = math.powf %c0, %c6 : f64
  func.call @use(%r6) : (f64) -> ()
  %r7 = math.powf %c0, %c7 : f64
  func.call @use(%r7) : (f64) -> ()
  %r8 = math.powf %c0, %c8 : f64
  func.call @use(%r8) : (f64) -> ()
  %r9 = math.powf %c0, %c9 : f64
  func.call @use(%r9) : (f64) -> ()
  %r10 = math.powf %c0, %c10 : f64
  func.call @use(%r10) : (f64) -> ()
  %r11 = math.powf %c0, %c11 : f64
  func.call @use(%r11) : (f64) -> ()
  %r12 = math.powf %c0, %c12 : f64
  func.call @use(%r12) : (f64) -> ()
  %r13 = math.powf %c0, %c13 : f64
  func.call @use(%r13) : (f64) -> ()
  %r14 = math.powf %c0, %c14 : f64
  func.call @use(%r14) : (f64) -> ()
  %r15 = math.powf %c0, %c15 : f64
  func.call @use(%r15) : (f64) -> ()
  %r16 = math.powf %c0, %c16 : f64
  func.call @use(%r16) : (f64) -> ()
  %r17 = math.powf %c0, %c17 : f64
  func.call @use(%r17) : (f64) -> ()
  %r18 = math.powf %c1, %c0 : f64
  func.call @use(%r18) : (f64) -> ()
  %r19 = math.powf %c1, %c1 : f64
  func.call @use(%r19) : (f64) -> ()
  %r20 = math.powf %c1, %c2 : f64
  func.call @use(%r20) : (f64) -> ()
  %r21 = math.powf %c1, %c3 : f64
  func.call @use(%r21) : (f64) -> ()
  %r22 = math.powf %c1, %c4 : f64
  func.call @use(%r22) : (f64) -> ()
  %r23 = math.powf %c1, %c5 : f64
  func.call @use(%r23) : (f64) -> ()
  %r24 = math.powf %c1, %c6 : f64
  func.call @use(%r24) : (f64) -> ()
  %r25 = math.powf %c1, %c7 : f64
  func.call @use(%r25) : (f64) -> ()
  %r26 = math.powf %c1, %c8 : f64
  func.call @use(%r26) : (f64) -> ()
  %r27 = math.powf %c1, %c9 : f64
  func.call @use(%r27) : (f64) -> ()
  %r28 = math.powf %c1, %c10 : f64
  func.call @use(%r28) : (f64) -> ()
  %r29 = math.powf %c1, %c11 : f64
  func.call @use(%r29) : (f64) -> ()
  %r30 = math.powf %c1, %c12 : f64
  func.call @use(%r30) : (f64) -> ()
  %r31 = math.powf %c1, %c13 : f64
  func.call @use(%r31) : (f64) -> ()
  %r32 = math.powf %c1, %c14 : f64
  func.call @use(%r32) : (f64) -> ()
  %r33 = math.powf %c1, %c15 : f64
  func.call @use(%r33) : (f64) -> ()
  %r34 = math.powf %c1, %c16 : f64
  func.call @use(%r34) : (f64) -> ()
  %r35 = math.powf %c1, %c17 : f64
  func.call @use(%r35) : (f64) -> ()
  %r36 = math.powf %c2, %c0 : f64
  func.call @use(%r36) : (f64) -> ()
  %r37 = math.powf %c2, %c1 : f64
  func.call @use(%r37) : (f64) -> ()
  %r38 = math.powf %c2, %c2 : f64
  func.call @use(%r38) : (f64) -> ()
  %r39 = math.powf %c2, %c3 : f64
  func.call @use(%r39) : (f64) -> ()
  %r40 = math.powf %c2, %c4 : f64
  func.call @use(%r40) : (f64) -> ()
  %r41 = math.powf %c2, %c5 : f64
  func.call @use(%r41) : (f64) -> ()
  %r42 = math.powf %c2, %c6 : f64
  func.call @use(%r42) : (f64) -> ()
  %r43 = math.powf %c2, %c7 : f64
  func.call @use(%r43) : (f64) -> ()
  %r44 = math.powf %c2, %c8 : f64
  func.call @use(%r44) : (f64) -> ()
  %r45 = math.powf %c2, %c9 : f64
  func.call @use(%r45) : (f64) -> ()
  %r46 = math.powf %c2, %c10 : f64
  func.call @use(%r46) : (f64) -> ()
  %r47 = math.powf %c2, %c11 : f64
  func.call @use(%r47) : (f64) -> ()
  %r48 = math.powf %c2, %c12 : f64
  func.call @use(%r48) : (f64) -> ()
  %r49 = math.powf %c2, %c13 : f64
  func.call @use(%r49) : (f64) -> ()
  %r50 = math.powf %c2, %c14 : f64
  func.call @use(%r50) : (f64) -> ()
  %r51 = math.powf %c2, %c15 : f64
  func.call @use(%r51) : (f64) -> ()
  %r52 = math.powf %c2, %c16 : f64
  func.call @use(%r52) : (f64) -> ()
  %r53 = math.powf %c2, %c17 : f64
  func.call @use(%r53) : (f64) -> ()
  %r54 = math.powf %c3, %c0 : f64
  func.call @use(%r54) : (f64) -> ()
  %r55 = math.powf %c3, %c1 : f64
  func.call @use(%r55) : (f64) -> ()
  %r56 = math.powf %c3, %c2 : f64
  func.call @use(%r56) : (f64) -> ()
  %r57 = math.powf %c3, %c3 : f64
  func.call @use(%r57) : (f64) -> ()
  %r58 = math.powf %c3, %c4 : f64
  func.call @use(%r58) : (f64) -> ()
  %r59 = math.powf %c3, %c5 : f64
  func.call @use(%r59) : (f64) -> ()
  %r60 = math.powf %c3, %c6 : f64
  func.call @use(%r60) : (f64) -> ()
  %r61 = math.powf %c3, %c7 : f64
  func.call @use(%r61) : (f64) -> ()
  %r62 = math.powf %c3, %c8 : f64
  func.call @use(%r62) : (f64) -> ()
  %r63 = math.powf %c3, %c9 : f64
  func.call @use(%r63) : (f64) -> ()
  %r64 = math.powf %c3, %c10 : f64
  func.call @use(%r64) : (f64) -> ()
  %r65 = math.powf %c3, %c11 : f64
  func.call @use(%r65) : (f64) -> ()
  %r66 = math.powf %c3, %c12 : f64
  func.call @use(%r66) : (f64) -> ()
  %r67 = math.powf %c3, %c13 : f64
  func.call @use(%r67) : (f64) -> ()
  %r68 = math.powf %c3, %c14 : f64
  func.call @use(%r68) : (f64) -> ()
  %r69 = math.powf %c3, %c15 : f64
  func.call @use(%r69) : (f64) -> ()
  %r70 = math.powf %c3, %c16 : f64
  func.call @use(%r70) : (f64) -> ()
  %r71 = math.powf %c3, %c17 : f64
  func.call @use(%r71) : (f64) -> ()
  %r72 = math.powf %c4, %c0 : f64
  func.call @use(%r72) : (f64) -> ()
  %r73 = math.powf %c4, %c1 : f64
  func.call @use(%r73) : (f64) -> ()
  %r74 = math.powf %c4, %c2 : f64
  func.call @use(%r74) : (f64) -> ()
  %r75 = math.powf %c4, %c3 : f64
  func.call @use(%r75) : (f64) -> ()
  %r76 = math.powf %c4, %c4 : f64
  func.call @use(%r76) : (f64) -> ()
  %r77 = math.powf %c4, %c5 : f64
  func.call @use(%r77) : (f64) -> ()
  %r78 = math.powf %c4, %c6 : f64
  func.call @use(%r78) : (f64) -> ()
  %r79 = math.powf %c4, %c7 : f64
  func.call @use(%r79) : (f64) -> ()
  %r80 = math.powf %c4, %c8 : f64
  func.call @use(%r80) : (f64) -> ()
  %r81 = math.powf %c4, %c9 : f64
  func.call @use(%r81) : (f64) -> ()
  %r82 = math.powf %c4, %c10 : f64
  func.call @use(%r82) : (f64) -> ()
  %r83 = math.powf %c4, %c11 : f64
  func.call @use(%r83) : (f64) -> ()
  %r84 = math.powf %c4, %c12 : f64
  func.call @use(%r84) : (f64) -> ()
  %r85 = math.powf %c4, %c13 : f64
  func.call @use(%r85) : (f64) -> ()
  %r86 = math.powf %c4, %c14 : f64
  func.call @use(%r86) : (f64) -> ()
  %r87 = math.powf %c4, %c15 : f64
  func.call @use(%r87) : (f64) -> ()
  %r88 = math.powf %c4, %c16 : f64
  func.call @use(%r88) : (f64) -> ()
  %r89 = math.powf %c4, %c17 : f64
  func.call @use(%r89) : (f64) -> ()
  %r90 = math.powf %c5, %c0 : f64
  func.call @use(%r90) : (f64) -> ()
  %r91 = math.powf %c5, %c1 : f64
  func.call @use(%r91) : (f64) -> ()
  %r92 = math.powf %c5, %c2 : f64
  func.call @use(%r92) : (f64) -> ()
  %r93 = math.powf %c5, %c3 : f64
  func.call @use(%r93) : (f64) -> ()
  %r94 = math.powf %c5, %c4 : f64
  func.call @use(%r94) : (f64) -> ()
  %r95 = math.powf %c5, %c5 : f64
  func.call @use(%r95) : (f64) -> ()
  %r96 = math.powf %c5, %c6 : f64
  func.call @use(%r96) : (f64) -> ()
  %r97 = math.powf %c5, %c7 : f64
  func.call @use(%r97) : (f64) -> ()
  %r98 = math.powf %c5, %c8 : f64
  func.call @use(%r98) : (f64) -> ()
  %r99 = math.powf %c5, %c9 : f64
  func.call @use(%r99) : (f64) -> ()
  %r100 = math.powf %c5, %c10 : f64
  func.call @use(%r100) : (f64) -> ()
  %r101 = math.powf %c5, %c11 : f64
  func.call @use(%r101) : (f64) -> ()
  %r102 = math.powf %c5, %c12 : f64
  func.call @use(%r102) : (f64) -> ()
  %r103 = math.powf %c5, %c13 : f64
  func.call @use(%r103) : (f64) -> ()
  %r104 = math.powf %c5, %c14 : f64
  func.call @use(%r104) : (f64) -> ()
  %r105 = math.powf %c5, %c15 : f64
  func.call @use(%r105) : (f64) -> ()
  %r106 = math.powf %c5, %c16 : f64
  func.call @use(%r106) : (f64) -> ()
  %r107 = math.powf %c5, %c17 : f64
  func.call @use(%r107) : (f64) -> ()
  %r108 = math.powf %c6, %c0 : f64
  func.call @use(%r108) : (f64) -> ()
  %r109 = math.powf %c6, %c1 : f64
  func.call @use(%r109) : (f64) -> ()
  %r110 = math.powf %c6, %c2 : f64
  func.call @use(%r110) : (f64) -> ()
  %r111 = math.powf %c6, %c3 : f64
  func.call @use(%r111) : (f64) -> ()
  %r112 = math.powf %c6, %c4 : f64
  func.call @use(%r112) : (f64) -> ()
  %r113 = math.powf %c6, %c5 : f64
  func.call @use(%r113) : (f64) -> ()
  %r114 = math.powf %c6, %c6 : f64
  func.call @use(%r114) : (f64) -> ()
  %r115 = math.powf %c6, %c7 : f64
  func.call @use(%r115) : (f64) -> ()
  %r116 = math.powf %c6, %c8 : f64
  func.call @use(%r116) : (f64) -> ()
  %r117 = math.powf %c6, %c9 : f64
  func.call @use(%r117) : (f64) -> ()
  %r118 = math.powf %c6, %c10 : f64
  func.call @use(%r118) : (f64) -> ()
  %r119 = math.powf %c6, %c11 : f64
  func.call @use(%r119) : (f64) -> ()
  %r120 = math.powf %c6, %c12 : f64
  func.call @use(%r120) : (f64) -> ()
  %r121 = math.powf %c6, %c13 : f64
  func.call @use(%r121) : (f64) -> ()
  %r122 = math.powf %c6, %c14 : f64
  func.call @use(%r122) : (f64) -> ()
  %r123 = math.powf %c6, %c15 : f64
  func.call @use(%r123) : (f64) -> ()
  %r124 = math.powf %c6, %c16 : f64
  func.call @use(%r124) : (f64) -> ()
  %r125 = math.powf %c6, %c17 : f64
  func.call @use(%r125) : (f64) -> ()
  %r126 = math.powf %c7, %c0 : f64
  func.call @use(%r126) : (f64) -> ()
  %r127 = math.powf %c7, %c1 : f64
  func.call @use(%r127) : (f64) -> ()
  %r128 = math.powf %c7, %c2 : f64
  func.call @use(%r128) : (f64) -> ()
  %r129 = math.powf %c7, %c3 : f64
  func.call @use(%r129) : (f64) -> ()
  %r130 = math.powf %c7, %c4 : f64
  func.call @use(%r130) : (f64) -> ()
  %r131 = math.powf %c7, %c5 : f64
  func.call @use(%r131) : (f64) -> ()
  %r132 = math.powf %c7, %c6 : f64
  func.call @use(%r132) : (f64) -> ()
  %r133 = math.powf %c7, %c7 : f64
  func.call @use(%r133) : (f64) -> ()
  %r134 = math.powf %c7, %c8 : f64
  func.call @use(%r134) : (f64) -> ()
  %r135 = math.powf %c7, %c9 : f64
  func.call @use(%r135) : (f64) -> ()
  %r136 = math.powf %c7, %c10 : f64
  func.call @use(%r136) : (f64) -> ()
  %r137 = math.powf %c7, %c11 : f64
  func.call @use(%r137) : (f64) -> ()
  %r138 = math.powf %c7, %c12 : f64
  func.call @use(%r138) : (f64) -> ()
  %r139 = math.powf %c7, %c13 : f64
  func.call @use(%r139) : (f64) -> ()
  %r140 = math.powf %c7, %c14 : f64
  func.call @use(%r140) : (f64) -> ()
  %r141 = math.powf %c7, %c15 : f64
  func.call @use(%r141) : (f64) -> ()
  %r142 = math.powf %c7, %c16 : f64
  func.call @use(%r142) : (f64) -> ()
  %r143 = math.powf %c7, %c17 : f64
  func.call @use(%r143) : (f64) -> ()
  %r144 = math.powf %c8, %c0 : f64
  func.call @use(%r144) : (f64) -> ()
  %r145 = math.powf %c8, %c1 : f64
  func.call @use(%r145) : (f64) -> ()
  %r146 = math.powf %c8, %c2 : f64
  func.call @use(%r146) : (f64) -> ()
  %r147 = math.powf %c8, %c3 : f64
  func.call @use(%r147) : (f64) -> ()
  %r148 = math.powf %c8, %c4 : f64
  func.call @use(%r148) : (f64) -> ()
  %r149 = math.powf %c8, %c5 : f64
  func.call @use(%r149) : (f64) -> ()
  %r150 = math.powf %c8, %c6 : f64
  func.call @use(%r150) : (f64) -> ()
  %r151 = math.powf %c8, %c7 : f64
  func.call @use(%r151) : (f64) -> ()
  %r152 = math.powf %c8, %c8 : f64
  func.call @use(%r152) : (f64) -> ()
  %r153 = math.powf %c8, %c9 : f64
  func.call @use(%r153) : (f64) -> ()
  %r154 = math.powf %c8, %c10 : f64
  func.call @use(%r154) : (f64) -> ()
  %r155 = math.powf %c8, %c11 : f64
  func.call @use(%r155) : (f64) -> ()
  %r156 = math.powf %c8, %c12 : f64
  func.call @use(%r156) : (f64) -> ()
  %r157 = math.powf %c8, %c13 : f64
  func.call @use(%r157) : (f64) -> ()
  %r158 = math.powf %c8, %c14 : f64
  func.call @use(%r158) : (f64) -> ()
  %r159 = math.powf %c8, %c15 : f64
  func.call @use(%r159) : (f64) -> ()
  %r160 = math.powf %c8, %c16 : f64
  func.call @use(%r160) : (f64) -> ()
  %r161 = math.powf %c8, %c17 : f64
  func.call @use(%r161) : (f64) -> ()
  %r162 = math.powf %c9, %c0 : f64
  func.call @use(%r162) : (f64) -> ()
  %r163 = math.powf %c9, %c1 : f64
  func.call @use(%r163) : (f64) -> ()
  %r164 = math.powf %c9, %c2 : f64
  func.call @use(%r164) : (f64) -> ()
  %r165 = math.powf %c9, %c3 : f64
  func.call @use(%r165) : (f64) -> ()
  %r166 = math.powf %c9, %c4 : f64
  func.call @use(%r166) : (f64) -> ()
  %r167 = math.powf %c9, %c5 : f64
  func.call @use(%r167) : (f64) -> ()
  %r168 = math.powf %c9, %c6 : f64
  func.call @use(%r168) : (f64) -> ()
  %r169 = math.powf %c9, %c7 : f64
  func.call @use(%r169) : (f64) -> ()
  %r170 = math.powf %c9, %c8 : f64
  func.call @use(%r170) : (f64) -> ()
  %r171 = math.powf %c9, %c9 : f64
  func.call @use(%r171) : (f64) -> ()
  %r172 = math.powf %c9, %c10 : f64
  func.call @use(%r172) : (f64) -> ()
  %r173 = math.powf %c9, %c11 : f64
  func.call @use(%r173) : (f64) -> ()
  %r174 = math.powf %c9, %c12 : f64
  func.call @use(%r174) : (f64) -> ()
  %r175 = math.powf %c9, %c13 : f64
  func.call @use(%r175) : (f64) -> ()
  %r176 = math.powf %c9, %c14 : f64
  func.call @use(%r176) : (f64) -> ()
  %r177 = math.powf %c9, %c15 : f64
  func.call @use(%r177) : (f64) -> ()
  %r178 = math.powf %c9, %c16 : f64
  func.call @use(%r178) : (f64) -> ()
  %r179 = math.powf %c9, %c17 : f64
  func.call @use(%r179) : (f64) -> ()
  %r180 = math.powf %c10, %c0 : f64
  func.call @use(%r180) : (f64) -> ()
  %r181 = math.powf %c10, %c1 : f64
  func.call @use(%r181) : (f64) -> ()
  %r182 = math.powf %c10, %c2 : f64
  func.call @use(%r182) : (f64) -> ()
  %r183 = math.powf %c10, %c3 : f64
  func.call @use(%r183) : (f64) -> ()
  %r184 = math.powf %c10, %c4 : f64
  func.call @use(%r184) : (f64) -> ()
  %r185 = math.powf %c10, %c5 : f64
  func.call @use(%r185) : (f64) -> ()
  %r186 = math.powf %c10, %c6 : f64
  func.call @use(%r186) : (f64) -> ()
  %r187 = math.powf %c10, %c7 : f64
  func.call @use(%r187) : (f64) -> ()
  %r188 = math.powf %c10, %c8 : f64
  func.call @use(%r188) : (f64) -> ()
  %r189 = math.powf %c10, %c9 : f64
  func.call @use(%r189) : (f64) -> ()
  %r190 = math.powf %c10, %c10 : f64
  func.call @use(%r190) : (f64) -> ()
  %r191 = math.powf %c10, %c11 : f64
  func.call @use(%r191) : (f64) -> ()
  %r192 = math.powf %c10, %c12 : f64
  func.call @use(%r192) : (f64) -> ()
  %r193 = math.powf %c10, %c13 : f64
  func.call @use(%r193) : (f64) -> ()
  %r194 = math.powf %c10, %c14 : f64
  func.call @use(%r194) : (f64) -> ()
  %r195 = math.powf %c10, %c15 : f64
  func.call @use(%r195) : (f64) -> ()
  %r196 = math.powf %c10, %c16 : f64
  func.call @use(%r196) : (f64) -> ()
  %r197 = math.powf %c10, %c17 : f64
  func.call @use(%r197) : (f64) -> ()
  %r198 = math.powf %c11, %c0 : f64
  func.call @use(%r198) : (f64) -> ()
  %r199 = math.powf %c11, %c1 : f64
  func.call @use(%r199) : (f64) -> ()
  %r200 = math.powf %c11, %c2 : f64
  func.call @use(%r200) : (f64) -> ()
  %r201 = math.powf %c11, %c3 : f64
  func.call @use(%r201) : (f64) -> ()
  %r202 = math.powf %c11, %c4 : f64
  func.call @use(%r202) : (f64) -> ()
  %r203 = math.powf %c11, %c5 : f64
  func.call @use(%r203) : (f64) -> ()
  %r204 = math.powf %c11, %c6 : f64
  func.call @use(%r204) : (f64) -> ()
  %r205 = math.powf %c11, %c7 : f64
  func.call @use(%r205) : (f64) -> ()
  %r206 = math.powf %c11, %c8 : f64
  func.call @use(%r206) : (f64) -> ()
  %r207 = math.powf %c11, %c9 : f64
  func.call @use(%r207) : (f64) -> ()
  %r208 = math.powf %c11, %c10 : f64
  func.call @use(%r208) : (f64) -> ()
  %r209 = math.powf %c11, %c11 : f64
  func.call @use(%r209) : (f64) -> ()
  %r210 = math.powf %c11, %c12 : f64
  func.call @use(%r210) : (f64) -> ()
  %r211 = math.powf %c11, %c13 : f64
  func.call @use(%r211) : (f64) -> ()
  %r212 = math.powf %c11, %c14 : f64
  func.call @use(%r212) : (f64) -> ()
  %r213 = math.powf %c11, %c15 : f64
  func.call @use(%r213) : (f64) -> ()
  %r214 = math.powf %c11, %c16 : f64
  func.call @use(%r214) : (f64) -> ()
  %r215 = math.powf %c11, %c17 : f64
  func.call @use(%r215) : (f64) -> ()
  %r216 = math.powf %c12, %c0 : f64
  func.call @use(%r216) : (f64) -> ()
  %r217 = math.powf %c12, %c1 : f64
  func.call @use(%r217) : (f64) -> ()
  %r218 = math.powf %c12, %c2 : f64
  func.call @use(%r218) : (f64) -> ()
  %r219 = math.powf %c12, %c3 : f64
  func.call @use(%r219) : (f64) -> ()
  %r220 = math.powf %c12, %c4 : f64
  func.call @use(%r220) : (f64) -> ()
  %r221 = math.powf %c12, %c5 : f64
  func.call @use(%r221) : (f64) -> ()
  %r222 = math.powf %c12, %c6 : f64
  func.call @use(%r222) : (f64) -> ()
  %r223 = math.powf %c12, %c7 : f64
  func.call @use(%r223) : (f64) -> ()
  %r224 = math.powf %c12, %c8 : f64
  func.call @use(%r224) : (f64) -> ()
  %r225 = math.powf %c12, %c9 : f64
  func.call @use(%r225) : (f64) -> ()
  %r226 = math.powf %c12, %c10 : f64
  func.call @use(%r226) : (f64) -> ()
  %r227 = math.powf %c12, %c11 : f64
  func.call @use(%r227) : (f64) -> ()
  %r228 = math.powf %c12, %c12 : f64
  func.call @use(%r228) : (f64) -> ()
  %r229 = math.powf %c12, %c13 : f64
  func.call @use(%r229) : (f64) -> ()
  %r230 = math.powf %c12, %c14 : f64
  func.call @use(%r230) : (f64) -> ()
  %r231 = math.powf %c12, %c15 : f64
  func.call @use(%r231) : (f64) -> ()
  %r232 = math.powf %c12, %c16 : f64
  func.call @use(%r232) : (f64) -> ()
  %r233 = math.powf %c12, %c17 : f64
  func.call @use(%r233) : (f64) -> ()
  %r234 = math.powf %c13, %c0 : f64
  func.call @use(%r234) : (f64) -> ()
  %r235 = math.powf %c13, %c1 : f64
  func.call @use(%r235) : (f64) -> ()
  %r236 = math.powf %c13, %c2 : f64
  func.call @use(%r236) : (f64) -> ()
  %r237 = math.powf %c13, %c3 : f64
  func.call @use(%r237) : (f64) -> ()
  %r238 = math.powf %c13, %c4 : f64
  func.call @use(%r238) : (f64) -> ()
  %r239 = math.powf %c13, %c5 : f64
  func.call @use(%r239) : (f64) -> ()
  %r240 = math.powf %c13, %c6 : f64
  func.call @use(%r240) : (f64) -> ()
  %r241 = math.powf %c13, %c7 : f64
  func.call @use(%r241) : (f64) -> ()
  %r242 = math.powf %c13, %c8 : f64
  func.call @use(%r242) : (f64) -> ()
  %r243 = math.powf %c13, %c9 : f64
  func.call @use(%r243) : (f64) -> ()
  %r244 = math.powf %c13, %c10 : f64
  func.call @use(%r244) : (f64) -> ()
  %r245 = math.powf %c13, %c11 : f64
  func.call @use(%r245) : (f64) -> ()
  %r246 = math.powf %c13, %c12 : f64
  func.call @use(%r246) : (f64) -> ()
  %r247 = math.powf %c13, %c13 : f64
  func.call @use(%r247) : (f64) -> ()
  %r248 = math.powf %c13, %c14 : f64
  func.call @use(%r248) : (f64) -> ()
  %r249 = math.powf %c13, %c15 : f64
  func.call @use(%r249) : (f64) -> ()
  %r250 = math.powf %c13, %c16 : f64
  func.call @use(%r250) : (f64) -> ()
  %r251 = math.powf %c13, %c17 : f64
  func.call @use(%r251) : (f64) -> ()
  %r252 = math.powf %c14, %c0 : f64
  func.call @use(%r252) : (f64) -> ()
  %r253 = math.powf %c14, %c1 : f64
  func.call @use(%r253) : (f64) -> ()
  %r254 = math.powf %c14, %c2 : f64
  func.call @use(%r254) : (f64) -> ()
  %r255 = math.powf %c14, %c3 : f64
  func.call @use(%r255) : (f64) -> ()
  %r256 = math.powf %c14, %c4 : f64
  func.call @use(%r256) : (f64) -> ()
  %r257 = math.powf %c14, %c5 : f64
  func.call @use(%r257) : (f64) -> ()
  %r258 = math.powf %c14, %c6 : f64
  func.call @use(%r258) : (f64) -> ()
  %r259 = math.powf %c14, %c7 : f64
  func.call @use(%r259) : (f64) -> ()
  %r260 = math.powf %c14, %c8 : f64
  func.call @use(%r260) : (f64) -> ()
  %r261 = math.powf %c14, %c9 : f64
  func.call @use(%r261) : (f64) -> ()
  %r262 = math.powf %c14, %c10 : f64
  func.call @use(%r262) : (f64) -> ()
  %r263 = math.powf %c14, %c11 : f64
  func.call @use(%r263) : (f64) -> ()
  %r264 = math.powf %c14, %c12 : f64
  func.call @use(%r264) : (f64) -> ()
  %r265 = math.powf %c14, %c13 : f64
  func.call @use(%r265) : (f64) -> ()
  %r266 = math.powf %c14, %c14 : f64
  func.call @use(%r266) : (f64) -> ()
  %r267 = math.powf %c14, %c15 : f64
  func.call @use(%r267) : (f64) -> ()
  %r268 = math.powf %c14, %c16 : f64
  func.call @use(%r268) : (f64) -> ()
  %r269 = math.powf %c14, %c17 : f64
  func.call @use(%r269) : (f64) -> ()
  %r270 = math.powf %c15, %c0 : f64
  func.call @use(%r270) : (f64) -> ()
  %r271 = math.powf %c15, %c1 : f64
  func.call @use(%r271) : (f64) -> ()
  %r272 = math.powf %c15, %c2 : f64
  func.call @use(%r272) : (f64) -> ()
  %r273 = math.powf %c15, %c3 : f64
  func.call @use(%r273) : (f64) -> ()
  %r274 = math.powf %c15, %c4 : f64
  func.call @use(%r274) : (f64) -> ()
  %r275 = math.powf %c15, %c5 : f64
  func.call @use(%r275) : (f64) -> ()
  %r276 = math.powf %c15, %c6 : f64
  func.call @use(%r276) : (f64) -> ()
  %r277 = math.powf %c15, %c7 : f64
  func.call @use(%r277) : (f64) -> ()
  %r278 = math.powf %c15, %c8 : f64
  func.call @use(%r278) : (f64) -> ()
  %r279 = math.powf %c15, %c9 : f64
  func.call @use(%r279) : (f64) -> ()
  %r280 = math.powf %c15, %c10 : f64
  func.call @use(%r280) : (f64) -> ()
  %r281 = math.powf %c15, %c11 : f64
  func.call @use(%r281) : (f64) -> ()
  %r282 = math.powf %c15, %c12 : f64
  func.call @use(%r282) : (f64) -> ()
  %r283 = math.powf %c15, %c13 : f64
  func.call @use(%r283) : (f64) -> ()
  %r284 = math.powf %c15, %c14 : f64
  func.call @use(%r284) : (f64) -> ()
  %r285 = math.powf %c15, %c15 : f64
  func.call @use(%r285) : (f64) -> ()
  %r286 = math.powf %c15, %c16 : f64
  func.call @use(%r286) : (f64) -> ()
  %r287 = math.powf %c15, %c17 : f64
  func.call @use(%r287) : (f64) -> ()
  %r288 = math.powf %c16, %c0 : f64
  func.call @use(%r288) : (f64) -> ()
  %r289 = math.powf %c16, %c1 : f64
  func.call @use(%r289) : (f64) -> ()
  %r290 = math.powf %c16, %c2 : f64
  func.call @use(%r290) : (f64) -> ()
  %r291 = math.powf %c16, %c3 : f64
  func.call @use(%r291) : (f64) -> ()
  %r292 = math.powf %c16, %c4 : f64
  func.call @use(%r292) : (f64) -> ()
  %r293 = math.powf %c16, %c5 : f64
  func.call @use(%r293) : (f64) -> ()
  %r294 = math.powf %c16, %c6 : f64
  func.call @use(%r294) : (f64) -> ()
  %r295 = math.powf %c16, %c7 : f64
  func.call @use(%r295) : (f64) -> ()
  %r296 = math.powf %c16, %c8 : f64
  func.call @use(%r296) : (f64) -> ()
  %r297 = math.powf %c16, %c9 : f64
  func.call @use(%r297) : (f64) -> ()
  %r298 = math.powf %c16, %c10 : f64
  func.call @use(%r298) : (f64) -> ()
  %r299 = math.powf %c16, %c11 : f64
  func.call @use(%r299) : (f64) -> ()
  %r300 = math.powf %c16, %c12 : f64
  func.call @use(%r300) : (f64) -> ()
  %r301 = math.powf %c16, %c13 : f64
  func.call @use(%r301) : (f64) -> ()
  %r302 = math.powf %c16, %c14 : f64
  func.call @use(%r302) : (f64) -> ()
  %r303 = math.powf %c16, %c15 : f64
  func.call @use(%r303) : (f64) -> ()
  %r304 = math.powf %c16, %c16 : f64
  func.call @use(%r304) : (f64) -> ()
  %r305 = math.powf %c16, %c17 : f64
  func.call @use(%r305) : (f64) -> ()
  %r306 = math.powf %c17, %c0 : f64
  func.call @use(%r306) : (f64) -> ()
  %r307 = math.powf %c17, %c1 : f64
  func.call @use(%r307) : (f64) -> ()
  %r308 = math.powf %c17, %c2 : f64
  func.call @use(%r308) : (f64) -> ()
  %r309 = math.powf %c17, %c3 : f64
  func.call @use(%r309) : (f64) -> ()
  %r310 = math.powf %c17, %c4 : f64
  func.call @use(%r310) : (f64) -> ()
  %r311 = math.powf %c17, %c5 : f64
  func.call @use(%r311) : (f64) -> ()
  %r312 = math.powf %c17, %c6 : f64
  func.call @use(%r312) : (f64) -> ()
  %r313 = math.powf %c17, %c7 : f64
  func.call @use(%r313) : (f64) -> ()
  %r314 = math.powf %c17, %c8 : f64
  func.call @use(%r314) : (f64) -> ()
  %r315 = math.powf %c17, %c9 : f64
  func.call @use(%r315) : (f64) -> ()
  %r316 = math.powf %c17, %c10 : f64
  func.call @use(%r316) : (f64) -> ()
  %r317 = math.powf %c17, %c11 : f64
  func.call @use(%r317) : (f64) -> ()
  %r318 = math.powf %c17, %c12 : f64
  func.call @use(%r318) : (f64) -> ()
  %r319 = math.powf %c17, %c13 : f64
  func.call @use(%r319) : (f64) -> ()
  %r320 = math.powf %c17, %c14 : f64
  func.call @use(%r320) : (f64) -> ()
  %r321 = math.powf %c17, %c15 : f64
  func.call @use(%r321) : (f64) -> ()
  %r322 = math.powf %c17, %c16 : f64
  func.call @use(%r322) : (f64) -> ()
  %r323 = math.powf %c17, %c17 : f64
  func.call @use(%r323) : (f64) -> ()
  return
}
