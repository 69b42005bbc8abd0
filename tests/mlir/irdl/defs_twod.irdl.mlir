// IRDL definitions with a loading issue: twod.
irdl.dialect @aa {
 irdl.type @t {
 %0 = irdl.any
 irdl.parameters(p: %0)
}
}
irdl.dialect @bb {
 irdl.operation @o {
 %0 = irdl.parametric @aa::@t<%1>
 %1 = irdl.is i1
 irdl.results(r: %0)
}
}
