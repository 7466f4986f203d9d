"""A person at a `tagteam serve` table, in a terminal: python3 -m tagteam.join LINK.

It prints the seat's stream as it comes (each event's text, the talk, the seat's own choices),
and at each of the seat's decisions a short board drawn from the decision's observation (what
the seat may know: the cards it knows by name, counts for the rest) and the numbered options.
The person types an option's number (1 the first), its label or a unique part of it, `concede`,
`say TEXT` (to the team), `all TEXT` (to the table), `board` or `help`. A dropped connection
is joined again with the same link; the stream is not printed twice. The web page (issue 34)
will replace it. docs/server.md, "A table for four friends".

Exit status: 0 when the match is over or the input ended (the seat stays at the table: the
same link joins it again), 1 when the server refused the link or could not be reached, 2 for
a link that is not one.
"""

import argparse
import asyncio
import os
import sys
import threading

try:
    from .client import Seat, SeatError, kind_of, parse_link
except ImportError:  # run as a file (python3 join.py LINK), client.py beside it
    from client import Seat, SeatError, kind_of, parse_link

HELP = ("Type an option's number (1-{n}), its label or a unique part of it; `concede` to "
        "concede; `say TEXT` to talk to your team, `all TEXT` to the whole table; `board` to "
        "see the board again (`board all`: every card of the long piles too); `help` or `?` "
        "for this.")
CARD_KEYS = {"i", "id", "name", "handle", "face_down", "revealed", "owner", "controller",
             "attached_to"}  # the rest of a card's keys are the game's fields
LONG_ZONE = 6  # a zone of more cards shows its last ones (a Graveyard's top), `board all` all


def card_name(c):
    if "name" in c:
        return c["name"]
    return "face-down card" if c.get("face_down") else "hidden card"


def card_fields(c):
    """ " (atk 1700, def 1000, attack)": the game's fields, a named value by its name alone."""
    parts = []
    for k, v in c.items():
        if k in CARD_KEYS or v is None or v == []:
            continue
        if isinstance(v, list):
            parts.append("+".join(str(x) for x in v))
        elif isinstance(v, str):
            parts.append(v)
        else:
            parts.append("%s %s" % (k, v))
    return " (%s)" % ", ".join(parts) if parts else ""


def board_lines(obs, me, full=False):
    """The board of a decide's observation, as the terminal agent of `tagteam play --agent
    SEAT=human` shows it (cli/agent_human.c): turn, phase, life, the zones with a card in
    them, the chain or attack in progress."""
    head = "--- %s's board: turn %s" % (me or "the table", obs.get("turn"))
    if obs.get("phase"):
        head += ", %s" % obs["phase"]
    if obs.get("turn_seat"):
        head += " (%s's turn)" % obs["turn_seat"]
    elif obs.get("turn_team"):
        head += " (team %s's turn)" % obs["turn_team"]
    out = [head + " ---"]
    for key, what in (("life", "Life"), ("prizes_taken", "Prize cards taken")):
        pool = obs.get(key) or {}
        if not pool:
            continue
        by_value = {}  # teammates of one value on one line ("1A/1B 8000"): a team pool
        for seat, v in pool.items():
            by_value.setdefault((seat[:1], v), []).append(seat)
        out.append("%s: %s" % (what, ", ".join("%s %s" % ("/".join(s), v)
                                               for (_, v), s in by_value.items())))
    cards = {c["i"]: (c, z["zone"]) for z in obs.get("zones", []) for c in z.get("cards", [])}
    cut = False
    for z in obs.get("zones", []):
        n = z.get("count", 0)
        if not n:
            continue
        if "cards" not in z:
            out.append("  %s: %d card%s (hidden)" % (z["zone"], n, "" if n == 1 else "s"))
            continue
        hand = z["zone"].endswith(".hand")  # a hand without its fields: the names say enough
        shown = z["cards"] if full else z["cards"][-LONG_ZONE:]  # a pile's top cards
        names = ["..."] if len(shown) < len(z["cards"]) else []
        for c in shown:
            text = card_name(c) + ("" if hand else card_fields(c))
            on = cards.get(c.get("attached_to"))
            if on:
                text += " on %s (%s)" % (card_name(on[0]), on[1])
            names.append(text)
        out.append("  %s (%d): %s" % (z["zone"], n, "; ".join(names)))
        cut = cut or len(shown) < len(z["cards"])
    if obs.get("chain"):
        out.append("In progress:")
        for k, link in enumerate(obs["chain"], 1):
            text = "  %d) %s" % (k, link.get("kind", "link"))
            if link.get("seat"):
                text += " by %s" % link["seat"]
            if link.get("card") in cards:
                text += ": %s" % card_name(cards[link["card"]][0])
            if link.get("target") in cards:
                text += " -> %s" % card_name(cards[link["target"]][0])
            elif link.get("target_seat"):
                text += " -> %s" % link["target_seat"]
            out.append(text)
    if cut:
        out.append("(long piles show their top %d cards: `board all` lists every card)"
                   % LONG_ZONE)
    return out


def decision_lines(d, me, full=False):
    """The board (or, between games, the match so far), the clock and the numbered options."""
    if "observation" in d:
        out = [""] + board_lines(d["observation"], me, full)
    else:
        wins = d.get("wins", [0, 0])
        out = ["", "--- %s decides before game %s (game wins: team 1 %s, team 2 %s) ---"
               % (me, d.get("next_game"), wins[0], wins[1])]
    clock = d.get("clock")
    if clock:
        left = ["%.0f s for this decision" % clock["decision"]] if "decision" in clock else []
        left += ["%.0f s in all" % clock["total"]] if "total" in clock else []
        out.append("Clock: " + ", ".join(left))
    out.append("Options:")
    out += ["  %d) %s" % (k, label) for k, label in enumerate(d["options"], 1)]
    return out


def label_option(options, text):
    """The option labelled text: the label itself, else the only label holding it (equal
    labels count once: the first). None when none or several do: the server says why."""
    found = None
    for k, label in enumerate(options):
        if label == text:
            return k
        if text in label:
            if found is None:
                found = k
            elif options[found] != label:
                return None
    return found


class Terminal:
    def __init__(self, seat, out_of_tty):
        self.seat = seat
        self.echo = out_of_tty  # piped answers are shown after the prompt, as a terminal would
        self.answered = None  # the id of the decision answered, until chose or refused
        self.changed = asyncio.Event()
        self.at_prompt = False  # the prompt is the last thing out, with no newline after it

    def me(self):
        return self.seat.seat or "spectator"

    def ready(self):
        d = self.seat.pending
        return d is not None and d.get("id") != self.answered

    def prompt(self):
        print("%s> " % self.me(), end="", flush=True)
        self.at_prompt = True

    def out(self, text=""):
        """A line of output, on a line of its own (a talk line can come while the person is at
        the prompt: the prompt is given again after it)."""
        print(("\n" if self.at_prompt else "") + text, flush=True)
        self.at_prompt = False

    def echo_line(self, text):
        print(text, flush=True)  # after the prompt, as a terminal shows what is typed
        self.at_prompt = False

    def show(self, msg):
        """Prints one message of the server."""
        kind = kind_of(msg)
        body = msg if kind == "event" else msg.get(kind)
        if not isinstance(body, dict):
            return  # caught_up, or a kind this client does not know
        if kind == "welcome":
            players = ", ".join("%s %s" % kv for kv in body.get("players", {}).items())
            self.out("Table %s: %s (%s). You are %s. Players: %s." % (
                body.get("table"), body.get("title"), body.get("ruleset"),
                body.get("seat") or "a spectator", players))
        elif kind == "event":
            if body.get("event") == "decide" and body.get("seat") == self.seat.seat:
                return  # said by its `chose`, with the option's label
            if "text" in body:
                self.out(body["text"])
        elif kind == "chose":
            what = "concedes" if body.get("concede") else body.get("label") or body.get("option")
            late = " (out of time)" if body.get("timeout") else ""
            self.out("  %s: %s%s" % (self.me(), what, late))
            if self.answered == body.get("id"):
                self.answered = None
        elif kind == "talk":
            again = self.at_prompt
            self.out("[%s] %s: %s" % (body.get("to"), body.get("from"), body.get("text")))
            if again:
                self.prompt()
        elif kind == "decide":
            self.out("\n".join(decision_lines(body, self.me())))
            self.prompt()
        elif kind == "refused":
            self.out("Refused: %s (%s)." % (body.get("reason"), body.get("rule")))
            if self.answered == body.get("id"):
                self.answered = None
            if self.ready():
                self.prompt()
        elif kind == "over":
            w = body.get("winner")
            wins = body.get("wins", [])
            self.out("Match over: %s (games %s). Record %s." % (
                "a draw" if w is None else "team %s wins" % w, "-".join(map(str, wins)),
                body.get("record")))
        elif kind == "error":
            self.out("Server: %s" % body.get("message"))
        elif kind == "reconnected":
            self.answered = None  # an answer lost with the connection: its decision comes again
            self.out("-- reconnected --")

    async def read_server(self):
        async for msg in self.seat:
            self.show(msg)
            self.changed.set()

    async def wait_ready(self):
        while not self.ready():
            self.changed.clear()
            await self.changed.wait()

    async def line(self, text):
        """Handles one line the person typed."""
        text = text.strip()
        word, _, rest = text.partition(" ")
        talk = word in ("say", "all")
        answer = text and not talk and text not in ("help", "?", "board", "board all")
        if self.echo and not (answer and not self.ready()):
            self.echo_line(text)  # (a typed-ahead answer is shown when it is used)
        d = self.seat.pending
        if text in ("help", "?"):
            self.out(HELP.format(n=len(d["options"]) if d else "n"))
        elif text in ("board", "board all"):
            self.out("\n".join(decision_lines(d, self.me(), text == "board all")) if d else
                "(the board comes with your next decision)")
        elif talk and not rest.strip():
            self.out("`say TEXT` talks to your team, `all TEXT` to the whole table.")
        elif talk:
            try:
                await self.seat.say(rest.strip(), to="team" if word == "say" else "table")
            except (ValueError, SeatError) as e:
                self.out("Not said: %s." % e)
        elif answer:
            if not self.ready():
                if not self.echo:
                    self.out("(no decision of yours is pending: wait for your turn; `help` for "
                             "the commands)")
                    return
                await self.wait_ready()  # typed ahead through a pipe: for the next decision
                d = self.seat.pending
                self.echo_line(text)
            await self.answer(d, text)
            return
        if self.ready():
            self.prompt()

    async def answer(self, d, text):
        n = len(d["options"])
        if text == "concede":
            self.answered = d["id"]
            try:
                await self.seat.concede()
            except SeatError as e:
                self.answered = None
                self.out("Not sent: %s." % e)
            return
        if text.isdigit():
            k = int(text)
            if not 1 <= k <= n:
                self.out("There is no option %s: type a number from 1 to %d (`help` for help)."
                    % (text, n))
                self.prompt()
                return
            option = k - 1  # numbered from 1 for people: index 0 is 1)
        else:
            k = label_option(d["options"], text)
            option = text if k is None else k  # none or several: the server says why
        self.answered = d["id"]
        try:
            await self.seat.take(option)
        except SeatError as e:  # the decision went away meanwhile (the connection dropped)
            self.answered = None
            self.out("Not sent: %s." % e)


def stdin_lines(loop, queue):
    """Reads stdin in a thread of its own, one line at a time into queue (None at its end):
    a full queue stops it, so a pipe that never ends (`yes 1`) is read as it is used."""
    def run():
        try:
            for line in sys.stdin:
                asyncio.run_coroutine_threadsafe(queue.put(line), loop).result()
            asyncio.run_coroutine_threadsafe(queue.put(None), loop).result()
        except Exception:  # noqa: BLE001 (the loop is gone: the client is leaving)
            pass
    threading.Thread(target=run, daemon=True).start()


async def play(link, reconnect):
    seat = Seat(link, reconnect=reconnect)
    term = Terminal(seat, not os.isatty(sys.stdin.fileno()))
    try:
        await seat.connect()
    except (SeatError, OSError) as e:
        print("tagteam.join: %s" % e, file=sys.stderr)
        return 1
    except Exception as e:  # the handshake's own errors (an HTTP server that is not tagteam)
        print("tagteam.join: %s: %s" % (seat.url, e), file=sys.stderr)
        return 1
    queue = asyncio.Queue(maxsize=1)
    stdin_lines(asyncio.get_running_loop(), queue)
    server = asyncio.ensure_future(term.read_server())
    status = 0
    try:
        while not server.done():
            get = asyncio.ensure_future(queue.get())
            await asyncio.wait({get, server}, return_when=asyncio.FIRST_COMPLETED)
            if not get.done():
                get.cancel()
                break
            text = get.result()
            if text is None:
                if term.echo:  # piped: the last answer plays out (up to the next decision)
                    settle = asyncio.ensure_future(term.wait_ready())
                    await asyncio.wait({settle, server}, timeout=10,
                                       return_when=asyncio.FIRST_COMPLETED)
                    settle.cancel()
                    if server.done():
                        break
                term.out("\n(the input ended: you left the table; the same link joins it again)")
                break
            handling = asyncio.ensure_future(term.line(text))
            await asyncio.wait({handling, server}, return_when=asyncio.FIRST_COMPLETED)
            if not handling.done():
                handling.cancel()
                break
            handling.result()
        if server.done():
            server.result()  # a SeatError ends here
    except SeatError as e:
        print("tagteam.join: %s" % e, file=sys.stderr)
        status = 1
    finally:
        server.cancel()
        await seat.close()
    return status


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m tagteam.join",
                                 description="Sit at a tagteam serve table in a terminal.")
    ap.add_argument("link", nargs="?", default=os.environ.get("TAGTEAM_JOIN"),
                    help="the seat's join link, http://HOST:PORT/table#TOKEN (default: "
                    "$TAGTEAM_JOIN, which keeps the token out of the shell history and ps)")
    ap.add_argument("--reconnect", type=float, default=60.0, metavar="SECONDS",
                    help="how long to keep trying to join again when the connection drops "
                    "(default 60; 0: never)")
    args = ap.parse_args(argv)
    if not args.link:
        ap.print_usage(sys.stderr)
        print("tagteam.join: give the seat's join link (or set TAGTEAM_JOIN)", file=sys.stderr)
        return 2
    try:
        parse_link(args.link)
    except ValueError as e:
        print("tagteam.join: %s" % e, file=sys.stderr)
        return 2
    try:
        return asyncio.run(play(args.link, args.reconnect))
    except ImportError as e:
        print("tagteam.join: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
