"""The C library through ctypes: finding libtagteam, its structs and its functions.

Every prototype (argtypes/restype) is set once here, at import; the rest of the package calls
the functions through this module. Pointers to the library's opaque objects are plain ints
(c_void_p), which ctypes converts fastest.
"""

import ctypes
import ctypes.util
import os

from . import _where

# Limits of common.h and observe.h (the C headers are the authority: tests/test_layout.py
# checks these structs against the compiler's sizeof and offsetof).
MAX_SEATS = 8
MAX_TEAMS = 4
MAX_ZONES = 24
MAX_LANES = 4
MAX_CARDS = 1024
MAX_OPTIONS = 512
NAME_MAX = 32
OBS_FIELDS = 8
OBS_NONE = -(2**31)
OBS_MAX_ZONES = MAX_ZONES * MAX_LANES * MAX_TEAMS  # zone instances
OBS_MAX_LINKS = 32
HIDDEN = 0xFFFFFFFF

# tt_obs_card.flags
OBS_KNOWN = 1
OBS_FACE_DOWN = 2
OBS_REVEALED = 4

# tt_status
OK = 0
ERR_NOMEM = -1
ERR_IO = -2
ERR_SYNTAX = -3
ERR_SCHEMA = -4
ERR_ILLEGAL = -5
ERR_MISUSE = -6
ERR_UNSUPPORTED = -7
ERR_LIMIT = -8

# tt_advance
ADVANCE_DECIDE = 1
ADVANCE_OVER = 2

# tt_event_kind (the core's; modules' start at EV_GAME)
EV_MATCH_START = 0
EV_TURN_START = 1
EV_GAME_OVER = 10
EV_GAME = 1000

# tt_agent_kind
AGENT_RANDOM, AGENT_FIRST, AGENT_GREEDY, AGENT_MCTS = range(4)

c_int, c_uint, c_size_t, c_char_p, c_void_p = (ctypes.c_int, ctypes.c_uint, ctypes.c_size_t,
                                               ctypes.c_char_p, ctypes.c_void_p)
u8, i8, u16, i16, u32, i32, u64 = (ctypes.c_uint8, ctypes.c_int8, ctypes.c_uint16, ctypes.c_int16,
                                   ctypes.c_uint32, ctypes.c_int32, ctypes.c_uint64)


class Err(ctypes.Structure):
    """tt_error (error.h)."""
    _fields_ = [("code", c_int), ("line", c_int), ("col", c_int), ("file", ctypes.c_char * 256),
                ("path", ctypes.c_char * 128), ("msg", ctypes.c_char * 512)]


class Option(ctypes.Structure):
    """tt_option (match.h)."""
    _fields_ = [("kind", u16), ("a", i16), ("b", i16), ("c", i16)]


class Event(ctypes.Structure):
    """tt_event (match.h)."""
    _fields_ = [("kind", u16), ("seat", i8), ("card", i16), ("a", i32), ("b", i32)]


EVENT_FN = ctypes.CFUNCTYPE(None, c_void_p, ctypes.POINTER(Event), c_void_p)


class MatchSetup(ctypes.Structure):
    """tt_match_setup (match.h), TT_MATCH_SETUP_VERSION 1."""
    _fields_ = [("version", c_uint), ("seed", u64),
                ("main", ctypes.POINTER(u32) * MAX_SEATS), ("nmain", c_uint * MAX_SEATS),
                ("extra", ctypes.POINTER(u32) * MAX_SEATS), ("nextra", c_uint * MAX_SEATS),
                ("on_event", c_void_p), ("on_event_payload", c_void_p)]


class SeriesSetup(ctypes.Structure):
    """tt_series_setup (series.h), TT_SERIES_SETUP_VERSION 1."""
    _fields_ = [("version", c_uint), ("seed", u64),
                ("main", ctypes.POINTER(u32) * MAX_SEATS), ("nmain", c_uint * MAX_SEATS),
                ("extra", ctypes.POINTER(u32) * MAX_SEATS), ("nextra", c_uint * MAX_SEATS),
                ("side", ctypes.POINTER(u32) * MAX_SEATS), ("nside", c_uint * MAX_SEATS),
                ("on_game_event", c_void_p), ("on_series_event", c_void_p),
                ("on_event_payload", c_void_p)]


class CtxOptions(ctypes.Structure):
    """tt_ctx_options (ruleset.h), TT_CTX_OPTIONS_VERSION 1."""
    _fields_ = [("version", c_uint), ("rulesets_dir", c_char_p), ("alloc", c_void_p),
                ("alloc_ud", c_void_p), ("games", c_void_p), ("games_dir", c_char_p)]


class Rng(ctypes.Structure):
    """tt_rng (rng.h)."""
    _fields_ = [("s", u64 * 4)]


class AgentSpec(ctypes.Structure):
    """tt_agent_spec (agent.h)."""
    _fields_ = [("kind", c_int), ("playouts", c_uint)]


# ---- observe.h ----

class ObsCard(ctypes.Structure):
    _fields_ = [("id", u32), ("handle", i32), ("zone", u16), ("index", u16),
                ("attached_to", i16), ("owner", i8), ("controller", i8), ("flags", u8),
                ("field", i32 * OBS_FIELDS)]


class ObsZone(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * (NAME_MAX + 16)), ("kind", u8), ("seat", i8),
                ("team", i8), ("lane", i8), ("first", u16), ("count", u16)]


class ObsLink(ctypes.Structure):
    _fields_ = [("kind", u16), ("seat", i8), ("target_seat", i8), ("card", i16), ("target", i16)]


class ObsOption(ctypes.Structure):
    _fields_ = [("kind", u16), ("arg_kind", u8 * 3), ("arg", i32 * 3)]


class Observation(ctypes.Structure):
    _fields_ = [("seat", u8), ("decision_seat", i8), ("turn_seat", i8), ("turn_team", i8),
                ("phase", i8), ("over", i8), ("winner", i8), ("turn", u16),
                ("life", i32 * MAX_SEATS), ("prizes_taken", u8 * MAX_SEATS),
                ("ncards", u16), ("nzones", u16), ("nlinks", u16), ("noptions", u16),
                ("zones", ObsZone * OBS_MAX_ZONES), ("cards", ObsCard * MAX_CARDS),
                ("links", ObsLink * OBS_MAX_LINKS), ("options", ObsOption * MAX_OPTIONS)]


class ObsField(ctypes.Structure):
    """tt_obs_field: a module's per-card field."""
    _fields_ = [("name", c_char_p), ("values", ctypes.POINTER(c_char_p)), ("flags", u8)]


# The structs whose layout tests/test_layout.py checks against the C compiler's.
STRUCTS = {"tt_error": Err, "tt_option": Option, "tt_event": Event,
           "tt_match_setup": MatchSetup, "tt_series_setup": SeriesSetup,
           "tt_ctx_options": CtxOptions, "tt_rng": Rng, "tt_agent_spec": AgentSpec,
           "tt_obs_card": ObsCard, "tt_obs_zone": ObsZone, "tt_obs_link": ObsLink,
           "tt_obs_option": ObsOption, "tt_observation": Observation,
           "tt_obs_field": ObsField}


def _load():
    last = None
    for path in _where.library_candidates():
        try:
            return ctypes.CDLL(path), path
        except OSError as e:
            last = e
    raise ImportError("tagteam: libtagteam not found (set TAGTEAM_LIB to its path); tried %s%s"
                      % (", ".join(_where.library_candidates()), ": %s" % last if last else ""))


lib, path = _load()

P = c_void_p
PERR = ctypes.POINTER(Err)
_PROTOS = {
    # error.h
    "tt_error_format": (c_int, [PERR, c_char_p, c_size_t]),
    "tt_status_name": (c_char_p, [c_int]),
    # ruleset.h
    "tt_ctx_new": (c_int, [ctypes.POINTER(P), ctypes.POINTER(CtxOptions), PERR]),
    "tt_ctx_free": (None, [P]),
    "tt_ruleset_load": (c_int, [ctypes.POINTER(P), P, c_char_p, PERR]),
    "tt_ruleset_load_string": (c_int, [ctypes.POINTER(P), P, c_char_p, c_char_p, PERR]),
    "tt_ruleset_free": (None, [P]),
    "tt_ruleset_rules": (P, [P]),
    "tt_ruleset_explain": (c_size_t, [P, c_char_p, c_size_t]),
    "tt_ruleset_hash": (u64, [P]),
    "tt_ruleset_default_deck": (c_char_p, [P, c_uint]),
    "tt_seat_name": (c_char_p, [P, c_uint, c_char_p]),
    "tt_seat_parse": (c_int, [P, c_char_p]),
    # deck.h
    "tt_deck_load_file": (c_int, [ctypes.POINTER(P), P, P, c_char_p, PERR]),
    "tt_deck_load_string": (c_int, [ctypes.POINTER(P), P, P, c_char_p, c_char_p, PERR]),
    "tt_deck_free": (None, [P]),
    "tt_deck_name": (c_char_p, [P]),
    "tt_deck_count": (c_uint, [P, c_int]),
    "tt_deck_ids": (ctypes.POINTER(u32), [P, c_int]),
    # match.h
    "tt_match_new": (c_int, [ctypes.POINTER(P), P, P, ctypes.POINTER(MatchSetup), PERR]),
    "tt_match_free": (None, [P]),
    "tt_match_clone": (c_int, [ctypes.POINTER(P), P, PERR]),
    "tt_match_state_size": (c_size_t, [P]),
    "tt_match_state": (P, [P]),
    "tt_match_advance": (c_int, [P, PERR]),
    "tt_match_decision_seat": (c_int, [P]),
    "tt_match_option_count": (c_uint, [P]),
    "tt_match_option_at": (ctypes.POINTER(Option), [P, c_uint]),
    "tt_match_option_label": (c_int, [P, c_uint, c_char_p, c_size_t]),
    "tt_match_decision_prompt": (c_int, [P, c_char_p, c_size_t]),
    "tt_match_decide": (c_int, [P, c_uint, c_uint, PERR]),
    "tt_match_decide_label": (c_int, [P, c_uint, c_char_p, PERR]),
    "tt_match_concede": (c_int, [P, c_uint, PERR]),
    "tt_match_is_over": (c_int, [P]),
    "tt_match_winner": (c_int, [P]),
    "tt_match_turn": (c_uint, [P]),
    "tt_match_phase": (c_char_p, [P]),
    "tt_match_turn_seat": (c_int, [P]),
    "tt_match_turn_team": (c_int, [P]),
    "tt_match_life": (i32, [P, c_uint]),
    "tt_match_card_count": (c_uint, [P]),
    "tt_match_view": (None, [P, c_uint, ctypes.POINTER(u32)]),
    "tt_match_set_event_fn": (None, [P, c_void_p, c_void_p]),
    # agent.h, rng.h
    "tt_agent_parse": (c_int, [c_char_p, ctypes.POINTER(AgentSpec), PERR]),
    "tt_agent_new": (c_int, [ctypes.POINTER(P), P, ctypes.POINTER(AgentSpec), PERR]),
    "tt_agent_free": (None, [P]),
    "tt_agent_choose": (c_int, [P, P, c_uint, ctypes.POINTER(Rng), ctypes.POINTER(c_uint),
                                PERR]),
    "tt_match_determinize": (c_int, [P, c_uint, ctypes.POINTER(Rng)]),
    "tt_rng_seed": (None, [ctypes.POINTER(Rng), u64]),
    "tt_rng_below": (u32, [ctypes.POINTER(Rng), u32]),
    # series.h
    "tt_series_new": (c_int, [ctypes.POINTER(P), P, P, ctypes.POINTER(SeriesSetup), PERR]),
    "tt_series_free": (None, [P]),
    "tt_series_advance": (c_int, [P, PERR]),
    "tt_series_game": (P, [P]),
    "tt_series_decision_seat": (c_int, [P]),
    "tt_series_option_count": (c_uint, [P]),
    "tt_series_decide": (c_int, [P, c_uint, c_uint, PERR]),
    "tt_series_winner": (c_int, [P]),
    # observe.h
    "tt_observation_size": (c_size_t, []),
    "tt_match_observe": (c_int, [P, c_uint, P, ctypes.POINTER(Observation), PERR]),
    "tt_observation_json": (c_int, [P, ctypes.POINTER(Observation), c_char_p, c_size_t]),
    "tt_match_obs_fields": (ctypes.POINTER(ObsField), [P, ctypes.POINTER(c_uint)]),
    "tt_match_obs_link_kind": (c_char_p, [P, c_uint]),
    "tt_match_option_kind": (c_char_p, [P, c_uint]),
}

missing = []
for _name, (_res, _args) in _PROTOS.items():
    try:
        _f = getattr(lib, _name)
    except AttributeError:  # a library older than this package (observe.h: ABI 13)
        missing.append(_name)
        continue
    _f.restype = _res
    _f.argtypes = _args
    globals()[_name[3:]] = _f  # tt_match_decide -> _lib.match_decide


def need(name):
    """Raises a clear error when the loaded library lacks a function this package uses."""
    if name in missing:
        from .errors import Error
        raise Error(ERR_UNSUPPORTED, "%s: the library at %s has no %s (an older build?)"
                    % (name, path, name))


def check_observation_layout():
    """Refuses to observe through a library whose tt_observation is not this package's mirror:
    tt_match_observe would write past the buffer (a library built from other sources)."""
    need("tt_observation_size")
    size = observation_size()
    if size != ctypes.sizeof(Observation):
        from .errors import Error
        raise Error(ERR_UNSUPPORTED, "the library at %s has a tt_observation of %d bytes, this "
                    "package's mirror %d: the package and the library come from different "
                    "sources" % (path, size, ctypes.sizeof(Observation)))
