"""The match API: legal actions as the C engine offers them, clone independence, determinism,
refused actions leaving the match unchanged, errors carrying where and why."""

import ctypes
import json
import os
import random
import subprocess

import pytest

import tagteam
from tagteam import _lib

from conftest import ROOT, play_random


def test_legal_actions_and_labels_are_the_engines_options(ruleset):
    m = ruleset.new_match(seed=11)
    rng = random.Random(11)
    buf = ctypes.create_string_buffer(512)
    checked = 0
    while not m.is_terminal() and checked < 400:
        n = _lib.match_option_count(m._m)
        assert m.current_seat() == _lib.match_decision_seat(m._m)
        assert m.legal_actions() == list(range(n)) and n > 0
        mask = m.legal_actions_mask()
        assert len(mask) == tagteam.MAX_ACTIONS and list(mask[:n]) == [1] * n
        assert not any(mask[n:])
        labels = []
        for i in range(n):
            _lib.match_option_label(m._m, i, buf, len(buf))
            labels.append(buf.value.decode())
        assert m.action_labels() == labels
        other = (m.current_seat() + 1) % ruleset.num_seats
        assert m.legal_actions(other) == [] and not any(m.legal_actions_mask(other))
        m.apply(rng.randrange(n))
        checked += 1
    assert checked > 50


def test_a_recorded_cli_match_replays_in_python(cli, tmp_path, ruleset):
    """The CLI's match, decision by decision: the same seats are asked, the same options
    taken, and the match ends when the CLI's did."""
    rec = tmp_path / "r.jsonl"
    subprocess.run([cli, "play", ruleset.ref, "--seed", "5", "--record", str(rec)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    lines = [json.loads(x) for x in rec.read_text().splitlines()]
    m = ruleset.new_match(seed=lines[0]["seed"])
    for d in lines[1:]:
        assert not m.is_terminal()
        assert ruleset.seats[m.current_seat()] == d["seat"]
        m.apply(d["take"])
    assert m.is_terminal()
    assert sorted(m.returns()) in ([-1.0, -1.0, 1.0, 1.0], [0.0] * 4)


def test_clone_is_independent(ruleset):
    m = ruleset.new_match(seed=3)
    play_random(m, random.Random(3), 30)
    before = m.state_bytes()
    c = m.clone()
    assert c.state_bytes() == before and c.current_seat() == m.current_seat()
    taken = play_random(c, random.Random(4), 40)
    assert c.state_bytes() != before
    assert m.state_bytes() == before  # the original did not move
    for a in taken:  # the same actions on the original: the same match
        m.apply(a)
    assert m.state_bytes() == c.state_bytes()
    del m  # the clone outlives its original
    play_random(c, random.Random(5), 10)


def test_the_same_seed_and_actions_give_the_same_match(ruleset):
    a, b = ruleset.new_match(seed=42), ruleset.new_match(seed=42)
    assert a.state_bytes() == b.state_bytes()
    ra, rb = random.Random(1), random.Random(1)
    for _ in range(300):
        if a.is_terminal():
            break
        assert a.action_labels() == b.action_labels()
        a.apply(ra.randrange(a.num_actions()))
        b.apply(rb.randrange(b.num_actions()))
        assert a.state_bytes() == b.state_bytes()
    assert ruleset.new_match(seed=43).state_bytes() != ruleset.new_match(seed=42).state_bytes()


@pytest.mark.parametrize("action", [-1, 512, 10 ** 6])
def test_an_illegal_action_raises_and_leaves_the_match_unchanged(ruleset, action):
    m = ruleset.new_match(seed=8)
    play_random(m, random.Random(8), 10)
    before, seat, n = m.state_bytes(), m.current_seat(), m.num_actions()
    with pytest.raises(tagteam.IllegalAction) as e:
        m.apply(action)
    assert e.value.rule == "decision"
    assert e.value.message == "option %d is not offered (%d options)" % (action, n)
    assert m.state_bytes() == before
    assert (m.current_seat(), m.num_actions()) == (seat, n)
    m.apply(n - 1)  # and the match goes on


@pytest.mark.parametrize("action", [None, "0", 1.5])
def test_an_action_that_is_not_an_index_is_refused_too(ygo, action):
    m = ygo.new_match(seed=8)
    before = m.state_bytes()
    with pytest.raises(tagteam.IllegalAction) as e:
        m.apply(action)
    assert e.value.rule == "decision" and repr(action) in e.value.message
    assert m.state_bytes() == before


def test_a_seat_out_of_range_is_refused(ygo):
    m = ygo.new_match(seed=8)
    for seat in (4, -1, "3A", "1C"):
        with pytest.raises(tagteam.MisuseError, match="seat"):
            m.observation(seat)
        with pytest.raises(tagteam.MisuseError, match="seat"):
            m.resample_from_infostate(seat, 1)


def test_a_refused_label_carries_the_engines_reason(ygo):
    m = ygo.new_match(seed=1)
    before = m.state_bytes()
    with pytest.raises(tagteam.IllegalAction) as e:
        m.apply_label("no such option anywhere")
    assert e.value.message and e.value.rule
    assert m.state_bytes() == before


def test_a_match_that_is_over_refuses_actions(ruleset):
    m = ruleset.new_match(seed=2)
    play_random(m, random.Random(2), 100000)
    assert m.is_terminal()
    assert m.current_seat() == -1 and m.legal_actions() == []
    r = m.returns()
    assert len(r) == ruleset.num_seats and sum(r) == 0
    w = m.winner()
    assert r == ([0.0] * 4 if w < 0 else [1.0 if t == w else -1.0 for t in ruleset.team_of])
    before = m.state_bytes()
    with pytest.raises(tagteam.MisuseError, match="over"):
        m.apply(0)
    assert m.state_bytes() == before


def test_bad_rulesets_raise_with_file_line_col_and_key(tmp_path):
    bad = tmp_path / "house.yaml"
    bad.write_text("name: house\nextends: ygo-team-duel\nlife:\n  start: many\n")
    with pytest.raises(tagteam.SchemaError) as e:
        tagteam.Ruleset.load(str(bad))
    err = e.value
    assert err.file.endswith("house.yaml") and err.line == 4 and err.col > 0
    assert err.path == "life.start" and err.message
    assert str(err).startswith("%s:4:%d: life.start: " % (err.file, err.col))
    with pytest.raises(tagteam.ParseError) as e:
        tagteam.Ruleset.from_string("a: [b\n", name="broken.yaml")
    assert e.value.line >= 1 and isinstance(e.value, tagteam.InputError)
    with pytest.raises(tagteam.FileError):
        tagteam.Ruleset.load(str(tmp_path / "missing.yaml"))
    with pytest.raises(tagteam.SchemaError, match="no shipped ruleset"):
        tagteam.Ruleset.load("no-such-ruleset")


def test_decks_from_files_and_bad_decks(ygo, tmp_path):
    d = ygo.default_deck_file("2B")
    assert d and os.path.exists(d)
    m = ygo.new_match(seed=1, decks={"1A": d, 1: tagteam.Deck.load(ygo, d)})
    assert not m.is_terminal()
    bad = tmp_path / "deck.yaml"
    bad.write_text("name: x\ngame: yugioh\nmain:\n  Dark Magicain: 3\n")
    with pytest.raises(tagteam.InputError) as e:
        ygo.new_match(seed=1, decks={"1A": str(bad)})
    assert e.value.file.endswith("deck.yaml") and e.value.line == 4
    assert "Dark Magicain" in e.value.path
    with pytest.raises(tagteam.Error, match="no seat"):
        ygo.new_match(seed=1, decks={"3C": d})


def test_seats_and_teams(ygo, ptcg):
    for rs in (ygo, ptcg):
        assert rs.seats == ["1A", "1B", "2A", "2B"]
        assert rs.team_of == [0, 0, 1, 1] and rs.num_teams == 2
        assert rs.seat("2A") == 2 and rs.seat(1) == 1


def test_resample_from_infostate_keeps_the_seats_view(ruleset):
    m = ruleset.new_match(seed=21)
    play_random(m, random.Random(21), 25)
    seat = m.current_seat()
    before = m.state_bytes()
    differs = False
    for k in range(5):
        r = m.resample_from_infostate(seat, k)
        assert m.state_bytes() == before  # the original is untouched
        assert r.view(seat) == m.view(seat)  # what the seat knows is the same
        assert r.current_seat() == seat and r.action_labels() == m.action_labels()
        assert r.state_bytes() == m.resample_from_infostate(seat, k).state_bytes()
        differs |= r.state_bytes() != before
        play_random(r, random.Random(k), 50)  # it plays on
    assert differs  # the hidden cards were dealt again


@pytest.mark.parametrize("name,agent", [("ygo-team-duel", "1B=first"),
                                        ("ptcg-doubles", "1B=first"),
                                        ("variants/ygo-duel-tournament", "2A=greedy")])
def test_sim_report_is_the_clis(cli, name, agent):
    """The same matches as `tagteam sim`, whole matches of several games too (tt_series)."""
    ruleset = tagteam.Ruleset.load(name)
    seat, spec = agent.split("=")
    rep = tagteam.run_sim(ruleset, games=12, seed=3, agents={seat: spec})
    out = subprocess.run([cli, "sim", name, "--games", "12", "--seed", "3", "--agent",
                          agent, "--json", "--jobs", "1"], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    c = json.loads(out)[0]
    for k in ("matches", "games", "wins", "draws", "first_team_games", "first_team_game_wins",
              "median_turns", "turn_sum", "turns", "ends", "decisions", "seeds", "agents"):
        assert rep[k] == c[k], k
    assert rep.mean_turns == pytest.approx(c["mean_turns"])
    assert sum(rep.wins) + rep.draws == 12


def test_sim_with_a_python_agent(ygo):
    seen = []

    def last_option(match, seat):
        seen.append(seat)
        return match.num_actions() - 1

    rep = tagteam.run_sim(ygo, games=2, seed=1, agents={"2A": last_option})
    assert rep.matches == 2 and seen and set(seen) == {2}
    assert rep.agents["2A"] == "last_option"
