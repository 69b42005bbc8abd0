// func.call, func.call_indirect, func.constant and func.return in custom
// form (with and without the `func.` prefix, which the func.func body's
// default dialect lets one omit), with 0, 1 and many operands and
// results, call attributes, multiple blocks and unregistered branches.

func.func private @void_fn()
func.func private @one(i32) -> i32
func.func private @many(i32, f32, index) -> (i64, f32, i1)
func.func private @takes_fn((i32) -> i32) -> ()

func.func @calls(%a: i32, %b: f32, %c: index) -> (i64, i1) {
  call @void_fn() : () -> ()
  func.call @void_fn() : () -> ()
  %0 = call @one(%a) : (i32) -> i32
  %1 = func.call @one(%0) : (i32) -> i32
  %2:3 = call @many(%1, %b, %c) : (i32, f32, index) -> (i64, f32, i1)
  %x, %y, %z = call @many(%a, %2#1, %c) : (i32, f32, index) -> (i64, f32, i1)
  call @void_fn() {no_inline} : () -> ()
  %3 = call @one(%a) {foo.tag = 7 : i64} : (i32) -> i32
  %4 = call @one(%3) {arg_attrs = [{foo.in}], res_attrs = [{foo.out = 1 : i64}]} : (i32) -> i32
  return %2#0, %z : i64, i1
}

func.func @recursive(%n: i32) -> i32 {
  %r = call @recursive(%n) : (i32) -> i32
  return %r : i32
}

func.func @constants() -> ((i32) -> i32) {
  %f = constant @one : (i32) -> i32
  %g = func.constant @void_fn : () -> ()
  %h = constant @many : (i32, f32, index) -> (i64, f32, i1)
  %k = func.constant {foo.note} @constants : () -> ((i32) -> i32)
  call @takes_fn(%f) : ((i32) -> i32) -> ()
  return %f : (i32) -> i32
}

func.func @indirect(%fn: (i32) -> i32, %v: i32) -> i32 {
  %r = call_indirect %fn(%v) : (i32) -> i32
  %g = constant @void_fn : () -> ()
  func.call_indirect %g() : () -> ()
  %m = constant @many : (i32, f32, index) -> (i64, f32, i1)
  %f = "foo.f32"() : () -> f32
  %i = "foo.index"() : () -> index
  %res:3 = call_indirect %m(%r, %f, %i) : (i32, f32, index) -> (i64, f32, i1)
  %s = call_indirect %fn(%r) {foo.hint} : (i32) -> i32
  return %s : i32
}

func.func @returns_many(%a: i32, %b: i64) -> (i32, i64, i32) {
  func.return %a, %b, %a : i32, i64, i32
}

func.func @return_attr() {
  return {foo.ret}
}

func.func @blocks(%a: i32, %cond: i1) -> i32 {
  "foo.cond_br"(%cond)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %one = call @one(%a) : (i32) -> i32
  "foo.br"(%one)[^bb3] : (i32) -> ()
^bb2:
  "foo.br"(%a)[^bb3] : (i32) -> ()
^bb3(%v: i32):
  return %v : i32
^bb4:
  %dead = "foo.dead"() : () -> i32
  return %dead : i32
}

func.func @loop(%n: index) {
  "foo.br"(%n)[^header] : (index) -> ()
^header(%i: index):
  %done = "foo.done"(%i) : (index) -> i1
  "foo.cond_br"(%done)[^exit, ^body] : (i1) -> ()
^body:
  call @void_fn() : () -> ()
  "foo.br"(%i)[^header] : (index) -> ()
^exit:
  return
}

// Region-holding unregistered ops inside a function body, with func ops
// nested in them (symbol uses are left out: an unregistered op might be a
// symbol table, so symbols would be looked up in it).
func.func @nested_regions(%a: i32, %fn: (i32) -> i32) -> i32 {
  %r = "foo.wrap"(%a, %fn) ({
  ^bb0(%inner: i32, %f: (i32) -> i32):
    %c = call_indirect %f(%inner) : (i32) -> i32
    %d = func.call_indirect %f(%c) : (i32) -> i32
    "foo.yield"(%d) : (i32) -> ()
  }) : (i32, (i32) -> i32) -> i32
  return %r : i32
}

// Outside of func.func bodies the prefix is printed.
"foo.container"() ({
^bb0(%f: () -> (), %g: (i32, i32) -> (i32, i32), %x: i32):
  func.call_indirect %f() : () -> ()
  %p:2 = func.call_indirect %g(%x, %x) : (i32, i32) -> (i32, i32)
  "foo.use"(%p#0, %p#1) : (i32, i32) -> ()
}) : () -> ()
