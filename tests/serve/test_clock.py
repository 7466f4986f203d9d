"""Clocks: a bot seat that never answers has its decisions taken for it when its clock runs out
(the default choice, or a concession), and the match ends (docs/server.md, `clock`)."""

import os

from client import SHORT_YGO, Where, decisions, play_seat, replay_winner, run, table_body

GREEDY = {"1A": "bot", "1B": "greedy", "2A": "greedy", "2B": "greedy"}


def silent_1a(server, ruleset, seed, clock, bound):
    made = server.create_table(table_body(ruleset, seed, GREEDY, clock=clock))
    log = run(play_seat(Where(server), made["seats"]["1A"]["token"], "1A", seed, silent=True),
              bound)
    welcome = log.of("welcome")[0]
    assert welcome["clock"]["decision"] == clock["decision"], welcome
    assert welcome["clock"]["timeout"] == clock["timeout"], welcome
    decides, chose = log.of("decide"), log.of("chose")
    assert decides and [c["id"] for c in chose] == [d["id"] for d in decides]
    assert all(c.get("timeout") is True for c in chose), chose
    left = decides[0]["clock"]
    assert 0 < left["decision"] <= clock["decision"], left
    return made, log, chose


def test_a_silent_seat_takes_its_default_choice_when_its_clock_runs_out(server, cli):
    # half a second a decision, 3 s in all: about 6 decisions run out their half second, the
    # rest (some 30) run out at once on the spent total, so the test is short
    clock = {"decision": 0.5, "total": 3, "timeout": "default"}
    made, log, chose = silent_1a(server, SHORT_YGO, 10, clock, 100)
    assert len(chose) >= 3 and all(c["option"] == 0 for c in chose), chose
    record = server.record(made["table"])
    assert [d["take"] for d in decisions(record) if d["seat"] == "1A"] == [0] * len(chose)
    path = os.path.join(server.data, "replays", made["table"] + ".jsonl")
    assert replay_winner(cli, path) == log.over["winner"]


def test_a_silent_seat_concedes_when_its_clock_says_so(server, cli):
    clock = {"decision": 0.5, "timeout": "concede"}
    made, log, chose = silent_1a(server, "ygo-team-duel", 93, clock, 30)
    assert chose == [{"id": 1, "concede": True, "timeout": True}], chose
    assert log.over["winner"] == 2  # YP-11: 1A's team loses
    last = decisions(server.record(made["table"]))[-1]
    assert last["seat"] == "1A" and last["concede"] is True, last


def test_the_total_clock_runs_out_too(server):
    # 30 s for each decision but 1.5 s in all: a silent seat concedes at its first decision
    clock = {"decision": 30, "total": 1.5, "timeout": "concede"}
    made, log, chose = silent_1a(server, "ygo-team-duel", 94, clock, 30)
    assert chose == [{"id": 1, "concede": True, "timeout": True}], chose
    assert 0 < log.of("decide")[0]["clock"]["total"] <= 1.5
    assert log.over["winner"] == 2
