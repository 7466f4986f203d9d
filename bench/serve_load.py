#!/usr/bin/python3
"""A bounded load test of `tagteam serve` on loopback (docs/performance.md, "The table server").

Starts `tagteam serve --port 0` pinned to one CPU, holds N tables open whose four seats are
WebSocket clients (client processes pinned to another CPU), each answering every decision with a
random option after --think ms; a table that finishes is replaced so N stay open. After --seconds
it stops everything by itself and prints the figures: tables held, decisions/s, the server's
p50/p99 from a choice received to the next decision sent (GET /api/stats), CPU and memory per
table, and the clients' own CPU use and round trip, to tell whether they kept up.

    /usr/bin/python3 bench/serve_load.py --tables 100 --think 100 --seconds 60

The default client (--client raw) needs only the standard library; --client websockets needs
Debian's python3-websockets (10.x). Also --perf FILE (perf record of the server during the run)
and --callgrind FILE (the server under callgrind, counting the run only). Listens on 127.0.0.1
only. Every process it starts
is stopped on the way out (also on Ctrl-C or an error); the data directory is a temporary one.
"""
import argparse
import asyncio
import base64
import hashlib
import json
import os
import random
import resource
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def raise_nofile():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def cpu_seconds():
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def quantile(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


# ---------------------------------------------------------------------------------------------
# A client process: plays the seats of its share of the tables.


async def http(port, method, path, body=None):
    """One HTTP/1.1 request on its own connection: (status, parsed JSON body)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    data = json.dumps(body).encode() if body is not None else b""
    head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n")
    writer.write(head.encode() + data)
    await writer.drain()
    status_line = await reader.readline()
    length = None
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b""):
            break
        k, _, v = line.decode().partition(":")
        if k.strip().lower() == "content-length":
            length = int(v)
    payload = await (reader.readexactly(length) if length is not None else reader.read())
    writer.close()
    return int(status_line.split()[1]), json.loads(payload or b"null")


def parse_decide(text):
    """(the decision's id, the number of options) of a '{"decide": ...}' message (a str). The
    observation, most of a prompt's bytes, comes last (docs/server.md): only what is before it
    is decoded, unless that lacks the id (a server that put it elsewhere)."""
    i = text.find(',"observation":')
    d = json.loads(text[:i] + "}}")["decide"] if i >= 0 else None
    if d is None or "id" not in d:
        d = json.loads(text)["decide"]
    return d["id"], len(d["options"])


class RawSeat(asyncio.Protocol):
    """One seat's WebSocket connection, RFC 6455 by hand at the least cost Python allows
    (--client raw): the handshake checked, unmasked server frames read from one buffer, the
    client's frames masked as the RFC requires. No extension, no ping of its own."""

    def __init__(self, worker, tab):
        self.w, self.tab = worker, tab
        self.buf = bytearray()
        self.open = False
        self.closed = False
        self.first = True
        self.frag = None
        self.key = base64.b64encode(os.urandom(16))
        self.upgraded = asyncio.get_running_loop().create_future()

    def connection_made(self, transport):
        self.tr = transport
        transport.write(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                        b"Connection: Upgrade\r\nSec-WebSocket-Key: " + self.key +
                        b"\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: tagteam\r\n\r\n")

    def connection_lost(self, exc):
        self.closed = True
        if not self.upgraded.done():
            self.upgraded.set_exception(ConnectionError("closed during the handshake"))
        self.tab.lost(self)

    def data_received(self, data):
        buf = self.buf
        buf += data
        if not self.open:
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(buf[:end])
            del buf[:end + 4]
            accept = base64.b64encode(hashlib.sha1(
                self.key + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest())
            if not head.startswith(b"HTTP/1.1 101") or accept not in head:
                self.upgraded.set_exception(ConnectionError(head[:200].decode(errors="replace")))
                self.tr.close()
                return
            self.open = True
            self.upgraded.set_result(True)
        pos, n = 0, len(buf)
        while n - pos >= 2:
            b0, ln, h = buf[pos], buf[pos + 1] & 0x7F, 2
            if ln == 126:
                if n - pos < 4:
                    break
                ln, h = int.from_bytes(buf[pos + 2:pos + 4], "big"), 4
            elif ln == 127:
                if n - pos < 10:
                    break
                ln, h = int.from_bytes(buf[pos + 2:pos + 10], "big"), 10
            if n - pos < h + ln:
                break
            payload = bytes(buf[pos + h:pos + h + ln])
            pos += h + ln
            op = b0 & 0x0F
            if op in (0, 1):
                if self.frag is not None:
                    payload = self.frag + payload
                if not b0 & 0x80:  # more fragments follow
                    self.frag = payload
                    continue
                self.frag = None
                self.w.on_message(self, payload.decode())
            elif op == 8:
                self.tr.close()
            elif op == 9:
                self.send(payload, 0xA)
        del buf[:pos]

    def send(self, data, op=0x1):
        if self.closed:
            return
        n = len(data)
        key = os.urandom(4)
        head = bytes([0x80 | op, 0x80 | n]) if n < 126 else bytes([0x80 | op, 0xFE]) + n.to_bytes(2, "big")
        mask = (key * (n // 4 + 1))[:n]
        body = (int.from_bytes(data, "big") ^ int.from_bytes(mask, "big")).to_bytes(n, "big")
        self.tr.write(head + key + body)

    def close(self):
        if not self.closed:
            self.send(b"\x03\xe8", 0x8)
            self.tr.close()


class RawTable:
    """A table's four raw seats; done once each was told the match is over (or one was lost)."""

    def __init__(self):
        self.seats = []
        self.sent_at = None
        self.overs = 0
        self.done = asyncio.get_running_loop().create_future()

    def over(self):
        self.overs += 1
        if self.overs == len(self.seats) and not self.done.done():
            self.done.set_result(True)

    def lost(self, seat):
        if not self.done.done():
            self.done.set_exception(ConnectionError("a seat's connection was closed"))


class Worker:
    def __init__(self, args):
        self.a = args
        self.rng = random.Random(args.seed)
        self.go = asyncio.Event()  # decisions are held until the measured run starts
        # tables made (and their seats joined) a few at a time, as people would: a thousand
        # at once only queue up in the server's accept backlog
        self.making = asyncio.Semaphore(8)
        self.stopping = False
        self.reset()
        self.tables_made = 0
        self.joined = 0  # seats joined and caught up (the first tables' only: ready or not)
        self.held = []  # raw seats' decides that came before the run began

    def reset(self):
        self.decides = 0       # decisions answered
        self.messages = 0      # messages received (every kind)
        self.bytes = 0
        self.refused = 0
        self.errors = 0
        self.finished = 0      # tables whose match ended
        self.rtt = []          # a choice sent to the table's next decide received, seconds
        self.lag = []          # the event loop's lateness on a 50 ms timer, seconds

    async def table(self, ruleset, seed):
        """Makes one table, plays it to the end with four connections, returns."""
        import websockets
        body = {"ruleset": ruleset, "seed": seed,
                "seats": {s: {"player": "bot"} for s in ("1A", "1B", "2A", "2B")}}
        sent_at = [None]  # when the table's last choice was sent (one decision pends at a time)
        uri = f"ws://127.0.0.1:{self.a.port}/ws"
        conns = []
        async with self.making:
            status, reply = await http(self.a.port, "POST", "/api/tables", body)
            if status != 201:
                raise RuntimeError(f"POST /api/tables: {status} {reply}")
            self.tables_made += 1
            for seat, info in reply["seats"].items():
                ws = await websockets.connect(uri, subprotocols=["tagteam"], compression=None,
                                              ping_interval=None, max_size=1 << 24,
                                              open_timeout=60, close_timeout=1)
                await ws.send(json.dumps({"join": info["token"]}))
                conns.append(ws)
        try:
            await asyncio.gather(*(self.seat(ws, sent_at) for ws in conns))
        finally:
            for ws in conns:
                await ws.close()

    async def table_raw(self, ruleset, seed):
        """table() with RawSeat connections: the match is played from on_message's callbacks."""
        body = {"ruleset": ruleset, "seed": seed,
                "seats": {s: {"player": "bot"} for s in ("1A", "1B", "2A", "2B")}}
        loop = asyncio.get_running_loop()
        tab = RawTable()
        try:
            async with self.making:
                status, reply = await http(self.a.port, "POST", "/api/tables", body)
                if status != 201:
                    raise RuntimeError(f"POST /api/tables: {status} {reply}")
                self.tables_made += 1
                for seat, info in reply["seats"].items():
                    _, proto = await loop.create_connection(lambda: RawSeat(self, tab),
                                                            "127.0.0.1", self.a.port)
                    tab.seats.append(proto)
                    await proto.upgraded
                    proto.send(('{"join":"%s"}' % info["token"]).encode())
            await tab.done
        finally:
            for seat in tab.seats:
                seat.close()

    def on_message(self, seat, text):
        """A raw seat's message: only a decide is parsed, the rest told apart by their start."""
        self.messages += 1
        self.bytes += len(text)
        if text.startswith('{"decide"'):
            tab = seat.tab
            if tab.sent_at is not None and self.go.is_set():
                self.rtt.append(time.monotonic() - tab.sent_at)
            did, nopt = parse_decide(text)
            if self.go.is_set():
                self.schedule(seat, did, nopt)
            else:
                self.held.append((seat, did, nopt))
        elif text.startswith('{"over"'):
            self.finished += 1
            seat.tab.over()
        elif text.startswith('{"caught_up"'):
            self.joined += 1
        elif text.startswith('{"refused"'):
            self.refused += 1
        elif text.startswith('{"error"'):
            self.errors += 1
            sys.stderr.write(f"serve_load: {text[:200]}\n")

    def schedule(self, seat, did, nopt):
        think = self.a.think / 1000.0
        if seat.first:  # a random phase, so that the tables do not answer in step
            seat.first = False
            think = self.rng.random() * think
        if think > 0:
            asyncio.get_running_loop().call_later(think, self.answer, seat, did, nopt)
        else:
            self.answer(seat, did, nopt)

    def answer(self, seat, did, nopt):
        if self.stopping or seat.closed:
            return
        seat.tab.sent_at = time.monotonic()
        seat.send(b'{"id":%d,"take":%d}' % (did, self.rng.randrange(nopt)))
        self.decides += 1

    async def seat(self, ws, sent_at):
        think = self.a.think / 1000.0
        first = True
        async for text in ws:
            self.messages += 1
            self.bytes += len(text)
            if text.startswith('{"decide"'):
                now = time.monotonic()
                if sent_at[0] is not None and self.go.is_set():
                    self.rtt.append(now - sent_at[0])
                did, nopt = parse_decide(text)
                if not self.go.is_set():
                    await self.go.wait()
                if first:  # a random phase, so that the tables do not answer in step
                    first = False
                    await asyncio.sleep(self.rng.random() * think)
                elif think > 0:
                    await asyncio.sleep(think)
                if self.stopping:
                    return
                sent_at[0] = time.monotonic()
                await ws.send('{"id":%d,"take":%d}' % (did, self.rng.randrange(nopt)))
                self.decides += 1
            elif text.startswith('{"over"'):
                self.finished += 1
                return
            elif text.startswith('{"caught_up"'):
                self.joined += 1
            elif text.startswith('{"refused"'):
                self.refused += 1
            elif text.startswith('{"error"'):
                self.errors += 1
                sys.stderr.write(f"serve_load: {text[:200]}\n")

    async def keep_table(self, slot):
        """One table slot: a table, then another when it ends, until stopped."""
        rulesets = self.a.ruleset.split(",")
        n = 0
        while not self.stopping:
            ruleset = rulesets[(slot + n) % len(rulesets)]
            seed = self.a.seed * 1000003 + slot * 1009 + n
            n += 1
            try:
                await (self.table_raw if self.a.client == "raw" else self.table)(ruleset, seed)
            except Exception as e:  # noqa: BLE001: a load test reports and goes on
                if self.stopping:
                    return
                self.errors += 1
                sys.stderr.write(f"serve_load: table slot {slot}: {type(e).__name__}: {e}\n")
                await asyncio.sleep(1)

    async def loop_lag(self):
        while True:
            t = time.monotonic()
            await asyncio.sleep(0.05)
            if self.go.is_set():
                self.lag.append(time.monotonic() - t - 0.05)

    async def commands(self):
        loop = asyncio.get_running_loop()
        while True:
            line = await loop.run_in_executor(None, sys.stdin.readline)
            cmd = line.strip()
            if cmd == "go":
                self.reset()
                self.cpu0 = cpu_seconds()
                self.t0 = time.monotonic()
                self.go.set()
                for held in self.held:
                    self.schedule(*held)
                self.held = []
            elif cmd in ("stop", ""):
                return

    async def main(self):
        lag = asyncio.ensure_future(self.loop_lag())
        slots = [asyncio.ensure_future(self.keep_table(self.a.first + i))
                 for i in range(self.a.count)]
        # ready once every seat of every table has joined and caught up
        while self.joined < 4 * self.a.count:
            await asyncio.sleep(0.05)
        print(json.dumps({"ready": self.a.count}), flush=True)
        await self.commands()
        if not self.go.is_set():  # stopped before the run began
            os._exit(1)
        secs = time.monotonic() - self.t0
        cpu = cpu_seconds() - self.cpu0
        self.stopping = True
        report = {
            "seconds": secs, "cpu_s": cpu, "decides": self.decides, "messages": self.messages,
            "bytes": self.bytes, "refused": self.refused, "errors": self.errors,
            "finished": self.finished, "tables_made": self.tables_made,
            "rtt": self.rtt, "lag_p50": quantile(self.lag, 0.5), "lag_p99": quantile(self.lag, 0.99),
            "lag_max": max(self.lag) if self.lag else None,
        }
        print(json.dumps(report), flush=True)
        lag.cancel()
        for s in slots:
            s.cancel()
        os._exit(0)  # the server goes next; no orderly closing of thousands of sockets


def worker_main(args):
    raise_nofile()
    prof = os.environ.get("SERVE_LOAD_PROFILE")  # a client process's own profile, to this file
    if prof:
        import cProfile
        w = Worker(args)
        os_exit = os._exit

        def exit_after_dump(code):
            pr.disable()
            pr.dump_stats(f"{prof}.{os.getpid()}")
            os_exit(code)

        os._exit = exit_after_dump
        pr = cProfile.Profile()
        pr.enable()
        asyncio.run(w.main())
    else:
        asyncio.run(Worker(args).main())


# ---------------------------------------------------------------------------------------------
# The conductor: the server, the client processes, the figures.


def get_stats(port):
    import urllib.request
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/stats", timeout=30) as r:
        return json.loads(r.read())


def vmrss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def proc_cpu_s(pid):
    """utime + stime of a process, from /proc (for the client processes)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_times():
    """Each CPU's (busy, total) jiffies from /proc/stat: how busy the machine was, anyone's."""
    out = {}
    with open("/proc/stat") as f:
        for line in f:
            if line.startswith("cpu") and line[3].isdigit():
                k, *v = line.split()
                v = [int(x) for x in v]
                idle = v[3] + v[4]
                out[int(k[3:])] = (sum(v[:8]) - idle, sum(v[:8]))
    return out


def die_with_parent():
    """In a child before exec: killed if the conductor dies, even by SIGKILL (no stray server)."""
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def check_server(server):
    if server.poll() is not None:
        rc = server.returncode
        sys.exit(f"serve_load: the server died ({f'signal {-rc}' if rc < 0 else f'status {rc}'})")


def conduct(a):
    nofile = raise_nofile()
    need = 4 * a.tables + a.tables + 200
    if nofile < need:
        sys.exit(f"serve_load: the open-file limit is {nofile}; {need} are needed")
    tagteam = os.path.abspath(a.tagteam)
    data = tempfile.mkdtemp(prefix="tagteam-load-")
    procs = []

    def stop_all(*_):
        for p in procs[1:]:  # a client process exits by itself at the end of its input
            if p.stdin:
                try:
                    p.stdin.close()
                except OSError:
                    pass
        deadline = time.monotonic() + 10
        for p in procs[1:]:
            try:
                p.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
        if procs and procs[0].poll() is None:  # the server: an orderly stop first
            procs[0].terminate()
            try:
                procs[0].wait(timeout=60 if a.callgrind else 10)
            except subprocess.TimeoutExpired:
                pass
        for p in procs:
            if p.poll() is None:
                try:
                    p.kill()
                except OSError:
                    pass
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        shutil.rmtree(data, ignore_errors=True)

    def on_signal(sig, _frame):
        stop_all()
        sys.exit(128 + sig)

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        cmd = ["taskset", "-c", str(a.server_cpu), tagteam, "serve", "--port", "0", "--data", data,
               "--max-tables", str(a.tables + 10), "--max-connections", str(4 * a.tables + 100)]
        if a.callgrind:  # counted only during the run (callgrind_control -i on at its start)
            cmd[3:3] = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                        f"--callgrind-out-file={os.path.abspath(a.callgrind)}"]
        log = open(a.server_log, "w") if a.server_log else subprocess.DEVNULL
        server = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=log,
                                  text=True, preexec_fn=die_with_parent)
        procs.append(server)
        line = server.stdout.readline()
        if "listening on" not in line:
            sys.exit(f"serve_load: the server did not start: {line!r}")
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        base_rss = vmrss_kb(server.pid)
        clients = a.clients or max(1, min(8, (a.tables + 249) // 250))
        share = [a.tables // clients + (1 if i < a.tables % clients else 0) for i in range(clients)]
        workers, first = [], 0
        t_setup = time.monotonic()
        for i, n in enumerate(share):
            w = subprocess.Popen(
                ["taskset", "-c", str(a.client_cpu), sys.executable, os.path.abspath(__file__),
                 "--worker", "--port", str(port), "--first", str(first), "--count", str(n),
                 "--think", str(a.think), "--ruleset", a.ruleset, "--client", a.client, "--seed", str(a.seed + i)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                preexec_fn=die_with_parent)
            procs.append(w)
            workers.append(w)
            first += n
        for w in workers:
            while not select.select([w.stdout], [], [], 1.0)[0]:
                check_server(server)
            line = w.stdout.readline()
            if not line.startswith('{"ready"'):
                check_server(server)
                sys.exit(f"serve_load: a client process did not get ready: {line!r}")
        setup_s = time.monotonic() - t_setup
        perf = None
        if a.perf:
            perf = subprocess.Popen(["perf", "record", "-F", "499", "--call-graph", "dwarf,16384",
                                     "-o", a.perf, "-p", str(server.pid)],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    preexec_fn=die_with_parent)
            procs.append(perf)
        if a.callgrind:
            subprocess.run(["callgrind_control", "-i", "on", str(server.pid)],
                           stdout=subprocess.DEVNULL, check=True)
        s0 = get_stats(port)
        c0 = [proc_cpu_s(w.pid) for w in workers]
        m0 = cpu_times()
        t0 = time.monotonic()
        for w in workers:
            w.stdin.write("go\n")
            w.stdin.flush()
        rss, open_min, open_max = [], None, None
        while time.monotonic() - t0 < a.seconds:
            time.sleep(min(1.0, a.seconds - (time.monotonic() - t0)))
            check_server(server)
            r = vmrss_kb(server.pid)
            if r:
                rss.append(r)
            if len(rss) % 5 == 0:
                o = get_stats(port)["tables_open"]
                open_min = o if open_min is None else min(open_min, o)
                open_max = o if open_max is None else max(open_max, o)
        s1 = get_stats(port)
        secs = time.monotonic() - t0
        if a.callgrind:
            subprocess.run(["callgrind_control", "-i", "off", str(server.pid)],
                           stdout=subprocess.DEVNULL, check=True)
        c1 = [proc_cpu_s(w.pid) for w in workers]
        m1 = cpu_times()
        if perf:
            perf.send_signal(signal.SIGINT)
            perf.wait(timeout=120)
        reports = []
        for w in workers:
            w.stdin.write("stop\n")
            w.stdin.flush()
            reports.append(json.loads(w.stdout.readline()))
        for o in (s0["tables_open"], s1["tables_open"]):
            open_min = o if open_min is None else min(open_min, o)
            open_max = o if open_max is None else max(open_max, o)
        rtt = [x for r in reports for x in r["rtt"]]
        client_cpu = sum(c1) - sum(c0)
        choices = s1["choices"] - s0["choices"]
        cpu = s1["cpu_s"] - s0["cpu_s"]
        out = {
            "tables": a.tables, "think_ms": a.think, "ruleset": a.ruleset, "client": a.client, "seconds": round(secs, 1),
            "setup_s": round(setup_s, 1), "client_processes": clients,
            "tables_open": [open_min, open_max],
            "tables_finished": sum(r["finished"] for r in reports),
            "decisions_per_s": round(choices / secs, 1),
            "server_p50_us": s1["latency_us"]["p50"], "server_p99_us": s1["latency_us"]["p99"],
            "server_cpu_share": round(cpu / secs, 3),
            "cpu_ms_per_table_s": round(cpu / a.tables / secs * 1000, 3),
            "cpu_us_per_decision": round(cpu / choices * 1e6, 1) if choices else None,
            "rss_base_kb": base_rss, "rss_end_kb": rss[-1] if rss else None,
            "rss_peak_kb": max(rss) if rss else None, "max_rss_kb": s1["max_rss_kb"],
            "kb_per_table": round(((max(rss) if rss else s1["max_rss_kb"]) - base_rss) / a.tables, 1),
            "client_cpu_share": round(client_cpu / secs, 3),
            "client_rtt_p50_ms": round(quantile(rtt, 0.5) * 1000, 2) if rtt else None,
            "client_rtt_p99_ms": round(quantile(rtt, 0.99) * 1000, 2) if rtt else None,
            "client_loop_lag_p99_ms": round(max(r["lag_p99"] or 0 for r in reports) * 1000, 1),
            "client_loop_lag_max_ms": round(max(r["lag_max"] or 0 for r in reports) * 1000, 1),
            "client_messages_per_s": round(sum(r["messages"] for r in reports) / secs, 1),
            "client_kb_per_s": round(sum(r["bytes"] for r in reports) / secs / 1024, 1),
            "refused": sum(r["refused"] for r in reports), "errors": sum(r["errors"] for r in reports),
            "cpu_busy": {k: round((m1[k][0] - m0[k][0]) / max(1, m1[k][1] - m0[k][1]), 3)
                         for k in m1 if k in m0},
            "load_average": [round(x, 2) for x in os.getloadavg()],
        }
        print(json.dumps(out, indent=1 if a.pretty else None))
    finally:
        stop_all()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=10, help="tables held open (N)")
    p.add_argument("--think", type=float, default=100, help="ms before each answer (0: at once)")
    p.add_argument("--seconds", type=float, default=60, help="length of the measured run")
    p.add_argument("--ruleset", default="ygo-team-duel",
                   help="a ruleset, or several separated by commas (taken in turn)")
    p.add_argument("--clients", type=int, default=0,
                   help="client processes (default: one per 250 tables)")
    p.add_argument("--client", choices=("raw", "websockets"), default="raw",
                   help="raw: a minimal WebSocket client written here (cheap); websockets: "
                   "the python3-websockets library (about a third more client CPU)")
    p.add_argument("--server-cpu", type=int, default=0, help="the CPU the server is pinned to")
    p.add_argument("--client-cpu", type=int, default=1, help="the CPU of the client processes")
    p.add_argument("--tagteam", default=os.path.join(ROOT, "build", "cli", "tagteam"))
    p.add_argument("--seed", type=int, default=1, help="tables' seeds and the clients' choices")
    p.add_argument("--perf", metavar="FILE", help="perf record (dwarf call graphs) the server during the run")
    p.add_argument("--callgrind", metavar="FILE",
                   help="run the server under valgrind --tool=callgrind, counting the run only")
    p.add_argument("--pretty", action="store_true")
    p.add_argument("--server-log", metavar="FILE", help="the server's stderr (default: dropped)")
    # a client process's own options
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--port", type=int, help=argparse.SUPPRESS)
    p.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--count", type=int, default=0, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.worker:
        worker_main(a)
    else:
        conduct(a)


if __name__ == "__main__":
    main()
