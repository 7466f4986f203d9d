"""Bad input over both doors: WebSocket messages that are not understood, break a limit or are
refused by the rules get an `error` or `refused` and change nothing, and the server plays on;
bad table creations get 400 and make no table (docs/server.md)."""

import os
import re
import time


from client import (ROOT, SEATS, SHORT_YGO, Conn, Where, bots, connect, gather_seats, run,
                    table_body)


def limit(msg):
    return msg.get("error", {}).get("limit")


async def frozen(server, made):
    """Every seat of a table of bots joined, none answering, so the table stands still:
    (the connections by seat, the seat it waits for and its decide, a seat with nothing to
    decide)."""
    conns, pending = {}, {}
    for s in SEATS:
        conns[s] = Conn(await connect(server.port).__aenter__())
        await conns[s].join(made["seats"][s]["token"])
        pending[s] = await conns[s].quiet(0.5)
    p = next(s for s in SEATS if pending[s])
    q = next(s for s in SEATS if not pending[s])
    return conns, p, pending[p][0]["decide"], q


def test_messages_before_a_join_get_an_error(server):
    server.create_table(table_body("ygo-team-duel", 80, {s: "bot" for s in SEATS}))

    async def go():
        async with connect(server.port) as ws:
            c = Conn(ws)
            for text in ("this is not JSON {", "[1, 2, 3]", '"join"', "17", "{}",
                         '{"join": 5}', '{"join": "abc"}', '{"id": 1, "take": 0}',
                         '{"say": "hi", "to": "table"}'):
                await c.send(text)
                got = await c.recv()
                assert list(got) == ["error"] and got["error"]["message"], (text, got)
            await c.send({"join": "0" * 32})  # a token of no seat
            got, _ = await c.rest(2)
            assert [list(m) for m in got] == [["error"]], got
    run(go(), 30)


def test_a_seats_bad_messages_are_refused_and_change_nothing(server):
    made = server.create_table(table_body("ygo-team-duel", 81, {s: "bot" for s in SEATS}))
    tokens = {s: made["seats"][s]["token"] for s in SEATS}

    async def go():
        conns, p, d, q = await frozen(server, made)
        P, Q = conns[p], conns[q]
        try:
            await Q.send({"join": tokens[q]})  # a second join on the same connection
            assert limit(await Q.recv()) == "join"
            await Q.send({"join": tokens[p]})
            assert limit(await Q.recv()) == "join"

            await P.send({"id": d["id"] + 7, "take": 0})  # an id not yet given
            assert (await P.recv())["refused"]["rule"] == "stale"
            await P.send({"id": d["id"] - 1, "take": 0})  # an id gone by (or 0)
            assert (await P.recv())["refused"]["rule"] == "stale"
            await Q.send({"id": 1, "take": 0})  # Q has nothing to decide
            assert (await Q.recv())["refused"]["rule"] == "not_your_decision"

            for take in ("no option is called this", len(d["options"]), -1):
                await P.send({"id": d["id"], "take": take})  # a choice naming no option
                got = await P.recv()
                assert got["refused"]["id"] == d["id"] and got["refused"]["reason"], got
            for bad in ({"id": d["id"]}, {"id": d["id"], "take": [0]}, {"id": "one", "take": 0},
                        {"say": "hi", "to": "everyone"}, {"say": 7, "to": "team"},
                        {"what": "ever"}):
                await P.send(bad)  # not understood
                got = await P.recv()
                assert "error" in got or "refused" in got, (bad, got)
            assert await P.quiet(0.5) == []  # the decide stays pending, not sent again

            # a flood: 200 messages at once; past 40 (and 20 a second) they are refused
            start = time.monotonic()
            for i in range(200):
                await Q.ws.send('{"id": %d, "take": 0}' % (1000 + i))
            answers = [await Q.recv() for _ in range(200)]
            took = time.monotonic() - start
            limited = [m for m in answers if limit(m) == "message_rate"]
            refused = [m for m in answers if "refused" in m]
            assert len(limited) + len(refused) == 200, answers[:3]
            assert 200 - 40 - 20 * (took + 1) <= len(limited) <= 170, (len(limited), took)
            assert await Q.quiet(2.5) == []  # the bucket fills again; the connection is open
            await Q.send({"id": 1, "take": 0})
            assert (await Q.recv())["refused"]["rule"] == "not_your_decision"

            # the table was not touched: P's decision is still the one pending, and taken now
            await P.send({"id": d["id"], "take": 0})
            got = await P.until("chose")
            assert got[-1]["chose"] == {"id": d["id"], "option": 0, "label": d["options"][0]}
        finally:
            for c in conns.values():
                await c.ws.close()

    run(go(), 60)
    # and another table on the same server plays to the end
    players = {"1A": "bot", "1B": "greedy", "2A": "random", "2B": "greedy"}
    other = server.create_table(table_body(SHORT_YGO, 82, players))
    logs = run(gather_seats(bots(Where(server), other, 82)), 60)
    assert logs["1A"].over["record"] == other["table"]
    assert os.path.exists(os.path.join(server.data, "replays", other["table"] + ".jsonl"))


def test_a_message_over_16_kib_is_refused_and_its_connection_closed(server):
    made = server.create_table(table_body("ygo-team-duel", 83, {s: "bot" for s in SEATS}))

    async def go():
        async with connect(server.port) as ws:
            c = Conn(ws)
            await c.join(made["spectate"]["token"])
            await c.send({"say": "x" * (16 * 1024 + 1), "to": "table"})
            got, closed = await c.rest(5)
            assert [limit(m) for m in got] == ["message_size"], got
            assert closed, "the connection is still open 5 s after the message_size error"
        async with connect(server.port) as ws:  # 16 KiB is not over
            c = Conn(ws)
            await c.join(made["spectate"]["token"])
            await c.send('{"say": "%s", "to": "table"}' % ("x" * (16 * 1024 - 26)))
            got = await c.recv()
            assert list(got) == ["error"] and limit(got) != "message_size", got
    run(go(), 30)


def deck_text(name):
    with open(os.path.join(ROOT, "games", "yugioh", "decks", name + ".yaml")) as f:
        return f.read()


YAML_ERROR = "name: x\ntitle: x\nextends: ygo-team-duel\nlife: [1,\n"
FILE_BASE = "name: x\ntitle: x\nextends: ../rulesets/ygo-team-duel.yaml\n"
ABS_BASE = "name: x\ntitle: x\nextends: /etc/passwd.yaml\n"
DECKS = ("name: x\ntitle: x\nextends: ygo-team-duel\ndecks:\n  default:\n"
         "    1A: ../games/yugioh/decks/dragons.yaml\n")
BAD_LIFE = "name: x\ntitle: x\nextends: ygo-team-duel\nlife:\n  start: -5\n"
BAD_DECK = "name: mine\ngame: yugioh\nmain:\n  No Such Card: 3\n"


def seat(**kw):
    return {"seats": {"1A": dict({"player": "bot"}, **kw)}}


BAD_TABLES = [
    ("no ruleset", {"seed": 1}, None),
    ("unknown ruleset", {"ruleset": "no-such-ruleset"}, None),
    ("a ruleset file", {"ruleset": "rulesets/ygo-team-duel.yaml"}, None),
    ("a path out", {"ruleset": "../../../etc/passwd"}, None),
    ("both", {"ruleset": "ygo-team-duel", "ruleset_yaml": SHORT_YGO}, None),
    ("YAML error", {"ruleset_yaml": YAML_ERROR}, r"^ruleset_yaml:\d+:\d+: "),
    ("schema error", {"ruleset_yaml": BAD_LIFE}, r"^ruleset_yaml:5:\d+: life\.start: "),
    ("extends a file", {"ruleset_yaml": FILE_BASE}, r"^ruleset_yaml:3:\d+: extends: .*file"),
    ("extends /", {"ruleset_yaml": ABS_BASE}, r"^ruleset_yaml:3:\d+: extends: .*file"),
    ("decks.default", {"ruleset_yaml": DECKS}, r"^ruleset_yaml:6:\d+: decks\.default\.1A: "),
    ("unknown deck", dict(ruleset="ygo-team-duel", **seat(deck="no-such-deck")), None),
    ("deck path", dict(ruleset="ygo-team-duel", **seat(deck="../../../etc/passwd")), None),
    ("bad deck", dict(ruleset="ygo-team-duel", **seat(deck_yaml=BAD_DECK)),
     r"^1A\.deck_yaml:4:\d+: "),
    ("deck YAML error", dict(ruleset="ygo-team-duel", **seat(deck_yaml="main: [\n")),
     r"^1A\.deck_yaml:\d+:\d+: "),
    ("another game's deck", dict(ruleset="ptcg-doubles", **seat(deck="dragons")), None),
    ("unknown seat", {"ruleset": "ygo-team-duel", "seats": {"3C": {"player": "bot"}}}, None),
    ("seat of 1v1", {"ruleset": "ygo-duel", "seats": {"1B": {"player": "bot"}}}, None),
    ("unknown player", dict(ruleset="ygo-team-duel", **seat(player="wizard")), None),
    ("mcts over 1000", dict(ruleset="ygo-team-duel", **seat(player="mcts:1001")), None),
    ("mcts:0", dict(ruleset="ygo-team-duel", **seat(player="mcts:0")), None),
    ("negative clock", {"ruleset": "ygo-team-duel", "clock": {"decision": -1}}, None),
    ("bad timeout", {"ruleset": "ygo-team-duel", "clock": {"decision": 5, "timeout": "nap"}},
     None),
    ("seed a word", {"ruleset": "ygo-team-duel", "seed": "seven"}, None),
    ("seats a list", {"ruleset": "ygo-team-duel", "seats": ["1A"]}, None),
]


def test_bad_tables_get_400_and_no_table(server):
    assert server.http("GET", "/health")[1].strip() == "ok"
    status, listed = server.http("GET", "/api/rulesets")
    assert status == 200 and "ygo-team-duel" in str(listed) and "ptcg-doubles" in str(listed)
    failures = []
    for what, body, pattern in BAD_TABLES + [("not JSON", b"{not json", None),
                                             ("not an object", b"[1, 2]", None),
                                             ("empty", b"", None)]:
        raw = body if isinstance(body, bytes) else None
        status, got = server.http("POST", "/api/tables", None if raw else body, raw=raw)
        ok = (status == 400 and isinstance(got, dict) and list(got) == ["error"] and
              got["error"].get("message"))
        if ok and pattern:
            ok = re.search(pattern, got["error"]["message"])
        if not ok:
            failures.append((what, status, got))
    assert not failures, failures
    for sub in ("tables", "replays"):  # nothing made
        path = os.path.join(server.data, sub)
        assert not os.path.exists(path) or os.listdir(path) == [], os.listdir(path)
    # what the bad cases broke, once mended, makes a table
    good = dict(table_body(SHORT_YGO, 1, {"1A": "mcts:5", "1B": "first", "2A": "bot"}))
    good["seats"]["2B"] = {"player": "random", "deck_yaml": deck_text("dragons")}
    good["seats"]["1B"]["deck"] = "fiends"
    good["clock"] = {"decision": 30, "total": 600, "timeout": "concede"}
    made = server.create_table(good)
    assert os.listdir(os.path.join(server.data, "tables")) != []
    assert {s: v["player"] for s, v in made["seats"].items()} == {
        "1A": "mcts:5", "1B": "first", "2A": "bot", "2B": "random"}
    # a shipped variant by name; a seat not given is a person's, with a token
    made = server.create_table({"ruleset": "variants/ygo-team-duel-16000"})
    assert all(v["player"] == "person" and len(v["token"]) == 32
               for v in made["seats"].values()), made


def test_max_tables_is_503(servers):
    server = servers(args=["--max-tables", "1"])
    body = table_body("ygo-team-duel", 1, {s: "bot" for s in SEATS})
    server.create_table(body)
    status, got = server.http("POST", "/api/tables", body)
    assert status == 503 and "tables" in got["error"]["message"], (status, got)


def test_max_connections_refuses_the_next_connection(servers):
    server = servers(args=["--max-connections", "1"])
    made = server.create_table(table_body("ygo-team-duel", 2, {s: "bot" for s in SEATS}))

    async def go():
        async with connect(server.port) as ws1:
            first = Conn(ws1)
            await first.join(made["spectate"]["token"])
            async with connect(server.port) as ws2:
                got, closed = await Conn(ws2).rest(5)
                assert [limit(m) for m in got] == ["connections"], got
                assert closed, "the connection past --max-connections is still open after 5 s"
            assert await first.quiet(0.5) == []  # the first is untouched
    run(go(), 30)


def test_connections_that_close_before_a_request_leave_the_server_serving(server):
    """A TCP connection that closes before it sends anything (a port scan, a client gone at
    once) ends only itself: the server answers the next request."""
    import socket
    for payload in (b"", b"GET / HTTP/1.1\r\nHost: x\r\n",
                    b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n",
                    b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"):
        s = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        if payload:
            s.sendall(payload)
        time.sleep(0.2)
        s.close()
    time.sleep(0.3)
    status, body = server.http("GET", "/health")
    assert status == 200 and body.strip() in ("ok", b"ok"), (status, body)
