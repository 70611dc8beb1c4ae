#!/usr/bin/env bash
# How long Balance teams takes for 50 players (the most a gather takes): builds the
# team-balancer-benchmark in release (into .build-release) and times TeamBalancer on fresh random
# rosters, a first split and another split of each, printing median, p99 and max in milliseconds.
#   scripts/benchmark-teams.sh [runs]      (default 1000 rosters)
# Target: well under 50 ms a split. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --scratch-path .build-release --product team-balancer-benchmark
"$(swift build -c release --scratch-path .build-release --show-bin-path)/team-balancer-benchmark" "$@"
