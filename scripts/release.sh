#!/usr/bin/env bash
# The release bundle of footballgather-server: builds it in release with the Swift standard library
# (and Foundation) linked statically, packs the binary, the resource bundles it reads and the
# systemd unit into dist/footballgather-server-<version>-linux-<arch>.tar.gz with a .sha256 beside
# it, then checks the bundle: unpacked into an empty folder and started with `serve`, with no Swift
# toolchain on its PATH (and the build's own resource folders out of reach), it answers
# GET /health/ready and serves its web page and API description; the unit passes
# `systemd-analyze verify`.
#   scripts/release.sh [--skip-build]
# The build is kept in .build-release-static (a first build takes about a quarter of an hour here);
# --skip-build packs the one already built.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=1 ;;
    *)
      echo "usage: scripts/release.sh [--skip-build]" >&2
      exit 2
      ;;
  esac
done

fail() {
  echo "release: FAILED: $*" >&2
  exit 1
}

# Foundation's networking, linked statically, links against the system's libcurl.
if ! dpkg -s libcurl4-openssl-dev >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends libcurl4-openssl-dev >/dev/null ||
    fail "could not install libcurl4-openssl-dev, which the static link needs"
fi
build=(swift build -c release --static-swift-stdlib --scratch-path .build-release-static --product footballgather-server)
[ "$skip_build" = 1 ] || "${build[@]}"
bin_dir="$(swift build -c release --static-swift-stdlib --scratch-path .build-release-static --show-bin-path)"
[ -x "$bin_dir/footballgather-server" ] || fail "$bin_dir/footballgather-server is not built; run ${build[*]}"

version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/FootballGatherAPI/ProductVersion.swift)"
[ -n "$version" ] || fail "no version in Sources/FootballGatherAPI/ProductVersion.swift"
name="footballgather-server-$version-linux-$(uname -m)"
work="$(mktemp -d /tmp/footballgather-release.XXXXXX)"
hidden=()
server_pid=""
cleanup() {
  [ -z "$server_pid" ] || kill -9 "$server_pid" 2>/dev/null || true
  for folder in "${hidden[@]}"; do mv "$folder.hidden" "$folder"; done
  rm -rf "$work"
}
trap cleanup EXIT

# --- Pack ---
stage="$work/stage/$name"
mkdir -p "$stage/bin" dist
cp "$bin_dir/footballgather-server" "$stage/bin/"
strip "$stage/bin/footballgather-server" 2>/dev/null || true
for resources in "$bin_dir"/*.resources; do cp -R "$resources" "$stage/bin/"; done
cp deploy/footballgather.service "$stage/"
tar -C "$work/stage" -czf "dist/$name.tar.gz" "$name"
(cd dist && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
echo "release: dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1)), sha256 $(cut -c1-16 "dist/$name.tar.gz.sha256")…"

# --- Check: the bundle alone ---
(cd dist && sha256sum --check --quiet "$name.tar.gz.sha256") || fail "the checksum does not match"
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xzf "dist/$name.tar.gz"
server="$work/unpacked/$name/bin/footballgather-server"
if ldd "$server" | grep -E "swift|not found"; then fail "the binary needs libraries the bundle does not carry"; fi
echo "release: it needs only system libraries: $(ldd "$server" | awk '{print $1}' | xargs)"
# The build's resource folders, which a binary falls back to, are moved aside while it runs.
for resources in "$bin_dir"/*.resources; do
  mv "$resources" "$resources.hidden"
  hidden+=("$resources")
done
port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
(cd "$work/unpacked" &&
  exec env -i PATH=/usr/bin:/bin HOME="$work/unpacked" SQLITE_PATH="$work/unpacked/data/footballgather.sqlite" \
    "$server" serve --hostname 127.0.0.1 --port "$port" >"$work/server.log" 2>&1) &
server_pid=$!
ready=""
for _ in $(seq 1 600); do
  ready="$(curl -s --max-time 2 "http://127.0.0.1:$port/health/ready" || true)"
  [ "$ready" = '{"status":"ok"}' ] && break
  kill -0 "$server_pid" 2>/dev/null || fail "the unpacked server exited: $(tail -n 20 "$work/server.log")"
  sleep 0.1
done
[ "$ready" = '{"status":"ok"}' ] || fail "GET /health/ready answered \"$ready\""
curl -fs "http://127.0.0.1:$port/" | grep -q "/assets/viperkit.js" || fail "the web page is not served"
curl -fs "http://127.0.0.1:$port/assets/viperkit.js" >/dev/null || fail "the web page's script is not served"
curl -fs "http://127.0.0.1:$port/openapi.yaml" | grep -q "^openapi: 3" || fail "the API description is not served"
kill -TERM "$server_pid"
wait "$server_pid" || fail "the server exited with status $? after SIGTERM"
server_pid=""
echo "release: unpacked alone, with PATH=/usr/bin:/bin, it answered /health/ready, served its page and" \
  "its API description, and stopped with status 0 on SIGTERM"

# --- Check: the systemd unit ---
if command -v systemd-analyze >/dev/null; then
  source scripts/lib/systemd-unit.sh
  verify_unit "$server" || fail "the unit did not pass"
else
  echo "release: systemd-analyze is not installed; the unit was not verified (scripts/verify-unit.sh installs it)"
fi
