"""Joining again: a seat that loses its connection and comes back with its token, a second
connection taking a seat over, and a server killed with SIGKILL and started again on the same
--data (docs/server.md, "Reconnecting" and "Records")."""

import os

from client import (SEATS, Conn, Where, bots, choose, connect, decisions, gather_seats,
                    play_seat, replay_winner, run, table_body)

NOT_STREAM = ("welcome", "caught_up", "decide")


def test_a_seat_rejoins_with_its_token_and_gets_the_stream_so_far(server, cli):
    seed = 31
    players = {"1A": "person", "1B": "bot", "2A": "bot", "2B": "bot"}
    made = server.create_table(table_body("ptcg-doubles", seed, players))
    where = Where(server)
    plays = bots(where, made, seed)
    # 1A, a person reloading the page, closes its connection at its 6th decision without
    # answering, and joins again
    plays["1A"] = play_seat(where, made["seats"]["1A"]["token"], "1A", seed, leave_at=6)
    logs = run(gather_seats(plays), 100)
    first, second = logs["1A"].conns
    assert "decide" in first[-1] and first[-1]["decide"]["id"] == 6
    before = [m for m in first if not any(k in m for k in NOT_STREAM)]
    assert sum(1 for m in before if "chose" in m) == 5
    assert "welcome" in second[0] and second[0]["welcome"]["seat"] == "1A"
    caught = next(i for i, m in enumerate(second) if "caught_up" in m)
    again = second[1:caught]
    # the stream so far, with 1A's own chose lines where they happened, and nothing new in
    # it but what the table did while 1A was away (nothing: it waited for 1A)
    assert again[:len(before)] == before
    assert not any(k in m for m in again for k in ("decide", "welcome", "refused", "error"))
    # then the same pending decision, the same id, sent once
    assert second[caught + 1] == first[-1]
    assert all(logs[s].over == logs["1A"].over for s in SEATS)
    path = os.path.join(server.data, "replays", made["table"] + ".jsonl")
    assert replay_winner(cli, path) == logs["1A"].over["winner"]


def test_a_second_connection_takes_the_seat_over(server):
    made = server.create_table(table_body("ygo-team-duel", 32, {s: "bot" for s in SEATS}))

    async def go():
        # no seat answers, so the table stands still: find the seat it waits for
        pending = {}
        for s in SEATS:
            async with connect(server.port) as ws:
                c = Conn(ws)
                await c.join(made["seats"][s]["token"])
                pending[s] = await c.quiet(0.5)
        seat = next(s for s in SEATS if pending[s])
        token = made["seats"][seat]["token"]
        async with connect(server.port) as ws1, connect(server.port) as ws2:
            c1, c2 = Conn(ws1), Conn(ws2)
            _, stream1 = await c1.join(token)
            assert await c1.quiet(0.5) == pending[seat]
            welcome, stream2 = await c2.join(token)
            assert welcome["seat"] == seat and stream2 == stream1
            assert await c2.quiet(0.5) == pending[seat]
            # the new connection plays the seat on
            d = pending[seat][0]["decide"]
            await c2.send({"id": d["id"], "take": choose(0, seat, d)})
            assert (await c2.until("chose"))[-1]["chose"]["id"] == d["id"]
            # the first was told, and closed
            rest, closed = await c1.rest(5)
            assert rest == [{"error": {"message": "another connection joined this seat"}}]
            assert closed, "the first connection is still open 5 s after it was told"
    run(go(), 40)


def test_sigkill_and_restart_resume_every_table_as_if_uninterrupted(servers, cli):
    seed = 33
    server = servers()
    body = table_body("ptcg-doubles", seed, {s: "bot" for s in SEATS})
    # the uninterrupted run
    plain = server.create_table(body)
    plain_logs = run(gather_seats(bots(Where(server), plain, seed)), 100)
    plain_record = server.record(plain["table"])
    # the same table, the server killed with SIGKILL at 1A's 30th decision and started again
    # on the same --data (a port of its own: --port 0); the bots join again with their tokens
    made = server.create_table(body)
    where = Where(server, restarts=True)
    killed = []

    async def kill_at_30(conn, msg):
        if "decide" in msg and msg["decide"]["id"] == 30 and not killed:
            killed.append(server.port)
            server.kill9()
            server.start()

    plays = bots(where, made, seed, but=["1A"])
    plays["1A"] = play_seat(where, made["seats"]["1A"]["token"], "1A", seed, hook=kill_at_30)
    logs = run(gather_seats(plays), 120)
    assert killed and server.port != killed[0]
    for s in SEATS:
        assert len(logs[s].conns) == 2, (s, len(logs[s].conns))
        first, second = logs[s].conns
        assert second[0]["welcome"]["table"] == made["table"]
        # nothing a seat was told before the kill is lost: each decision was on disk before
        # it was applied, so the stream played again from the record starts with it all
        before = [m for m in first if not any(k in m for k in NOT_STREAM)]
        caught = caught_index(second)
        assert second[1:caught][:len(before)] == before, s
        assert logs[s].over == dict(plain_logs[s].over, record=made["table"])
    assert logs["1A"].conns[1][caught_index(logs["1A"].conns[1]) + 1]["decide"]["id"] == 30
    record = server.record(made["table"])
    assert decisions(record) == decisions(plain_record)
    assert record[-1] == plain_record[-1] or strip(record[-1], made) == strip(
        plain_record[-1], plain)
    # the uninterrupted table's record is still there after the restart
    assert os.path.exists(os.path.join(server.data, "replays", plain["table"] + ".jsonl"))
    path = os.path.join(server.data, "replays", made["table"] + ".jsonl")
    assert replay_winner(cli, path) == logs["1A"].over["winner"]


def caught_index(msgs):
    return next(i for i, m in enumerate(msgs) if "caught_up" in m)


def strip(line, made):
    """A record's result line without the table's own name."""
    return {k: v for k, v in line["result"].items() if v != made["table"]}
