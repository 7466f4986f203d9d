"""A seat's observation (observe.h): as a dict (tt_observation_json) and as numpy arrays read
straight from the tt_observation struct.

The numeric encoding (docs/python.md): observation_array(seat) returns a dict of int32 arrays

  global   (len(GLOBAL_COLUMNS),)        the turn, phase, whose decision, life and Prize pools
  cards    (ncards, len(card_columns))   one row per card the seat's observation lists
  zones    (nzones, len(ZONE_COLUMNS))   one row per zone instance ("1A.hand")
  links    (nlinks, len(LINK_COLUMNS))   the chain, or the attack in progress
  options  (noptions, len(OPTION_COLUMNS))  the seat's pending decision's options, in order

card_columns are CARD_COLUMNS followed by the game module's own per-card fields, named by the
C API (tt_match_obs_fields): encoding(match) gives every column name and the names of the
module's option kinds, link kinds and field values. Seats are absolute indices (0 = 1A);
indices into cards and zones are rows of those arrays; -1 means none or not known to the seat;
a module field the card has no value of is OBS_NONE (-2**31). With max_cards/max_options the
cards and options arrays are padded with rows of -1 (or cut) to that many rows, and
"card_mask"/"option_mask" (int8) say which rows are real.
"""

import ctypes
import json

from . import _lib

OBS_NONE = _lib.OBS_NONE

GLOBAL_COLUMNS = (["seat", "decision_seat", "turn_seat", "turn_team", "phase", "over", "winner",
                   "turn"] + ["life_%d" % i for i in range(_lib.MAX_SEATS)] +
                  ["prizes_taken_%d" % i for i in range(_lib.MAX_SEATS)] +
                  ["ncards", "nzones", "nlinks", "noptions"])
CARD_COLUMNS = ["id", "known", "face_down", "revealed", "zone", "zone_kind", "zone_seat",
                "zone_team", "zone_lane", "index", "owner", "controller", "attached_to",
                "handle"]
ZONE_COLUMNS = ["kind", "seat", "team", "lane", "first", "count"]
LINK_COLUMNS = ["kind", "seat", "target_seat", "card", "target"]
OPTION_COLUMNS = ["kind", "arg0_kind", "arg0", "arg1_kind", "arg1", "arg2_kind", "arg2"]
ARG_KINDS = ["none", "int", "card", "seat"]  # tt_arg_kind


def observe(match, seat):
    """tt_match_observe into the ruleset's scratch tt_observation (valid until the next call
    for a match of that ruleset)."""
    _lib.need("tt_match_observe")
    rs = match.ruleset
    if rs._obs is None:
        _lib.check_observation_layout()  # once: the library writes sizeof(tt_observation)
        rs._obs = _lib.Observation()
    if _lib.match_observe(match._m, seat, None, ctypes.byref(rs._obs), match._errp):
        from .errors import from_struct
        raise from_struct(match._err)
    return rs._obs


def as_json(match, seat):
    o = observe(match, seat)
    rs = match.ruleset
    if rs._json is None:
        rs._json = ctypes.create_string_buffer(1 << 16)
    n = _lib.observation_json(match._m, ctypes.byref(o), rs._json, len(rs._json))
    if n < 0:
        from .errors import Error
        raise Error(n, "tt_observation_json failed", "observation")
    if n >= len(rs._json):
        rs._json = ctypes.create_string_buffer(n + 1)
        _lib.observation_json(match._m, ctypes.byref(o), rs._json, n + 1)
    return rs._json.value.decode("utf-8")


def as_dict(match, seat):
    return json.loads(as_json(match, seat))


def _names(fn, m, limit=4096):
    """{kind: name} of a module's kinds (tt_match_option_kind, tt_match_obs_link_kind)."""
    out = {}
    misses = 0
    for k in range(limit):
        p = fn(m, k)
        if p:
            out[k] = p.decode()
            misses = 0
        else:
            misses += 1
            if misses > 64 and k > 64:  # past the last kind
                break
    return out


def fields(match):
    """The module's per-card fields: [{"name", "values" (a list, or None for a number),
    "bitset"}], as tt_match_obs_fields gives them."""
    _lib.need("tt_match_obs_fields")
    n = _lib.c_uint(0)
    p = _lib.match_obs_fields(match._m, ctypes.byref(n))
    out = []
    for i in range(n.value if p else 0):
        f = p[i]
        values = None
        if f.values:
            values = []
            j = 0
            while f.values[j]:
                values.append(f.values[j].decode())
                j += 1
        out.append({"name": f.name.decode() if f.name else "field_%d" % i, "values": values,
                    "bitset": bool(f.flags)})
    return out


def encoding(match):
    """Every column name of observation_array's arrays for match's game, and the names of its
    option kinds, link kinds and field values (from the C API)."""
    rs = match.ruleset
    cached = getattr(rs, "_encoding", None)
    if cached is None:
        fl = fields(match)
        cached = {"global": list(GLOBAL_COLUMNS),
                  "cards": CARD_COLUMNS + [f["name"] for f in fl],
                  "zones": list(ZONE_COLUMNS), "links": list(LINK_COLUMNS),
                  "options": list(OPTION_COLUMNS), "fields": fl, "arg_kinds": list(ARG_KINDS),
                  "option_kinds": _names(_lib.match_option_kind, match._m),
                  "link_kinds": _names(_lib.match_obs_link_kind, match._m)}
        rs._encoding = cached
    return cached


_DTYPE = None


def _view(o):
    import numpy as np
    global _DTYPE
    if _DTYPE is None:
        _DTYPE = np.dtype(_lib.Observation)
    return np.frombuffer(o, dtype=_DTYPE, count=1)[0]


def _pad(a, rows):
    import numpy as np
    if rows is None:
        return a, None
    out = np.full((rows, a.shape[1]), -1, np.int32)
    k = min(rows, a.shape[0])
    out[:k] = a[:k]
    mask = np.zeros(rows, np.int8)
    mask[:k] = 1
    return out, mask


def as_arrays(match, seat, max_cards=None, max_options=None):
    import numpy as np
    o = observe(match, seat)
    v = _view(o)
    nf = len(encoding(match)["fields"])
    nc, nz, nl, no = int(v["ncards"]), int(v["nzones"]), int(v["nlinks"]), int(v["noptions"])

    g = np.empty(len(GLOBAL_COLUMNS), np.int32)
    g[:8] = [v["seat"], v["decision_seat"], v["turn_seat"], v["turn_team"], v["phase"],
             v["over"], v["winner"], v["turn"]]
    g[8:16] = v["life"]
    g[16:24] = v["prizes_taken"]
    g[24:] = [nc, nz, nl, no]

    z = v["zones"][:nz]
    zones = np.empty((nz, len(ZONE_COLUMNS)), np.int32)
    for i, name in enumerate(ZONE_COLUMNS):
        zones[:, i] = z[name]

    c = v["cards"][:nc]
    cards = np.empty((nc, len(CARD_COLUMNS) + nf), np.int32)
    ids = c["id"]
    cards[:, 0] = np.where(ids == _lib.HIDDEN, -1, ids.astype(np.int64))
    flags = c["flags"]
    cards[:, 1] = (flags & _lib.OBS_KNOWN) != 0
    cards[:, 2] = (flags & _lib.OBS_FACE_DOWN) != 0
    cards[:, 3] = (flags & _lib.OBS_REVEALED) != 0
    zi = c["zone"].astype(np.int64)
    cards[:, 4] = zi
    for col, name in ((5, "kind"), (6, "seat"), (7, "team"), (8, "lane")):
        cards[:, col] = z[name][zi] if nz else -1
    cards[:, 9] = c["index"]
    cards[:, 10] = c["owner"]
    cards[:, 11] = c["controller"]
    cards[:, 12] = c["attached_to"]
    cards[:, 13] = c["handle"]
    cards[:, 14:] = c["field"][:, :nf]

    lk = v["links"][:nl]
    links = np.empty((nl, len(LINK_COLUMNS)), np.int32)
    for i, name in enumerate(LINK_COLUMNS):
        links[:, i] = lk[name]

    op = v["options"][:no]
    options = np.empty((no, len(OPTION_COLUMNS)), np.int32)
    options[:, 0] = op["kind"]
    options[:, 1::2][:, :3] = op["arg_kind"]
    options[:, 2::2] = op["arg"]

    out = {"global": g, "zones": zones, "links": links}
    out["cards"], cm = _pad(cards, max_cards)
    out["options"], om = _pad(options, max_options)
    if cm is not None:
        out["card_mask"] = cm
    if om is not None:
        out["option_mask"] = om
    return out
