"""Spectators and talk: a spectator gets the public stream (caught up when it joins mid-match)
and never a hidden card or team talk; team talk reaches the teammate only, table talk everyone,
and both are in the record."""

import asyncio

from client import (SEATS, SHORT_YGO, Conn, Where, bots, connect, gather_seats, play_seat,
                    run, table_body, watch)


def events(msgs, leave=("decide", "shown")):
    """The event messages, without a seat's own decisions and private looks."""
    return [m for m in msgs if "event" in m and m["event"] not in leave]


def test_a_spectator_gets_the_public_stream_only(server):
    seed = 51
    made = server.create_table(table_body("ygo-team-duel", seed, {s: "bot" for s in SEATS}))
    where, token = Where(server), made["spectate"]["token"]
    late = []

    async def go():
        early = asyncio.ensure_future(watch(server.port, token))
        await asyncio.sleep(0.5)  # it joins before any seat does: the stream from the start

        async def join_late(conn, msg):  # a second spectator joins at 1A's 25th decision
            if "decide" in msg and msg["decide"]["id"] == 25 and not late:
                late.append(asyncio.ensure_future(watch(server.port, token)))

        plays = bots(where, made, seed, but=["1A"])
        plays["1A"] = play_seat(where, made["seats"]["1A"]["token"], "1A", seed, hook=join_late)
        logs = await gather_seats(plays)
        return logs, await early, await late[0]

    logs, early, late_got = run(go(), 100)
    for got in (early, late_got):
        assert got[0]["welcome"]["seat"] is None and got[0]["welcome"]["table"] == made["table"]
        kinds = {"event" if "event" in m else next(iter(m)) for m in got}
        assert kinds <= {"welcome", "event", "caught_up", "talk", "over"}, kinds
        assert got[-1] == logs["1A"].all[-1]  # the same over
    # the late spectator caught up on exactly the stream the first one had
    caught = next(i for i, m in enumerate(late_got) if "caught_up" in m)
    assert caught > 30
    strip = [m for m in late_got if "caught_up" not in m and "welcome" not in m]
    assert strip == [m for m in early if "caught_up" not in m and "welcome" not in m]
    # the public stream is every seat's stream but for each seat's decisions and private
    # looks, and it names a card only where all four seats' streams name it, in the words of
    # a seat that does not know more
    public = events(early)
    assert all(e["event"] not in ("decide", "shown") for e in public)
    seen = {s: events(logs[s].all) for s in SEATS}
    shape = [(e["event"], e.get("kind"), e.get("seat")) for e in public]
    for s in SEATS:
        assert [(e["event"], e.get("kind"), e.get("seat")) for e in seen[s]] == shape, s
    named = 0
    for i, e in enumerate(public):
        mine = [seen[s][i] for s in SEATS]
        if "name" in e:
            named += 1
            assert all(m.get("name") == e["name"] for m in mine), (e, mine)
        blind = [m for m in mine if "name" not in m] or mine
        assert e["text"] in {m["text"] for m in blind}, (e, mine)
    assert named > 20  # summons, attacks, the Graveyard: the public sees cards too
    draws = [e for e in public if e["event"] == "draw"]
    assert draws and not any("name" in e or "card" in e for e in draws)


def test_team_talk_reaches_the_teammate_only_and_table_talk_everyone(server):
    seed = 71
    made = server.create_table(table_body(SHORT_YGO, seed, {s: "bot" for s in SEATS}))
    where, spec_token = Where(server), made["spectate"]["token"]
    said, caught_talk = [], []

    async def go():
        joined = {s: asyncio.Event() for s in ("1B", "2A", "2B", "spectator")}

        def mark(who):
            async def hook(conn, msg):
                if "caught_up" in msg:
                    joined[who].set()
            return hook
        spectator = asyncio.ensure_future(watch(server.port, spec_token, hook=mark("spectator")))
        others = {s: asyncio.ensure_future(play_seat(where, made["seats"][s]["token"], s, seed,
                                                     hook=mark(s)))
                  for s in ("1B", "2A", "2B")}
        for e in joined.values():  # everyone else is at the table before 1A talks
            await e.wait()

        async def talk(conn, msg):  # 1A talks at its first decision, then plays
            if "decide" in msg and not said:
                said.append(msg)
                await conn.send({"say": "I have Mirror Force set", "to": "team"})
                await conn.send({"say": "good luck, all", "to": "table"})
                await conn.send({"say": "x" * 501, "to": "table"})  # over 500 bytes
                await conn.until("error")  # refused; the others never get it (below)
                async with connect(server.port) as ws:  # a spectator catching up now
                    late = Conn(ws)
                    _, stream = await late.join(spec_token)
                    caught_talk.extend(m["talk"] for m in stream if "talk" in m)
        one_a = await play_seat(where, made["seats"]["1A"]["token"], "1A", seed, hook=talk)
        logs = {s: await t for s, t in others.items()}
        logs["1A"] = one_a
        return logs, await spectator

    logs, spectator_got = run(go(), 90)
    team = {"from": "1A", "to": "team", "text": "I have Mirror Force set"}
    table = {"from": "1A", "to": "table", "text": "good luck, all"}
    got = {s: logs[s].of("talk") for s in SEATS}
    got["spectator"] = [m["talk"] for m in spectator_got if "talk" in m]
    assert got["1B"] == [team, table]
    for who in ("2A", "2B", "spectator"):
        assert got[who] == [table], who
    assert caught_talk == [table]  # a spectator's catch-up has no team talk either
    record = server.record(made["table"])
    assert [line["talk"] for line in record if "talk" in line] == [team, table]
    # the pasted ruleset is kept where the record names it, as it was pasted
    with open(record[0]["ruleset"]) as f:
        assert f.read() == SHORT_YGO


def test_a_spectator_does_not_talk(server):
    made = server.create_table(table_body(SHORT_YGO, 72, {s: "bot" for s in SEATS}))

    async def go():
        async with connect(server.port) as w1, connect(server.port) as w2:
            spec, seat = Conn(w1), Conn(w2)
            await seat.join(made["seats"]["1B"]["token"])
            await seat.quiet(0.5)
            await spec.join(made["spectate"]["token"])
            await spec.send({"say": "psst", "to": "table"})
            assert "error" in (await spec.recv())
            assert not [m for m in await seat.quiet(1.0) if "talk" in m]
    run(go(), 30)
