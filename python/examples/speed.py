#!/usr/bin/env python3
"""Python steps per second with random actions, and the cost of an observation per call
(docs/performance.md, "Python").

    PYTHONPATH=python TAGTEAM_LIB=build/libtagteam.so python3 python/examples/speed.py \
        [--games N] [RULESET...]
"""

import argparse
import random
import sys
import time

import tagteam


def steps(rs, games, seed):
    rng = random.Random(seed)
    n = 0
    t_loop = c_loop = 0.0
    t0, c0 = time.perf_counter(), time.process_time()
    for g in range(games):
        m = rs.new_match(seed=seed + g)
        t1, c1 = time.perf_counter(), time.process_time()
        apply, num_actions, randrange = m.apply, m.num_actions, rng.randrange
        while not m.is_terminal():
            apply(randrange(num_actions()))
            n += 1
        t_loop += time.perf_counter() - t1
        c_loop += time.process_time() - c1
    return n, t_loop, c_loop, time.perf_counter() - t0, time.process_time() - c0


def observations(rs, seed, calls):
    rng = random.Random(seed)
    states = []
    while len(states) < calls:  # positions along matches
        m = rs.new_match(seed=seed + len(states))
        while not m.is_terminal() and len(states) < calls:
            states.append(m.clone())
            m.apply(rng.randrange(m.num_actions()))
    states[0].observation_array(0)  # the first call imports numpy and builds its dtype
    out = {}
    for name, fn in (("observation (dict)", lambda s: s.observation(s.current_seat())),
                     ("observation_json", lambda s: s.observation_json(s.current_seat())),
                     ("observation_array", lambda s: s.observation_array(s.current_seat()))):
        t0 = time.process_time()
        for s in states:
            fn(s)
        out[name] = (time.process_time() - t0) / len(states) * 1e6
    return out, len(states)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("rulesets", nargs="*", default=["ygo-team-duel", "ptcg-doubles"])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-observation", action="store_true")
    args = ap.parse_args(argv)
    for name in args.rulesets:
        rs = tagteam.Ruleset.load(name)
        n, loop, cloop, total, ctotal = steps(rs, args.games, args.seed)
        print("%-16s %d games, %d steps: %.0f steps/s in the step loop (%.0f per CPU second), "
              "%.0f with new_match (%.0f per CPU second)"
              % (name, args.games, n, n / loop, n / cloop, n / total, n / ctotal))
        if not args.no_observation:
            costs, k = observations(rs, args.seed, 1000)
            print("%-16s per call over %d positions (the deciding seat's): %s" % (name, k, ", ".join(
                "%s %.1f us (CPU)" % kv for kv in costs.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
