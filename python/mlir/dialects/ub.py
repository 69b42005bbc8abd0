"""``mlir.dialects.ub``, generated from the definitions (``_ub_ops_gen``)."""
from ._ub_ops_gen import *  # noqa: F401,F403
