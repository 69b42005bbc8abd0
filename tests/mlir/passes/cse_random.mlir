// A random program (written by a generator for this test): functions of
// several blocks, nested scf.if pairs with identical bodies, unregistered
// regions, loads and stores, unknown and fused locations.
func.func @f0(%a: i32, %b: i32, %m: memref<4xi32>, %i: index, %p: i1) -> i32 {
  %c74818394 = arith.cmpi slt, %b, %b : i32
  %w110189031_0 = scf.if %c74818394 -> i32 {
    memref.store %b, %m[%i] : memref<4xi32> loc("r":1:1)
    memref.store %a, %m[%i] : memref<4xi32> loc(unknown)
    %v605671295q0 = arith.constant 1 : i32 loc(unknown)
    %v604600748q0 = arith.subi %a, %a : i32 loc("r":4:1)
    "foo.region"() ({
      %v383159781q0 = arith.constant 0 : i32 loc(unknown)
    }) : () -> () loc("r":6:1)
    scf.yield %a : i32
  } else {
    memref.store %b, %m[%i] : memref<4xi32> loc("r":7:1)
    %v507598418q0 = arith.muli %a, %b : i32 loc("r":8:1)
    %v848914591q0 = arith.maxsi %v507598418q0, %a : i32 loc(unknown)
    %v351763361q0 = memref.load %m[%i] : memref<4xi32> loc("r":10:1)
    scf.yield %v507598418q0 : i32
  } loc("r":11:1)
  "foo.region"() ({
    %v824142993 = arith.constant 0 : i32 loc(unknown)
    %v950469061 = arith.constant 0 : i32 loc(fused["f":13:1, "g":13:2])
    "foo.region"() ({
      %v514937631 = arith.constant 0 : i32 loc("r":14:1)
      %v459360769 = arith.maxsi %v824142993, %v514937631 : i32 loc(unknown)
      %v44688942 = "foo.val"() : () -> i32 loc("r":16:1)
      %v562236571 = arith.subi %v514937631, %v459360769 : i32 loc("r":17:1)
      %v834790413 = arith.subi %w110189031_0, %v44688942 : i32 loc("r":18:1)
      "foo.region"() ({
        %v109278436 = arith.addi %w110189031_0, %b : i32 loc("r":19:1)
        %v883043082 = arith.addi %v824142993, %v562236571 : i32
        %v809340340 = "foo.val"() : () -> i32 loc("r":20:1)
        %v57964395 = arith.addi %v809340340, %v809340340 : i32
        %v489646473 = arith.constant 0 : i32 loc("r":21:1)
        %v331324366 = arith.constant 0 : i32 loc(fused["f":22:1, "g":22:2])
        %v771705497 = arith.muli %v57964395, %v514937631 : i32 loc("r":23:1)
        %v773743553 = arith.constant 1 : i32 loc("r":24:1)
      }) : () -> () loc(unknown)
      %v14037924 = arith.subi %v950469061, %v514937631 : i32 loc("r":26:1)
    }) : () -> () loc("r":27:1)
    %v590503717 = memref.load %m[%i] : memref<4xi32> loc("r":28:1)
    %v457676977 = arith.addi %a, %b : i32 loc(unknown)
    "foo.region"() ({
      %c56657719 = arith.cmpi slt, %v824142993, %v457676977 : i32
      %w683042203_0 = scf.if %c56657719 -> i32 {
        %v136789475q0 = arith.constant 2 : i32 loc("r":30:1)
        scf.yield %v136789475q0 : i32
      } else {
        %v741083078q0 = arith.constant 1 : i32 loc("r":31:1)
        %v294561858q0 = arith.addi %v457676977, %v457676977 : i32 loc("r":32:1)
        %v144693289q0 = arith.addi %v294561858q0, %v294561858q0 : i32
        %v574024661q0 = arith.subi %w110189031_0, %b : i32 loc("r":33:1)
        %v351156623q0 = arith.maxsi %v457676977, %v457676977 : i32 loc("r":34:1)
        %v54707034q0 = arith.constant 2 : i32 loc("r":35:1)
        %v25500201q0 = arith.subi %v294561858q0, %v824142993 : i32 loc("r":36:1)
        %v424000238q0 = arith.constant 1 : i32 loc("r":37:1)
        scf.yield %v824142993 : i32
      } loc("r":38:1)
    }) : () -> () loc(unknown)
    %v239519284 = memref.load %m[%i] : memref<4xi32> loc("r":40:1)
    %v827067096 = arith.muli %v239519284, %a : i32 loc("r":41:1)
  }) : () -> () loc(unknown)
  %v215307212 = arith.constant 2 : i32 loc(fused["f":43:1, "g":43:2])
  %v847950609 = arith.subi %a, %v215307212 : i32 loc("r":44:1)
  %v31084875 = memref.load %m[%i] : memref<4xi32> loc(unknown)
  %v836510488 = arith.subi %v847950609, %v31084875 : i32 loc(fused["f":46:1, "g":46:2])
  return %w110189031_0 : i32
}
func.func @f1(%a: i32, %b: i32, %m: memref<4xi32>, %i: index, %p: i1) -> i32 {
  %v115544945 = arith.subi %a, %a : i32 loc(unknown)
  "foo.region"() ({
    %v556171252 = arith.subi %v115544945, %v115544945 : i32 loc(unknown)
    %v534780887 = arith.muli %a, %b : i32 loc("r":49:1)
    %v135624367 = memref.load %m[%i] : memref<4xi32> loc(fused["f":50:1, "g":50:2])
  }) : () -> () loc("r":51:1)
  %v528227009 = arith.constant 1 : i32 loc("r":52:1)
  cf.cond_br %p, ^bb1, ^bb1
^bb1:
  %v585446664 = arith.subi %v528227009, %a : i32 loc("r":53:1)
  %v971672881 = arith.constant 1 : i32 loc("r":54:1)
  %v165518566 = arith.muli %a, %b : i32 loc(unknown)
  return %v165518566 : i32
}
func.func @f2(%a: i32, %b: i32, %m: memref<4xi32>, %i: index, %p: i1) -> i32 {
  "foo.op"(%b) : (i32) -> () loc("r":56:1)
  "foo.region"() ({
    %v302201587 = arith.addi %a, %b : i32 loc("r":57:1)
    %v485343675 = arith.subi %v302201587, %v302201587 : i32 loc("r":58:1)
    %v990286671 = arith.constant 1 : i32 loc(unknown)
    %v841287728 = arith.addi %v485343675, %v990286671 : i32 loc("r":60:1)
    %c188128965 = arith.cmpi slt, %v485343675, %b : i32
    %w722415601_0 = scf.if %c188128965 -> i32 {
      %v160954260q0 = arith.constant 0 : i32 loc("r":61:1)
      %v905989607q0 = arith.constant 1 : i32 loc(unknown)
      %v732869484q0 = arith.constant 2 : i32 loc("r":63:1)
      %v626091393q0 = arith.constant 0 : i32 loc(unknown)
      scf.yield %v160954260q0 : i32
    } else {
      %v349577224q0 = memref.load %m[%i] : memref<4xi32> loc(fused["f":65:1, "g":65:2])
      %v858778724q0 = memref.load %m[%i] : memref<4xi32> loc("r":66:1)
      %c726364063q0 = arith.cmpi slt, %v841287728, %v302201587 : i32
      %w64351389_0q0 = scf.if %c726364063q0 -> i32 {
        %v601768926q0q0 = arith.subi %b, %a : i32 loc(unknown)
        %v781410821q0q0 = arith.addi %v601768926q0q0, %v841287728 : i32
        %v825410050q0q0 = arith.subi %v601768926q0q0, %b : i32 loc("r":68:1)
        %v963760114q0q0 = memref.load %m[%i] : memref<4xi32> loc("r":69:1)
        "foo.op"(%v302201587) : (i32) -> () loc("r":70:1)
        scf.yield %v781410821q0q0 : i32
      } else {
        %v918261051q0q0 = arith.maxsi %v349577224q0, %v858778724q0 : i32 loc(fused["f":71:1, "g":71:2])
        %v510354554q0q0 = arith.addi %a, %v841287728 : i32 loc("r":72:1)
        %v757047429q0q0 = "foo.val"() : () -> i32 loc("r":73:1)
        %v94459814q0q0 = memref.load %m[%i] : memref<4xi32> loc("r":74:1)
        "foo.op"(%v858778724q0) : (i32) -> () loc("r":75:1)
        %v279927833q0q0 = arith.muli %v94459814q0q0, %v349577224q0 : i32 loc("r":76:1)
        scf.yield %v279927833q0q0 : i32
      } loc("r":77:1)
      %w64351389_1q0 = scf.if %c726364063q0 -> i32 {
        %v601768926q1q0 = arith.subi %b, %a : i32 loc(unknown)
        %v781410821q1q0 = arith.addi %w64351389_0q0, %v841287728 : i32
        %v825410050q1q0 = arith.subi %w64351389_0q0, %b : i32 loc("r":79:1)
        %v963760114q1q0 = memref.load %m[%i] : memref<4xi32> loc("r":80:1)
        "foo.op"(%v302201587) : (i32) -> () loc("r":81:1)
        scf.yield %v601768926q1q0 : i32
      } else {
        %v918261051q1q0 = arith.maxsi %w64351389_0q0, %v349577224q0 : i32 loc("r":82:1)
        %v449480688q1q0 = arith.maxsi %a, %a : i32 loc("r":83:1)
        %v745448966q1q0 = arith.addi %v858778724q0, %w64351389_0q0 : i32
        %v94459814q1q0 = memref.load %m[%i] : memref<4xi32> loc("r":84:1)
        "foo.op"(%v858778724q0) : (i32) -> () loc("r":85:1)
        %v279927833q1q0 = arith.muli %v745448966q1q0, %v349577224q0 : i32 loc("r":86:1)
        scf.yield %v94459814q1q0 : i32
      } loc(unknown)
      "foo.region"() ({
        %v959209157q0 = arith.addi %w64351389_0q0, %a : i32
      }) : () -> () loc(fused["f":88:1, "g":88:2])
      memref.store %w64351389_0q0, %m[%i] : memref<4xi32> loc(unknown)
      scf.yield %w64351389_1q0 : i32
    } loc("r":90:1)
    %w722415601_1 = scf.if %c188128965 -> i32 {
      %v160954260q1 = arith.constant 0 : i32 loc("r":91:1)
      %v905989607q1 = arith.constant 1 : i32 loc(unknown)
      %v732869484q1 = arith.constant 2 : i32 loc("r":93:1)
      %v626091393q1 = arith.constant 0 : i32 loc(unknown)
      scf.yield %w722415601_0 : i32
    } else {
      %v349577224q1 = memref.load %m[%i] : memref<4xi32> loc(fused["f":95:1, "g":95:2])
      %v858778724q1 = memref.load %m[%i] : memref<4xi32> loc("r":96:1)
      %c726364063q1 = arith.cmpi slt, %v841287728, %v302201587 : i32
      %w64351389_0q1 = scf.if %c726364063q1 -> i32 {
        %v601768926q0q1 = arith.subi %b, %a : i32 loc(unknown)
        %v781410821q0q1 = arith.addi %v858778724q1, %v841287728 : i32
        %v825410050q0q1 = arith.subi %v858778724q1, %b : i32 loc("r":98:1)
        %v963760114q0q1 = memref.load %m[%i] : memref<4xi32> loc("r":99:1)
        "foo.op"(%v302201587) : (i32) -> () loc("r":100:1)
        scf.yield %v601768926q0q1 : i32
      } else {
        %v918261051q0q1 = arith.maxsi %v858778724q1, %w722415601_0 : i32 loc("r":101:1)
        %v449480688q0q1 = arith.maxsi %a, %a : i32 loc("r":102:1)
        %v745448966q0q1 = arith.addi %v349577224q1, %v858778724q1 : i32
        %v94459814q0q1 = memref.load %m[%i] : memref<4xi32> loc("r":103:1)
        "foo.op"(%v349577224q1) : (i32) -> () loc("r":104:1)
        %v279927833q0q1 = arith.muli %v745448966q0q1, %w722415601_0 : i32 loc("r":105:1)
        scf.yield %v94459814q0q1 : i32
      } loc("r":106:1)
      %w64351389_1q1 = scf.if %c726364063q1 -> i32 {
        %v601768926q1q1 = arith.subi %b, %a : i32 loc(unknown)
        %v781410821q1q1 = arith.addi %v858778724q1, %v841287728 : i32
        %v825410050q1q1 = arith.subi %v858778724q1, %b : i32 loc("r":108:1)
        %v963760114q1q1 = memref.load %m[%i] : memref<4xi32> loc("r":109:1)
        "foo.op"(%v302201587) : (i32) -> () loc("r":110:1)
        scf.yield %w64351389_0q1 : i32
      } else {
        %v918261051q1q1 = arith.maxsi %w64351389_0q1, %v858778724q1 : i32 loc("r":111:1)
        %v524176021q1q1 = arith.addi %v841287728, %v349577224q1 : i32
        %v510354554q1q1 = arith.addi %a, %v841287728 : i32 loc("r":112:1)
        %v757047429q1q1 = "foo.val"() : () -> i32 loc("r":113:1)
        %v94459814q1q1 = memref.load %m[%i] : memref<4xi32> loc("r":114:1)
        "foo.op"(%v94459814q1q1) : (i32) -> () loc("r":115:1)
        scf.yield %w64351389_0q1 : i32
      } loc(unknown)
      "foo.region"() ({
        %v959209157q1 = arith.addi %v858778724q1, %w64351389_1q1 : i32
      }) : () -> () loc("r":117:1)
      %v687004413q1 = arith.addi %v858778724q1, %b : i32 loc("r":118:1)
      scf.yield %v841287728 : i32
    } loc("r":119:1)
  }) : () -> () loc("r":120:1)
  "foo.region"() ({
    %v512252768 = arith.constant 1 : i32 loc(unknown)
    %v401441753 = arith.constant 1 : i32 loc("r":122:1)
    %v642434632 = arith.addi %v401441753, %a : i32 loc(unknown)
  }) : () -> () loc(fused["f":124:1, "g":124:2])
  cf.br ^bb2
^bb1:
  %v641138244 = arith.constant 1 : i32 loc("r":125:1)
  %v607817290 = arith.muli %b, %v641138244 : i32 loc("r":126:1)
  cf.cond_br %p, ^bb2, ^bb1
^bb2:
  %v597956570 = arith.addi %b, %b : i32 loc("r":127:1)
  %v308062387 = arith.constant 1 : i32 loc(unknown)
  %v707350163 = arith.subi %v308062387, %v308062387 : i32 loc(unknown)
  %v462381404 = memref.load %m[%i] : memref<4xi32> loc("r":130:1)
  %v286548378 = arith.constant 0 : i32 loc("r":131:1)
  %v593411997 = arith.maxsi %v286548378, %v308062387 : i32 loc("r":132:1)
  %v582270521 = arith.constant 2 : i32 loc(unknown)
  %v280586727 = arith.addi %v286548378, %a : i32 loc(unknown)
  return %v280586727 : i32
}
func.func @f3(%a: i32, %b: i32, %m: memref<4xi32>, %i: index, %p: i1) -> i32 {
  %v396643163 = memref.load %m[%i] : memref<4xi32> loc("r":135:1)
  cf.br ^bb1
^bb1:
  %v283965136 = "foo.val"() : () -> i32 loc("r":136:1)
  cf.cond_br %p, ^bb2, ^bb2
^bb2:
  %v245278220 = arith.addi %v396643163, %v396643163 : i32 loc("r":137:1)
  %v606458618 = arith.constant 0 : i32 loc("r":138:1)
  memref.store %v396643163, %m[%i] : memref<4xi32> loc("r":139:1)
  memref.store %v245278220, %m[%i] : memref<4xi32> loc(unknown)
  %v828610515 = arith.constant 1 : i32 loc("r":141:1)
  memref.store %v606458618, %m[%i] : memref<4xi32> loc(unknown)
  memref.store %v606458618, %m[%i] : memref<4xi32> loc("r":143:1)
  %v815720254 = "foo.val"() : () -> i32 loc(unknown)
  return %v245278220 : i32
}
