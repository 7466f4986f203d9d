"""Fixtures of the Python package's tests (run by `meson test --suite python`, which sets
PYTHONPATH, TAGTEAM_LIB, TAGTEAM_CLI and TAGTEAM_LAYOUT to the build tree)."""

import os
import shutil

import pytest

import tagteam

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULESETS = ["ygo-team-duel", "ptcg-doubles"]


def observe_available():
    return not {"tt_match_observe", "tt_observation_json"} & set(tagteam._lib.missing)


needs_observe = pytest.mark.skipif(not observe_available(),
                                   reason="the library has no tt_match_observe yet")


@pytest.fixture(scope="session")
def cli():
    exe = os.environ.get("TAGTEAM_CLI") or shutil.which("tagteam")
    if not exe:
        pytest.skip("no tagteam command (set TAGTEAM_CLI)")
    return exe


@pytest.fixture(scope="session", params=RULESETS)
def ruleset(request):
    return tagteam.Ruleset.load(request.param)


@pytest.fixture(scope="session")
def ygo():
    return tagteam.Ruleset.load("ygo-team-duel")


@pytest.fixture(scope="session")
def ptcg():
    return tagteam.Ruleset.load("ptcg-doubles")


def play_random(match, rng, steps):
    """Plays up to steps random actions; returns the actions taken."""
    taken = []
    for _ in range(steps):
        if match.is_terminal():
            break
        a = rng.randrange(match.num_actions())
        match.apply(a)
        taken.append(a)
    return taken
