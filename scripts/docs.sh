#!/usr/bin/env bash
# Builds VIPERKit's and VIPERKitTesting's DocC documentation with swift-docc-plugin
# (`swift package generate-documentation --target … --warnings-as-errors --analyze`), and fails on
# any warning DocC or the compiler prints while doing it (a link to a symbol that does not exist, a
# tutorial's missing file, a topic that names nothing) and on any public symbol of the two modules
# without a doc comment of its own (scripts/undocumented_symbols.py, on the symbol graphs the plugin
# extracted). Builds in a scratch folder of its own (DOCS_SCRATCH, default .build-docs; CI keeps it
# outside the clone), where it compiles only the plugin and the two modules (it still checks out
# every dependency, about 400 MB), so it neither waits for nor disturbs the package's main build.
# Prints where the archives are and the time taken.
#   scripts/docs.sh                     # then, to read them: see the README's "Documentation" part
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

scratch="${DOCS_SCRATCH:-$PWD/.build-docs}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
log="$(mktemp /tmp/footballgather-docs.XXXXXX)"
trap 'rm -f "$log"' EXIT
status=0

targets=(VIPERKit VIPERKitTesting)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
# One invocation for both: SwiftPM loads the package graph and builds the plugin once.
if ! swift package --scratch-path "$scratch" generate-documentation "${arguments[@]}" \
  --warnings-as-errors --analyze >"$log" 2>&1; then
  cat "$log"
  echo "docs: FAILED: generate-documentation failed" >&2
  status=1
# DocC's warnings are errors now; the compiler's, while it builds the modules, are not.
elif grep -E '(warning|error):' "$log"; then
  echo "docs: FAILED: the documentation build printed the warnings above" >&2
  status=1
fi
# The plugin keeps each module's symbol graphs under the package's identity: its folder's name.
identity="$(basename "$PWD" | tr '[:upper:]' '[:lower:]')"
for target in "${targets[@]}"; do
  graphs=("$scratch"/*/extracted-symbols/"$identity/$target")
  if ! scripts/undocumented_symbols.py "$target" "${graphs[0]}" "Sources/$target"; then
    echo "docs: FAILED: the public symbols of $target above have no doc comment" >&2
    status=1
  fi
  archive="$scratch/plugins/Swift-DocC/outputs/$target.doccarchive"
  [ "$status" = 0 ] && echo "docs: $target: $archive"
done

[ "$status" = 0 ] && verdict=passed || verdict=FAILED
echo "docs: $verdict in $((SECONDS - started)) s"
exit "$status"
