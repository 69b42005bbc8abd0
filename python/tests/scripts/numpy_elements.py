# requires: numpy
# Dense elements from and to numpy arrays.
import numpy as np
from mlir.ir import *

with Context(), Location.unknown():
    for arr in [np.array([[1, 2], [3, 4]], dtype=np.int32), np.arange(6, dtype=np.int64),
                np.array([1.5, -2.0], dtype=np.float32), np.array([0.25], dtype=np.float64),
                np.array([1, 2, 3], dtype=np.int8)]:
        a = DenseElementsAttr.get(arr)
        back = np.array(a)
        print(repr(a), back.dtype, back.shape, back.tolist())
    s = DenseElementsAttr.get_splat(RankedTensorType.get([2, 2], F32Type.get()), FloatAttr.get_f32(3.0))
    print(np.array(s).tolist())
    u = DenseElementsAttr.get(np.array([7, 8], dtype=np.uint16), signless=False)
    print(repr(u), np.array(u).dtype)
    res = DenseResourceElementsAttr.get_from_buffer(np.array([1, 2, 3], dtype=np.int32), "blob1",
                                                    RankedTensorType.get([3], IntegerType.get_signless(32)))
    print(repr(res), res.type, DenseResourceElementsAttr.attr_name)
    print(repr(Attribute.parse("dense_resource<blob1> : tensor<3xi32>")))
    m = Module.parse('func.func @f() -> tensor<2xf32> {\n'
                     '  %0 = arith.constant dense_resource<b2> : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}')
    print(type(m.body.operations[0].regions[0].blocks[0].operations[0].attributes["value"]).__name__)
