"""The PettingZoo-AEC-shaped environment."""

import random

import numpy as np
import pytest

import tagteam
from tagteam.env import AECEnv

from conftest import needs_observe


def run(env, seed, rng):
    env.reset(seed=seed)
    finals, steps, order = {}, 0, []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        order.append(agent)
        if term or trunc:
            assert agent not in finals  # each agent reads its end once
            finals[agent] = (reward, term, trunc)
            env.step(None)
            continue
        m = env.match
        assert agent == env.ruleset.seats[m.current_seat()]
        mask = obs["action_mask"]
        assert mask.shape == (tagteam.MAX_ACTIONS,)
        assert list(np.flatnonzero(mask)) == m.legal_actions()
        assert reward == 0
        env.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    return finals, steps


@pytest.mark.parametrize("name", ["ygo-team-duel", "ptcg-doubles"])
def test_the_aec_loop_plays_a_match_to_its_end(name):
    env = AECEnv(name, observation="none")
    finals, steps = run(env, 5, random.Random(5))
    assert env.agents == [] and steps > 20
    assert set(finals) == set(env.possible_agents)
    returns = env.match.returns()
    for seat, a in enumerate(env.possible_agents):
        assert finals[a] == (returns[seat], True, False)


def test_the_same_seed_plays_the_same_match():
    a, b = AECEnv("ygo-team-duel", observation="none"), AECEnv("ygo-team-duel",
                                                              observation="none")
    fa, sa = run(a, 9, random.Random(1))
    fb, sb = run(b, 9, random.Random(1))
    assert (fa, sa) == (fb, sb) and a.match.state_bytes() == b.match.state_bytes()


def test_an_illegal_step_raises_and_changes_nothing():
    env = AECEnv("ygo-team-duel", observation="none")
    env.reset(seed=3)
    before, who = env.match.state_bytes(), env.agent_selection
    with pytest.raises(tagteam.IllegalAction):
        env.step(tagteam.MAX_ACTIONS)
    assert env.match.state_bytes() == before and env.agent_selection == who


def test_max_steps_truncates():
    env = AECEnv("ptcg-doubles", observation="none", max_steps=10)
    finals, steps = run(env, 2, random.Random(2))
    assert steps == 10
    assert all(trunc and not term for _, term, trunc in finals.values())


@needs_observe
def test_array_observations_in_the_loop():
    env = AECEnv("ygo-team-duel", observation="array", max_cards=tagteam.MAX_CARDS,
                 max_options=64)
    env.reset(seed=1)
    obs, *_ = env.last()
    enc = env.match.encoding()
    assert obs["cards"].shape == (tagteam.MAX_CARDS, len(enc["cards"]))
    assert obs["options"].shape == (64, len(enc["options"]))
    n = env.match.num_actions()
    assert obs["option_mask"].sum() == min(n, 64)


@needs_observe
def test_dict_observations_in_the_loop():
    env = AECEnv("ptcg-doubles", observation="dict")
    env.reset(seed=2)
    obs, *_ = env.last()
    seat = env.agent_selection
    assert obs["observation"]["seat"] == seat and obs["observation"]["decision"] == seat
    assert len(obs["observation"]["options"]) == int(obs["action_mask"].sum())
