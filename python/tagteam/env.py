"""A PettingZoo-AEC-shaped environment: one agent per seat, stepped in the order the rules ask.

It has PettingZoo's AEC loop (agents, agent_selection, agent_iter, last, step, reset, rewards,
terminations, truncations, infos, the action mask in the observation) without depending on
pettingzoo (not in Debian):

    env = tagteam.env.AECEnv("ygo-team-duel")
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else policy(obs, obs["action_mask"])
        env.step(action)

Only the seat whose decision is pending is selected while the match goes on (a response window
asks several seats one after another). When the match ends every agent is selected once more
to read its final reward, and steps with None, as in PettingZoo. The reward is +1 for the
winning team's seats, -1 for the others, 0 in a draw, given at the end.
"""

import random

from .core import Ruleset

MAX_ACTIONS = 512  # TT_MAX_OPTIONS: the size of the action space and of the action mask


class AECEnv:
    metadata = {"name": "tagteam_v0", "is_parallelizable": False}

    def __init__(self, ruleset, decks=None, observation="array", max_cards=None,
                 max_options=None, max_steps=None):
        """ruleset: a Ruleset or a name. observation: "array" (observation_array's dict of
        numpy arrays; needs numpy), "dict" (observation()'s dict) or "none" (only the mask).
        max_cards/max_options pad the arrays to fixed shapes. max_steps truncates a match."""
        self.ruleset = ruleset if isinstance(ruleset, Ruleset) else Ruleset.load(ruleset)
        self.decks = decks
        self.observation_kind = observation
        self.max_cards = max_cards
        self.max_options = max_options
        self.max_steps = max_steps
        self.possible_agents = list(self.ruleset.seats)
        self.match = None

    def action_space(self, agent):
        return MAX_ACTIONS

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = random.getrandbits(63)
        self.match = self.ruleset.new_match(seed=seed, decks=self.decks)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.steps = 0
        self._select()

    def _select(self):
        m = self.match
        if m.is_terminal() or self._truncated():
            done = [a for a in self.agents]
            self.agent_selection = done[0] if done else None
        else:
            self.agent_selection = self.possible_agents[m.current_seat()]

    def _truncated(self):
        return self.max_steps is not None and self.steps >= self.max_steps

    def observe(self, agent):
        m = self.match
        seat = self.possible_agents.index(agent)
        if self.observation_kind == "array":
            obs = m.observation_array(seat, self.max_cards, self.max_options)
        elif self.observation_kind == "dict":
            obs = {"observation": m.observation(seat)}
        else:
            obs = {}
        obs["action_mask"] = m.legal_actions_mask(seat)
        return obs

    def last(self, observe=True):
        a = self.agent_selection
        obs = self.observe(a) if observe else None
        return (obs, self._cumulative_rewards[a], self.terminations[a], self.truncations[a],
                self.infos[a])

    def step(self, action):
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            if action is not None:
                raise ValueError("%s is done: step(None)" % a)
            self.agents.remove(a)  # PettingZoo's dead step
            self.agent_selection = self.agents[0] if self.agents else None
            return
        for k in self.rewards:
            self.rewards[k] = 0.0
        self._cumulative_rewards[a] = 0.0
        m = self.match
        m.apply(action)  # IllegalAction: nothing changed, the same agent is selected
        self.steps += 1
        if m.is_terminal():
            for seat, r in enumerate(m.returns()):
                k = self.possible_agents[seat]
                self.rewards[k] = r
                self._cumulative_rewards[k] += r
                self.terminations[k] = True
        elif self._truncated():
            for k in self.agents:
                self.truncations[k] = True
        self._select()

    def agent_iter(self, max_iter=2 ** 63):
        """The agents to act, one at a time, until every agent is done (PettingZoo's)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        return repr(self.match)

    def close(self):
        self.match = None


def env(ruleset, **kw):
    return AECEnv(ruleset, **kw)
