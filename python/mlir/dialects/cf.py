"""``mlir.dialects.cf``: unstructured control flow, generated from the
definitions (``_cf_ops_gen``)."""
from ._cf_ops_gen import *  # noqa: F401,F403
