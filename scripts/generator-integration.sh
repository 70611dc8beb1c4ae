#!/usr/bin/env bash
# The generator's integration test (Tests/VIPERGenTests/GeneratedPackageTests.swift): for each
# built-in template (module, factory), `viper init` and `viper new` write modules into a fresh
# package that depends on this checkout by path, with a terminal and a web front end; a module is
# renamed, another written and removed, a third upgraded from an older copy of the template; then
# the package is built and its generated tests run. Both packages pin this repository's
# versions and build in one scratch folder (GENERATOR_SCRATCH, default .build-generator; CI keeps
# it outside the clone, see scripts/lib/cache.sh), so Vapor's graph compiles once for both. Prints
# each package's build and test times, and fails unless both templates ran and passed.
#   scripts/generator-integration.sh
# Runs the test bundle of this checkout's debug build (`swift build --build-tests` first), or the
# one in SCRATCH_PATH when it is set (CI passes its coverage build).
set -uo pipefail
cd "$(dirname "$0")/.."

scratch="${GENERATOR_SCRATCH:-$PWD/.build-generator}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
log="$(mktemp /tmp/footballgather-generator.XXXXXX)"
trap 'rm -f "$log"' EXIT

test_scratch=()
[ -n "${SCRATCH_PATH:-}" ] && test_scratch=(--scratch-path "$SCRATCH_PATH")
VIPER_INTEGRATION=1 VIPER_INTEGRATION_SCRATCH="$scratch" LLVM_PROFILE_FILE="/tmp/footballgather-generator-%p.profraw" \
  swift test --skip-build "${test_scratch[@]}" --disable-xctest --filter 'GeneratedPackageTests' 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
rm -f /tmp/footballgather-generator-*.profraw

# A filter that matches nothing passes with no test run: both templates must have been built.
for template in module factory; do
  if ! grep -q "generated package ($template): built in" "$log"; then
    echo "generator-integration: FAILED: the package of the $template template was not built" >&2
    status=1
  fi
done
exit "$status"
