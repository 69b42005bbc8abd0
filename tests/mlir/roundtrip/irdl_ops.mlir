// Every irdl operation in its custom form, with the variadicity attributes
// and handle types used by an unregistered operation.
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.attribute @myattr {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(v: %0)
  }
  irdl.type @empty
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    %b = irdl.base @cmath::@complex
    %c = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)"
    %a = irdl.all_of(%0, %b)
    %r = irdl.region
    %r1 = irdl.region()
    %r2 = irdl.region(%0, %1) with size 3
    %r3 = irdl.region with size 2
    irdl.operands(x: %1, y: optional %0, z: variadic %0, w: single %0)
    irdl.results(res: %0)
    irdl.attributes {"attr1" = %0, "attr2" = %1}
    irdl.regions(body: %r, b2: %r1, b3: %r2, b4: %r3)
  }
  irdl.operation @noattr {
    irdl.attributes
  }
}
"test.op"() {a = #irdl<variadicity single>, b = #irdl<variadicity_array[ single,  optional]>} : () -> (!irdl.attribute, !irdl.region)
