// irdl custom syntax errors.
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.attributes {"a" = %0, "b"}
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(%0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a: many %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a: %0,)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands a: %0
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.results(a: %0
  }
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %0 = irdl.any
    irdl.parameters(a: optional %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.attributes {1 = %0}
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.attributes {"a" = 3}
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %r = irdl.region(
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %r = irdl.region with 3
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %r = irdl.region with size "x"
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    %1 = irdl.parametric @d::@t(%0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any_of %0
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.is
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.c_pred 3
  }
}
// -----
irdl.dialect d {
}
// -----
irdl.dialect @d attributes {x = 1} {
  irdl.type @t attributes {y} {
  }
}
"x.ok"() : () -> ()
// -----
"t.o"() {a = #irdl<variadicity_array[ foo]>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity_array>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity_array[single optional]>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity_array[single,]>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity foo>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity>} : () -> ()
// -----
"t.o"() {a = #irdl<variadicity_array[ variadic, optional]>, b = #irdl<variadicity variadic>} : () -> ()
// -----
"t.o"() : () -> !irdl.foo
// -----
"t.o"() : () -> !irdl.attribute<i32>
