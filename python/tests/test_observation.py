"""Observations: the dict (tt_observation_json) and the numeric encoding read from the C
struct, and the differential leak test through Python: two matches whose only difference is a
card no seat has seen give every seat the same observation."""

import json
import random

import numpy as np
import pytest
import yaml

import tagteam
from tagteam import observation

from conftest import needs_observe, play_random

pytestmark = needs_observe


def test_the_dict_is_the_c_json(ruleset):
    m = ruleset.new_match(seed=4)
    play_random(m, random.Random(4), 30)
    for seat in range(ruleset.num_seats):
        text = m.observation_json(seat)
        assert "\n" not in text
        assert m.observation(seat) == json.loads(text)


def test_the_arrays_follow_the_struct(ruleset):
    m = ruleset.new_match(seed=6)
    rng = random.Random(6)
    enc = m.encoding()
    assert enc["cards"][:len(observation.CARD_COLUMNS)] == observation.CARD_COLUMNS
    assert len(enc["cards"]) == len(observation.CARD_COLUMNS) + len(enc["fields"])
    col = {name: i for i, name in enumerate(enc["cards"])}
    for _ in range(60):
        if m.is_terminal():
            break
        for seat in range(ruleset.num_seats):
            a = m.observation_array(seat)
            g = dict(zip(observation.GLOBAL_COLUMNS, a["global"]))
            assert g["seat"] == seat and g["turn"] == m.turn()
            cards, zones, options = a["cards"], a["zones"], a["options"]
            assert cards.dtype == np.int32 and cards.shape == (g["ncards"], len(enc["cards"]))
            assert zones.shape == (g["nzones"], len(observation.ZONE_COLUMNS))
            assert a["links"].shape == (g["nlinks"], len(observation.LINK_COLUMNS))
            if seat == m.current_seat():
                assert g["decision_seat"] == seat
                assert options.shape == (m.num_actions(), len(observation.OPTION_COLUMNS))
                assert list(options[:, 0]) == [o[0] for o in m.options()]
                kinds = enc["option_kinds"]
                assert not kinds or all(int(k) in kinds for k in options[:, 0])
            else:
                assert g["decision_seat"] == -1 and options.shape[0] == 0
            # a card the seat does not know has no identity
            hidden = cards[:, col["known"]] == 0
            assert (cards[hidden, col["id"]] == -1).all()
            assert (cards[~hidden, col["id"]] >= 0).all()
            assert ((cards[:, col["zone"]] >= 0) & (cards[:, col["zone"]] < g["nzones"])).all()
            att = cards[:, col["attached_to"]]
            assert ((att >= -1) & (att < g["ncards"])).all()
            # the zones hold the cards, bottom first
            for z, (kind, zs, team, lane, first, count) in enumerate(zones):
                rows = cards[first:first + count]
                assert (rows[:, col["zone"]] == z).all()
                assert list(rows[:, col["index"]]) == list(range(count))
        m.apply(rng.randrange(m.num_actions()))


def test_padding_to_fixed_shapes(ygo):
    m = ygo.new_match(seed=1)
    seat = m.current_seat()
    a = m.observation_array(seat, max_cards=tagteam.MAX_CARDS, max_options=tagteam.MAX_ACTIONS)
    n = m.num_actions()
    assert a["options"].shape[0] == tagteam.MAX_ACTIONS and a["option_mask"].sum() == n
    assert (a["options"][n:] == -1).all()
    assert a["cards"].shape[0] == tagteam.MAX_CARDS
    assert a["card_mask"].sum() == a["global"][observation.GLOBAL_COLUMNS.index("ncards")]


def _order(ids):
    return sorted(range(len(ids)), key=lambda i: (ids[i], i))


def _swapped_decks(rs, seat):
    """(Deck, card, card) triples: seat's default deck with one single copy changed for a card
    of another seat's deck, in place, where the deck's order sorted by card id (what the
    engine sorts before it shuffles) stays the same: the same seed then deals every card
    alike but the changed one."""
    with open(rs.default_deck_file(seat)) as f:
        mine = yaml.safe_load(f)
    base = tagteam.Deck.load(rs, rs.default_deck_file(seat)).ids()
    others = []
    for s in range(rs.num_seats):
        with open(rs.default_deck_file(s)) as f:
            others += [n for n in yaml.safe_load(f)["main"] if n not in others]
    singles = [name for name, n in mine["main"].items() if n == 1]
    fresh = [name for name in others if name not in mine["main"]]
    for x in reversed(singles):
        for y in fresh:
            d = dict(mine)
            d["main"] = {(y if k == x else k): v for k, v in mine["main"].items()}
            try:
                deck = tagteam.Deck.from_string(rs, yaml.safe_dump(d, sort_keys=False))
            except tagteam.InputError:
                continue
            if _order(deck.ids()) == _order(base):
                yield deck, x, y
                break


def test_a_card_no_seat_has_seen_changes_no_observation(ruleset):
    """The differential leak test through Python (docs/testing.md has the C one)."""
    target = "2A"
    best = 0
    for deck, x, y in _swapped_decks(ruleset, target):
        a = ruleset.new_match(seed=17)
        b = ruleset.new_match(seed=17, decks={target: deck})
        assert a.state_bytes() != b.state_bytes()
        rng = random.Random(17)
        compared = 0
        while not a.is_terminal() and compared < 150:
            if any(a.view(s) != b.view(s) for s in range(ruleset.num_seats)):
                break  # a seat has come to know the card
            for s in range(ruleset.num_seats):
                assert a.observation_json(s) == b.observation_json(s), (x, y, s, compared)
                oa, ob = a.observation_array(s), b.observation_array(s)
                for k in oa:
                    assert np.array_equal(oa[k], ob[k]), (x, y, s, k, compared)
            assert a.current_seat() == b.current_seat()
            assert a.action_labels() == b.action_labels()
            act = rng.randrange(a.num_actions())
            a.apply(act)
            b.apply(act)
            compared += 1
        best = max(best, compared)
        if best >= 40:
            break
    assert best >= 40  # the matches ran alike long enough for the test to mean something


def test_a_resample_observes_alike(ruleset):
    m = ruleset.new_match(seed=23)
    play_random(m, random.Random(23), 40)
    seat = m.current_seat()
    for k in range(3):
        r = m.resample_from_infostate(seat, k)
        assert r.observation_json(seat) == m.observation_json(seat)
