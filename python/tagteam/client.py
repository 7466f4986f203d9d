"""A seat at a `tagteam serve` table, over its WebSocket (docs/server.md is the protocol).

    import asyncio, random
    from tagteam.client import Seat

    async def main(link):
        async with Seat(link) as seat:                 # http://HOST:PORT/table#TOKEN
            async for msg in seat:                     # welcome, events, decide, chose, ...
                if "decide" in msg:
                    await seat.take(random.randrange(len(msg["decide"]["options"])))
        print(seat.over)                               # {"winner": 2, "wins": [0, 1], ...}

    asyncio.run(main("http://127.0.0.1:7700/table#7f0c..."))

`create_table(base_url, body)` makes a table (POST /api/tables). Only this module imports
`websockets` (Debian's python3-websockets, asyncio), and only when a seat connects: the rest of
the package works without it, and so does `create_table`. This file and join.py use nothing
else of the package (nor the library), so they also run on their own, copied to a machine that
has python3 and python3-websockets only.
"""

import asyncio
import inspect
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request

__all__ = ["Seat", "SeatError", "TableError", "create_table", "join_links", "kind_of",
           "parse_link"]

TALK_MAX = 500  # bytes of text in a talk line (docs/server.md, "What a seat sends")
MESSAGE_MAX = 1 << 24  # a decide with its observation is tens of KB; room to spare
_TOKEN = re.compile(r"^[0-9a-fA-F]{32}$")
_STREAM_KINDS = ("event", "chose", "talk")  # what a catch-up sends again
KINDS = ("event", "decide", "chose", "refused", "talk", "over", "error", "caught_up", "welcome",
         "reconnected")


class SeatError(Exception):
    """The server refused the join, another connection took the seat over, or the connection
    was lost for good."""


class TableError(Exception):
    """POST /api/tables refused the table: `status` (400, 503...) and the server's message."""

    def __init__(self, status, message, limit=None):
        super().__init__("HTTP %d: %s" % (status, message))
        self.status = status
        self.message = message
        self.limit = limit


def _websockets():
    try:
        import websockets  # the one import of it in the package (docs/python.md)
        import websockets.exceptions  # noqa: F401
    except ImportError as e:
        raise ImportError("tagteam.client needs the websockets package (Debian: apt install "
                          "python3-websockets)") from e
    return websockets


def parse_link(link, token=None):
    """(ws_url, token) of a join link `http://HOST:PORT/table#TOKEN` (https gives wss), or of a
    server's address (`http://HOST:PORT`, `ws://HOST:PORT/ws`) with the token given apart.
    ValueError when the token is not 32 hex digits."""
    if "://" not in link:
        link = "http://" + link
    u = urllib.parse.urlsplit(link)
    if token is None:
        token = u.fragment
    if not _TOKEN.match(token or ""):
        raise ValueError("a join token is 32 hex digits (the link's part after '#'), got %r"
                         % (token or ""))
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(u.scheme)
    if scheme is None or not u.netloc:
        raise ValueError("not a join link: %r (expected http://HOST:PORT/table#TOKEN)" % link)
    path = u.path.rstrip("/")
    if path.endswith("/table"):  # the page's address: the socket is beside it
        path = path[:-len("/table")]
    if not path.endswith("/ws"):
        path += "/ws"
    return urllib.parse.urlunsplit((scheme, u.netloc, path, "", "")), token.lower()


def create_table(base_url, body, timeout=10.0):
    """Makes a table: POST base_url/api/tables with body (a dict, or JSON text) and returns the
    server's answer (a dict: table, seats with their tokens and join paths, spectate). Raises
    TableError with the server's message when the table is refused (nothing is made)."""
    data = body if isinstance(body, (bytes, str)) else json.dumps(body)
    if isinstance(data, str):
        data = data.encode()
    req = urllib.request.Request(base_url.rstrip("/") + "/api/tables", data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        try:
            err = json.loads(e.read()).get("error", {})
        except ValueError:
            err = {}
        raise TableError(e.code, err.get("message", e.reason), err.get("limit")) from None


def join_links(base_url, table):
    """The whole join links of create_table's answer: {"1A": "http://HOST:PORT/table#...",
    ..., "spectate": ...}, for the seats played over a connection."""
    base = base_url.rstrip("/")
    links = {seat: base + s["join"] for seat, s in table["seats"].items() if "join" in s}
    if "spectate" in table:
        links["spectate"] = base + table["spectate"]["join"]
    return links


def kind_of(msg):
    """A message's kind: "event" ({"event": "draw", "seat": ..., "text": ...}, the stdio
    protocol's flat object), else its one key ("decide", "chose", "talk"...); None for a kind
    this client does not know."""
    for k in KINDS:
        if k in msg:
            return k
    return None


async def _maybe_await(x):
    return await x if inspect.isawaitable(x) else x


class Seat:
    """One connection to a table's seat (or its spectators), by the seat's secret token.

    `async for msg in seat` gives every message of the server as a dict with one key (welcome,
    event, decide, chose, refused, talk, over, error, caught_up; docs/server.md) and ends
    after `over` (the connection is then closed). While it runs, `seat.pending` is the pending
    decision (the `decide` object) or None, `seat.welcome` the table's welcome, `seat.over` the
    match's end.

    Reconnecting: when the connection drops before the match is over, the seat joins again
    with the same token (for up to `reconnect` seconds; 0 or None: never) and gives
    `{"reconnected": {"attempts": N}}`; of the stream the server sends again it gives only what
    had not come yet (the events, choices and talk counted by kind), then `caught_up` and the
    pending `decide` (again, with the same id). A seat taken over by another connection with
    the same token is not rejoined: SeatError.
    """

    def __init__(self, link, token=None, *, reconnect=60.0, open_timeout=10.0):
        self.url, self.token = parse_link(link, token)
        self.reconnect = reconnect or 0
        self.open_timeout = open_timeout
        self.welcome = None
        self.seat = None  # "1A", or None for a spectator
        self.pending = None
        self.over = None
        self.caught_up = False
        self._ws = None
        self._ahead = []  # messages read by connect() and not given yet
        self._seen = dict.fromkeys(_STREAM_KINDS, 0)  # given, by kind, over all connections
        self._got = dict.fromkeys(_STREAM_KINDS, 0)  # read on this connection
        self._last_error = None
        self._closing = False
        self._rejoined = False  # the next welcome is a reconnection's: not given again

    # ---- connecting ----

    async def connect(self):
        """Opens the connection and joins; returns the welcome. SeatError when the server
        refuses the token."""
        ws = _websockets()
        self._closing = False
        self._ws = await ws.connect(self.url, subprotocols=["tagteam"], max_size=MESSAGE_MAX,
                                    open_timeout=self.open_timeout, close_timeout=2)
        self._got = dict.fromkeys(_STREAM_KINDS, 0)
        self.caught_up = False
        self.pending = None
        self._last_error = None
        await self._ws.send(json.dumps({"join": self.token}))
        try:
            first = json.loads(await asyncio.wait_for(self._ws.recv(), self.open_timeout))
        except (asyncio.TimeoutError, ws.exceptions.ConnectionClosed) as e:
            await self._ws.close()
            raise SeatError("no welcome from %s (%s)" % (self.url, e)) from None
        if "welcome" not in first:
            await self._ws.close()
            msg = first.get("error", {}).get("message", json.dumps(first))
            raise SeatError("join refused: %s" % msg)
        self.welcome = first["welcome"]
        self.seat = self.welcome.get("seat")
        self._ahead.append(first)
        return self.welcome

    async def close(self):
        """Closes the connection (the seat stays at the table: join again with its token)."""
        self._closing = True
        if self._ws is not None:
            await self._ws.close()

    async def __aenter__(self):
        await self.connect()
        return self

    async def __aexit__(self, *exc):
        await self.close()

    async def _rejoin(self):
        ws = _websockets()
        deadline = time.monotonic() + self.reconnect
        attempts, wait = 0, 0.2
        while True:
            attempts += 1
            try:
                await self.connect()
                self._rejoined = True
                return attempts
            except (OSError, asyncio.TimeoutError, ws.exceptions.InvalidHandshake,
                    ws.exceptions.ConnectionClosed) as e:
                if time.monotonic() + wait > deadline:
                    raise SeatError("the connection to %s was lost and could not be made again "
                                    "(%s)" % (self.url, e)) from None
            await asyncio.sleep(wait)
            wait = min(wait * 2, 5.0)

    # ---- reading ----

    def __aiter__(self):
        return self.messages()

    async def messages(self):
        """The server's messages, as `async for msg in seat` gives them."""
        ws = _websockets()
        if self._ws is None:
            await self.connect()
        while True:
            if self._ahead:
                msg = self._ahead.pop(0)
            else:
                try:
                    msg = json.loads(await self._ws.recv())
                except ws.exceptions.ConnectionClosed:
                    if self._closing or self.over is not None:
                        return
                    err = (self._last_error or {}).get("message", "")
                    if "another connection joined" in err:
                        raise SeatError("another connection joined this seat") from None
                    if not self.reconnect:
                        raise SeatError("the connection to %s was lost" % self.url) from None
                    self._ws = None
                    self.pending = None  # it comes again once the seat is back
                    attempts = await self._rejoin()
                    yield {"reconnected": {"attempts": attempts}}
                    continue
            if not self._note(msg):
                continue
            yield msg
            if "over" in msg:
                await self.close()
                return
            if "another connection joined" in (msg.get("error") or {}).get("message", ""):
                await self.close()  # the server closes it too: not a drop to rejoin after
                raise SeatError("another connection joined this seat")

    def _note(self, msg):
        """Keeps the seat's state up to date; False for a message sent again by a catch-up
        after a reconnection that was given already."""
        kind = kind_of(msg)
        if kind in _STREAM_KINDS:
            self._got[kind] += 1
            if self._got[kind] <= self._seen[kind]:
                return False  # given before the connection dropped
            self._seen[kind] = self._got[kind]
        if kind == "welcome" and self._rejoined:
            self._rejoined = False
            return False  # the same table again: said as "reconnected"
        if kind == "decide":
            self.pending = msg["decide"]
        elif kind == "chose":
            if self.pending is not None and self.pending.get("id") == msg["chose"].get("id"):
                self.pending = None
        elif kind == "caught_up":
            self.caught_up = True
        elif kind == "over":
            self.over = msg["over"]
            self.pending = None
        elif kind == "error":
            self._last_error = msg["error"]
        return True

    # ---- sending ----

    async def _send(self, obj):
        ws = _websockets()
        if self._ws is None:  # joining again after a drop
            if not self.reconnect or self.over is not None:
                raise SeatError("not connected")
            return  # lost with the connection: the decision comes again once it is back
        try:
            await self._ws.send(json.dumps(obj))
        except ws.exceptions.ConnectionClosed:
            if not self.reconnect or self.over is not None:
                raise SeatError("the connection to %s was lost" % self.url) from None
            # lost with the connection: the decision comes again once it is back

    def _pending_id(self):
        if self.pending is None:
            raise SeatError("no decision pending")
        return self.pending["id"]

    async def take(self, option):
        """Takes an option of the pending decision: its index in `options` (from 0) or its
        label (or the only label holding that text), echoing the decision's id. The server
        answers `chose`, or `refused` with the reason and the rule (the decision then stays
        pending). SeatError when no decision is pending."""
        if isinstance(option, bool) or not isinstance(option, (int, str)):
            raise TypeError("an option is an index (int) or a label (str)")
        await self._send({"id": self._pending_id(), "take": option})

    async def concede(self):
        """Concedes at the pending decision (YP-11)."""
        await self._send({"id": self._pending_id(), "concede": True})

    async def say(self, text, to="team"):
        """Talk: to "team" (the seat's teammates only, YT-1.9) or "table" (everyone, the
        spectators too). At most 500 bytes of text."""
        if to not in ("team", "table"):
            raise ValueError('talk goes to "team" or "table", not %r' % (to,))
        if len(text.encode()) > TALK_MAX:
            raise ValueError("talk of more than %d bytes" % TALK_MAX)
        await self._send({"say": text, "to": to})

    # ---- callbacks ----

    async def run(self, on_decide, on_message=None, max_refusals=10):
        """Plays the seat to the match's end with callbacks and returns the `over` object.
        on_message(msg) sees every message; on_decide(decide) returns the option to take (an
        index or a label), {"concede": True}, or None when it took the decision itself. Either
        may be a coroutine function. A refused option asks on_decide again for the same
        decision, up to max_refusals times (then SeatError)."""
        refusals = 0
        async for msg in self:
            if on_message is not None:
                await _maybe_await(on_message(msg))
            if "decide" in msg:
                refusals = 0
            elif "refused" in msg and self.pending is not None:
                if msg["refused"].get("rule") in ("stale", "not_your_decision"):
                    continue  # an answer that crossed a move of the match: not this decision's
                refusals += 1
                if refusals > max_refusals:
                    raise SeatError("decision %s refused %d times: %s" % (
                        self.pending["id"], refusals, msg["refused"].get("reason")))
            else:
                continue
            if self.pending is None:
                continue
            choice = await _maybe_await(on_decide(self.pending))
            if choice is None:
                continue
            if isinstance(choice, dict) and choice.get("concede"):
                await self.concede()
            else:
                await self.take(choice)
        return self.over
