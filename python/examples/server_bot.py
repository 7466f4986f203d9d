#!/usr/bin/env python3
"""A bot that plays a seat of a `tagteam serve` table at random (docs/server.md, docs/python.md).

    python3 python/examples/server_bot.py http://127.0.0.1:7700/table#TOKEN [--seed N]

It joins with the seat's link (a table made with the seat's player "bot" or "person"), takes a
random option at each of its decisions through tagteam.client.Seat's callbacks, and when the
match is over prints one line: `server_bot: SEAT N decisions, team W wins` (or `a draw`).
It needs python3 and python3-websockets (and tagteam.client: run it with PYTHONPATH=python
from the source tree, or with the package installed).
"""

import argparse
import asyncio
import random
import sys

from tagteam.client import Seat


async def play(link, seed):
    rng = random.Random(seed)
    decided = 0

    def on_decide(decide):
        nonlocal decided
        decided += 1
        return rng.randrange(len(decide["options"]))

    seat = Seat(link)
    over = await seat.run(on_decide)
    w = over.get("winner")
    print("server_bot: %s %d decisions, %s" % (seat.seat, decided,
                                               "a draw" if w is None else "team %d wins" % w),
          flush=True)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("link", help="the seat's join link, http://HOST:PORT/table#TOKEN")
    ap.add_argument("--seed", type=int, default=None, help="its random choices' seed")
    args = ap.parse_args(argv)
    return asyncio.run(play(args.link, args.seed))


if __name__ == "__main__":
    sys.exit(main())
