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
