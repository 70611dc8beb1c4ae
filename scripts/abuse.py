#!/usr/bin/env python3
"""Abuse cases against a running footballgather-server (API and web app), as a stranger would try them.

    python3 scripts/abuse.py http://127.0.0.1:PORT SERVER_PID

Every request goes to the given loopback server; "another client" is another loopback source address
(127.0.0.2 and up). Each case is bounded in requests and seconds. Prints one line per case and ends
with "N passed, N failed"; exits 1 when a case failed.
"""

import base64
import json
import os
import re
import socket
import struct
import sys
import threading
import time
import urllib.parse

BASE = sys.argv[1].rstrip("/")
SERVER_PID = int(sys.argv[2])
HOST = urllib.parse.urlsplit(BASE).hostname
PORT = urllib.parse.urlsplit(BASE).port
AUTHORITY = f"{HOST}:{PORT}"
ORIGIN = f"http://{AUTHORITY}"


# MARK: HTTP over a socket bound to a chosen source address


def request(method, path, source="127.0.0.1", headers=None, body=None, timeout=15):
    """Sends one HTTP/1.1 request from `source`; returns (status, headers dict lower-cased, body bytes)."""
    head = {"Host": AUTHORITY, "Connection": "close"}
    head.update(headers or {})
    if body is not None:
        head["Content-Length"] = str(len(body))
    lines = [f"{method} {path} HTTP/1.1"] + [f"{k}: {v}" for k, v in head.items()]
    data = ("\r\n".join(lines) + "\r\n\r\n").encode() + (body or b"")
    with socket.create_connection((HOST, PORT), timeout=timeout, source_address=(source, 0)) as sock:
        sock.sendall(data)
        raw = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            raw += chunk
    head_bytes, _, payload = raw.partition(b"\r\n\r\n")
    head_lines = head_bytes.decode("latin-1").split("\r\n")
    if not head_lines[0].startswith("HTTP/"):
        return 0, {}, b""  # closed without an answer
    status = int(head_lines[0].split()[1])
    answer_headers = {}
    for line in head_lines[1:]:
        name, _, value = line.partition(":")
        answer_headers.setdefault(name.strip().lower(), []).append(value.strip())
    return status, answer_headers, payload


def basic(username, password):
    return {"Authorization": "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode()}


def json_body(value):
    return json.dumps(value).encode()


def new_browser(source):
    """POST /session as the page does; returns the cookie pair ("name=value") or None."""
    status, headers, _ = request("POST", "/session", source, {"Origin": ORIGIN})
    if status != 204:
        return None
    for cookie in headers.get("set-cookie", []):
        return cookie.split(";", 1)[0]
    return None


def open_descriptors():
    return len(os.listdir(f"/proc/{SERVER_PID}/fd"))


# MARK: A raw WebSocket client (frames by hand, so continuation frames can be sent)


class RawWebSocket:
    def __init__(self, cookie, source="127.0.0.1", tab=None):
        tab = tab or base64.b16encode(os.urandom(8)).decode().lower()
        self.sock = socket.create_connection((HOST, PORT), timeout=10, source_address=(source, 0))
        key = base64.b64encode(os.urandom(16)).decode()
        handshake = (
            f"GET /ws?tab={tab} HTTP/1.1\r\nHost: {AUTHORITY}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {ORIGIN}\r\nCookie: {cookie}\r\n\r\n"
        )
        self.sock.sendall(handshake.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.split(b"\r\n")[0].decode())

    def send_frame(self, opcode, payload, fin=True):
        mask = os.urandom(4)
        first = (0x80 if fin else 0) | opcode
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", first, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", first, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", first, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send_text(self, text):
        self.send_frame(0x1, text.encode())

    def read_frame(self, timeout=10):
        """Returns (opcode, payload), or None when the connection closed."""
        self.sock.settimeout(timeout)

        def need(count):
            while len(self.buffer) < count:
                chunk = self.sock.recv(65536)
                if not chunk:
                    raise ConnectionError("closed")
                self.buffer += chunk
            taken, self.buffer = self.buffer[:count], self.buffer[count:]
            return taken

        try:
            first, second = need(2)
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", need(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", need(8))
            return first & 0x0F, need(length)
        except (ConnectionError, OSError):
            return None

    def messages(self, seconds):
        """Every text message that arrives within `seconds`, as parsed JSON, and the close code if any."""
        found, close_code, deadline = [], None, time.monotonic() + seconds
        while time.monotonic() < deadline:
            frame = self.read_frame(timeout=max(0.05, deadline - time.monotonic()))
            if frame is None:
                break
            opcode, payload = frame
            if opcode == 0x1:
                found.append(json.loads(payload))
            elif opcode == 0x8:
                close_code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                break
        return found, close_code

    def close(self):
        self.sock.close()


# MARK: The cases


def case_browser_flood():
    refused, made, started = None, 0, time.monotonic()
    for _ in range(400):
        if time.monotonic() - started > 20:
            break
        status, headers, _ = request("POST", "/session", "127.0.0.1", {"Origin": ORIGIN})
        if status == 429:
            refused = headers.get("retry-after", ["?"])[0]
            break
        made += status == 204
    newcomer = new_browser("127.0.0.2")
    ok = refused is not None and newcomer is not None
    return ok, f"127.0.0.1 made {made} browsers, then 429 (Retry-After {refused}); 127.0.0.2 " + (
        "still got its cookie" if newcomer else "was refused"
    )


def case_descriptors():
    before = open_descriptors()
    for index in range(3, 60):
        new_browser(f"127.0.0.{index}")
    after = open_descriptors()
    return after - before < 20, f"{before} descriptors open before 57 more browsers, {after} after"


def case_forged_host():
    status, headers, _ = request(
        "POST", "/session", "127.0.0.1", {"Host": "rebound.example", "Origin": "http://rebound.example"}
    )
    return status in (400, 403, 421) and "set-cookie" not in headers, f"a foreign Host got {status}, no cookie"


def case_cross_site_text_plain():
    body = json_body({"username": "plain-text-victim", "password": "pitch-side-1"})
    status, _, _ = request("POST", "/api/users", "127.0.0.1", {"Content-Type": "text/plain"}, body)
    login, _, _ = request("POST", "/api/users/login", "127.0.0.9", basic("plain-text-victim", "pitch-side-1"))
    return status == 415 and login == 401, f"text/plain registration got {status}; the account exists: {login == 200}"


def case_owner_not_locked_out():
    request("POST", "/api/users", "127.0.0.10", {"Content-Type": "application/json"},
            json_body({"username": "abuse-owner", "password": "right-password"}))
    statuses = [request("POST", "/api/users/login", "127.0.0.11", basic("abuse-owner", "wrong-guess"))[0]
                for _ in range(6)]
    owner, _, _ = request("POST", "/api/users/login", "127.0.0.12", basic("abuse-owner", "right-password"))
    return statuses[-1] == 429 and owner == 200, (
        f"guesses from 127.0.0.11 got {statuses}; the owner at 127.0.0.12 got {owner}")


def case_parallel_guesses():
    request("POST", "/api/users", "127.0.0.13", {"Content-Type": "application/json"},
            json_body({"username": "abuse-parallel", "password": "right-password"}))
    results, threads = [], []

    def guess():
        results.append(request("POST", "/api/users/login", "127.0.0.14", basic("abuse-parallel", "wrong"))[0])

    for _ in range(30):
        thread = threading.Thread(target=guess)
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join(30)
    wrong = results.count(401)
    refused = results.count(429) + results.count(503)
    return wrong <= 5 and wrong + refused == 30, (
        f"30 parallel guesses: {wrong} checked (401), {results.count(429)} refused (429), "
        f"{results.count(503)} turned away while bcrypt was busy (503)")


def case_oversized_message():
    socket_ = RawWebSocket(new_browser("127.0.0.20"), "127.0.0.20")
    socket_.messages(1)
    sent = 0
    try:
        socket_.send_frame(0x1, b"x" * 4000, fin=False)
        sent += 4000
        for _ in range(250):
            socket_.send_frame(0x0, b"x" * 4000, fin=False)
            sent += 4000
    except OSError:
        pass
    _, code = socket_.messages(5)
    socket_.close()
    return code == 1009, f"continuation frames: closed with {code} after {sent} of 1004000 bytes could be sent"


def case_event_flood():
    socket_ = RawWebSocket(new_browser("127.0.0.21"), "127.0.0.21")
    socket_.messages(1)
    for index in range(500):
        socket_.send_text(json.dumps({"type": "input", "name": "username", "value": f"u{index}"}))
    messages, code = socket_.messages(3)
    socket_.close()
    notices = [m for m in messages if m.get("type") == "notice"]
    return len(notices) == 1 and code is None, f"500 events at once: {len(notices)} notice(s), close code {code}"


def case_idle_connection():
    started = time.monotonic()
    with socket.create_connection((HOST, PORT), timeout=30, source_address=("127.0.0.30", 0)) as sock:
        closed = sock.recv(1) == b""
    waited = time.monotonic() - started
    return closed and waited < 20, f"a connection that sends nothing was closed after {waited:.1f} s"


def open_event_stream(path, source, headers=""):
    """Opens GET `path` as an event stream from `source`; returns (socket, status). The socket stays open."""
    sock = socket.create_connection((HOST, PORT), timeout=15, source_address=(source, 0))
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {AUTHORITY}\r\n{headers}"
                  "Accept: text/event-stream\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/") else 0
    return sock, status


def open_stream(token, source):
    """Opens GET /api/changes with `token` from `source`."""
    return open_event_stream("/api/changes", source, f"Authorization: Bearer {token}\r\n")


def open_watcher(link, source):
    """Opens GET /api/watch/<link>/changes from `source`, with no account."""
    return open_event_stream(f"/api/watch/{link}/changes", source)


def case_change_stream_flood():
    request("POST", "/api/users", "127.0.0.50", {"Content-Type": "application/json"},
            json_body({"username": "abuse-streams", "password": "pitch-side-1"}))
    _, _, login = request("POST", "/api/users/login", "127.0.0.50", basic("abuse-streams", "pitch-side-1"))
    token = json.loads(login)["token"]
    others = []
    for index in range(3):
        request("POST", "/api/users", f"127.0.0.5{index + 1}", {"Content-Type": "application/json"},
                json_body({"username": f"abuse-streams-{index}", "password": "pitch-side-1"}))
        _, _, body = request("POST", "/api/users/login", f"127.0.0.5{index + 1}",
                             basic(f"abuse-streams-{index}", "pitch-side-1"))
        others.append(json.loads(body)["token"])
    # One address, many accounts: past 20 streams from 127.0.0.55 the server refuses, whoever asks.
    flood = [open_stream(others[index % 3], "127.0.0.55") for index in range(25)]
    statuses = [status for _, status in flood]
    own, own_status = open_stream(token, "127.0.0.56")
    for sock, _ in flood + [(own, own_status)]:
        sock.close()
    return statuses.count(200) == 20 and statuses.count(429) == 5 and own_status == 200, (
        f"25 streams from 127.0.0.55: {statuses.count(200)} opened, {statuses.count(429)} refused (429); "
        f"a stream from 127.0.0.56 got {own_status}")


def case_watch_link_flood():
    source = "127.0.0.60"
    request("POST", "/api/users", source, {"Content-Type": "application/json"},
            json_body({"username": "abuse-watch", "password": "pitch-side-1"}))
    _, _, login = request("POST", "/api/users/login", source, basic("abuse-watch", "pitch-side-1"))
    bearer = {"Authorization": f"Bearer {json.loads(login)['token']}", "Content-Type": "application/json"}
    players = []
    for name in ["Ana", "Ben"]:
        _, _, body = request("POST", "/api/players", source, bearer, json_body({"name": name}))
        players.append(json.loads(body)["id"])
    _, _, body = request("POST", "/api/gathers", source, bearer, json_body({"players": [
        {"playerID": players[0], "team": "Team A"}, {"playerID": players[1], "team": "Team B"}]}))
    gather = json.loads(body)["id"]
    _, _, body = request("POST", f"/api/gathers/{gather}/watch-link", source, bearer)
    link = json.loads(body)["token"]
    # A stranger holding the link: past 30 watchers from 127.0.0.61 the server refuses; .62 still watches.
    flood = [open_watcher(link, "127.0.0.61") for _ in range(35)]
    statuses = [status for _, status in flood]
    other, other_status = open_watcher(link, "127.0.0.62")
    for sock, _ in flood + [(other, other_status)]:
        sock.close()
    request("DELETE", f"/api/gathers/{gather}/watch-link", source, bearer)
    stopped, _, stopped_body = request("GET", f"/api/watch/{link}", "127.0.0.62")
    guessed, _, _ = request("GET", "/api/watch/" + "A" * 43, "127.0.0.62")
    ok = (statuses.count(200) == 30 and statuses.count(429) == 5 and other_status == 200 and stopped == 410
          and b"stopped sharing" in stopped_body and guessed == 404)
    return ok, (f"35 watchers from 127.0.0.61: {statuses.count(200)} opened, {statuses.count(429)} refused (429); "
                f"one from 127.0.0.62 got {other_status}; the stopped link answers {stopped}, a guessed one {guessed}")


def case_metrics_for_operators():
    from prometheus_client.parser import text_string_to_metric_families

    status, headers, body = request("GET", "/metrics", "127.0.0.1")
    families = {family.name: family for family in text_string_to_metric_families(body.decode())}
    expected = {
        "http_requests": "counter", "http_request_duration_seconds": "histogram",
        "footballgather_build_info": "gauge", "footballgather_throttle_refusals": "counter",
        "footballgather_change_streams_open": "gauge", "footballgather_live_watchers_open": "gauge",
        "footballgather_gathers_in_progress": "gauge", "viperkit_web_sockets_open": "gauge",
        "footballgather_db_connection_wait_seconds": "histogram",
        "viperkit_web_tabs": "gauge", "viperkit_web_browsers": "gauge", "viperkit_web_events_dropped": "counter",
    }
    wrong = [name for name, kind in expected.items() if name not in families or families[name].type != kind]
    paths = {sample.labels.get("path", "") for sample in families.get("http_requests", []).samples}
    raw = sorted(path for path in paths if re.search(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}|/watch/[A-Za-z0-9_-]{20}", path))
    refused = sum(sample.value for sample in families.get("footballgather_throttle_refusals", []).samples
                  if sample.name.endswith("_total"))
    # A client elsewhere, named by a proxy this server does not trust, is still this machine's.
    forwarded, _, _ = request("GET", "/metrics", "127.0.0.1", {"X-Forwarded-For": "203.0.113.9"})
    # Another client (127.0.0.2) is not let in by default.
    other, _, _ = request("GET", "/metrics", "127.0.0.2")
    ok = status == 200 and not wrong and not raw and refused > 0 and forwarded == 200 and other == 404
    return ok, (f"/metrics answered {status} to 127.0.0.1 and {other} to 127.0.0.2; families missing or of "
                f"another type: {wrong or 'none'}; raw paths in labels: {raw or 'none'}; refusals counted: {refused:g}")


def sign_in(username, source):
    """Creates an account from `source` and logs in; returns its bearer headers."""
    status, _, _ = request("POST", "/api/users", source, {"Content-Type": "application/json"},
                           json_body({"username": username, "password": "a-long-password"}))
    assert status == 201, f"creating {username} answered {status}"
    status, _, body = request("POST", "/api/users/login", source, basic(username, "a-long-password"))
    assert status == 200, f"logging {username} in answered {status}"
    return {"Authorization": "Bearer " + json.loads(body)["token"]}


def case_request_budget():
    hammer_address, neighbour_address = "127.0.0.50", "127.0.0.51"
    hammer = sign_in("budget-hammer", hammer_address)
    neighbour = sign_in("budget-neighbour", neighbour_address)

    def timed_get(source, headers):
        started = time.monotonic()
        status, answer_headers, _ = request("GET", "/api/gathers", source, headers)
        return status, answer_headers, (time.monotonic() - started) * 1000

    before = sorted(timed_get(neighbour_address, neighbour)[2] for _ in range(20))
    statuses, retry_after, stop = [], set(), threading.Event()

    def hammering():
        deadline = time.monotonic() + 8
        while not stop.is_set() and time.monotonic() < deadline and len(statuses) < 3000:
            status, answer_headers, _ = timed_get(hammer_address, hammer)
            statuses.append(status)
            retry_after.update(answer_headers.get("retry-after", []))

    threads = [threading.Thread(target=hammering) for _ in range(4)]
    for thread in threads:
        thread.start()
    while statuses.count(429) < 50 and any(thread.is_alive() for thread in threads):
        time.sleep(0.05)
    during = [timed_get(neighbour_address, neighbour) for _ in range(20)]
    stop.set()
    for thread in threads:
        thread.join()
    answered = sum(1 for status, _, _ in during if status == 200)
    median_before = before[len(before) // 2]
    median_during = sorted(ms for _, _, ms in during)[len(during) // 2]
    # The neighbour keeps its usual latency, give or take a loaded shared machine.
    ok = (statuses.count(429) >= 50 and retry_after and answered == len(during)
          and median_during <= max(5 * median_before, median_before + 50))
    return ok, (f"127.0.0.50 sent {len(statuses)} requests: {statuses.count(200)} answered, {statuses.count(429)} "
                f"refused with 429 (Retry-After {sorted(retry_after)}); 127.0.0.51 meanwhile: {answered}/{len(during)} "
                f"answered, median {median_during:.1f} ms (before: {median_before:.1f} ms)")


def case_answer_flood():
    organiser = sign_in("games-organiser", "127.0.0.60")
    status, _, body = request("POST", "/api/games", "127.0.0.60", {**organiser, "Content-Type": "application/json"},
                              json_body({"startsAt": "2031-05-06T17:30:00Z", "timeZone": "Europe/London",
                                         "place": "Abuse pitch", "capacity": 10, "repeatsWeekly": False,
                                         "answersOpen": True}))
    assert status == 201, f"creating the game answered {status}"
    link = json.loads(body)["inviteToken"]

    def answer(name, source):
        status, headers, _ = request("POST", f"/api/invites/{link}/answers", source,
                                     {"Content-Type": "application/json"}, json_body({"name": name, "answer": "in"}))
        return status, headers

    flood = [answer(f"Flood {index}", "127.0.0.1") for index in range(40)]
    statuses = [status for status, _ in flood]
    retry = sorted({value for _, headers in flood for value in headers.get("retry-after", [])})
    player, _ = answer("Ana", "127.0.0.2")
    status, _, body = request("GET", f"/api/games/{json.loads(body)['id']}", "127.0.0.60", organiser)
    names = len(json.loads(body)["people"])
    # Ten answers a minute from one address, of which six may add guests: four are refused with 409.
    ok = (statuses.count(200) == 6 and statuses.count(409) == 4 and statuses.count(429) == 30 and retry
          and player == 200 and names == 7)
    return ok, (f"40 answers (new guests) from 127.0.0.1: {statuses.count(200)} taken, {statuses.count(409)} "
                f"refused as more guests than one network may add, {statuses.count(429)} refused with 429 "
                f"(Retry-After {retry}); Ana at 127.0.0.2 answered {player}; the game holds {names} names")


def share_match(bearer, source, players):
    """A new gather of `players` (two ids) and its live link's token."""
    _, _, body = request("POST", "/api/gathers", source, bearer, json_body({"players": [
        {"playerID": players[0], "team": "Team A"}, {"playerID": players[1], "team": "Team B"}]}))
    gather = json.loads(body)["id"]
    _, _, body = request("POST", f"/api/gathers/{gather}/watch-link", source, bearer)
    return json.loads(body)["token"]


def case_watchers_held_everywhere():
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    source = "127.0.0.73"
    bearer = sign_in("abuse-everywhere", source)
    bearer["Content-Type"] = "application/json"
    players = []
    for name in ["Ana", "Ben"]:
        _, _, body = request("POST", "/api/players", source, bearer, json_body({"name": name}))
        players.append(json.loads(body)["id"])
    links = [share_match(bearer, source, players) for _ in range(10)]
    # 100 addresses, each at its 30 watchers (3 on each of 10 links): every one of the 3,000 places.
    flood = []
    for address in range(100):
        for link in links:
            for _ in range(3):
                flood.append(open_watcher(link, f"127.0.1.{address + 1}"))
    opened = sum(status == 200 for _, status in flood)
    newcomer, newcomer_status = open_watcher(links[0], "127.0.0.74")
    # The place given up is one of the flood's: that stream ends.
    ended = 0
    for sock, status in flood:
        if status != 200:
            continue
        sock.setblocking(False)
        try:
            ended += sock.recv(65536, socket.MSG_PEEK) == b""
        except BlockingIOError:
            pass
    for sock, _ in flood + [(newcomer, newcomer_status)]:
        sock.close()
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return opened == 3_000 and newcomer_status == 200, (
        f"3,000 watchers from 100 addresses: {opened} opened; a watcher from 127.0.0.74 got {newcomer_status} "
        f"(a flood's stream gave up its place: {ended} ended)")


def case_games_list_is_paged():
    source = "127.0.0.75"
    bearer = sign_in("abuse-games", source)
    bearer["Content-Type"] = "application/json"
    for index in range(60):
        status, _, _ = request("POST", "/api/games", source, bearer, json_body({
            "startsAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + (index + 1) * 86_400)),
            "timeZone": "Europe/London", "place": f"Pitch {index}", "capacity": 10, "repeatsWeekly": False,
            "answersOpen": True}))
        if status != 201:
            return False, f"making game {index} answered {status}"
    status, headers, body = request("GET", "/api/games", source, bearer)
    first = json.loads(body)
    link = headers.get("link", [""])[0]
    match = re.match(r"<([^>]+)>; rel=\"next\"", link)
    if not match:
        return False, f"the first page ({len(first)} games) named no next page: {link!r}"
    _, headers, body = request("GET", match.group(1), source, bearer)
    second = json.loads(body)
    places = [game["place"] for game in first + second]
    ok = (status == 200 and len(first) == 50 and len(second) == 10 and "link" not in headers
          and places == [f"Pitch {index}" for index in range(60)])
    return ok, (f"60 games: a first page of {len(first)} (soonest first) with a Link, then {len(second)}; "
                f"every game once, in order: {places == [f'Pitch {index}' for index in range(60)]}")


def at_once(count, send):
    """Runs `send()` `count` times at the same moment, each in a thread; returns their answers."""
    answers = [None] * count
    start = threading.Barrier(count)

    def run(index):
        start.wait(timeout=15)
        answers[index] = send()

    threads = [threading.Thread(target=run, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def case_concurrent_shares():
    source = "127.0.0.70"
    bearer = {**sign_in("abuse-shares", source), "Content-Type": "application/json"}
    players = []
    for name in ["Ana", "Ben"]:
        _, _, body = request("POST", "/api/players", source, bearer, json_body({"name": name}))
        players.append(json.loads(body)["id"])
    _, _, body = request("POST", "/api/gathers", source, bearer, json_body({"players": [
        {"playerID": players[0], "team": "Team A"}, {"playerID": players[1], "team": "Team B"}]}))
    gather = json.loads(body)["id"]
    # Eight devices share the match at the same moment, then one stops sharing: no link may still answer.
    shares = at_once(8, lambda: request("POST", f"/api/gathers/{gather}/watch-link", source, bearer))
    statuses = sorted(status for status, _, _ in shares)
    tokens = {json.loads(body)["token"] for status, _, body in shares if status in (200, 201)}
    stop, _, _ = request("DELETE", f"/api/gathers/{gather}/watch-link", source, bearer)
    after = [request("GET", f"/api/watch/{token}", "127.0.0.71")[0] for token in tokens]
    ok = statuses == [200] * 7 + [201] and len(tokens) == 1 and stop == 204 and after == [410] * len(tokens)
    return ok, (f"8 shares at once answered {statuses} naming {len(tokens)} link(s); Stop answered {stop}; "
                f"the links then answer {after}")


def case_concurrent_lists():
    source = "127.0.0.72"
    bearer = sign_in("abuse-weekly", source)
    status, _, _ = request("POST", "/api/games", source, {**bearer, "Content-Type": "application/json"},
                           json_body({"startsAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 8 * 86400)),
                                      "timeZone": "Europe/London",
                                      "place": "Weekly pitch", "capacity": 10, "repeatsWeekly": True,
                                      "answersOpen": True}))
    assert status == 201, f"creating the weekly game answered {status}"
    # Eight lists at the same moment of an account whose weekly game passed: next week's game is made once.
    lists = at_once(8, lambda: request("GET", "/api/games", source, bearer))
    statuses = sorted(status for status, _, _ in lists)
    _, _, body = request("GET", "/api/games", source, bearer)
    listed = json.loads(body)
    games = len(listed["items"] if isinstance(listed, dict) else listed)
    ok = statuses == [200] * 8 and games == 2
    return ok, f"8 lists at once answered {statuses}; the account then holds {games} games (the weekly one and its next)"


def case_connections_per_address():
    source, other = "127.0.0.80", "127.0.0.81"
    held = [socket.create_connection((HOST, PORT), timeout=10, source_address=(source, 0)) for _ in range(128)]
    try:
        # The kernel completes the handshake; the server closes each one past the cap as it accepts it.
        refused = 0
        for _ in range(5):
            with socket.create_connection((HOST, PORT), timeout=10, source_address=(source, 0)) as extra:
                try:
                    extra.sendall(f"GET /health/live HTTP/1.1\r\nHost: {AUTHORITY}\r\n\r\n".encode())
                    refused += extra.recv(4096) == b""
                except (ConnectionResetError, BrokenPipeError):
                    refused += 1
        served = request("GET", "/health/live", other)[0]
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.5)
    again = request("GET", "/health/live", source)[0]
    ok = refused == 5 and served == 200 and again == 200
    return ok, (f"128 connections held from one address: {refused} of 5 more closed unanswered; another address "
                f"answered {served}; once they closed, the first address answered {again}")


def case_trickling_request():
    # A header line every 3 s keeps the connection from idling (IDLE_TIMEOUT_SECONDS=10 here); the
    # head's own deadline (10 s from its first byte) still ends it.
    started = time.monotonic()
    with socket.create_connection((HOST, PORT), timeout=30, source_address=("127.0.0.82", 0)) as sock:
        sock.sendall(f"GET /health/live HTTP/1.1\r\nHost: {AUTHORITY}\r\n".encode())
        answer = b""
        sock.settimeout(3)
        while time.monotonic() - started < 25:
            try:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
            except socket.timeout:
                try:
                    sock.sendall(b"X-Slow: 1\r\n")
                except (BrokenPipeError, ConnectionResetError):
                    break
    waited = time.monotonic() - started
    served = request("GET", "/health/live", "127.0.0.83")[0]
    ok = answer.startswith(b"HTTP/1.1 408 ") and b"head took longer than 10 seconds" in answer and waited < 15 \
        and served == 200
    return ok, (f"a head sent a line every 3 s was answered {answer[:12].decode(errors='replace')!r} and closed "
                f"after {waited:.1f} s; another address answered {served} meanwhile")


def case_still_healthy():
    status, _, _ = request("GET", "/health", "127.0.0.40")
    alive = os.path.exists(f"/proc/{SERVER_PID}")
    return status == 200 and alive, f"GET /health answers {status} after every case; the process is alive: {alive}"


CASES = [
    ("browser flood from one address", case_browser_flood),
    ("descriptors per browser", case_descriptors),
    ("foreign Host (DNS rebinding)", case_forged_host),
    ("cross-site text/plain POST", case_cross_site_text_plain),
    ("owner not locked out", case_owner_not_locked_out),
    ("parallel password guesses", case_parallel_guesses),
    ("WebSocket message past the limit", case_oversized_message),
    ("WebSocket event flood", case_event_flood),
    ("idle HTTP connection", case_idle_connection),
    ("connections past the cap from one address", case_connections_per_address),
    ("a request's head trickling in", case_trickling_request),
    ("change stream flood from one address", case_change_stream_flood),
    ("live link watcher flood from one address", case_watch_link_flood),
    ("metrics in Prometheus' format, by route pattern", case_metrics_for_operators),
    ("request budget: one client hammering the API", case_request_budget),
    ("answers flooding a game's invite link", case_answer_flood),
    ("every watcher place held by a stranger's 100 addresses", case_watchers_held_everywhere),
    ("an account's games come a page at a time", case_games_list_is_paged),
    ("devices sharing one match at once, then Stop", case_concurrent_shares),
    ("lists at once making a weekly game's next one", case_concurrent_lists),
    ("server still healthy", case_still_healthy),
]


def main():
    passed = failed = 0
    for name, case in CASES:
        try:
            ok, detail = case()
        except Exception as error:  # a case that cannot even run has failed
            ok, detail = False, f"{type(error).__name__}: {error}"
        print(f"abuse: {'PASS' if ok else 'FAIL'} {name}: {detail}", flush=True)
        passed += ok
        failed += not ok
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
