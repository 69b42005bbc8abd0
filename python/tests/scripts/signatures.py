# The op classes of each dialect module and their builders' parameters
# (scf.ForallOp is not provided yet).
import importlib
import inspect

for ns in ["builtin", "func", "arith", "scf", "cf", "memref", "math", "index", "ub", "irdl"]:
    mod = importlib.import_module(f"mlir.dialects.{ns}")
    for name in sorted(n for n in dir(mod) if not n.startswith("_") and n != "ForallOp"):
        obj = getattr(mod, name)
        if inspect.isclass(obj) and getattr(obj, "OPERATION_NAME", None):
            ps = inspect.signature(obj.__init__).parameters.values()
            sig = ",".join(("*" if p.kind == p.KEYWORD_ONLY else "") + p.name +
                           ("=" if p.default is not p.empty else "") for p in ps)
            print(f"{ns}.{name} {obj.OPERATION_NAME} ({sig})")
