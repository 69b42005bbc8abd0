// irdl verifiers: names, counts, symbol references, region sizes, parents.
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = 3}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = [1], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> i32
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    %1 = "irdl.any_of"(%0) : (!irdl.attribute) -> !irdl.region
  }) : () -> ()
}) : () -> ()
// -----
irdl.dialect @Foo {
}
// -----
irdl.dialect @f__o {
}
// -----
irdl.dialect @_f {
}
// -----
irdl.dialect @f_ {
  irdl.operation @a.b {
  }
}
// -----
irdl.dialect @"" {
}
// -----
irdl.dialect @"1x" {
}
// -----
irdl.dialect @d {
  irdl.type @T {}
}
// -----
irdl.dialect @d {
  irdl.type @"!t" {}
  irdl.attribute @"#a" {}
  irdl.attribute @"!a" {}
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a: %0, a: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.results(a: %0, b_: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %0 = irdl.any
    irdl.parameters(a: %0, B: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a: %0)
    irdl.results(a: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    %r = irdl.region
    irdl.results(x: %0, r: %0)
    irdl.regions(r: %r)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(a: %0)
    irdl.operands(b: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %0 = irdl.any
    irdl.parameters(a: %0)
    irdl.parameters(b: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.base "foo"
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.base
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.base @d::@o "!builtin.integer"
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %1 = irdl.base @d::@o
  }
}
// -----
irdl.dialect @d {
  irdl.type @t
  irdl.operation @o {
    %1 = irdl.base @t
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    %1 = irdl.parametric @d::@nope<%0>
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %r = irdl.region with size 0
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %r = irdl.region with size -2
  }
}
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.attributes"(%0) <{attributeValueNames = []}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.operands"(%0, %0) <{names = ["a", "b"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.regions"(%0) <{names = ["a"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"irdl.dialect"() <{sym_name = "d"}> ({
  "irdl.operation"() <{sym_name = "o"}> ({
    %0 = "irdl.any"() : () -> !irdl.attribute
    "irdl.regions"() <{names = ["a"]}> : () -> ()
  }) : () -> ()
}) : () -> ()
// -----
irdl.operation @o {
}
// -----
irdl.dialect @d {
  %0 = irdl.any
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %r = irdl.region
  }
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %0 = irdl.any
    irdl.operands(a: %0)
  }
}
// -----
irdl.dialect @d {
  irdl.type @t
  irdl.type @t
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.c_pred "true"
    %1 = irdl.is 3 : i32
    %2 = irdl.all_of(%0, %1)
  }
}
"x.use"() : () -> ()
// -----
irdl.dialect @d {
  irdl.type @t {
  ^bb0(%a: i32):
  }
}
