#!/usr/bin/env python3
"""The PettingZoo-shaped AEC loop over a tagteam match, one agent per seat (trains nothing).

    PYTHONPATH=python python3 python/examples/loop.py [RULESET] [--games N] [--seed S]

Each agent here picks a legal action at random from the action mask; a learning agent would
read the observation's arrays (docs/python.md gives their layout) where this one does not.
"""

import argparse
import random
import sys

import numpy as np

import tagteam.env


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ruleset", nargs="?", default="ygo-team-duel")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    env = tagteam.env.AECEnv(args.ruleset, observation="array")
    rng = random.Random(args.seed)
    totals = {a: 0.0 for a in env.possible_agents}
    steps = 0
    for game in range(args.games):
        env.reset(seed=args.seed + game)
        for agent in env.agent_iter():
            obs, reward, termination, truncation, info = env.last()
            if termination or truncation:
                totals[agent] += reward
                action = None
            else:
                legal = np.flatnonzero(obs["action_mask"])
                # A learning agent would look at obs["cards"], obs["options"], obs["global"].
                action = int(legal[rng.randrange(len(legal))])
                steps += 1
            env.step(action)
        print("game %d: %s" % (game + 1, " ".join(
            "%s %+g" % (a, env._cumulative_rewards[a]) for a in env.possible_agents)))
    print("%d games, %d steps; total rewards: %s" % (args.games, steps, " ".join(
        "%s %+g" % kv for kv in totals.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
