"""The table server's clients (docs/server.md, docs/python.md): tagteam.client.Seat, the example
bot python/examples/server_bot.py, and the terminal client `python3 -m tagteam.join`, each
against a `tagteam serve --port 0` of the build. Every wait is bounded; the server is killed at
the end of each test."""

import asyncio
import json
import os
import subprocess
import sys
import threading
import time

import pytest

from conftest import ROOT

try:
    import websockets  # noqa: F401
except ImportError:
    pytestmark = pytest.mark.skip(reason="python3-websockets is not installed (apt install "
                                  "python3-websockets): tagteam.client cannot connect")

from tagteam.client import Seat, SeatError, TableError, create_table, join_links, parse_link

EXAMPLES = os.path.join(ROOT, "python", "examples")
PY_ENV = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
TIMEOUT = 120  # seconds for one match, on a loaded machine


class Server:
    def __init__(self, cli, data, port=0):
        self.data = data
        self.proc = subprocess.Popen([cli, "serve", "--port", str(port), "--data", str(data)],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     cwd=ROOT)
        line = []
        reader = threading.Thread(target=lambda: line.append(self.proc.stdout.readline()))
        reader.start()
        reader.join(30)
        if not line or "listening on http://" not in line[0]:
            self.stop()
            pytest.fail("tagteam serve did not start: %r %s" % (line, self.proc.stderr.read()))
        self.url = line[0].split("listening on ")[1].split()[0].rstrip("/")

    def table(self, body):
        return create_table(self.url, body)

    def record(self, table):
        with open(os.path.join(self.data, "replays", table + ".jsonl")) as f:
            return [json.loads(x) for x in f]

    def stop(self):
        self.proc.kill()
        self.proc.wait(10)
        self.proc.stdout.close()
        self.proc.stderr.close()


@pytest.fixture
def server(cli, tmp_path):
    s = Server(cli, tmp_path / "data")
    yield s
    s.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, TIMEOUT))


def takes(record, seat):
    return [x for x in record if x.get("seat") == seat and ("take" in x or "concede" in x)]


def test_parse_link_takes_the_join_link_and_the_server_address():
    tok = "0123456789abcdef0123456789ABCDEF"
    assert parse_link("http://10.0.0.5:7700/table#" + tok) == (
        "ws://10.0.0.5:7700/ws", tok.lower())
    assert parse_link("https://h.example/tt/table#" + tok)[0] == "wss://h.example/tt/ws"
    assert parse_link("ws://127.0.0.1:8000/ws", tok)[0] == "ws://127.0.0.1:8000/ws"
    assert parse_link("127.0.0.1:8000", tok)[0] == "ws://127.0.0.1:8000/ws"
    for bad in ("http://h:1/table", "http://h:1/table#123", "ftp://h/table#" + tok):
        with pytest.raises(ValueError):
            parse_link(bad)


def test_create_table_refused_says_why(server):
    with pytest.raises(TableError) as e:
        server.table({"ruleset": "no-such-ruleset"})
    assert e.value.status == 400 and "no-such-ruleset" in e.value.message


def test_example_bot_plays_a_seat_to_the_end(server):
    t = server.table({"ruleset": "ygo-team-duel", "seed": 5,
                      "seats": {"1A": {"player": "bot"}, "1B": {"player": "greedy"},
                                "2A": {"player": "random"}, "2B": {"player": "first"}}})
    link = join_links(server.url, t)["1A"]
    r = subprocess.run([sys.executable, os.path.join(EXAMPLES, "server_bot.py"), link, "--seed",
                        "2"], capture_output=True, text=True, timeout=TIMEOUT, env=PY_ENV)
    assert r.returncode == 0, r.stderr
    out = r.stdout.split()  # server_bot: 1A N decisions, team W wins
    assert out[:2] == ["server_bot:", "1A"] and out[3] == "decisions,", r.stdout
    rec = server.record(t["table"])
    assert int(out[2]) == len(takes(rec, "1A")) > 0
    assert rec[-1]["result"]["winner"] == (None if "draw" in r.stdout else int(out[5]))


def by_kind(msgs):
    """The stream's events, choices and talk, each kind in its order (a catch-up puts a talk
    line before the events that came between it and the next decision)."""
    return {k: [m for m in msgs if k in m] for k in ("event", "chose", "talk")}


def test_seat_reconnects_and_gives_the_stream_once(server):
    t = server.table({"ruleset": "ygo-duel", "seed": 11,
                      "seats": {"1A": {"player": "bot"}, "2A": {"player": "first"}}})
    link = join_links(server.url, t)["1A"]

    async def play():
        seat = Seat(link, reconnect=20)
        got, ids, dropped = [], [], 0
        with pytest.raises(SeatError, match="another connection joined"):
            async for msg in seat:
                if "reconnected" in msg:
                    dropped += 1
                if any(k in msg for k in ("event", "chose", "talk")):
                    got.append(msg)
                if "decide" not in msg:
                    continue
                d = msg["decide"]
                ids.append(d["id"])
                if d["id"] == 3:
                    await seat.say("before the drop")
                if d["id"] in (4, 8) and ids.count(d["id"]) == 1:
                    seat._ws.transport.abort()  # the network goes away, mid-decision
                    continue
                if d["id"] == 6 and ids.count(6) == 1:
                    await seat.say("after the drop")
                if d["id"] == 10:  # the same link from elsewhere: it takes the seat over
                    other = Seat(link, reconnect=0)
                    again = []
                    async for m in other:
                        if any(k in m for k in ("event", "chose", "talk")):
                            again.append(m)
                        if "caught_up" in m:
                            break
                    continue
                await seat.take(0)
        async for m in other:  # the new connection plays on to the end
            if "decide" in m:
                await other.take(0)
        return seat, got, ids, dropped, again, other

    seat, got, ids, dropped, again, other = run(play())
    assert dropped == 2 and other.over is not None
    assert ids.count(4) == 2 and ids.count(8) == 2  # the pending decision again, same id
    assert ids == sorted(ids) and sorted(set(ids)) == list(range(1, 11))
    assert by_kind(got) == by_kind(again)  # nothing lost, nothing twice
    assert [m["talk"]["text"] for m in got if "talk" in m] == ["before the drop", "after the drop"]


def test_team_talk_reaches_the_teammate_only(server):
    t = server.table({"ruleset": "ygo-team-duel", "seed": 3,
                      "seats": {"1A": {"player": "person"}, "1B": {"player": "person"},
                                "2A": {"player": "person"}, "2B": {"player": "random"}}})
    links = join_links(server.url, t)

    async def heard(seat, until):
        """The talk seat is told, up to the line whose text is until."""
        out = []
        async for msg in seat:
            if "talk" in msg:
                out.append((msg["talk"]["from"], msg["talk"]["to"], msg["talk"]["text"]))
                if msg["talk"]["text"] == until:
                    return out

    async def play():
        seats = {k: Seat(links[k]) for k in ("1A", "1B", "2A", "spectate")}
        for s in seats.values():
            await s.connect()
        await seats["1A"].say("I have Mirror Force set")  # to the team: 1B only
        await seats["2A"].say("good luck", to="table")
        await seats["2A"].say("end", to="table")
        with pytest.raises(ValueError):
            await seats["1A"].say("x" * 501)
        with pytest.raises(SeatError):
            await seats["spectate"].take(0)  # nothing to decide
        told = {k: await heard(s, "end") for k, s in seats.items()}
        for s in seats.values():
            await s.close()
        return told

    told = run(play())
    table = [("2A", "table", "good luck"), ("2A", "table", "end")]
    assert told["1A"] == [("1A", "team", "I have Mirror Force set")] + table
    assert told["1B"] == [("1A", "team", "I have Mirror Force set")] + table
    assert told["2A"] == table
    assert told["spectate"] == table


def test_join_plays_a_ygo_duel_from_piped_input(server, tmp_path):
    t = server.table({"ruleset": "ygo-duel", "seed": 3,
                      "seats": {"1A": {"player": "person"}, "2A": {"player": "first"}}})
    link = join_links(server.url, t)["1A"]
    with open(tmp_path / "out", "w+") as fo, open(tmp_path / "err", "w+") as fe:
        p = subprocess.Popen([sys.executable, "-m", "tagteam.join", link], stdin=subprocess.PIPE,
                             stdout=fo, stderr=fe, text=True, env=PY_ENV)

        def feed():  # a board, a word to the team, two wrong answers, then `yes 1`
            try:
                p.stdin.write("board\nsay hello partner\nno such option\n99\n")
                while p.poll() is None:
                    p.stdin.write("1\n")
                    p.stdin.flush()
            except (BrokenPipeError, ValueError, OSError):
                pass

        threading.Thread(target=feed, daemon=True).start()
        try:
            p.wait(timeout=TIMEOUT)
        finally:
            p.kill()
            p.wait()
        fo.seek(0)
        fe.seek(0)
        out, err = fo.read(), fe.read()
    assert p.returncode == 0, err
    assert "Traceback" not in err, err
    lines = out.splitlines()
    assert lines[0].startswith("Table %s: " % t["table"]) and "You are 1A" in lines[0]
    assert any(x.startswith("--- 1A's board: turn ") for x in lines)
    assert "  1) pass" in lines and "  1A: pass" in lines
    assert "[team] 1A: hello partner" in lines
    assert any(x.startswith("Refused: ") and x.endswith("(decision).") for x in lines), out
    assert "There is no option 99: type a number from 1 to 1 (`help` for help)." in lines
    assert lines[-1].startswith("Match over: ")
    rec = server.record(t["table"])
    mine = takes(rec, "1A")
    assert mine and all(x["take"] == 0 for x in mine)  # "1" is the first option, index 0
    assert out.count("\n1A> ") >= len(mine)


def test_join_runs_as_a_file_without_the_library_and_concedes(server, tmp_path):
    t = server.table({"ruleset": "ygo-duel", "seed": 3,
                      "seats": {"1A": {"player": "first"}, "2A": {"player": "person"}}})
    link = join_links(server.url, t)["2A"]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TAGTEAM_LIB")}
    env["TAGTEAM_LIB"] = str(tmp_path / "no-such-lib.so")  # the package itself would not load
    r = subprocess.run([sys.executable, os.path.join(ROOT, "python", "tagteam", "join.py"), link],
                       input="say gg\nconcede\n", capture_output=True, text=True, env=env,
                       cwd=tmp_path, timeout=TIMEOUT)
    assert r.returncode == 0, r.stderr
    assert "[team] 2A: gg" in r.stdout and "  2A: concedes" in r.stdout
    assert r.stdout.splitlines()[-1].startswith("Match over: team 1 wins")
    assert takes(server.record(t["table"]), "2A") == [{"seat": "2A", "concede": True}]


def test_join_plays_on_after_the_server_restarts(cli, server, tmp_path):
    t = server.table({"ruleset": "ygo-duel", "seed": 3,
                      "seats": {"1A": {"player": "person"}, "2A": {"player": "first"}}})
    link = join_links(server.url, t)["1A"]
    out_path = tmp_path / "out"
    with open(out_path, "w") as fo, open(tmp_path / "err", "w+") as fe:
        p = subprocess.Popen([sys.executable, "-m", "tagteam.join", link], stdin=subprocess.PIPE,
                             stdout=fo, stderr=fe, text=True, env=PY_ENV)
        try:
            deadline = time.monotonic() + TIMEOUT
            while "\n1A> " not in out_path.read_text():  # at its first decision
                assert p.poll() is None and time.monotonic() < deadline
                time.sleep(0.05)
            server.stop()  # killed: the client's connection drops
            port = server.url.rsplit(":", 1)[1]
            again = Server(cli, server.data, port)  # resumes the table from its record
            try:
                p.stdin.write("1\n" * 400)  # more than the duel asks for
                p.stdin.close()
                p.wait(timeout=TIMEOUT)
            finally:
                again.stop()
        finally:
            p.kill()
            p.wait()
        fe.seek(0)
        err = fe.read()
    out = out_path.read_text()
    assert p.returncode == 0, err
    lines = out.splitlines()
    assert lines.count("-- reconnected --") == 1
    assert lines.count("turn 1 begins (2A)") == 1  # the stream before the drop, once
    assert lines[-1].startswith("Match over: ")
