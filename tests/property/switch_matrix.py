#!/usr/bin/env python3
"""switch_matrix.py TAGTEAM SELFPLAY [GAMES] [RULESET...]: the ruleset-switch matrix.

Every value of every switch of the core (life pool, turn unit, order and first team, zone
scopes, response order, outcome keys, ...), one at a time, and every combination of the five
that shape a match most (life pool x turn unit x response order x seat out x first team), each
over every shipped ruleset given (default: the five top-level ones), must either be refused by
`tagteam check` with exit status 2 and a `file:line:col: key.path: message` line, or play
GAMES random games (default 200) cleanly under `selfplay` (its invariants after every
decision, every game ends, replays and clones agree). Prints one TAP line per variant."""
import itertools
import os
import re
import subprocess
import sys
import tempfile

RULESETS = ["ygo-duel", "ygo-team-duel", "ygo-team-duel-mr3", "ptcg-standard", "ptcg-doubles"]
SWITCHES = [
    ("life.pool", ["seat", "team"]),
    ("turn.unit", ["seat", "team"]),
    ("turn.first", ["1", "2", "random"]),
    ("turn.skip_first_draw", ["match", "each_seat", "none"]),
    ("turn.extra_turns", ["allowed", "forbidden"]),
    ("hand.visibility", ["owner", "team"]),
    ("cards.leave_to", ["owner", "controller"]),
    ("cards.set_visibility", ["owner", "team"]),
    ("prizes.pool", ["seat", "team"]),
    ("scopes.opponent_cards", ["one_opponent", "all_opponents"]),
    ("scopes.opponent_side", ["all_opponents", "one_opponent"]),
    ("scopes.both_players", ["all_players", "self_and_one_opponent"]),
    ("responses.order", ["cyclic", "team_priority"]),
    ("responses.teammate_turn", ["opponent", "own"]),
    ("responses.triggers", ["split", "literal"]),
    ("outcome.life_zero", ["lose", "ignore"]),
    ("outcome.deck_out", ["lose", "ignore"]),
    ("outcome.seat_out", ["team", "eliminate"]),
    ("outcome.card_effects", ["true", "false"]),
]
ZONE_SCOPES = ["seat", "team", "lane", "lane_team", "global"]
COMBINED = ["life.pool", "turn.unit", "responses.order", "outcome.seat_out", "turn.first"]
ERROR_LINE = re.compile(r"^\S+:\d+:\d+: [A-Za-z_][\w.\[\]-]*: .+", re.M)


def explain(tagteam, ruleset):
    return subprocess.run([tagteam, "check", "--explain", ruleset], capture_output=True,
                          text=True, check=True).stdout


def turn_order(explained, unit):
    """The order a turn unit needs: team numbers, or the seats A of each team, then B..."""
    teams = int(re.search(r"^  teams: (\d+)", explained, re.M).group(1))
    per_team = int(re.search(r"^  per_team: (\d+)", explained, re.M).group(1))
    if unit == "team":
        return "[" + ", ".join(str(t + 1) for t in range(teams)) + "]"
    letters = "ABCD"
    return "[" + ", ".join(f"{t + 1}{letters[l]}" for l in range(per_team)
                           for t in range(teams)) + "]"


def zones_of(explained):
    block = explained.split("\nzones:\n", 1)[1]
    names = []
    for line in block.splitlines():
        if not line.startswith("  "):
            break
        m = re.match(r"^  ([a-z_]+):", line)
        if m:
            names.append(m.group(1))
    return names


def as_yaml(settings):
    """{'a.b': 'v', 'a.c': 'w'} -> nested YAML flow maps, one top-level key per line."""
    tree = {}
    for key, value in settings.items():
        node = tree
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value

    def flow(node):
        if isinstance(node, dict):
            return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in node.items()) + "}"
        return node
    return "".join(f"{k}: {flow(v)}\n" for k, v in tree.items())


def variants(tagteam, ruleset):
    explained = explain(tagteam, ruleset)

    def with_order(settings):
        """A turn unit comes with an order of its kind (seats or team numbers)."""
        if "turn.unit" in settings:
            settings["turn.order"] = turn_order(explained, settings["turn.unit"])
        return settings
    for key, values in SWITCHES:
        for v in values:
            yield with_order({key: v})
    for zone in zones_of(explained):
        for scope in ZONE_SCOPES:
            yield {f"zones.{zone}.scope": scope}
    pools = [dict(SWITCHES)[k] for k in COMBINED]
    for combo in itertools.product(*pools):
        yield with_order(dict(zip(COMBINED, combo)))


def main():
    tagteam, selfplay = sys.argv[1], sys.argv[2]
    games = sys.argv[3] if len(sys.argv) > 3 else "200"
    rulesets = sys.argv[4:] or RULESETS
    failed = n = refused = played = 0
    with tempfile.TemporaryDirectory() as tmp:
        for ruleset in rulesets:
            for i, settings in enumerate(variants(tagteam, ruleset)):
                n += 1
                what = f"{ruleset} " + ", ".join(f"{k}: {v}" for k, v in settings.items())
                path = os.path.join(tmp, f"{ruleset.replace('/', '-')}-{i}.yaml")
                with open(path, "w") as f:
                    f.write(f"extends: {ruleset}\nname: matrix-{i}\n" + as_yaml(settings))
                chk = subprocess.run([tagteam, "check", path], capture_output=True, text=True)
                if chk.returncode == 2 and ERROR_LINE.search(chk.stderr):
                    refused += 1
                    print(f"ok {n} - {what}: refused: {chk.stderr.strip().splitlines()[0]}")
                    continue
                if chk.returncode != 0:
                    failed += 1
                    print(f"not ok {n} - {what}: check exit {chk.returncode}: {chk.stderr.strip()}")
                    continue
                try:
                    run = subprocess.run([selfplay, "--games", games, path], capture_output=True,
                                         text=True, timeout=300)
                    status, err = run.returncode, run.stderr.strip()
                except subprocess.TimeoutExpired:
                    status, err = -1, "did not finish in 300 s (a game that never ends?)"
                if status == 0:
                    played += 1
                    print(f"ok {n} - {what}: {games} games played")
                else:
                    failed += 1
                    print(f"not ok {n} - {what}: checked, but self-play failed: "
                          f"{err.splitlines()[-1] if err else status}")
    print(f"1..{n}")
    print(f"# {n} variants: {refused} refused by check, {played} played, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
