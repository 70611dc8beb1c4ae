#!/usr/bin/env bash
# Runs the server's and the web front end's tests under the thread sanitizer, in a build folder of
# its own (.build-tsan), and fails on any data race it reports (but the library hand-offs listed,
# with their reasons, in scripts/tsan-suppressions.txt).
#   scripts/thread-sanitizer.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp /tmp/footballgather-tsan.XXXXXX)"
trap 'rm -f "$log"' EXIT
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
status=0
TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt" \
  swift test --skip-build --sanitize=thread --scratch-path .build-tsan \
  --filter 'FootballGatherServerTests|VIPERKitWebTests|FootballGatherWebTests' "$@" 2>&1 | tee "$log" || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "thread-sanitizer: $(grep -c 'WARNING: ThreadSanitizer' "$log") report(s) above" >&2
  exit 1
fi
exit "$status"
