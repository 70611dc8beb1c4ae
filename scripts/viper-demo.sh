#!/usr/bin/env bash
# Shows `viper` end to end in a throwaway package that depends on this repository by path, and
# prints a transcript:
# - init, new, the generated tree, the generated tests passing, lint catching a presenter that
#   imports UIKit, and list showing that presenter as edited;
# - lint with the project's own rules in viper.yml: a baseline of the known violation, a new one
#   still failing, the same results as JSON and SARIF, then the baseline emptied once fixed;
# - rename Weather to Forecast (a dry run, then for real): an edited presenter keeps its edits and
#   app code that opens the module follows; the tests still pass;
# - remove refusing while that app code uses the module, asking first, then removing it;
# - upgrade merging version 1.1.0 of a template of the package's own (`screen`) into a module it
#   wrote at 1.0.0 and that was edited since: refused for a conflict, then --force writing markers;
# - with tests only: the same tool as a SwiftPM command plugin (`swift package viper …`).
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

# shellcheck source=lib/weather-package.sh
. "$repo/scripts/lib/weather-package.sh"
write_weather_manifest "$repo" .

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

# --- lint: the project's own rules, a baseline, JSON and SARIF ---
# The presenter still imports UIKit: a baseline records that violation, so lint fails only on new ones.
echo "\$ cat >>viper.yml   # the project's own rules, under lint:"
cat >>viper.yml <<'RULES'
  rules:
    - name: networking-stays-in-services
      layers: [presenter, interactor]
      forbidImports: [Alamofire, Foundation.URLSession]
    - name: presenter-uses-protocols
      layers: [presenter]
      mayNotDependOn: [interactor, router]
    - name: short-files
      maxLines: 400
RULES
tail -9 viper.yml
echo
show viper lint
show viper lint --write-baseline
show cat .viper/lint-baseline.yml
show viper lint
# A new violation of a project rule fails, beside the known one the baseline ignores.
echo "\$ sed -i '1i import Alamofire' Sources/WeatherApp/Modules/Weather/WeatherInteractor.swift"
sed -i '1i import Alamofire' Sources/WeatherApp/Modules/Weather/WeatherInteractor.swift
echo
show viper lint
show viper lint --format json
echo "\$ viper lint --format sarif > viper-lint.sarif   # for code scanning"
status=0
viper lint --format sarif >"$work/viper-lint.sarif" || status=$?
[[ $status -ne 0 ]] && echo "(exit code $status)"
echo
# Both fixed: the baseline's entry is reported as fixed, and --write-baseline drops it.
echo "\$ sed -i '/^import UIKit\$/d' Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift"
sed -i '/^import UIKit$/d' Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift
echo "\$ sed -i '/^import Alamofire\$/d' Sources/WeatherApp/Modules/Weather/WeatherInteractor.swift"
sed -i '/^import Alamofire$/d' Sources/WeatherApp/Modules/Weather/WeatherInteractor.swift
echo
show viper lint
show viper lint --write-baseline

# --- rename: Weather becomes Forecast; an edited presenter keeps its edit, app code follows ---
echo "\$ echo '// Shows the week ahead.' >> Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift"
echo '// Shows the week ahead.' >>Sources/WeatherApp/Modules/Weather/WeatherPresenter.swift
cat >Sources/WeatherApp/Home.swift <<'SWIFT'
import VIPERKit

/// Opens the weather screen from the home screen.
@MainActor
func openWeather(navigator: any Navigator, view: any WeatherView) {
    navigator.push(WeatherModule(navigator: navigator).assemble(view: view))
}
SWIFT
echo "\$ cat Sources/WeatherApp/Home.swift   # app code that opens the module"
cat Sources/WeatherApp/Home.swift
echo
show viper rename Weather Forecast --dry-run
show viper rename Weather Forecast
show cat Sources/WeatherApp/Home.swift
show viper list
if [[ $run_tests -eq 1 ]]; then
    echo "\$ swift test"
    swift test --scratch-path "$work/.build" 2>&1 | grep -E "Test run with|error:" || true
    echo
fi

# --- remove: refused while app code uses the module; asks first; then removes it ---
show viper remove Forecast --yes
echo "\$ rm Sources/WeatherApp/Home.swift"
rm Sources/WeatherApp/Home.swift
echo
echo "\$ echo n | viper remove Forecast"
status=0
echo n | viper remove Forecast || status=$?
[[ $status -ne 0 ]] && echo "(exit code $status)"
echo
show viper remove Forecast --yes
show viper list

# --- upgrade: a template of the package's own moves from 1.0.0 to 1.1.0 under an edited module ---
# A copy of the built-in `module` template, named `screen`, writes Forecast at 1.0.0; the team edits
# Forecast and moves the template to 1.1.0; `viper upgrade` merges the two, line by line.
echo "\$ cp -R <viper>/Sources/VIPERGen/Templates/module Templates/screen"
mkdir -p Templates
cp -R "$repo/Sources/VIPERGen/Templates/module" Templates/screen
echo "\$ sed -i 's/^name: module/name: screen/' Templates/screen/template.yml"
sed -i 's/^name: module/name: screen/' Templates/screen/template.yml
echo
show viper new Forecast --template Templates/screen
show ls .viper/templates .viper/templates/screen
forecast=Sources/WeatherApp/Modules/Forecast
# Prints a sed edit as typed, then makes it.
sedit() {
    echo "\$ sed -i '$1' $2"
    sed -i "$1" "$2"
}
sedit 's|private let items: \[String\]|private let items: [String]  // the days of the forecast|' "$forecast/ForecastInteractor.swift"
sedit 's/hands it to the navigator/hands it to the navigator, or shows an alert/' "$forecast/ForecastRouter.swift"
sedit 's/^version: 1.0.0/version: 1.1.0/' Templates/screen/template.yml
sedit 's/knows nothing about display/knows nothing about display or navigation/' Templates/screen/Interactor.swift.stencil
sedit 's/hands it to the navigator/pushes it on the navigator/' Templates/screen/Router.swift.stencil
echo
# The interactor merges; the router, edited on the line the template changed, is a conflict.
show viper upgrade --dry-run
show viper upgrade
show viper upgrade Forecast --force
show sed -n 1,10p "$forecast/ForecastRouter.swift"
# Resolved by keeping our line.
echo "\$ sed -i -e '/^<<<<<<< yours\$/d' -e '/^=======\$/,/^>>>>>>> /d' $forecast/ForecastRouter.swift"
sed -i -e '/^<<<<<<< yours$/d' -e '/^=======$/,/^>>>>>>> /d' "$forecast/ForecastRouter.swift"
echo
show sed -n 1,4p "$forecast/ForecastInteractor.swift"
show viper list
show viper lint
if [[ $run_tests -eq 1 ]]; then
    echo "\$ swift test"
    swift test --scratch-path "$work/.build" 2>&1 | grep -E "Test run with|error:" || true
    echo
fi

# --- the plugin: the same tool through `swift package`, with no viper binary ---
# With tests only: SwiftPM resolves the package graph and builds viper the first time, like `swift test`.
if [[ $run_tests -eq 1 ]]; then
    # Prints `swift package ARGUMENTS…` as typed, then runs it in the package (without a terminal,
    # so a missing permission is refused rather than asked), leaving out the fetching and building.
    swift_package() {
        echo "\$ swift package $*"
        local status=0
        swift package --scratch-path "$work/.build" "$@" </dev/null >"$work/plugin.log" 2>&1 || status=$?
        grep -vE '^\[[0-9]+/[0-9]+\]|^(Building|Build of|Compiling|Fetching|Fetched|Computing|Computed|Creating|Working copy|Updating|Updated)' \
            "$work/plugin.log" || true
        [[ $status -ne 0 ]] && echo "(exit code $status)"
        echo
        return 0
    }
    # Without the permission SwiftPM refuses before viper runs; with it, viper writes Weather again,
    # and a second `new Weather` fails with viper's own sentence.
    swift_package viper list
    swift_package --allow-writing-to-package-directory viper new Weather
    swift_package --allow-writing-to-package-directory viper new Weather
    swift_package --allow-writing-to-package-directory viper list
fi
