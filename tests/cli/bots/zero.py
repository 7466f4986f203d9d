#!/usr/bin/env python3
# zero.py: a bot for `tagteam play --agent SEAT=exec:...` (docs/bots.md) that takes option 0
# at every decision; it reads the seat's stream and ignores all but the `decide` lines.
import json
import sys

for line in sys.stdin:
    msg = json.loads(line)
    if "decide" in msg:
        print(0, flush=True)
