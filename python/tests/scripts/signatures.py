# The op classes of each dialect module and their builders' parameters, and
# the module-level builder functions (irdl.load_dialects is native upstream).
import importlib
import inspect

for ns in ["builtin", "func", "arith", "scf", "cf", "memref", "math", "index", "ub", "irdl"]:
    mod = importlib.import_module(f"mlir.dialects.{ns}")
    for name in sorted(n for n in dir(mod) if not n.startswith("_")):
        obj = getattr(mod, name)
        if inspect.isclass(obj) and getattr(obj, "OPERATION_NAME", None):
            ps = inspect.signature(obj.__init__).parameters.values()
            sig = ",".join(("*" if p.kind == p.KEYWORD_ONLY else "") + p.name +
                           ("=" if p.default is not p.empty else "") for p in ps)
            print(f"{ns}.{name} {obj.OPERATION_NAME} ({sig})")
        elif inspect.isfunction(obj) and (obj.__module__ or "").startswith("mlir.dialects") \
                and name != "load_dialects":
            ps = inspect.signature(obj).parameters.values()
            sig = ",".join({p.KEYWORD_ONLY: "*", p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "") + p.name +
                           ("=" if p.default is not p.empty else "") for p in ps)
            print(f"{ns}.{name}({sig})")
