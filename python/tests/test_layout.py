"""The ctypes mirrors of the C structs (tagteam/_lib.py) have the C compiler's layout."""

import ctypes
import json
import os
import subprocess

import pytest

from tagteam import _lib


@pytest.fixture(scope="module")
def layout():
    exe = os.environ.get("TAGTEAM_LAYOUT")
    if not exe:
        pytest.skip("no layout helper (set TAGTEAM_LAYOUT to build/python/obs_layout)")
    return json.loads(subprocess.run([exe], check=True, capture_output=True, text=True).stdout)


@pytest.mark.parametrize("name", sorted(_lib.STRUCTS))
def test_struct_size_and_offsets_match_c(layout, name):
    cls = _lib.STRUCTS[name]
    c = layout[name]
    assert ctypes.sizeof(cls) == c["size"], name
    offsets = {f[0]: getattr(cls, f[0]).offset for f in cls._fields_}
    assert set(offsets) == set(c["fields"]), name
    for field, off in c["fields"].items():
        assert offsets[field] == off, "%s.%s" % (name, field)


def test_limits_match_c(layout):
    lim = layout["limits"]
    assert lim["TT_MAX_SEATS"] == _lib.MAX_SEATS
    assert lim["TT_MAX_TEAMS"] == _lib.MAX_TEAMS
    assert lim["TT_MAX_ZONES"] == _lib.MAX_ZONES
    assert lim["TT_MAX_CARDS"] == _lib.MAX_CARDS
    assert lim["TT_MAX_OPTIONS"] == _lib.MAX_OPTIONS
    assert lim["TT_NAME_MAX"] == _lib.NAME_MAX
    assert lim["TT_OBS_FIELDS"] == _lib.OBS_FIELDS
    assert lim["TT_OBS_MAX_LINKS"] == _lib.OBS_MAX_LINKS
    assert lim["TT_MAX_LANES"] == _lib.MAX_LANES
    assert lim["TT_OBS_MAX_ZONES"] == _lib.OBS_MAX_ZONES
    assert lim["TT_OBS_NONE"] == _lib.OBS_NONE
    assert lim["TT_HIDDEN"] == _lib.HIDDEN
    assert (lim["TT_OBS_KNOWN"], lim["TT_OBS_FACE_DOWN"], lim["TT_OBS_REVEALED"]) == (
        _lib.OBS_KNOWN, _lib.OBS_FACE_DOWN, _lib.OBS_REVEALED)
    assert lim["TT_MATCH_SETUP_VERSION"] == 1 and lim["TT_SERIES_SETUP_VERSION"] == 1
    assert lim["TT_CTX_OPTIONS_VERSION"] == 1
    assert (lim["TT_EV_MATCH_START"], lim["TT_EV_TURN_START"], lim["TT_EV_GAME_OVER"]) == (
        _lib.EV_MATCH_START, _lib.EV_TURN_START, _lib.EV_GAME_OVER)
    assert (lim["TT_AGENT_RANDOM"], lim["TT_AGENT_FIRST"]) == (_lib.AGENT_RANDOM,
                                                              _lib.AGENT_FIRST)


def test_every_function_the_package_uses_is_in_the_library():
    assert _lib.missing == []


def test_the_library_says_how_big_its_observation_is():
    assert _lib.observation_size() == ctypes.sizeof(_lib.Observation)


def test_a_library_whose_observation_is_another_size_is_refused(monkeypatch, ygo):
    from tagteam import Error
    import tagteam.observation as observation
    m = ygo.new_match(seed=1)
    ygo._obs = None  # as for a ruleset not observed yet
    monkeypatch.setattr(_lib, "observation_size", lambda: ctypes.sizeof(_lib.Observation) + 8)
    with pytest.raises(Error, match="different sources"):
        observation.observe(m, 0)
