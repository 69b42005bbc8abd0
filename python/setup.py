"""Packaging hooks (the metadata is in pyproject.toml): the wheel carries
``liboxmlir`` and is tagged ``py3-none-<platform>`` (one wheel for every
CPython 3.9+ of a platform; the package itself is pure Python)."""
import os
import pathlib
import shutil
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

from setuptools.command.bdist_wheel import bdist_wheel  # setuptools >= 70.1 (pyproject.toml)

HERE = pathlib.Path(__file__).resolve().parent
LIB = {"darwin": "liboxmlir.dylib", "win32": "oxmlir.dll"}.get(sys.platform, "liboxmlir.so")


def _library():
    """The library to ship: ``$OXMLIR_LIB``, ``mlir/_lib/``, or the
    checkout's ``target/release`` (after ``cargo build --release``)."""
    for p in (os.environ.get("OXMLIR_LIB"), HERE / "mlir" / "_lib" / LIB, HERE.parent / "target" / "release" / LIB):
        if p and pathlib.Path(p).is_file():
            return pathlib.Path(p)
    raise SystemExit(f"{LIB} not found: run `cargo build --release` first, or set OXMLIR_LIB")


class BuildPyWithLibrary(build_py):
    """Copies the library into ``mlir/_lib/`` of the build."""

    def run(self):
        super().run()
        dest = pathlib.Path(self.build_lib) / "mlir" / "_lib"
        dest.mkdir(parents=True, exist_ok=True)
        src = _library()
        if src.resolve() != (dest / LIB).resolve():
            shutil.copy2(src, dest / LIB)


class PlatformWheel(bdist_wheel):
    """``py3-none-<platform>``: any Python 3, this platform's library."""

    def finalize_options(self):
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self):
        _, _, plat = super().get_tag()
        return "py3", "none", plat


setup(cmdclass={"build_py": BuildPyWithLibrary, "bdist_wheel": PlatformWheel})
