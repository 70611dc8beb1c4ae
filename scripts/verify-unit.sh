#!/usr/bin/env bash
# Checks deploy/footballgather.service with `systemd-analyze verify` (installing Debian's systemd
# when it is missing), its ExecStart pointed at the footballgather-server already built (BIN_DIR,
# else `swift build --show-bin-path`).
#   scripts/verify-unit.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/built.sh
source scripts/lib/systemd-unit.sh
if ! command -v systemd-analyze >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends systemd >/dev/null
fi
binary="$(built_bin_dir)/footballgather-server"
[ -x "$binary" ] || { echo "unit: $binary is not built" >&2; exit 1; }
verify_unit "$binary"
