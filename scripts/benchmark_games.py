"""What listing games costs an account at its allowances, and what it costs everyone else.

Usage: python3 scripts/benchmark_games.py http://127.0.0.1:PORT
Seeds one account through the API to its allowances (1,000 players, 1,000 games each offering 100
names with a few answers, 10,000 gathers of 10 players) and another account with 10 players. Then
prints, in milliseconds: one page of games (the default 50) and every game (five pages of 200),
each p50 and p99 over repeated sequential requests; and the other account's GET /api/players p50
and p99, idle and while four clients (processes of their own) list all of the first account's
games again and again.
Every request goes to the given loopback server; exits 1 when one fails.
"""

import base64
import http.client
import json
import multiprocessing
import os
import sys
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor

BASE = urllib.parse.urlsplit(sys.argv[1])
PLAYERS, GAMES, GATHERS = 1_000, 1_000, 10_000


class Client:
    """One keep-alive connection to the server."""

    def __init__(self, token=None):
        self.connection = http.client.HTTPConnection(BASE.hostname, BASE.port, timeout=120)
        self.token = token

    def call(self, method, path, body=None, headers=None):
        headers = dict(headers or {})
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        payload = response.read()
        if response.status >= 300:
            raise SystemExit(f"{method} {path} answered {response.status}: {payload[:200]!r}")
        return response, payload


def account(name):
    client = Client()
    client.call("POST", "/api/users", {"username": name, "password": "pitch-side-1"})
    secret = base64.b64encode(f"{name}:pitch-side-1".encode()).decode()
    _, body = client.call("POST", "/api/users/login", headers={"Authorization": f"Basic {secret}"})
    return json.loads(body)["token"]


def in_parallel(count, work, workers=8):
    """Runs work(client, index) for every index, spread over `workers` connections."""
    def run(worker):
        client = Client(TOKEN)
        for index in range(worker, count, workers):
            work(client, index)
    with ThreadPoolExecutor(workers) as pool:
        for future in [pool.submit(run, worker) for worker in range(workers)]:
            future.result()


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def timed(client, path, times):
    figures = []
    for _ in range(times):
        started = time.perf_counter()
        client.call("GET", path)
        figures.append((time.perf_counter() - started) * 1000)
    return figures


def all_games(client):
    path, count = "/api/games?limit=200", 0
    while path:
        response, body = client.call("GET", path)
        count += len(json.loads(body))
        link = response.getheader("Link")
        path = link[1:link.index(">")] if link else None
    return count


def summary(label, figures):
    print(f"{label}: p50 {percentile(figures, 0.5):.2f} ms, p99 {percentile(figures, 0.99):.2f} ms "
          f"({len(figures)} requests)", flush=True)


TOKEN = account("games-organiser")
started = time.monotonic()
player_ids = [None] * PLAYERS


def add_player(client, index):
    _, body = client.call("POST", "/api/players", {"name": f"Player {index:04d}"})
    player_ids[index] = json.loads(body)["id"]


in_parallel(PLAYERS, add_player)
week = 7 * 24 * 3600


def add_game(client, index):
    # Half of them upcoming, half past; each offers the first 100 of the roster.
    starts = time.time() + (index - GAMES // 2) * 3600
    when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(starts))
    _, body = client.call("POST", "/api/games", {
        "startsAt": when, "timeZone": "Europe/London", "place": f"Pitch {index}", "capacity": 10,
        "repeatsWeekly": False, "answersOpen": True})
    game = json.loads(body)
    for person in game["people"][:3]:
        client.call("PATCH", f"/api/games/{game['id']}/people/{person['id']}", {"standing": "in"})


in_parallel(GAMES, add_game)


def add_gather(client, index):
    chosen = [player_ids[(index * 10 + offset) % PLAYERS] for offset in range(10)]
    client.call("POST", "/api/gathers", {"players": [
        {"playerID": player, "team": "Team A" if offset < 5 else "Team B"}
        for offset, player in enumerate(chosen)]})


in_parallel(GATHERS, add_gather)
print(f"seeded {PLAYERS} players, {GAMES} games of 100 names and {GATHERS} gathers "
      f"in {time.monotonic() - started:.0f} s", flush=True)

organiser = Client(TOKEN)
listed = all_games(organiser)
if listed != GAMES:
    raise SystemExit(f"the list held {listed} games, not {GAMES}")
timed(organiser, "/api/games", 20)  # warm-up
summary("one page of games (50)", timed(organiser, "/api/games", 300))
whole = []
for _ in range(30):
    begun = time.perf_counter()
    all_games(organiser)
    whole.append((time.perf_counter() - begun) * 1000)
summary("every game (5 pages of 200)", whole)

neighbour = Client(account("games-neighbour"))
for index in range(10):
    neighbour.call("POST", "/api/players", {"name": f"Neighbour {index}"})
timed(neighbour, "/api/players", 50)  # warm-up
idle = timed(neighbour, "/api/players", 400)
summary("another account's GET /api/players, idle", idle)

def keep_listing(stop, lists):
    # In use, the listing clients are phones, not processes on the server's two cores: here they
    # run at the lowest priority, so that their parsing of pages takes no core from the server
    # or from the timed client.
    os.nice(19)
    client = Client(TOKEN)
    while not stop.is_set():
        all_games(client)
        with lists.get_lock():
            lists.value += 1


# The listers are processes of their own, so that their parsing of pages never holds up the
# neighbour's timing (threads of one Python process take turns).
stop = multiprocessing.Event()
lists = multiprocessing.Value("i", 0)
listers = [multiprocessing.Process(target=keep_listing, args=(stop, lists)) for _ in range(4)]
for lister in listers:
    lister.start()
time.sleep(1)
busy = timed(neighbour, "/api/players", 400)
stop.set()
for lister in listers:
    lister.join()
summary("another account's GET /api/players, while four clients list every game", busy)
print(f"p99 while listing / p99 idle: {percentile(busy, 0.99) / percentile(idle, 0.99):.2f} "
      f"({lists.value} whole lists meanwhile)")
