// A dialect for complex arithmetic: a parametric type, an attribute,
// operations with every variadicity, attributes and regions.
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.attribute @level {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(n: %0)
  }
  irdl.type @empty
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(c: %1)
    irdl.results(r: %0)
  }
  irdl.operation @mul {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(a: %1, b: %1)
    irdl.results(r: %1)
  }
  irdl.operation @vars {
    %0 = irdl.base "!builtin.integer"
    irdl.operands(a: %0, b: optional %0, c: variadic %0)
    irdl.results(r: variadic %0)
  }
  irdl.operation @one_var {
    %0 = irdl.any
    irdl.operands(a: %0, b: variadic %0, c: %0)
    irdl.results(r: optional %0, s: %0)
  }
  irdl.operation @attrs {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.is "foo"
    irdl.attributes {"count" = %0, "tag" = %1}
  }
  irdl.operation @regs {
    %0 = irdl.is i32
    %r0 = irdl.region
    %r1 = irdl.region(%0) with size 2
    %r2 = irdl.region()
    irdl.regions(a: %r0, b: %r1, c: %r2)
  }
  irdl.operation @lvl {
    %1 = irdl.any
    %0 = irdl.parametric @cmath::@level<%1>
    %2 = irdl.base @cmath::@level
    %3 = irdl.base @cmath::@complex
    %4 = irdl.all_of(%2, %0)
    irdl.attributes {"l" = %4}
    irdl.operands(x: %3)
  }
  irdl.operation @same {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "!builtin.index"
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.all_of(%2, %2)
    irdl.operands(a: %3, b: %2)
    irdl.results(r: %2)
  }
  irdl.operation @unchecked {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)"
    %1 = irdl.any
    irdl.operands(x: %1)
  }
}
