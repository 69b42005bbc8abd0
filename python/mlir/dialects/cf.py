"""``mlir.dialects.cf``: unstructured control flow."""
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op

_Dialect = _make_dialect("cf")
_g = globals()
_define_op(_Dialect, "AssertOp", "cf.assert", ["arg", "@msg:StrAttr"], module_globals=_g, snake="assert_")
_define_op(_Dialect, "BranchOp", "cf.br", ["destOperands*", "^dest"], module_globals=_g)
_define_op(_Dialect, "CondBranchOp", "cf.cond_br",
          ["condition", "trueDestOperands*", "falseDestOperands*", "^trueDest", "^falseDest",
           "@branch_weights:DenseI32ArrayAttr?"], segments=True, module_globals=_g)
_define_op(_Dialect, "SwitchOp", "cf.switch",
          ["flag", "@case_values:Attr?", "defaultOperands*", "caseOperands*",
           "@case_operand_segments:DenseI32ArrayAttr", "^defaultDestination", "^caseDestinations*"],
          segments=True, module_globals=_g)
