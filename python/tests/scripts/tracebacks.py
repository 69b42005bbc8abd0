# requires: python3.11 (frame positions and qualified names)
# Locations from Python tracebacks (operations created directly from user code).
from mlir.ir import *


def make():
    return Operation.create("t.x")


def outer():
    def inner():
        return make()
    return inner()


with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    with loc_tracebacks():
        print(make().location)
        print(outer().location)
    with loc_tracebacks(max_depth=2):
        print(outer().location)
    print(make().location)
    with loc_tracebacks():
        print(Operation.create("t.y", loc=Location.name("given")).location)
