// The integer math folds (absi, ctlz, cttz, ctpop, ipowi) at many widths,
// with the minimum value, zero, all ones and powers of two; ipowi does
// not fold zero to a negative power.
func.func private @use(i1)

func.func @i1() {
  %c0 = arith.constant -1 : i1
  %c1 = arith.constant 0 : i1
  %r0 = math.absi %c0 : i1
  func.call @use(%r0) : (i1) -> ()
  %r1 = math.ctlz %c0 : i1
  func.call @use(%r1) : (i1) -> ()
  %r2 = math.cttz %c0 : i1
  func.call @use(%r2) : (i1) -> ()
  %r3 = math.ctpop %c0 : i1
  func.call @use(%r3) : (i1) -> ()
  %r4 = math.absi %c1 : i1
  func.call @use(%r4) : (i1) -> ()
  %r5 = math.ctlz %c1 : i1
  func.call @use(%r5) : (i1) -> ()
  %r6 = math.cttz %c1 : i1
  func.call @use(%r6) : (i1) -> ()
  %r7 = math.ctpop %c1 : i1
  func.call @use(%r7) : (i1) -> ()
  %r8 = math.ipowi %c0, %c0 : i1
  func.call @use(%r8) : (i1) -> ()
  %r9 = math.ipowi %c0, %c1 : i1
  func.call @use(%r9) : (i1) -> ()
  %r10 = math.ipowi %c1, %c0 : i1
  func.call @use(%r10) : (i1) -> ()
  %r11 = math.ipowi %c1, %c1 : i1
  func.call @use(%r11) : (i1) -> ()
  return
}

// -----

func.func private @use(i2)

func.func @i2() {
  %c0 = arith.constant -2 : i2
  %c1 = arith.constant -1 : i2
  %c2 = arith.constant 0 : i2
  %c3 = arith.constant 1 : i2
  %r0 = math.absi %c0 : i2
  func.call @use(%r0) : (i2) -> ()
  %r1 = math.ctlz %c0 : i2
  func.call @use(%r1) : (i2) -> ()
  %r2 = math.cttz %c0 : i2
  func.call @use(%r2) : (i2) -> ()
  %r3 = math.ctpop %c0 : i2
  func.call @use(%r3) : (i2) -> ()
  %r4 = math.absi %c1 : i2
  func.call @use(%r4) : (i2) -> ()
  %r5 = math.ctlz %c1 : i2
  func.call @use(%r5) : (i2) -> ()
  %r6 = math.cttz %c1 : i2
  func.call @use(%r6) : (i2) -> ()
  %r7 = math.ctpop %c1 : i2
  func.call @use(%r7) : (i2) -> ()
  %r8 = math.absi %c2 : i2
  func.call @use(%r8) : (i2) -> ()
  %r9 = math.ctlz %c2 : i2
  func.call @use(%r9) : (i2) -> ()
  %r10 = math.cttz %c2 : i2
  func.call @use(%r10) : (i2) -> ()
  %r11 = math.ctpop %c2 : i2
  func.call @use(%r11) : (i2) -> ()
  %r12 = math.absi %c3 : i2
  func.call @use(%r12) : (i2) -> ()
  %r13 = math.ctlz %c3 : i2
  func.call @use(%r13) : (i2) -> ()
  %r14 = math.cttz %c3 : i2
  func.call @use(%r14) : (i2) -> ()
  %r15 = math.ctpop %c3 : i2
  func.call @use(%r15) : (i2) -> ()
  %r16 = math.ipowi %c0, %c0 : i2
  func.call @use(%r16) : (i2) -> ()
  %r17 = math.ipowi %c0, %c1 : i2
  func.call @use(%r17) : (i2) -> ()
  %r18 = math.ipowi %c0, %c2 : i2
  func.call @use(%r18) : (i2) -> ()
  %r19 = math.ipowi %c0, %c3 : i2
  func.call @use(%r19) : (i2) -> ()
  %r20 = math.ipowi %c1, %c0 : i2
  func.call @use(%r20) : (i2) -> ()
  %r21 = math.ipowi %c1, %c1 : i2
  func.call @use(%r21) : (i2) -> ()
  %r22 = math.ipowi %c1, %c2 : i2
  func.call @use(%r22) : (i2) -> ()
  %r23 = math.ipowi %c1, %c3 : i2
  func.call @use(%r23) : (i2) -> ()
  %r24 = math.ipowi %c2, %c0 : i2
  func.call @use(%r24) : (i2) -> ()
  %r25 = math.ipowi %c2, %c1 : i2
  func.call @use(%r25) : (i2) -> ()
  %r26 = math.ipowi %c2, %c2 : i2
  func.call @use(%r26) : (i2) -> ()
  %r27 = math.ipowi %c2, %c3 : i2
  func.call @use(%r27) : (i2) -> ()
  %r28 = math.ipowi %c3, %c0 : i2
  func.call @use(%r28) : (i2) -> ()
  %r29 = math.ipowi %c3, %c1 : i2
  func.call @use(%r29) : (i2) -> ()
  %r30 = math.ipowi %c3, %c2 : i2
  func.call @use(%r30) : (i2) -> ()
  %r31 = math.ipowi %c3, %c3 : i2
  func.call @use(%r31) : (i2) -> ()
  return
}

// -----

func.func private @use(i7)

func.func @i7() {
  %c0 = arith.constant -64 : i7
  %c1 = arith.constant -8 : i7
  %c2 = arith.constant -5 : i7
  %c3 = arith.constant -2 : i7
  %c4 = arith.constant -1 : i7
  %c5 = arith.constant 0 : i7
  %c6 = arith.constant 1 : i7
  %c7 = arith.constant 2 : i7
  %c8 = arith.constant 3 : i7
  %c9 = arith.constant 5 : i7
  %c10 = arith.constant 7 : i7
  %c11 = arith.constant 8 : i7
  %c12 = arith.constant 21 : i7
  %c13 = arith.constant 63 : i7
  %r0 = math.absi %c0 : i7
  func.call @use(%r0) : (i7) -> ()
  %r1 = math.ctlz %c0 : i7
  func.call @use(%r1) : (i7) -> ()
  %r2 = math.cttz %c0 : i7
  func.call @use(%r2) : (i7) -> ()
  %r3 = math.ctpop %c0 : i7
  func.call @use(%r3) : (i7) -> ()
  %r4 = math.absi %c1 : i7
  func.call @use(%r4) : (i7) -> ()
  %r5 = math.ctlz %c1 : i7
  func.call @use(%r5) : (i7) -> ()
  %r6 = math.cttz %c1 : i7
  func.call @use(%r6) : (i7) -> ()
  %r7 = math.ctpop %c1 : i7
  func.call @use(%r7) : (i7) -> ()
  %r8 = math.absi %c2 : i7
  func.call @use(%r8) : (i7) -> ()
  %r9 = math.ctlz %c2 : i7
  func.call @use(%r9) : (i7) -> ()
  %r10 = math.cttz %c2 : i7
  func.call @use(%r10) : (i7) -> ()
  %r11 = math.ctpop %c2 : i7
  func.call @use(%r11) : (i7) -> ()
  %r12 = math.absi %c3 : i7
  func.call @use(%r12) : (i7) -> ()
  %r13 = math.ctlz %c3 : i7
  func.call @use(%r13) : (i7) -> ()
  %r14 = math.cttz %c3 : i7
  func.call @use(%r14) : (i7) -> ()
  %r15 = math.ctpop %c3 : i7
  func.call @use(%r15) : (i7) -> ()
  %r16 = math.absi %c4 : i7
  func.call @use(%r16) : (i7) -> ()
  %r17 = math.ctlz %c4 : i7
  func.call @use(%r17) : (i7) -> ()
  %r18 = math.cttz %c4 : i7
  func.call @use(%r18) : (i7) -> ()
  %r19 = math.ctpop %c4 : i7
  func.call @use(%r19) : (i7) -> ()
  %r20 = math.absi %c5 : i7
  func.call @use(%r20) : (i7) -> ()
  %r21 = math.ctlz %c5 : i7
  func.call @use(%r21) : (i7) -> ()
  %r22 = math.cttz %c5 : i7
  func.call @use(%r22) : (i7) -> ()
  %r23 = math.ctpop %c5 : i7
  func.call @use(%r23) : (i7) -> ()
  %r24 = math.absi %c6 : i7
  func.call @use(%r24) : (i7) -> ()
  %r25 = math.ctlz %c6 : i7
  func.call @use(%r25) : (i7) -> ()
  %r26 = math.cttz %c6 : i7
  func.call @use(%r26) : (i7) -> ()
  %r27 = math.ctpop %c6 : i7
  func.call @use(%r27) : (i7) -> ()
  %r28 = math.absi %c7 : i7
  func.call @use(%r28) : (i7) -> ()
  %r29 = math.ctlz %c7 : i7
  func.call @use(%r29) : (i7) -> ()
  %r30 = math.cttz %c7 : i7
  func.call @use(%r30) : (i7) -> ()
  %r31 = math.ctpop %c7 : i7
  func.call @use(%r31) : (i7) -> ()
  %r32 = math.absi %c8 : i7
  func.call @use(%r32) : (i7) -> ()
  %r33 = math.ctlz %c8 : i7
  func.call @use(%r33) : (i7) -> ()
  %r34 = math.cttz %c8 : i7
  func.call @use(%r34) : (i7) -> ()
  %r35 = math.ctpop %c8 : i7
  func.call @use(%r35) : (i7) -> ()
  %r36 = math.absi %c9 : i7
  func.call @use(%r36) : (i7) -> ()
  %r37 = math.ctlz %c9 : i7
  func.call @use(%r37) : (i7) -> ()
  %r38 = math.cttz %c9 : i7
  func.call @use(%r38) : (i7) -> ()
  %r39 = math.ctpop %c9 : i7
  func.call @use(%r39) : (i7) -> ()
  %r40 = math.absi %c10 : i7
  func.call @use(%r40) : (i7) -> ()
  %r41 = math.ctlz %c10 : i7
  func.call @use(%r41) : (i7) -> ()
  %r42 = math.cttz %c10 : i7
  func.call @use(%r42) : (i7) -> ()
  %r43 = math.ctpop %c10 : i7
  func.call @use(%r43) : (i7) -> ()
  %r44 = math.absi %c11 : i7
  func.call @use(%r44) : (i7) -> ()
  %r45 = math.ctlz %c11 : i7
  func.call @use(%r45) : (i7) -> ()
  %r46 = math.cttz %c11 : i7
  func.call @use(%r46) : (i7) -> ()
  %r47 = math.ctpop %c11 : i7
  func.call @use(%r47) : (i7) -> ()
  %r48 = math.absi %c12 : i7
  func.call @use(%r48) : (i7) -> ()
  %r49 = math.ctlz %c12 : i7
  func.call @use(%r49) : (i7) -> ()
  %r50 = math.cttz %c12 : i7
  func.call @use(%r50) : (i7) -> ()
  %r51 = math.ctpop %c12 : i7
  func.call @use(%r51) : (i7) -> ()
  %r52 = math.absi %c13 : i7
  func.call @use(%r52) : (i7) -> ()
  %r53 = math.ctlz %c13 : i7
  func.call @use(%r53) : (i7) -> ()
  %r54 = math.cttz %c13 : i7
  func.call @use(%r54) : (i7) -> ()
  %r55 = math.ctpop %c13 : i7
  func.call @use(%r55) : (i7) -> ()
  %r56 = math.ipowi %c0, %c0 : i7
  func.call @use(%r56) : (i7) -> ()
  %r57 = math.ipowi %c0, %c1 : i7
  func.call @use(%r57) : (i7) -> ()
  %r58 = math.ipowi %c0, %c2 : i7
  func.call @use(%r58) : (i7) -> ()
  %r59 = math.ipowi %c0, %c3 : i7
  func.call @use(%r59) : (i7) -> ()
  %r60 = math.ipowi %c0, %c4 : i7
  func.call @use(%r60) : (i7) -> ()
  %r61 = math.ipowi %c0, %c5 : i7
  func.call @use(%r61) : (i7) -> ()
  %r62 = math.ipowi %c0, %c6 : i7
  func.call @use(%r62) : (i7) -> ()
  %r63 = math.ipowi %c0, %c7 : i7
  func.call @use(%r63) : (i7) -> ()
  %r64 = math.ipowi %c0, %c8 : i7
  func.call @use(%r64) : (i7) -> ()
  %r65 = math.ipowi %c0, %c9 : i7
  func.call @use(%r65) : (i7) -> ()
  %r66 = math.ipowi %c0, %c10 : i7
  func.call @use(%r66) : (i7) -> ()
  %r67 = math.ipowi %c0, %c11 : i7
  func.call @use(%r67) : (i7) -> ()
  %r68 = math.ipowi %c0, %c12 : i7
  func.call @use(%r68) : (i7) -> ()
  %r69 = math.ipowi %c0, %c13 : i7
  func.call @use(%r69) : (i7) -> ()
  %r70 = math.ipowi %c1, %c0 : i7
  func.call @use(%r70) : (i7) -> ()
  %r71 = math.ipowi %c1, %c1 : i7
  func.call @use(%r71) : (i7) -> ()
  %r72 = math.ipowi %c1, %c2 : i7
  func.call @use(%r72) : (i7) -> ()
  %r73 = math.ipowi %c1, %c3 : i7
  func.call @use(%r73) : (i7) -> ()
  %r74 = math.ipowi %c1, %c4 : i7
  func.call @use(%r74) : (i7) -> ()
  %r75 = math.ipowi %c1, %c5 : i7
  func.call @use(%r75) : (i7) -> ()
  %r76 = math.ipowi %c1, %c6 : i7
  func.call @use(%r76) : (i7) -> ()
  %r77 = math.ipowi %c1, %c7 : i7
  func.call @use(%r77) : (i7) -> ()
  %r78 = math.ipowi %c1, %c8 : i7
  func.call @use(%r78) : (i7) -> ()
  %r79 = math.ipowi %c1, %c9 : i7
  func.call @use(%r79) : (i7) -> ()
  %r80 = math.ipowi %c1, %c10 : i7
  func.call @use(%r80) : (i7) -> ()
  %r81 = math.ipowi %c1, %c11 : i7
  func.call @use(%r81) : (i7) -> ()
  %r82 = math.ipowi %c1, %c12 : i7
  func.call @use(%r82) : (i7) -> ()
  %r83 = math.ipowi %c1, %c13 : i7
  func.call @use(%r83) : (i7) -> ()
  %r84 = math.ipowi %c2, %c0 : i7
  func.call @use(%r84) : (i7) -> ()
  %r85 = math.ipowi %c2, %c1 : i7
  func.call @use(%r85) : (i7) -> ()
  %r86 = math.ipowi %c2, %c2 : i7
  func.call @use(%r86) : (i7) -> ()
  %r87 = math.ipowi %c2, %c3 : i7
  func.call @use(%r87) : (i7) -> ()
  %r88 = math.ipowi %c2, %c4 : i7
  func.call @use(%r88) : (i7) -> ()
  %r89 = math.ipowi %c2, %c5 : i7
  func.call @use(%r89) : (i7) -> ()
  %r90 = math.ipowi %c2, %c6 : i7
  func.call @use(%r90) : (i7) -> ()
  %r91 = math.ipowi %c2, %c7 : i7
  func.call @use(%r91) : (i7) -> ()
  %r92 = math.ipowi %c2, %c8 : i7
  func.call @use(%r92) : (i7) -> ()
  %r93 = math.ipowi %c2, %c9 : i7
  func.call @use(%r93) : (i7) -> ()
  %r94 = math.ipowi %c2, %c10 : i7
  func.call @use(%r94) : (i7) -> ()
  %r95 = math.ipowi %c2, %c11 : i7
  func.call @use(%r95) : (i7) -> ()
  %r96 = math.ipowi %c2, %c12 : i7
  func.call @use(%r96) : (i7) -> ()
  %r97 = math.ipowi %c2, %c13 : i7
  func.call @use(%r97) : (i7) -> ()
  %r98 = math.ipowi %c3, %c0 : i7
  func.call @use(%r98) : (i7) -> ()
  %r99 = math.ipowi %c3, %c1 : i7
  func.call @use(%r99) : (i7) -> ()
  %r100 = math.ipowi %c3, %c2 : i7
  func.call @use(%r100) : (i7) -> ()
  %r101 = math.ipowi %c3, %c3 : i7
  func.call @use(%r101) : (i7) -> ()
  %r102 = math.ipowi %c3, %c4 : i7
  func.call @use(%r102) : (i7) -> ()
  %r103 = math.ipowi %c3, %c5 : i7
  func.call @use(%r103) : (i7) -> ()
  %r104 = math.ipowi %c3, %c6 : i7
  func.call @use(%r104) : (i7) -> ()
  %r105 = math.ipowi %c3, %c7 : i7
  func.call @use(%r105) : (i7) -> ()
  %r106 = math.ipowi %c3, %c8 : i7
  func.call @use(%r106) : (i7) -> ()
  %r107 = math.ipowi %c3, %c9 : i7
  func.call @use(%r107) : (i7) -> ()
  %r108 = math.ipowi %c3, %c10 : i7
  func.call @use(%r108) : (i7) -> ()
  %r109 = math.ipowi %c3, %c11 : i7
  func.call @use(%r109) : (i7) -> ()
  %r110 = math.ipowi %c3, %c12 : i7
  func.call @use(%r110) : (i7) -> ()
  %r111 = math.ipowi %c3, %c13 : i7
  func.call @use(%r111) : (i7) -> ()
  %r112 = math.ipowi %c4, %c0 : i7
  func.call @use(%r112) : (i7) -> ()
  %r113 = math.ipowi %c4, %c1 : i7
  func.call @use(%r113) : (i7) -> ()
  %r114 = math.ipowi %c4, %c2 : i7
  func.call @use(%r114) : (i7) -> ()
  %r115 = math.ipowi %c4, %c3 : i7
  func.call @use(%r115) : (i7) -> ()
  %r116 = math.ipowi %c4, %c4 : i7
  func.call @use(%r116) : (i7) -> ()
  %r117 = math.ipowi %c4, %c5 : i7
  func.call @use(%r117) : (i7) -> ()
  %r118 = math.ipowi %c4, %c6 : i7
  func.call @use(%r118) : (i7) -> ()
  %r119 = math.ipowi %c4, %c7 : i7
  func.call @use(%r119) : (i7) -> ()
  %r120 = math.ipowi %c4, %c8 : i7
  func.call @use(%r120) : (i7) -> ()
  %r121 = math.ipowi %c4, %c9 : i7
  func.call @use(%r121) : (i7) -> ()
  %r122 = math.ipowi %c4, %c10 : i7
  func.call @use(%r122) : (i7) -> ()
  %r123 = math.ipowi %c4, %c11 : i7
  func.call @use(%r123) : (i7) -> ()
  %r124 = math.ipowi %c4, %c12 : i7
  func.call @use(%r124) : (i7) -> ()
  %r125 = math.ipowi %c4, %c13 : i7
  func.call @use(%r125) : (i7) -> ()
  %r126 = math.ipowi %c5, %c0 : i7
  func.call @use(%r126) : (i7) -> ()
  %r127 = math.ipowi %c5, %c1 : i7
  func.call @use(%r127) : (i7) -> ()
  %r128 = math.ipowi %c5, %c2 : i7
  func.call @use(%r128) : (i7) -> ()
  %r129 = math.ipowi %c5, %c3 : i7
  func.call @use(%r129) : (i7) -> ()
  %r130 = math.ipowi %c5, %c4 : i7
  func.call @use(%r130) : (i7) -> ()
  %r131 = math.ipowi %c5, %c5 : i7
  func.call @use(%r131) : (i7) -> ()
  %r132 = math.ipowi %c5, %c6 : i7
  func.call @use(%r132) : (i7) -> ()
  %r133 = math.ipowi %c5, %c7 : i7
  func.call @use(%r133) : (i7) -> ()
  %r134 = math.ipowi %c5, %c8 : i7
  func.call @use(%r134) : (i7) -> ()
  %r135 = math.ipowi %c5, %c9 : i7
  func.call @use(%r135) : (i7) -> ()
  %r136 = math.ipowi %c5, %c10 : i7
  func.call @use(%r136) : (i7) -> ()
  %r137 = math.ipowi %c5, %c11 : i7
  func.call @use(%r137) : (i7) -> ()
  %r138 = math.ipowi %c5, %c12 : i7
  func.call @use(%r138) : (i7) -> ()
  %r139 = math.ipowi %c5, %c13 : i7
  func.call @use(%r139) : (i7) -> ()
  %r140 = math.ipowi %c6, %c0 : i7
  func.call @use(%r140) : (i7) -> ()
  %r141 = math.ipowi %c6, %c1 : i7
  func.call @use(%r141) : (i7) -> ()
  %r142 = math.ipowi %c6, %c2 : i7
  func.call @use(%r142) : (i7) -> ()
  %r143 = math.ipowi %c6, %c3 : i7
  func.call @use(%r143) : (i7) -> ()
  %r144 = math.ipowi %c6, %c4 : i7
  func.call @use(%r144) : (i7) -> ()
  %r145 = math.ipowi %c6, %c5 : i7
  func.call @use(%r145) : (i7) -> ()
  %r146 = math.ipowi %c6, %c6 : i7
  func.call @use(%r146) : (i7) -> ()
  %r147 = math.ipowi %c6, %c7 : i7
  func.call @use(%r147) : (i7) -> ()
  %r148 = math.ipowi %c6, %c8 : i7
  func.call @use(%r148) : (i7) -> ()
  %r149 = math.ipowi %c6, %c9 : i7
  func.call @use(%r149) : (i7) -> ()
  %r150 = math.ipowi %c6, %c10 : i7
  func.call @use(%r150) : (i7) -> ()
  %r151 = math.ipowi %c6, %c11 : i7
  func.call @use(%r151) : (i7) -> ()
  %r152 = math.ipowi %c6, %c12 : i7
  func.call @use(%r152) : (i7) -> ()
  %r153 = math.ipowi %c6, %c13 : i7
  func.call @use(%r153) : (i7) -> ()
  %r154 = math.ipowi %c7, %c0 : i7
  func.call @use(%r154) : (i7) -> ()
  %r155 = math.ipowi %c7, %c1 : i7
  func.call @use(%r155) : (i7) -> ()
  %r156 = math.ipowi %c7, %c2 : i7
  func.call @use(%r156) : (i7) -> ()
  %r157 = math.ipowi %c7, %c3 : i7
  func.call @use(%r157) : (i7) -> ()
  %r158 = math.ipowi %c7, %c4 : i7
  func.call @use(%r158) : (i7) -> ()
  %r159 = math.ipowi %c7, %c5 : i7
  func.call @use(%r159) : (i7) -> ()
  %r160 = math.ipowi %c7, %c6 : i7
  func.call @use(%r160) : (i7) -> ()
  %r161 = math.ipowi %c7, %c7 : i7
  func.call @use(%r161) : (i7) -> ()
  %r162 = math.ipowi %c7, %c8 : i7
  func.call @use(%r162) : (i7) -> ()
  %r163 = math.ipowi %c7, %c9 : i7
  func.call @use(%r163) : (i7) -> ()
  %r164 = math.ipowi %c7, %c10 : i7
  func.call @use(%r164) : (i7) -> ()
  %r165 = math.ipowi %c7, %c11 : i7
  func.call @use(%r165) : (i7) -> ()
  %r166 = math.ipowi %c7, %c12 : i7
  func.call @use(%r166) : (i7) -> ()
  %r167 = math.ipowi %c7, %c13 : i7
  func.call @use(%r167) : (i7) -> ()
  %r168 = math.ipowi %c8, %c0 : i7
  func.call @use(%r168) : (i7) -> ()
  %r169 = math.ipowi %c8, %c1 : i7
  func.call @use(%r169) : (i7) -> ()
  %r170 = math.ipowi %c8, %c2 : i7
  func.call @use(%r170) : (i7) -> ()
  %r171 = math.ipowi %c8, %c3 : i7
  func.call @use(%r171) : (i7) -> ()
  %r172 = math.ipowi %c8, %c4 : i7
  func.call @use(%r172) : (i7) -> ()
  %r173 = math.ipowi %c8, %c5 : i7
  func.call @use(%r173) : (i7) -> ()
  %r174 = math.ipowi %c8, %c6 : i7
  func.call @use(%r174) : (i7) -> ()
  %r175 = math.ipowi %c8, %c7 : i7
  func.call @use(%r175) : (i7) -> ()
  %r176 = math.ipowi %c8, %c8 : i7
  func.call @use(%r176) : (i7) -> ()
  %r177 = math.ipowi %c8, %c9 : i7
  func.call @use(%r177) : (i7) -> ()
  %r178 = math.ipowi %c8, %c10 : i7
  func.call @use(%r178) : (i7) -> ()
  %r179 = math.ipowi %c8, %c11 : i7
  func.call @use(%r179) : (i7) -> ()
  %r180 = math.ipowi %c8, %c12 : i7
  func.call @use(%r180) : (i7) -> ()
  %r181 = math.ipowi %c8, %c13 : i7
  func.call @use(%r181) : (i7) -> ()
  %r182 = math.ipowi %c9, %c0 : i7
  func.call @use(%r182) : (i7) -> ()
  %r183 = math.ipowi %c9, %c1 : i7
  func.call @use(%r183) : (i7) -> ()
  %r184 = math.ipowi %c9, %c2 : i7
  func.call @use(%r184) : (i7) -> ()
  %r185 = math.ipowi %c9, %c3 : i7
  func.call @use(%r185) : (i7) -> ()
  %r186 = math.ipowi %c9, %c4 : i7
  func.call @use(%r186) : (i7) -> ()
  %r187 = math.ipowi %c9, %c5 : i7
  func.call @use(%r187) : (i7) -> ()
  %r188 = math.ipowi %c9, %c6 : i7
  func.call @use(%r188) : (i7) -> ()
  %r189 = math.ipowi %c9, %c7 : i7
  func.call @use(%r189) : (i7) -> ()
  %r190 = math.ipowi %c9, %c8 : i7
  func.call @use(%r190) : (i7) -> ()
  %r191 = math.ipowi %c9, %c9 : i7
  func.call @use(%r191) : (i7) -> ()
  %r192 = math.ipowi %c9, %c10 : i7
  func.call @use(%r192) : (i7) -> ()
  %r193 = math.ipowi %c9, %c11 : i7
  func.call @use(%r193) : (i7) -> ()
  %r194 = math.ipowi %c9, %c12 : i7
  func.call @use(%r194) : (i7) -> ()
  %r195 = math.ipowi %c9, %c13 : i7
  func.call @use(%r195) : (i7) -> ()
  %r196 = math.ipowi %c10, %c0 : i7
  func.call @use(%r196) : (i7) -> ()
  %r197 = math.ipowi %c10, %c1 : i7
  func.call @use(%r197) : (i7) -> ()
  %r198 = math.ipowi %c10, %c2 : i7
  func.call @use(%r198) : (i7) -> ()
  %r199 = math.ipowi %c10, %c3 : i7
  func.call @use(%r199) : (i7) -> ()
  %r200 = math.ipowi %c10, %c4 : i7
  func.call @use(%r200) : (i7) -> ()
  %r201 = math.ipowi %c10, %c5 : i7
  func.call @use(%r201) : (i7) -> ()
  %r202 = math.ipowi %c10, %c6 : i7
  func.call @use(%r202) : (i7) -> ()
  %r203 = math.ipowi %c10, %c7 : i7
  func.call @use(%r203) : (i7) -> ()
  %r204 = math.ipowi %c10, %c8 : i7
  func.call @use(%r204) : (i7) -> ()
  %r205 = math.ipowi %c10, %c9 : i7
  func.call @use(%r205) : (i7) -> ()
  %r206 = math.ipowi %c10, %c10 : i7
  func.call @use(%r206) : (i7) -> ()
  %r207 = math.ipowi %c10, %c11 : i7
  func.call @use(%r207) : (i7) -> ()
  %r208 = math.ipowi %c10, %c12 : i7
  func.call @use(%r208) : (i7) -> ()
  %r209 = math.ipowi %c10, %c13 : i7
  func.call @use(%r209) : (i7) -> ()
  %r210 = math.ipowi %c11, %c0 : i7
  func.call @use(%r210) : (i7) -> ()
  %r211 = math.ipowi %c11, %c1 : i7
  func.call @use(%r211) : (i7) -> ()
  %r212 = math.ipowi %c11, %c2 : i7
  func.call @use(%r212) : (i7) -> ()
  %r213 = math.ipowi %c11, %c3 : i7
  func.call @use(%r213) : (i7) -> ()
  %r214 = math.ipowi %c11, %c4 : i7
  func.call @use(%r214) : (i7) -> ()
  %r215 = math.ipowi %c11, %c5 : i7
  func.call @use(%r215) : (i7) -> ()
  %r216 = math.ipowi %c11, %c6 : i7
  func.call @use(%r216) : (i7) -> ()
  %r217 = math.ipowi %c11, %c7 : i7
  func.call @use(%r217) : (i7) -> ()
  %r218 = math.ipowi %c11, %c8 : i7
  func.call @use(%r218) : (i7) -> ()
  %r219 = math.ipowi %c11, %c9 : i7
  func.call @use(%r219) : (i7) -> ()
  %r220 = math.ipowi %c11, %c10 : i7
  func.call @use(%r220) : (i7) -> ()
  %r221 = math.ipowi %c11, %c11 : i7
  func.call @use(%r221) : (i7) -> ()
  %r222 = math.ipowi %c11, %c12 : i7
  func.call @use(%r222) : (i7) -> ()
  %r223 = math.ipowi %c11, %c13 : i7
  func.call @use(%r223) : (i7) -> ()
  %r224 = math.ipowi %c12, %c0 : i7
  func.call @use(%r224) : (i7) -> ()
  %r225 = math.ipowi %c12, %c1 : i7
  func.call @use(%r225) : (i7) -> ()
  %r226 = math.ipowi %c12, %c2 : i7
  func.call @use(%r226) : (i7) -> ()
  %r227 = math.ipowi %c12, %c3 : i7
  func.call @use(%r227) : (i7) -> ()
  %r228 = math.ipowi %c12, %c4 : i7
  func.call @use(%r228) : (i7) -> ()
  %r229 = math.ipowi %c12, %c5 : i7
  func.call @use(%r229) : (i7) -> ()
  %r230 = math.ipowi %c12, %c6 : i7
  func.call @use(%r230) : (i7) -> ()
  %r231 = math.ipowi %c12, %c7 : i7
  func.call @use(%r231) : (i7) -> ()
  %r232 = math.ipowi %c12, %c8 : i7
  func.call @use(%r232) : (i7) -> ()
  %r233 = math.ipowi %c12, %c9 : i7
  func.call @use(%r233) : (i7) -> ()
  %r234 = math.ipowi %c12, %c10 : i7
  func.call @use(%r234) : (i7) -> ()
  %r235 = math.ipowi %c12, %c11 : i7
  func.call @use(%r235) : (i7) -> ()
  %r236 = math.ipowi %c12, %c12 : i7
  func.call @use(%r236) : (i7) -> ()
  %r237 = math.ipowi %c12, %c13 : i7
  func.call @use(%r237) : (i7) -> ()
  %r238 = math.ipowi %c13, %c0 : i7
  func.call @use(%r238) : (i7) -> ()
  %r239 = math.ipowi %c13, %c1 : i7
  func.call @use(%r239) : (i7) -> ()
  %r240 = math.ipowi %c13, %c2 : i7
  func.call @use(%r240) : (i7) -> ()
  %r241 = math.ipowi %c13, %c3 : i7
  func.call @use(%r241) : (i7) -> ()
  %r242 = math.ipowi %c13, %c4 : i7
  func.call @use(%r242) : (i7) -> ()
  %r243 = math.ipowi %c13, %c5 : i7
  func.call @use(%r243) : (i7) -> ()
  %r244 = math.ipowi %c13, %c6 : i7
  func.call @use(%r244) : (i7) -> ()
  %r245 = math.ipowi %c13, %c7 : i7
  func.call @use(%r245) : (i7) -> ()
  %r246 = math.ipowi %c13, %c8 : i7
  func.call @use(%r246) : (i7) -> ()
  %r247 = math.ipowi %c13, %c9 : i7
  func.call @use(%r247) : (i7) -> ()
  %r248 = math.ipowi %c13, %c10 : i7
  func.call @use(%r248) : (i7) -> ()
  %r249 = math.ipowi %c13, %c11 : i7
  func.call @use(%r249) : (i7) -> ()
  %r250 = math.ipowi %c13, %c12 : i7
  func.call @use(%r250) : (i7) -> ()
  %r251 = math.ipowi %c13, %c13 : i7
  func.call @use(%r251) : (i7) -> ()
  return
}

// -----

func.func private @use(i8)

func.func @i8() {
  %c0 = arith.constant -128 : i8
  %c1 = arith.constant -16 : i8
  %c2 = arith.constant -5 : i8
  %c3 = arith.constant -2 : i8
  %c4 = arith.constant -1 : i8
  %c5 = arith.constant 0 : i8
  %c6 = arith.constant 1 : i8
  %c7 = arith.constant 2 : i8
  %c8 = arith.constant 3 : i8
  %c9 = arith.constant 5 : i8
  %c10 = arith.constant 7 : i8
  %c11 = arith.constant 16 : i8
  %c12 = arith.constant 42 : i8
  %c13 = arith.constant 127 : i8
  %r0 = math.absi %c0 : i8
  func.call @use(%r0) : (i8) -> ()
  %r1 = math.ctlz %c0 : i8
  func.call @use(%r1) : (i8) -> ()
  %r2 = math.cttz %c0 : i8
  func.call @use(%r2) : (i8) -> ()
  %r3 = math.ctpop %c0 : i8
  func.call @use(%r3) : (i8) -> ()
  %r4 = math.absi %c1 : i8
  func.call @use(%r4) : (i8) -> ()
  %r5 = math.ctlz %c1 : i8
  func.call @use(%r5) : (i8) -> ()
  %r6 = math.cttz %c1 : i8
  func.call @use(%r6) : (i8) -> ()
  %r7 = math.ctpop %c1 : i8
  func.call @use(%r7) : (i8) -> ()
  %r8 = math.absi %c2 : i8
  func.call @use(%r8) : (i8) -> ()
  %r9 = math.ctlz %c2 : i8
  func.call @use(%r9) : (i8) -> ()
  %r10 = math.cttz %c2 : i8
  func.call @use(%r10) : (i8) -> ()
  %r11 = math.ctpop %c2 : i8
  func.call @use(%r11) : (i8) -> ()
  %r12 = math.absi %c3 : i8
  func.call @use(%r12) : (i8) -> ()
  %r13 = math.ctlz %c3 : i8
  func.call @use(%r13) : (i8) -> ()
  %r14 = math.cttz %c3 : i8
  func.call @use(%r14) : (i8) -> ()
  %r15 = math.ctpop %c3 : i8
  func.call @use(%r15) : (i8) -> ()
  %r16 = math.absi %c4 : i8
  func.call @use(%r16) : (i8) -> ()
  %r17 = math.ctlz %c4 : i8
  func.call @use(%r17) : (i8) -> ()
  %r18 = math.cttz %c4 : i8
  func.call @use(%r18) : (i8) -> ()
  %r19 = math.ctpop %c4 : i8
  func.call @use(%r19) : (i8) -> ()
  %r20 = math.absi %c5 : i8
  func.call @use(%r20) : (i8) -> ()
  %r21 = math.ctlz %c5 : i8
  func.call @use(%r21) : (i8) -> ()
  %r22 = math.cttz %c5 : i8
  func.call @use(%r22) : (i8) -> ()
  %r23 = math.ctpop %c5 : i8
  func.call @use(%r23) : (i8) -> ()
  %r24 = math.absi %c6 : i8
  func.call @use(%r24) : (i8) -> ()
  %r25 = math.ctlz %c6 : i8
  func.call @use(%r25) : (i8) -> ()
  %r26 = math.cttz %c6 : i8
  func.call @use(%r26) : (i8) -> ()
  %r27 = math.ctpop %c6 : i8
  func.call @use(%r27) : (i8) -> ()
  %r28 = math.absi %c7 : i8
  func.call @use(%r28) : (i8) -> ()
  %r29 = math.ctlz %c7 : i8
  func.call @use(%r29) : (i8) -> ()
  %r30 = math.cttz %c7 : i8
  func.call @use(%r30) : (i8) -> ()
  %r31 = math.ctpop %c7 : i8
  func.call @use(%r31) : (i8) -> ()
  %r32 = math.absi %c8 : i8
  func.call @use(%r32) : (i8) -> ()
  %r33 = math.ctlz %c8 : i8
  func.call @use(%r33) : (i8) -> ()
  %r34 = math.cttz %c8 : i8
  func.call @use(%r34) : (i8) -> ()
  %r35 = math.ctpop %c8 : i8
  func.call @use(%r35) : (i8) -> ()
  %r36 = math.absi %c9 : i8
  func.call @use(%r36) : (i8) -> ()
  %r37 = math.ctlz %c9 : i8
  func.call @use(%r37) : (i8) -> ()
  %r38 = math.cttz %c9 : i8
  func.call @use(%r38) : (i8) -> ()
  %r39 = math.ctpop %c9 : i8
  func.call @use(%r39) : (i8) -> ()
  %r40 = math.absi %c10 : i8
  func.call @use(%r40) : (i8) -> ()
  %r41 = math.ctlz %c10 : i8
  func.call @use(%r41) : (i8) -> ()
  %r42 = math.cttz %c10 : i8
  func.call @use(%r42) : (i8) -> ()
  %r43 = math.ctpop %c10 : i8
  func.call @use(%r43) : (i8) -> ()
  %r44 = math.absi %c11 : i8
  func.call @use(%r44) : (i8) -> ()
  %r45 = math.ctlz %c11 : i8
  func.call @use(%r45) : (i8) -> ()
  %r46 = math.cttz %c11 : i8
  func.call @use(%r46) : (i8) -> ()
  %r47 = math.ctpop %c11 : i8
  func.call @use(%r47) : (i8) -> ()
  %r48 = math.absi %c12 : i8
  func.call @use(%r48) : (i8) -> ()
  %r49 = math.ctlz %c12 : i8
  func.call @use(%r49) : (i8) -> ()
  %r50 = math.cttz %c12 : i8
  func.call @use(%r50) : (i8) -> ()
  %r51 = math.ctpop %c12 : i8
  func.call @use(%r51) : (i8) -> ()
  %r52 = math.absi %c13 : i8
  func.call @use(%r52) : (i8) -> ()
  %r53 = math.ctlz %c13 : i8
  func.call @use(%r53) : (i8) -> ()
  %r54 = math.cttz %c13 : i8
  func.call @use(%r54) : (i8) -> ()
  %r55 = math.ctpop %c13 : i8
  func.call @use(%r55) : (i8) -> ()
  %r56 = math.ipowi %c0, %c0 : i8
  func.call @use(%r56) : (i8) -> ()
  %r57 = math.ipowi %c0, %c1 : i8
  func.call @use(%r57) : (i8) -> ()
  %r58 = math.ipowi %c0, %c2 : i8
  func.call @use(%r58) : (i8) -> ()
  %r59 = math.ipowi %c0, %c3 : i8
  func.call @use(%r59) : (i8) -> ()
  %r60 = math.ipowi %c0, %c4 : i8
  func.call @use(%r60) : (i8) -> ()
  %r61 = math.ipowi %c0, %c5 : i8
  func.call @use(%r61) : (i8) -> ()
  %r62 = math.ipowi %c0, %c6 : i8
  func.call @use(%r62) : (i8) -> ()
  %r63 = math.ipowi %c0, %c7 : i8
  func.call @use(%r63) : (i8) -> ()
  %r64 = math.ipowi %c0, %c8 : i8
  func.call @use(%r64) : (i8) -> ()
  %r65 = math.ipowi %c0, %c9 : i8
  func.call @use(%r65) : (i8) -> ()
  %r66 = math.ipowi %c0, %c10 : i8
  func.call @use(%r66) : (i8) -> ()
  %r67 = math.ipowi %c0, %c11 : i8
  func.call @use(%r67) : (i8) -> ()
  %r68 = math.ipowi %c0, %c12 : i8
  func.call @use(%r68) : (i8) -> ()
  %r69 = math.ipowi %c0, %c13 : i8
  func.call @use(%r69) : (i8) -> ()
  %r70 = math.ipowi %c1, %c0 : i8
  func.call @use(%r70) : (i8) -> ()
  %r71 = math.ipowi %c1, %c1 : i8
  func.call @use(%r71) : (i8) -> ()
  %r72 = math.ipowi %c1, %c2 : i8
  func.call @use(%r72) : (i8) -> ()
  %r73 = math.ipowi %c1, %c3 : i8
  func.call @use(%r73) : (i8) -> ()
  %r74 = math.ipowi %c1, %c4 : i8
  func.call @use(%r74) : (i8) -> ()
  %r75 = math.ipowi %c1, %c5 : i8
  func.call @use(%r75) : (i8) -> ()
  %r76 = math.ipowi %c1, %c6 : i8
  func.call @use(%r76) : (i8) -> ()
  %r77 = math.ipowi %c1, %c7 : i8
  func.call @use(%r77) : (i8) -> ()
  %r78 = math.ipowi %c1, %c8 : i8
  func.call @use(%r78) : (i8) -> ()
  %r79 = math.ipowi %c1, %c9 : i8
  func.call @use(%r79) : (i8) -> ()
  %r80 = math.ipowi %c1, %c10 : i8
  func.call @use(%r80) : (i8) -> ()
  %r81 = math.ipowi %c1, %c11 : i8
  func.call @use(%r81) : (i8) -> ()
  %r82 = math.ipowi %c1, %c12 : i8
  func.call @use(%r82) : (i8) -> ()
  %r83 = math.ipowi %c1, %c13 : i8
  func.call @use(%r83) : (i8) -> ()
  %r84 = math.ipowi %c2, %c0 : i8
  func.call @use(%r84) : (i8) -> ()
  %r85 = math.ipowi %c2, %c1 : i8
  func.call @use(%r85) : (i8) -> ()
  %r86 = math.ipowi %c2, %c2 : i8
  func.call @use(%r86) : (i8) -> ()
  %r87 = math.ipowi %c2, %c3 : i8
  func.call @use(%r87) : (i8) -> ()
  %r88 = math.ipowi %c2, %c4 : i8
  func.call @use(%r88) : (i8) -> ()
  %r89 = math.ipowi %c2, %c5 : i8
  func.call @use(%r89) : (i8) -> ()
  %r90 = math.ipowi %c2, %c6 : i8
  func.call @use(%r90) : (i8) -> ()
  %r91 = math.ipowi %c2, %c7 : i8
  func.call @use(%r91) : (i8) -> ()
  %r92 = math.ipowi %c2, %c8 : i8
  func.call @use(%r92) : (i8) -> ()
  %r93 = math.ipowi %c2, %c9 : i8
  func.call @use(%r93) : (i8) -> ()
  %r94 = math.ipowi %c2, %c10 : i8
  func.call @use(%r94) : (i8) -> ()
  %r95 = math.ipowi %c2, %c11 : i8
  func.call @use(%r95) : (i8) -> ()
  %r96 = math.ipowi %c2, %c12 : i8
  func.call @use(%r96) : (i8) -> ()
  %r97 = math.ipowi %c2, %c13 : i8
  func.call @use(%r97) : (i8) -> ()
  %r98 = math.ipowi %c3, %c0 : i8
  func.call @use(%r98) : (i8) -> ()
  %r99 = math.ipowi %c3, %c1 : i8
  func.call @use(%r99) : (i8) -> ()
  %r100 = math.ipowi %c3, %c2 : i8
  func.call @use(%r100) : (i8) -> ()
  %r101 = math.ipowi %c3, %c3 : i8
  func.call @use(%r101) : (i8) -> ()
  %r102 = math.ipowi %c3, %c4 : i8
  func.call @use(%r102) : (i8) -> ()
  %r103 = math.ipowi %c3, %c5 : i8
  func.call @use(%r103) : (i8) -> ()
  %r104 = math.ipowi %c3, %c6 : i8
  func.call @use(%r104) : (i8) -> ()
  %r105 = math.ipowi %c3, %c7 : i8
  func.call @use(%r105) : (i8) -> ()
  %r106 = math.ipowi %c3, %c8 : i8
  func.call @use(%r106) : (i8) -> ()
  %r107 = math.ipowi %c3, %c9 : i8
  func.call @use(%r107) : (i8) -> ()
  %r108 = math.ipowi %c3, %c10 : i8
  func.call @use(%r108) : (i8) -> ()
  %r109 = math.ipowi %c3, %c11 : i8
  func.call @use(%r109) : (i8) -> ()
  %r110 = math.ipowi %c3, %c12 : i8
  func.call @use(%r110) : (i8) -> ()
  %r111 = math.ipowi %c3, %c13 : i8
  func.call @use(%r111) : (i8) -> ()
  %r112 = math.ipowi %c4, %c0 : i8
  func.call @use(%r112) : (i8) -> ()
  %r113 = math.ipowi %c4, %c1 : i8
  func.call @use(%r113) : (i8) -> ()
  %r114 = math.ipowi %c4, %c2 : i8
  func.call @use(%r114) : (i8) -> ()
  %r115 = math.ipowi %c4, %c3 : i8
  func.call @use(%r115) : (i8) -> ()
  %r116 = math.ipowi %c4, %c4 : i8
  func.call @use(%r116) : (i8) -> ()
  %r117 = math.ipowi %c4, %c5 : i8
  func.call @use(%r117) : (i8) -> ()
  %r118 = math.ipowi %c4, %c6 : i8
  func.call @use(%r118) : (i8) -> ()
  %r119 = math.ipowi %c4, %c7 : i8
  func.call @use(%r119) : (i8) -> ()
  %r120 = math.ipowi %c4, %c8 : i8
  func.call @use(%r120) : (i8) -> ()
  %r121 = math.ipowi %c4, %c9 : i8
  func.call @use(%r121) : (i8) -> ()
  %r122 = math.ipowi %c4, %c10 : i8
  func.call @use(%r122) : (i8) -> ()
  %r123 = math.ipowi %c4, %c11 : i8
  func.call @use(%r123) : (i8) -> ()
  %r124 = math.ipowi %c4, %c12 : i8
  func.call @use(%r124) : (i8) -> ()
  %r125 = math.ipowi %c4, %c13 : i8
  func.call @use(%r125) : (i8) -> ()
  %r126 = math.ipowi %c5, %c0 : i8
  func.call @use(%r126) : (i8) -> ()
  %r127 = math.ipowi %c5, %c1 : i8
  func.call @use(%r127) : (i8) -> ()
  %r128 = math.ipowi %c5, %c2 : i8
  func.call @use(%r128) : (i8) -> ()
  %r129 = math.ipowi %c5, %c3 : i8
  func.call @use(%r129) : (i8) -> ()
  %r130 = math.ipowi %c5, %c4 : i8
  func.call @use(%r130) : (i8) -> ()
  %r131 = math.ipowi %c5, %c5 : i8
  func.call @use(%r131) : (i8) -> ()
  %r132 = math.ipowi %c5, %c6 : i8
  func.call @use(%r132) : (i8) -> ()
  %r133 = math.ipowi %c5, %c7 : i8
  func.call @use(%r133) : (i8) -> ()
  %r134 = math.ipowi %c5, %c8 : i8
  func.call @use(%r134) : (i8) -> ()
  %r135 = math.ipowi %c5, %c9 : i8
  func.call @use(%r135) : (i8) -> ()
  %r136 = math.ipowi %c5, %c10 : i8
  func.call @use(%r136) : (i8) -> ()
  %r137 = math.ipowi %c5, %c11 : i8
  func.call @use(%r137) : (i8) -> ()
  %r138 = math.ipowi %c5, %c12 : i8
  func.call @use(%r138) : (i8) -> ()
  %r139 = math.ipowi %c5, %c13 : i8
  func.call @use(%r139) : (i8) -> ()
  %r140 = math.ipowi %c6, %c0 : i8
  func.call @use(%r140) : (i8) -> ()
  %r141 = math.ipowi %c6, %c1 : i8
  func.call @use(%r141) : (i8) -> ()
  %r142 = math.ipowi %c6, %c2 : i8
  func.call @use(%r142) : (i8) -> ()
  %r143 = math.ipowi %c6, %c3 : i8
  func.call @use(%r143) : (i8) -> ()
  %r144 = math.ipowi %c6, %c4 : i8
  func.call @use(%r144) : (i8) -> ()
  %r145 = math.ipowi %c6, %c5 : i8
  func.call @use(%r145) : (i8) -> ()
  %r146 = math.ipowi %c6, %c6 : i8
  func.call @use(%r146) : (i8) -> ()
  %r147 = math.ipowi %c6, %c7 : i8
  func.call @use(%r147) : (i8) -> ()
  %r148 = math.ipowi %c6, %c8 : i8
  func.call @use(%r148) : (i8) -> ()
  %r149 = math.ipowi %c6, %c9 : i8
  func.call @use(%r149) : (i8) -> ()
  %r150 = math.ipowi %c6, %c10 : i8
  func.call @use(%r150) : (i8) -> ()
  %r151 = math.ipowi %c6, %c11 : i8
  func.call @use(%r151) : (i8) -> ()
  %r152 = math.ipowi %c6, %c12 : i8
  func.call @use(%r152) : (i8) -> ()
  %r153 = math.ipowi %c6, %c13 : i8
  func.call @use(%r153) : (i8) -> ()
  %r154 = math.ipowi %c7, %c0 : i8
  func.call @use(%r154) : (i8) -> ()
  %r155 = math.ipowi %c7, %c1 : i8
  func.call @use(%r155) : (i8) -> ()
  %r156 = math.ipowi %c7, %c2 : i8
  func.call @use(%r156) : (i8) -> ()
  %r157 = math.ipowi %c7, %c3 : i8
  func.call @use(%r157) : (i8) -> ()
  %r158 = math.ipowi %c7, %c4 : i8
  func.call @use(%r158) : (i8) -> ()
  %r159 = math.ipowi %c7, %c5 : i8
  func.call @use(%r159) : (i8) -> ()
  %r160 = math.ipowi %c7, %c6 : i8
  func.call @use(%r160) : (i8) -> ()
  %r161 = math.ipowi %c7, %c7 : i8
  func.call @use(%r161) : (i8) -> ()
  %r162 = math.ipowi %c7, %c8 : i8
  func.call @use(%r162) : (i8) -> ()
  %r163 = math.ipowi %c7, %c9 : i8
  func.call @use(%r163) : (i8) -> ()
  %r164 = math.ipowi %c7, %c10 : i8
  func.call @use(%r164) : (i8) -> ()
  %r165 = math.ipowi %c7, %c11 : i8
  func.call @use(%r165) : (i8) -> ()
  %r166 = math.ipowi %c7, %c12 : i8
  func.call @use(%r166) : (i8) -> ()
  %r167 = math.ipowi %c7, %c13 : i8
  func.call @use(%r167) : (i8) -> ()
  %r168 = math.ipowi %c8, %c0 : i8
  func.call @use(%r168) : (i8) -> ()
  %r169 = math.ipowi %c8, %c1 : i8
  func.call @use(%r169) : (i8) -> ()
  %r170 = math.ipowi %c8, %c2 : i8
  func.call @use(%r170) : (i8) -> ()
  %r171 = math.ipowi %c8, %c3 : i8
  func.call @use(%r171) : (i8) -> ()
  %r172 = math.ipowi %c8, %c4 : i8
  func.call @use(%r172) : (i8) -> ()
  %r173 = math.ipowi %c8, %c5 : i8
  func.call @use(%r173) : (i8) -> ()
  %r174 = math.ipowi %c8, %c6 : i8
  func.call @use(%r174) : (i8) -> ()
  %r175 = math.ipowi %c8, %c7 : i8
  func.call @use(%r175) : (i8) -> ()
  %r176 = math.ipowi %c8, %c8 : i8
  func.call @use(%r176) : (i8) -> ()
  %r177 = math.ipowi %c8, %c9 : i8
  func.call @use(%r177) : (i8) -> ()
  %r178 = math.ipowi %c8, %c10 : i8
  func.call @use(%r178) : (i8) -> ()
  %r179 = math.ipowi %c8, %c11 : i8
  func.call @use(%r179) : (i8) -> ()
  %r180 = math.ipowi %c8, %c12 : i8
  func.call @use(%r180) : (i8) -> ()
  %r181 = math.ipowi %c8, %c13 : i8
  func.call @use(%r181) : (i8) -> ()
  %r182 = math.ipowi %c9, %c0 : i8
  func.call @use(%r182) : (i8) -> ()
  %r183 = math.ipowi %c9, %c1 : i8
  func.call @use(%r183) : (i8) -> ()
  %r184 = math.ipowi %c9, %c2 : i8
  func.call @use(%r184) : (i8) -> ()
  %r185 = math.ipowi %c9, %c3 : i8
  func.call @use(%r185) : (i8) -> ()
  %r186 = math.ipowi %c9, %c4 : i8
  func.call @use(%r186) : (i8) -> ()
  %r187 = math.ipowi %c9, %c5 : i8
  func.call @use(%r187) : (i8) -> ()
  %r188 = math.ipowi %c9, %c6 : i8
  func.call @use(%r188) : (i8) -> ()
  %r189 = math.ipowi %c9, %c7 : i8
  func.call @use(%r189) : (i8) -> ()
  %r190 = math.ipowi %c9, %c8 : i8
  func.call @use(%r190) : (i8) -> ()
  %r191 = math.ipowi %c9, %c9 : i8
  func.call @use(%r191) : (i8) -> ()
  %r192 = math.ipowi %c9, %c10 : i8
  func.call @use(%r192) : (i8) -> ()
  %r193 = math.ipowi %c9, %c11 : i8
  func.call @use(%r193) : (i8) -> ()
  %r194 = math.ipowi %c9, %c12 : i8
  func.call @use(%r194) : (i8) -> ()
  %r195 = math.ipowi %c9, %c13 : i8
  func.call @use(%r195) : (i8) -> ()
  %r196 = math.ipowi %c10, %c0 : i8
  func.call @use(%r196) : (i8) -> ()
  %r197 = math.ipowi %c10, %c1 : i8
  func.call @use(%r197) : (i8) -> ()
  %r198 = math.ipowi %c10, %c2 : i8
  func.call @use(%r198) : (i8) -> ()
  %r199 = math.ipowi %c10, %c3 : i8
  func.call @use(%r199) : (i8) -> ()
  %r200 = math.ipowi %c10, %c4 : i8
  func.call @use(%r200) : (i8) -> ()
  %r201 = math.ipowi %c10, %c5 : i8
  func.call @use(%r201) : (i8) -> ()
  %r202 = math.ipowi %c10, %c6 : i8
  func.call @use(%r202) : (i8) -> ()
  %r203 = math.ipowi %c10, %c7 : i8
  func.call @use(%r203) : (i8) -> ()
  %r204 = math.ipowi %c10, %c8 : i8
  func.call @use(%r204) : (i8) -> ()
  %r205 = math.ipowi %c10, %c9 : i8
  func.call @use(%r205) : (i8) -> ()
  %r206 = math.ipowi %c10, %c10 : i8
  func.call @use(%r206) : (i8) -> ()
  %r207 = math.ipowi %c10, %c11 : i8
  func.call @use(%r207) : (i8) -> ()
  %r208 = math.ipowi %c10, %c12 : i8
  func.call @use(%r208) : (i8) -> ()
  %r209 = math.ipowi %c10, %c13 : i8
  func.call @use(%r209) : (i8) -> ()
  %r210 = math.ipowi %c11, %c0 : i8
  func.call @use(%r210) : (i8) -> ()
  %r211 = math.ipowi %c11, %c1 : i8
  func.call @use(%r211) : (i8) -> ()
  %r212 = math.ipowi %c11, %c2 : i8
  func.call @use(%r212) : (i8) -> ()
  %r213 = math.ipowi %c11, %c3 : i8
  func.call @use(%r213) : (i8) -> ()
  %r214 = math.ipowi %c11, %c4 : i8
  func.call @use(%r214) : (i8) -> ()
  %r215 = math.ipowi %c11, %c5 : i8
  func.call @use(%r215) : (i8) -> ()
  %r216 = math.ipowi %c11, %c6 : i8
  func.call @use(%r216) : (i8) -> ()
  %r217 = math.ipowi %c11, %c7 : i8
  func.call @use(%r217) : (i8) -> ()
  %r218 = math.ipowi %c11, %c8 : i8
  func.call @use(%r218) : (i8) -> ()
  %r219 = math.ipowi %c11, %c9 : i8
  func.call @use(%r219) : (i8) -> ()
  %r220 = math.ipowi %c11, %c10 : i8
  func.call @use(%r220) : (i8) -> ()
  %r221 = math.ipowi %c11, %c11 : i8
  func.call @use(%r221) : (i8) -> ()
  %r222 = math.ipowi %c11, %c12 : i8
  func.call @use(%r222) : (i8) -> ()
  %r223 = math.ipowi %c11, %c13 : i8
  func.call @use(%r223) : (i8) -> ()
  %r224 = math.ipowi %c12, %c0 : i8
  func.call @use(%r224) : (i8) -> ()
  %r225 = math.ipowi %c12, %c1 : i8
  func.call @use(%r225) : (i8) -> ()
  %r226 = math.ipowi %c12, %c2 : i8
  func.call @use(%r226) : (i8) -> ()
  %r227 = math.ipowi %c12, %c3 : i8
  func.call @use(%r227) : (i8) -> ()
  %r228 = math.ipowi %c12, %c4 : i8
  func.call @use(%r228) : (i8) -> ()
  %r229 = math.ipowi %c12, %c5 : i8
  func.call @use(%r229) : (i8) -> ()
  %r230 = math.ipowi %c12, %c6 : i8
  func.call @use(%r230) : (i8) -> ()
  %r231 = math.ipowi %c12, %c7 : i8
  func.call @use(%r231) : (i8) -> ()
  %r232 = math.ipowi %c12, %c8 : i8
  func.call @use(%r232) : (i8) -> ()
  %r233 = math.ipowi %c12, %c9 : i8
  func.call @use(%r233) : (i8) -> ()
  %r234 = math.ipowi %c12, %c10 : i8
  func.call @use(%r234) : (i8) -> ()
  %r235 = math.ipowi %c12, %c11 : i8
  func.call @use(%r235) : (i8) -> ()
  %r236 = math.ipowi %c12, %c12 : i8
  func.call @use(%r236) : (i8) -> ()
  %r237 = math.ipowi %c12, %c13 : i8
  func.call @use(%r237) : (i8) -> ()
  %r238 = math.ipowi %c13, %c0 : i8
  func.call @use(%r238) : (i8) -> ()
  %r239 = math.ipowi %c13, %c1 : i8
  func.call @use(%r239) : (i8) -> ()
  %r240 = math.ipowi %c13, %c2 : i8
  func.call @use(%r240) : (i8) -> ()
  %r241 = math.ipowi %c13, %c3 : i8
  func.call @use(%r241) : (i8) -> ()
  %r242 = math.ipowi %c13, %c4 : i8
  func.call @use(%r242) : (i8) -> ()
  %r243 = math.ipowi %c13, %c5 : i8
  func.call @use(%r243) : (i8) -> ()
  %r244 = math.ipowi %c13, %c6 : i8
  func.call @use(%r244) : (i8) -> ()
  %r245 = math.ipowi %c13, %c7 : i8
  func.call @use(%r245) : (i8) -> ()
  %r246 = math.ipowi %c13, %c8 : i8
  func.call @use(%r246) : (i8) -> ()
  %r247 = math.ipowi %c13, %c9 : i8
  func.call @use(%r247) : (i8) -> ()
  %r248 = math.ipowi %c13, %c10 : i8
  func.call @use(%r248) : (i8) -> ()
  %r249 = math.ipowi %c13, %c11 : i8
  func.call @use(%r249) : (i8) -> ()
  %r250 = math.ipowi %c13, %c12 : i8
  func.call @use(%r250) : (i8) -> ()
  %r251 = math.ipowi %c13, %c13 : i8
  func.call @use(%r251) : (i8) -> ()
  return
}

// -----

func.func private @use(i16)

func.func @i16() {
  %c0 = arith.constant -32768 : i16
  %c1 = arith.constant -256 : i16
  %c2 = arith.constant -5 : i16
  %c3 = arith.constant -2 : i16
  %c4 = arith.constant -1 : i16
  %c5 = arith.constant 0 : i16
  %c6 = arith.constant 1 : i16
  %c7 = arith.constant 2 : i16
  %c8 = arith.constant 3 : i16
  %c9 = arith.constant 5 : i16
  %c10 = arith.constant 7 : i16
  %c11 = arith.constant 256 : i16
  %c12 = arith.constant 10922 : i16
  %c13 = arith.constant 32767 : i16
  %r0 = math.absi %c0 : i16
  func.call @use(%r0) : (i16) -> ()
  %r1 = math.ctlz %c0 : i16
  func.call @use(%r1) : (i16) -> ()
  %r2 = math.cttz %c0 : i16
  func.call @use(%r2) : (i16) -> ()
  %r3 = math.ctpop %c0 : i16
  func.call @use(%r3) : (i16) -> ()
  %r4 = math.absi %c1 : i16
  func.call @use(%r4) : (i16) -> ()
  %r5 = math.ctlz %c1 : i16
  func.call @use(%r5) : (i16) -> ()
  %r6 = math.cttz %c1 : i16
  func.call @use(%r6) : (i16) -> ()
  %r7 = math.ctpop %c1 : i16
  func.call @use(%r7) : (i16) -> ()
  %r8 = math.absi %c2 : i16
  func.call @use(%r8) : (i16) -> ()
  %r9 = math.ctlz %c2 : i16
  func.call @use(%r9) : (i16) -> ()
  %r10 = math.cttz %c2 : i16
  func.call @use(%r10) : (i16) -> ()
  %r11 = math.ctpop %c2 : i16
  func.call @use(%r11) : (i16) -> ()
  %r12 = math.absi %c3 : i16
  func.call @use(%r12) : (i16) -> ()
  %r13 = math.ctlz %c3 : i16
  func.call @use(%r13) : (i16) -> ()
  %r14 = math.cttz %c3 : i16
  func.call @use(%r14) : (i16) -> ()
  %r15 = math.ctpop %c3 : i16
  func.call @use(%r15) : (i16) -> ()
  %r16 = math.absi %c4 : i16
  func.call @use(%r16) : (i16) -> ()
  %r17 = math.ctlz %c4 : i16
  func.call @use(%r17) : (i16) -> ()
  %r18 = math.cttz %c4 : i16
  func.call @use(%r18) : (i16) -> ()
  %r19 = math.ctpop %c4 : i16
  func.call @use(%r19) : (i16) -> ()
  %r20 = math.absi %c5 : i16
  func.call @use(%r20) : (i16) -> ()
  %r21 = math.ctlz %c5 : i16
  func.call @use(%r21) : (i16) -> ()
  %r22 = math.cttz %c5 : i16
  func.call @use(%r22) : (i16) -> ()
  %r23 = math.ctpop %c5 : i16
  func.call @use(%r23) : (i16) -> ()
  %r24 = math.absi %c6 : i16
  func.call @use(%r24) : (i16) -> ()
  %r25 = math.ctlz %c6 : i16
  func.call @use(%r25) : (i16) -> ()
  %r26 = math.cttz %c6 : i16
  func.call @use(%r26) : (i16) -> ()
  %r27 = math.ctpop %c6 : i16
  func.call @use(%r27) : (i16) -> ()
  %r28 = math.absi %c7 : i16
  func.call @use(%r28) : (i16) -> ()
  %r29 = math.ctlz %c7 : i16
  func.call @use(%r29) : (i16) -> ()
  %r30 = math.cttz %c7 : i16
  func.call @use(%r30) : (i16) -> ()
  %r31 = math.ctpop %c7 : i16
  func.call @use(%r31) : (i16) -> ()
  %r32 = math.absi %c8 : i16
  func.call @use(%r32) : (i16) -> ()
  %r33 = math.ctlz %c8 : i16
  func.call @use(%r33) : (i16) -> ()
  %r34 = math.cttz %c8 : i16
  func.call @use(%r34) : (i16) -> ()
  %r35 = math.ctpop %c8 : i16
  func.call @use(%r35) : (i16) -> ()
  %r36 = math.absi %c9 : i16
  func.call @use(%r36) : (i16) -> ()
  %r37 = math.ctlz %c9 : i16
  func.call @use(%r37) : (i16) -> ()
  %r38 = math.cttz %c9 : i16
  func.call @use(%r38) : (i16) -> ()
  %r39 = math.ctpop %c9 : i16
  func.call @use(%r39) : (i16) -> ()
  %r40 = math.absi %c10 : i16
  func.call @use(%r40) : (i16) -> ()
  %r41 = math.ctlz %c10 : i16
  func.call @use(%r41) : (i16) -> ()
  %r42 = math.cttz %c10 : i16
  func.call @use(%r42) : (i16) -> ()
  %r43 = math.ctpop %c10 : i16
  func.call @use(%r43) : (i16) -> ()
  %r44 = math.absi %c11 : i16
  func.call @use(%r44) : (i16) -> ()
  %r45 = math.ctlz %c11 : i16
  func.call @use(%r45) : (i16) -> ()
  %r46 = math.cttz %c11 : i16
  func.call @use(%r46) : (i16) -> ()
  %r47 = math.ctpop %c11 : i16
  func.call @use(%r47) : (i16) -> ()
  %r48 = math.absi %c12 : i16
  func.call @use(%r48) : (i16) -> ()
  %r49 = math.ctlz %c12 : i16
  func.call @use(%r49) : (i16) -> ()
  %r50 = math.cttz %c12 : i16
  func.call @use(%r50) : (i16) -> ()
  %r51 = math.ctpop %c12 : i16
  func.call @use(%r51) : (i16) -> ()
  %r52 = math.absi %c13 : i16
  func.call @use(%r52) : (i16) -> ()
  %r53 = math.ctlz %c13 : i16
  func.call @use(%r53) : (i16) -> ()
  %r54 = math.cttz %c13 : i16
  func.call @use(%r54) : (i16) -> ()
  %r55 = math.ctpop %c13 : i16
  func.call @use(%r55) : (i16) -> ()
  %r56 = math.ipowi %c0, %c0 : i16
  func.call @use(%r56) : (i16) -> ()
  %r57 = math.ipowi %c0, %c1 : i16
  func.call @use(%r57) : (i16) -> ()
  %r58 = math.ipowi %c0, %c2 : i16
  func.call @use(%r58) : (i16) -> ()
  %r59 = math.ipowi %c0, %c3 : i16
  func.call @use(%r59) : (i16) -> ()
  %r60 = math.ipowi %c0, %c4 : i16
  func.call @use(%r60) : (i16) -> ()
  %r61 = math.ipowi %c0, %c5 : i16
  func.call @use(%r61) : (i16) -> ()
  %r62 = math.ipowi %c0, %c6 : i16
  func.call @use(%r62) : (i16) -> ()
  %r63 = math.ipowi %c0, %c7 : i16
  func.call @use(%r63) : (i16) -> ()
  %r64 = math.ipowi %c0, %c8 : i16
  func.call @use(%r64) : (i16) -> ()
  %r65 = math.ipowi %c0, %c9 : i16
  func.call @use(%r65) : (i16) -> ()
  %r66 = math.ipowi %c0, %c10 : i16
  func.call @use(%r66) : (i16) -> ()
  %r67 = math.ipowi %c0, %c11 : i16
  func.call @use(%r67) : (i16) -> ()
  %r68 = math.ipowi %c0, %c12 : i16
  func.call @use(%r68) : (i16) -> ()
  %r69 = math.ipowi %c0, %c13 : i16
  func.call @use(%r69) : (i16) -> ()
  %r70 = math.ipowi %c1, %c0 : i16
  func.call @use(%r70) : (i16) -> ()
  %r71 = math.ipowi %c1, %c1 : i16
  func.call @use(%r71) : (i16) -> ()
  %r72 = math.ipowi %c1, %c2 : i16
  func.call @use(%r72) : (i16) -> ()
  %r73 = math.ipowi %c1, %c3 : i16
  func.call @use(%r73) : (i16) -> ()
  %r74 = math.ipowi %c1, %c4 : i16
  func.call @use(%r74) : (i16) -> ()
  %r75 = math.ipowi %c1, %c5 : i16
  func.call @use(%r75) : (i16) -> ()
  %r76 = math.ipowi %c1, %c6 : i16
  func.call @use(%r76) : (i16) -> ()
  %r77 = math.ipowi %c1, %c7 : i16
  func.call @use(%r77) : (i16) -> ()
  %r78 = math.ipowi %c1, %c8 : i16
  func.call @use(%r78) : (i16) -> ()
  %r79 = math.ipowi %c1, %c9 : i16
  func.call @use(%r79) : (i16) -> ()
  %r80 = math.ipowi %c1, %c10 : i16
  func.call @use(%r80) : (i16) -> ()
  %r81 = math.ipowi %c1, %c11 : i16
  func.call @use(%r81) : (i16) -> ()
  %r82 = math.ipowi %c1, %c12 : i16
  func.call @use(%r82) : (i16) -> ()
  %r83 = math.ipowi %c1, %c13 : i16
  func.call @use(%r83) : (i16) -> ()
  %r84 = math.ipowi %c2, %c0 : i16
  func.call @use(%r84) : (i16) -> ()
  %r85 = math.ipowi %c2, %c1 : i16
  func.call @use(%r85) : (i16) -> ()
  %r86 = math.ipowi %c2, %c2 : i16
  func.call @use(%r86) : (i16) -> ()
  %r87 = math.ipowi %c2, %c3 : i16
  func.call @use(%r87) : (i16) -> ()
  %r88 = math.ipowi %c2, %c4 : i16
  func.call @use(%r88) : (i16) -> ()
  %r89 = math.ipowi %c2, %c5 : i16
  func.call @use(%r89) : (i16) -> ()
  %r90 = math.ipowi %c2, %c6 : i16
  func.call @use(%r90) : (i16) -> ()
  %r91 = math.ipowi %c2, %c7 : i16
  func.call @use(%r91) : (i16) -> ()
  %r92 = math.ipowi %c2, %c8 : i16
  func.call @use(%r92) : (i16) -> ()
  %r93 = math.ipowi %c2, %c9 : i16
  func.call @use(%r93) : (i16) -> ()
  %r94 = math.ipowi %c2, %c10 : i16
  func.call @use(%r94) : (i16) -> ()
  %r95 = math.ipowi %c2, %c11 : i16
  func.call @use(%r95) : (i16) -> ()
  %r96 = math.ipowi %c2, %c12 : i16
  func.call @use(%r96) : (i16) -> ()
  %r97 = math.ipowi %c2, %c13 : i16
  func.call @use(%r97) : (i16) -> ()
  %r98 = math.ipowi %c3, %c0 : i16
  func.call @use(%r98) : (i16) -> ()
  %r99 = math.ipowi %c3, %c1 : i16
  func.call @use(%r99) : (i16) -> ()
  %r100 = math.ipowi %c3, %c2 : i16
  func.call @use(%r100) : (i16) -> ()
  %r101 = math.ipowi %c3, %c3 : i16
  func.call @use(%r101) : (i16) -> ()
  %r102 = math.ipowi %c3, %c4 : i16
  func.call @use(%r102) : (i16) -> ()
  %r103 = math.ipowi %c3, %c5 : i16
  func.call @use(%r103) : (i16) -> ()
  %r104 = math.ipowi %c3, %c6 : i16
  func.call @use(%r104) : (i16) -> ()
  %r105 = math.ipowi %c3, %c7 : i16
  func.call @use(%r105) : (i16) -> ()
  %r106 = math.ipowi %c3, %c8 : i16
  func.call @use(%r106) : (i16) -> ()
  %r107 = math.ipowi %c3, %c9 : i16
  func.call @use(%r107) : (i16) -> ()
  %r108 = math.ipowi %c3, %c10 : i16
  func.call @use(%r108) : (i16) -> ()
  %r109 = math.ipowi %c3, %c11 : i16
  func.call @use(%r109) : (i16) -> ()
  %r110 = math.ipowi %c3, %c12 : i16
  func.call @use(%r110) : (i16) -> ()
  %r111 = math.ipowi %c3, %c13 : i16
  func.call @use(%r111) : (i16) -> ()
  %r112 = math.ipowi %c4, %c0 : i16
  func.call @use(%r112) : (i16) -> ()
  %r113 = math.ipowi %c4, %c1 : i16
  func.call @use(%r113) : (i16) -> ()
  %r114 = math.ipowi %c4, %c2 : i16
  func.call @use(%r114) : (i16) -> ()
  %r115 = math.ipowi %c4, %c3 : i16
  func.call @use(%r115) : (i16) -> ()
  %r116 = math.ipowi %c4, %c4 : i16
  func.call @use(%r116) : (i16) -> ()
  %r117 = math.ipowi %c4, %c5 : i16
  func.call @use(%r117) : (i16) -> ()
  %r118 = math.ipowi %c4, %c6 : i16
  func.call @use(%r118) : (i16) -> ()
  %r119 = math.ipowi %c4, %c7 : i16
  func.call @use(%r119) : (i16) -> ()
  %r120 = math.ipowi %c4, %c8 : i16
  func.call @use(%r120) : (i16) -> ()
  %r121 = math.ipowi %c4, %c9 : i16
  func.call @use(%r121) : (i16) -> ()
  %r122 = math.ipowi %c4, %c10 : i16
  func.call @use(%r122) : (i16) -> ()
  %r123 = math.ipowi %c4, %c11 : i16
  func.call @use(%r123) : (i16) -> ()
  %r124 = math.ipowi %c4, %c12 : i16
  func.call @use(%r124) : (i16) -> ()
  %r125 = math.ipowi %c4, %c13 : i16
  func.call @use(%r125) : (i16) -> ()
  %r126 = math.ipowi %c5, %c0 : i16
  func.call @use(%r126) : (i16) -> ()
  %r127 = math.ipowi %c5, %c1 : i16
  func.call @use(%r127) : (i16) -> ()
  %r128 = math.ipowi %c5, %c2 : i16
  func.call @use(%r128) : (i16) -> ()
  %r129 = math.ipowi %c5, %c3 : i16
  func.call @use(%r129) : (i16) -> ()
  %r130 = math.ipowi %c5, %c4 : i16
  func.call @use(%r130) : (i16) -> ()
  %r131 = math.ipowi %c5, %c5 : i16
  func.call @use(%r131) : (i16) -> ()
  %r132 = math.ipowi %c5, %c6 : i16
  func.call @use(%r132) : (i16) -> ()
  %r133 = math.ipowi %c5, %c7 : i16
  func.call @use(%r133) : (i16) -> ()
  %r134 = math.ipowi %c5, %c8 : i16
  func.call @use(%r134) : (i16) -> ()
  %r135 = math.ipowi %c5, %c9 : i16
  func.call @use(%r135) : (i16) -> ()
  %r136 = math.ipowi %c5, %c10 : i16
  func.call @use(%r136) : (i16) -> ()
  %r137 = math.ipowi %c5, %c11 : i16
  func.call @use(%r137) : (i16) -> ()
  %r138 = math.ipowi %c5, %c12 : i16
  func.call @use(%r138) : (i16) -> ()
  %r139 = math.ipowi %c5, %c13 : i16
  func.call @use(%r139) : (i16) -> ()
  %r140 = math.ipowi %c6, %c0 : i16
  func.call @use(%r140) : (i16) -> ()
  %r141 = math.ipowi %c6, %c1 : i16
  func.call @use(%r141) : (i16) -> ()
  %r142 = math.ipowi %c6, %c2 : i16
  func.call @use(%r142) : (i16) -> ()
  %r143 = math.ipowi %c6, %c3 : i16
  func.call @use(%r143) : (i16) -> ()
  %r144 = math.ipowi %c6, %c4 : i16
  func.call @use(%r144) : (i16) -> ()
  %r145 = math.ipowi %c6, %c5 : i16
  func.call @use(%r145) : (i16) -> ()
  %r146 = math.ipowi %c6, %c6 : i16
  func.call @use(%r146) : (i16) -> ()
  %r147 = math.ipowi %c6, %c7 : i16
  func.call @use(%r147) : (i16) -> ()
  %r148 = math.ipowi %c6, %c8 : i16
  func.call @use(%r148) : (i16) -> ()
  %r149 = math.ipowi %c6, %c9 : i16
  func.call @use(%r149) : (i16) -> ()
  %r150 = math.ipowi %c6, %c10 : i16
  func.call @use(%r150) : (i16) -> ()
  %r151 = math.ipowi %c6, %c11 : i16
  func.call @use(%r151) : (i16) -> ()
  %r152 = math.ipowi %c6, %c12 : i16
  func.call @use(%r152) : (i16) -> ()
  %r153 = math.ipowi %c6, %c13 : i16
  func.call @use(%r153) : (i16) -> ()
  %r154 = math.ipowi %c7, %c0 : i16
  func.call @use(%r154) : (i16) -> ()
  %r155 = math.ipowi %c7, %c1 : i16
  func.call @use(%r155) : (i16) -> ()
  %r156 = math.ipowi %c7, %c2 : i16
  func.call @use(%r156) : (i16) -> ()
  %r157 = math.ipowi %c7, %c3 : i16
  func.call @use(%r157) : (i16) -> ()
  %r158 = math.ipowi %c7, %c4 : i16
  func.call @use(%r158) : (i16) -> ()
  %r159 = math.ipowi %c7, %c5 : i16
  func.call @use(%r159) : (i16) -> ()
  %r160 = math.ipowi %c7, %c6 : i16
  func.call @use(%r160) : (i16) -> ()
  %r161 = math.ipowi %c7, %c7 : i16
  func.call @use(%r161) : (i16) -> ()
  %r162 = math.ipowi %c7, %c8 : i16
  func.call @use(%r162) : (i16) -> ()
  %r163 = math.ipowi %c7, %c9 : i16
  func.call @use(%r163) : (i16) -> ()
  %r164 = math.ipowi %c7, %c10 : i16
  func.call @use(%r164) : (i16) -> ()
  %r165 = math.ipowi %c7, %c11 : i16
  func.call @use(%r165) : (i16) -> ()
  %r166 = math.ipowi %c7, %c12 : i16
  func.call @use(%r166) : (i16) -> ()
  %r167 = math.ipowi %c7, %c13 : i16
  func.call @use(%r167) : (i16) -> ()
  %r168 = math.ipowi %c8, %c0 : i16
  func.call @use(%r168) : (i16) -> ()
  %r169 = math.ipowi %c8, %c1 : i16
  func.call @use(%r169) : (i16) -> ()
  %r170 = math.ipowi %c8, %c2 : i16
  func.call @use(%r170) : (i16) -> ()
  %r171 = math.ipowi %c8, %c3 : i16
  func.call @use(%r171) : (i16) -> ()
  %r172 = math.ipowi %c8, %c4 : i16
  func.call @use(%r172) : (i16) -> ()
  %r173 = math.ipowi %c8, %c5 : i16
  func.call @use(%r173) : (i16) -> ()
  %r174 = math.ipowi %c8, %c6 : i16
  func.call @use(%r174) : (i16) -> ()
  %r175 = math.ipowi %c8, %c7 : i16
  func.call @use(%r175) : (i16) -> ()
  %r176 = math.ipowi %c8, %c8 : i16
  func.call @use(%r176) : (i16) -> ()
  %r177 = math.ipowi %c8, %c9 : i16
  func.call @use(%r177) : (i16) -> ()
  %r178 = math.ipowi %c8, %c10 : i16
  func.call @use(%r178) : (i16) -> ()
  %r179 = math.ipowi %c8, %c11 : i16
  func.call @use(%r179) : (i16) -> ()
  %r180 = math.ipowi %c8, %c12 : i16
  func.call @use(%r180) : (i16) -> ()
  %r181 = math.ipowi %c8, %c13 : i16
  func.call @use(%r181) : (i16) -> ()
  %r182 = math.ipowi %c9, %c0 : i16
  func.call @use(%r182) : (i16) -> ()
  %r183 = math.ipowi %c9, %c1 : i16
  func.call @use(%r183) : (i16) -> ()
  %r184 = math.ipowi %c9, %c2 : i16
  func.call @use(%r184) : (i16) -> ()
  %r185 = math.ipowi %c9, %c3 : i16
  func.call @use(%r185) : (i16) -> ()
  %r186 = math.ipowi %c9, %c4 : i16
  func.call @use(%r186) : (i16) -> ()
  %r187 = math.ipowi %c9, %c5 : i16
  func.call @use(%r187) : (i16) -> ()
  %r188 = math.ipowi %c9, %c6 : i16
  func.call @use(%r188) : (i16) -> ()
  %r189 = math.ipowi %c9, %c7 : i16
  func.call @use(%r189) : (i16) -> ()
  %r190 = math.ipowi %c9, %c8 : i16
  func.call @use(%r190) : (i16) -> ()
  %r191 = math.ipowi %c9, %c9 : i16
  func.call @use(%r191) : (i16) -> ()
  %r192 = math.ipowi %c9, %c10 : i16
  func.call @use(%r192) : (i16) -> ()
  %r193 = math.ipowi %c9, %c11 : i16
  func.call @use(%r193) : (i16) -> ()
  %r194 = math.ipowi %c9, %c12 : i16
  func.call @use(%r194) : (i16) -> ()
  %r195 = math.ipowi %c9, %c13 : i16
  func.call @use(%r195) : (i16) -> ()
  %r196 = math.ipowi %c10, %c0 : i16
  func.call @use(%r196) : (i16) -> ()
  %r197 = math.ipowi %c10, %c1 : i16
  func.call @use(%r197) : (i16) -> ()
  %r198 = math.ipowi %c10, %c2 : i16
  func.call @use(%r198) : (i16) -> ()
  %r199 = math.ipowi %c10, %c3 : i16
  func.call @use(%r199) : (i16) -> ()
  %r200 = math.ipowi %c10, %c4 : i16
  func.call @use(%r200) : (i16) -> ()
  %r201 = math.ipowi %c10, %c5 : i16
  func.call @use(%r201) : (i16) -> ()
  %r202 = math.ipowi %c10, %c6 : i16
  func.call @use(%r202) : (i16) -> ()
  %r203 = math.ipowi %c10, %c7 : i16
  func.call @use(%r203) : (i16) -> ()
  %r204 = math.ipowi %c10, %c8 : i16
  func.call @use(%r204) : (i16) -> ()
  %r205 = math.ipowi %c10, %c9 : i16
  func.call @use(%r205) : (i16) -> ()
  %r206 = math.ipowi %c10, %c10 : i16
  func.call @use(%r206) : (i16) -> ()
  %r207 = math.ipowi %c10, %c11 : i16
  func.call @use(%r207) : (i16) -> ()
  %r208 = math.ipowi %c10, %c12 : i16
  func.call @use(%r208) : (i16) -> ()
  %r209 = math.ipowi %c10, %c13 : i16
  func.call @use(%r209) : (i16) -> ()
  %r210 = math.ipowi %c11, %c0 : i16
  func.call @use(%r210) : (i16) -> ()
  %r211 = math.ipowi %c11, %c1 : i16
  func.call @use(%r211) : (i16) -> ()
  %r212 = math.ipowi %c11, %c2 : i16
  func.call @use(%r212) : (i16) -> ()
  %r213 = math.ipowi %c11, %c3 : i16
  func.call @use(%r213) : (i16) -> ()
  %r214 = math.ipowi %c11, %c4 : i16
  func.call @use(%r214) : (i16) -> ()
  %r215 = math.ipowi %c11, %c5 : i16
  func.call @use(%r215) : (i16) -> ()
  %r216 = math.ipowi %c11, %c6 : i16
  func.call @use(%r216) : (i16) -> ()
  %r217 = math.ipowi %c11, %c7 : i16
  func.call @use(%r217) : (i16) -> ()
  %r218 = math.ipowi %c11, %c8 : i16
  func.call @use(%r218) : (i16) -> ()
  %r219 = math.ipowi %c11, %c9 : i16
  func.call @use(%r219) : (i16) -> ()
  %r220 = math.ipowi %c11, %c10 : i16
  func.call @use(%r220) : (i16) -> ()
  %r221 = math.ipowi %c11, %c11 : i16
  func.call @use(%r221) : (i16) -> ()
  %r222 = math.ipowi %c11, %c12 : i16
  func.call @use(%r222) : (i16) -> ()
  %r223 = math.ipowi %c11, %c13 : i16
  func.call @use(%r223) : (i16) -> ()
  %r224 = math.ipowi %c12, %c0 : i16
  func.call @use(%r224) : (i16) -> ()
  %r225 = math.ipowi %c12, %c1 : i16
  func.call @use(%r225) : (i16) -> ()
  %r226 = math.ipowi %c12, %c2 : i16
  func.call @use(%r226) : (i16) -> ()
  %r227 = math.ipowi %c12, %c3 : i16
  func.call @use(%r227) : (i16) -> ()
  %r228 = math.ipowi %c12, %c4 : i16
  func.call @use(%r228) : (i16) -> ()
  %r229 = math.ipowi %c12, %c5 : i16
  func.call @use(%r229) : (i16) -> ()
  %r230 = math.ipowi %c12, %c6 : i16
  func.call @use(%r230) : (i16) -> ()
  %r231 = math.ipowi %c12, %c7 : i16
  func.call @use(%r231) : (i16) -> ()
  %r232 = math.ipowi %c12, %c8 : i16
  func.call @use(%r232) : (i16) -> ()
  %r233 = math.ipowi %c12, %c9 : i16
  func.call @use(%r233) : (i16) -> ()
  %r234 = math.ipowi %c12, %c10 : i16
  func.call @use(%r234) : (i16) -> ()
  %r235 = math.ipowi %c12, %c11 : i16
  func.call @use(%r235) : (i16) -> ()
  %r236 = math.ipowi %c12, %c12 : i16
  func.call @use(%r236) : (i16) -> ()
  %r237 = math.ipowi %c12, %c13 : i16
  func.call @use(%r237) : (i16) -> ()
  %r238 = math.ipowi %c13, %c0 : i16
  func.call @use(%r238) : (i16) -> ()
  %r239 = math.ipowi %c13, %c1 : i16
  func.call @use(%r239) : (i16) -> ()
  %r240 = math.ipowi %c13, %c2 : i16
  func.call @use(%r240) : (i16) -> ()
  %r241 = math.ipowi %c13, %c3 : i16
  func.call @use(%r241) : (i16) -> ()
  %r242 = math.ipowi %c13, %c4 : i16
  func.call @use(%r242) : (i16) -> ()
  %r243 = math.ipowi %c13, %c5 : i16
  func.call @use(%r243) : (i16) -> ()
  %r244 = math.ipowi %c13, %c6 : i16
  func.call @use(%r244) : (i16) -> ()
  %r245 = math.ipowi %c13, %c7 : i16
  func.call @use(%r245) : (i16) -> ()
  %r246 = math.ipowi %c13, %c8 : i16
  func.call @use(%r246) : (i16) -> ()
  %r247 = math.ipowi %c13, %c9 : i16
  func.call @use(%r247) : (i16) -> ()
  %r248 = math.ipowi %c13, %c10 : i16
  func.call @use(%r248) : (i16) -> ()
  %r249 = math.ipowi %c13, %c11 : i16
  func.call @use(%r249) : (i16) -> ()
  %r250 = math.ipowi %c13, %c12 : i16
  func.call @use(%r250) : (i16) -> ()
  %r251 = math.ipowi %c13, %c13 : i16
  func.call @use(%r251) : (i16) -> ()
  return
}

// -----

func.func private @use(i32)

func.func @i32() {
  %c0 = arith.constant -2147483648 : i32
  %c1 = arith.constant -65536 : i32
  %c2 = arith.constant -5 : i32
  %c3 = arith.constant -2 : i32
  %c4 = arith.constant -1 : i32
  %c5 = arith.constant 0 : i32
  %c6 = arith.constant 1 : i32
  %c7 = arith.constant 2 : i32
  %c8 = arith.constant 3 : i32
  %c9 = arith.constant 5 : i32
  %c10 = arith.constant 7 : i32
  %c11 = arith.constant 65536 : i32
  %c12 = arith.constant 715827882 : i32
  %c13 = arith.constant 2147483647 : i32
  %r0 = math.absi %c0 : i32
  func.call @use(%r0) : (i32) -> ()
  %r1 = math.ctlz %c0 : i32
  func.call @use(%r1) : (i32) -> ()
  %r2 = math.cttz %c0 : i32
  func.call @use(%r2) : (i32) -> ()
  %r3 = math.ctpop %c0 : i32
  func.call @use(%r3) : (i32) -> ()
  %r4 = math.absi %c1 : i32
  func.call @use(%r4) : (i32) -> ()
  %r5 = math.ctlz %c1 : i32
  func.call @use(%r5) : (i32) -> ()
  %r6 = math.cttz %c1 : i32
  func.call @use(%r6) : (i32) -> ()
  %r7 = math.ctpop %c1 : i32
  func.call @use(%r7) : (i32) -> ()
  %r8 = math.absi %c2 : i32
  func.call @use(%r8) : (i32) -> ()
  %r9 = math.ctlz %c2 : i32
  func.call @use(%r9) : (i32) -> ()
  %r10 = math.cttz %c2 : i32
  func.call @use(%r10) : (i32) -> ()
  %r11 = math.ctpop %c2 : i32
  func.call @use(%r11) : (i32) -> ()
  %r12 = math.absi %c3 : i32
  func.call @use(%r12) : (i32) -> ()
  %r13 = math.ctlz %c3 : i32
  func.call @use(%r13) : (i32) -> ()
  %r14 = math.cttz %c3 : i32
  func.call @use(%r14) : (i32) -> ()
  %r15 = math.ctpop %c3 : i32
  func.call @use(%r15) : (i32) -> ()
  %r16 = math.absi %c4 : i32
  func.call @use(%r16) : (i32) -> ()
  %r17 = math.ctlz %c4 : i32
  func.call @use(%r17) : (i32) -> ()
  %r18 = math.cttz %c4 : i32
  func.call @use(%r18) : (i32) -> ()
  %r19 = math.ctpop %c4 : i32
  func.call @use(%r19) : (i32) -> ()
  %r20 = math.absi %c5 : i32
  func.call @use(%r20) : (i32) -> ()
  %r21 = math.ctlz %c5 : i32
  func.call @use(%r21) : (i32) -> ()
  %r22 = math.cttz %c5 : i32
  func.call @use(%r22) : (i32) -> ()
  %r23 = math.ctpop %c5 : i32
  func.call @use(%r23) : (i32) -> ()
  %r24 = math.absi %c6 : i32
  func.call @use(%r24) : (i32) -> ()
  %r25 = math.ctlz %c6 : i32
  func.call @use(%r25) : (i32) -> ()
  %r26 = math.cttz %c6 : i32
  func.call @use(%r26) : (i32) -> ()
  %r27 = math.ctpop %c6 : i32
  func.call @use(%r27) : (i32) -> ()
  %r28 = math.absi %c7 : i32
  func.call @use(%r28) : (i32) -> ()
  %r29 = math.ctlz %c7 : i32
  func.call @use(%r29) : (i32) -> ()
  %r30 = math.cttz %c7 : i32
  func.call @use(%r30) : (i32) -> ()
  %r31 = math.ctpop %c7 : i32
  func.call @use(%r31) : (i32) -> ()
  %r32 = math.absi %c8 : i32
  func.call @use(%r32) : (i32) -> ()
  %r33 = math.ctlz %c8 : i32
  func.call @use(%r33) : (i32) -> ()
  %r34 = math.cttz %c8 : i32
  func.call @use(%r34) : (i32) -> ()
  %r35 = math.ctpop %c8 : i32
  func.call @use(%r35) : (i32) -> ()
  %r36 = math.absi %c9 : i32
  func.call @use(%r36) : (i32) -> ()
  %r37 = math.ctlz %c9 : i32
  func.call @use(%r37) : (i32) -> ()
  %r38 = math.cttz %c9 : i32
  func.call @use(%r38) : (i32) -> ()
  %r39 = math.ctpop %c9 : i32
  func.call @use(%r39) : (i32) -> ()
  %r40 = math.absi %c10 : i32
  func.call @use(%r40) : (i32) -> ()
  %r41 = math.ctlz %c10 : i32
  func.call @use(%r41) : (i32) -> ()
  %r42 = math.cttz %c10 : i32
  func.call @use(%r42) : (i32) -> ()
  %r43 = math.ctpop %c10 : i32
  func.call @use(%r43) : (i32) -> ()
  %r44 = math.absi %c11 : i32
  func.call @use(%r44) : (i32) -> ()
  %r45 = math.ctlz %c11 : i32
  func.call @use(%r45) : (i32) -> ()
  %r46 = math.cttz %c11 : i32
  func.call @use(%r46) : (i32) -> ()
  %r47 = math.ctpop %c11 : i32
  func.call @use(%r47) : (i32) -> ()
  %r48 = math.absi %c12 : i32
  func.call @use(%r48) : (i32) -> ()
  %r49 = math.ctlz %c12 : i32
  func.call @use(%r49) : (i32) -> ()
  %r50 = math.cttz %c12 : i32
  func.call @use(%r50) : (i32) -> ()
  %r51 = math.ctpop %c12 : i32
  func.call @use(%r51) : (i32) -> ()
  %r52 = math.absi %c13 : i32
  func.call @use(%r52) : (i32) -> ()
  %r53 = math.ctlz %c13 : i32
  func.call @use(%r53) : (i32) -> ()
  %r54 = math.cttz %c13 : i32
  func.call @use(%r54) : (i32) -> ()
  %r55 = math.ctpop %c13 : i32
  func.call @use(%r55) : (i32) -> ()
  %r56 = math.ipowi %c0, %c0 : i32
  func.call @use(%r56) : (i32) -> ()
  %r57 = math.ipowi %c0, %c1 : i32
  func.call @use(%r57) : (i32) -> ()
  %r58 = math.ipowi %c0, %c2 : i32
  func.call @use(%r58) : (i32) -> ()
  %r59 = math.ipowi %c0, %c3 : i32
  func.call @use(%r59) : (i32) -> ()
  %r60 = math.ipowi %c0, %c4 : i32
  func.call @use(%r60) : (i32) -> ()
  %r61 = math.ipowi %c0, %c5 : i32
  func.call @use(%r61) : (i32) -> ()
  %r62 = math.ipowi %c0, %c6 : i32
  func.call @use(%r62) : (i32) -> ()
  %r63 = math.ipowi %c0, %c7 : i32
  func.call @use(%r63) : (i32) -> ()
  %r64 = math.ipowi %c0, %c8 : i32
  func.call @use(%r64) : (i32) -> ()
  %r65 = math.ipowi %c0, %c9 : i32
  func.call @use(%r65) : (i32) -> ()
  %r66 = math.ipowi %c0, %c10 : i32
  func.call @use(%r66) : (i32) -> ()
  %r67 = math.ipowi %c0, %c11 : i32
  func.call @use(%r67) : (i32) -> ()
  %r68 = math.ipowi %c0, %c12 : i32
  func.call @use(%r68) : (i32) -> ()
  %r69 = math.ipowi %c0, %c13 : i32
  func.call @use(%r69) : (i32) -> ()
  %r70 = math.ipowi %c1, %c0 : i32
  func.call @use(%r70) : (i32) -> ()
  %r71 = math.ipowi %c1, %c1 : i32
  func.call @use(%r71) : (i32) -> ()
  %r72 = math.ipowi %c1, %c2 : i32
  func.call @use(%r72) : (i32) -> ()
  %r73 = math.ipowi %c1, %c3 : i32
  func.call @use(%r73) : (i32) -> ()
  %r74 = math.ipowi %c1, %c4 : i32
  func.call @use(%r74) : (i32) -> ()
  %r75 = math.ipowi %c1, %c5 : i32
  func.call @use(%r75) : (i32) -> ()
  %r76 = math.ipowi %c1, %c6 : i32
  func.call @use(%r76) : (i32) -> ()
  %r77 = math.ipowi %c1, %c7 : i32
  func.call @use(%r77) : (i32) -> ()
  %r78 = math.ipowi %c1, %c8 : i32
  func.call @use(%r78) : (i32) -> ()
  %r79 = math.ipowi %c1, %c9 : i32
  func.call @use(%r79) : (i32) -> ()
  %r80 = math.ipowi %c1, %c10 : i32
  func.call @use(%r80) : (i32) -> ()
  %r81 = math.ipowi %c1, %c11 : i32
  func.call @use(%r81) : (i32) -> ()
  %r82 = math.ipowi %c1, %c12 : i32
  func.call @use(%r82) : (i32) -> ()
  %r83 = math.ipowi %c1, %c13 : i32
  func.call @use(%r83) : (i32) -> ()
  %r84 = math.ipowi %c2, %c0 : i32
  func.call @use(%r84) : (i32) -> ()
  %r85 = math.ipowi %c2, %c1 : i32
  func.call @use(%r85) : (i32) -> ()
  %r86 = math.ipowi %c2, %c2 : i32
  func.call @use(%r86) : (i32) -> ()
  %r87 = math.ipowi %c2, %c3 : i32
  func.call @use(%r87) : (i32) -> ()
  %r88 = math.ipowi %c2, %c4 : i32
  func.call @use(%r88) : (i32) -> ()
  %r89 = math.ipowi %c2, %c5 : i32
  func.call @use(%r89) : (i32) -> ()
  %r90 = math.ipowi %c2, %c6 : i32
  func.call @use(%r90) : (i32) -> ()
  %r91 = math.ipowi %c2, %c7 : i32
  func.call @use(%r91) : (i32) -> ()
  %r92 = math.ipowi %c2, %c8 : i32
  func.call @use(%r92) : (i32) -> ()
  %r93 = math.ipowi %c2, %c9 : i32
  func.call @use(%r93) : (i32) -> ()
  %r94 = math.ipowi %c2, %c10 : i32
  func.call @use(%r94) : (i32) -> ()
  %r95 = math.ipowi %c2, %c11 : i32
  func.call @use(%r95) : (i32) -> ()
  %r96 = math.ipowi %c2, %c12 : i32
  func.call @use(%r96) : (i32) -> ()
  %r97 = math.ipowi %c2, %c13 : i32
  func.call @use(%r97) : (i32) -> ()
  %r98 = math.ipowi %c3, %c0 : i32
  func.call @use(%r98) : (i32) -> ()
  %r99 = math.ipowi %c3, %c1 : i32
  func.call @use(%r99) : (i32) -> ()
  %r100 = math.ipowi %c3, %c2 : i32
  func.call @use(%r100) : (i32) -> ()
  %r101 = math.ipowi %c3, %c3 : i32
  func.call @use(%r101) : (i32) -> ()
  %r102 = math.ipowi %c3, %c4 : i32
  func.call @use(%r102) : (i32) -> ()
  %r103 = math.ipowi %c3, %c5 : i32
  func.call @use(%r103) : (i32) -> ()
  %r104 = math.ipowi %c3, %c6 : i32
  func.call @use(%r104) : (i32) -> ()
  %r105 = math.ipowi %c3, %c7 : i32
  func.call @use(%r105) : (i32) -> ()
  %r106 = math.ipowi %c3, %c8 : i32
  func.call @use(%r106) : (i32) -> ()
  %r107 = math.ipowi %c3, %c9 : i32
  func.call @use(%r107) : (i32) -> ()
  %r108 = math.ipowi %c3, %c10 : i32
  func.call @use(%r108) : (i32) -> ()
  %r109 = math.ipowi %c3, %c11 : i32
  func.call @use(%r109) : (i32) -> ()
  %r110 = math.ipowi %c3, %c12 : i32
  func.call @use(%r110) : (i32) -> ()
  %r111 = math.ipowi %c3, %c13 : i32
  func.call @use(%r111) : (i32) -> ()
  %r112 = math.ipowi %c4, %c0 : i32
  func.call @use(%r112) : (i32) -> ()
  %r113 = math.ipowi %c4, %c1 : i32
  func.call @use(%r113) : (i32) -> ()
  %r114 = math.ipowi %c4, %c2 : i32
  func.call @use(%r114) : (i32) -> ()
  %r115 = math.ipowi %c4, %c3 : i32
  func.call @use(%r115) : (i32) -> ()
  %r116 = math.ipowi %c4, %c4 : i32
  func.call @use(%r116) : (i32) -> ()
  %r117 = math.ipowi %c4, %c5 : i32
  func.call @use(%r117) : (i32) -> ()
  %r118 = math.ipowi %c4, %c6 : i32
  func.call @use(%r118) : (i32) -> ()
  %r119 = math.ipowi %c4, %c7 : i32
  func.call @use(%r119) : (i32) -> ()
  %r120 = math.ipowi %c4, %c8 : i32
  func.call @use(%r120) : (i32) -> ()
  %r121 = math.ipowi %c4, %c9 : i32
  func.call @use(%r121) : (i32) -> ()
  %r122 = math.ipowi %c4, %c10 : i32
  func.call @use(%r122) : (i32) -> ()
  %r123 = math.ipowi %c4, %c11 : i32
  func.call @use(%r123) : (i32) -> ()
  %r124 = math.ipowi %c4, %c12 : i32
  func.call @use(%r124) : (i32) -> ()
  %r125 = math.ipowi %c4, %c13 : i32
  func.call @use(%r125) : (i32) -> ()
  %r126 = math.ipowi %c5, %c0 : i32
  func.call @use(%r126) : (i32) -> ()
  %r127 = math.ipowi %c5, %c1 : i32
  func.call @use(%r127) : (i32) -> ()
  %r128 = math.ipowi %c5, %c2 : i32
  func.call @use(%r128) : (i32) -> ()
  %r129 = math.ipowi %c5, %c3 : i32
  func.call @use(%r129) : (i32) -> ()
  %r130 = math.ipowi %c5, %c4 : i32
  func.call @use(%r130) : (i32) -> ()
  %r131 = math.ipowi %c5, %c5 : i32
  func.call @use(%r131) : (i32) -> ()
  %r132 = math.ipowi %c5, %c6 : i32
  func.call @use(%r132) : (i32) -> ()
  %r133 = math.ipowi %c5, %c7 : i32
  func.call @use(%r133) : (i32) -> ()
  %r134 = math.ipowi %c5, %c8 : i32
  func.call @use(%r134) : (i32) -> ()
  %r135 = math.ipowi %c5, %c9 : i32
  func.call @use(%r135) : (i32) -> ()
  %r136 = math.ipowi %c5, %c10 : i32
  func.call @use(%r136) : (i32) -> ()
  %r137 = math.ipowi %c5, %c11 : i32
  func.call @use(%r137) : (i32) -> ()
  %r138 = math.ipowi %c5, %c12 : i32
  func.call @use(%r138) : (i32) -> ()
  %r139 = math.ipowi %c5, %c13 : i32
  func.call @use(%r139) : (i32) -> ()
  %r140 = math.ipowi %c6, %c0 : i32
  func.call @use(%r140) : (i32) -> ()
  %r141 = math.ipowi %c6, %c1 : i32
  func.call @use(%r141) : (i32) -> ()
  %r142 = math.ipowi %c6, %c2 : i32
  func.call @use(%r142) : (i32) -> ()
  %r143 = math.ipowi %c6, %c3 : i32
  func.call @use(%r143) : (i32) -> ()
  %r144 = math.ipowi %c6, %c4 : i32
  func.call @use(%r144) : (i32) -> ()
  %r145 = math.ipowi %c6, %c5 : i32
  func.call @use(%r145) : (i32) -> ()
  %r146 = math.ipowi %c6, %c6 : i32
  func.call @use(%r146) : (i32) -> ()
  %r147 = math.ipowi %c6, %c7 : i32
  func.call @use(%r147) : (i32) -> ()
  %r148 = math.ipowi %c6, %c8 : i32
  func.call @use(%r148) : (i32) -> ()
  %r149 = math.ipowi %c6, %c9 : i32
  func.call @use(%r149) : (i32) -> ()
  %r150 = math.ipowi %c6, %c10 : i32
  func.call @use(%r150) : (i32) -> ()
  %r151 = math.ipowi %c6, %c11 : i32
  func.call @use(%r151) : (i32) -> ()
  %r152 = math.ipowi %c6, %c12 : i32
  func.call @use(%r152) : (i32) -> ()
  %r153 = math.ipowi %c6, %c13 : i32
  func.call @use(%r153) : (i32) -> ()
  %r154 = math.ipowi %c7, %c0 : i32
  func.call @use(%r154) : (i32) -> ()
  %r155 = math.ipowi %c7, %c1 : i32
  func.call @use(%r155) : (i32) -> ()
  %r156 = math.ipowi %c7, %c2 : i32
  func.call @use(%r156) : (i32) -> ()
  %r157 = math.ipowi %c7, %c3 : i32
  func.call @use(%r157) : (i32) -> ()
  %r158 = math.ipowi %c7, %c4 : i32
  func.call @use(%r158) : (i32) -> ()
  %r159 = math.ipowi %c7, %c5 : i32
  func.call @use(%r159) : (i32) -> ()
  %r160 = math.ipowi %c7, %c6 : i32
  func.call @use(%r160) : (i32) -> ()
  %r161 = math.ipowi %c7, %c7 : i32
  func.call @use(%r161) : (i32) -> ()
  %r162 = math.ipowi %c7, %c8 : i32
  func.call @use(%r162) : (i32) -> ()
  %r163 = math.ipowi %c7, %c9 : i32
  func.call @use(%r163) : (i32) -> ()
  %r164 = math.ipowi %c7, %c10 : i32
  func.call @use(%r164) : (i32) -> ()
  %r165 = math.ipowi %c7, %c11 : i32
  func.call @use(%r165) : (i32) -> ()
  %r166 = math.ipowi %c7, %c12 : i32
  func.call @use(%r166) : (i32) -> ()
  %r167 = math.ipowi %c7, %c13 : i32
  func.call @use(%r167) : (i32) -> ()
  %r168 = math.ipowi %c8, %c0 : i32
  func.call @use(%r168) : (i32) -> ()
  %r169 = math.ipowi %c8, %c1 : i32
  func.call @use(%r169) : (i32) -> ()
  %r170 = math.ipowi %c8, %c2 : i32
  func.call @use(%r170) : (i32) -> ()
  %r171 = math.ipowi %c8, %c3 : i32
  func.call @use(%r171) : (i32) -> ()
  %r172 = math.ipowi %c8, %c4 : i32
  func.call @use(%r172) : (i32) -> ()
  %r173 = math.ipowi %c8, %c5 : i32
  func.call @use(%r173) : (i32) -> ()
  %r174 = math.ipowi %c8, %c6 : i32
  func.call @use(%r174) : (i32) -> ()
  %r175 = math.ipowi %c8, %c7 : i32
  func.call @use(%r175) : (i32) -> ()
  %r176 = math.ipowi %c8, %c8 : i32
  func.call @use(%r176) : (i32) -> ()
  %r177 = math.ipowi %c8, %c9 : i32
  func.call @use(%r177) : (i32) -> ()
  %r178 = math.ipowi %c8, %c10 : i32
  func.call @use(%r178) : (i32) -> ()
  %r179 = math.ipowi %c8, %c11 : i32
  func.call @use(%r179) : (i32) -> ()
  %r180 = math.ipowi %c8, %c12 : i32
  func.call @use(%r180) : (i32) -> ()
  %r181 = math.ipowi %c8, %c13 : i32
  func.call @use(%r181) : (i32) -> ()
  %r182 = math.ipowi %c9, %c0 : i32
  func.call @use(%r182) : (i32) -> ()
  %r183 = math.ipowi %c9, %c1 : i32
  func.call @use(%r183) : (i32) -> ()
  %r184 = math.ipowi %c9, %c2 : i32
  func.call @use(%r184) : (i32) -> ()
  %r185 = math.ipowi %c9, %c3 : i32
  func.call @use(%r185) : (i32) -> ()
  %r186 = math.ipowi %c9, %c4 : i32
  func.call @use(%r186) : (i32) -> ()
  %r187 = math.ipowi %c9, %c5 : i32
  func.call @use(%r187) : (i32) -> ()
  %r188 = math.ipowi %c9, %c6 : i32
  func.call @use(%r188) : (i32) -> ()
  %r189 = math.ipowi %c9, %c7 : i32
  func.call @use(%r189) : (i32) -> ()
  %r190 = math.ipowi %c9, %c8 : i32
  func.call @use(%r190) : (i32) -> ()
  %r191 = math.ipowi %c9, %c9 : i32
  func.call @use(%r191) : (i32) -> ()
  %r192 = math.ipowi %c9, %c10 : i32
  func.call @use(%r192) : (i32) -> ()
  %r193 = math.ipowi %c9, %c11 : i32
  func.call @use(%r193) : (i32) -> ()
  %r194 = math.ipowi %c9, %c12 : i32
  func.call @use(%r194) : (i32) -> ()
  %r195 = math.ipowi %c9, %c13 : i32
  func.call @use(%r195) : (i32) -> ()
  %r196 = math.ipowi %c10, %c0 : i32
  func.call @use(%r196) : (i32) -> ()
  %r197 = math.ipowi %c10, %c1 : i32
  func.call @use(%r197) : (i32) -> ()
  %r198 = math.ipowi %c10, %c2 : i32
  func.call @use(%r198) : (i32) -> ()
  %r199 = math.ipowi %c10, %c3 : i32
  func.call @use(%r199) : (i32) -> ()
  %r200 = math.ipowi %c10, %c4 : i32
  func.call @use(%r200) : (i32) -> ()
  %r201 = math.ipowi %c10, %c5 : i32
  func.call @use(%r201) : (i32) -> ()
  %r202 = math.ipowi %c10, %c6 : i32
  func.call @use(%r202) : (i32) -> ()
  %r203 = math.ipowi %c10, %c7 : i32
  func.call @use(%r203) : (i32) -> ()
  %r204 = math.ipowi %c10, %c8 : i32
  func.call @use(%r204) : (i32) -> ()
  %r205 = math.ipowi %c10, %c9 : i32
  func.call @use(%r205) : (i32) -> ()
  %r206 = math.ipowi %c10, %c10 : i32
  func.call @use(%r206) : (i32) -> ()
  %r207 = math.ipowi %c10, %c11 : i32
  func.call @use(%r207) : (i32) -> ()
  %r208 = math.ipowi %c10, %c12 : i32
  func.call @use(%r208) : (i32) -> ()
  %r209 = math.ipowi %c10, %c13 : i32
  func.call @use(%r209) : (i32) -> ()
  %r210 = math.ipowi %c11, %c0 : i32
  func.call @use(%r210) : (i32) -> ()
  %r211 = math.ipowi %c11, %c1 : i32
  func.call @use(%r211) : (i32) -> ()
  %r212 = math.ipowi %c11, %c2 : i32
  func.call @use(%r212) : (i32) -> ()
  %r213 = math.ipowi %c11, %c3 : i32
  func.call @use(%r213) : (i32) -> ()
  %r214 = math.ipowi %c11, %c4 : i32
  func.call @use(%r214) : (i32) -> ()
  %r215 = math.ipowi %c11, %c5 : i32
  func.call @use(%r215) : (i32) -> ()
  %r216 = math.ipowi %c11, %c6 : i32
  func.call @use(%r216) : (i32) -> ()
  %r217 = math.ipowi %c11, %c7 : i32
  func.call @use(%r217) : (i32) -> ()
  %r218 = math.ipowi %c11, %c8 : i32
  func.call @use(%r218) : (i32) -> ()
  %r219 = math.ipowi %c11, %c9 : i32
  func.call @use(%r219) : (i32) -> ()
  %r220 = math.ipowi %c11, %c10 : i32
  func.call @use(%r220) : (i32) -> ()
  %r221 = math.ipowi %c11, %c11 : i32
  func.call @use(%r221) : (i32) -> ()
  %r222 = math.ipowi %c11, %c12 : i32
  func.call @use(%r222) : (i32) -> ()
  %r223 = math.ipowi %c11, %c13 : i32
  func.call @use(%r223) : (i32) -> ()
  %r224 = math.ipowi %c12, %c0 : i32
  func.call @use(%r224) : (i32) -> ()
  %r225 = math.ipowi %c12, %c1 : i32
  func.call @use(%r225) : (i32) -> ()
  %r226 = math.ipowi %c12, %c2 : i32
  func.call @use(%r226) : (i32) -> ()
  %r227 = math.ipowi %c12, %c3 : i32
  func.call @use(%r227) : (i32) -> ()
  %r228 = math.ipowi %c12, %c4 : i32
  func.call @use(%r228) : (i32) -> ()
  %r229 = math.ipowi %c12, %c5 : i32
  func.call @use(%r229) : (i32) -> ()
  %r230 = math.ipowi %c12, %c6 : i32
  func.call @use(%r230) : (i32) -> ()
  %r231 = math.ipowi %c12, %c7 : i32
  func.call @use(%r231) : (i32) -> ()
  %r232 = math.ipowi %c12, %c8 : i32
  func.call @use(%r232) : (i32) -> ()
  %r233 = math.ipowi %c12, %c9 : i32
  func.call @use(%r233) : (i32) -> ()
  %r234 = math.ipowi %c12, %c10 : i32
  func.call @use(%r234) : (i32) -> ()
  %r235 = math.ipowi %c12, %c11 : i32
  func.call @use(%r235) : (i32) -> ()
  %r236 = math.ipowi %c12, %c12 : i32
  func.call @use(%r236) : (i32) -> ()
  %r237 = math.ipowi %c12, %c13 : i32
  func.call @use(%r237) : (i32) -> ()
  %r238 = math.ipowi %c13, %c0 : i32
  func.call @use(%r238) : (i32) -> ()
  %r239 = math.ipowi %c13, %c1 : i32
  func.call @use(%r239) : (i32) -> ()
  %r240 = math.ipowi %c13, %c2 : i32
  func.call @use(%r240) : (i32) -> ()
  %r241 = math.ipowi %c13, %c3 : i32
  func.call @use(%r241) : (i32) -> ()
  %r242 = math.ipowi %c13, %c4 : i32
  func.call @use(%r242) : (i32) -> ()
  %r243 = math.ipowi %c13, %c5 : i32
  func.call @use(%r243) : (i32) -> ()
  %r244 = math.ipowi %c13, %c6 : i32
  func.call @use(%r244) : (i32) -> ()
  %r245 = math.ipowi %c13, %c7 : i32
  func.call @use(%r245) : (i32) -> ()
  %r246 = math.ipowi %c13, %c8 : i32
  func.call @use(%r246) : (i32) -> ()
  %r247 = math.ipowi %c13, %c9 : i32
  func.call @use(%r247) : (i32) -> ()
  %r248 = math.ipowi %c13, %c10 : i32
  func.call @use(%r248) : (i32) -> ()
  %r249 = math.ipowi %c13, %c11 : i32
  func.call @use(%r249) : (i32) -> ()
  %r250 = math.ipowi %c13, %c12 : i32
  func.call @use(%r250) : (i32) -> ()
  %r251 = math.ipowi %c13, %c13 : i32
  func.call @use(%r251) : (i32) -> ()
  return
}

// -----

func.func private @use(i33)

func.func @i33() {
  %c0 = arith.constant -4294967296 : i33
  %c1 = arith.constant -65536 : i33
  %c2 = arith.constant -5 : i33
  %c3 = arith.constant -2 : i33
  %c4 = arith.constant -1 : i33
  %c5 = arith.constant 0 : i33
  %c6 = arith.constant 1 : i33
  %c7 = arith.constant 2 : i33
  %c8 = arith.constant 3 : i33
  %c9 = arith.constant 5 : i33
  %c10 = arith.constant 7 : i33
  %c11 = arith.constant 65536 : i33
  %c12 = arith.constant 1431655765 : i33
  %c13 = arith.constant 4294967295 : i33
  %r0 = math.absi %c0 : i33
  func.call @use(%r0) : (i33) -> ()
  %r1 = math.ctlz %c0 : i33
  func.call @use(%r1) : (i33) -> ()
  %r2 = math.cttz %c0 : i33
  func.call @use(%r2) : (i33) -> ()
  %r3 = math.ctpop %c0 : i33
  func.call @use(%r3) : (i33) -> ()
  %r4 = math.absi %c1 : i33
  func.call @use(%r4) : (i33) -> ()
  %r5 = math.ctlz %c1 : i33
  func.call @use(%r5) : (i33) -> ()
  %r6 = math.cttz %c1 : i33
  func.call @use(%r6) : (i33) -> ()
  %r7 = math.ctpop %c1 : i33
  func.call @use(%r7) : (i33) -> ()
  %r8 = math.absi %c2 : i33
  func.call @use(%r8) : (i33) -> ()
  %r9 = math.ctlz %c2 : i33
  func.call @use(%r9) : (i33) -> ()
  %r10 = math.cttz %c2 : i33
  func.call @use(%r10) : (i33) -> ()
  %r11 = math.ctpop %c2 : i33
  func.call @use(%r11) : (i33) -> ()
  %r12 = math.absi %c3 : i33
  func.call @use(%r12) : (i33) -> ()
  %r13 = math.ctlz %c3 : i33
  func.call @use(%r13) : (i33) -> ()
  %r14 = math.cttz %c3 : i33
  func.call @use(%r14) : (i33) -> ()
  %r15 = math.ctpop %c3 : i33
  func.call @use(%r15) : (i33) -> ()
  %r16 = math.absi %c4 : i33
  func.call @use(%r16) : (i33) -> ()
  %r17 = math.ctlz %c4 : i33
  func.call @use(%r17) : (i33) -> ()
  %r18 = math.cttz %c4 : i33
  func.call @use(%r18) : (i33) -> ()
  %r19 = math.ctpop %c4 : i33
  func.call @use(%r19) : (i33) -> ()
  %r20 = math.absi %c5 : i33
  func.call @use(%r20) : (i33) -> ()
  %r21 = math.ctlz %c5 : i33
  func.call @use(%r21) : (i33) -> ()
  %r22 = math.cttz %c5 : i33
  func.call @use(%r22) : (i33) -> ()
  %r23 = math.ctpop %c5 : i33
  func.call @use(%r23) : (i33) -> ()
  %r24 = math.absi %c6 : i33
  func.call @use(%r24) : (i33) -> ()
  %r25 = math.ctlz %c6 : i33
  func.call @use(%r25) : (i33) -> ()
  %r26 = math.cttz %c6 : i33
  func.call @use(%r26) : (i33) -> ()
  %r27 = math.ctpop %c6 : i33
  func.call @use(%r27) : (i33) -> ()
  %r28 = math.absi %c7 : i33
  func.call @use(%r28) : (i33) -> ()
  %r29 = math.ctlz %c7 : i33
  func.call @use(%r29) : (i33) -> ()
  %r30 = math.cttz %c7 : i33
  func.call @use(%r30) : (i33) -> ()
  %r31 = math.ctpop %c7 : i33
  func.call @use(%r31) : (i33) -> ()
  %r32 = math.absi %c8 : i33
  func.call @use(%r32) : (i33) -> ()
  %r33 = math.ctlz %c8 : i33
  func.call @use(%r33) : (i33) -> ()
  %r34 = math.cttz %c8 : i33
  func.call @use(%r34) : (i33) -> ()
  %r35 = math.ctpop %c8 : i33
  func.call @use(%r35) : (i33) -> ()
  %r36 = math.absi %c9 : i33
  func.call @use(%r36) : (i33) -> ()
  %r37 = math.ctlz %c9 : i33
  func.call @use(%r37) : (i33) -> ()
  %r38 = math.cttz %c9 : i33
  func.call @use(%r38) : (i33) -> ()
  %r39 = math.ctpop %c9 : i33
  func.call @use(%r39) : (i33) -> ()
  %r40 = math.absi %c10 : i33
  func.call @use(%r40) : (i33) -> ()
  %r41 = math.ctlz %c10 : i33
  func.call @use(%r41) : (i33) -> ()
  %r42 = math.cttz %c10 : i33
  func.call @use(%r42) : (i33) -> ()
  %r43 = math.ctpop %c10 : i33
  func.call @use(%r43) : (i33) -> ()
  %r44 = math.absi %c11 : i33
  func.call @use(%r44) : (i33) -> ()
  %r45 = math.ctlz %c11 : i33
  func.call @use(%r45) : (i33) -> ()
  %r46 = math.cttz %c11 : i33
  func.call @use(%r46) : (i33) -> ()
  %r47 = math.ctpop %c11 : i33
  func.call @use(%r47) : (i33) -> ()
  %r48 = math.absi %c12 : i33
  func.call @use(%r48) : (i33) -> ()
  %r49 = math.ctlz %c12 : i33
  func.call @use(%r49) : (i33) -> ()
  %r50 = math.cttz %c12 : i33
  func.call @use(%r50) : (i33) -> ()
  %r51 = math.ctpop %c12 : i33
  func.call @use(%r51) : (i33) -> ()
  %r52 = math.absi %c13 : i33
  func.call @use(%r52) : (i33) -> ()
  %r53 = math.ctlz %c13 : i33
  func.call @use(%r53) : (i33) -> ()
  %r54 = math.cttz %c13 : i33
  func.call @use(%r54) : (i33) -> ()
  %r55 = math.ctpop %c13 : i33
  func.call @use(%r55) : (i33) -> ()
  %r56 = math.ipowi %c0, %c0 : i33
  func.call @use(%r56) : (i33) -> ()
  %r57 = math.ipowi %c0, %c1 : i33
  func.call @use(%r57) : (i33) -> ()
  %r58 = math.ipowi %c0, %c2 : i33
  func.call @use(%r58) : (i33) -> ()
  %r59 = math.ipowi %c0, %c3 : i33
  func.call @use(%r59) : (i33) -> ()
  %r60 = math.ipowi %c0, %c4 : i33
  func.call @use(%r60) : (i33) -> ()
  %r61 = math.ipowi %c0, %c5 : i33
  func.call @use(%r61) : (i33) -> ()
  %r62 = math.ipowi %c0, %c6 : i33
  func.call @use(%r62) : (i33) -> ()
  %r63 = math.ipowi %c0, %c7 : i33
  func.call @use(%r63) : (i33) -> ()
  %r64 = math.ipowi %c0, %c8 : i33
  func.call @use(%r64) : (i33) -> ()
  %r65 = math.ipowi %c0, %c9 : i33
  func.call @use(%r65) : (i33) -> ()
  %r66 = math.ipowi %c0, %c10 : i33
  func.call @use(%r66) : (i33) -> ()
  %r67 = math.ipowi %c0, %c11 : i33
  func.call @use(%r67) : (i33) -> ()
  %r68 = math.ipowi %c0, %c12 : i33
  func.call @use(%r68) : (i33) -> ()
  %r69 = math.ipowi %c0, %c13 : i33
  func.call @use(%r69) : (i33) -> ()
  %r70 = math.ipowi %c1, %c0 : i33
  func.call @use(%r70) : (i33) -> ()
  %r71 = math.ipowi %c1, %c1 : i33
  func.call @use(%r71) : (i33) -> ()
  %r72 = math.ipowi %c1, %c2 : i33
  func.call @use(%r72) : (i33) -> ()
  %r73 = math.ipowi %c1, %c3 : i33
  func.call @use(%r73) : (i33) -> ()
  %r74 = math.ipowi %c1, %c4 : i33
  func.call @use(%r74) : (i33) -> ()
  %r75 = math.ipowi %c1, %c5 : i33
  func.call @use(%r75) : (i33) -> ()
  %r76 = math.ipowi %c1, %c6 : i33
  func.call @use(%r76) : (i33) -> ()
  %r77 = math.ipowi %c1, %c7 : i33
  func.call @use(%r77) : (i33) -> ()
  %r78 = math.ipowi %c1, %c8 : i33
  func.call @use(%r78) : (i33) -> ()
  %r79 = math.ipowi %c1, %c9 : i33
  func.call @use(%r79) : (i33) -> ()
  %r80 = math.ipowi %c1, %c10 : i33
  func.call @use(%r80) : (i33) -> ()
  %r81 = math.ipowi %c1, %c11 : i33
  func.call @use(%r81) : (i33) -> ()
  %r82 = math.ipowi %c1, %c12 : i33
  func.call @use(%r82) : (i33) -> ()
  %r83 = math.ipowi %c1, %c13 : i33
  func.call @use(%r83) : (i33) -> ()
  %r84 = math.ipowi %c2, %c0 : i33
  func.call @use(%r84) : (i33) -> ()
  %r85 = math.ipowi %c2, %c1 : i33
  func.call @use(%r85) : (i33) -> ()
  %r86 = math.ipowi %c2, %c2 : i33
  func.call @use(%r86) : (i33) -> ()
  %r87 = math.ipowi %c2, %c3 : i33
  func.call @use(%r87) : (i33) -> ()
  %r88 = math.ipowi %c2, %c4 : i33
  func.call @use(%r88) : (i33) -> ()
  %r89 = math.ipowi %c2, %c5 : i33
  func.call @use(%r89) : (i33) -> ()
  %r90 = math.ipowi %c2, %c6 : i33
  func.call @use(%r90) : (i33) -> ()
  %r91 = math.ipowi %c2, %c7 : i33
  func.call @use(%r91) : (i33) -> ()
  %r92 = math.ipowi %c2, %c8 : i33
  func.call @use(%r92) : (i33) -> ()
  %r93 = math.ipowi %c2, %c9 : i33
  func.call @use(%r93) : (i33) -> ()
  %r94 = math.ipowi %c2, %c10 : i33
  func.call @use(%r94) : (i33) -> ()
  %r95 = math.ipowi %c2, %c11 : i33
  func.call @use(%r95) : (i33) -> ()
  %r96 = math.ipowi %c2, %c12 : i33
  func.call @use(%r96) : (i33) -> ()
  %r97 = math.ipowi %c2, %c13 : i33
  func.call @use(%r97) : (i33) -> ()
  %r98 = math.ipowi %c3, %c0 : i33
  func.call @use(%r98) : (i33) -> ()
  %r99 = math.ipowi %c3, %c1 : i33
  func.call @use(%r99) : (i33) -> ()
  %r100 = math.ipowi %c3, %c2 : i33
  func.call @use(%r100) : (i33) -> ()
  %r101 = math.ipowi %c3, %c3 : i33
  func.call @use(%r101) : (i33) -> ()
  %r102 = math.ipowi %c3, %c4 : i33
  func.call @use(%r102) : (i33) -> ()
  %r103 = math.ipowi %c3, %c5 : i33
  func.call @use(%r103) : (i33) -> ()
  %r104 = math.ipowi %c3, %c6 : i33
  func.call @use(%r104) : (i33) -> ()
  %r105 = math.ipowi %c3, %c7 : i33
  func.call @use(%r105) : (i33) -> ()
  %r106 = math.ipowi %c3, %c8 : i33
  func.call @use(%r106) : (i33) -> ()
  %r107 = math.ipowi %c3, %c9 : i33
  func.call @use(%r107) : (i33) -> ()
  %r108 = math.ipowi %c3, %c10 : i33
  func.call @use(%r108) : (i33) -> ()
  %r109 = math.ipowi %c3, %c11 : i33
  func.call @use(%r109) : (i33) -> ()
  %r110 = math.ipowi %c3, %c12 : i33
  func.call @use(%r110) : (i33) -> ()
  %r111 = math.ipowi %c3, %c13 : i33
  func.call @use(%r111) : (i33) -> ()
  %r112 = math.ipowi %c4, %c0 : i33
  func.call @use(%r112) : (i33) -> ()
  %r113 = math.ipowi %c4, %c1 : i33
  func.call @use(%r113) : (i33) -> ()
  %r114 = math.ipowi %c4, %c2 : i33
  func.call @use(%r114) : (i33) -> ()
  %r115 = math.ipowi %c4, %c3 : i33
  func.call @use(%r115) : (i33) -> ()
  %r116 = math.ipowi %c4, %c4 : i33
  func.call @use(%r116) : (i33) -> ()
  %r117 = math.ipowi %c4, %c5 : i33
  func.call @use(%r117) : (i33) -> ()
  %r118 = math.ipowi %c4, %c6 : i33
  func.call @use(%r118) : (i33) -> ()
  %r119 = math.ipowi %c4, %c7 : i33
  func.call @use(%r119) : (i33) -> ()
  %r120 = math.ipowi %c4, %c8 : i33
  func.call @use(%r120) : (i33) -> ()
  %r121 = math.ipowi %c4, %c9 : i33
  func.call @use(%r121) : (i33) -> ()
  %r122 = math.ipowi %c4, %c10 : i33
  func.call @use(%r122) : (i33) -> ()
  %r123 = math.ipowi %c4, %c11 : i33
  func.call @use(%r123) : (i33) -> ()
  %r124 = math.ipowi %c4, %c12 : i33
  func.call @use(%r124) : (i33) -> ()
  %r125 = math.ipowi %c4, %c13 : i33
  func.call @use(%r125) : (i33) -> ()
  %r126 = math.ipowi %c5, %c0 : i33
  func.call @use(%r126) : (i33) -> ()
  %r127 = math.ipowi %c5, %c1 : i33
  func.call @use(%r127) : (i33) -> ()
  %r128 = math.ipowi %c5, %c2 : i33
  func.call @use(%r128) : (i33) -> ()
  %r129 = math.ipowi %c5, %c3 : i33
  func.call @use(%r129) : (i33) -> ()
  %r130 = math.ipowi %c5, %c4 : i33
  func.call @use(%r130) : (i33) -> ()
  %r131 = math.ipowi %c5, %c5 : i33
  func.call @use(%r131) : (i33) -> ()
  %r132 = math.ipowi %c5, %c6 : i33
  func.call @use(%r132) : (i33) -> ()
  %r133 = math.ipowi %c5, %c7 : i33
  func.call @use(%r133) : (i33) -> ()
  %r134 = math.ipowi %c5, %c8 : i33
  func.call @use(%r134) : (i33) -> ()
  %r135 = math.ipowi %c5, %c9 : i33
  func.call @use(%r135) : (i33) -> ()
  %r136 = math.ipowi %c5, %c10 : i33
  func.call @use(%r136) : (i33) -> ()
  %r137 = math.ipowi %c5, %c11 : i33
  func.call @use(%r137) : (i33) -> ()
  %r138 = math.ipowi %c5, %c12 : i33
  func.call @use(%r138) : (i33) -> ()
  %r139 = math.ipowi %c5, %c13 : i33
  func.call @use(%r139) : (i33) -> ()
  %r140 = math.ipowi %c6, %c0 : i33
  func.call @use(%r140) : (i33) -> ()
  %r141 = math.ipowi %c6, %c1 : i33
  func.call @use(%r141) : (i33) -> ()
  %r142 = math.ipowi %c6, %c2 : i33
  func.call @use(%r142) : (i33) -> ()
  %r143 = math.ipowi %c6, %c3 : i33
  func.call @use(%r143) : (i33) -> ()
  %r144 = math.ipowi %c6, %c4 : i33
  func.call @use(%r144) : (i33) -> ()
  %r145 = math.ipowi %c6, %c5 : i33
  func.call @use(%r145) : (i33) -> ()
  %r146 = math.ipowi %c6, %c6 : i33
  func.call @use(%r146) : (i33) -> ()
  %r147 = math.ipowi %c6, %c7 : i33
  func.call @use(%r147) : (i33) -> ()
  %r148 = math.ipowi %c6, %c8 : i33
  func.call @use(%r148) : (i33) -> ()
  %r149 = math.ipowi %c6, %c9 : i33
  func.call @use(%r149) : (i33) -> ()
  %r150 = math.ipowi %c6, %c10 : i33
  func.call @use(%r150) : (i33) -> ()
  %r151 = math.ipowi %c6, %c11 : i33
  func.call @use(%r151) : (i33) -> ()
  %r152 = math.ipowi %c6, %c12 : i33
  func.call @use(%r152) : (i33) -> ()
  %r153 = math.ipowi %c6, %c13 : i33
  func.call @use(%r153) : (i33) -> ()
  %r154 = math.ipowi %c7, %c0 : i33
  func.call @use(%r154) : (i33) -> ()
  %r155 = math.ipowi %c7, %c1 : i33
  func.call @use(%r155) : (i33) -> ()
  %r156 = math.ipowi %c7, %c2 : i33
  func.call @use(%r156) : (i33) -> ()
  %r157 = math.ipowi %c7, %c3 : i33
  func.call @use(%r157) : (i33) -> ()
  %r158 = math.ipowi %c7, %c4 : i33
  func.call @use(%r158) : (i33) -> ()
  %r159 = math.ipowi %c7, %c5 : i33
  func.call @use(%r159) : (i33) -> ()
  %r160 = math.ipowi %c7, %c6 : i33
  func.call @use(%r160) : (i33) -> ()
  %r161 = math.ipowi %c7, %c7 : i33
  func.call @use(%r161) : (i33) -> ()
  %r162 = math.ipowi %c7, %c8 : i33
  func.call @use(%r162) : (i33) -> ()
  %r163 = math.ipowi %c7, %c9 : i33
  func.call @use(%r163) : (i33) -> ()
  %r164 = math.ipowi %c7, %c10 : i33
  func.call @use(%r164) : (i33) -> ()
  %r165 = math.ipowi %c7, %c11 : i33
  func.call @use(%r165) : (i33) -> ()
  %r166 = math.ipowi %c7, %c12 : i33
  func.call @use(%r166) : (i33) -> ()
  %r167 = math.ipowi %c7, %c13 : i33
  func.call @use(%r167) : (i33) -> ()
  %r168 = math.ipowi %c8, %c0 : i33
  func.call @use(%r168) : (i33) -> ()
  %r169 = math.ipowi %c8, %c1 : i33
  func.call @use(%r169) : (i33) -> ()
  %r170 = math.ipowi %c8, %c2 : i33
  func.call @use(%r170) : (i33) -> ()
  %r171 = math.ipowi %c8, %c3 : i33
  func.call @use(%r171) : (i33) -> ()
  %r172 = math.ipowi %c8, %c4 : i33
  func.call @use(%r172) : (i33) -> ()
  %r173 = math.ipowi %c8, %c5 : i33
  func.call @use(%r173) : (i33) -> ()
  %r174 = math.ipowi %c8, %c6 : i33
  func.call @use(%r174) : (i33) -> ()
  %r175 = math.ipowi %c8, %c7 : i33
  func.call @use(%r175) : (i33) -> ()
  %r176 = math.ipowi %c8, %c8 : i33
  func.call @use(%r176) : (i33) -> ()
  %r177 = math.ipowi %c8, %c9 : i33
  func.call @use(%r177) : (i33) -> ()
  %r178 = math.ipowi %c8, %c10 : i33
  func.call @use(%r178) : (i33) -> ()
  %r179 = math.ipowi %c8, %c11 : i33
  func.call @use(%r179) : (i33) -> ()
  %r180 = math.ipowi %c8, %c12 : i33
  func.call @use(%r180) : (i33) -> ()
  %r181 = math.ipowi %c8, %c13 : i33
  func.call @use(%r181) : (i33) -> ()
  %r182 = math.ipowi %c9, %c0 : i33
  func.call @use(%r182) : (i33) -> ()
  %r183 = math.ipowi %c9, %c1 : i33
  func.call @use(%r183) : (i33) -> ()
  %r184 = math.ipowi %c9, %c2 : i33
  func.call @use(%r184) : (i33) -> ()
  %r185 = math.ipowi %c9, %c3 : i33
  func.call @use(%r185) : (i33) -> ()
  %r186 = math.ipowi %c9, %c4 : i33
  func.call @use(%r186) : (i33) -> ()
  %r187 = math.ipowi %c9, %c5 : i33
  func.call @use(%r187) : (i33) -> ()
  %r188 = math.ipowi %c9, %c6 : i33
  func.call @use(%r188) : (i33) -> ()
  %r189 = math.ipowi %c9, %c7 : i33
  func.call @use(%r189) : (i33) -> ()
  %r190 = math.ipowi %c9, %c8 : i33
  func.call @use(%r190) : (i33) -> ()
  %r191 = math.ipowi %c9, %c9 : i33
  func.call @use(%r191) : (i33) -> ()
  %r192 = math.ipowi %c9, %c10 : i33
  func.call @use(%r192) : (i33) -> ()
  %r193 = math.ipowi %c9, %c11 : i33
  func.call @use(%r193) : (i33) -> ()
  %r194 = math.ipowi %c9, %c12 : i33
  func.call @use(%r194) : (i33) -> ()
  %r195 = math.ipowi %c9, %c13 : i33
  func.call @use(%r195) : (i33) -> ()
  %r196 = math.ipowi %c10, %c0 : i33
  func.call @use(%r196) : (i33) -> ()
  %r197 = math.ipowi %c10, %c1 : i33
  func.call @use(%r197) : (i33) -> ()
  %r198 = math.ipowi %c10, %c2 : i33
  func.call @use(%r198) : (i33) -> ()
  %r199 = math.ipowi %c10, %c3 : i33
  func.call @use(%r199) : (i33) -> ()
  %r200 = math.ipowi %c10, %c4 : i33
  func.call @use(%r200) : (i33) -> ()
  %r201 = math.ipowi %c10, %c5 : i33
  func.call @use(%r201) : (i33) -> ()
  %r202 = math.ipowi %c10, %c6 : i33
  func.call @use(%r202) : (i33) -> ()
  %r203 = math.ipowi %c10, %c7 : i33
  func.call @use(%r203) : (i33) -> ()
  %r204 = math.ipowi %c10, %c8 : i33
  func.call @use(%r204) : (i33) -> ()
  %r205 = math.ipowi %c10, %c9 : i33
  func.call @use(%r205) : (i33) -> ()
  %r206 = math.ipowi %c10, %c10 : i33
  func.call @use(%r206) : (i33) -> ()
  %r207 = math.ipowi %c10, %c11 : i33
  func.call @use(%r207) : (i33) -> ()
  %r208 = math.ipowi %c10, %c12 : i33
  func.call @use(%r208) : (i33) -> ()
  %r209 = math.ipowi %c10, %c13 : i33
  func.call @use(%r209) : (i33) -> ()
  %r210 = math.ipowi %c11, %c0 : i33
  func.call @use(%r210) : (i33) -> ()
  %r211 = math.ipowi %c11, %c1 : i33
  func.call @use(%r211) : (i33) -> ()
  %r212 = math.ipowi %c11, %c2 : i33
  func.call @use(%r212) : (i33) -> ()
  %r213 = math.ipowi %c11, %c3 : i33
  func.call @use(%r213) : (i33) -> ()
  %r214 = math.ipowi %c11, %c4 : i33
  func.call @use(%r214) : (i33) -> ()
  %r215 = math.ipowi %c11, %c5 : i33
  func.call @use(%r215) : (i33) -> ()
  %r216 = math.ipowi %c11, %c6 : i33
  func.call @use(%r216) : (i33) -> ()
  %r217 = math.ipowi %c11, %c7 : i33
  func.call @use(%r217) : (i33) -> ()
  %r218 = math.ipowi %c11, %c8 : i33
  func.call @use(%r218) : (i33) -> ()
  %r219 = math.ipowi %c11, %c9 : i33
  func.call @use(%r219) : (i33) -> ()
  %r220 = math.ipowi %c11, %c10 : i33
  func.call @use(%r220) : (i33) -> ()
  %r221 = math.ipowi %c11, %c11 : i33
  func.call @use(%r221) : (i33) -> ()
  %r222 = math.ipowi %c11, %c12 : i33
  func.call @use(%r222) : (i33) -> ()
  %r223 = math.ipowi %c11, %c13 : i33
  func.call @use(%r223) : (i33) -> ()
  %r224 = math.ipowi %c12, %c0 : i33
  func.call @use(%r224) : (i33) -> ()
  %r225 = math.ipowi %c12, %c1 : i33
  func.call @use(%r225) : (i33) -> ()
  %r226 = math.ipowi %c12, %c2 : i33
  func.call @use(%r226) : (i33) -> ()
  %r227 = math.ipowi %c12, %c3 : i33
  func.call @use(%r227) : (i33) -> ()
  %r228 = math.ipowi %c12, %c4 : i33
  func.call @use(%r228) : (i33) -> ()
  %r229 = math.ipowi %c12, %c5 : i33
  func.call @use(%r229) : (i33) -> ()
  %r230 = math.ipowi %c12, %c6 : i33
  func.call @use(%r230) : (i33) -> ()
  %r231 = math.ipowi %c12, %c7 : i33
  func.call @use(%r231) : (i33) -> ()
  %r232 = math.ipowi %c12, %c8 : i33
  func.call @use(%r232) : (i33) -> ()
  %r233 = math.ipowi %c12, %c9 : i33
  func.call @use(%r233) : (i33) -> ()
  %r234 = math.ipowi %c12, %c10 : i33
  func.call @use(%r234) : (i33) -> ()
  %r235 = math.ipowi %c12, %c11 : i33
  func.call @use(%r235) : (i33) -> ()
  %r236 = math.ipowi %c12, %c12 : i33
  func.call @use(%r236) : (i33) -> ()
  %r237 = math.ipowi %c12, %c13 : i33
  func.call @use(%r237) : (i33) -> ()
  %r238 = math.ipowi %c13, %c0 : i33
  func.call @use(%r238) : (i33) -> ()
  %r239 = math.ipowi %c13, %c1 : i33
  func.call @use(%r239) : (i33) -> ()
  %r240 = math.ipowi %c13, %c2 : i33
  func.call @use(%r240) : (i33) -> ()
  %r241 = math.ipowi %c13, %c3 : i33
  func.call @use(%r241) : (i33) -> ()
  %r242 = math.ipowi %c13, %c4 : i33
  func.call @use(%r242) : (i33) -> ()
  %r243 = math.ipowi %c13, %c5 : i33
  func.call @use(%r243) : (i33) -> ()
  %r244 = math.ipowi %c13, %c6 : i33
  func.call @use(%r244) : (i33) -> ()
  %r245 = math.ipowi %c13, %c7 : i33
  func.call @use(%r245) : (i33) -> ()
  %r246 = math.ipowi %c13, %c8 : i33
  func.call @use(%r246) : (i33) -> ()
  %r247 = math.ipowi %c13, %c9 : i33
  func.call @use(%r247) : (i33) -> ()
  %r248 = math.ipowi %c13, %c10 : i33
  func.call @use(%r248) : (i33) -> ()
  %r249 = math.ipowi %c13, %c11 : i33
  func.call @use(%r249) : (i33) -> ()
  %r250 = math.ipowi %c13, %c12 : i33
  func.call @use(%r250) : (i33) -> ()
  %r251 = math.ipowi %c13, %c13 : i33
  func.call @use(%r251) : (i33) -> ()
  return
}

// -----

func.func private @use(i64)

func.func @i64() {
  %c0 = arith.constant -9223372036854775808 : i64
  %c1 = arith.constant -4294967296 : i64
  %c2 = arith.constant -5 : i64
  %c3 = arith.constant -2 : i64
  %c4 = arith.constant -1 : i64
  %c5 = arith.constant 0 : i64
  %c6 = arith.constant 1 : i64
  %c7 = arith.constant 2 : i64
  %c8 = arith.constant 3 : i64
  %c9 = arith.constant 5 : i64
  %c10 = arith.constant 7 : i64
  %c11 = arith.constant 4294967296 : i64
  %c12 = arith.constant 3074457345618258602 : i64
  %c13 = arith.constant 9223372036854775807 : i64
  %r0 = math.absi %c0 : i64
  func.call @use(%r0) : (i64) -> ()
  %r1 = math.ctlz %c0 : i64
  func.call @use(%r1) : (i64) -> ()
  %r2 = math.cttz %c0 : i64
  func.call @use(%r2) : (i64) -> ()
  %r3 = math.ctpop %c0 : i64
  func.call @use(%r3) : (i64) -> ()
  %r4 = math.absi %c1 : i64
  func.call @use(%r4) : (i64) -> ()
  %r5 = math.ctlz %c1 : i64
  func.call @use(%r5) : (i64) -> ()
  %r6 = math.cttz %c1 : i64
  func.call @use(%r6) : (i64) -> ()
  %r7 = math.ctpop %c1 : i64
  func.call @use(%r7) : (i64) -> ()
  %r8 = math.absi %c2 : i64
  func.call @use(%r8) : (i64) -> ()
  %r9 = math.ctlz %c2 : i64
  func.call @use(%r9) : (i64) -> ()
  %r10 = math.cttz %c2 : i64
  func.call @use(%r10) : (i64) -> ()
  %r11 = math.ctpop %c2 : i64
  func.call @use(%r11) : (i64) -> ()
  %r12 = math.absi %c3 : i64
  func.call @use(%r12) : (i64) -> ()
  %r13 = math.ctlz %c3 : i64
  func.call @use(%r13) : (i64) -> ()
  %r14 = math.cttz %c3 : i64
  func.call @use(%r14) : (i64) -> ()
  %r15 = math.ctpop %c3 : i64
  func.call @use(%r15) : (i64) -> ()
  %r16 = math.absi %c4 : i64
  func.call @use(%r16) : (i64) -> ()
  %r17 = math.ctlz %c4 : i64
  func.call @use(%r17) : (i64) -> ()
  %r18 = math.cttz %c4 : i64
  func.call @use(%r18) : (i64) -> ()
  %r19 = math.ctpop %c4 : i64
  func.call @use(%r19) : (i64) -> ()
  %r20 = math.absi %c5 : i64
  func.call @use(%r20) : (i64) -> ()
  %r21 = math.ctlz %c5 : i64
  func.call @use(%r21) : (i64) -> ()
  %r22 = math.cttz %c5 : i64
  func.call @use(%r22) : (i64) -> ()
  %r23 = math.ctpop %c5 : i64
  func.call @use(%r23) : (i64) -> ()
  %r24 = math.absi %c6 : i64
  func.call @use(%r24) : (i64) -> ()
  %r25 = math.ctlz %c6 : i64
  func.call @use(%r25) : (i64) -> ()
  %r26 = math.cttz %c6 : i64
  func.call @use(%r26) : (i64) -> ()
  %r27 = math.ctpop %c6 : i64
  func.call @use(%r27) : (i64) -> ()
  %r28 = math.absi %c7 : i64
  func.call @use(%r28) : (i64) -> ()
  %r29 = math.ctlz %c7 : i64
  func.call @use(%r29) : (i64) -> ()
  %r30 = math.cttz %c7 : i64
  func.call @use(%r30) : (i64) -> ()
  %r31 = math.ctpop %c7 : i64
  func.call @use(%r31) : (i64) -> ()
  %r32 = math.absi %c8 : i64
  func.call @use(%r32) : (i64) -> ()
  %r33 = math.ctlz %c8 : i64
  func.call @use(%r33) : (i64) -> ()
  %r34 = math.cttz %c8 : i64
  func.call @use(%r34) : (i64) -> ()
  %r35 = math.ctpop %c8 : i64
  func.call @use(%r35) : (i64) -> ()
  %r36 = math.absi %c9 : i64
  func.call @use(%r36) : (i64) -> ()
  %r37 = math.ctlz %c9 : i64
  func.call @use(%r37) : (i64) -> ()
  %r38 = math.cttz %c9 : i64
  func.call @use(%r38) : (i64) -> ()
  %r39 = math.ctpop %c9 : i64
  func.call @use(%r39) : (i64) -> ()
  %r40 = math.absi %c10 : i64
  func.call @use(%r40) : (i64) -> ()
  %r41 = math.ctlz %c10 : i64
  func.call @use(%r41) : (i64) -> ()
  %r42 = math.cttz %c10 : i64
  func.call @use(%r42) : (i64) -> ()
  %r43 = math.ctpop %c10 : i64
  func.call @use(%r43) : (i64) -> ()
  %r44 = math.absi %c11 : i64
  func.call @use(%r44) : (i64) -> ()
  %r45 = math.ctlz %c11 : i64
  func.call @use(%r45) : (i64) -> ()
  %r46 = math.cttz %c11 : i64
  func.call @use(%r46) : (i64) -> ()
  %r47 = math.ctpop %c11 : i64
  func.call @use(%r47) : (i64) -> ()
  %r48 = math.absi %c12 : i64
  func.call @use(%r48) : (i64) -> ()
  %r49 = math.ctlz %c12 : i64
  func.call @use(%r49) : (i64) -> ()
  %r50 = math.cttz %c12 : i64
  func.call @use(%r50) : (i64) -> ()
  %r51 = math.ctpop %c12 : i64
  func.call @use(%r51) : (i64) -> ()
  %r52 = math.absi %c13 : i64
  func.call @use(%r52) : (i64) -> ()
  %r53 = math.ctlz %c13 : i64
  func.call @use(%r53) : (i64) -> ()
  %r54 = math.cttz %c13 : i64
  func.call @use(%r54) : (i64) -> ()
  %r55 = math.ctpop %c13 : i64
  func.call @use(%r55) : (i64) -> ()
  %r56 = math.ipowi %c0, %c0 : i64
  func.call @use(%r56) : (i64) -> ()
  %r57 = math.ipowi %c0, %c1 : i64
  func.call @use(%r57) : (i64) -> ()
  %r58 = math.ipowi %c0, %c2 : i64
  func.call @use(%r58) : (i64) -> ()
  %r59 = math.ipowi %c0, %c3 : i64
  func.call @use(%r59) : (i64) -> ()
  %r60 = math.ipowi %c0, %c4 : i64
  func.call @use(%r60) : (i64) -> ()
  %r61 = math.ipowi %c0, %c5 : i64
  func.call @use(%r61) : (i64) -> ()
  %r62 = math.ipowi %c0, %c6 : i64
  func.call @use(%r62) : (i64) -> ()
  %r63 = math.ipowi %c0, %c7 : i64
  func.call @use(%r63) : (i64) -> ()
  %r64 = math.ipowi %c0, %c8 : i64
  func.call @use(%r64) : (i64) -> ()
  %r65 = math.ipowi %c0, %c9 : i64
  func.call @use(%r65) : (i64) -> ()
  %r66 = math.ipowi %c0, %c10 : i64
  func.call @use(%r66) : (i64) -> ()
  %r67 = math.ipowi %c0, %c11 : i64
  func.call @use(%r67) : (i64) -> ()
  %r68 = math.ipowi %c0, %c12 : i64
  func.call @use(%r68) : (i64) -> ()
  %r69 = math.ipowi %c0, %c13 : i64
  func.call @use(%r69) : (i64) -> ()
  %r70 = math.ipowi %c1, %c0 : i64
  func.call @use(%r70) : (i64) -> ()
  %r71 = math.ipowi %c1, %c1 : i64
  func.call @use(%r71) : (i64) -> ()
  %r72 = math.ipowi %c1, %c2 : i64
  func.call @use(%r72) : (i64) -> ()
  %r73 = math.ipowi %c1, %c3 : i64
  func.call @use(%r73) : (i64) -> ()
  %r74 = math.ipowi %c1, %c4 : i64
  func.call @use(%r74) : (i64) -> ()
  %r75 = math.ipowi %c1, %c5 : i64
  func.call @use(%r75) : (i64) -> ()
  %r76 = math.ipowi %c1, %c6 : i64
  func.call @use(%r76) : (i64) -> ()
  %r77 = math.ipowi %c1, %c7 : i64
  func.call @use(%r77) : (i64) -> ()
  %r78 = math.ipowi %c1, %c8 : i64
  func.call @use(%r78) : (i64) -> ()
  %r79 = math.ipowi %c1, %c9 : i64
  func.call @use(%r79) : (i64) -> ()
  %r80 = math.ipowi %c1, %c10 : i64
  func.call @use(%r80) : (i64) -> ()
  %r81 = math.ipowi %c1, %c11 : i64
  func.call @use(%r81) : (i64) -> ()
  %r82 = math.ipowi %c1, %c12 : i64
  func.call @use(%r82) : (i64) -> ()
  %r83 = math.ipowi %c1, %c13 : i64
  func.call @use(%r83) : (i64) -> ()
  %r84 = math.ipowi %c2, %c0 : i64
  func.call @use(%r84) : (i64) -> ()
  %r85 = math.ipowi %c2, %c1 : i64
  func.call @use(%r85) : (i64) -> ()
  %r86 = math.ipowi %c2, %c2 : i64
  func.call @use(%r86) : (i64) -> ()
  %r87 = math.ipowi %c2, %c3 : i64
  func.call @use(%r87) : (i64) -> ()
  %r88 = math.ipowi %c2, %c4 : i64
  func.call @use(%r88) : (i64) -> ()
  %r89 = math.ipowi %c2, %c5 : i64
  func.call @use(%r89) : (i64) -> ()
  %r90 = math.ipowi %c2, %c6 : i64
  func.call @use(%r90) : (i64) -> ()
  %r91 = math.ipowi %c2, %c7 : i64
  func.call @use(%r91) : (i64) -> ()
  %r92 = math.ipowi %c2, %c8 : i64
  func.call @use(%r92) : (i64) -> ()
  %r93 = math.ipowi %c2, %c9 : i64
  func.call @use(%r93) : (i64) -> ()
  %r94 = math.ipowi %c2, %c10 : i64
  func.call @use(%r94) : (i64) -> ()
  %r95 = math.ipowi %c2, %c11 : i64
  func.call @use(%r95) : (i64) -> ()
  %r96 = math.ipowi %c2, %c12 : i64
  func.call @use(%r96) : (i64) -> ()
  %r97 = math.ipowi %c2, %c13 : i64
  func.call @use(%r97) : (i64) -> ()
  %r98 = math.ipowi %c3, %c0 : i64
  func.call @use(%r98) : (i64) -> ()
  %r99 = math.ipowi %c3, %c1 : i64
  func.call @use(%r99) : (i64) -> ()
  %r100 = math.ipowi %c3, %c2 : i64
  func.call @use(%r100) : (i64) -> ()
  %r101 = math.ipowi %c3, %c3 : i64
  func.call @use(%r101) : (i64) -> ()
  %r102 = math.ipowi %c3, %c4 : i64
  func.call @use(%r102) : (i64) -> ()
  %r103 = math.ipowi %c3, %c5 : i64
  func.call @use(%r103) : (i64) -> ()
  %r104 = math.ipowi %c3, %c6 : i64
  func.call @use(%r104) : (i64) -> ()
  %r105 = math.ipowi %c3, %c7 : i64
  func.call @use(%r105) : (i64) -> ()
  %r106 = math.ipowi %c3, %c8 : i64
  func.call @use(%r106) : (i64) -> ()
  %r107 = math.ipowi %c3, %c9 : i64
  func.call @use(%r107) : (i64) -> ()
  %r108 = math.ipowi %c3, %c10 : i64
  func.call @use(%r108) : (i64) -> ()
  %r109 = math.ipowi %c3, %c11 : i64
  func.call @use(%r109) : (i64) -> ()
  %r110 = math.ipowi %c3, %c12 : i64
  func.call @use(%r110) : (i64) -> ()
  %r111 = math.ipowi %c3, %c13 : i64
  func.call @use(%r111) : (i64) -> ()
  %r112 = math.ipowi %c4, %c0 : i64
  func.call @use(%r112) : (i64) -> ()
  %r113 = math.ipowi %c4, %c1 : i64
  func.call @use(%r113) : (i64) -> ()
  %r114 = math.ipowi %c4, %c2 : i64
  func.call @use(%r114) : (i64) -> ()
  %r115 = math.ipowi %c4, %c3 : i64
  func.call @use(%r115) : (i64) -> ()
  %r116 = math.ipowi %c4, %c4 : i64
  func.call @use(%r116) : (i64) -> ()
  %r117 = math.ipowi %c4, %c5 : i64
  func.call @use(%r117) : (i64) -> ()
  %r118 = math.ipowi %c4, %c6 : i64
  func.call @use(%r118) : (i64) -> ()
  %r119 = math.ipowi %c4, %c7 : i64
  func.call @use(%r119) : (i64) -> ()
  %r120 = math.ipowi %c4, %c8 : i64
  func.call @use(%r120) : (i64) -> ()
  %r121 = math.ipowi %c4, %c9 : i64
  func.call @use(%r121) : (i64) -> ()
  %r122 = math.ipowi %c4, %c10 : i64
  func.call @use(%r122) : (i64) -> ()
  %r123 = math.ipowi %c4, %c11 : i64
  func.call @use(%r123) : (i64) -> ()
  %r124 = math.ipowi %c4, %c12 : i64
  func.call @use(%r124) : (i64) -> ()
  %r125 = math.ipowi %c4, %c13 : i64
  func.call @use(%r125) : (i64) -> ()
  %r126 = math.ipowi %c5, %c0 : i64
  func.call @use(%r126) : (i64) -> ()
  %r127 = math.ipowi %c5, %c1 : i64
  func.call @use(%r127) : (i64) -> ()
  %r128 = math.ipowi %c5, %c2 : i64
  func.call @use(%r128) : (i64) -> ()
  %r129 = math.ipowi %c5, %c3 : i64
  func.call @use(%r129) : (i64) -> ()
  %r130 = math.ipowi %c5, %c4 : i64
  func.call @use(%r130) : (i64) -> ()
  %r131 = math.ipowi %c5, %c5 : i64
  func.call @use(%r131) : (i64) -> ()
  %r132 = math.ipowi %c5, %c6 : i64
  func.call @use(%r132) : (i64) -> ()
  %r133 = math.ipowi %c5, %c7 : i64
  func.call @use(%r133) : (i64) -> ()
  %r134 = math.ipowi %c5, %c8 : i64
  func.call @use(%r134) : (i64) -> ()
  %r135 = math.ipowi %c5, %c9 : i64
  func.call @use(%r135) : (i64) -> ()
  %r136 = math.ipowi %c5, %c10 : i64
  func.call @use(%r136) : (i64) -> ()
  %r137 = math.ipowi %c5, %c11 : i64
  func.call @use(%r137) : (i64) -> ()
  %r138 = math.ipowi %c5, %c12 : i64
  func.call @use(%r138) : (i64) -> ()
  %r139 = math.ipowi %c5, %c13 : i64
  func.call @use(%r139) : (i64) -> ()
  %r140 = math.ipowi %c6, %c0 : i64
  func.call @use(%r140) : (i64) -> ()
  %r141 = math.ipowi %c6, %c1 : i64
  func.call @use(%r141) : (i64) -> ()
  %r142 = math.ipowi %c6, %c2 : i64
  func.call @use(%r142) : (i64) -> ()
  %r143 = math.ipowi %c6, %c3 : i64
  func.call @use(%r143) : (i64) -> ()
  %r144 = math.ipowi %c6, %c4 : i64
  func.call @use(%r144) : (i64) -> ()
  %r145 = math.ipowi %c6, %c5 : i64
  func.call @use(%r145) : (i64) -> ()
  %r146 = math.ipowi %c6, %c6 : i64
  func.call @use(%r146) : (i64) -> ()
  %r147 = math.ipowi %c6, %c7 : i64
  func.call @use(%r147) : (i64) -> ()
  %r148 = math.ipowi %c6, %c8 : i64
  func.call @use(%r148) : (i64) -> ()
  %r149 = math.ipowi %c6, %c9 : i64
  func.call @use(%r149) : (i64) -> ()
  %r150 = math.ipowi %c6, %c10 : i64
  func.call @use(%r150) : (i64) -> ()
  %r151 = math.ipowi %c6, %c11 : i64
  func.call @use(%r151) : (i64) -> ()
  %r152 = math.ipowi %c6, %c12 : i64
  func.call @use(%r152) : (i64) -> ()
  %r153 = math.ipowi %c6, %c13 : i64
  func.call @use(%r153) : (i64) -> ()
  %r154 = math.ipowi %c7, %c0 : i64
  func.call @use(%r154) : (i64) -> ()
  %r155 = math.ipowi %c7, %c1 : i64
  func.call @use(%r155) : (i64) -> ()
  %r156 = math.ipowi %c7, %c2 : i64
  func.call @use(%r156) : (i64) -> ()
  %r157 = math.ipowi %c7, %c3 : i64
  func.call @use(%r157) : (i64) -> ()
  %r158 = math.ipowi %c7, %c4 : i64
  func.call @use(%r158) : (i64) -> ()
  %r159 = math.ipowi %c7, %c5 : i64
  func.call @use(%r159) : (i64) -> ()
  %r160 = math.ipowi %c7, %c6 : i64
  func.call @use(%r160) : (i64) -> ()
  %r161 = math.ipowi %c7, %c7 : i64
  func.call @use(%r161) : (i64) -> ()
  %r162 = math.ipowi %c7, %c8 : i64
  func.call @use(%r162) : (i64) -> ()
  %r163 = math.ipowi %c7, %c9 : i64
  func.call @use(%r163) : (i64) -> ()
  %r164 = math.ipowi %c7, %c10 : i64
  func.call @use(%r164) : (i64) -> ()
  %r165 = math.ipowi %c7, %c11 : i64
  func.call @use(%r165) : (i64) -> ()
  %r166 = math.ipowi %c7, %c12 : i64
  func.call @use(%r166) : (i64) -> ()
  %r167 = math.ipowi %c7, %c13 : i64
  func.call @use(%r167) : (i64) -> ()
  %r168 = math.ipowi %c8, %c0 : i64
  func.call @use(%r168) : (i64) -> ()
  %r169 = math.ipowi %c8, %c1 : i64
  func.call @use(%r169) : (i64) -> ()
  %r170 = math.ipowi %c8, %c2 : i64
  func.call @use(%r170) : (i64) -> ()
  %r171 = math.ipowi %c8, %c3 : i64
  func.call @use(%r171) : (i64) -> ()
  %r172 = math.ipowi %c8, %c4 : i64
  func.call @use(%r172) : (i64) -> ()
  %r173 = math.ipowi %c8, %c5 : i64
  func.call @use(%r173) : (i64) -> ()
  %r174 = math.ipowi %c8, %c6 : i64
  func.call @use(%r174) : (i64) -> ()
  %r175 = math.ipowi %c8, %c7 : i64
  func.call @use(%r175) : (i64) -> ()
  %r176 = math.ipowi %c8, %c8 : i64
  func.call @use(%r176) : (i64) -> ()
  %r177 = math.ipowi %c8, %c9 : i64
  func.call @use(%r177) : (i64) -> ()
  %r178 = math.ipowi %c8, %c10 : i64
  func.call @use(%r178) : (i64) -> ()
  %r179 = math.ipowi %c8, %c11 : i64
  func.call @use(%r179) : (i64) -> ()
  %r180 = math.ipowi %c8, %c12 : i64
  func.call @use(%r180) : (i64) -> ()
  %r181 = math.ipowi %c8, %c13 : i64
  func.call @use(%r181) : (i64) -> ()
  %r182 = math.ipowi %c9, %c0 : i64
  func.call @use(%r182) : (i64) -> ()
  %r183 = math.ipowi %c9, %c1 : i64
  func.call @use(%r183) : (i64) -> ()
  %r184 = math.ipowi %c9, %c2 : i64
  func.call @use(%r184) : (i64) -> ()
  %r185 = math.ipowi %c9, %c3 : i64
  func.call @use(%r185) : (i64) -> ()
  %r186 = math.ipowi %c9, %c4 : i64
  func.call @use(%r186) : (i64) -> ()
  %r187 = math.ipowi %c9, %c5 : i64
  func.call @use(%r187) : (i64) -> ()
  %r188 = math.ipowi %c9, %c6 : i64
  func.call @use(%r188) : (i64) -> ()
  %r189 = math.ipowi %c9, %c7 : i64
  func.call @use(%r189) : (i64) -> ()
  %r190 = math.ipowi %c9, %c8 : i64
  func.call @use(%r190) : (i64) -> ()
  %r191 = math.ipowi %c9, %c9 : i64
  func.call @use(%r191) : (i64) -> ()
  %r192 = math.ipowi %c9, %c10 : i64
  func.call @use(%r192) : (i64) -> ()
  %r193 = math.ipowi %c9, %c11 : i64
  func.call @use(%r193) : (i64) -> ()
  %r194 = math.ipowi %c9, %c12 : i64
  func.call @use(%r194) : (i64) -> ()
  %r195 = math.ipowi %c9, %c13 : i64
  func.call @use(%r195) : (i64) -> ()
  %r196 = math.ipowi %c10, %c0 : i64
  func.call @use(%r196) : (i64) -> ()
  %r197 = math.ipowi %c10, %c1 : i64
  func.call @use(%r197) : (i64) -> ()
  %r198 = math.ipowi %c10, %c2 : i64
  func.call @use(%r198) : (i64) -> ()
  %r199 = math.ipowi %c10, %c3 : i64
  func.call @use(%r199) : (i64) -> ()
  %r200 = math.ipowi %c10, %c4 : i64
  func.call @use(%r200) : (i64) -> ()
  %r201 = math.ipowi %c10, %c5 : i64
  func.call @use(%r201) : (i64) -> ()
  %r202 = math.ipowi %c10, %c6 : i64
  func.call @use(%r202) : (i64) -> ()
  %r203 = math.ipowi %c10, %c7 : i64
  func.call @use(%r203) : (i64) -> ()
  %r204 = math.ipowi %c10, %c8 : i64
  func.call @use(%r204) : (i64) -> ()
  %r205 = math.ipowi %c10, %c9 : i64
  func.call @use(%r205) : (i64) -> ()
  %r206 = math.ipowi %c10, %c10 : i64
  func.call @use(%r206) : (i64) -> ()
  %r207 = math.ipowi %c10, %c11 : i64
  func.call @use(%r207) : (i64) -> ()
  %r208 = math.ipowi %c10, %c12 : i64
  func.call @use(%r208) : (i64) -> ()
  %r209 = math.ipowi %c10, %c13 : i64
  func.call @use(%r209) : (i64) -> ()
  %r210 = math.ipowi %c11, %c0 : i64
  func.call @use(%r210) : (i64) -> ()
  %r211 = math.ipowi %c11, %c1 : i64
  func.call @use(%r211) : (i64) -> ()
  %r212 = math.ipowi %c11, %c2 : i64
  func.call @use(%r212) : (i64) -> ()
  %r213 = math.ipowi %c11, %c3 : i64
  func.call @use(%r213) : (i64) -> ()
  %r214 = math.ipowi %c11, %c4 : i64
  func.call @use(%r214) : (i64) -> ()
  %r215 = math.ipowi %c11, %c5 : i64
  func.call @use(%r215) : (i64) -> ()
  %r216 = math.ipowi %c11, %c6 : i64
  func.call @use(%r216) : (i64) -> ()
  %r217 = math.ipowi %c11, %c7 : i64
  func.call @use(%r217) : (i64) -> ()
  %r218 = math.ipowi %c11, %c8 : i64
  func.call @use(%r218) : (i64) -> ()
  %r219 = math.ipowi %c11, %c9 : i64
  func.call @use(%r219) : (i64) -> ()
  %r220 = math.ipowi %c11, %c10 : i64
  func.call @use(%r220) : (i64) -> ()
  %r221 = math.ipowi %c11, %c11 : i64
  func.call @use(%r221) : (i64) -> ()
  %r222 = math.ipowi %c11, %c12 : i64
  func.call @use(%r222) : (i64) -> ()
  %r223 = math.ipowi %c11, %c13 : i64
  func.call @use(%r223) : (i64) -> ()
  %r224 = math.ipowi %c12, %c0 : i64
  func.call @use(%r224) : (i64) -> ()
  %r225 = math.ipowi %c12, %c1 : i64
  func.call @use(%r225) : (i64) -> ()
  %r226 = math.ipowi %c12, %c2 : i64
  func.call @use(%r226) : (i64) -> ()
  %r227 = math.ipowi %c12, %c3 : i64
  func.call @use(%r227) : (i64) -> ()
  %r228 = math.ipowi %c12, %c4 : i64
  func.call @use(%r228) : (i64) -> ()
  %r229 = math.ipowi %c12, %c5 : i64
  func.call @use(%r229) : (i64) -> ()
  %r230 = math.ipowi %c12, %c6 : i64
  func.call @use(%r230) : (i64) -> ()
  %r231 = math.ipowi %c12, %c7 : i64
  func.call @use(%r231) : (i64) -> ()
  %r232 = math.ipowi %c12, %c8 : i64
  func.call @use(%r232) : (i64) -> ()
  %r233 = math.ipowi %c12, %c9 : i64
  func.call @use(%r233) : (i64) -> ()
  %r234 = math.ipowi %c12, %c10 : i64
  func.call @use(%r234) : (i64) -> ()
  %r235 = math.ipowi %c12, %c11 : i64
  func.call @use(%r235) : (i64) -> ()
  %r236 = math.ipowi %c12, %c12 : i64
  func.call @use(%r236) : (i64) -> ()
  %r237 = math.ipowi %c12, %c13 : i64
  func.call @use(%r237) : (i64) -> ()
  %r238 = math.ipowi %c13, %c0 : i64
  func.call @use(%r238) : (i64) -> ()
  %r239 = math.ipowi %c13, %c1 : i64
  func.call @use(%r239) : (i64) -> ()
  %r240 = math.ipowi %c13, %c2 : i64
  func.call @use(%r240) : (i64) -> ()
  %r241 = math.ipowi %c13, %c3 : i64
  func.call @use(%r241) : (i64) -> ()
  %r242 = math.ipowi %c13, %c4 : i64
  func.call @use(%r242) : (i64) -> ()
  %r243 = math.ipowi %c13, %c5 : i64
  func.call @use(%r243) : (i64) -> ()
  %r244 = math.ipowi %c13, %c6 : i64
  func.call @use(%r244) : (i64) -> ()
  %r245 = math.ipowi %c13, %c7 : i64
  func.call @use(%r245) : (i64) -> ()
  %r246 = math.ipowi %c13, %c8 : i64
  func.call @use(%r246) : (i64) -> ()
  %r247 = math.ipowi %c13, %c9 : i64
  func.call @use(%r247) : (i64) -> ()
  %r248 = math.ipowi %c13, %c10 : i64
  func.call @use(%r248) : (i64) -> ()
  %r249 = math.ipowi %c13, %c11 : i64
  func.call @use(%r249) : (i64) -> ()
  %r250 = math.ipowi %c13, %c12 : i64
  func.call @use(%r250) : (i64) -> ()
  %r251 = math.ipowi %c13, %c13 : i64
  func.call @use(%r251) : (i64) -> ()
  return
}

// -----

func.func private @use(i65)

func.func @i65() {
  %c0 = arith.constant -18446744073709551616 : i65
  %c1 = arith.constant -4294967296 : i65
  %c2 = arith.constant -5 : i65
  %c3 = arith.constant -2 : i65
  %c4 = arith.constant -1 : i65
  %c5 = arith.constant 0 : i65
  %c6 = arith.constant 1 : i65
  %c7 = arith.constant 2 : i65
  %c8 = arith.constant 3 : i65
  %c9 = arith.constant 5 : i65
  %c10 = arith.constant 7 : i65
  %c11 = arith.constant 4294967296 : i65
  %c12 = arith.constant 6148914691236517205 : i65
  %c13 = arith.constant 18446744073709551615 : i65
  %r0 = math.absi %c0 : i65
  func.call @use(%r0) : (i65) -> ()
  %r1 = math.ctlz %c0 : i65
  func.call @use(%r1) : (i65) -> ()
  %r2 = math.cttz %c0 : i65
  func.call @use(%r2) : (i65) -> ()
  %r3 = math.ctpop %c0 : i65
  func.call @use(%r3) : (i65) -> ()
  %r4 = math.absi %c1 : i65
  func.call @use(%r4) : (i65) -> ()
  %r5 = math.ctlz %c1 : i65
  func.call @use(%r5) : (i65) -> ()
  %r6 = math.cttz %c1 : i65
  func.call @use(%r6) : (i65) -> ()
  %r7 = math.ctpop %c1 : i65
  func.call @use(%r7) : (i65) -> ()
  %r8 = math.absi %c2 : i65
  func.call @use(%r8) : (i65) -> ()
  %r9 = math.ctlz %c2 : i65
  func.call @use(%r9) : (i65) -> ()
  %r10 = math.cttz %c2 : i65
  func.call @use(%r10) : (i65) -> ()
  %r11 = math.ctpop %c2 : i65
  func.call @use(%r11) : (i65) -> ()
  %r12 = math.absi %c3 : i65
  func.call @use(%r12) : (i65) -> ()
  %r13 = math.ctlz %c3 : i65
  func.call @use(%r13) : (i65) -> ()
  %r14 = math.cttz %c3 : i65
  func.call @use(%r14) : (i65) -> ()
  %r15 = math.ctpop %c3 : i65
  func.call @use(%r15) : (i65) -> ()
  %r16 = math.absi %c4 : i65
  func.call @use(%r16) : (i65) -> ()
  %r17 = math.ctlz %c4 : i65
  func.call @use(%r17) : (i65) -> ()
  %r18 = math.cttz %c4 : i65
  func.call @use(%r18) : (i65) -> ()
  %r19 = math.ctpop %c4 : i65
  func.call @use(%r19) : (i65) -> ()
  %r20 = math.absi %c5 : i65
  func.call @use(%r20) : (i65) -> ()
  %r21 = math.ctlz %c5 : i65
  func.call @use(%r21) : (i65) -> ()
  %r22 = math.cttz %c5 : i65
  func.call @use(%r22) : (i65) -> ()
  %r23 = math.ctpop %c5 : i65
  func.call @use(%r23) : (i65) -> ()
  %r24 = math.absi %c6 : i65
  func.call @use(%r24) : (i65) -> ()
  %r25 = math.ctlz %c6 : i65
  func.call @use(%r25) : (i65) -> ()
  %r26 = math.cttz %c6 : i65
  func.call @use(%r26) : (i65) -> ()
  %r27 = math.ctpop %c6 : i65
  func.call @use(%r27) : (i65) -> ()
  %r28 = math.absi %c7 : i65
  func.call @use(%r28) : (i65) -> ()
  %r29 = math.ctlz %c7 : i65
  func.call @use(%r29) : (i65) -> ()
  %r30 = math.cttz %c7 : i65
  func.call @use(%r30) : (i65) -> ()
  %r31 = math.ctpop %c7 : i65
  func.call @use(%r31) : (i65) -> ()
  %r32 = math.absi %c8 : i65
  func.call @use(%r32) : (i65) -> ()
  %r33 = math.ctlz %c8 : i65
  func.call @use(%r33) : (i65) -> ()
  %r34 = math.cttz %c8 : i65
  func.call @use(%r34) : (i65) -> ()
  %r35 = math.ctpop %c8 : i65
  func.call @use(%r35) : (i65) -> ()
  %r36 = math.absi %c9 : i65
  func.call @use(%r36) : (i65) -> ()
  %r37 = math.ctlz %c9 : i65
  func.call @use(%r37) : (i65) -> ()
  %r38 = math.cttz %c9 : i65
  func.call @use(%r38) : (i65) -> ()
  %r39 = math.ctpop %c9 : i65
  func.call @use(%r39) : (i65) -> ()
  %r40 = math.absi %c10 : i65
  func.call @use(%r40) : (i65) -> ()
  %r41 = math.ctlz %c10 : i65
  func.call @use(%r41) : (i65) -> ()
  %r42 = math.cttz %c10 : i65
  func.call @use(%r42) : (i65) -> ()
  %r43 = math.ctpop %c10 : i65
  func.call @use(%r43) : (i65) -> ()
  %r44 = math.absi %c11 : i65
  func.call @use(%r44) : (i65) -> ()
  %r45 = math.ctlz %c11 : i65
  func.call @use(%r45) : (i65) -> ()
  %r46 = math.cttz %c11 : i65
  func.call @use(%r46) : (i65) -> ()
  %r47 = math.ctpop %c11 : i65
  func.call @use(%r47) : (i65) -> ()
  %r48 = math.absi %c12 : i65
  func.call @use(%r48) : (i65) -> ()
  %r49 = math.ctlz %c12 : i65
  func.call @use(%r49) : (i65) -> ()
  %r50 = math.cttz %c12 : i65
  func.call @use(%r50) : (i65) -> ()
  %r51 = math.ctpop %c12 : i65
  func.call @use(%r51) : (i65) -> ()
  %r52 = math.absi %c13 : i65
  func.call @use(%r52) : (i65) -> ()
  %r53 = math.ctlz %c13 : i65
  func.call @use(%r53) : (i65) -> ()
  %r54 = math.cttz %c13 : i65
  func.call @use(%r54) : (i65) -> ()
  %r55 = math.ctpop %c13 : i65
  func.call @use(%r55) : (i65) -> ()
  %r56 = math.ipowi %c0, %c0 : i65
  func.call @use(%r56) : (i65) -> ()
  %r57 = math.ipowi %c0, %c1 : i65
  func.call @use(%r57) : (i65) -> ()
  %r58 = math.ipowi %c0, %c2 : i65
  func.call @use(%r58) : (i65) -> ()
  %r59 = math.ipowi %c0, %c3 : i65
  func.call @use(%r59) : (i65) -> ()
  %r60 = math.ipowi %c0, %c4 : i65
  func.call @use(%r60) : (i65) -> ()
  %r61 = math.ipowi %c0, %c5 : i65
  func.call @use(%r61) : (i65) -> ()
  %r62 = math.ipowi %c0, %c6 : i65
  func.call @use(%r62) : (i65) -> ()
  %r63 = math.ipowi %c0, %c7 : i65
  func.call @use(%r63) : (i65) -> ()
  %r64 = math.ipowi %c0, %c8 : i65
  func.call @use(%r64) : (i65) -> ()
  %r65 = math.ipowi %c0, %c9 : i65
  func.call @use(%r65) : (i65) -> ()
  %r66 = math.ipowi %c0, %c10 : i65
  func.call @use(%r66) : (i65) -> ()
  %r67 = math.ipowi %c0, %c11 : i65
  func.call @use(%r67) : (i65) -> ()
  %r68 = math.ipowi %c0, %c12 : i65
  func.call @use(%r68) : (i65) -> ()
  %r69 = math.ipowi %c0, %c13 : i65
  func.call @use(%r69) : (i65) -> ()
  %r70 = math.ipowi %c1, %c0 : i65
  func.call @use(%r70) : (i65) -> ()
  %r71 = math.ipowi %c1, %c1 : i65
  func.call @use(%r71) : (i65) -> ()
  %r72 = math.ipowi %c1, %c2 : i65
  func.call @use(%r72) : (i65) -> ()
  %r73 = math.ipowi %c1, %c3 : i65
  func.call @use(%r73) : (i65) -> ()
  %r74 = math.ipowi %c1, %c4 : i65
  func.call @use(%r74) : (i65) -> ()
  %r75 = math.ipowi %c1, %c5 : i65
  func.call @use(%r75) : (i65) -> ()
  %r76 = math.ipowi %c1, %c6 : i65
  func.call @use(%r76) : (i65) -> ()
  %r77 = math.ipowi %c1, %c7 : i65
  func.call @use(%r77) : (i65) -> ()
  %r78 = math.ipowi %c1, %c8 : i65
  func.call @use(%r78) : (i65) -> ()
  %r79 = math.ipowi %c1, %c9 : i65
  func.call @use(%r79) : (i65) -> ()
  %r80 = math.ipowi %c1, %c10 : i65
  func.call @use(%r80) : (i65) -> ()
  %r81 = math.ipowi %c1, %c11 : i65
  func.call @use(%r81) : (i65) -> ()
  %r82 = math.ipowi %c1, %c12 : i65
  func.call @use(%r82) : (i65) -> ()
  %r83 = math.ipowi %c1, %c13 : i65
  func.call @use(%r83) : (i65) -> ()
  %r84 = math.ipowi %c2, %c0 : i65
  func.call @use(%r84) : (i65) -> ()
  %r85 = math.ipowi %c2, %c1 : i65
  func.call @use(%r85) : (i65) -> ()
  %r86 = math.ipowi %c2, %c2 : i65
  func.call @use(%r86) : (i65) -> ()
  %r87 = math.ipowi %c2, %c3 : i65
  func.call @use(%r87) : (i65) -> ()
  %r88 = math.ipowi %c2, %c4 : i65
  func.call @use(%r88) : (i65) -> ()
  %r89 = math.ipowi %c2, %c5 : i65
  func.call @use(%r89) : (i65) -> ()
  %r90 = math.ipowi %c2, %c6 : i65
  func.call @use(%r90) : (i65) -> ()
  %r91 = math.ipowi %c2, %c7 : i65
  func.call @use(%r91) : (i65) -> ()
  %r92 = math.ipowi %c2, %c8 : i65
  func.call @use(%r92) : (i65) -> ()
  %r93 = math.ipowi %c2, %c9 : i65
  func.call @use(%r93) : (i65) -> ()
  %r94 = math.ipowi %c2, %c10 : i65
  func.call @use(%r94) : (i65) -> ()
  %r95 = math.ipowi %c2, %c11 : i65
  func.call @use(%r95) : (i65) -> ()
  %r96 = math.ipowi %c2, %c12 : i65
  func.call @use(%r96) : (i65) -> ()
  %r97 = math.ipowi %c2, %c13 : i65
  func.call @use(%r97) : (i65) -> ()
  %r98 = math.ipowi %c3, %c0 : i65
  func.call @use(%r98) : (i65) -> ()
  %r99 = math.ipowi %c3, %c1 : i65
  func.call @use(%r99) : (i65) -> ()
  %r100 = math.ipowi %c3, %c2 : i65
  func.call @use(%r100) : (i65) -> ()
  %r101 = math.ipowi %c3, %c3 : i65
  func.call @use(%r101) : (i65) -> ()
  %r102 = math.ipowi %c3, %c4 : i65
  func.call @use(%r102) : (i65) -> ()
  %r103 = math.ipowi %c3, %c5 : i65
  func.call @use(%r103) : (i65) -> ()
  %r104 = math.ipowi %c3, %c6 : i65
  func.call @use(%r104) : (i65) -> ()
  %r105 = math.ipowi %c3, %c7 : i65
  func.call @use(%r105) : (i65) -> ()
  %r106 = math.ipowi %c3, %c8 : i65
  func.call @use(%r106) : (i65) -> ()
  %r107 = math.ipowi %c3, %c9 : i65
  func.call @use(%r107) : (i65) -> ()
  %r108 = math.ipowi %c3, %c10 : i65
  func.call @use(%r108) : (i65) -> ()
  %r109 = math.ipowi %c3, %c11 : i65
  func.call @use(%r109) : (i65) -> ()
  %r110 = math.ipowi %c3, %c12 : i65
  func.call @use(%r110) : (i65) -> ()
  %r111 = math.ipowi %c3, %c13 : i65
  func.call @use(%r111) : (i65) -> ()
  %r112 = math.ipowi %c4, %c0 : i65
  func.call @use(%r112) : (i65) -> ()
  %r113 = math.ipowi %c4, %c1 : i65
  func.call @use(%r113) : (i65) -> ()
  %r114 = math.ipowi %c4, %c2 : i65
  func.call @use(%r114) : (i65) -> ()
  %r115 = math.ipowi %c4, %c3 : i65
  func.call @use(%r115) : (i65) -> ()
  %r116 = math.ipowi %c4, %c4 : i65
  func.call @use(%r116) : (i65) -> ()
  %r117 = math.ipowi %c4, %c5 : i65
  func.call @use(%r117) : (i65) -> ()
  %r118 = math.ipowi %c4, %c6 : i65
  func.call @use(%r118) : (i65) -> ()
  %r119 = math.ipowi %c4, %c7 : i65
  func.call @use(%r119) : (i65) -> ()
  %r120 = math.ipowi %c4, %c8 : i65
  func.call @use(%r120) : (i65) -> ()
  %r121 = math.ipowi %c4, %c9 : i65
  func.call @use(%r121) : (i65) -> ()
  %r122 = math.ipowi %c4, %c10 : i65
  func.call @use(%r122) : (i65) -> ()
  %r123 = math.ipowi %c4, %c11 : i65
  func.call @use(%r123) : (i65) -> ()
  %r124 = math.ipowi %c4, %c12 : i65
  func.call @use(%r124) : (i65) -> ()
  %r125 = math.ipowi %c4, %c13 : i65
  func.call @use(%r125) : (i65) -> ()
  %r126 = math.ipowi %c5, %c0 : i65
  func.call @use(%r126) : (i65) -> ()
  %r127 = math.ipowi %c5, %c1 : i65
  func.call @use(%r127) : (i65) -> ()
  %r128 = math.ipowi %c5, %c2 : i65
  func.call @use(%r128) : (i65) -> ()
  %r129 = math.ipowi %c5, %c3 : i65
  func.call @use(%r129) : (i65) -> ()
  %r130 = math.ipowi %c5, %c4 : i65
  func.call @use(%r130) : (i65) -> ()
  %r131 = math.ipowi %c5, %c5 : i65
  func.call @use(%r131) : (i65) -> ()
  %r132 = math.ipowi %c5, %c6 : i65
  func.call @use(%r132) : (i65) -> ()
  %r133 = math.ipowi %c5, %c7 : i65
  func.call @use(%r133) : (i65) -> ()
  %r134 = math.ipowi %c5, %c8 : i65
  func.call @use(%r134) : (i65) -> ()
  %r135 = math.ipowi %c5, %c9 : i65
  func.call @use(%r135) : (i65) -> ()
  %r136 = math.ipowi %c5, %c10 : i65
  func.call @use(%r136) : (i65) -> ()
  %r137 = math.ipowi %c5, %c11 : i65
  func.call @use(%r137) : (i65) -> ()
  %r138 = math.ipowi %c5, %c12 : i65
  func.call @use(%r138) : (i65) -> ()
  %r139 = math.ipowi %c5, %c13 : i65
  func.call @use(%r139) : (i65) -> ()
  %r140 = math.ipowi %c6, %c0 : i65
  func.call @use(%r140) : (i65) -> ()
  %r141 = math.ipowi %c6, %c1 : i65
  func.call @use(%r141) : (i65) -> ()
  %r142 = math.ipowi %c6, %c2 : i65
  func.call @use(%r142) : (i65) -> ()
  %r143 = math.ipowi %c6, %c3 : i65
  func.call @use(%r143) : (i65) -> ()
  %r144 = math.ipowi %c6, %c4 : i65
  func.call @use(%r144) : (i65) -> ()
  %r145 = math.ipowi %c6, %c5 : i65
  func.call @use(%r145) : (i65) -> ()
  %r146 = math.ipowi %c6, %c6 : i65
  func.call @use(%r146) : (i65) -> ()
  %r147 = math.ipowi %c6, %c7 : i65
  func.call @use(%r147) : (i65) -> ()
  %r148 = math.ipowi %c6, %c8 : i65
  func.call @use(%r148) : (i65) -> ()
  %r149 = math.ipowi %c6, %c9 : i65
  func.call @use(%r149) : (i65) -> ()
  %r150 = math.ipowi %c6, %c10 : i65
  func.call @use(%r150) : (i65) -> ()
  %r151 = math.ipowi %c6, %c11 : i65
  func.call @use(%r151) : (i65) -> ()
  %r152 = math.ipowi %c6, %c12 : i65
  func.call @use(%r152) : (i65) -> ()
  %r153 = math.ipowi %c6, %c13 : i65
  func.call @use(%r153) : (i65) -> ()
  %r154 = math.ipowi %c7, %c0 : i65
  func.call @use(%r154) : (i65) -> ()
  %r155 = math.ipowi %c7, %c1 : i65
  func.call @use(%r155) : (i65) -> ()
  %r156 = math.ipowi %c7, %c2 : i65
  func.call @use(%r156) : (i65) -> ()
  %r157 = math.ipowi %c7, %c3 : i65
  func.call @use(%r157) : (i65) -> ()
  %r158 = math.ipowi %c7, %c4 : i65
  func.call @use(%r158) : (i65) -> ()
  %r159 = math.ipowi %c7, %c5 : i65
  func.call @use(%r159) : (i65) -> ()
  %r160 = math.ipowi %c7, %c6 : i65
  func.call @use(%r160) : (i65) -> ()
  %r161 = math.ipowi %c7, %c7 : i65
  func.call @use(%r161) : (i65) -> ()
  %r162 = math.ipowi %c7, %c8 : i65
  func.call @use(%r162) : (i65) -> ()
  %r163 = math.ipowi %c7, %c9 : i65
  func.call @use(%r163) : (i65) -> ()
  %r164 = math.ipowi %c7, %c10 : i65
  func.call @use(%r164) : (i65) -> ()
  %r165 = math.ipowi %c7, %c11 : i65
  func.call @use(%r165) : (i65) -> ()
  %r166 = math.ipowi %c7, %c12 : i65
  func.call @use(%r166) : (i65) -> ()
  %r167 = math.ipowi %c7, %c13 : i65
  func.call @use(%r167) : (i65) -> ()
  %r168 = math.ipowi %c8, %c0 : i65
  func.call @use(%r168) : (i65) -> ()
  %r169 = math.ipowi %c8, %c1 : i65
  func.call @use(%r169) : (i65) -> ()
  %r170 = math.ipowi %c8, %c2 : i65
  func.call @use(%r170) : (i65) -> ()
  %r171 = math.ipowi %c8, %c3 : i65
  func.call @use(%r171) : (i65) -> ()
  %r172 = math.ipowi %c8, %c4 : i65
  func.call @use(%r172) : (i65) -> ()
  %r173 = math.ipowi %c8, %c5 : i65
  func.call @use(%r173) : (i65) -> ()
  %r174 = math.ipowi %c8, %c6 : i65
  func.call @use(%r174) : (i65) -> ()
  %r175 = math.ipowi %c8, %c7 : i65
  func.call @use(%r175) : (i65) -> ()
  %r176 = math.ipowi %c8, %c8 : i65
  func.call @use(%r176) : (i65) -> ()
  %r177 = math.ipowi %c8, %c9 : i65
  func.call @use(%r177) : (i65) -> ()
  %r178 = math.ipowi %c8, %c10 : i65
  func.call @use(%r178) : (i65) -> ()
  %r179 = math.ipowi %c8, %c11 : i65
  func.call @use(%r179) : (i65) -> ()
  %r180 = math.ipowi %c8, %c12 : i65
  func.call @use(%r180) : (i65) -> ()
  %r181 = math.ipowi %c8, %c13 : i65
  func.call @use(%r181) : (i65) -> ()
  %r182 = math.ipowi %c9, %c0 : i65
  func.call @use(%r182) : (i65) -> ()
  %r183 = math.ipowi %c9, %c1 : i65
  func.call @use(%r183) : (i65) -> ()
  %r184 = math.ipowi %c9, %c2 : i65
  func.call @use(%r184) : (i65) -> ()
  %r185 = math.ipowi %c9, %c3 : i65
  func.call @use(%r185) : (i65) -> ()
  %r186 = math.ipowi %c9, %c4 : i65
  func.call @use(%r186) : (i65) -> ()
  %r187 = math.ipowi %c9, %c5 : i65
  func.call @use(%r187) : (i65) -> ()
  %r188 = math.ipowi %c9, %c6 : i65
  func.call @use(%r188) : (i65) -> ()
  %r189 = math.ipowi %c9, %c7 : i65
  func.call @use(%r189) : (i65) -> ()
  %r190 = math.ipowi %c9, %c8 : i65
  func.call @use(%r190) : (i65) -> ()
  %r191 = math.ipowi %c9, %c9 : i65
  func.call @use(%r191) : (i65) -> ()
  %r192 = math.ipowi %c9, %c10 : i65
  func.call @use(%r192) : (i65) -> ()
  %r193 = math.ipowi %c9, %c11 : i65
  func.call @use(%r193) : (i65) -> ()
  %r194 = math.ipowi %c9, %c12 : i65
  func.call @use(%r194) : (i65) -> ()
  %r195 = math.ipowi %c9, %c13 : i65
  func.call @use(%r195) : (i65) -> ()
  %r196 = math.ipowi %c10, %c0 : i65
  func.call @use(%r196) : (i65) -> ()
  %r197 = math.ipowi %c10, %c1 : i65
  func.call @use(%r197) : (i65) -> ()
  %r198 = math.ipowi %c10, %c2 : i65
  func.call @use(%r198) : (i65) -> ()
  %r199 = math.ipowi %c10, %c3 : i65
  func.call @use(%r199) : (i65) -> ()
  %r200 = math.ipowi %c10, %c4 : i65
  func.call @use(%r200) : (i65) -> ()
  %r201 = math.ipowi %c10, %c5 : i65
  func.call @use(%r201) : (i65) -> ()
  %r202 = math.ipowi %c10, %c6 : i65
  func.call @use(%r202) : (i65) -> ()
  %r203 = math.ipowi %c10, %c7 : i65
  func.call @use(%r203) : (i65) -> ()
  %r204 = math.ipowi %c10, %c8 : i65
  func.call @use(%r204) : (i65) -> ()
  %r205 = math.ipowi %c10, %c9 : i65
  func.call @use(%r205) : (i65) -> ()
  %r206 = math.ipowi %c10, %c10 : i65
  func.call @use(%r206) : (i65) -> ()
  %r207 = math.ipowi %c10, %c11 : i65
  func.call @use(%r207) : (i65) -> ()
  %r208 = math.ipowi %c10, %c12 : i65
  func.call @use(%r208) : (i65) -> ()
  %r209 = math.ipowi %c10, %c13 : i65
  func.call @use(%r209) : (i65) -> ()
  %r210 = math.ipowi %c11, %c0 : i65
  func.call @use(%r210) : (i65) -> ()
  %r211 = math.ipowi %c11, %c1 : i65
  func.call @use(%r211) : (i65) -> ()
  %r212 = math.ipowi %c11, %c2 : i65
  func.call @use(%r212) : (i65) -> ()
  %r213 = math.ipowi %c11, %c3 : i65
  func.call @use(%r213) : (i65) -> ()
  %r214 = math.ipowi %c11, %c4 : i65
  func.call @use(%r214) : (i65) -> ()
  %r215 = math.ipowi %c11, %c5 : i65
  func.call @use(%r215) : (i65) -> ()
  %r216 = math.ipowi %c11, %c6 : i65
  func.call @use(%r216) : (i65) -> ()
  %r217 = math.ipowi %c11, %c7 : i65
  func.call @use(%r217) : (i65) -> ()
  %r218 = math.ipowi %c11, %c8 : i65
  func.call @use(%r218) : (i65) -> ()
  %r219 = math.ipowi %c11, %c9 : i65
  func.call @use(%r219) : (i65) -> ()
  %r220 = math.ipowi %c11, %c10 : i65
  func.call @use(%r220) : (i65) -> ()
  %r221 = math.ipowi %c11, %c11 : i65
  func.call @use(%r221) : (i65) -> ()
  %r222 = math.ipowi %c11, %c12 : i65
  func.call @use(%r222) : (i65) -> ()
  %r223 = math.ipowi %c11, %c13 : i65
  func.call @use(%r223) : (i65) -> ()
  %r224 = math.ipowi %c12, %c0 : i65
  func.call @use(%r224) : (i65) -> ()
  %r225 = math.ipowi %c12, %c1 : i65
  func.call @use(%r225) : (i65) -> ()
  %r226 = math.ipowi %c12, %c2 : i65
  func.call @use(%r226) : (i65) -> ()
  %r227 = math.ipowi %c12, %c3 : i65
  func.call @use(%r227) : (i65) -> ()
  %r228 = math.ipowi %c12, %c4 : i65
  func.call @use(%r228) : (i65) -> ()
  %r229 = math.ipowi %c12, %c5 : i65
  func.call @use(%r229) : (i65) -> ()
  %r230 = math.ipowi %c12, %c6 : i65
  func.call @use(%r230) : (i65) -> ()
  %r231 = math.ipowi %c12, %c7 : i65
  func.call @use(%r231) : (i65) -> ()
  %r232 = math.ipowi %c12, %c8 : i65
  func.call @use(%r232) : (i65) -> ()
  %r233 = math.ipowi %c12, %c9 : i65
  func.call @use(%r233) : (i65) -> ()
  %r234 = math.ipowi %c12, %c10 : i65
  func.call @use(%r234) : (i65) -> ()
  %r235 = math.ipowi %c12, %c11 : i65
  func.call @use(%r235) : (i65) -> ()
  %r236 = math.ipowi %c12, %c12 : i65
  func.call @use(%r236) : (i65) -> ()
  %r237 = math.ipowi %c12, %c13 : i65
  func.call @use(%r237) : (i65) -> ()
  %r238 = math.ipowi %c13, %c0 : i65
  func.call @use(%r238) : (i65) -> ()
  %r239 = math.ipowi %c13, %c1 : i65
  func.call @use(%r239) : (i65) -> ()
  %r240 = math.ipowi %c13, %c2 : i65
  func.call @use(%r240) : (i65) -> ()
  %r241 = math.ipowi %c13, %c3 : i65
  func.call @use(%r241) : (i65) -> ()
  %r242 = math.ipowi %c13, %c4 : i65
  func.call @use(%r242) : (i65) -> ()
  %r243 = math.ipowi %c13, %c5 : i65
  func.call @use(%r243) : (i65) -> ()
  %r244 = math.ipowi %c13, %c6 : i65
  func.call @use(%r244) : (i65) -> ()
  %r245 = math.ipowi %c13, %c7 : i65
  func.call @use(%r245) : (i65) -> ()
  %r246 = math.ipowi %c13, %c8 : i65
  func.call @use(%r246) : (i65) -> ()
  %r247 = math.ipowi %c13, %c9 : i65
  func.call @use(%r247) : (i65) -> ()
  %r248 = math.ipowi %c13, %c10 : i65
  func.call @use(%r248) : (i65) -> ()
  %r249 = math.ipowi %c13, %c11 : i65
  func.call @use(%r249) : (i65) -> ()
  %r250 = math.ipowi %c13, %c12 : i65
  func.call @use(%r250) : (i65) -> ()
  %r251 = math.ipowi %c13, %c13 : i65
  func.call @use(%r251) : (i65) -> ()
  return
}

// -----

func.func private @use(i128)

func.func @i128() {
  %c0 = arith.constant -170141183460469231731687303715884105728 : i128
  %c1 = arith.constant -18446744073709551616 : i128
  %c2 = arith.constant -5 : i128
  %c3 = arith.constant -2 : i128
  %c4 = arith.constant -1 : i128
  %c5 = arith.constant 0 : i128
  %c6 = arith.constant 1 : i128
  %c7 = arith.constant 2 : i128
  %c8 = arith.constant 3 : i128
  %c9 = arith.constant 5 : i128
  %c10 = arith.constant 7 : i128
  %c11 = arith.constant 18446744073709551616 : i128
  %c12 = arith.constant 56713727820156410577229101238628035242 : i128
  %c13 = arith.constant 170141183460469231731687303715884105727 : i128
  %r0 = math.absi %c0 : i128
  func.call @use(%r0) : (i128) -> ()
  %r1 = math.ctlz %c0 : i128
  func.call @use(%r1) : (i128) -> ()
  %r2 = math.cttz %c0 : i128
  func.call @use(%r2) : (i128) -> ()
  %r3 = math.ctpop %c0 : i128
  func.call @use(%r3) : (i128) -> ()
  %r4 = math.absi %c1 : i128
  func.call @use(%r4) : (i128) -> ()
  %r5 = math.ctlz %c1 : i128
  func.call @use(%r5) : (i128) -> ()
  %r6 = math.cttz %c1 : i128
  func.call @use(%r6) : (i128) -> ()
  %r7 = math.ctpop %c1 : i128
  func.call @use(%r7) : (i128) -> ()
  %r8 = math.absi %c2 : i128
  func.call @use(%r8) : (i128) -> ()
  %r9 = math.ctlz %c2 : i128
  func.call @use(%r9) : (i128) -> ()
  %r10 = math.cttz %c2 : i128
  func.call @use(%r10) : (i128) -> ()
  %r11 = math.ctpop %c2 : i128
  func.call @use(%r11) : (i128) -> ()
  %r12 = math.absi %c3 : i128
  func.call @use(%r12) : (i128) -> ()
  %r13 = math.ctlz %c3 : i128
  func.call @use(%r13) : (i128) -> ()
  %r14 = math.cttz %c3 : i128
  func.call @use(%r14) : (i128) -> ()
  %r15 = math.ctpop %c3 : i128
  func.call @use(%r15) : (i128) -> ()
  %r16 = math.absi %c4 : i128
  func.call @use(%r16) : (i128) -> ()
  %r17 = math.ctlz %c4 : i128
  func.call @use(%r17) : (i128) -> ()
  %r18 = math.cttz %c4 : i128
  func.call @use(%r18) : (i128) -> ()
  %r19 = math.ctpop %c4 : i128
  func.call @use(%r19) : (i128) -> ()
  %r20 = math.absi %c5 : i128
  func.call @use(%r20) : (i128) -> ()
  %r21 = math.ctlz %c5 : i128
  func.call @use(%r21) : (i128) -> ()
  %r22 = math.cttz %c5 : i128
  func.call @use(%r22) : (i128) -> ()
  %r23 = math.ctpop %c5 : i128
  func.call @use(%r23) : (i128) -> ()
  %r24 = math.absi %c6 : i128
  func.call @use(%r24) : (i128) -> ()
  %r25 = math.ctlz %c6 : i128
  func.call @use(%r25) : (i128) -> ()
  %r26 = math.cttz %c6 : i128
  func.call @use(%r26) : (i128) -> ()
  %r27 = math.ctpop %c6 : i128
  func.call @use(%r27) : (i128) -> ()
  %r28 = math.absi %c7 : i128
  func.call @use(%r28) : (i128) -> ()
  %r29 = math.ctlz %c7 : i128
  func.call @use(%r29) : (i128) -> ()
  %r30 = math.cttz %c7 : i128
  func.call @use(%r30) : (i128) -> ()
  %r31 = math.ctpop %c7 : i128
  func.call @use(%r31) : (i128) -> ()
  %r32 = math.absi %c8 : i128
  func.call @use(%r32) : (i128) -> ()
  %r33 = math.ctlz %c8 : i128
  func.call @use(%r33) : (i128) -> ()
  %r34 = math.cttz %c8 : i128
  func.call @use(%r34) : (i128) -> ()
  %r35 = math.ctpop %c8 : i128
  func.call @use(%r35) : (i128) -> ()
  %r36 = math.absi %c9 : i128
  func.call @use(%r36) : (i128) -> ()
  %r37 = math.ctlz %c9 : i128
  func.call @use(%r37) : (i128) -> ()
  %r38 = math.cttz %c9 : i128
  func.call @use(%r38) : (i128) -> ()
  %r39 = math.ctpop %c9 : i128
  func.call @use(%r39) : (i128) -> ()
  %r40 = math.absi %c10 : i128
  func.call @use(%r40) : (i128) -> ()
  %r41 = math.ctlz %c10 : i128
  func.call @use(%r41) : (i128) -> ()
  %r42 = math.cttz %c10 : i128
  func.call @use(%r42) : (i128) -> ()
  %r43 = math.ctpop %c10 : i128
  func.call @use(%r43) : (i128) -> ()
  %r44 = math.absi %c11 : i128
  func.call @use(%r44) : (i128) -> ()
  %r45 = math.ctlz %c11 : i128
  func.call @use(%r45) : (i128) -> ()
  %r46 = math.cttz %c11 : i128
  func.call @use(%r46) : (i128) -> ()
  %r47 = math.ctpop %c11 : i128
  func.call @use(%r47) : (i128) -> ()
  %r48 = math.absi %c12 : i128
  func.call @use(%r48) : (i128) -> ()
  %r49 = math.ctlz %c12 : i128
  func.call @use(%r49) : (i128) -> ()
  %r50 = math.cttz %c12 : i128
  func.call @use(%r50) : (i128) -> ()
  %r51 = math.ctpop %c12 : i128
  func.call @use(%r51) : (i128) -> ()
  %r52 = math.absi %c13 : i128
  func.call @use(%r52) : (i128) -> ()
  %r53 = math.ctlz %c13 : i128
  func.call @use(%r53) : (i128) -> ()
  %r54 = math.cttz %c13 : i128
  func.call @use(%r54) : (i128) -> ()
  %r55 = math.ctpop %c13 : i128
  func.call @use(%r55) : (i128) -> ()
  %r56 = math.ipowi %c0, %c0 : i128
  func.call @use(%r56) : (i128) -> ()
  %r57 = math.ipowi %c0, %c1 : i128
  func.call @use(%r57) : (i128) -> ()
  %r58 = math.ipowi %c0, %c2 : i128
  func.call @use(%r58) : (i128) -> ()
  %r59 = math.ipowi %c0, %c3 : i128
  func.call @use(%r59) : (i128) -> ()
  %r60 = math.ipowi %c0, %c4 : i128
  func.call @use(%r60) : (i128) -> ()
  %r61 = math.ipowi %c0, %c5 : i128
  func.call @use(%r61) : (i128) -> ()
  %r62 = math.ipowi %c0, %c6 : i128
  func.call @use(%r62) : (i128) -> ()
  %r63 = math.ipowi %c0, %c7 : i128
  func.call @use(%r63) : (i128) -> ()
  %r64 = math.ipowi %c0, %c8 : i128
  func.call @use(%r64) : (i128) -> ()
  %r65 = math.ipowi %c0, %c9 : i128
  func.call @use(%r65) : (i128) -> ()
  %r66 = math.ipowi %c0, %c10 : i128
  func.call @use(%r66) : (i128) -> ()
  %r67 = math.ipowi %c0, %c11 : i128
  func.call @use(%r67) : (i128) -> ()
  %r68 = math.ipowi %c0, %c12 : i128
  func.call @use(%r68) : (i128) -> ()
  %r69 = math.ipowi %c0, %c13 : i128
  func.call @use(%r69) : (i128) -> ()
  %r70 = math.ipowi %c1, %c0 : i128
  func.call @use(%r70) : (i128) -> ()
  %r71 = math.ipowi %c1, %c1 : i128
  func.call @use(%r71) : (i128) -> ()
  %r72 = math.ipowi %c1, %c2 : i128
  func.call @use(%r72) : (i128) -> ()
  %r73 = math.ipowi %c1, %c3 : i128
  func.call @use(%r73) : (i128) -> ()
  %r74 = math.ipowi %c1, %c4 : i128
  func.call @use(%r74) : (i128) -> ()
  %r75 = math.ipowi %c1, %c5 : i128
  func.call @use(%r75) : (i128) -> ()
  %r76 = math.ipowi %c1, %c6 : i128
  func.call @use(%r76) : (i128) -> ()
  %r77 = math.ipowi %c1, %c7 : i128
  func.call @use(%r77) : (i128) -> ()
  %r78 = math.ipowi %c1, %c8 : i128
  func.call @use(%r78) : (i128) -> ()
  %r79 = math.ipowi %c1, %c9 : i128
  func.call @use(%r79) : (i128) -> ()
  %r80 = math.ipowi %c1, %c10 : i128
  func.call @use(%r80) : (i128) -> ()
  %r81 = math.ipowi %c1, %c11 : i128
  func.call @use(%r81) : (i128) -> ()
  %r82 = math.ipowi %c1, %c12 : i128
  func.call @use(%r82) : (i128) -> ()
  %r83 = math.ipowi %c1, %c13 : i128
  func.call @use(%r83) : (i128) -> ()
  %r84 = math.ipowi %c2, %c0 : i128
  func.call @use(%r84) : (i128) -> ()
  %r85 = math.ipowi %c2, %c1 : i128
  func.call @use(%r85) : (i128) -> ()
  %r86 = math.ipowi %c2, %c2 : i128
  func.call @use(%r86) : (i128) -> ()
  %r87 = math.ipowi %c2, %c3 : i128
  func.call @use(%r87) : (i128) -> ()
  %r88 = math.ipowi %c2, %c4 : i128
  func.call @use(%r88) : (i128) -> ()
  %r89 = math.ipowi %c2, %c5 : i128
  func.call @use(%r89) : (i128) -> ()
  %r90 = math.ipowi %c2, %c6 : i128
  func.call @use(%r90) : (i128) -> ()
  %r91 = math.ipowi %c2, %c7 : i128
  func.call @use(%r91) : (i128) -> ()
  %r92 = math.ipowi %c2, %c8 : i128
  func.call @use(%r92) : (i128) -> ()
  %r93 = math.ipowi %c2, %c9 : i128
  func.call @use(%r93) : (i128) -> ()
  %r94 = math.ipowi %c2, %c10 : i128
  func.call @use(%r94) : (i128) -> ()
  %r95 = math.ipowi %c2, %c11 : i128
  func.call @use(%r95) : (i128) -> ()
  %r96 = math.ipowi %c2, %c12 : i128
  func.call @use(%r96) : (i128) -> ()
  %r97 = math.ipowi %c2, %c13 : i128
  func.call @use(%r97) : (i128) -> ()
  %r98 = math.ipowi %c3, %c0 : i128
  func.call @use(%r98) : (i128) -> ()
  %r99 = math.ipowi %c3, %c1 : i128
  func.call @use(%r99) : (i128) -> ()
  %r100 = math.ipowi %c3, %c2 : i128
  func.call @use(%r100) : (i128) -> ()
  %r101 = math.ipowi %c3, %c3 : i128
  func.call @use(%r101) : (i128) -> ()
  %r102 = math.ipowi %c3, %c4 : i128
  func.call @use(%r102) : (i128) -> ()
  %r103 = math.ipowi %c3, %c5 : i128
  func.call @use(%r103) : (i128) -> ()
  %r104 = math.ipowi %c3, %c6 : i128
  func.call @use(%r104) : (i128) -> ()
  %r105 = math.ipowi %c3, %c7 : i128
  func.call @use(%r105) : (i128) -> ()
  %r106 = math.ipowi %c3, %c8 : i128
  func.call @use(%r106) : (i128) -> ()
  %r107 = math.ipowi %c3, %c9 : i128
  func.call @use(%r107) : (i128) -> ()
  %r108 = math.ipowi %c3, %c10 : i128
  func.call @use(%r108) : (i128) -> ()
  %r109 = math.ipowi %c3, %c11 : i128
  func.call @use(%r109) : (i128) -> ()
  %r110 = math.ipowi %c3, %c12 : i128
  func.call @use(%r110) : (i128) -> ()
  %r111 = math.ipowi %c3, %c13 : i128
  func.call @use(%r111) : (i128) -> ()
  %r112 = math.ipowi %c4, %c0 : i128
  func.call @use(%r112) : (i128) -> ()
  %r113 = math.ipowi %c4, %c1 : i128
  func.call @use(%r113) : (i128) -> ()
  %r114 = math.ipowi %c4, %c2 : i128
  func.call @use(%r114) : (i128) -> ()
  %r115 = math.ipowi %c4, %c3 : i128
  func.call @use(%r115) : (i128) -> ()
  %r116 = math.ipowi %c4, %c4 : i128
  func.call @use(%r116) : (i128) -> ()
  %r117 = math.ipowi %c4, %c5 : i128
  func.call @use(%r117) : (i128) -> ()
  %r118 = math.ipowi %c4, %c6 : i128
  func.call @use(%r118) : (i128) -> ()
  %r119 = math.ipowi %c4, %c7 : i128
  func.call @use(%r119) : (i128) -> ()
  %r120 = math.ipowi %c4, %c8 : i128
  func.call @use(%r120) : (i128) -> ()
  %r121 = math.ipowi %c4, %c9 : i128
  func.call @use(%r121) : (i128) -> ()
  %r122 = math.ipowi %c4, %c10 : i128
  func.call @use(%r122) : (i128) -> ()
  %r123 = math.ipowi %c4, %c11 : i128
  func.call @use(%r123) : (i128) -> ()
  %r124 = math.ipowi %c4, %c12 : i128
  func.call @use(%r124) : (i128) -> ()
  %r125 = math.ipowi %c4, %c13 : i128
  func.call @use(%r125) : (i128) -> ()
  %r126 = math.ipowi %c5, %c0 : i128
  func.call @use(%r126) : (i128) -> ()
  %r127 = math.ipowi %c5, %c1 : i128
  func.call @use(%r127) : (i128) -> ()
  %r128 = math.ipowi %c5, %c2 : i128
  func.call @use(%r128) : (i128) -> ()
  %r129 = math.ipowi %c5, %c3 : i128
  func.call @use(%r129) : (i128) -> ()
  %r130 = math.ipowi %c5, %c4 : i128
  func.call @use(%r130) : (i128) -> ()
  %r131 = math.ipowi %c5, %c5 : i128
  func.call @use(%r131) : (i128) -> ()
  %r132 = math.ipowi %c5, %c6 : i128
  func.call @use(%r132) : (i128) -> ()
  %r133 = math.ipowi %c5, %c7 : i128
  func.call @use(%r133) : (i128) -> ()
  %r134 = math.ipowi %c5, %c8 : i128
  func.call @use(%r134) : (i128) -> ()
  %r135 = math.ipowi %c5, %c9 : i128
  func.call @use(%r135) : (i128) -> ()
  %r136 = math.ipowi %c5, %c10 : i128
  func.call @use(%r136) : (i128) -> ()
  %r137 = math.ipowi %c5, %c11 : i128
  func.call @use(%r137) : (i128) -> ()
  %r138 = math.ipowi %c5, %c12 : i128
  func.call @use(%r138) : (i128) -> ()
  %r139 = math.ipowi %c5, %c13 : i128
  func.call @use(%r139) : (i128) -> ()
  %r140 = math.ipowi %c6, %c0 : i128
  func.call @use(%r140) : (i128) -> ()
  %r141 = math.ipowi %c6, %c1 : i128
  func.call @use(%r141) : (i128) -> ()
  %r142 = math.ipowi %c6, %c2 : i128
  func.call @use(%r142) : (i128) -> ()
  %r143 = math.ipowi %c6, %c3 : i128
  func.call @use(%r143) : (i128) -> ()
  %r144 = math.ipowi %c6, %c4 : i128
  func.call @use(%r144) : (i128) -> ()
  %r145 = math.ipowi %c6, %c5 : i128
  func.call @use(%r145) : (i128) -> ()
  %r146 = math.ipowi %c6, %c6 : i128
  func.call @use(%r146) : (i128) -> ()
  %r147 = math.ipowi %c6, %c7 : i128
  func.call @use(%r147) : (i128) -> ()
  %r148 = math.ipowi %c6, %c8 : i128
  func.call @use(%r148) : (i128) -> ()
  %r149 = math.ipowi %c6, %c9 : i128
  func.call @use(%r149) : (i128) -> ()
  %r150 = math.ipowi %c6, %c10 : i128
  func.call @use(%r150) : (i128) -> ()
  %r151 = math.ipowi %c6, %c11 : i128
  func.call @use(%r151) : (i128) -> ()
  %r152 = math.ipowi %c6, %c12 : i128
  func.call @use(%r152) : (i128) -> ()
  %r153 = math.ipowi %c6, %c13 : i128
  func.call @use(%r153) : (i128) -> ()
  %r154 = math.ipowi %c7, %c0 : i128
  func.call @use(%r154) : (i128) -> ()
  %r155 = math.ipowi %c7, %c1 : i128
  func.call @use(%r155) : (i128) -> ()
  %r156 = math.ipowi %c7, %c2 : i128
  func.call @use(%r156) : (i128) -> ()
  %r157 = math.ipowi %c7, %c3 : i128
  func.call @use(%r157) : (i128) -> ()
  %r158 = math.ipowi %c7, %c4 : i128
  func.call @use(%r158) : (i128) -> ()
  %r159 = math.ipowi %c7, %c5 : i128
  func.call @use(%r159) : (i128) -> ()
  %r160 = math.ipowi %c7, %c6 : i128
  func.call @use(%r160) : (i128) -> ()
  %r161 = math.ipowi %c7, %c7 : i128
  func.call @use(%r161) : (i128) -> ()
  %r162 = math.ipowi %c7, %c8 : i128
  func.call @use(%r162) : (i128) -> ()
  %r163 = math.ipowi %c7, %c9 : i128
  func.call @use(%r163) : (i128) -> ()
  %r164 = math.ipowi %c7, %c10 : i128
  func.call @use(%r164) : (i128) -> ()
  %r165 = math.ipowi %c7, %c11 : i128
  func.call @use(%r165) : (i128) -> ()
  %r166 = math.ipowi %c7, %c12 : i128
  func.call @use(%r166) : (i128) -> ()
  %r167 = math.ipowi %c7, %c13 : i128
  func.call @use(%r167) : (i128) -> ()
  %r168 = math.ipowi %c8, %c0 : i128
  func.call @use(%r168) : (i128) -> ()
  %r169 = math.ipowi %c8, %c1 : i128
  func.call @use(%r169) : (i128) -> ()
  %r170 = math.ipowi %c8, %c2 : i128
  func.call @use(%r170) : (i128) -> ()
  %r171 = math.ipowi %c8, %c3 : i128
  func.call @use(%r171) : (i128) -> ()
  %r172 = math.ipowi %c8, %c4 : i128
  func.call @use(%r172) : (i128) -> ()
  %r173 = math.ipowi %c8, %c5 : i128
  func.call @use(%r173) : (i128) -> ()
  %r174 = math.ipowi %c8, %c6 : i128
  func.call @use(%r174) : (i128) -> ()
  %r175 = math.ipowi %c8, %c7 : i128
  func.call @use(%r175) : (i128) -> ()
  %r176 = math.ipowi %c8, %c8 : i128
  func.call @use(%r176) : (i128) -> ()
  %r177 = math.ipowi %c8, %c9 : i128
  func.call @use(%r177) : (i128) -> ()
  %r178 = math.ipowi %c8, %c10 : i128
  func.call @use(%r178) : (i128) -> ()
  %r179 = math.ipowi %c8, %c11 : i128
  func.call @use(%r179) : (i128) -> ()
  %r180 = math.ipowi %c8, %c12 : i128
  func.call @use(%r180) : (i128) -> ()
  %r181 = math.ipowi %c8, %c13 : i128
  func.call @use(%r181) : (i128) -> ()
  %r182 = math.ipowi %c9, %c0 : i128
  func.call @use(%r182) : (i128) -> ()
  %r183 = math.ipowi %c9, %c1 : i128
  func.call @use(%r183) : (i128) -> ()
  %r184 = math.ipowi %c9, %c2 : i128
  func.call @use(%r184) : (i128) -> ()
  %r185 = math.ipowi %c9, %c3 : i128
  func.call @use(%r185) : (i128) -> ()
  %r186 = math.ipowi %c9, %c4 : i128
  func.call @use(%r186) : (i128) -> ()
  %r187 = math.ipowi %c9, %c5 : i128
  func.call @use(%r187) : (i128) -> ()
  %r188 = math.ipowi %c9, %c6 : i128
  func.call @use(%r188) : (i128) -> ()
  %r189 = math.ipowi %c9, %c7 : i128
  func.call @use(%r189) : (i128) -> ()
  %r190 = math.ipowi %c9, %c8 : i128
  func.call @use(%r190) : (i128) -> ()
  %r191 = math.ipowi %c9, %c9 : i128
  func.call @use(%r191) : (i128) -> ()
  %r192 = math.ipowi %c9, %c10 : i128
  func.call @use(%r192) : (i128) -> ()
  %r193 = math.ipowi %c9, %c11 : i128
  func.call @use(%r193) : (i128) -> ()
  %r194 = math.ipowi %c9, %c12 : i128
  func.call @use(%r194) : (i128) -> ()
  %r195 = math.ipowi %c9, %c13 : i128
  func.call @use(%r195) : (i128) -> ()
  %r196 = math.ipowi %c10, %c0 : i128
  func.call @use(%r196) : (i128) -> ()
  %r197 = math.ipowi %c10, %c1 : i128
  func.call @use(%r197) : (i128) -> ()
  %r198 = math.ipowi %c10, %c2 : i128
  func.call @use(%r198) : (i128) -> ()
  %r199 = math.ipowi %c10, %c3 : i128
  func.call @use(%r199) : (i128) -> ()
  %r200 = math.ipowi %c10, %c4 : i128
  func.call @use(%r200) : (i128) -> ()
  %r201 = math.ipowi %c10, %c5 : i128
  func.call @use(%r201) : (i128) -> ()
  %r202 = math.ipowi %c10, %c6 : i128
  func.call @use(%r202) : (i128) -> ()
  %r203 = math.ipowi %c10, %c7 : i128
  func.call @use(%r203) : (i128) -> ()
  %r204 = math.ipowi %c10, %c8 : i128
  func.call @use(%r204) : (i128) -> ()
  %r205 = math.ipowi %c10, %c9 : i128
  func.call @use(%r205) : (i128) -> ()
  %r206 = math.ipowi %c10, %c10 : i128
  func.call @use(%r206) : (i128) -> ()
  %r207 = math.ipowi %c10, %c11 : i128
  func.call @use(%r207) : (i128) -> ()
  %r208 = math.ipowi %c10, %c12 : i128
  func.call @use(%r208) : (i128) -> ()
  %r209 = math.ipowi %c10, %c13 : i128
  func.call @use(%r209) : (i128) -> ()
  %r210 = math.ipowi %c11, %c0 : i128
  func.call @use(%r210) : (i128) -> ()
  %r211 = math.ipowi %c11, %c1 : i128
  func.call @use(%r211) : (i128) -> ()
  %r212 = math.ipowi %c11, %c2 : i128
  func.call @use(%r212) : (i128) -> ()
  %r213 = math.ipowi %c11, %c3 : i128
  func.call @use(%r213) : (i128) -> ()
  %r214 = math.ipowi %c11, %c4 : i128
  func.call @use(%r214) : (i128) -> ()
  %r215 = math.ipowi %c11, %c5 : i128
  func.call @use(%r215) : (i128) -> ()
  %r216 = math.ipowi %c11, %c6 : i128
  func.call @use(%r216) : (i128) -> ()
  %r217 = math.ipowi %c11, %c7 : i128
  func.call @use(%r217) : (i128) -> ()
  %r218 = math.ipowi %c11, %c8 : i128
  func.call @use(%r218) : (i128) -> ()
  %r219 = math.ipowi %c11, %c9 : i128
  func.call @use(%r219) : (i128) -> ()
  %r220 = math.ipowi %c11, %c10 : i128
  func.call @use(%r220) : (i128) -> ()
  %r221 = math.ipowi %c11, %c11 : i128
  func.call @use(%r221) : (i128) -> ()
  %r222 = math.ipowi %c11, %c12 : i128
  func.call @use(%r222) : (i128) -> ()
  %r223 = math.ipowi %c11, %c13 : i128
  func.call @use(%r223) : (i128) -> ()
  %r224 = math.ipowi %c12, %c0 : i128
  func.call @use(%r224) : (i128) -> ()
  %r225 = math.ipowi %c12, %c1 : i128
  func.call @use(%r225) : (i128) -> ()
  %r226 = math.ipowi %c12, %c2 : i128
  func.call @use(%r226) : (i128) -> ()
  %r227 = math.ipowi %c12, %c3 : i128
  func.call @use(%r227) : (i128) -> ()
  %r228 = math.ipowi %c12, %c4 : i128
  func.call @use(%r228) : (i128) -> ()
  %r229 = math.ipowi %c12, %c5 : i128
  func.call @use(%r229) : (i128) -> ()
  %r230 = math.ipowi %c12, %c6 : i128
  func.call @use(%r230) : (i128) -> ()
  %r231 = math.ipowi %c12, %c7 : i128
  func.call @use(%r231) : (i128) -> ()
  %r232 = math.ipowi %c12, %c8 : i128
  func.call @use(%r232) : (i128) -> ()
  %r233 = math.ipowi %c12, %c9 : i128
  func.call @use(%r233) : (i128) -> ()
  %r234 = math.ipowi %c12, %c10 : i128
  func.call @use(%r234) : (i128) -> ()
  %r235 = math.ipowi %c12, %c11 : i128
  func.call @use(%r235) : (i128) -> ()
  %r236 = math.ipowi %c12, %c12 : i128
  func.call @use(%r236) : (i128) -> ()
  %r237 = math.ipowi %c12, %c13 : i128
  func.call @use(%r237) : (i128) -> ()
  %r238 = math.ipowi %c13, %c0 : i128
  func.call @use(%r238) : (i128) -> ()
  %r239 = math.ipowi %c13, %c1 : i128
  func.call @use(%r239) : (i128) -> ()
  %r240 = math.ipowi %c13, %c2 : i128
  func.call @use(%r240) : (i128) -> ()
  %r241 = math.ipowi %c13, %c3 : i128
  func.call @use(%r241) : (i128) -> ()
  %r242 = math.ipowi %c13, %c4 : i128
  func.call @use(%r242) : (i128) -> ()
  %r243 = math.ipowi %c13, %c5 : i128
  func.call @use(%r243) : (i128) -> ()
  %r244 = math.ipowi %c13, %c6 : i128
  func.call @use(%r244) : (i128) -> ()
  %r245 = math.ipowi %c13, %c7 : i128
  func.call @use(%r245) : (i128) -> ()
  %r246 = math.ipowi %c13, %c8 : i128
  func.call @use(%r246) : (i128) -> ()
  %r247 = math.ipowi %c13, %c9 : i128
  func.call @use(%r247) : (i128) -> ()
  %r248 = math.ipowi %c13, %c10 : i128
  func.call @use(%r248) : (i128) -> ()
  %r249 = math.ipowi %c13, %c11 : i128
  func.call @use(%r249) : (i128) -> ()
  %r250 = math.ipowi %c13, %c12 : i128
  func.call @use(%r250) : (i128) -> ()
  %r251 = math.ipowi %c13, %c13 : i128
  func.call @use(%r251) : (i128) -> ()
  return
}

// -----

func.func private @use(i200)

func.func @i200() {
  %c0 = arith.constant -803469022129495137770981046170581301261101496891396417650688 : i200
  %c1 = arith.constant -1267650600228229401496703205376 : i200
  %c2 = arith.constant -5 : i200
  %c3 = arith.constant -2 : i200
  %c4 = arith.constant -1 : i200
  %c5 = arith.constant 0 : i200
  %c6 = arith.constant 1 : i200
  %c7 = arith.constant 2 : i200
  %c8 = arith.constant 3 : i200
  %c9 = arith.constant 5 : i200
  %c10 = arith.constant 7 : i200
  %c11 = arith.constant 1267650600228229401496703205376 : i200
  %c12 = arith.constant 267823007376498379256993682056860433753700498963798805883562 : i200
  %c13 = arith.constant 803469022129495137770981046170581301261101496891396417650687 : i200
  %r0 = math.absi %c0 : i200
  func.call @use(%r0) : (i200) -> ()
  %r1 = math.ctlz %c0 : i200
  func.call @use(%r1) : (i200) -> ()
  %r2 = math.cttz %c0 : i200
  func.call @use(%r2) : (i200) -> ()
  %r3 = math.ctpop %c0 : i200
  func.call @use(%r3) : (i200) -> ()
  %r4 = math.absi %c1 : i200
  func.call @use(%r4) : (i200) -> ()
  %r5 = math.ctlz %c1 : i200
  func.call @use(%r5) : (i200) -> ()
  %r6 = math.cttz %c1 : i200
  func.call @use(%r6) : (i200) -> ()
  %r7 = math.ctpop %c1 : i200
  func.call @use(%r7) : (i200) -> ()
  %r8 = math.absi %c2 : i200
  func.call @use(%r8) : (i200) -> ()
  %r9 = math.ctlz %c2 : i200
  func.call @use(%r9) : (i200) -> ()
  %r10 = math.cttz %c2 : i200
  func.call @use(%r10) : (i200) -> ()
  %r11 = math.ctpop %c2 : i200
  func.call @use(%r11) : (i200) -> ()
  %r12 = math.absi %c3 : i200
  func.call @use(%r12) : (i200) -> ()
  %r13 = math.ctlz %c3 : i200
  func.call @use(%r13) : (i200) -> ()
  %r14 = math.cttz %c3 : i200
  func.call @use(%r14) : (i200) -> ()
  %r15 = math.ctpop %c3 : i200
  func.call @use(%r15) : (i200) -> ()
  %r16 = math.absi %c4 : i200
  func.call @use(%r16) : (i200) -> ()
  %r17 = math.ctlz %c4 : i200
  func.call @use(%r17) : (i200) -> ()
  %r18 = math.cttz %c4 : i200
  func.call @use(%r18) : (i200) -> ()
  %r19 = math.ctpop %c4 : i200
  func.call @use(%r19) : (i200) -> ()
  %r20 = math.absi %c5 : i200
  func.call @use(%r20) : (i200) -> ()
  %r21 = math.ctlz %c5 : i200
  func.call @use(%r21) : (i200) -> ()
  %r22 = math.cttz %c5 : i200
  func.call @use(%r22) : (i200) -> ()
  %r23 = math.ctpop %c5 : i200
  func.call @use(%r23) : (i200) -> ()
  %r24 = math.absi %c6 : i200
  func.call @use(%r24) : (i200) -> ()
  %r25 = math.ctlz %c6 : i200
  func.call @use(%r25) : (i200) -> ()
  %r26 = math.cttz %c6 : i200
  func.call @use(%r26) : (i200) -> ()
  %r27 = math.ctpop %c6 : i200
  func.call @use(%r27) : (i200) -> ()
  %r28 = math.absi %c7 : i200
  func.call @use(%r28) : (i200) -> ()
  %r29 = math.ctlz %c7 : i200
  func.call @use(%r29) : (i200) -> ()
  %r30 = math.cttz %c7 : i200
  func.call @use(%r30) : (i200) -> ()
  %r31 = math.ctpop %c7 : i200
  func.call @use(%r31) : (i200) -> ()
  %r32 = math.absi %c8 : i200
  func.call @use(%r32) : (i200) -> ()
  %r33 = math.ctlz %c8 : i200
  func.call @use(%r33) : (i200) -> ()
  %r34 = math.cttz %c8 : i200
  func.call @use(%r34) : (i200) -> ()
  %r35 = math.ctpop %c8 : i200
  func.call @use(%r35) : (i200) -> ()
  %r36 = math.absi %c9 : i200
  func.call @use(%r36) : (i200) -> ()
  %r37 = math.ctlz %c9 : i200
  func.call @use(%r37) : (i200) -> ()
  %r38 = math.cttz %c9 : i200
  func.call @use(%r38) : (i200) -> ()
  %r39 = math.ctpop %c9 : i200
  func.call @use(%r39) : (i200) -> ()
  %r40 = math.absi %c10 : i200
  func.call @use(%r40) : (i200) -> ()
  %r41 = math.ctlz %c10 : i200
  func.call @use(%r41) : (i200) -> ()
  %r42 = math.cttz %c10 : i200
  func.call @use(%r42) : (i200) -> ()
  %r43 = math.ctpop %c10 : i200
  func.call @use(%r43) : (i200) -> ()
  %r44 = math.absi %c11 : i200
  func.call @use(%r44) : (i200) -> ()
  %r45 = math.ctlz %c11 : i200
  func.call @use(%r45) : (i200) -> ()
  %r46 = math.cttz %c11 : i200
  func.call @use(%r46) : (i200) -> ()
  %r47 = math.ctpop %c11 : i200
  func.call @use(%r47) : (i200) -> ()
  %r48 = math.absi %c12 : i200
  func.call @use(%r48) : (i200) -> ()
  %r49 = math.ctlz %c12 : i200
  func.call @use(%r49) : (i200) -> ()
  %r50 = math.cttz %c12 : i200
  func.call @use(%r50) : (i200) -> ()
  %r51 = math.ctpop %c12 : i200
  func.call @use(%r51) : (i200) -> ()
  %r52 = math.absi %c13 : i200
  func.call @use(%r52) : (i200) -> ()
  %r53 = math.ctlz %c13 : i200
  func.call @use(%r53) : (i200) -> ()
  %r54 = math.cttz %c13 : i200
  func.call @use(%r54) : (i200) -> ()
  %r55 = math.ctpop %c13 : i200
  func.call @use(%r55) : (i200) -> ()
  %r56 = math.ipowi %c0, %c0 : i200
  func.call @use(%r56) : (i200) -> ()
  %r57 = math.ipowi %c0, %c1 : i200
  func.call @use(%r57) : (i200) -> ()
  %r58 = math.ipowi %c0, %c2 : i200
  func.call @use(%r58) : (i200) -> ()
  %r59 = math.ipowi %c0, %c3 : i200
  func.call @use(%r59) : (i200) -> ()
  %r60 = math.ipowi %c0, %c4 : i200
  func.call @use(%r60) : (i200) -> ()
  %r61 = math.ipowi %c0, %c5 : i200
  func.call @use(%r61) : (i200) -> ()
  %r62 = math.ipowi %c0, %c6 : i200
  func.call @use(%r62) : (i200) -> ()
  %r63 = math.ipowi %c0, %c7 : i200
  func.call @use(%r63) : (i200) -> ()
  %r64 = math.ipowi %c0, %c8 : i200
  func.call @use(%r64) : (i200) -> ()
  %r65 = math.ipowi %c0, %c9 : i200
  func.call @use(%r65) : (i200) -> ()
  %r66 = math.ipowi %c0, %c10 : i200
  func.call @use(%r66) : (i200) -> ()
  %r67 = math.ipowi %c0, %c11 : i200
  func.call @use(%r67) : (i200) -> ()
  %r68 = math.ipowi %c0, %c12 : i200
  func.call @use(%r68) : (i200) -> ()
  %r69 = math.ipowi %c0, %c13 : i200
  func.call @use(%r69) : (i200) -> ()
  %r70 = math.ipowi %c1, %c0 : i200
  func.call @use(%r70) : (i200) -> ()
  %r71 = math.ipowi %c1, %c1 : i200
  func.call @use(%r71) : (i200) -> ()
  %r72 = math.ipowi %c1, %c2 : i200
  func.call @use(%r72) : (i200) -> ()
  %r73 = math.ipowi %c1, %c3 : i200
  func.call @use(%r73) : (i200) -> ()
  %r74 = math.ipowi %c1, %c4 : i200
  func.call @use(%r74) : (i200) -> ()
  %r75 = math.ipowi %c1, %c5 : i200
  func.call @use(%r75) : (i200) -> ()
  %r76 = math.ipowi %c1, %c6 : i200
  func.call @use(%r76) : (i200) -> ()
  %r77 = math.ipowi %c1, %c7 : i200
  func.call @use(%r77) : (i200) -> ()
  %r78 = math.ipowi %c1, %c8 : i200
  func.call @use(%r78) : (i200) -> ()
  %r79 = math.ipowi %c1, %c9 : i200
  func.call @use(%r79) : (i200) -> ()
  %r80 = math.ipowi %c1, %c10 : i200
  func.call @use(%r80) : (i200) -> ()
  %r81 = math.ipowi %c1, %c11 : i200
  func.call @use(%r81) : (i200) -> ()
  %r82 = math.ipowi %c1, %c12 : i200
  func.call @use(%r82) : (i200) -> ()
  %r83 = math.ipowi %c1, %c13 : i200
  func.call @use(%r83) : (i200) -> ()
  %r84 = math.ipowi %c2, %c0 : i200
  func.call @use(%r84) : (i200) -> ()
  %r85 = math.ipowi %c2, %c1 : i200
  func.call @use(%r85) : (i200) -> ()
  %r86 = math.ipowi %c2, %c2 : i200
  func.call @use(%r86) : (i200) -> ()
  %r87 = math.ipowi %c2, %c3 : i200
  func.call @use(%r87) : (i200) -> ()
  %r88 = math.ipowi %c2, %c4 : i200
  func.call @use(%r88) : (i200) -> ()
  %r89 = math.ipowi %c2, %c5 : i200
  func.call @use(%r89) : (i200) -> ()
  %r90 = math.ipowi %c2, %c6 : i200
  func.call @use(%r90) : (i200) -> ()
  %r91 = math.ipowi %c2, %c7 : i200
  func.call @use(%r91) : (i200) -> ()
  %r92 = math.ipowi %c2, %c8 : i200
  func.call @use(%r92) : (i200) -> ()
  %r93 = math.ipowi %c2, %c9 : i200
  func.call @use(%r93) : (i200) -> ()
  %r94 = math.ipowi %c2, %c10 : i200
  func.call @use(%r94) : (i200) -> ()
  %r95 = math.ipowi %c2, %c11 : i200
  func.call @use(%r95) : (i200) -> ()
  %r96 = math.ipowi %c2, %c12 : i200
  func.call @use(%r96) : (i200) -> ()
  %r97 = math.ipowi %c2, %c13 : i200
  func.call @use(%r97) : (i200) -> ()
  %r98 = math.ipowi %c3, %c0 : i200
  func.call @use(%r98) : (i200) -> ()
  %r99 = math.ipowi %c3, %c1 : i200
  func.call @use(%r99) : (i200) -> ()
  %r100 = math.ipowi %c3, %c2 : i200
  func.call @use(%r100) : (i200) -> ()
  %r101 = math.ipowi %c3, %c3 : i200
  func.call @use(%r101) : (i200) -> ()
  %r102 = math.ipowi %c3, %c4 : i200
  func.call @use(%r102) : (i200) -> ()
  %r103 = math.ipowi %c3, %c5 : i200
  func.call @use(%r103) : (i200) -> ()
  %r104 = math.ipowi %c3, %c6 : i200
  func.call @use(%r104) : (i200) -> ()
  %r105 = math.ipowi %c3, %c7 : i200
  func.call @use(%r105) : (i200) -> ()
  %r106 = math.ipowi %c3, %c8 : i200
  func.call @use(%r106) : (i200) -> ()
  %r107 = math.ipowi %c3, %c9 : i200
  func.call @use(%r107) : (i200) -> ()
  %r108 = math.ipowi %c3, %c10 : i200
  func.call @use(%r108) : (i200) -> ()
  %r109 = math.ipowi %c3, %c11 : i200
  func.call @use(%r109) : (i200) -> ()
  %r110 = math.ipowi %c3, %c12 : i200
  func.call @use(%r110) : (i200) -> ()
  %r111 = math.ipowi %c3, %c13 : i200
  func.call @use(%r111) : (i200) -> ()
  %r112 = math.ipowi %c4, %c0 : i200
  func.call @use(%r112) : (i200) -> ()
  %r113 = math.ipowi %c4, %c1 : i200
  func.call @use(%r113) : (i200) -> ()
  %r114 = math.ipowi %c4, %c2 : i200
  func.call @use(%r114) : (i200) -> ()
  %r115 = math.ipowi %c4, %c3 : i200
  func.call @use(%r115) : (i200) -> ()
  %r116 = math.ipowi %c4, %c4 : i200
  func.call @use(%r116) : (i200) -> ()
  %r117 = math.ipowi %c4, %c5 : i200
  func.call @use(%r117) : (i200) -> ()
  %r118 = math.ipowi %c4, %c6 : i200
  func.call @use(%r118) : (i200) -> ()
  %r119 = math.ipowi %c4, %c7 : i200
  func.call @use(%r119) : (i200) -> ()
  %r120 = math.ipowi %c4, %c8 : i200
  func.call @use(%r120) : (i200) -> ()
  %r121 = math.ipowi %c4, %c9 : i200
  func.call @use(%r121) : (i200) -> ()
  %r122 = math.ipowi %c4, %c10 : i200
  func.call @use(%r122) : (i200) -> ()
  %r123 = math.ipowi %c4, %c11 : i200
  func.call @use(%r123) : (i200) -> ()
  %r124 = math.ipowi %c4, %c12 : i200
  func.call @use(%r124) : (i200) -> ()
  %r125 = math.ipowi %c4, %c13 : i200
  func.call @use(%r125) : (i200) -> ()
  %r126 = math.ipowi %c5, %c0 : i200
  func.call @use(%r126) : (i200) -> ()
  %r127 = math.ipowi %c5, %c1 : i200
  func.call @use(%r127) : (i200) -> ()
  %r128 = math.ipowi %c5, %c2 : i200
  func.call @use(%r128) : (i200) -> ()
  %r129 = math.ipowi %c5, %c3 : i200
  func.call @use(%r129) : (i200) -> ()
  %r130 = math.ipowi %c5, %c4 : i200
  func.call @use(%r130) : (i200) -> ()
  %r131 = math.ipowi %c5, %c5 : i200
  func.call @use(%r131) : (i200) -> ()
  %r132 = math.ipowi %c5, %c6 : i200
  func.call @use(%r132) : (i200) -> ()
  %r133 = math.ipowi %c5, %c7 : i200
  func.call @use(%r133) : (i200) -> ()
  %r134 = math.ipowi %c5, %c8 : i200
  func.call @use(%r134) : (i200) -> ()
  %r135 = math.ipowi %c5, %c9 : i200
  func.call @use(%r135) : (i200) -> ()
  %r136 = math.ipowi %c5, %c10 : i200
  func.call @use(%r136) : (i200) -> ()
  %r137 = math.ipowi %c5, %c11 : i200
  func.call @use(%r137) : (i200) -> ()
  %r138 = math.ipowi %c5, %c12 : i200
  func.call @use(%r138) : (i200) -> ()
  %r139 = math.ipowi %c5, %c13 : i200
  func.call @use(%r139) : (i200) -> ()
  %r140 = math.ipowi %c6, %c0 : i200
  func.call @use(%r140) : (i200) -> ()
  %r141 = math.ipowi %c6, %c1 : i200
  func.call @use(%r141) : (i200) -> ()
  %r142 = math.ipowi %c6, %c2 : i200
  func.call @use(%r142) : (i200) -> ()
  %r143 = math.ipowi %c6, %c3 : i200
  func.call @use(%r143) : (i200) -> ()
  %r144 = math.ipowi %c6, %c4 : i200
  func.call @use(%r144) : (i200) -> ()
  %r145 = math.ipowi %c6, %c5 : i200
  func.call @use(%r145) : (i200) -> ()
  %r146 = math.ipowi %c6, %c6 : i200
  func.call @use(%r146) : (i200) -> ()
  %r147 = math.ipowi %c6, %c7 : i200
  func.call @use(%r147) : (i200) -> ()
  %r148 = math.ipowi %c6, %c8 : i200
  func.call @use(%r148) : (i200) -> ()
  %r149 = math.ipowi %c6, %c9 : i200
  func.call @use(%r149) : (i200) -> ()
  %r150 = math.ipowi %c6, %c10 : i200
  func.call @use(%r150) : (i200) -> ()
  %r151 = math.ipowi %c6, %c11 : i200
  func.call @use(%r151) : (i200) -> ()
  %r152 = math.ipowi %c6, %c12 : i200
  func.call @use(%r152) : (i200) -> ()
  %r153 = math.ipowi %c6, %c13 : i200
  func.call @use(%r153) : (i200) -> ()
  %r154 = math.ipowi %c7, %c0 : i200
  func.call @use(%r154) : (i200) -> ()
  %r155 = math.ipowi %c7, %c1 : i200
  func.call @use(%r155) : (i200) -> ()
  %r156 = math.ipowi %c7, %c2 : i200
  func.call @use(%r156) : (i200) -> ()
  %r157 = math.ipowi %c7, %c3 : i200
  func.call @use(%r157) : (i200) -> ()
  %r158 = math.ipowi %c7, %c4 : i200
  func.call @use(%r158) : (i200) -> ()
  %r159 = math.ipowi %c7, %c5 : i200
  func.call @use(%r159) : (i200) -> ()
  %r160 = math.ipowi %c7, %c6 : i200
  func.call @use(%r160) : (i200) -> ()
  %r161 = math.ipowi %c7, %c7 : i200
  func.call @use(%r161) : (i200) -> ()
  %r162 = math.ipowi %c7, %c8 : i200
  func.call @use(%r162) : (i200) -> ()
  %r163 = math.ipowi %c7, %c9 : i200
  func.call @use(%r163) : (i200) -> ()
  %r164 = math.ipowi %c7, %c10 : i200
  func.call @use(%r164) : (i200) -> ()
  %r165 = math.ipowi %c7, %c11 : i200
  func.call @use(%r165) : (i200) -> ()
  %r166 = math.ipowi %c7, %c12 : i200
  func.call @use(%r166) : (i200) -> ()
  %r167 = math.ipowi %c7, %c13 : i200
  func.call @use(%r167) : (i200) -> ()
  %r168 = math.ipowi %c8, %c0 : i200
  func.call @use(%r168) : (i200) -> ()
  %r169 = math.ipowi %c8, %c1 : i200
  func.call @use(%r169) : (i200) -> ()
  %r170 = math.ipowi %c8, %c2 : i200
  func.call @use(%r170) : (i200) -> ()
  %r171 = math.ipowi %c8, %c3 : i200
  func.call @use(%r171) : (i200) -> ()
  %r172 = math.ipowi %c8, %c4 : i200
  func.call @use(%r172) : (i200) -> ()
  %r173 = math.ipowi %c8, %c5 : i200
  func.call @use(%r173) : (i200) -> ()
  %r174 = math.ipowi %c8, %c6 : i200
  func.call @use(%r174) : (i200) -> ()
  %r175 = math.ipowi %c8, %c7 : i200
  func.call @use(%r175) : (i200) -> ()
  %r176 = math.ipowi %c8, %c8 : i200
  func.call @use(%r176) : (i200) -> ()
  %r177 = math.ipowi %c8, %c9 : i200
  func.call @use(%r177) : (i200) -> ()
  %r178 = math.ipowi %c8, %c10 : i200
  func.call @use(%r178) : (i200) -> ()
  %r179 = math.ipowi %c8, %c11 : i200
  func.call @use(%r179) : (i200) -> ()
  %r180 = math.ipowi %c8, %c12 : i200
  func.call @use(%r180) : (i200) -> ()
  %r181 = math.ipowi %c8, %c13 : i200
  func.call @use(%r181) : (i200) -> ()
  %r182 = math.ipowi %c9, %c0 : i200
  func.call @use(%r182) : (i200) -> ()
  %r183 = math.ipowi %c9, %c1 : i200
  func.call @use(%r183) : (i200) -> ()
  %r184 = math.ipowi %c9, %c2 : i200
  func.call @use(%r184) : (i200) -> ()
  %r185 = math.ipowi %c9, %c3 : i200
  func.call @use(%r185) : (i200) -> ()
  %r186 = math.ipowi %c9, %c4 : i200
  func.call @use(%r186) : (i200) -> ()
  %r187 = math.ipowi %c9, %c5 : i200
  func.call @use(%r187) : (i200) -> ()
  %r188 = math.ipowi %c9, %c6 : i200
  func.call @use(%r188) : (i200) -> ()
  %r189 = math.ipowi %c9, %c7 : i200
  func.call @use(%r189) : (i200) -> ()
  %r190 = math.ipowi %c9, %c8 : i200
  func.call @use(%r190) : (i200) -> ()
  %r191 = math.ipowi %c9, %c9 : i200
  func.call @use(%r191) : (i200) -> ()
  %r192 = math.ipowi %c9, %c10 : i200
  func.call @use(%r192) : (i200) -> ()
  %r193 = math.ipowi %c9, %c11 : i200
  func.call @use(%r193) : (i200) -> ()
  %r194 = math.ipowi %c9, %c12 : i200
  func.call @use(%r194) : (i200) -> ()
  %r195 = math.ipowi %c9, %c13 : i200
  func.call @use(%r195) : (i200) -> ()
  %r196 = math.ipowi %c10, %c0 : i200
  func.call @use(%r196) : (i200) -> ()
  %r197 = math.ipowi %c10, %c1 : i200
  func.call @use(%r197) : (i200) -> ()
  %r198 = math.ipowi %c10, %c2 : i200
  func.call @use(%r198) : (i200) -> ()
  %r199 = math.ipowi %c10, %c3 : i200
  func.call @use(%r199) : (i200) -> ()
  %r200 = math.ipowi %c10, %c4 : i200
  func.call @use(%r200) : (i200) -> ()
  %r201 = math.ipowi %c10, %c5 : i200
  func.call @use(%r201) : (i200) -> ()
  %r202 = math.ipowi %c10, %c6 : i200
  func.call @use(%r202) : (i200) -> ()
  %r203 = math.ipowi %c10, %c7 : i200
  func.call @use(%r203) : (i200) -> ()
  %r204 = math.ipowi %c10, %c8 : i200
  func.call @use(%r204) : (i200) -> ()
  %r205 = math.ipowi %c10, %c9 : i200
  func.call @use(%r205) : (i200) -> ()
  %r206 = math.ipowi %c10, %c10 : i200
  func.call @use(%r206) : (i200) -> ()
  %r207 = math.ipowi %c10, %c11 : i200
  func.call @use(%r207) : (i200) -> ()
  %r208 = math.ipowi %c10, %c12 : i200
  func.call @use(%r208) : (i200) -> ()
  %r209 = math.ipowi %c10, %c13 : i200
  func.call @use(%r209) : (i200) -> ()
  %r210 = math.ipowi %c11, %c0 : i200
  func.call @use(%r210) : (i200) -> ()
  %r211 = math.ipowi %c11, %c1 : i200
  func.call @use(%r211) : (i200) -> ()
  %r212 = math.ipowi %c11, %c2 : i200
  func.call @use(%r212) : (i200) -> ()
  %r213 = math.ipowi %c11, %c3 : i200
  func.call @use(%r213) : (i200) -> ()
  %r214 = math.ipowi %c11, %c4 : i200
  func.call @use(%r214) : (i200) -> ()
  %r215 = math.ipowi %c11, %c5 : i200
  func.call @use(%r215) : (i200) -> ()
  %r216 = math.ipowi %c11, %c6 : i200
  func.call @use(%r216) : (i200) -> ()
  %r217 = math.ipowi %c11, %c7 : i200
  func.call @use(%r217) : (i200) -> ()
  %r218 = math.ipowi %c11, %c8 : i200
  func.call @use(%r218) : (i200) -> ()
  %r219 = math.ipowi %c11, %c9 : i200
  func.call @use(%r219) : (i200) -> ()
  %r220 = math.ipowi %c11, %c10 : i200
  func.call @use(%r220) : (i200) -> ()
  %r221 = math.ipowi %c11, %c11 : i200
  func.call @use(%r221) : (i200) -> ()
  %r222 = math.ipowi %c11, %c12 : i200
  func.call @use(%r222) : (i200) -> ()
  %r223 = math.ipowi %c11, %c13 : i200
  func.call @use(%r223) : (i200) -> ()
  %r224 = math.ipowi %c12, %c0 : i200
  func.call @use(%r224) : (i200) -> ()
  %r225 = math.ipowi %c12, %c1 : i200
  func.call @use(%r225) : (i200) -> ()
  %r226 = math.ipowi %c12, %c2 : i200
  func.call @use(%r226) : (i200) -> ()
  %r227 = math.ipowi %c12, %c3 : i200
  func.call @use(%r227) : (i200) -> ()
  %r228 = math.ipowi %c12, %c4 : i200
  func.call @use(%r228) : (i200) -> ()
  %r229 = math.ipowi %c12, %c5 : i200
  func.call @use(%r229) : (i200) -> ()
  %r230 = math.ipowi %c12, %c6 : i200
  func.call @use(%r230) : (i200) -> ()
  %r231 = math.ipowi %c12, %c7 : i200
  func.call @use(%r231) : (i200) -> ()
  %r232 = math.ipowi %c12, %c8 : i200
  func.call @use(%r232) : (i200) -> ()
  %r233 = math.ipowi %c12, %c9 : i200
  func.call @use(%r233) : (i200) -> ()
  %r234 = math.ipowi %c12, %c10 : i200
  func.call @use(%r234) : (i200) -> ()
  %r235 = math.ipowi %c12, %c11 : i200
  func.call @use(%r235) : (i200) -> ()
  %r236 = math.ipowi %c12, %c12 : i200
  func.call @use(%r236) : (i200) -> ()
  %r237 = math.ipowi %c12, %c13 : i200
  func.call @use(%r237) : (i200) -> ()
  %r238 = math.ipowi %c13, %c0 : i200
  func.call @use(%r238) : (i200) -> ()
  %r239 = math.ipowi %c13, %c1 : i200
  func.call @use(%r239) : (i200) -> ()
  %r240 = math.ipowi %c13, %c2 : i200
  func.call @use(%r240) : (i200) -> ()
  %r241 = math.ipowi %c13, %c3 : i200
  func.call @use(%r241) : (i200) -> ()
  %r242 = math.ipowi %c13, %c4 : i200
  func.call @use(%r242) : (i200) -> ()
  %r243 = math.ipowi %c13, %c5 : i200
  func.call @use(%r243) : (i200) -> ()
  %r244 = math.ipowi %c13, %c6 : i200
  func.call @use(%r244) : (i200) -> ()
  %r245 = math.ipowi %c13, %c7 : i200
  func.call @use(%r245) : (i200) -> ()
  %r246 = math.ipowi %c13, %c8 : i200
  func.call @use(%r246) : (i200) -> ()
  %r247 = math.ipowi %c13, %c9 : i200
  func.call @use(%r247) : (i200) -> ()
  %r248 = math.ipowi %c13, %c10 : i200
  func.call @use(%r248) : (i200) -> ()
  %r249 = math.ipowi %c13, %c11 : i200
  func.call @use(%r249) : (i200) -> ()
  %r250 = math.ipowi %c13, %c12 : i200
  func.call @use(%r250) : (i200) -> ()
  %r251 = math.ipowi %c13, %c13 : i200
  func.call @use(%r251) : (i200) -> ()
  return
}

// -----

func.func private @use(index)

func.func @index() {
  %c0 = arith.constant -9223372036854775808 : index
  %c1 = arith.constant -4294967296 : index
  %c2 = arith.constant -5 : index
  %c3 = arith.constant -2 : index
  %c4 = arith.constant -1 : index
  %c5 = arith.constant 0 : index
  %c6 = arith.constant 1 : index
  %c7 = arith.constant 2 : index
  %c8 = arith.constant 3 : index
  %c9 = arith.constant 5 : index
  %c10 = arith.constant 7 : index
  %c11 = arith.constant 4294967296 : index
  %c12 = arith.constant 3074457345618258602 : index
  %c13 = arith.constant 9223372036854775807 : index
  %r0 = math.absi %c0 : index
  func.call @use(%r0) : (index) -> ()
  %r1 = math.ctlz %c0 : index
  func.call @use(%r1) : (index) -> ()
  %r2 = math.cttz %c0 : index
  func.call @use(%r2) : (index) -> ()
  %r3 = math.ctpop %c0 : index
  func.call @use(%r3) : (index) -> ()
  %r4 = math.absi %c1 : index
  func.call @use(%r4) : (index) -> ()
  %r5 = math.ctlz %c1 : index
  func.call @use(%r5) : (index) -> ()
  %r6 = math.cttz %c1 : index
  func.call @use(%r6) : (index) -> ()
  %r7 = math.ctpop %c1 : index
  func.call @use(%r7) : (index) -> ()
  %r8 = math.absi %c2 : index
  func.call @use(%r8) : (index) -> ()
  %r9 = math.ctlz %c2 : index
  func.call @use(%r9) : (index) -> ()
  %r10 = math.cttz %c2 : index
  func.call @use(%r10) : (index) -> ()
  %r11 = math.ctpop %c2 : index
  func.call @use(%r11) : (index) -> ()
  %r12 = math.absi %c3 : index
  func.call @use(%r12) : (index) -> ()
  %r13 = math.ctlz %c3 : index
  func.call @use(%r13) : (index) -> ()
  %r14 = math.cttz %c3 : index
  func.call @use(%r14) : (index) -> ()
  %r15 = math.ctpop %c3 : index
  func.call @use(%r15) : (index) -> ()
  %r16 = math.absi %c4 : index
  func.call @use(%r16) : (index) -> ()
  %r17 = math.ctlz %c4 : index
  func.call @use(%r17) : (index) -> ()
  %r18 = math.cttz %c4 : index
  func.call @use(%r18) : (index) -> ()
  %r19 = math.ctpop %c4 : index
  func.call @use(%r19) : (index) -> ()
  %r20 = math.absi %c5 : index
  func.call @use(%r20) : (index) -> ()
  %r21 = math.ctlz %c5 : index
  func.call @use(%r21) : (index) -> ()
  %r22 = math.cttz %c5 : index
  func.call @use(%r22) : (index) -> ()
  %r23 = math.ctpop %c5 : index
  func.call @use(%r23) : (index) -> ()
  %r24 = math.absi %c6 : index
  func.call @use(%r24) : (index) -> ()
  %r25 = math.ctlz %c6 : index
  func.call @use(%r25) : (index) -> ()
  %r26 = math.cttz %c6 : index
  func.call @use(%r26) : (index) -> ()
  %r27 = math.ctpop %c6 : index
  func.call @use(%r27) : (index) -> ()
  %r28 = math.absi %c7 : index
  func.call @use(%r28) : (index) -> ()
  %r29 = math.ctlz %c7 : index
  func.call @use(%r29) : (index) -> ()
  %r30 = math.cttz %c7 : index
  func.call @use(%r30) : (index) -> ()
  %r31 = math.ctpop %c7 : index
  func.call @use(%r31) : (index) -> ()
  %r32 = math.absi %c8 : index
  func.call @use(%r32) : (index) -> ()
  %r33 = math.ctlz %c8 : index
  func.call @use(%r33) : (index) -> ()
  %r34 = math.cttz %c8 : index
  func.call @use(%r34) : (index) -> ()
  %r35 = math.ctpop %c8 : index
  func.call @use(%r35) : (index) -> ()
  %r36 = math.absi %c9 : index
  func.call @use(%r36) : (index) -> ()
  %r37 = math.ctlz %c9 : index
  func.call @use(%r37) : (index) -> ()
  %r38 = math.cttz %c9 : index
  func.call @use(%r38) : (index) -> ()
  %r39 = math.ctpop %c9 : index
  func.call @use(%r39) : (index) -> ()
  %r40 = math.absi %c10 : index
  func.call @use(%r40) : (index) -> ()
  %r41 = math.ctlz %c10 : index
  func.call @use(%r41) : (index) -> ()
  %r42 = math.cttz %c10 : index
  func.call @use(%r42) : (index) -> ()
  %r43 = math.ctpop %c10 : index
  func.call @use(%r43) : (index) -> ()
  %r44 = math.absi %c11 : index
  func.call @use(%r44) : (index) -> ()
  %r45 = math.ctlz %c11 : index
  func.call @use(%r45) : (index) -> ()
  %r46 = math.cttz %c11 : index
  func.call @use(%r46) : (index) -> ()
  %r47 = math.ctpop %c11 : index
  func.call @use(%r47) : (index) -> ()
  %r48 = math.absi %c12 : index
  func.call @use(%r48) : (index) -> ()
  %r49 = math.ctlz %c12 : index
  func.call @use(%r49) : (index) -> ()
  %r50 = math.cttz %c12 : index
  func.call @use(%r50) : (index) -> ()
  %r51 = math.ctpop %c12 : index
  func.call @use(%r51) : (index) -> ()
  %r52 = math.absi %c13 : index
  func.call @use(%r52) : (index) -> ()
  %r53 = math.ctlz %c13 : index
  func.call @use(%r53) : (index) -> ()
  %r54 = math.cttz %c13 : index
  func.call @use(%r54) : (index) -> ()
  %r55 = math.ctpop %c13 : index
  func.call @use(%r55) : (index) -> ()
  %r56 = math.ipowi %c0, %c0 : index
  func.call @use(%r56) : (index) -> ()
  %r57 = math.ipowi %c0, %c1 : index
  func.call @use(%r57) : (index) -> ()
  %r58 = math.ipowi %c0, %c2 : index
  func.call @use(%r58) : (index) -> ()
  %r59 = math.ipowi %c0, %c3 : index
  func.call @use(%r59) : (index) -> ()
  %r60 = math.ipowi %c0, %c4 : index
  func.call @use(%r60) : (index) -> ()
  %r61 = math.ipowi %c0, %c5 : index
  func.call @use(%r61) : (index) -> ()
  %r62 = math.ipowi %c0, %c6 : index
  func.call @use(%r62) : (index) -> ()
  %r63 = math.ipowi %c0, %c7 : index
  func.call @use(%r63) : (index) -> ()
  %r64 = math.ipowi %c0, %c8 : index
  func.call @use(%r64) : (index) -> ()
  %r65 = math.ipowi %c0, %c9 : index
  func.call @use(%r65) : (index) -> ()
  %r66 = math.ipowi %c0, %c10 : index
  func.call @use(%r66) : (index) -> ()
  %r67 = math.ipowi %c0, %c11 : index
  func.call @use(%r67) : (index) -> ()
  %r68 = math.ipowi %c0, %c12 : index
  func.call @use(%r68) : (index) -> ()
  %r69 = math.ipowi %c0, %c13 : index
  func.call @use(%r69) : (index) -> ()
  %r70 = math.ipowi %c1, %c0 : index
  func.call @use(%r70) : (index) -> ()
  %r71 = math.ipowi %c1, %c1 : index
  func.call @use(%r71) : (index) -> ()
  %r72 = math.ipowi %c1, %c2 : index
  func.call @use(%r72) : (index) -> ()
  %r73 = math.ipowi %c1, %c3 : index
  func.call @use(%r73) : (index) -> ()
  %r74 = math.ipowi %c1, %c4 : index
  func.call @use(%r74) : (index) -> ()
  %r75 = math.ipowi %c1, %c5 : index
  func.call @use(%r75) : (index) -> ()
  %r76 = math.ipowi %c1, %c6 : index
  func.call @use(%r76) : (index) -> ()
  %r77 = math.ipowi %c1, %c7 : index
  func.call @use(%r77) : (index) -> ()
  %r78 = math.ipowi %c1, %c8 : index
  func.call @use(%r78) : (index) -> ()
  %r79 = math.ipowi %c1, %c9 : index
  func.call @use(%r79) : (index) -> ()
  %r80 = math.ipowi %c1, %c10 : index
  func.call @use(%r80) : (index) -> ()
  %r81 = math.ipowi %c1, %c11 : index
  func.call @use(%r81) : (index) -> ()
  %r82 = math.ipowi %c1, %c12 : index
  func.call @use(%r82) : (index) -> ()
  %r83 = math.ipowi %c1, %c13 : index
  func.call @use(%r83) : (index) -> ()
  %r84 = math.ipowi %c2, %c0 : index
  func.call @use(%r84) : (index) -> ()
  %r85 = math.ipowi %c2, %c1 : index
  func.call @use(%r85) : (index) -> ()
  %r86 = math.ipowi %c2, %c2 : index
  func.call @use(%r86) : (index) -> ()
  %r87 = math.ipowi %c2, %c3 : index
  func.call @use(%r87) : (index) -> ()
  %r88 = math.ipowi %c2, %c4 : index
  func.call @use(%r88) : (index) -> ()
  %r89 = math.ipowi %c2, %c5 : index
  func.call @use(%r89) : (index) -> ()
  %r90 = math.ipowi %c2, %c6 : index
  func.call @use(%r90) : (index) -> ()
  %r91 = math.ipowi %c2, %c7 : index
  func.call @use(%r91) : (index) -> ()
  %r92 = math.ipowi %c2, %c8 : index
  func.call @use(%r92) : (index) -> ()
  %r93 = math.ipowi %c2, %c9 : index
  func.call @use(%r93) : (index) -> ()
  %r94 = math.ipowi %c2, %c10 : index
  func.call @use(%r94) : (index) -> ()
  %r95 = math.ipowi %c2, %c11 : index
  func.call @use(%r95) : (index) -> ()
  %r96 = math.ipowi %c2, %c12 : index
  func.call @use(%r96) : (index) -> ()
  %r97 = math.ipowi %c2, %c13 : index
  func.call @use(%r97) : (index) -> ()
  %r98 = math.ipowi %c3, %c0 : index
  func.call @use(%r98) : (index) -> ()
  %r99 = math.ipowi %c3, %c1 : index
  func.call @use(%r99) : (index) -> ()
  %r100 = math.ipowi %c3, %c2 : index
  func.call @use(%r100) : (index) -> ()
  %r101 = math.ipowi %c3, %c3 : index
  func.call @use(%r101) : (index) -> ()
  %r102 = math.ipowi %c3, %c4 : index
  func.call @use(%r102) : (index) -> ()
  %r103 = math.ipowi %c3, %c5 : index
  func.call @use(%r103) : (index) -> ()
  %r104 = math.ipowi %c3, %c6 : index
  func.call @use(%r104) : (index) -> ()
  %r105 = math.ipowi %c3, %c7 : index
  func.call @use(%r105) : (index) -> ()
  %r106 = math.ipowi %c3, %c8 : index
  func.call @use(%r106) : (index) -> ()
  %r107 = math.ipowi %c3, %c9 : index
  func.call @use(%r107) : (index) -> ()
  %r108 = math.ipowi %c3, %c10 : index
  func.call @use(%r108) : (index) -> ()
  %r109 = math.ipowi %c3, %c11 : index
  func.call @use(%r109) : (index) -> ()
  %r110 = math.ipowi %c3, %c12 : index
  func.call @use(%r110) : (index) -> ()
  %r111 = math.ipowi %c3, %c13 : index
  func.call @use(%r111) : (index) -> ()
  %r112 = math.ipowi %c4, %c0 : index
  func.call @use(%r112) : (index) -> ()
  %r113 = math.ipowi %c4, %c1 : index
  func.call @use(%r113) : (index) -> ()
  %r114 = math.ipowi %c4, %c2 : index
  func.call @use(%r114) : (index) -> ()
  %r115 = math.ipowi %c4, %c3 : index
  func.call @use(%r115) : (index) -> ()
  %r116 = math.ipowi %c4, %c4 : index
  func.call @use(%r116) : (index) -> ()
  %r117 = math.ipowi %c4, %c5 : index
  func.call @use(%r117) : (index) -> ()
  %r118 = math.ipowi %c4, %c6 : index
  func.call @use(%r118) : (index) -> ()
  %r119 = math.ipowi %c4, %c7 : index
  func.call @use(%r119) : (index) -> ()
  %r120 = math.ipowi %c4, %c8 : index
  func.call @use(%r120) : (index) -> ()
  %r121 = math.ipowi %c4, %c9 : index
  func.call @use(%r121) : (index) -> ()
  %r122 = math.ipowi %c4, %c10 : index
  func.call @use(%r122) : (index) -> ()
  %r123 = math.ipowi %c4, %c11 : index
  func.call @use(%r123) : (index) -> ()
  %r124 = math.ipowi %c4, %c12 : index
  func.call @use(%r124) : (index) -> ()
  %r125 = math.ipowi %c4, %c13 : index
  func.call @use(%r125) : (index) -> ()
  %r126 = math.ipowi %c5, %c0 : index
  func.call @use(%r126) : (index) -> ()
  %r127 = math.ipowi %c5, %c1 : index
  func.call @use(%r127) : (index) -> ()
  %r128 = math.ipowi %c5, %c2 : index
  func.call @use(%r128) : (index) -> ()
  %r129 = math.ipowi %c5, %c3 : index
  func.call @use(%r129) : (index) -> ()
  %r130 = math.ipowi %c5, %c4 : index
  func.call @use(%r130) : (index) -> ()
  %r131 = math.ipowi %c5, %c5 : index
  func.call @use(%r131) : (index) -> ()
  %r132 = math.ipowi %c5, %c6 : index
  func.call @use(%r132) : (index) -> ()
  %r133 = math.ipowi %c5, %c7 : index
  func.call @use(%r133) : (index) -> ()
  %r134 = math.ipowi %c5, %c8 : index
  func.call @use(%r134) : (index) -> ()
  %r135 = math.ipowi %c5, %c9 : index
  func.call @use(%r135) : (index) -> ()
  %r136 = math.ipowi %c5, %c10 : index
  func.call @use(%r136) : (index) -> ()
  %r137 = math.ipowi %c5, %c11 : index
  func.call @use(%r137) : (index) -> ()
  %r138 = math.ipowi %c5, %c12 : index
  func.call @use(%r138) : (index) -> ()
  %r139 = math.ipowi %c5, %c13 : index
  func.call @use(%r139) : (index) -> ()
  %r140 = math.ipowi %c6, %c0 : index
  func.call @use(%r140) : (index) -> ()
  %r141 = math.ipowi %c6, %c1 : index
  func.call @use(%r141) : (index) -> ()
  %r142 = math.ipowi %c6, %c2 : index
  func.call @use(%r142) : (index) -> ()
  %r143 = math.ipowi %c6, %c3 : index
  func.call @use(%r143) : (index) -> ()
  %r144 = math.ipowi %c6, %c4 : index
  func.call @use(%r144) : (index) -> ()
  %r145 = math.ipowi %c6, %c5 : index
  func.call @use(%r145) : (index) -> ()
  %r146 = math.ipowi %c6, %c6 : index
  func.call @use(%r146) : (index) -> ()
  %r147 = math.ipowi %c6, %c7 : index
  func.call @use(%r147) : (index) -> ()
  %r148 = math.ipowi %c6, %c8 : index
  func.call @use(%r148) : (index) -> ()
  %r149 = math.ipowi %c6, %c9 : index
  func.call @use(%r149) : (index) -> ()
  %r150 = math.ipowi %c6, %c10 : index
  func.call @use(%r150) : (index) -> ()
  %r151 = math.ipowi %c6, %c11 : index
  func.call @use(%r151) : (index) -> ()
  %r152 = math.ipowi %c6, %c12 : index
  func.call @use(%r152) : (index) -> ()
  %r153 = math.ipowi %c6, %c13 : index
  func.call @use(%r153) : (index) -> ()
  %r154 = math.ipowi %c7, %c0 : index
  func.call @use(%r154) : (index) -> ()
  %r155 = math.ipowi %c7, %c1 : index
  func.call @use(%r155) : (index) -> ()
  %r156 = math.ipowi %c7, %c2 : index
  func.call @use(%r156) : (index) -> ()
  %r157 = math.ipowi %c7, %c3 : index
  func.call @use(%r157) : (index) -> ()
  %r158 = math.ipowi %c7, %c4 : index
  func.call @use(%r158) : (index) -> ()
  %r159 = math.ipowi %c7, %c5 : index
  func.call @use(%r159) : (index) -> ()
  %r160 = math.ipowi %c7, %c6 : index
  func.call @use(%r160) : (index) -> ()
  %r161 = math.ipowi %c7, %c7 : index
  func.call @use(%r161) : (index) -> ()
  %r162 = math.ipowi %c7, %c8 : index
  func.call @use(%r162) : (index) -> ()
  %r163 = math.ipowi %c7, %c9 : index
  func.call @use(%r163) : (index) -> ()
  %r164 = math.ipowi %c7, %c10 : index
  func.call @use(%r164) : (index) -> ()
  %r165 = math.ipowi %c7, %c11 : index
  func.call @use(%r165) : (index) -> ()
  %r166 = math.ipowi %c7, %c12 : index
  func.call @use(%r166) : (index) -> ()
  %r167 = math.ipowi %c7, %c13 : index
  func.call @use(%r167) : (index) -> ()
  %r168 = math.ipowi %c8, %c0 : index
  func.call @use(%r168) : (index) -> ()
  %r169 = math.ipowi %c8, %c1 : index
  func.call @use(%r169) : (index) -> ()
  %r170 = math.ipowi %c8, %c2 : index
  func.call @use(%r170) : (index) -> ()
  %r171 = math.ipowi %c8, %c3 : index
  func.call @use(%r171) : (index) -> ()
  %r172 = math.ipowi %c8, %c4 : index
  func.call @use(%r172) : (index) -> ()
  %r173 = math.ipowi %c8, %c5 : index
  func.call @use(%r173) : (index) -> ()
  %r174 = math.ipowi %c8, %c6 : index
  func.call @use(%r174) : (index) -> ()
  %r175 = math.ipowi %c8, %c7 : index
  func.call @use(%r175) : (index) -> ()
  %r176 = math.ipowi %c8, %c8 : index
  func.call @use(%r176) : (index) -> ()
  %r177 = math.ipowi %c8, %c9 : index
  func.call @use(%r177) : (index) -> ()
  %r178 = math.ipowi %c8, %c10 : index
  func.call @use(%r178) : (index) -> ()
  %r179 = math.ipowi %c8, %c11 : index
  func.call @use(%r179) : (index) -> ()
  %r180 = math.ipowi %c8, %c12 : index
  func.call @use(%r180) : (index) -> ()
  %r181 = math.ipowi %c8, %c13 : index
  func.call @use(%r181) : (index) -> ()
  %r182 = math.ipowi %c9, %c0 : index
  func.call @use(%r182) : (index) -> ()
  %r183 = math.ipowi %c9, %c1 : index
  func.call @use(%r183) : (index) -> ()
  %r184 = math.ipowi %c9, %c2 : index
  func.call @use(%r184) : (index) -> ()
  %r185 = math.ipowi %c9, %c3 : index
  func.call @use(%r185) : (index) -> ()
  %r186 = math.ipowi %c9, %c4 : index
  func.call @use(%r186) : (index) -> ()
  %r187 = math.ipowi %c9, %c5 : index
  func.call @use(%r187) : (index) -> ()
  %r188 = math.ipowi %c9, %c6 : index
  func.call @use(%r188) : (index) -> ()
  %r189 = math.ipowi %c9, %c7 : index
  func.call @use(%r189) : (index) -> ()
  %r190 = math.ipowi %c9, %c8 : index
  func.call @use(%r190) : (index) -> ()
  %r191 = math.ipowi %c9, %c9 : index
  func.call @use(%r191) : (index) -> ()
  %r192 = math.ipowi %c9, %c10 : index
  func.call @use(%r192) : (index) -> ()
  %r193 = math.ipowi %c9, %c11 : index
  func.call @use(%r193) : (index) -> ()
  %r194 = math.ipowi %c9, %c12 : index
  func.call @use(%r194) : (index) -> ()
  %r195 = math.ipowi %c9, %c13 : index
  func.call @use(%r195) : (index) -> ()
  %r196 = math.ipowi %c10, %c0 : index
  func.call @use(%r196) : (index) -> ()
  %r197 = math.ipowi %c10, %c1 : index
  func.call @use(%r197) : (index) -> ()
  %r198 = math.ipowi %c10, %c2 : index
  func.call @use(%r198) : (index) -> ()
  %r199 = math.ipowi %c10, %c3 : index
  func.call @use(%r199) : (index) -> ()
  %r200 = math.ipowi %c10, %c4 : index
  func.call @use(%r200) : (index) -> ()
  %r201 = math.ipowi %c10, %c5 : index
  func.call @use(%r201) : (index) -> ()
  %r202 = math.ipowi %c10, %c6 : index
  func.call @use(%r202) : (index) -> ()
  %r203 = math.ipowi %c10, %c7 : index
  func.call @use(%r203) : (index) -> ()
  %r204 = math.ipowi %c10, %c8 : index
  func.call @use(%r204) : (index) -> ()
  %r205 = math.ipowi %c10, %c9 : index
  func.call @use(%r205) : (index) -> ()
  %r206 = math.ipowi %c10, %c10 : index
  func.call @use(%r206) : (index) -> ()
  %r207 = math.ipowi %c10, %c11 : index
  func.call @use(%r207) : (index) -> ()
  %r208 = math.ipowi %c10, %c12 : index
  func.call @use(%r208) : (index) -> ()
  %r209 = math.ipowi %c10, %c13 : index
  func.call @use(%r209) : (index) -> ()
  %r210 = math.ipowi %c11, %c0 : index
  func.call @use(%r210) : (index) -> ()
  %r211 = math.ipowi %c11, %c1 : index
  func.call @use(%r211) : (index) -> ()
  %r212 = math.ipowi %c11, %c2 : index
  func.call @use(%r212) : (index) -> ()
  %r213 = math.ipowi %c11, %c3 : index
  func.call @use(%r213) : (index) -> ()
  %r214 = math.ipowi %c11, %c4 : index
  func.call @use(%r214) : (index) -> ()
  %r215 = math.ipowi %c11, %c5 : index
  func.call @use(%r215) : (index) -> ()
  %r216 = math.ipowi %c11, %c6 : index
  func.call @use(%r216) : (index) -> ()
  %r217 = math.ipowi %c11, %c7 : index
  func.call @use(%r217) : (index) -> ()
  %r218 = math.ipowi %c11, %c8 : index
  func.call @use(%r218) : (index) -> ()
  %r219 = math.ipowi %c11, %c9 : index
  func.call @use(%r219) : (index) -> ()
  %r220 = math.ipowi %c11, %c10 : index
  func.call @use(%r220) : (index) -> ()
  %r221 = math.ipowi %c11, %c11 : index
  func.call @use(%r221) : (index) -> ()
  %r222 = math.ipowi %c11, %c12 : index
  func.call @use(%r222) : (index) -> ()
  %r223 = math.ipowi %c11, %c13 : index
  func.call @use(%r223) : (index) -> ()
  %r224 = math.ipowi %c12, %c0 : index
  func.call @use(%r224) : (index) -> ()
  %r225 = math.ipowi %c12, %c1 : index
  func.call @use(%r225) : (index) -> ()
  %r226 = math.ipowi %c12, %c2 : index
  func.call @use(%r226) : (index) -> ()
  %r227 = math.ipowi %c12, %c3 : index
  func.call @use(%r227) : (index) -> ()
  %r228 = math.ipowi %c12, %c4 : index
  func.call @use(%r228) : (index) -> ()
  %r229 = math.ipowi %c12, %c5 : index
  func.call @use(%r229) : (index) -> ()
  %r230 = math.ipowi %c12, %c6 : index
  func.call @use(%r230) : (index) -> ()
  %r231 = math.ipowi %c12, %c7 : index
  func.call @use(%r231) : (index) -> ()
  %r232 = math.ipowi %c12, %c8 : index
  func.call @use(%r232) : (index) -> ()
  %r233 = math.ipowi %c12, %c9 : index
  func.call @use(%r233) : (index) -> ()
  %r234 = math.ipowi %c12, %c10 : index
  func.call @use(%r234) : (index) -> ()
  %r235 = math.ipowi %c12, %c11 : index
  func.call @use(%r235) : (index) -> ()
  %r236 = math.ipowi %c12, %c12 : index
  func.call @use(%r236) : (index) -> ()
  %r237 = math.ipowi %c12, %c13 : index
  func.call @use(%r237) : (index) -> ()
  %r238 = math.ipowi %c13, %c0 : index
  func.call @use(%r238) : (index) -> ()
  %r239 = math.ipowi %c13, %c1 : index
  func.call @use(%r239) : (index) -> ()
  %r240 = math.ipowi %c13, %c2 : index
  func.call @use(%r240) : (index) -> ()
  %r241 = math.ipowi %c13, %c3 : index
  func.call @use(%r241) : (index) -> ()
  %r242 = math.ipowi %c13, %c4 : index
  func.call @use(%r242) : (index) -> ()
  %r243 = math.ipowi %c13, %c5 : index
  func.call @use(%r243) : (index) -> ()
  %r244 = math.ipowi %c13, %c6 : index
  func.call @use(%r244) : (index) -> ()
  %r245 = math.ipowi %c13, %c7 : index
  func.call @use(%r245) : (index) -> ()
  %r246 = math.ipowi %c13, %c8 : index
  func.call @use(%r246) : (index) -> ()
  %r247 = math.ipowi %c13, %c9 : index
  func.call @use(%r247) : (index) -> ()
  %r248 = math.ipowi %c13, %c10 : index
  func.call @use(%r248) : (index) -> ()
  %r249 = math.ipowi %c13, %c11 : index
  func.call @use(%r249) : (index) -> ()
  %r250 = math.ipowi %c13, %c12 : index
  func.call @use(%r250) : (index) -> ()
  %r251 = math.ipowi %c13, %c13 : index
  func.call @use(%r251) : (index) -> ()
  return
}
