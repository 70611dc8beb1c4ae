#!/usr/bin/env bash
# The viper command plugin end to end (Plugins/ViperPlugin): in a fresh package that depends on this
# checkout by path and pins its versions, `swift package viper init` without permission to write is
# refused before viper runs and writes nothing; with --allow-writing-to-package-directory, `viper init`
# writes viper.yml and `viper new Weather` writes the module's files and tests; a second `viper new
# Weather` fails with viper's own sentence. Builds in the generator integration's scratch folder
# (GENERATOR_SCRATCH, default .build-generator), so the dependency graph resolves and compiles once for
# both. Prints each step's time and fails on the first thing that is not as it should be.
#   scripts/viper-plugin-check.sh
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
repo="$PWD"
started=$SECONDS

scratch="${GENERATOR_SCRATCH:-$repo/.build-generator}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
work="$(mktemp -d /tmp/viper-plugin-check.XXXXXX)"
trap 'rm -rf "$work"' EXIT
package="$work/WeatherApp"
mkdir -p "$package/Sources/WeatherApp" "$package/Tests/WeatherAppTests"
cp Package.resolved "$package/"
# shellcheck source=lib/weather-package.sh
. "$repo/scripts/lib/weather-package.sh"
write_weather_manifest "$repo" "$package"
echo 'enum WeatherApp {}' >"$package/Sources/WeatherApp/WeatherApp.swift"
echo 'import Testing' >"$package/Tests/WeatherAppTests/WeatherAppTests.swift"

fail() {
  echo "viper-plugin-check: FAILED: $*" >&2
  exit 1
}

# plugin ARGUMENTS…: `swift package … viper ARGUMENTS…` in the package, its output in $output, its
# status in $status; prints the command, what it said (but the build's progress) and its time.
plugin() {
  local step_started=$SECONDS
  echo "\$ swift package $*"
  status=0
  output="$(cd "$package" && swift package --scratch-path "$scratch" "$@" </dev/null 2>&1)" || status=$?
  grep -vE '^\[[0-9]+/[0-9]+\]|^(Building|Build of|Compiling|Fetching|Computing|Computed|Creating|Working copy|Updating|Updated)' \
    <<<"$output"
  echo "(exit code $status, $((SECONDS - step_started)) s)"
  echo
}

plugin viper init
[ "$status" != 0 ] || fail "viper init ran without permission to write to the package"
grep -q "wants permission to write to the package directory" <<<"$output" ||
  fail "viper init without permission failed, but not by asking for permission to write"
[ ! -e "$package/viper.yml" ] || fail "viper init without permission wrote viper.yml"

plugin --allow-writing-to-package-directory viper init
[ "$status" = 0 ] || fail "viper init failed"
[ -f "$package/viper.yml" ] || fail "viper init did not write viper.yml"

plugin --allow-writing-to-package-directory viper new Weather
[ "$status" = 0 ] || fail "viper new Weather failed"
for file in Sources/WeatherApp/Modules/Weather/Weather{Contracts,Presenter,Interactor,Router,Module}.swift \
  Tests/WeatherAppTests/Weather/Weather{Presenter,Interactor,Router,Module}Tests.swift; do
  [ -s "$package/$file" ] || fail "viper new Weather did not write $file"
done
grep -q "protocol WeatherView" "$package/Sources/WeatherApp/Modules/Weather/WeatherContracts.swift" ||
  fail "WeatherContracts.swift does not declare WeatherView"

plugin --allow-writing-to-package-directory viper new Weather
[ "$status" != 0 ] || fail "a second viper new Weather succeeded"
# shellcheck disable=SC2016 # the backquotes are viper's own
grep -q 'error: `viper new Weather` failed with exit code 1: Module Weather already exists' <<<"$output" ||
  fail "a second viper new Weather did not fail with viper's sentence"

echo "viper-plugin-check: passed in $((SECONDS - started)) s"
