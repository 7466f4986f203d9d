"""A client of `tagteam serve` (docs/server.md) for the serve suite.

Server starts `tagteam serve --port 0 --data DIR` on 127.0.0.1 and reads the port from its
"listening on" line; create_table() posts to /api/tables; play_seat() joins a seat with its
token over WebSocket and answers every decide with a deterministic policy, keeping every
message it gets; watch() is a spectator. Debian's python3-websockets 10.4 (asyncio only).
"""

import asyncio
import json
import os
import random
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request

import websockets

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LISTENING = re.compile(r"tagteam serve: listening on http://127\.0\.0\.1:(\d+)/")
SEATS = ("1A", "1B", "2A", "2B")

# A Team Duel short enough for the tests that are not about a whole shipped match: 100 LP, so
# the first attack that lands ends it. Pasted as a house variant (ruleset_yaml).
SHORT_YGO = """\
name: serve-test-short
title: "Team Duel, 100 LP (the serve suite)"
extends: ygo-team-duel
life:
  start: 100
"""

# docs/server.md's message_rate limit is 20 a second, bursts of 40, but each decide grants its
# answer (table.c): a bot that answers only its prompts may answer at once, and never gets a
# message_rate error. A paced bot keeps under the limit anyway, with a margin.
RATE, BURST = 18.0, 30.0


def cli_path():
    exe = os.environ.get("TAGTEAM_CLI")
    if not exe:
        raise RuntimeError("TAGTEAM_CLI is not set (meson test --suite serve sets it)")
    return exe


class Server:
    """One `tagteam serve` process on 127.0.0.1 with its own --data; stop() or kill9() ends it."""

    def __init__(self, data, args=()):
        self.data = str(data)
        self.args = list(args)
        self.proc = None
        self.port = None
        self.log = []  # every line it wrote (stdout and stderr)

    def start(self, timeout=30):
        self.port = None
        self.log = []
        self.proc = subprocess.Popen(
            [cli_path(), "serve", "--bind", "127.0.0.1", "--port", "0", "--data", self.data,
             *self.args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True)
        listening = threading.Event()

        def drain(proc, log):  # read every line, so a full pipe never stops the server
            for line in proc.stdout:
                log.append(line.rstrip("\n"))
                m = LISTENING.search(line)
                if m and self.port is None:
                    self.port = int(m.group(1))
                    listening.set()
            listening.set()  # the output ended: the process is gone

        threading.Thread(target=drain, args=(self.proc, self.log), daemon=True).start()
        listening.wait(timeout)
        if self.port is None:
            self.stop()
            raise RuntimeError("tagteam serve did not say where it listens:\n" +
                               "\n".join(self.log))
        return self

    def stop(self):
        """SIGTERM, then SIGKILL if it has not exited in 10 s; returns the exit status."""
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        self.proc.terminate()
        try:
            return self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
            raise RuntimeError("tagteam serve did not stop on SIGTERM within 10 s")

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.port

    @property
    def ws_url(self):
        return "ws://127.0.0.1:%d/ws" % self.port

    def http(self, method, path, body=None, raw=None):
        """(status, body parsed as JSON, or the text when it is not JSON)."""
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status, text = r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            status, text = e.code, e.read().decode()
        try:
            return status, json.loads(text)
        except ValueError:
            return status, text

    def create_table(self, body):
        status, made = self.http("POST", "/api/tables", body)
        assert status == 201, (status, made)
        return made

    def record(self, table):
        """The finished table's record, one parsed object per line."""
        with open(os.path.join(self.data, "replays", table + ".jsonl")) as f:
            return [json.loads(line) for line in f]


def table_body(ruleset, seed, players, **more):
    """A POST /api/tables body: players maps a seat to a player kind (bot, random...)."""
    body = {"seed": seed, "seats": {s: {"player": p} for s, p in players.items()}}
    body["ruleset_yaml" if "\n" in ruleset else "ruleset"] = ruleset
    body.update(more)
    return body


def choose(seed, seat, decide):
    """The bots' policy: an option index that depends on the seed, the seat, the decision's id
    and how many options it has, and on nothing else (so a replayed table chooses alike)."""
    n = len(decide["options"])
    return random.Random("%s/%s/%d/%d" % (seed, seat, decide["id"], n)).randrange(n)


class Where:
    """Where the server is now: the bots follow it across a restart (kill9 and start again)."""

    def __init__(self, server, restarts=False):
        self.server = server
        self.restarts = restarts

    async def port_after(self, old, timeout=30):
        if not self.restarts:
            raise AssertionError("the server closed the connection before `over`")
        end = time.monotonic() + timeout
        while self.server.port in (None, old):
            if time.monotonic() > end:
                raise AssertionError("the server did not come back within %d s" % timeout)
            await asyncio.sleep(0.05)
        return self.server.port


class Pacer:
    """A token bucket that keeps a connection's messages under the server's message_rate."""

    def __init__(self, rate=RATE, burst=BURST):
        self.rate, self.burst = rate, burst
        self.tokens, self.at = burst, time.monotonic()

    async def take(self):
        while True:
            now = time.monotonic()
            self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
            self.at = now
            if self.tokens >= 1:
                self.tokens -= 1
                return
            await asyncio.sleep((1 - self.tokens) / self.rate)


def connect(port_or_url):
    url = port_or_url if isinstance(port_or_url, str) else "ws://127.0.0.1:%d/ws" % port_or_url
    return websockets.connect(url, subprotocols=["tagteam"], max_size=2**24, open_timeout=20,
                              close_timeout=2, ping_interval=None)


class Conn:
    """One WebSocket connection; every message received is kept in .got, parsed."""

    def __init__(self, ws):
        self.ws = ws
        self.got = []

    async def send(self, msg):
        await self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    async def recv(self, timeout=30):
        msg = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        # an event is the stdio stream's object ({"event": "draw", ...}); the rest have one key
        assert isinstance(msg, dict) and ("event" in msg or len(msg) == 1), msg
        self.got.append(msg)
        return msg

    async def until(self, key, timeout=30):
        """Messages up to and including the first whose key is key."""
        out = []
        while True:
            out.append(await self.recv(timeout))
            if key in out[-1]:
                return out

    async def rest(self, seconds):
        """(the messages that arrive within seconds, whether the server closed the connection)."""
        out = []
        try:
            while True:
                out.append(await self.recv(seconds))
        except asyncio.TimeoutError:
            return out, False
        except websockets.ConnectionClosed:
            return out, True

    async def join(self, token, timeout=30):
        """Joins: returns (welcome, the stream up to caught_up); the decide after it is not read."""
        await self.send({"join": token})
        msgs = await self.until("caught_up", timeout)
        assert "welcome" in msgs[0], msgs[:3]
        return msgs[0]["welcome"], msgs[1:-1]

    async def quiet(self, seconds):
        """The messages that arrive within seconds, the connection staying open."""
        out, closed = await self.rest(seconds)
        assert not closed, ("the server closed the connection", out)
        return out


class SeatLog:
    """What a seat got: .conns, one list of messages per connection, in order."""

    def __init__(self, seat):
        self.seat = seat
        self.conns = []

    @property
    def all(self):
        return [m for c in self.conns for m in c]

    def of(self, key):
        return [m[key] for m in self.all if key in m]

    @property
    def over(self):
        overs = self.of("over")
        return overs[-1] if overs else None


async def play_seat(where, token, seat, seed, *, silent=False, leave_at=None, hook=None,
                    log=None, idle=60, paced=False):
    """Plays a seat to `over`: answers each decide by choose() (none if silent) at once, or
    under the message rate if paced. leave_at: a decision id at which the connection is closed
    without answering, once, and the seat joins again. hook(conn, msg) is awaited for every
    message. Returns the SeatLog."""
    log = log or SeatLog(seat)
    port, left = where.server.port, False
    while True:
        try:
            async with connect(port) as ws:
                conn = Conn(ws)
                log.conns.append(conn.got)
                pacer = Pacer() if paced else None
                await conn.send({"join": token})
                while True:
                    msg = await conn.recv(idle)
                    if hook:
                        await hook(conn, msg)
                    if "over" in msg:
                        return log
                    err = msg.get("error")
                    assert not (err and err.get("limit") == "message_rate"), (seat, msg)
                    if "decide" in msg and not silent:
                        d = msg["decide"]
                        if leave_at == d["id"] and not left:
                            left = True
                            break  # the connection closes; join again
                        if pacer:
                            await pacer.take()
                        await conn.send({"id": d["id"], "take": choose(seed, seat, d)})
        except websockets.ConnectionClosed:
            port = await where.port_after(port)
        except OSError:  # refused: the server is restarting
            port = await where.port_after(port)


async def watch(port, token, *, hook=None, idle=60):
    """A spectator to `over`: returns the messages it got."""
    async with connect(port) as ws:
        conn = Conn(ws)
        await conn.send({"join": token})
        while True:
            msg = await conn.recv(idle)
            if hook:
                await hook(conn, msg)
            if "over" in msg:
                return conn.got


def bots(where, made, seed, but=(), **kw):
    """play_seat coroutines for every bot seat of a table made by create_table, but those in
    but (played otherwise by the test)."""
    return {s: play_seat(where, v["token"], s, seed, **kw)
            for s, v in made["seats"].items() if v["player"] == "bot" and s not in but}


def run(coro, timeout):
    """Runs a coroutine with a bound on the whole of it."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def gather_seats(coros):
    """Runs {seat: coroutine}; returns {seat: result}."""
    seats = list(coros)
    results = await asyncio.gather(*(coros[s] for s in seats))
    return dict(zip(seats, results))


def decisions(record):
    """The record's decision lines, in order."""
    return [line for line in record if "seat" in line and ("take" in line or "concede" in line)]


def replay_winner(cli, path, cwd=None):
    """Plays a record back with `tagteam play --replay FILE --json`: the winning team (1, 2)
    of its last game, None for a draw."""
    r = subprocess.run([cli, "play", "--replay", str(path), "--json"], capture_output=True,
                       text=True, timeout=120, cwd=cwd)
    assert r.returncode == 0, r.stderr[-3000:]
    winner = "none"
    for line in r.stdout.splitlines():
        ev = json.loads(line)
        if ev.get("event") == "game_over":  # a: the winning team from 0, -1 for a draw
            winner = None if ev["a"] < 0 else ev["a"] + 1
        if ev.get("event") == "match" and ev.get("kind") == "match_over":
            winner = ev["team"]
    assert winner != "none", "the replay has no game_over event"
    return winner
