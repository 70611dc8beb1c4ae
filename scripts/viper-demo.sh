#!/usr/bin/env bash
# Shows `viper` end to end in a throwaway package that depends on this repository by path:
# init, new, the generated tree, the generated tests passing, lint catching a presenter
# that imports UIKit, and list showing that presenter as edited. Prints a transcript.
#
# Usage: scripts/viper-demo.sh [--no-test]
#   --no-test      skip building the package and running its generated tests (the slow part)
#   VIPER_BIN=...  use this viper binary instead of building it with `swift build --product viper`
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run_tests=1
[[ "${1:-}" == "--no-test" ]] && run_tests=0

if [[ -z "${VIPER_BIN:-}" ]]; then
    swift build --package-path "$repo" --product viper >/dev/null
    VIPER_BIN="$(swift build --package-path "$repo" --show-bin-path)/viper"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
package="$work/WeatherApp"
mkdir -p "$package"
cd "$package"

identity="$(basename "$repo")"
cat >Package.swift <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WeatherApp",
    platforms: [.macOS(.v14)],
    products: [.library(name: "WeatherApp", targets: ["WeatherApp"])],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "WeatherApp", dependencies: [.product(name: "VIPERKit", package: "$identity")]),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: ["WeatherApp", .product(name: "VIPERKitTesting", package: "$identity")]
        ),
    ]
)
MANIFEST

# Prints a command as typed, then runs it; a failing command does not stop the demo.
show() {
    echo "\$ $*"
    local status=0
    "$@" || status=$?
    [[ $status -ne 0 ]] && echo "(exit code $status)"
    echo
    return 0
}

viper() { "$VIPER_BIN" "$@"; }

show viper init
show viper new Weather
echo "\$ find Sources Tests -type f | sort"
find Sources Tests -type f | sort
echo
if [[ $run_tests -eq 1 ]]; then
    echo "\$ swift test"
    swift test --scratch-path "$work/.build" 2>&1 | grep -E "Test run with|error:" || true
    echo
fi
show viper lint
echo "\$ sed -i '1i import UIKit' Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift"
sed -i '1i import UIKit' Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift
echo
show viper lint
show viper list
