#!/usr/bin/env python3
"""A bot that plays a seat at random over the stdio protocol (docs/cli.md, docs/python.md).

    tagteam play ygo-team-duel --agent 1A=exec:"python3 python/examples/random_bot.py"

or, with the tagteam command's own stdin and stdout piped to it (--agent 1A=stdio). It reads
JSON lines: the events, which it ignores, and a `decide` line at each of its seat's decisions,
which it answers with one line, an option index. A `refused` line means the choice was not
taken: it waits for the next `decide`. It needs nothing but python3 (not even this package).

    --seed N   its own random choices' seed (default: the system's)
"""

import json
import random
import signal
import sys


def main(argv):
    seed = None
    if len(argv) > 2 and argv[1] == "--seed":
        seed = int(argv[2])
    rng = random.Random(seed)
    decisions = 0

    def report(*_):
        print("random_bot: %d decisions" % decisions, file=sys.stderr)
        sys.exit(0)

    # the engine gives a bot a second to leave once the match is over, then SIGTERM: say how it
    # went either way
    signal.signal(signal.SIGTERM, report)
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            continue  # not ours to judge: the engine's lines are JSON
        if not isinstance(msg, dict):
            continue
        if "decide" in msg:
            options = msg["decide"]["options"]
            sys.stdout.write("%d\n" % rng.randrange(len(options)))
            sys.stdout.flush()  # the engine waits for this line
            decisions += 1
        elif "refused" in msg:
            print("random_bot: refused: %s" % msg["refused"], file=sys.stderr)
    report()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
