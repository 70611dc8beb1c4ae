#!/usr/bin/env bash
# Checks that the running server answers as openapi.yaml says: starts the built
# footballgather-server on a free loopback port with a temporary SQLite file, logs in, and lets
# schemathesis (scripts/requirements.txt, through scripts/lib/python-tools.sh) send generated
# requests to every operation, valid and invalid. A fixed seed keeps runs repeatable; pass another
# with SEED=…. BIN_DIR names the folder of the built binaries (default: `swift build`'s).
#   scripts/api-conformance.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/built.sh
source scripts/lib/python-tools.sh
use_python_tools

bin="$(built_bin_dir)/footballgather-server"
work="$(mktemp -d)"
port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
# The run checks the contract, not the request budget: schemathesis sends faster than any person.
API_REQUESTS_PER_ADDRESS=1000000 API_REQUESTS_PER_ACCOUNT=1000000 \
  PUBLIC_URL="$base" SQLITE_PATH="$work/api.sqlite" LLVM_PROFILE_FILE="$work/profile-%p.profraw" \
  "$bin" serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 100); do
  curl -fs "$base/health" >/dev/null && break
  sleep 0.2
done
curl -fs -X POST "$base/api/users" -H 'Content-Type: application/json' \
  -d '{"username": "conformance", "password": "conformance-password"}' >/dev/null
token="$(curl -fs -X POST -u conformance:conformance-password "$base/api/users/login" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')"

# A game's calendar file, as a real iCalendar parser reads it.
python3 scripts/check_calendar.py "$base" "$token"

# Logging out or deleting the account would end the session the other operations use. Requests
# that fit the schema can still break rules it cannot express (both teams need a player, ids must
# be the caller's players): those answer 400 by design, so that check is left out. Generated
# registrations beyond the server's limit (10 accounts an hour from one address) answer 429, which
# openapi.yaml describes; login is left out, so no generated attempt counts as a failed login. The
# change stream stays open by design, so it is left out too (its tests hold a real client to it).
schemathesis run "$base/openapi.yaml" \
  --header "Authorization: Bearer $token" \
  --exclude-operation-id logout --exclude-operation-id deleteAccount --exclude-operation-id login \
  --exclude-operation-id streamChanges --exclude-operation-id watchChanges --exclude-operation-id inviteChanges \
  --max-examples "${MAX_EXAMPLES:-30}" --seed "${SEED:-20261122}" \
  --exclude-checks positive_data_acceptance --suppress-health-check all --no-color
