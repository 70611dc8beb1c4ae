#!/usr/bin/env python3
"""Load on Football Gather's web front end: scripted browser tabs over WebSocket.

Usage:
  python3 scripts/benchmark_web.py run --base http://127.0.0.1:PORT --server-pid PID --tabs N --result FILE
  python3 scripts/benchmark_web.py table FILE
  python3 scripts/benchmark_web.py self-test

`run` plays N tabs against a server started on a fresh database (scripts/benchmark-web.sh starts
one per tab count). The tabs are spread the way real clients are counted: each loopback source
address (127.0.0.2, 127.0.0.3, …) is one client with one account, registered and given players
through the API from that address; it starts a few browsers (each a session cookie, logged in
once through the Login screen), and each browser opens a few tabs sharing that login. So no
limit of the server is approached: new browsers per address (10 at once), browsers per address
(64), tabs per browser (16), events per tab (60 at once, then 20 a second) and per address (600 at
once, then 200 a second: ten tabs tapping at most ten times a second), registrations per address
(10 an hour), logins per account (30 an hour) and sessions per user (20).

A tab does what the page's script (viperkit.js) does: POST /session for its cookie, then
/ws?tab=<id>&at=<path> with the cookie and a same-origin Origin; it applies `page` and `patch`
messages to the html it keeps, exchanges a `renew` code for the new cookie after the login,
and sends `action`, `input` and `key` events found in the page's `data-action` elements and
named fields. Every step is chosen from the current page; none is sent blind.

Phases: every tab connects and reaches the player list; the clock tabs (a share of all, 20% by
default) each pick two players, balance the teams, start a gather, set its clock to 59:59 and
start it; then, for the measured period, every other tab taps: open a player from the list,
wait for the player's page, go back, wait for the list, and again. A tap is answered by the
first page (or patch) showing the screen it leads to, and ready once that screen has loaded
(no loading overlay, the player's record in). A tap with no answer within the timeout is an
error. The server's VmRSS and open descriptors are read from /proc before the tabs, once all
are connected and the clocks run, and a few seconds after every tab has closed.

`run` appends one JSON line of figures to the result file and prints progress; `table` prints
the summary of such a file.
"""

import argparse
import asyncio
import base64
import collections
import json
import math
import os
import random
import re
import resource
import secrets
import sys
import time
from html.parser import HTMLParser

try:
    import aiohttp
except ImportError:
    raise SystemExit("benchmark-web: the Python package aiohttp is missing (pip install aiohttp)") from None

PASSWORD = "benchmark-web-password"
# Whether the tabs number their events as the page's outbox does (the server then acknowledges them).
NUMBERED = os.environ.get("BENCH_WEB_OUTBOX", "1") != "0"
TABS_PER_BROWSER = 5  # below the 16 a browser may hold
BROWSERS_PER_CLIENT = 2  # all admitted at once (an address may start 10 at once, hold 64); ten tabs
# per address, so their taps stay below the events an address may send (200 a second)
PLAYERS_PER_USER = 20
CLOCK_SECONDS = ("59", "59")  # the longest time the match clock takes
FIRST_CLIENT_ADDRESS = 2  # 127.0.0.2; 127.0.0.1 is left to the server and anything else
MAXIMUM_TABS = 10_000  # keeps a run bounded: at most 100 client addresses

SCREEN = re.compile(r'<main class="screen screen-([A-Za-z0-9_-]+)')


def log(text):
    print(f"benchmark-web: {text}", flush=True)


# MARK: Pages


def apply_patch(old, keep, cut, text):
    """The html after a patch: `old`'s first `keep` UTF-16 code units, then `text`, then what
    follows the `cut` units after them (offsets as JavaScript strings count them)."""
    units = old.encode("utf-16-le")
    start, end = 2 * keep, 2 * (keep + cut)
    if keep < 0 or cut < 0 or end > len(units):
        raise ValueError(f"patch keep={keep} cut={cut} outside {len(units) // 2} units")
    return (units[:start] + text.encode("utf-16-le") + units[end:]).decode("utf-16-le")


class PageParser(HTMLParser):
    """The parts of a page a user acts on: elements with `data-action` (with their `data-value`,
    whether disabled, and the text on them) and named fields."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.actions = []  # [action, value, disabled, text]
        self.fields = {}  # name -> {"type", "autocomplete", "value"}
        self._open = []  # stack of (tag, index into actions or None)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        index = None
        if "data-action" in attributes:
            self.actions.append([attributes["data-action"], attributes.get("data-value"),
                                 "disabled" in attributes, ""])
            index = len(self.actions) - 1
        if tag == "input" and attributes.get("name"):
            self.fields[attributes["name"]] = {"type": attributes.get("type", "text"),
                                               "autocomplete": attributes.get("autocomplete", ""),
                                               "value": attributes.get("value") or ""}
        if tag not in ("input", "img", "br", "meta", "link", "hr"):
            self._open.append((tag, index))

    def handle_endtag(self, tag):
        while self._open:
            opened, _ = self._open.pop()
            if opened == tag:
                break

    def handle_data(self, data):
        for _, index in self._open:
            if index is not None:
                self.actions[index][3] += data


class Page:
    """What a tab shows: the last page message with the patches since applied. Like the page
    script, it keeps the HTML of the last KEPT_PAGES pages of the connection (numbered from 1),
    since a patch names the one it changes as its `base`."""

    KEPT_PAGES = 4

    def __init__(self):
        self.html = ""
        self.title = ""
        self.addresses = []
        self.navigation = 0
        self._parsed = None
        self._kept = []
        self._received = 0

    def reconnected(self):
        """A new connection starts numbering its pages again, from a whole page."""
        self._kept = []
        self._received = 0

    def apply(self, message):
        self._received += 1
        if message["type"] == "page":
            self.html = message["html"]
        else:
            base = next((html for number, html in self._kept if number == message.get("base")), None)
            if base is None:
                raise ValueError(f"a patch of page {message.get('base')}, which is not kept")
            self.html = apply_patch(base, message["keep"], message["cut"], message["html"])
        self._kept.append((self._received, self.html))
        del self._kept[:-self.KEPT_PAGES]
        if "title" in message:
            self.title = message["title"]
        if "addresses" in message:
            self.addresses = message["addresses"]
        if "navigation" in message:
            self.navigation = message["navigation"]
        self._parsed = None

    @property
    def screen(self):
        match = SCREEN.search(self.html)
        return match.group(1) if match else None

    @property
    def is_loading(self):
        return 'class="overlay loading"' in self.html

    @property
    def has_dialog(self):
        return 'role="alertdialog"' in self.html or 'class="dialog"' in self.html

    @property
    def has_countdown(self):
        return "data-countdown-until=" in self.html

    def _parse(self):
        if self._parsed is None:
            parser = PageParser()
            parser.feed(self.html)
            parser.close()
            self._parsed = parser
        return self._parsed

    def actions(self, name=None, enabled=True):
        """The page's actions as (action, value, text), optionally only `name`, only enabled ones."""
        return [(action, value, text.strip()) for action, value, disabled, text in self._parse().actions
                if (name is None or action == name) and not (enabled and disabled)]

    def has_action(self, name):
        return bool(self.actions(name))

    @property
    def fields(self):
        return self._parse().fields


# MARK: Measures


class Figures:
    """What one run counts."""

    def __init__(self):
        self.measuring = False
        self.events = 0  # taps sent while measuring
        self.answered = 0
        self.unanswered = 0  # taps with no answer within the timeout
        self.latencies = []  # seconds from a tap to its answer
        self.ready = []  # seconds from a tap to its screen loaded
        self.started = None  # when the measured period began (time.monotonic())
        self.slow = []  # (seconds into the period, latency, "open" or "back") of taps over 100 ms
        self.bytes = 0  # WebSocket payload bytes received while measuring
        self.messages = 0
        self.setup_errors = []
        self.notices = []
        self.closed_tabs = 0
        self.limit_waits = 0  # times the server asked to wait (429) before a new browser
        self.resends = 0  # times the server asked a tab to send its events again

    def error(self, text):
        self.setup_errors.append(text)
        if len(self.setup_errors) <= 10:
            log(f"error: {text}")


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def process_figures(pid):
    """The server's resident memory in bytes and its open descriptors."""
    rss = 0
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) * 1024
    return rss, len(os.listdir(f"/proc/{pid}/fd"))


def process_cpu_seconds(pid):
    """The server's user and system CPU time so far, in seconds."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# MARK: Tabs and browsers


class Tab:
    def __init__(self, browser, number):
        self.browser = browser
        self.number = number
        self.id = secrets.token_hex(16)
        self.page = Page()
        self.socket = None
        self.reader = None
        self.is_closed = False
        self._changed = asyncio.Event()
        self._watch = None
        # As the page's outbox does (BENCH_WEB_OUTBOX=1, the default): events numbered, kept until
        # acknowledged, sent again from where the server asks.
        self.outbox = collections.OrderedDict()
        self.next_number = 1

    @property
    def figures(self):
        return self.browser.client.figures

    async def connect(self, at="/"):
        client = self.browser.client
        await self.browser.start_session()
        self.page.reconnected()
        start = next(iter(self.outbox), self.next_number)
        outbox = f"&from={start}" if NUMBERED else ""
        self.socket = await client.http.ws_connect(
            f"{client.base}/ws?tab={self.id}&at={at}{outbox}", headers=self.browser.headers(),
            autoping=True, heartbeat=None, max_msg_size=0)
        self.reader = asyncio.create_task(self._read())

    async def _read(self):
        figures = self.figures
        try:
            async for message in self.socket:
                if message.type != aiohttp.WSMsgType.TEXT:
                    continue
                received = time.monotonic()
                if figures.measuring:
                    figures.bytes += len(message.data.encode())
                    figures.messages += 1
                data = json.loads(message.data)
                kind = data.get("type")
                if kind in ("page", "patch"):
                    self.page.apply(data)
                    self._check_watch(received)
                    self._changed.set()
                elif kind == "renew":
                    asyncio.create_task(self.browser.redeem(data["code"]))
                elif kind == "notice":
                    figures.notices.append(data.get("text", ""))
                elif kind == "ack":
                    while self.outbox and next(iter(self.outbox)) <= data["n"]:
                        self.outbox.popitem(last=False)
                elif kind == "resend":
                    figures.resends += 1
                    asyncio.create_task(self._resend(data["from"], data.get("after", 0)))
        except Exception as error:  # a malformed patch or message ends the tab, counted below
            figures.error(f"tab {self.browser.name}/{self.number}: {type(error).__name__}: {error}")
        finally:
            self.is_closed = True
            self._changed.set()
            if not self.browser.client.closing:
                figures.closed_tabs += 1
                if self.socket is not None and self.socket.close_code not in (None, 1000):
                    figures.error(f"tab {self.browser.name}/{self.number} closed with {self.socket.close_code}")

    def _check_watch(self, received):
        watch = self._watch
        if watch is None:
            return
        if watch["answered"] is None and watch["answer"](self.page):
            watch["answered"] = received
        if watch["answered"] is not None and watch["ready"](self.page):
            watch["readied"] = received
            self._watch = None
            watch["done"].set()

    async def send(self, event):
        if NUMBERED:
            event = dict(event, n=self.next_number)
            self.outbox[self.next_number] = event
            self.next_number += 1
        await self.socket.send_str(json.dumps(event, separators=(",", ":")))

    async def _resend(self, start, after):
        await asyncio.sleep(after / 1000)
        for number, event in list(self.outbox.items()):
            if number >= start and not self.socket.closed:
                await self.socket.send_str(json.dumps(event, separators=(",", ":")))

    async def step(self, event, answer, ready=None, timeout=10.0):
        """Sends `event`; returns (seconds to the first page where `answer` holds, seconds to the
        first where `ready` holds too), or None when that does not come within `timeout`."""
        done = asyncio.Event()
        watch = {"answer": answer, "ready": ready or answer, "answered": None, "readied": None, "done": done}
        self._watch = watch
        sent = time.monotonic()
        await self.send(event)
        try:
            await asyncio.wait_for(done.wait(), timeout)
        except asyncio.TimeoutError:
            if self._watch is watch:
                self._watch = None
            return None
        return watch["answered"] - sent, watch["readied"] - sent

    async def wait_for(self, condition, timeout):
        """Waits until the page satisfies `condition`; False when it does not within `timeout`."""
        deadline = time.monotonic() + timeout
        while not condition(self.page):
            if self.is_closed:
                return False
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except asyncio.TimeoutError:
                return False
        return True

    async def close(self):
        if self.socket is not None and not self.socket.closed:
            try:
                await asyncio.wait_for(self.socket.close(), 5)
            except (asyncio.TimeoutError, OSError):
                pass
        if self.reader is not None:
            self.reader.cancel()


class Browser:
    """One session cookie (a browser), logged in once, with tabs sharing the login."""

    def __init__(self, client, number):
        self.client = client
        self.number = number
        self.name = f"{client.address}#{number}"
        self.cookies = {}
        self.tabs = []
        self.renewed = asyncio.Event()

    def headers(self, json_body=False):
        headers = {"Origin": self.client.base}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        return headers

    def _keep_cookies(self, response):
        for name, morsel in response.cookies.items():
            self.cookies[name] = morsel.value

    async def start_session(self):
        """POST /session as the page does before each connection; waits out a 429 as asked."""
        client = self.client
        for _ in range(20):
            async with client.http.post(f"{client.base}/session", headers=self.headers()) as response:
                await response.read()
                if response.status == 429:
                    client.figures.limit_waits += 1
                    await asyncio.sleep(float(response.headers.get("Retry-After", "6")))
                    continue
                if response.status not in (200, 204):
                    raise RuntimeError(f"POST /session answered {response.status}")
                self._keep_cookies(response)
                return
        raise RuntimeError("POST /session kept answering 429")

    async def redeem(self, code):
        """Exchanges a renewal code for the browser's new cookie (once per code, as one page would)."""
        client = self.client
        try:
            async with client.http.post(f"{client.base}/session", headers=self.headers(),
                                        json={"renew": code}) as response:
                await response.read()
                if response.status in (200, 204):
                    self._keep_cookies(response)
                    self.renewed.set()
                elif not self.renewed.is_set():
                    client.figures.error(f"browser {self.name}: renewing the session answered {response.status}")
        except Exception as error:
            client.figures.error(f"browser {self.name}: renewing the session failed: {error}")


def is_list(page):
    return page.screen == "player-list" and not page.is_loading and page.has_action("open")


def is_detail_loaded(page):
    # The player's record fills in after the details; "Loading the record…" is its placeholder.
    return page.screen == "player-detail" and not page.is_loading and "Loading the record" not in page.html


class Client:
    """One loopback source address: one account, its players, its browsers."""

    def __init__(self, run, index, tabs):
        self.run = run
        self.index = index
        self.address = f"127.0.0.{FIRST_CLIENT_ADDRESS + index}"
        self.base = run.base
        self.figures = run.figures
        self.username = f"bench-web-{index}"
        self.tab_count = tabs
        self.http = None
        self.browsers = []
        self.closing = False

    async def open(self):
        connector = aiohttp.TCPConnector(local_addr=(self.address, 0), limit=0, force_close=True)
        self.http = aiohttp.ClientSession(connector=connector, cookie_jar=aiohttp.DummyCookieJar(),
                                          timeout=aiohttp.ClientTimeout(total=60))

    async def seed(self):
        """Registers the account and its players through the API, from this address."""
        base = self.base
        async with self.http.post(f"{base}/api/users", json={"username": self.username, "password": PASSWORD}) as r:
            if r.status != 201:
                raise RuntimeError(f"POST /api/users answered {r.status}: {(await r.text())[:200]}")
        basic = base64.b64encode(f"{self.username}:{PASSWORD}".encode()).decode()
        async with self.http.post(f"{base}/api/users/login", headers={"Authorization": f"Basic {basic}"}) as r:
            if r.status != 200:
                raise RuntimeError(f"POST /api/users/login answered {r.status}: {(await r.text())[:200]}")
            token = (await r.json())["token"]
        for n in range(PLAYERS_PER_USER):
            player = {"name": f"Player {self.index}-{n}", "age": 18 + n % 30, "skill": "amateur"}
            async with self.http.post(f"{base}/api/players", json=player,
                                      headers={"Authorization": f"Bearer {token}"}) as r:
                if r.status != 201:
                    raise RuntimeError(f"POST /api/players answered {r.status}: {(await r.text())[:200]}")

    async def start_browsers(self, login_slots, connect_slots, timeout):
        left = self.tab_count
        number = 0
        starts = []
        while left > 0:
            browser = Browser(self, number)
            count = min(TABS_PER_BROWSER, left)
            left -= count
            number += 1
            self.browsers.append(browser)
            starts.append(self._start_browser(browser, count, login_slots, connect_slots, timeout))
        await asyncio.gather(*starts)

    async def _start_browser(self, browser, count, login_slots, connect_slots, timeout):
        figures = self.figures
        first = Tab(browser, 0)
        try:
            async with login_slots:
                async with connect_slots:
                    await first.connect()
                await self._log_in(first, timeout)
        except Exception as error:
            figures.error(f"browser {browser.name}: logging in failed: {type(error).__name__}: {error}")
            await first.close()
            return
        browser.tabs.append(first)

        async def open_tab(number):
            tab = Tab(browser, number)
            try:
                async with connect_slots:
                    await tab.connect()
                    if not await tab.wait_for(is_list, timeout):
                        raise RuntimeError(f"the tab showed {tab.page.screen!r}, not the player list")
                browser.tabs.append(tab)
            except Exception as error:
                figures.error(f"tab {browser.name}/{number}: {type(error).__name__}: {error}")
                await tab.close()

        await asyncio.gather(*(open_tab(number) for number in range(1, count)))

    async def _log_in(self, tab, timeout):
        """Logs the browser in through the Login screen, as a user types and taps."""
        if not await tab.wait_for(lambda page: page.screen == "login" and page.has_action("login"), timeout):
            raise RuntimeError(f"no Login screen (the tab shows {tab.page.screen!r})")
        fields = tab.page.fields
        username = next((name for name, field in fields.items() if field["autocomplete"] == "username"), None)
        password = next((name for name, field in fields.items() if field["type"] == "password"), None)
        if not username or not password:
            raise RuntimeError(f"the Login screen has no username and password fields: {sorted(fields)}")
        await tab.send({"type": "input", "name": username, "value": self.username})
        await tab.send({"type": "input", "name": password, "value": PASSWORD})
        await tab.send({"type": "action", "action": "login"})
        try:
            await asyncio.wait_for(tab.browser.renewed.wait(), timeout)
        except asyncio.TimeoutError:
            raise RuntimeError(f"no session renewal after the login (the tab shows {tab.page.screen!r})") from None
        if not await tab.wait_for(is_list, timeout):
            raise RuntimeError(f"the login led to {tab.page.screen!r}, not the player list")

    async def close(self):
        self.closing = True
        await asyncio.gather(*(tab.close() for browser in self.browsers for tab in browser.tabs))
        if self.http is not None:
            await self.http.close()


# MARK: What the tabs do


async def start_clock(tab, timeout):
    """Picks two players, balances the teams, starts a gather and runs its clock from 59:59.
    Returns whether the clock runs."""
    page = tab.page

    async def tap(action, value=None, until=None):
        event = {"type": "action", "action": action}
        if value is not None:
            event["value"] = value
        result = await tab.step(event, until or (lambda _: True), timeout=timeout)
        if result is None:
            raise RuntimeError(f"{action} was not answered (the tab shows {page.screen!r})")

    if not page.has_action("select"):
        raise RuntimeError("the player list offers no selection")
    await tap("select", until=lambda p: p.has_action("tick"))
    players = [value for _, value, _ in page.actions("tick")]
    for value in random.sample(players, 2):
        await tap("tick", value)
    await tap("confirm", until=lambda p: p.screen == "confirm-players" and not p.is_loading
              and p.has_action("balance"))
    await tap("balance")
    if not page.has_action("start-gather"):
        moves = ["move-team-a", "move-team-b"]
        for move in moves:
            choices = page.actions(move)
            if choices:
                await tap(move, choices[0][1])
    if not page.has_action("start-gather"):
        raise RuntimeError("Start gather stays disabled after balancing the teams")
    await tap("start-gather", until=lambda p: p.screen == "gather" and not p.is_loading
              and p.has_action("clock-action"))
    await tap("set-time", until=lambda p: p.has_action("time-ok"))
    numbers = [name for name, field in page.fields.items()]
    if len(numbers) < 2:
        raise RuntimeError(f"the time picker has fields {numbers}")
    for name, value in zip(numbers, CLOCK_SECONDS):
        await tab.send({"type": "input", "name": name, "value": value})
    await tap("time-ok", until=lambda p: p.has_action("clock-action"))
    await tap("clock-action", until=lambda p: p.has_countdown)
    return page.has_countdown


async def tap_loop(tab, stop_at, think, timeout):
    """Opens a player from the list, goes back, and again, until `stop_at`. The first tap comes
    after a random part of one pause, so that the tabs do not all tap in the same instant."""
    figures = tab.figures
    if think > 0:
        await asyncio.sleep(random.uniform(0, think))
    while time.monotonic() < stop_at and not tab.is_closed:
        page = tab.page
        if page.has_dialog:
            # Nothing in this scenario asks a question; one that appears is answered with its
            # cancelling button and counted.
            choice = page.actions("dialog-no") or page.actions("dialog-ok")
            figures.error(f"tab {tab.browser.name}/{tab.number}: a dialog appeared on {page.screen!r}")
            if not choice:
                return
            await tab.send({"type": "action", "action": choice[0][0], "value": choice[0][1]})
            await tab.wait_for(lambda p: not p.has_dialog, timeout)
            continue
        if is_list(page):
            _, value, _ = random.choice(page.actions("open"))
            event = {"type": "action", "action": "open", "value": value}
            answer = lambda p: p.screen == "player-detail"
            ready = is_detail_loaded
        elif page.screen == "player-detail" and page.has_action("nav-back"):
            event = {"type": "action", "action": "nav-back"}
            answer = lambda p: p.screen == "player-list"
            ready = is_list
        else:
            # Still loading (a late answer): wait for a screen this loop knows.
            if not await tab.wait_for(lambda p: is_list(p) or p.screen == "player-detail" or p.has_dialog, timeout):
                figures.error(f"tab {tab.browser.name}/{tab.number}: stuck on {page.screen!r}")
                return
            continue
        figures.events += 1
        sent = time.monotonic()
        result = await tab.step(event, answer, ready, timeout)
        if result is None:
            figures.unanswered += 1
        else:
            figures.answered += 1
            figures.latencies.append(result[0])
            figures.ready.append(result[1])
            if result[0] > 0.1:
                figures.slow.append((sent - figures.started, result[0], event["action"]))
        if think > 0:
            await asyncio.sleep(think * random.uniform(0.5, 1.5))


# MARK: A run


class Run:
    def __init__(self, arguments):
        self.base = arguments.base.rstrip("/")
        self.pid = arguments.server_pid
        self.tabs = arguments.tabs
        self.clocks = min(self.tabs, arguments.clocks if arguments.clocks is not None
                          else round(self.tabs * arguments.clock_share))
        self.duration = arguments.duration
        self.timeout = arguments.timeout
        self.think = arguments.think
        self.figures = Figures()
        per_client = TABS_PER_BROWSER * BROWSERS_PER_CLIENT
        count = math.ceil(self.tabs / per_client)
        if FIRST_CLIENT_ADDRESS + count > 254:
            raise SystemExit(f"benchmark-web: {self.tabs} tabs need more loopback addresses than 127.0.0.0/24 has")
        self.clients = [Client(self, index, min(per_client, self.tabs - index * per_client)) for index in range(count)]

    async def go(self):
        figures = self.figures
        for client in self.clients:
            await client.open()
        log(f"{self.tabs} tabs: seeding {len(self.clients)} accounts of {PLAYERS_PER_USER} players through the API "
            f"(one per client address 127.0.0.{FIRST_CLIENT_ADDRESS}…{self.clients[-1].address})")
        await asyncio.gather(*(client.seed() for client in self.clients))
        rss_before, fds_before = process_figures(self.pid)

        started = time.monotonic()
        login_slots = asyncio.Semaphore(4)  # password checks run on two threads with 16 waiting
        connect_slots = asyncio.Semaphore(64)
        await asyncio.gather(*(client.start_browsers(login_slots, connect_slots, self.timeout * 3)
                               for client in self.clients))
        tabs = [tab for client in self.clients for browser in client.browsers for tab in browser.tabs]
        browsers = sum(len(client.browsers) for client in self.clients)
        log(f"{len(tabs)} of {self.tabs} tabs connected in {browsers} browsers, each logged in once, "
            f"in {time.monotonic() - started:.1f} s")

        # Clock tabs: spread over the browsers (every k-th tab), the rest tap.
        step = len(tabs) / self.clocks if self.clocks else 0
        clock_tabs = [tabs[int(i * step)] for i in range(self.clocks)] if tabs else []
        chosen = set(map(id, clock_tabs))
        tappers = [tab for tab in tabs if id(tab) not in chosen]
        started = time.monotonic()
        clock_slots = asyncio.Semaphore(32)

        async def clock(tab):
            try:
                async with clock_slots:
                    return await start_clock(tab, self.timeout * 3)
            except Exception as error:
                figures.error(f"tab {tab.browser.name}/{tab.number}: starting a gather's clock failed: {error}")
                return False

        running = sum(await asyncio.gather(*(clock(tab) for tab in clock_tabs)))
        log(f"{running} of {self.clocks} match clocks running (started in {time.monotonic() - started:.1f} s); "
            f"{len(tappers)} tabs tap for {self.duration:g} s")

        rss_connected, fds_connected = process_figures(self.pid)
        peak = [rss_connected]
        stop_at = time.monotonic() + self.duration

        async def sample():
            while time.monotonic() < stop_at:
                await asyncio.sleep(1)
                peak[0] = max(peak[0], process_figures(self.pid)[0])

        # How late this process's own timers fire: the client shares the machine with the server,
        # and a late loop adds to every latency measured here.
        lags = []

        async def probe():
            while time.monotonic() < stop_at:
                wanted = time.monotonic() + 0.1
                await asyncio.sleep(0.1)
                lags.append(time.monotonic() - wanted)

        sampler = asyncio.create_task(sample())
        prober = asyncio.create_task(probe())
        cpu_before, wall_before = time.process_time(), time.monotonic()
        server_cpu_before = process_cpu_seconds(self.pid)
        figures.measuring = True
        figures.started = time.monotonic()
        await asyncio.gather(*(tap_loop(tab, stop_at, self.think, self.timeout) for tab in tappers))
        figures.measuring = False
        elapsed = time.monotonic() - wall_before
        client_cpu = (time.process_time() - cpu_before) / elapsed
        server_cpu = (process_cpu_seconds(self.pid) - server_cpu_before) / elapsed
        await sampler
        await prober
        clocks_at_end = sum(1 for tab in clock_tabs if tab.page.has_countdown and not tab.is_closed)

        for client in self.clients:
            await client.close()
        await asyncio.sleep(3)
        rss_after, fds_after = process_figures(self.pid)

        result = {
            "tabs": self.tabs, "connected": len(tabs), "browsers": browsers, "clients": len(self.clients),
            "clocks": self.clocks, "clocks_running": running, "clocks_at_end": clocks_at_end,
            "tappers": len(tappers), "duration": elapsed, "events": figures.events, "answered": figures.answered,
            "events_per_second": figures.answered / elapsed if elapsed else 0,
            "p50_ms": percentile(figures.latencies, 0.50) * 1000, "p99_ms": percentile(figures.latencies, 0.99) * 1000,
            "max_ms": max(figures.latencies, default=float("nan")) * 1000,
            "ready_p50_ms": percentile(figures.ready, 0.50) * 1000,
            "ready_p99_ms": percentile(figures.ready, 0.99) * 1000,
            "bytes": figures.bytes, "messages": figures.messages,
            "bytes_per_event": figures.bytes / figures.events if figures.events else 0,
            "rss_before": rss_before, "rss_connected": rss_connected, "rss_peak": peak[0], "rss_after": rss_after,
            "fds_before": fds_before, "fds_connected": fds_connected, "fds_after": fds_after,
            "fds_per_tab": (fds_connected - fds_before) / len(tabs) if tabs else float("nan"),
            "unanswered": figures.unanswered, "setup_errors": len(figures.setup_errors),
            "closed_tabs": figures.closed_tabs, "notices": len(figures.notices), "limit_waits": figures.limit_waits,
            "resends": figures.resends, "outbox": NUMBERED,
            "client_cpu": client_cpu, "server_cpu": server_cpu,
            "client_lag_p50_ms": percentile(lags, 0.5) * 1000, "client_lag_p99_ms": percentile(lags, 0.99) * 1000,
            "slow_taps": len(figures.slow),
            "slow_opens": sum(1 for _, _, action in figures.slow if action == "open"),
            # The seconds of the period with the most taps over 100 ms, to tell a steady tail
            # from bursts (a sweep, a burst of pings or clock ticks).
            "slow_seconds": collections.Counter(int(at) for at, _, _ in figures.slow).most_common(5),
        }
        result["errors"] = result["unanswered"] + result["setup_errors"] + result["notices"]
        return result


def raise_descriptor_limit(tabs):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, max(soft, 65536)) if hard != resource.RLIM_INFINITY else 65536
    if wanted > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    if wanted < tabs * 2 + 256:
        raise SystemExit(f"benchmark-web: {tabs} tabs need about {tabs * 2 + 256} open files here; "
                         f"the limit is {wanted} (raise it with ulimit -n)")


def command_run(arguments):
    raise_descriptor_limit(arguments.tabs)
    run = Run(arguments)
    result = asyncio.run(run.go())
    with open(arguments.result, "a") as out:
        out.write(json.dumps(result) + "\n")
    figures = run.figures
    log(f"{arguments.tabs} tabs: {result['answered']} taps answered in {result['duration']:.1f} s "
        f"({result['events_per_second']:.1f}/s), p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, "
        f"{result['unanswered']} unanswered, {result['setup_errors']} setup errors, "
        f"server CPU {result['server_cpu'] * 100:.0f}%, client CPU {result['client_cpu'] * 100:.0f}%")
    for notice in sorted(set(figures.notices))[:3]:
        log(f"notice from the server: {notice}")


def command_table(arguments):
    rows = [json.loads(line) for line in open(arguments.file) if line.strip()]
    header = (f"{'tabs':>5} {'clocks':>6} {'events':>7} {'events/s':>9} {'p50 ms':>7} {'p99 ms':>7} "
              f"{'ready p99':>9} {'B/event':>8} {'RSS before':>10} {'connected':>9} {'after':>7} "
              f"{'fds/tab':>7} {'errors':>6}")
    print(header)
    mb = 1024 * 1024
    for r in rows:
        print(f"{r['tabs']:>5} {r['clocks_running']:>6} {r['events']:>7} {r['events_per_second']:>9.1f} "
              f"{r['p50_ms']:>7.1f} {r['p99_ms']:>7.1f} {r['ready_p99_ms']:>9.1f} {r['bytes_per_event']:>8.0f} "
              f"{r['rss_before'] / mb:>8.1f}MB {r['rss_connected'] / mb:>7.1f}MB {r['rss_after'] / mb:>5.1f}MB "
              f"{r['fds_per_tab']:>7.2f} {r['errors']:>6}")
    print()
    for r in rows:
        notes = [f"{r['connected']} of {r['tabs']} tabs connected in {r['browsers']} browsers from "
                 f"{r['clients']} client addresses", f"{r['tappers']} tapping for {r['duration']:.1f} s",
                 f"clocks still running at the end {r['clocks_at_end']} of {r['clocks']}",
                 f"peak RSS {r['rss_peak'] / mb:.1f} MB", f"max latency {r['max_ms']:.0f} ms",
                 f"ready p50 {r['ready_p50_ms']:.1f} ms",
                 f"server CPU {r['server_cpu'] * 100:.0f}% and client CPU {r['client_cpu'] * 100:.0f}% of a core",
                 f"client timers late by {r['client_lag_p50_ms']:.0f} ms (p50), {r['client_lag_p99_ms']:.0f} ms (p99)"]
        if r.get("slow_taps"):
            busiest = ", ".join(f"{count} at {second} s" for second, count in r["slow_seconds"])
            notes.append(f"{r['slow_taps']} taps over 100 ms ({r['slow_opens']} of them opening a player; "
                         f"busiest seconds: {busiest})")
        if r["unanswered"]:
            notes.append(f"{r['unanswered']} taps unanswered")
        if r["setup_errors"]:
            notes.append(f"{r['setup_errors']} setup errors")
        if r["closed_tabs"]:
            notes.append(f"{r['closed_tabs']} tabs closed by the server")
        if r["notices"]:
            notes.append(f"{r['notices']} over-allowance notices")
        if r.get("resends"):
            notes.append(f"{r['resends']} requests to send events again")
        notes.append("numbered events (outbox)" if r.get("outbox") else "unnumbered events")
        if r["limit_waits"]:
            notes.append(f"{r['limit_waits']} waits for a new-browser allowance (429)")
        print(f"{r['tabs']} tabs: " + "; ".join(notes))
    return 1 if any(r["errors"] for r in rows) else 0


def command_self_test(_):
    old = "a😀b<p>x</p>"
    # "😀" is two UTF-16 units: keep "a😀" (3 units), cut "b" (1), insert "B".
    assert apply_patch(old, 3, 1, "B") == "a😀B<p>x</p>", apply_patch(old, 3, 1, "B")
    assert apply_patch(old, 0, 0, "") == old
    assert apply_patch(old, len(old.encode("utf-16-le")) // 2, 0, "!") == old + "!"
    page = Page()
    page.apply({"type": "page", "title": "T", "html": '<main class="screen screen-x"><button data-action="go" '
                'data-value="1">Go</button></main>', "addresses": ["/x"], "navigation": 0})
    page.apply({"type": "patch", "base": 1, "keep": 0, "cut": 0, "html": "<header>h</header>"})
    assert page.title == "T" and page.addresses == ["/x"] and page.screen == "x"
    assert page.actions("go") == [("go", "1", "Go")], page.actions()
    # A patch may change an earlier kept page than the last (Back to a list shown before).
    page.apply({"type": "patch", "base": 1, "keep": 0, "cut": 0, "html": "<nav>n</nav>"})
    assert page.html.startswith("<nav>n</nav><main"), page.html
    try:
        page.apply({"type": "patch", "base": 9, "keep": 0, "cut": 0, "html": ""})
        raise AssertionError("a patch of a page never received was applied")
    except ValueError:
        pass
    try:
        apply_patch("ab", 1, 5, "")
        raise AssertionError("a patch past the end was applied")
    except ValueError:
        pass
    print("benchmark-web: self-test passed")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run")
    run.add_argument("--base", required=True)
    run.add_argument("--server-pid", type=int, required=True)
    run.add_argument("--tabs", type=int, required=True)
    run.add_argument("--result", required=True)
    run.add_argument("--duration", type=float, default=float(os.environ.get("BENCH_WEB_DURATION", "30")))
    run.add_argument("--timeout", type=float, default=float(os.environ.get("BENCH_WEB_TIMEOUT", "10")))
    run.add_argument("--think", type=float, default=float(os.environ.get("BENCH_WEB_THINK", "0.1")))
    run.add_argument("--clock-share", type=float, default=float(os.environ.get("BENCH_WEB_CLOCK_SHARE", "0.2")))
    run.add_argument("--clocks", type=int, default=None)
    table = commands.add_parser("table")
    table.add_argument("file")
    commands.add_parser("self-test")
    arguments = parser.parse_args()
    if arguments.command == "run":
        if not arguments.base.startswith("http://127.0.0."):
            raise SystemExit("benchmark-web: only a server on this machine's 127.0.0.x addresses is benchmarked")
        if arguments.duration <= 0 or arguments.duration > 3000:
            raise SystemExit("benchmark-web: the duration must be between 0 and 3000 s (the clock runs 59:59)")
        if not 1 <= arguments.tabs <= MAXIMUM_TABS:
            raise SystemExit(f"benchmark-web: the tab count must be between 1 and {MAXIMUM_TABS}")
        if arguments.think < 0.06:
            raise SystemExit("benchmark-web: a think time under 0.06 s could pass a tab's 20 events a second")
        command_run(arguments)
    elif arguments.command == "table":
        sys.exit(command_table(arguments))
    else:
        command_self_test(arguments)


if __name__ == "__main__":
    main()
