#!/usr/bin/env python3
"""HTTP client for scripts/durability.sh (standard library only).

  durability.py account BASE USERNAME PASSWORD      registers, logs in, prints the bearer token
  durability.py load BASE TOKEN CLIENTS ACKS STOP   concurrent POST /api/players until STOP exists
  durability.py verify BASE TOKEN ACKS              every id in ACKS is listed by GET /api/players
  durability.py two-instances BASE1 BASE2           a session made on one instance works on the other
  durability.py drain BASE PID USERNAME PASSWORD TOKEN  SIGTERM to PID with a login in flight and a
                                                    change stream open: both end cleanly
"""
import base64
import http.client
import json
import os
import re
import signal
import socket
import sys
import threading
import time
import urllib.parse

TIMEOUT = 10
LOAD_SECONDS = 90


class Failure(Exception):
    pass


def connection(base):
    url = urllib.parse.urlsplit(base)
    return http.client.HTTPConnection(url.hostname, url.port, timeout=TIMEOUT)


def request(base, method, path, token=None, basic=None, body=None):
    """Sends one request on a new connection; returns (status, headers, parsed JSON or None)."""
    headers = {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if basic:
        headers["Authorization"] = "Basic " + base64.b64encode(":".join(basic).encode()).decode()
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn = connection(base)
    try:
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        raw = response.read()
        parsed = json.loads(raw) if raw else None
        return response.status, response.headers, parsed
    finally:
        conn.close()


def expect(status, wanted, what, body=None):
    if status != wanted:
        raise Failure(f"{what} answered {status} (expected {wanted}): {body}")


def account(base, username, password):
    status, _, body = request(base, "POST", "/api/users", body={"username": username, "password": password})
    expect(status, 201, "registering", body)
    status, _, body = request(base, "POST", "/api/users/login", basic=(username, password))
    expect(status, 200, "logging in", body)
    return body["token"]


def load(base, token, clients, acks_path, stop_path):
    """Each client creates players over one keep-alive connection and appends the id of every
    201 answer to ACKS (flushed at once) until STOP exists. Any answer other than 201 fails."""
    lock = threading.Lock()
    errors = []
    deadline = time.monotonic() + LOAD_SECONDS
    acks = open(acks_path, "a", buffering=1)

    def client(number):
        conn = connection(base)
        sent = 0
        refused = 0
        while time.monotonic() < deadline and not os.path.exists(stop_path) and refused < 200:
            body = json.dumps({"name": f"Load {number}-{sent}", "age": 20 + sent % 40}).encode()
            try:
                conn.request("POST", "/api/players", body=body, headers={
                    "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
                response = conn.getresponse()
                raw = response.read()
            except (OSError, http.client.HTTPException):
                # The server is gone (killed): nothing was acknowledged for this request.
                refused += 1
                conn.close()
                conn = connection(base)
                time.sleep(0.02)
                continue
            sent += 1
            if response.status != 201:
                with lock:
                    errors.append(f"client {number}: POST /api/players answered {response.status}: {raw[:200]!r}")
                break
            with lock:
                acks.write(json.loads(raw)["id"] + "\n")
        conn.close()

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    acks.close()
    if errors:
        raise Failure("; ".join(errors[:3]))


NEXT_LINK = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')


def list_players(base, token):
    """Every player of the caller: follows `Link: <…>; rel="next"` when the list is paged."""
    ids = []
    path = "/api/players?limit=200"
    pages = 0
    while path and pages < 10_000:
        status, headers, body = request(base, "GET", path, token=token)
        expect(status, 200, f"GET {path}", body)
        ids.extend(player["id"] for player in body)
        pages += 1
        match = NEXT_LINK.search(headers.get("Link") or "")
        if match:
            url = urllib.parse.urlsplit(urllib.parse.urljoin(base + path, match.group(1)))
            path = url.path + (f"?{url.query}" if url.query else "")
        else:
            path = None
    return ids, pages


def verify(base, token, acks_path):
    with open(acks_path) as file:
        acknowledged = [line.strip() for line in file if line.strip()]
    if not acknowledged:
        raise Failure("no write was acknowledged before the server was killed")
    listed, pages = list_players(base, token)
    present = set(listed)
    if len(present) != len(listed):
        raise Failure(f"the player list repeats ids ({len(listed)} rows, {len(present)} ids)")
    missing = [player for player in acknowledged if player not in present]
    if missing:
        raise Failure(f"{len(missing)} of {len(acknowledged)} acknowledged players are missing after the restart, "
                      f"e.g. {missing[:3]}")
    extra = len(present) - len(set(acknowledged))
    print(f"{len(acknowledged)} acknowledged writes, all present after the restart and read with the session "
          f"from before the kill "
          f"({len(present)} players listed in {pages} page{'s' if pages != 1 else ''}; "
          f"{extra} written but unacknowledged when the server died)")


def two_instances(first, second):
    username = f"two-{os.getpid()}"
    password = "two-instances-password"
    token = account(first, username, password)
    status, _, body = request(second, "GET", "/api/players", token=token)
    expect(status, 200, "GET /api/players on instance 2 with the token from instance 1", body)
    status, _, created = request(second, "POST", "/api/players", token=token, body={"name": "Made on two"})
    expect(status, 201, "POST /api/players on instance 2", created)
    status, _, body = request(first, "GET", f"/api/players/{created['id']}", token=token)
    expect(status, 200, "GET on instance 1 of the player created on instance 2", body)
    if body.get("name") != "Made on two":
        raise Failure(f"instance 1 sees the player as {body}")
    status, _, body = request(second, "DELETE", "/api/users/logout", token=token)
    expect(status, 204, "logging out on instance 2", body)
    status, _, body = request(first, "GET", "/api/players", token=token)
    expect(status, 401, "instance 1 after logging out on instance 2", body)
    print("a token from instance 1 works on instance 2, a player created on 2 is visible on 1, "
          "and logging out on 2 ends the session on 1")


def drain(base, pid, username, password, token):
    url = urllib.parse.urlsplit(base)
    stream = socket.create_connection((url.hostname, url.port), timeout=TIMEOUT)
    stream.sendall(f"GET /api/changes HTTP/1.1\r\nHost: {url.netloc}\r\nAuthorization: Bearer {token}\r\n\r\n".encode())
    opened = stream.recv(65536)
    if not opened.startswith(b"HTTP/1.1 200"):
        raise Failure(f"the change stream did not open: {opened[:200]!r}")
    # The login is sent whole, and the server is hashing its password (bcrypt, cost 12) when told to stop.
    login = connection(base)
    credentials = base64.b64encode(f"{username}:{password}".encode()).decode()
    login.request("POST", "/api/users/login", headers={"Authorization": f"Basic {credentials}"})
    time.sleep(0.1)
    started = time.monotonic()
    os.kill(int(pid), signal.SIGTERM)
    answer = login.getresponse()
    answer.read()
    expect(answer.status, 200, "the login in flight during SIGTERM")
    rest = b""
    while True:
        chunk = stream.recv(65536)
        if not chunk:
            break
        rest += chunk
    if not (opened + rest).endswith(b"0\r\n\r\n"):
        raise Failure(f"the change stream was cut instead of ended: {(opened + rest)[-80:]!r}")
    print(f"SIGTERM with a login in flight and a change stream open: the login answered 200, "
          f"the stream ended cleanly after {time.monotonic() - started:.1f} s")


def main(arguments):
    command, rest = arguments[0], arguments[1:]
    if command == "account":
        print(account(*rest))
    elif command == "load":
        load(rest[0], rest[1], int(rest[2]), rest[3], rest[4])
    elif command == "verify":
        verify(*rest)
    elif command == "two-instances":
        two_instances(*rest)
    elif command == "drain":
        drain(*rest)
    else:
        raise Failure(f"unknown command {command}")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except Failure as failure:
        print(f"durability: {failure}", file=sys.stderr)
        sys.exit(1)
