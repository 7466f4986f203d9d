"""tagteam: 2v2 trading-card-game matches under YAML rulesets, from Python (docs/python.md).

    import tagteam
    rs = tagteam.Ruleset.load("ygo-team-duel")
    m = rs.new_match(seed=1)
    while not m.is_terminal():
        m.apply(random.choice(m.legal_actions()))
    print(m.returns())

A plain module over the C library through ctypes (no compiler step): the meson build installs
it next to libtagteam.
"""

from . import _lib
from .core import Context, Deck, Match, Ruleset
from .errors import (Error, FileError, IllegalAction, InputError, LimitError, MisuseError,
                     OutOfMemory, ParseError, SchemaError, UnsupportedError)
from .sim import SimReport, run_sim

__version__ = "0.1.0"
MAX_ACTIONS = _lib.MAX_OPTIONS
MAX_CARDS = _lib.MAX_CARDS
library_path = _lib.path

__all__ = ["Context", "Deck", "Match", "Ruleset", "Error", "FileError", "IllegalAction",
           "InputError", "LimitError", "MisuseError", "OutOfMemory", "ParseError", "SchemaError",
           "UnsupportedError", "SimReport", "run_sim", "MAX_ACTIONS", "MAX_CARDS", "load_ruleset"]


def load_ruleset(name_or_path):
    return Ruleset.load(name_or_path)
