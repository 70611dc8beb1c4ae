"""How fast a change reaches everyone watching, and what watchers cost the server.

Usage: python3 scripts/benchmark_live.py --base http://127.0.0.1:PORT --server-pid PID \
           [--watchers 300] [--goals 40]
An organiser (registered here) starts a gather of two players, shares its live link and opens
the account's change stream; WATCHERS watchers with no account open the link's change stream
from loopback addresses (at most 25 per address, under the server's limit of 30). Then GOALS
goals are sent through the operations route, one every 0.25 s; for each goal the time from
sending it to its `change` event is measured on the organiser's stream and on every watcher's.
Prints p50, p99 and the worst of both, the watchers that missed a goal, and the server's RSS
before the watchers, with all of them open, and after they closed. Exits 1 when a watcher missed
a goal. Only loopback addresses are used.
"""

import argparse
import asyncio
import base64
import json
import os
import statistics
import time
import urllib.request

PER_ADDRESS = 25


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def call(base, method, path, headers=None, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers or {})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=15) as answer:
        text = answer.read()
        return json.loads(text) if text else None


class Stream:
    """One Server-Sent Events stream read on a raw socket: the arrival time of each `change`."""

    def __init__(self):
        self.arrivals = []
        self.opened = asyncio.get_running_loop().create_future()

    async def run(self, host, port, path, source, headers=""):
        reader, writer = await asyncio.open_connection(host, port, local_addr=(source, 0))
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n{headers}\r\n"
                     .encode())
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        self.opened.set_result(status)
        if status != 200:
            writer.close()
            return
        try:
            while True:
                line = await reader.readline()
                if not line:
                    break
                if line.startswith(b"event: change"):
                    self.arrivals.append(time.monotonic())
        except (asyncio.CancelledError, ConnectionError):
            pass
        finally:
            writer.close()


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--watchers", type=int, default=300)
    parser.add_argument("--goals", type=int, default=40)
    options = parser.parse_args()
    base = options.base
    host, port = base.split("//")[1].split(":")
    port = int(port)

    call(base, "POST", "/api/users", body={"username": "bench-live", "password": "pitch-side-1"})
    credentials = base64.b64encode(b"bench-live:pitch-side-1").decode()
    token = call(base, "POST", "/api/users/login", {"Authorization": f"Basic {credentials}"})["token"]
    bearer = {"Authorization": f"Bearer {token}"}
    players = [call(base, "POST", "/api/players", bearer, {"name": name})["id"] for name in ["Ana", "Ben"]]
    gather = call(base, "POST", "/api/gathers", bearer, {"players": [
        {"playerID": players[0], "team": "Team A"}, {"playerID": players[1], "team": "Team B"}]})["id"]
    link = call(base, "POST", f"/api/gathers/{gather}/watch-link", bearer)["token"]

    at_rest = rss_mb(options.server_pid)
    organiser = Stream()
    tasks = [asyncio.create_task(organiser.run(host, port, "/api/changes", "127.0.0.1",
                                               f"Authorization: Bearer {token}\r\n"))]
    watchers = []
    for index in range(options.watchers):
        watcher = Stream()
        source = f"127.0.1.{index // PER_ADDRESS + 1}"
        tasks.append(asyncio.create_task(watcher.run(host, port, f"/api/watch/{link}/changes", source)))
        watchers.append(watcher)
    statuses = [await stream.opened for stream in [organiser] + watchers]
    refused = sum(1 for status in statuses if status != 200)
    await asyncio.sleep(1)
    with_watchers = rss_mb(options.server_pid)

    sent = []
    loop = asyncio.get_running_loop()
    for index in range(options.goals):
        team = "Team A" if index % 2 == 0 else "Team B"
        sent.append(time.monotonic())
        await loop.run_in_executor(None, lambda: call(
            base, "POST", f"/api/gathers/{gather}/operations", bearer, {"kind": "addGoal", "team": team}))
        await asyncio.sleep(0.25)
    await asyncio.sleep(2)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.sleep(1)
    after = rss_mb(options.server_pid)

    def delays(stream):
        return [(arrival - start) * 1000 for start, arrival in zip(sent, stream.arrivals)]

    own = delays(organiser)
    watched = [delay for watcher in watchers for delay in delays(watcher)]
    missed = sum(1 for watcher in watchers if len(watcher.arrivals) < options.goals)
    print(f"watchers: {options.watchers} on one link ({refused} refused), {options.goals} goals 0.25 s apart")
    print(f"organiser's stream: p50 {percentile(own, 0.5):.1f} ms, p99 {percentile(own, 0.99):.1f} ms, "
          f"worst {max(own, default=float('nan')):.1f} ms")
    print(f"watchers: p50 {percentile(watched, 0.5):.1f} ms, p99 {percentile(watched, 0.99):.1f} ms, "
          f"worst {max(watched, default=float('nan')):.1f} ms; {missed} watchers missed a goal")
    print(f"server RSS: {at_rest:.1f} MB at rest, {with_watchers:.1f} MB with the watchers "
          f"({(with_watchers - at_rest) * 1024 / max(1, options.watchers):.1f} KB each), {after:.1f} MB after")
    return 1 if missed or refused else 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
