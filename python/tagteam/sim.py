"""run_sim: many matches with agents in every seat, and the report `tagteam sim --json` gives.

The matches are played one after another in this thread, each as `tagteam sim` plays it: match
k under seed S+k, a whole match of several games under a ruleset with `match:` (tt_series), the
agents drawing from their own RNG seeded as the tagteam command seeds it. With the engine's
agents the figures are `tagteam sim RULESET --games N --seed S --json`'s.
"""

import ctypes
import time

from . import _lib
from .core import Match, Ruleset, _fill, _setup
from .errors import Error, from_struct

END_NAMES = ["draw", "deck-out", "life", "no cards", "prizes", "a card", "concession", "time"]


class SimReport(dict):
    """The figures of a run as a dict with the keys of `tagteam sim --json`'s object: matches,
    games, wins (per team), draws, first_team_games, first_team_game_wins,
    first_team_game_win_share, median_turns, mean_turns, turn_sum, turns ([turns, games]
    pairs), ends (games by how they ended), decisions, seconds, seeds, agents; its keys are
    attributes too (report.wins)."""

    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k) from None


class _Agent:
    def __init__(self, spec):
        self.fn = None
        self.agent = None
        self.name = spec if isinstance(spec, str) else getattr(spec, "__name__", "python")
        if callable(spec):
            self.fn = spec
            self.kind = None
            return
        s = _lib.AgentSpec()
        err = _lib.Err()
        if _lib.agent_parse(str(spec).encode(), ctypes.byref(s), ctypes.byref(err)):
            raise from_struct(err)
        self.kind = s.kind
        out = _lib.c_void_p()
        if _lib.agent_new(ctypes.byref(out), None, ctypes.byref(s), ctypes.byref(err)):
            raise from_struct(err)
        self.agent = out.value

    def __del__(self):
        if self.agent:
            _lib.agent_free(self.agent)
            self.agent = None


def run_sim(ruleset, games=100, seed=1, agents=None, decks=None, max_decisions=1000000):
    """Plays `games` matches under ruleset (a Ruleset or a name) with seeds seed..seed+games-1
    and returns a SimReport.

    agents  {seat: spec}: "random" (default), "first", "greedy", "mcts:N", or a Python
            function f(match, seat) -> action (a Match of the game being played, valid during
            the call; between the games of a match such a seat decides at random)
    decks   {seat: Deck or deck file}, as Ruleset.new_match"""
    if not isinstance(ruleset, Ruleset):
        ruleset = Ruleset.load(ruleset)
    specs = {ruleset.seat(k): v for k, v in (agents or {}).items()}
    seats = [_Agent(specs.get(i, "random")) for i in range(ruleset.num_seats)]
    parts, keep = _setup(ruleset, seed, decks)
    st = {"games": 0, "turn_sum": 0, "turns": {}, "ends": [0] * len(END_NAMES),
          "first_games": 0, "first_wins": 0, "first": -1, "turn": 0}

    def on_event(m, ev, payload):
        e = ev.contents
        if e.kind == _lib.EV_MATCH_START:
            st["first"] = e.a
            st["turn"] = 0
        elif e.kind == _lib.EV_TURN_START:
            st["turn"] = e.a
        elif e.kind == _lib.EV_GAME_OVER:
            st["games"] += 1
            st["turn_sum"] += st["turn"]
            st["turns"][st["turn"]] = st["turns"].get(st["turn"], 0) + 1
            st["ends"][e.b if e.a >= 0 and 0 < e.b < len(END_NAMES) else 0] += 1
            if e.a >= 0:
                st["first_games"] += 1
                st["first_wins"] += e.a == st["first"]

    cb = _lib.EVENT_FN(on_event)
    wins = [0] * ruleset.num_teams
    draws = decisions = 0
    err = _lib.Err()
    errp = ctypes.pointer(err)
    rng = _lib.Rng()
    choice = _lib.c_uint(0)
    t0 = time.perf_counter()
    for k in range(games):
        setup = _lib.SeriesSetup()
        setup.version = 1
        setup.seed = (seed + k) & 0xFFFFFFFFFFFFFFFF
        _fill(setup, parts, side=True)
        setup.on_game_event = ctypes.cast(cb, ctypes.c_void_p)
        _lib.rng_seed(ctypes.byref(rng), setup.seed ^ 0xA5A5A5A5A5A5A5A5)  # as tagteam play
        s = _lib.c_void_p()
        if _lib.series_new(ctypes.byref(s), ruleset.context._ctx, ruleset._rs,
                           ctypes.byref(setup), errp):
            raise from_struct(err)
        s = s.value
        try:
            n_dec = 0
            while True:
                rc = _lib.series_advance(s, errp)
                if rc == _lib.ADVANCE_OVER:
                    break
                if rc != _lib.ADVANCE_DECIDE:
                    raise from_struct(err)
                who = _lib.series_decision_seat(s)
                n = _lib.series_option_count(s)
                n_dec += 1
                if n_dec > max_decisions:
                    raise Error(_lib.ERR_LIMIT, "seed %d: the match is not over after %d "
                                "decisions" % (setup.seed, max_decisions), "sim")
                a = seats[who]
                game = _lib.series_game(s)
                if a.kind == _lib.AGENT_FIRST:
                    i = 0
                elif a.kind == _lib.AGENT_RANDOM or not game:
                    i = _lib.rng_below(ctypes.byref(rng), n) if n else 0
                elif a.fn is not None:
                    i = a.fn(Match._borrow(ruleset, game), who)
                else:
                    if _lib.agent_choose(a.agent, game, who, ctypes.byref(rng),
                                         ctypes.byref(choice), errp):
                        raise from_struct(err)
                    i = choice.value
                if _lib.series_decide(s, who, i, errp):
                    raise from_struct(err)
            decisions += n_dec
            w = _lib.series_winner(s)
            if w < 0:
                draws += 1
            else:
                wins[w] += 1
        finally:
            _lib.series_free(s)
    secs = time.perf_counter() - t0
    g = st["games"]
    turns = sorted(st["turns"].items())
    median, seen = 0, 0
    for t, c in turns:  # the game at sorted index games/2, as tagteam sim
        seen += c
        if seen > g // 2:
            median = t
            break
    return SimReport(
        ruleset=ruleset.ref, rules_hash=ruleset.hash,
        agents={ruleset.seats[i]: seats[i].name for i in range(ruleset.num_seats)},
        first_seed=seed, seeds=[seed, seed + games - 1], matches=games, games=g, wins=wins,
        draws=draws, first_team_games=st["first_games"],
        first_team_game_wins=st["first_wins"],
        first_team_game_win_share=st["first_wins"] / st["first_games"] if st["first_games"]
        else 0.0,
        median_turns=median, mean_turns=st["turn_sum"] / g if g else 0.0,
        turn_sum=st["turn_sum"], turns=[[t, c] for t, c in turns],
        ends=dict(zip(END_NAMES, st["ends"])), decisions=decisions, seconds=secs)
