// A dialect attribute in a declarative format may also be written in full or
// through an alias (upstream's parseCustomAttributeWithFallback).
#lt = #index<cmp_predicate slt>
func.func @predicates(%x: index, %y: index) -> (i1, i1, i1) {
  %0 = index.cmp #lt(%x, %y)
  %1 = index.cmp #index<cmp_predicate uge>(%y, %x)
  %2 = index.cmp ne(%x, %y)
  return %0, %1, %2 : i1, i1, i1
}
