"""``mlir.dialects.math``: every operation of the dialect (results inferred),
all generated from the definitions (``_math_ops_gen``)."""
from ._math_ops_gen import *  # noqa: F401,F403
