#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on 127.0.0.1 and
# FOOTBALLGATHER_TEST_POSTGRES_URL pointing at it, then stops and deletes the server.
#   scripts/with-postgres.sh swift test
# Needs PostgreSQL's server binaries (Debian: apt-get install postgresql); run as root or as a
# user who can run initdb.
set -euo pipefail

bindir=""
for candidate in /usr/lib/postgresql/*/bin; do
  [ -x "$candidate/initdb" ] && bindir="$candidate"
done
if [ -z "$bindir" ]; then
  bindir="$(dirname "$(command -v initdb || true)")"
fi
if [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: PostgreSQL's initdb was not found; install it (apt-get install postgresql)." >&2
  exit 1
fi

cluster="$(mktemp -d /tmp/footballgather-pg.XXXXXX)"
port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$cluster"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$cluster/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$cluster/data" -A trust -U postgres --no-sync -E UTF8 >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$cluster/data" -l "$cluster/log" -w \
  -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=1000" start >/dev/null

export FOOTBALLGATHER_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
echo "with-postgres: PostgreSQL listening on 127.0.0.1:$port"
"$@"
