"""Whole tables through real sockets: four bot clients, and bots beside built-in agents, play
to `over`; the record is in DATA/replays and `tagteam play --replay` agrees with it."""

import json
import os
import re
import stat
import subprocess

import pytest
import websockets

from client import (SEATS, Conn, Where, bots, decisions, gather_seats, replay_winner, run,
                    table_body)


def check_finished(server, cli, made, logs, players):
    """Every bot seat got the same `over`; its choices are the record's; the record plays back
    to the same winner."""
    table = made["table"]
    overs = [logs[s].over for s in logs]
    assert overs[0] is not None and all(o == overs[0] for o in overs), overs
    assert overs[0]["record"] == table and overs[0]["winner"] in (1, 2, None)
    path = os.path.join(server.data, "replays", table + ".jsonl")
    assert os.path.exists(path) and not os.path.exists(
        os.path.join(server.data, "tables", table + ".jsonl"))
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(server.data).st_mode) == 0o700
    record = server.record(table)
    assert record[0].get("tagteam_replay") == 1 and "result" in record[-1], record[-1]
    taken = decisions(record)
    for s, log in logs.items():
        welcome = log.of("welcome")[0]
        assert welcome["table"] == table and welcome["seat"] == s
        assert welcome["players"] == players
        ids = [d["id"] for d in log.of("decide")]
        assert ids == list(range(1, len(ids) + 1)), ids[:20]  # the seat's own decisions
        chose = log.of("chose")
        assert [c["id"] for c in chose] == ids
        assert [c["option"] for c in chose] == [d["take"] for d in taken if d["seat"] == s]
        assert not log.of("refused") and not log.of("error")
    assert {d["seat"] for d in taken} == set(SEATS)
    # the header keeps the table (players, clock, tokens); a fingerprint every 16 decisions
    header = record[0]["table"]
    assert header["players"] == players
    assert header["tokens"] == dict({s: v["token"] for s, v in made["seats"].items()
                                     if "token" in v}, spectate=made["spectate"]["token"])
    marks = [i for i, line in enumerate(record) if "fingerprint" in line]
    assert len(marks) == (len(taken) + 15) // 16
    assert all(len(decisions(record[:i])) % 16 == 0 for i in marks)
    assert record[-1]["result"] == {"winner": overs[0]["winner"], "wins": overs[0]["wins"]}
    assert replay_winner(cli, path) == overs[0]["winner"]
    return record


@pytest.mark.parametrize("ruleset,seed", [("ygo-team-duel", 11), ("ptcg-doubles", 12)])
def test_four_bot_clients_play_to_the_end(server, cli, ruleset, seed):
    players = {s: "bot" for s in SEATS}
    made = server.create_table(table_body(ruleset, seed, players))
    assert made["table"] and set(made["seats"]) == set(SEATS), made
    tokens = [made["seats"][s]["token"] for s in SEATS] + [made["spectate"]["token"]]
    assert all(len(t) == 32 and int(t, 16) >= 0 for t in tokens) and len(set(tokens)) == 5
    logs = run(gather_seats(bots(Where(server), made, seed)), 100)
    check_finished(server, cli, made, logs, players)


def test_a_bot_client_beside_built_in_agents(server, cli):
    players = {"1A": "bot", "1B": "random", "2A": "greedy", "2B": "first"}
    made = server.create_table(table_body("ygo-team-duel", 21, players))
    assert [s for s, v in made["seats"].items() if "token" in v] == ["1A"], made
    logs = run(gather_seats(bots(Where(server), made, 21)), 100)
    assert list(logs) == ["1A"]
    record = check_finished(server, cli, made, logs, players)
    assert {d["seat"] for d in decisions(record) if d["seat"] != "1A"} == {"1B", "2A", "2B"}


def test_a_client_that_names_no_subprotocol_plays_too(server):
    made = server.create_table(table_body("ptcg-doubles", 3, {s: "bot" for s in SEATS}))

    async def go():
        async with websockets.connect(server.ws_url, open_timeout=20) as ws:
            welcome, _ = await Conn(ws).join(made["seats"]["2B"]["token"])
            assert welcome["seat"] == "2B"
    run(go(), 30)
    status, stats = server.http("GET", "/api/stats")
    assert status == 200 and "latency_us" in stats and "max_rss_kb" in stats, stats


def test_an_altered_record_is_refused_where_it_diverges(server, cli, tmp_path):
    made = server.create_table(table_body("ptcg-doubles", 13, {s: "bot" for s in SEATS}))
    run(gather_seats(bots(Where(server), made, 13)), 100)
    lines = open(os.path.join(server.data, "replays", made["table"] + ".jsonl")).readlines()
    # the 40th decision taken otherwise: refused there, or at the next fingerprint
    at = [i for i, line in enumerate(lines) if '"take"' in line][40]
    line = json.loads(lines[at])
    line["take"] = line["take"] + 1
    lines[at] = json.dumps(line) + "\n"
    altered = tmp_path / "altered.jsonl"
    altered.write_text("".join(lines))
    r = subprocess.run([cli, "play", "--replay", str(altered), "--json"], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 2, r.stderr[-2000:]
    m = re.search(r"^%s:(\d+):\d+: " % re.escape(str(altered)), r.stderr, re.M)
    assert m and at + 1 <= int(m.group(1)) <= at + 1 + 17, r.stderr[-2000:]
