"""Where the library and the shipped data are.

The package is a plain module: the meson build installs it next to libtagteam (docs/python.md).
Run from the source tree (PYTHONPATH=python), it finds the source tree's rulesets and card
databases and a build directory's library; installed, the paths meson wrote into _installed.py.
The environment wins over both, as for the tagteam command:

  TAGTEAM_LIB       the library file (libtagteam.so)
  TAGTEAM_RULESETS  the shipped rulesets' folder (`extends: NAME`, Ruleset.load("ygo-team-duel"))
  TAGTEAM_GAMES     the games' folder (GAME/cards/, GAME/decks/)
"""

import ctypes.util
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(os.path.dirname(_HERE))  # the source tree, when run from it

try:
    from . import _installed  # written by meson at install (python/meson.build)
except ImportError:
    _installed = None


def _source_tree():
    return os.path.isdir(os.path.join(_ROOT, "rulesets")) and os.path.isdir(
        os.path.join(_ROOT, "core"))


def library_candidates():
    """The library files to try, in order."""
    out = []
    env = os.environ.get("TAGTEAM_LIB")
    if env:
        return [env]
    if _installed is not None:
        out.append(os.path.join(_installed.LIBDIR, "libtagteam.so.0"))
    if _source_tree():  # next to the build: the build folders of the source tree
        for name in sorted(os.listdir(_ROOT)):
            lib = os.path.join(_ROOT, name, "libtagteam.so")
            if name.startswith("build") and os.path.exists(lib):
                out.append(lib)
    found = ctypes.util.find_library("tagteam")
    if found:
        out.append(found)
    out.append("libtagteam.so.0")
    return out


def _dir(var, sub, installed):
    env = os.environ.get(var)
    if env:
        return env
    if _installed is None and _source_tree():
        return os.path.join(_ROOT, sub)
    if _installed is not None:
        return installed
    return None


def rulesets_dir():
    return _dir("TAGTEAM_RULESETS", "rulesets", _installed and _installed.RULESETS)


def games_dir():
    return _dir("TAGTEAM_GAMES", "games", _installed and _installed.GAMES)
